"""SVALA parallel-corpus JSON: ``{source: [Token], target: [Token], edges: {id: Edge}}``, written so the
SweLL editor opens it (its invariants, alignment and pseudonymization-mode validation; see
workbench.io.svala_invariant and svala_editor_rules).

Tokens are whitespace-delimited the way SVALA does it: each token is ``\\s*\\S+\\s+`` (whitespace as
JavaScript's \\s; leading whitespace only on the first token, the whitespace after a word kept on it), ids
``s0..`` and ``t0..``. Edges link source and target tokens; an edge id is ``e-`` plus its sorted token ids.
Edges with labels are ``manual`` (as the editor saves them: it keeps manual edges as they are), the others
exactly what the editor's automatic alignment makes (one unchanged token to one).

Text that does not end in whitespace: SVALA needs whitespace after the last token, so one space is
added to it and the side is listed in the graph's extra key ``final_space_added`` (e.g.
``["source", "target"]``; absent when nothing was added). `graph_texts` removes that space again, so
build -> write -> read -> texts gives back both texts exactly; the editor ignores the key (and drops it
when it saves). A text of whitespace only is one token of whitespace (SVALA allows that for a side's only
token); an empty text has no tokens.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable, Iterable, Sequence
from pathlib import Path
from typing import Any

from workbench.io.encoding import read_text
from workbench.io.errors import InputError
from workbench.io.svala_align import align, edge
from workbench.io.svala_invariant import FINAL_SPACE_KEY, JS_SPACE, SIDES, check_invariant
from workbench.io.svala_labels import edge_labels, parse_edge_labels
from workbench.model import Span

__all__ = ["FINAL_SPACE_KEY", "SENTENCE_PUNCTUATION", "build_graph", "build_target_graph", "check_invariant",
           "edge_spans", "graph_spans", "graph_texts", "labelled_edge", "read_svala", "svala_bytes", "svala_essay_id",
           "tokenize", "write_svala"]

_TOKEN = re.compile(rf"[{JS_SPACE}]*[^{JS_SPACE}]+[{JS_SPACE}]*")
_SPACE = re.compile(rf"[{JS_SPACE}]")
#: what a span read from an edge leaves out at either end of its tokens
SENTENCE_PUNCTUATION = ".,;:!?\"()[]{}«»“”„…"
#: the edge comment label that flags an edge holding more than one entity (see `build_graph`)
SHARED_EDGE_LABEL = "OBS!"
#: the attribute of a span over a preposition the renderer rewrote (workbench.pseudonymize.prepositions)
_PREPOSITION = "preposition"


def tokenize(text: str) -> list[tuple[int, int]]:
    """SVALA's whitespace tokens of ``text`` as (start, end) offsets; they cover the text exactly."""
    ranges = [m.span() for m in _TOKEN.finditer(text)]
    return ranges if ranges or not text else [(0, len(text))]


def _needs_space(text: str) -> bool:
    return bool(text) and not _SPACE.match(text[-1])


def _owners(ranges: Sequence[tuple[int, int]], first: int) -> list[int]:
    """For every character offset, the number of the token it belongs to (``first`` for the first)."""
    owner: list[int] = []
    for i, (a, b) in enumerate(ranges, first):
        owner += [i] * (b - a)
    return owner


