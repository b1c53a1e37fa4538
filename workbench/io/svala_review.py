"""A SVALA file from the SweLL editor through a review and back: `read_review` turns its labelled edges into
spans (label, running number, gen/def/pl, foreign) with their OBS!/Com! comments and the document comment;
`apply_review` writes the reviewed state back into the same graph, changing only what the review changed.

What the review changed, edge by edge (an edge = the tokens the editor grouped):
- nothing: the edge is left exactly as it was (ids, label names such as the old ``city_swe``, order,
  target text, comment);
- only comments: new OBS!/Com! labels and comment, same tokens;
- labels, numbers or flags, or a span added, resized or moved to other tokens: one manual edge over all
  the tokens its spans touch, labelled as `workbench.io.svala.build_graph` labels, with a new target: the
  surrogate of an unchanged edge with the same label and number when there is one (the editor's own way
  of keeping a pseudonym consistent), else what ``surrogates`` gives (the project's renderer);
- every span rejected: the edge loses its taxonomy labels and its target is the source text again.
Labels outside the taxonomy (Cit-FL, correction labels) stay on their edge. The unlabelled edges are then
what the editor's alignment makes, and the result passes the editor's invariants.
"""

from __future__ import annotations

import copy
import re
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from workbench.io.svala import edge_spans, graph_texts, labelled_edge, tokenize
from workbench.io.svala_align import align, edge
from workbench.io.svala_invariant import FINAL_SPACE_KEY, JS_SPACE
from workbench.io.svala_labels import EDGE_FLAGS, edge_labels, taxonomy_label
from workbench.model import Span

__all__ = ["COMMENT_TAGS", "Reviewed", "apply_review", "read_review"]

#: the comment labels a review keeps as comments (the editor's other '!' labels stay as labels)
COMMENT_TAGS = ("OBS!", "Com!")
Graph = dict[str, Any]
Surrogates = Callable[[Sequence[Span]], Mapping[Span, str]]
_SPACE = re.compile(f"[{JS_SPACE}]")


@dataclass(frozen=True)
class Reviewed:
    """A span with its comments ((tag, text), tag OBS! or Com!), as a review store keeps them."""

    span: Span
    comments: tuple[tuple[str, str], ...] = ()


def _comments(e: dict[str, Any]) -> tuple[tuple[str, str], ...]:
    tags = [lab for lab in e["labels"] if lab in COMMENT_TAGS]
    return tuple((tag, e.get("comment", "") if k == 0 else "") for k, tag in enumerate(tags))


def read_review(graph: Graph) -> tuple[str, list[Reviewed], str]:
    """(source text, the spans of the labelled edges with their comments, the document comment).

    An edge's comment goes with its first span; spans come in edge order."""
    out = []
    for eid, spans in edge_spans(graph):
        comments = _comments(graph["edges"][eid])
        out += [Reviewed(s.with_(reason=f"labelled in the SVALA file ({eid})"), comments if k == 0 else ())
                for k, s in enumerate(spans)]
    return graph_texts(graph)[0], out, graph.get("comment", "")


def _key(spans: Sequence[Span]) -> list[tuple[str, int | None, frozenset[str]]]:
    return sorted(((s.label, s.number, s.attributes & frozenset(EDGE_FLAGS)) for s in spans), key=repr)


def _kept_labels(e: dict[str, Any]) -> list[str]:
    """The labels of an edge that are neither taxonomy labels, numbers, flags nor comment tags."""
    return [lab for lab in e["labels"] if taxonomy_label(lab) is None and not lab.isdigit()
            and lab not in EDGE_FLAGS and lab not in COMMENT_TAGS]


def _next_id(graph: Graph) -> int:
    """The editor's next_id: one more than the largest number in any token id."""
    numbers = [int(n) for side in ("source", "target") for t in graph[side] for n in re.findall(r"\d+", t["id"])]
    return max(numbers, default=-1) + 1


