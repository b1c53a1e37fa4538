"""The SVALA graph invariants (Representation.md; swell-editor's ``check_invariant``), as a list of
what is wrong. "The graph is aligned" (SVALA's automatic alignment) is not checked.
"""

from __future__ import annotations

import re
from typing import Any

__all__ = ["FINAL_SPACE_KEY", "SIDES", "check_invariant"]

#: The graph key that lists the sides whose last token got a space added (see workbench.io.svala).
FINAL_SPACE_KEY = "final_space_added"
SIDES = ("source", "target")
_TOKEN_TEXT = re.compile(r"\s*\S+\s+")


def _check_tokens(graph: dict[str, Any], side: str, out: list[str]) -> list[str]:
    tokens = graph.get(side)
    if not isinstance(tokens, list):
        out.append(f"'{side}' must be a list of tokens")
        return []
    ids = []
    for k, tok in enumerate(tokens):
        if not (isinstance(tok, dict) and isinstance(tok.get("id"), str)
                and isinstance(tok.get("text"), str)):
            out.append(f"{side} token {k} must be an object with string 'id' and 'text'")
            continue
        ids.append(tok["id"])
        alone = len(tokens) == 1 and tok["text"].isspace()  # SVALA allows a whitespace-only sole token
        if not alone and not _TOKEN_TEXT.fullmatch(tok["text"]):
            out.append(f"{side} token {tok['id']}: text does not match /\\s*\\S+\\s+/")
    return ids


def check_invariant(graph: Any) -> list[str]:
    """What is wrong with ``graph`` by the SVALA invariants ([] when nothing is).

    Unique ids over tokens and edges, edge keys equal edge ids, referenced ids exist, every token in
    exactly one edge, token texts match ``/\\s*\\S+\\s+/``, comments non-empty strings when present.
    Messages name ids, never token text (it may be personal information).
    """
    if not isinstance(graph, dict):
        return ["a SVALA graph must be a JSON object with 'source', 'target' and 'edges'"]
    out: list[str] = []
    token_ids = _check_tokens(graph, "source", out) + _check_tokens(graph, "target", out)
    seen: set[str] = set()
    for tid in token_ids:
        if tid in seen:
            out.append(f"duplicate token id {tid}")
        seen.add(tid)
    edges = graph.get("edges")
    if not isinstance(edges, dict):
        return out + ["'edges' must be an object of edges by id"]
    uses = dict.fromkeys(token_ids, 0)
    for key, edge in edges.items():
        if not isinstance(edge, dict):
            out.append(f"edge {key} must be an object")
            continue
        if edge.get("id") != key:
            out.append(f"edge key {key} and its id {edge.get('id')!r} differ")
        if key in seen:
            out.append(f"edge id {key} is also a token id")
        ids, labels = edge.get("ids"), edge.get("labels")
        if not isinstance(ids, list) or not ids or not all(isinstance(i, str) for i in ids):
            out.append(f"edge {key}: 'ids' must be a non-empty list of token ids")
            ids = []
        if len(set(ids)) != len(ids):
            out.append(f"edge {key} lists a token id twice")
        if not isinstance(labels, list) or not all(isinstance(lab, str) for lab in labels):
            out.append(f"edge {key}: 'labels' must be a list of strings")
        if not isinstance(edge.get("manual"), bool):
            out.append(f"edge {key}: 'manual' must be true or false")
        if "comment" in edge and not (isinstance(edge["comment"], str) and edge["comment"]):
            out.append(f"edge {key}: a comment must be a non-empty string")
        for i in set(ids):
            if i not in uses:
                out.append(f"edge {key} refers to unknown token {i}")
            else:
                uses[i] += 1
    out += [f"token {t} is in {n} edges, not exactly one" for t, n in uses.items() if n != 1]
    if "comment" in graph and not (isinstance(graph["comment"], str) and graph["comment"]):
        out.append("the graph comment must be a non-empty string")
    added = graph.get(FINAL_SPACE_KEY, [])
    if not isinstance(added, list) or not set(added) <= set(SIDES):
        out.append(f"'{FINAL_SPACE_KEY}' must be a list of 'source'/'target'")
    else:
        for side in added:
            toks = graph.get(side) or [{}]
            if not str(toks[-1].get("text", "")).endswith(" "):
                out.append(f"'{FINAL_SPACE_KEY}' lists {side}, but its last token does not end in a space")
    return out
