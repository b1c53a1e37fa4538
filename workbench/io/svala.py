"""SVALA parallel-corpus JSON: ``{source: [Token], target: [Token], edges: {id: Edge}}``.

Tokens are whitespace-delimited the way SVALA does it: each token is ``\\s*\\S+\\s+`` (leading
whitespace only on the first token, the whitespace after a word kept on it), ids ``s0..`` and ``t0..``.
Edges link source and target tokens; an edge id is ``e-`` plus its sorted token ids.

Text that does not end in whitespace: SVALA needs whitespace after the last token, so one space is
added to it and the side is listed in the graph's extra key ``final_space_added`` (e.g.
``["source", "target"]``; absent when nothing was added). `graph_texts` removes that space again, so
build -> write -> read -> texts gives back both texts exactly; SVALA itself ignores the key. A text of
whitespace only is one token of whitespace (SVALA allows that for a side's only token); an empty text
has no tokens.
"""

from __future__ import annotations

import json
import re
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from workbench.io.encoding import read_text
from workbench.io.errors import InputError
from workbench.io.svala_invariant import FINAL_SPACE_KEY, SIDES, check_invariant
from workbench.io.svala_labels import edge_labels, parse_edge_labels
from workbench.model import Span

__all__ = ["FINAL_SPACE_KEY", "build_graph", "check_invariant", "graph_spans", "graph_texts",
           "read_svala", "tokenize", "write_svala"]

_TOKEN = re.compile(r"\s*\S+\s*")


def tokenize(text: str) -> list[tuple[int, int]]:
    """SVALA's whitespace tokens of ``text`` as (start, end) offsets; they cover the text exactly."""
    ranges = [m.span() for m in _TOKEN.finditer(text)]
    return ranges if ranges or not text else [(0, len(text))]


def _needs_space(text: str) -> bool:
    return bool(text) and not text[-1].isspace()


class _Union:
    def __init__(self) -> None:
        self.parent: dict[str, str] = {}

    def find(self, x: str) -> str:
        self.parent.setdefault(x, x)
        while self.parent[x] != x:
            self.parent[x] = self.parent[self.parent[x]]
            x = self.parent[x]
        return x

    def union(self, a: str, b: str) -> None:
        self.parent[self.find(a)] = self.find(b)


def build_graph(source_text: str, target_text: str,
                aligned: Sequence[tuple[Span, int, int]]) -> dict[str, Any]:
    """The SVALA graph of a rewrite: ``aligned`` is what `workbench.pseudonymize.rewrite.rewrite` returns.

    Unchanged tokens are linked 1:1 without labels. Each replaced span links every whitespace token it
    touches on either side in one edge labelled [label, number, gen/def/pl, foreign]; ``manual`` is True
    when the span has the attribute "manual". Tokens that share an unchanged character are linked too,
    so a span inside a token ("Stockholms,") takes the whole token, and spans in one token share an edge.
    """
    graph: dict[str, Any] = {}
    toks: dict[str, list[tuple[int, int]]] = {}
    owner: dict[str, list[int]] = {}  # char offset -> token index
    for side, text, prefix in (("source", source_text, "s"), ("target", target_text, "t")):
        toks[side] = tokenize(text)
        owner[side] = [i for i, (a, b) in enumerate(toks[side]) for _ in range(a, b)]
        graph[side] = [{"id": f"{prefix}{i}", "text": text[a:b]} for i, (a, b) in enumerate(toks[side])]
        if _needs_space(text):
            graph[side][-1]["text"] += " "
    uf = _Union()
    for i in range(len(toks["source"])):
        uf.find(f"s{i}")
    for j in range(len(toks["target"])):
        uf.find(f"t{j}")
    def link_unchanged(src: int, tgt: int, n: int) -> None:
        """Unchanged characters link their tokens (once per pair of tokens, not per character)."""
        last = None
        for k in range(n):
            pair = (owner["source"][src + k], owner["target"][tgt + k])
            if pair != last:
                uf.union(f"s{pair[0]}", f"t{pair[1]}")
                last = pair

    spans_of: dict[str, list[Span]] = {}
    src = tgt = 0
    for span, new_start, new_end in sorted(aligned, key=lambda r: r[0].start):
        if span.start - src != new_start - tgt or span.end > len(source_text) or new_end > len(target_text):
            raise ValueError(f"span [{span.start},{span.end}) -> [{new_start},{new_end}) "
                             "does not fit the texts")
        link_unchanged(src, tgt, span.start - src)
        ids = [f"s{owner['source'][c]}" for c in range(span.start, span.end)]
        ids += [f"t{owner['target'][c]}" for c in range(new_start, new_end)]
        for other in ids[1:]:
            uf.union(ids[0], other)
        spans_of.setdefault(ids[0], []).append(span)
        src, tgt = span.end, new_end
    if len(source_text) - src != len(target_text) - tgt:
        raise ValueError("the texts differ outside the aligned spans")
    link_unchanged(src, tgt, len(source_text) - src)
    members: dict[str, list[str]] = {}
    for tok in graph["source"] + graph["target"]:
        members.setdefault(uf.find(tok["id"]), []).append(tok["id"])
    labelled: dict[str, list[Span]] = {}
    for first, spans in spans_of.items():
        labelled.setdefault(uf.find(first), []).extend(spans)
    edges = {}
    for root, ids in members.items():
        spans = labelled.get(root, [])
        eid = "e-" + "-".join(sorted(ids))
        edges[eid] = {"id": eid, "ids": sorted(ids), "labels": edge_labels(spans),
                      "manual": any("manual" in s.attributes for s in spans)}
    graph["edges"] = edges
    added = [side for side, text in zip(SIDES, (source_text, target_text), strict=True) if _needs_space(text)]
    if added:
        graph[FINAL_SPACE_KEY] = added
    return graph