class _Patch:
    """The graph being changed: token positions, edges, and new target tokens."""

    def __init__(self, graph: Graph) -> None:
        self.g = graph
        self.edge_of = {i: e["id"] for e in graph["edges"].values() for i in e["ids"]}
        self.src_index = {t["id"]: k for k, t in enumerate(graph["source"])}
        self.tgt_index = {t["id"]: k for k, t in enumerate(graph["target"])}
        self.ranges = []
        pos = 0
        for t in graph["source"]:
            self.ranges.append((pos, pos + len(t["text"]), t["id"]))
            pos += len(t["text"])
        self.start = {i: a for a, _, i in self.ranges}
        self.next = _next_id(graph)
        self.added = set(graph.get(FINAL_SPACE_KEY, ()))
        self.old_last = graph["target"][-1]["id"] if graph["target"] else None
        self.spaced: set[str] = set()  # new target tokens that got a space after the text's last word
        self.replaced: dict[int, list[dict[str, str]]] = {}  # target index -> new tokens there
        self.removed: set[str] = set()

    def token(self, tid: str) -> dict[str, str]:
        return self.g["source"][self.src_index[tid]] if tid in self.src_index else self.g["target"][self.tgt_index[tid]]

    def text(self, tids: Sequence[str]) -> str:
        return "".join(self.token(i)["text"] for i in tids)

    def chunk(self, src: Sequence[str]) -> str:
        """The text of source tokens, without the space the writer added after the last one."""
        text = self.text(src)
        return text[:-1] if "source" in self.added and src and src[-1] == self.g["source"][-1]["id"] else text

    def edges_of(self, span: Span) -> list[str]:
        return list(dict.fromkeys(self.edge_of[i] for a, b, i in self.ranges if a < span.end and span.start < b))

    def sides(self, eids: Sequence[str]) -> tuple[list[str], list[str]]:
        ids = [i for eid in eids for i in self.g["edges"][eid]["ids"]]
        return (sorted((i for i in ids if i in self.src_index), key=self.src_index.__getitem__),
                sorted((i for i in ids if i in self.tgt_index), key=self.tgt_index.__getitem__))

    def retarget(self, eids: Sequence[str], text: str) -> list[str]:
        """Put tokens of ``text`` where the target tokens of ``eids`` stood; their new ids."""
        src, tgt = self.sides(eids)
        if tgt:
            at = self.tgt_index[tgt[0]]
        else:  # after the target of the edge before, else at the start
            before = [t for i in range(self.src_index[src[0]] - 1, -1, -1)
                      for t in self.sides([self.edge_of[self.g["source"][i]["id"]]])[1]]
            at = self.tgt_index[before[-1]] + 1 if before else 0
        self.removed.update(tgt)
        spaced = bool(text) and not _SPACE.match(text[-1])
        text = text + " " if spaced else text
        new = []
        for a, b in tokenize(text) if text.strip() else []:
            new.append({"id": f"t{self.next}", "text": text[a:b]})
            self.next += 1
        if spaced and new:
            self.spaced.add(new[-1]["id"])
        self.replaced.setdefault(at, []).extend(new)
        return [t["id"] for t in new]

    def target(self) -> list[dict[str, str]]:
        out = []
        for k, t in enumerate(self.g["target"] + [None]):
            out += self.replaced.get(k, [])
            if t is not None and t["id"] not in self.removed:
                out.append(t)
        return out

    def final_space(self, target: list[dict[str, str]]) -> list[str]:
        """The sides whose last token carries a space the writer added (``final_space_added``)."""
        last = target[-1]["id"] if target else None
        spaced = last in self.spaced or (last == self.old_last and "target" in self.added)
        return [side for side in ("source", "target") if (spaced if side == "target" else side in self.added)]


