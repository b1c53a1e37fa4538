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
    return "e-" + "-".join(sorted(ids, key=js_sort_key))


def edge(ids: Iterable[str], labels: Iterable[str], manual: bool = False, comment: str | None = None
         ) -> dict[str, Any]:
    """An edge in the editor's normal form: ids sorted, labels without repeats, id ``e-<ids>``, the
    comment only when a label allows one."""
    ids_sorted = sorted(ids, key=js_sort_key)
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

    chars = []
    for side in ("source", "target"):
        chars.append([(unit, None if unit == " " else tok["id"]) for tok in graph[side]
                      if not edge_of[tok["id"]]["manual"] for unit in utf16_units(tok["text"])])
    for op, a, b in _hdiff(chars[0], chars[1]):
        if op == EQUAL and a is not None and b is not None and a[1] is not None and b[1] is not None:
            ra, rb = find(a[1]), find(b[1])
            if ra != rb:
                parent[rb] = ra
    proto: dict[str, dict[str, Any]] = {k: e for k, e in graph["edges"].items() if e["manual"]}
    first: set[str] = set()
    zero = merge_edges()
    for side in ("source", "target"):
        for tok in graph[side]:
            old = edge_of[tok["id"]]
            if old["manual"]:
                continue
            labels = [] if old["id"] in first else old["labels"]
            first.add(old["id"])
            key = find(tok["id"])
            proto[key] = merge_edges(proto.get(key) or zero, edge([tok["id"]], labels, False, old.get("comment")))
    return {**graph, "edges": {e["id"]: e for e in proto.values()}}