def read_svala(path: str | Path) -> dict[str, Any]:
    """The graph in a SVALA JSON file; InputError naming the file and what is wrong otherwise."""
    text, _ = read_text(path)
    try:
        graph = json.loads(text)
    except json.JSONDecodeError as e:
        raise InputError(f"not JSON ({e.msg} at column {e.colno})", path, e.lineno) from None
    problems = check_invariant(graph)
    if problems:
        more = f" (and {len(problems) - 1} more)" if len(problems) > 1 else ""
        raise InputError(f"not a valid SVALA graph: {problems[0]}{more}", path)
    return graph


def write_svala(path: str | Path, graph: dict[str, Any]) -> None:
    """Write ``graph`` as SVALA JSON (UTF-8); ValueError when it breaks the invariants."""
    problems = check_invariant(graph)
    if problems:
        raise ValueError(f"{path}: refusing to write an invalid SVALA graph: {'; '.join(problems[:5])}")
    Path(path).write_text(_dumps(graph), encoding="utf-8")


def _dumps(graph: dict[str, Any]) -> str:
    """JSON with one token or edge a line: readable and diffable, and written by json's fast C encoder
    (``indent=`` falls back to the slow pure-Python one)."""
    parts = []
    for key, value in graph.items():
        if isinstance(value, list) and value:
            items = ",\n    ".join(json.dumps(v, ensure_ascii=False) for v in value)
            parts.append(f'  {json.dumps(key)}: [\n    {items}\n  ]')
        elif isinstance(value, dict) and value:
            items = ",\n    ".join(f"{json.dumps(k, ensure_ascii=False)}: {json.dumps(v, ensure_ascii=False)}"
                                   for k, v in value.items())
            parts.append(f'  {json.dumps(key)}: {{\n    {items}\n  }}')
        else:
            parts.append(f"  {json.dumps(key)}: {json.dumps(value, ensure_ascii=False)}")
    return "{\n" + ",\n".join(parts) + "\n}\n"


def _side_text(graph: dict[str, Any], side: str) -> str:
    text = "".join(t["text"] for t in graph[side])
    return text[:-1] if side in graph.get(FINAL_SPACE_KEY, ()) and text.endswith(" ") else text


def graph_texts(graph: dict[str, Any]) -> tuple[str, str]:
    """(source text, target text), without the space added after a last token (``final_space_added``)."""
    return _side_text(graph, "source"), _side_text(graph, "target")


def graph_spans(graph: dict[str, Any]) -> tuple[str, list[Span]]:
    """The source text and a Span for each taxonomy label on an edge, over the edge's source tokens.

    A span runs from the first non-space character of the edge's first source token to the last one
    of its last token. Old label names are mapped (city_swe -> city, transport -> transport_name ...);
    numbers, gen/def/pl and foreign become the span's number and attributes, ``manual`` edges give the
    attribute "manual". Edges with no source token or no taxonomy label (e.g. only OBS!) give no span.
    """
    source = _side_text(graph, "source")
    where: dict[str, tuple[int, int]] = {}
    pos = 0
    for tok in graph["source"]:
        where[tok["id"]] = (pos, pos + len(tok["text"]))
        pos += len(tok["text"])
    spans = []
    for edge in graph["edges"].values():
        ranges = sorted(where[i] for i in edge["ids"] if i in where)
        found = parse_edge_labels(edge["labels"]) if ranges else []
        if not found:
            continue
        start, end = ranges[0][0], min(ranges[-1][1], len(source))
        chunk = source[start:end]
        start, end = start + len(chunk) - len(chunk.lstrip()), end - (len(chunk) - len(chunk.rstrip()))
        if end <= start:
            continue
        manual = {"manual"} if edge.get("manual") else set()
        spans += [Span(start, end, label, attrs | manual, number, source="svala")
                  for label, number, attrs in found]
    return source, sorted(spans, key=lambda s: (s.start, s.end))