def build_graph(source_text: str, target_text: str,
                aligned: Sequence[tuple[Span, int, int]]) -> dict[str, Any]:
    """The SVALA graph of a rewrite: ``aligned`` is what `workbench.pseudonymize.rewrite.rewrite` returns.

    Each replaced span links every whitespace token it touches on either side in one manual edge
    labelled [label, number, gen/def/pl, foreign]. Tokens that share an unchanged character are linked
    too, so a span inside a token ("Stockholms,") takes the whole token. Spans that end up in one edge
    ("Malmö-Lund") give it the labels of the first; the edge also gets ``OBS!`` and a comment naming the
    others (the editor allows one entity an edge). The unlabelled edges are then what the editor's
    alignment makes of the rest: unchanged tokens 1:1.
    """
    graph: dict[str, Any] = {}
    names: list[str] = []  # token ids, source then target; a token is its index here
    owners = []
    for side, text, prefix in (("source", source_text, "s"), ("target", target_text, "t")):
        ranges = tokenize(text)
        offset = len(names)
        names += [f"{prefix}{i}" for i in range(len(ranges))]
        owners.append(_owners(ranges, offset))
        graph[side] = [{"id": names[offset + i], "text": text[a:b]} for i, (a, b) in enumerate(ranges)]
        if _needs_space(text):
            graph[side][-1]["text"] += " "
    src_owner, tgt_owner = owners
    parent = list(range(len(names)))  # union-find over token indices

    def find(x: int) -> int:
        while parent[x] != x:
            parent[x] = parent[parent[x]]
            x = parent[x]
        return x

    def link(tokens: Iterable[int]) -> None:
        it = iter(tokens)
        root = find(next(it))
        for other in it:
            parent[find(other)] = root

    def link_unchanged(src: int, tgt: int, n: int) -> None:
        """Unchanged characters link their tokens (once per pair of tokens, not per character)."""
        for pair in dict.fromkeys(zip(src_owner[src : src + n], tgt_owner[tgt : tgt + n], strict=True)):
            link(pair)

    spans_of: dict[int, list[Span]] = {}
    src = tgt = 0
    for span, new_start, new_end in sorted(aligned, key=lambda r: r[0].start):
        if span.start - src != new_start - tgt or span.end > len(source_text) or new_end > len(target_text):
            raise ValueError(f"span [{span.start},{span.end}) -> [{new_start},{new_end}) "
                             "does not fit the texts")
        link_unchanged(src, tgt, span.start - src)
        touched = list(dict.fromkeys(src_owner[span.start : span.end] + tgt_owner[new_start:new_end]))
        link(touched)
        spans_of.setdefault(touched[0], []).append(span)
        src, tgt = span.end, new_end
    if len(source_text) - src != len(target_text) - tgt:
        raise ValueError("the texts differ outside the aligned spans")
    link_unchanged(src, tgt, len(source_text) - src)
    members: dict[int, list[str]] = {}
    for k, name in enumerate(names):
        members.setdefault(find(k), []).append(name)
    labelled: dict[int, list[Span]] = {}
    for first, of_first in spans_of.items():
        labelled.setdefault(find(first), []).extend(of_first)
    edges = {}
    for root, ids in members.items():
        e = labelled_edge(ids, labelled.get(root, []))
        edges[e["id"]] = e
    graph["edges"] = edges
    graph["edges"] = align(graph)["edges"]
    added = [side for side, text in zip(SIDES, (source_text, target_text), strict=True) if _needs_space(text)]
    if added:
        graph[FINAL_SPACE_KEY] = added
    return graph


def labelled_edge(ids: list[str], spans: list[Span]) -> dict[str, Any]:
    """The edge over ``ids``: unlabelled and automatic without spans, else manual with the labels of its
    first span, and OBS! with a comment naming any other spans in it."""
    if not spans:
        return edge(ids, [])
    if all(_PREPOSITION in s.attributes for s in spans):  # a rewritten "i"/"på": an edit, no entity
        return edge(ids, [], True)
    spans = [s for s in spans if _PREPOSITION not in s.attributes]
    first, *rest = sorted(spans, key=lambda s: (s.start, s.end))
    labels = edge_labels([first])
    others = [x for x in dict.fromkeys(" ".join(edge_labels([s])) for s in rest) if x != " ".join(labels)]
    return edge(ids, labels + ([SHARED_EDGE_LABEL] if others else []), True,
                f"more than one entity in this edge; also: {'; '.join(others)}" if others else None)


def build_target_graph(target_text: str, aligned: Sequence[tuple[Span, int, int]]) -> dict[str, Any]:
    """A graph of the target text alone (source = target): each span's labels on its surrogate's tokens,
    for a public SVALA form that must not carry the source. ``aligned`` as for `build_graph`."""
    on_target = [(span.with_(start=a, end=b), a, b) for span, a, b in aligned if b > a]
    return build_graph(target_text, target_text, on_target)


def svala_essay_id(path: str | Path) -> str:
    """The essay id of a SVALA file: its name without ``.json`` and ``.svala`` (``SV01-1.svala.json``)."""
    name = Path(path).name
    for suffix in (".json", ".svala"):
        name = name.removesuffix(suffix)
    return name


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


def svala_bytes(graph: dict[str, Any], name: str | Path = "graph") -> bytes:
    """``graph`` as SVALA JSON in UTF-8; ValueError (naming ``name``) when it breaks the invariants."""
    problems = check_invariant(graph)
    if problems:
        raise ValueError(f"{name}: refusing to write an invalid SVALA graph: {'; '.join(problems[:5])}")
    return _dumps(graph).encode("utf-8")


