"""The SVALA graph invariants: what the SweLL editor's ``check_invariant`` (src/Graph/Graph.ts, commit
f06eee6) demands before it opens a graph, all of them, as a list of what is wrong.

In the editor's order: ids unique over tokens and edges; token texts ``/\\s*\\S+\\s+/`` (a side's only token
may be whitespace or empty); edge keys equal edge ids; every edge has ids; a comment only on an edge with a
comment label (OBS!, Com!); edges in normal form (ids sorted, labels without repeats, nothing else); every
referenced id exists; every token in exactly one edge; the graph automatically aligned (`align` leaves it
unchanged: see workbench.io.svala_align); the graph comment and edge comments non-empty strings. Beside
them, the project's own key ``final_space_added`` must be right. The checks are strict about JSON types
(ids, labels and texts strings, ``manual`` true or false): a file that is not of that shape fails here
even where the editor would happen to cope. Messages name ids, never token text (it may be personal
information).
"""

from __future__ import annotations

import re
from typing import Any

from workbench.io.svala_align import align, is_comment_label, merge_edges

__all__ = ["FINAL_SPACE_KEY", "JS_SPACE", "SIDES", "check_invariant", "edge_equal"]

#: The graph key that lists the sides whose last token got a space added (see workbench.io.svala).
FINAL_SPACE_KEY = "final_space_added"
SIDES = ("source", "target")
#: JavaScript's \s (what the editor's regular expressions mean by whitespace; Python's \s differs)
JS_SPACE = "\t\n\x0b\x0c\r \xa0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff"
_TOKEN_TEXT = re.compile(rf"[{JS_SPACE}]*[^{JS_SPACE}]+[{JS_SPACE}]+")
_SOLE_TOKEN_TEXT = re.compile(rf"[{JS_SPACE}]*[^{JS_SPACE}]*[{JS_SPACE}]*")
_SHOWN = 5  # edges named in one message


def edge_equal(a: dict[str, Any] | None, b: dict[str, Any] | None) -> bool:
    """Two edges equal as the editor's ramda ``equals`` sees them (their fields' types already checked:
    strings and lists of strings compare as in Python, ``manual`` must be the same boolean)."""
    return a is not None and b is not None and a.keys() == b.keys() and a["manual"] is b["manual"] \
        and a["id"] == b["id"] and a["ids"] == b["ids"] and a["labels"] == b["labels"] \
        and a.get("comment") == b.get("comment")


def _names(ids: list[str]) -> str:
    more = f" (and {len(ids) - _SHOWN} more)" if len(ids) > _SHOWN else ""
    return ", ".join(ids[:_SHOWN]) + more


def _tokens(graph: dict[str, Any], side: str, out: list[str]) -> list[dict[str, str]]:
    tokens = graph.get(side)
    if not isinstance(tokens, list):
        out.append(f"'{side}' must be a list of tokens")
        return []
    good = []
    for k, tok in enumerate(tokens):
        if isinstance(tok, dict) and isinstance(tok.get("id"), str) and isinstance(tok.get("text"), str):
            good.append(tok)
        else:
            out.append(f"{side} token {k} must be an object with string 'id' and 'text'")
    pattern = _SOLE_TOKEN_TEXT if len(tokens) == 1 else _TOKEN_TEXT
    bad = [t["id"] for t in good if not pattern.fullmatch(t["text"])]
    if bad:
        rule = "whitespace, one word, whitespace" if len(tokens) == 1 else "/\\s*\\S+\\s+/ (a word, then whitespace)"
        out.append(f"{side} token(s) {_names(bad)}: text does not match {rule}")
    return good


