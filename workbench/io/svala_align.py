"""The SweLL editor's edges and its automatic alignment, ported from swell-editor's src/Graph/Graph.ts
(commit f06eee6, MIT licence, Copyright 2017 Språkbanken): `edge` (its ``Edge``: the normal form of an
edge), `merge_edges` and `align`.

`align` is what the editor runs whenever it opens or changes a graph: every edge marked ``manual`` is kept
as it is; the tokens of all other edges are diffed character by character (source against target, the
editor's `diff_main`), and every unchanged character other than a space links its source and target
token into one edge. Labels and comments of an old automatic edge go to the new edge of its first token.
The editor refuses a graph that this does not leave unchanged ("Graph not automatically aligned").
"""

from __future__ import annotations

from collections import deque
from collections.abc import Iterable, Sequence
from typing import Any

from workbench.io.svala_diff import DELETE, EQUAL, INSERT, diff_main

__all__ = ["align", "edge", "edge_id", "is_comment_label", "js_sort_key", "merge_edges", "utf16_units"]

Graph = dict[str, Any]


def js_sort_key(s: str) -> bytes:
    """The order of JavaScript's default sort: by UTF-16 code units ('s10' before 's2')."""
    return s.encode("utf-16-be", "surrogatepass")


def _js_sorted(xs: Iterable[str]) -> list[str]:
    xs = list(xs)
    return sorted(xs) if all(x.isascii() for x in xs) else sorted(xs, key=js_sort_key)


def utf16_units(text: str) -> list[str]:
    """The UTF-16 code units of ``text`` as one-character strings, as JavaScript indexes a string."""
    units: list[str] = []
    for ch in text:
        c = ord(ch)
        if c > 0xFFFF:
            c -= 0x10000
            units += [chr(0xD800 + (c >> 10)), chr(0xDC00 + (c & 0x3FF))]
        else:
            units.append(ch)
    return units


def is_comment_label(label: str) -> bool:
    """A label that allows an edge comment (the editor's test: it contains '!': OBS!, Com!)."""
    return "!" in label


def _uniq(xs: Iterable[Any]) -> list[Any]:
    return list(dict.fromkeys(xs))


def edge_id(ids: Iterable[str]) -> str:
    return "e-" + "-".join(_js_sorted(ids))


def edge(ids: Iterable[str], labels: Iterable[str], manual: bool = False, comment: str | None = None
         ) -> dict[str, Any]:
    """An edge in the editor's normal form: ids sorted, labels without repeats, id ``e-<ids>``, the
    comment only when a label allows one."""
    ids_sorted = _js_sorted(ids)
    labels_nub = _uniq(labels)
    out: dict[str, Any] = {"id": "e-" + "-".join(ids_sorted), "ids": ids_sorted, "labels": labels_nub,
                           "manual": manual}
    if comment and any(is_comment_label(lab) for lab in labels_nub):
        out["comment"] = comment
    return out


def merge_edges(*es: dict[str, Any]) -> dict[str, Any]:
    """One edge of all the ids and labels of ``es``; manual when any is; distinct comments joined."""
    comments = _uniq(e["comment"] for e in es if e.get("comment"))
    return edge([i for e in es for i in e["ids"]], [lab for e in es for lab in e["labels"]],
                any(bool(e["manual"]) for e in es), "\n\n".join(comments))


def _char_stream_code(i: int) -> int:
    """The editor's Utils.char_stream: the i-th character code is i's decimal digits read as hex (16 bits)."""
    return int(str(i), 16) & 0xFFFF