def write_svala(path: str | Path, graph: dict[str, Any]) -> None:
    """Write ``graph`` as SVALA JSON (UTF-8) to ``path``; ValueError when it breaks the invariants."""
    Path(path).write_bytes(svala_bytes(graph, path))


def _dumps(graph: dict[str, Any]) -> str:
    """JSON with one token or edge a line: readable and diffable (what json.dumps gives for each line)."""
    parts = []
    for key, value in graph.items():
        if isinstance(value, list) and value:
            items = ",\n    ".join(map(_json, value))
            parts.append(f'  {_json(key)}: [\n    {items}\n  ]')
        elif isinstance(value, dict) and value:
            items = ",\n    ".join(f"{_json(k)}: {_json(v)}" for k, v in value.items())
            parts.append(f'  {_json(key)}: {{\n    {items}\n  }}')
        else:
            parts.append(f"  {_json(key)}: {_json(value)}")
    return "{\n" + ",\n".join(parts) + "\n}\n"


def _encoder() -> Callable[[Any], str]:
    """``json.dumps(value, ensure_ascii=False)`` through one C encoder made once (json.dumps makes a new
    one on every call, which costs more than encoding a token); json's own where it has no C encoder."""
    enc = json.JSONEncoder(ensure_ascii=False)
    make = getattr(json.encoder, "c_make_encoder", None)
    if make is None:
        return enc.encode
    c_encode = make({}, enc.default, json.encoder.encode_basestring, None, ": ", ", ", False, False, True)
    return lambda value: "".join(c_encode(value, 0))


_json = _encoder()


def _side_text(graph: dict[str, Any], side: str) -> str:
    text = "".join(t["text"] for t in graph[side])
    return text[:-1] if side in graph.get(FINAL_SPACE_KEY, ()) and text.endswith(" ") else text


def graph_texts(graph: dict[str, Any]) -> tuple[str, str]:
    """(source text, target text), without the space added after a last token (``final_space_added``)."""
    return _side_text(graph, "source"), _side_text(graph, "target")


def edge_spans(graph: dict[str, Any]) -> list[tuple[str, list[Span]]]:
    """(edge id, spans) for every edge with a taxonomy label and a source token, in edge order; the
    spans run over the edge's source tokens (see `graph_spans`)."""
    source = _side_text(graph, "source")
    where: dict[str, tuple[int, int]] = {}
    pos = 0
    for tok in graph["source"]:
        where[tok["id"]] = (pos, pos + len(tok["text"]))
        pos += len(tok["text"])
    out = []
    for e in graph["edges"].values():
        ranges = sorted(where[i] for i in e["ids"] if i in where)
        found = parse_edge_labels(e["labels"]) if ranges else []
        if not found:
            continue
        start, end = ranges[0][0], min(ranges[-1][1], len(source))
        chunk = source[start:end]
        start, end = start + len(chunk) - len(chunk.lstrip()), end - (len(chunk) - len(chunk.rstrip()))
        core = source[start:end].strip(SENTENCE_PUNCTUATION)
        if core:  # "Malmö." is the city Malmö followed by a full stop
            start += source[start:end].index(core)
            end = start + len(core)
        if end > start:
            out.append((e["id"], [Span(start, end, label, attrs, number, source="svala")
                                  for label, number, attrs in found]))
    return out


def graph_spans(graph: dict[str, Any]) -> tuple[str, list[Span]]:
    """The source text and a Span for each taxonomy label on an edge, over the edge's source tokens.

    A span runs from the first character of the edge's first source token to the last one of its last
    token, whitespace and sentence punctuation (``SENTENCE_PUNCTUATION``) at either end left out. Old
    label names are mapped (city_swe -> city, transport -> transport_name ...); numbers, gen/def/pl and
    foreign become the span's number and attributes (``manual`` says how an edge was aligned, not who
    found the span: every labelled edge the editor saves is manual). Edges with no source token or no
    taxonomy label (e.g. only OBS!) give no span.
    """
    spans = [s for _, of_edge in edge_spans(graph) for s in of_edge]
    return _side_text(graph, "source"), sorted(spans, key=lambda s: (s.start, s.end))