def _edges(graph: dict[str, Any], out: list[str]) -> dict[str, dict[str, Any]]:
    edges = graph.get("edges")
    if not isinstance(edges, dict):
        out.append("'edges' must be an object of edges by id")
        return {}
    good = {}
    for key, e in edges.items():
        if not isinstance(e, dict):
            out.append(f"edge {key} must be an object")
            continue
        problems = []
        if not isinstance(e.get("id"), str):
            problems.append("'id' must be a string")
        if not (isinstance(e.get("ids"), list) and all(isinstance(i, str) for i in e["ids"])):
            problems.append("'ids' must be a list of token ids")
        if not (isinstance(e.get("labels"), list) and all(isinstance(lab, str) for lab in e["labels"])):
            problems.append("'labels' must be a list of strings")
        if not isinstance(e.get("manual"), bool):
            problems.append("'manual' must be true or false")
        if "comment" in e and not isinstance(e["comment"], str):
            problems.append("a comment must be a string")
        out += [f"edge {key}: {p}" for p in problems]
        if not problems:
            good[key] = e
    return good


def check_invariant(graph: Any) -> list[str]:
    """What is wrong with ``graph`` by the editor's invariants and the project's key ([] when nothing).

    The alignment is checked only when everything before it holds (it needs a well-formed graph)."""
    if not isinstance(graph, dict):
        return ["a SVALA graph must be a JSON object with 'source', 'target' and 'edges'"]
    out: list[str] = []
    tokens = _tokens(graph, "source", out) + _tokens(graph, "target", out)
    edges = _edges(graph, out)
    if out:
        return out
    seen: set[str] = set()
    dup = []
    for i in [t["id"] for t in tokens] + [e["id"] for e in edges.values()]:
        if i in seen:
            dup.append(i)
        seen.add(i)
    if dup:
        out.append(f"id(s) used more than once over tokens and edges: {_names(dup)}")
    out += [f"edge key {k} and its id {e['id']} differ" for k, e in edges.items() if k != e["id"]]
    out += [f"edge {k} has no token ids" for k, e in edges.items() if not e["ids"]]
    out += [f"edge {k} has a comment but no comment label (OBS!, Com!)" for k, e in edges.items()
            if e.get("comment") and not any(is_comment_label(lab) for lab in e["labels"])]
    not_normal = [k for k, e in edges.items() if not edge_equal(e, merge_edges(e))]
    if not_normal:
        out.append(f"edge(s) not in the editor's normal form (ids sorted, labels not repeated, id 'e-' + ids, "
                   f"no other keys): {_names(not_normal)}")
    token_ids = {t["id"] for t in tokens}
    uses = dict.fromkeys(token_ids, 0)
    for k, e in edges.items():
        unknown = [i for i in e["ids"] if i not in token_ids]
        if unknown:
            out.append(f"edge {k} refers to unknown token(s) {_names(unknown)}")
        for i in e["ids"]:
            if i in uses:
                uses[i] += 1
    wrong = [t["id"] for t in tokens if uses[t["id"]] != 1]
    if wrong:
        out.append(f"token(s) not in exactly one edge: {_names(wrong)}")
    if not out:
        aligned = align(graph)["edges"]
        differ = sorted({k for k in edges if not edge_equal(edges[k], aligned.get(k))}
                        | {k for k in aligned if k not in edges})
        if differ:
            out.append("not automatically aligned: the editor's alignment changes edge(s) "
                       f"{_names(differ)} (edges it must keep as written need \"manual\": true)")
    if graph.get("comment") == "" or ("comment" in graph and not isinstance(graph["comment"], str)):
        out.append("the graph comment must be a non-empty string")
    empty = [k for k, e in edges.items() if e.get("comment") == ""]
    if empty:
        out.append(f"edge comment(s) must not be empty: {_names(empty)}")
    out += _check_final_space(graph)
    return out


def _check_final_space(graph: dict[str, Any]) -> list[str]:
    added = graph.get(FINAL_SPACE_KEY, [])
    if not isinstance(added, list) or not all(side in SIDES for side in added):
        return [f"'{FINAL_SPACE_KEY}' must be a list of 'source'/'target'"]
    return [f"'{FINAL_SPACE_KEY}' lists {side}, but its last token does not end in a space"
            for side in added if not str((graph.get(side) or [{}])[-1].get("text", "")).endswith(" ")]