def apply_review(graph: Graph, reviewed: Sequence[Reviewed], document_comment: str,
                 surrogates: Surrogates) -> Graph:
    """``graph`` with the reviewed spans (rejected ones left out) and comments in place of its own (see
    the module doc). ``surrogates(spans)`` gives the target text of spans no unchanged edge already
    pseudonymizes (e.g. the project's renderer); a span it leaves out keeps its source text."""
    g = copy.deepcopy(graph)
    p = _Patch(g)
    source = graph_texts(g)[0]
    original = {eid: spans for eid, spans in edge_spans(g)}
    # group edges that one reviewed span touches
    parent: dict[str, str] = {}

    def find(x: str) -> str:
        while parent.get(x, x) != x:
            x = parent[x]
        return x

    touched = [(r, p.edges_of(r.span)) for r in reviewed]
    for _, eids in touched:
        for eid in eids[1:]:
            parent[find(eid)] = find(eids[0])
    groups: dict[str, list[Reviewed]] = {}
    for r, eids in touched:
        if eids:
            groups.setdefault(find(eids[0]), []).append(r)
    members: dict[str, list[str]] = {}
    for eid in dict.fromkeys(e for _, eids in touched for e in eids):
        members.setdefault(find(eid), []).append(eid)
    same = {root for root, rs in groups.items() if len(members[root]) == 1 and members[root][0] in original
            and _key([r.span for r in rs]) == _key(original[members[root][0]])}
    pstore: dict[tuple[str, ...], str] = {}  # label, number, flags -> surrogate of an unchanged edge
    for root in same:
        if len(original[members[root][0]]) == 1:
            src, tgt = p.sides(members[root])
            span = original[members[root][0]][0]
            whole, target = p.text(src).strip(), p.text(tgt).strip()
            prefix, suffix = whole.split(source[span.start:span.end], 1)  # punctuation beside the word
            if target.startswith(prefix) and target.endswith(suffix) and len(target) > len(prefix + suffix):
                pstore.setdefault(tuple(edge_labels([span])), target[len(prefix):len(target) - len(suffix)])
    to_render = [r.span for root, rs in groups.items() if root not in same for r in rs
                 if tuple(edge_labels([r.span])) not in pstore]
    rendered = dict(surrogates(to_render)) if to_render else {}
    new_edges: dict[str, dict[str, Any]] = {}
    dropped: set[str] = set()
    for root, rs in groups.items():
        eids = members[root]
        old = [g["edges"][e] for e in eids]
        comments = tuple(c for r in rs for c in r.comments)
        tags = list(dict.fromkeys(t for t, _ in comments))
        texts = [x for x in dict.fromkeys(x for _, x in comments) if x]
        if root in same:
            if comments == _comments(old[0]):
                continue  # nothing changed
            labels = [lab for lab in old[0]["labels"] if lab not in COMMENT_TAGS] + tags  # only the comments
            e = edge(old[0]["ids"], labels, old[0]["manual"], "\n\n".join(texts))
        else:
            src, _ = p.sides(eids)
            chunk_start = p.start[src[0]]
            chunk = p.chunk(src)
            spans = sorted((r.span for r in rs), key=lambda s: s.start)
            text, last = "", 0
            for s in spans:
                a, b = s.start - chunk_start, s.end - chunk_start
                if a < last or b > len(chunk):
                    continue  # overlapping or outside the tokens: left as it is
                text += chunk[last:a] + pstore.get(tuple(edge_labels([s])), rendered.get(s, chunk[a:b]))
                last = b
            e = labelled_edge(src + p.retarget(eids, text + chunk[last:]), [r.span for r in rs])
            note = [e["comment"]] if e.get("comment") else []  # more than one entity in the edge
            labels = e["labels"] + [lab for o in old for lab in _kept_labels(o)] + tags
            e = edge(e["ids"], labels, True, "\n\n".join(dict.fromkeys(note + texts)))
        dropped.update(eids)
        new_edges[e["id"]] = e
    for eid in original:
        if eid in dropped or eid in members.get(find(eid), ()):
            continue
        src, tgt = p.sides([eid])  # every span rejected: the learner's words again, the notes kept
        unchanged_text = [p.token(i)["text"] for i in tgt] == [p.token(i)["text"] for i in src]
        ids = src + (tgt if unchanged_text else p.retarget([eid], p.chunk(src)))
        old = g["edges"][eid]
        labels = _kept_labels(old) + [lab for lab in old["labels"] if lab in COMMENT_TAGS]
        e = edge(ids, labels, False, old.get("comment"))
        dropped.add(eid)
        new_edges[e["id"]] = e
    g["edges"] = {**{k: v for k, v in g["edges"].items() if k not in dropped}, **new_edges}
    g["target"] = p.target()
    added = p.final_space(g["target"])
    if added != graph.get(FINAL_SPACE_KEY, []):
        g.pop(FINAL_SPACE_KEY, None)
        if added:
            g[FINAL_SPACE_KEY] = added
    if document_comment:
        g["comment"] = document_comment
    else:
        g.pop("comment", None)
    g = align(g)
    g["edges"] = _in_original_order(g["edges"], graph["edges"])
    return g


def _in_original_order(edges: dict[str, Any], original: dict[str, Any]) -> dict[str, Any]:
    """``edges`` in the order of ``original``: a new edge where the first old edge that shares a token with
    it stood (a file that changed in one edge differs from the old one in that edge alone)."""
    place = {i: k for k, e in enumerate(original.values()) for i in e["ids"]}
    keyed = sorted(edges.items(), key=lambda kv: (min((place.get(i, len(place)) for i in kv[1]["ids"]),
                                                      default=len(place)), kv[0] not in original))
    return dict(keyed)