def _hdiff(xs: Sequence[tuple[str, str | None]], ys: Sequence[tuple[str, str | None]]
           ) -> list[tuple[int, tuple[str, str | None] | None, tuple[str, str | None] | None]]:
    """The editor's Utils.hdiff over (character, token id) pairs, compared by character: each distinct
    character becomes one code, the code strings are diffed, and the pairs come back in order."""
    codes: dict[str, str] = {}
    a_from: dict[str, deque[tuple[str, str | None]]] = {}
    b_from: dict[str, deque[tuple[str, str | None]]] = {}

    def assign(c: tuple[str, str | None], pool: dict[str, deque[tuple[str, str | None]]]) -> str:
        u = codes.get(c[0])
        if u is None:
            u = codes[c[0]] = chr(_char_stream_code(len(codes)))
        pool.setdefault(u, deque()).append(c)
        return u

    s1 = "".join(assign(x, a_from) for x in xs)
    s2 = "".join(assign(y, b_from) for y in ys)
    out: list[tuple[int, tuple[str, str | None] | None, tuple[str, str | None] | None]] = []
    for op, chars in diff_main(s1, s2):
        for u in chars:
            if op == EQUAL:
                out.append((EQUAL, a_from[u].popleft(), b_from[u].popleft()))
            elif op == DELETE:
                out.append((DELETE, a_from[u].popleft(), None))
            elif op == INSERT:
                out.append((INSERT, None, b_from[u].popleft()))
    return out


def _equal_text_links(src: list[tuple[str, str]], tgt: list[tuple[str, str]]) -> Iterable[tuple[str, str]]:
    """What the character diff links when both sides have the same text (the diff is one equality): each
    source token with every target token it shares a character other than a space with."""
    i = j = 0
    a_left, b_left = (len(src[0][1]) if src else 0), (len(tgt[0][1]) if tgt else 0)
    while i < len(src) and j < len(tgt):
        n = min(a_left, b_left)
        a_text = src[i][1]
        piece = a_text[len(a_text) - a_left : len(a_text) - a_left + n]
        if piece.strip(" "):
            yield src[i][0], tgt[j][0]
        a_left, b_left = a_left - n, b_left - n
        if not a_left:
            i += 1
            a_left = len(src[i][1]) if i < len(src) else 0
        if not b_left:
            j += 1
            b_left = len(tgt[j][1]) if j < len(tgt) else 0


def align(graph: Graph) -> Graph:
    """The graph with its automatic (non-manual) edges as the editor's alignment makes them.

    ``graph`` must be well formed (every token in exactly one edge, see svala_invariant)."""
    edge_of = {i: e for e in graph["edges"].values() for i in e["ids"]}
    parent: dict[str, str] = {}

    def find(x: str) -> str:
        root = x
        while parent.get(root, root) != root:
            root = parent[root]
        while x != root:
            parent[x], x = root, parent[x]
        return root

    auto = [[(t["id"], t["text"]) for t in graph[side] if not edge_of[t["id"]]["manual"]]
            for side in ("source", "target")]
    if "".join(t for _, t in auto[0]) == "".join(t for _, t in auto[1]):
        links: Iterable[tuple[str, str]] = _equal_text_links(auto[0], auto[1])
    else:
        chars = [[(unit, None if unit == " " else tid) for tid, text in side for unit in utf16_units(text)]
                 for side in auto]
        links = ((a[1], b[1]) for op, a, b in _hdiff(chars[0], chars[1])
                 if op == EQUAL and a is not None and b is not None and a[1] is not None and b[1] is not None)
    for a_id, b_id in links:
        ra, rb = find(a_id), find(b_id)  # type: ignore[arg-type]
        if ra != rb:
            parent[rb] = ra
    # the editor merges one-token edges into each group in turn: the same ids, labels and comments
    groups: dict[str, tuple[list[str], list[str], list[str]]] = {}
    first: set[str] = set()
    for side in auto:
        for tid, _ in side:
            old = edge_of[tid]
            labels = [] if old["id"] in first else old["labels"]
            first.add(old["id"])
            ids, group_labels, comment = groups.setdefault(find(tid), ([], [], [""]))
            ids.append(tid)
            group_labels += labels
            c = old.get("comment") if any(is_comment_label(lab) for lab in labels) else None
            if c and c != comment[0]:
                comment[0] = f"{comment[0]}\n\n{c}" if comment[0] else c
    edges = {k: e for k, e in graph["edges"].items() if e["manual"]}
    for ids, labels, comment in groups.values():
        e = edge(ids, labels, False, comment[0])
        edges[e["id"]] = e
    return {**graph, "edges": edges}
