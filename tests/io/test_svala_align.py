"""The port of the editor's edges and automatic alignment (examples from swell-editor's own doc tests)."""

from __future__ import annotations

import pytest

from workbench.io.svala_align import _char_stream_code, _hdiff, align, edge, merge_edges, utf16_units
from workbench.io.svala_diff import DELETE, EQUAL, INSERT


def test_edge_normal_form() -> None:
    assert edge(["t1", "s10", "s2"], ["A", "B", "A"], True, "c") == {
        "id": "e-s10-s2-t1", "ids": ["s10", "s2", "t1"], "labels": ["A", "B"], "manual": True}  # JS string order
    assert edge(["s0"], ["OBS!"], False, "c")["comment"] == "c"  # a comment needs a comment label
    assert merge_edges() == {"id": "e-", "ids": [], "labels": [], "manual": False}
    merged = merge_edges(edge(["s0"], ["OBS!"], False, "x"), edge(["t0"], ["Com!"], True, "y"),
                         edge(["s1"], ["OBS!"], False, "x"))
    assert merged == {"id": "e-s0-s1-t0", "ids": ["s0", "s1", "t0"], "labels": ["OBS!", "Com!"], "manual": True,
                      "comment": "x\n\ny"}


def test_char_stream_reads_decimal_as_hex() -> None:
    assert [_char_stream_code(i) for i in (0, 9, 10, 19, 20, 10000)] == [0, 9, 16, 25, 32, 0]


def _raw_diff(a: str, b: str) -> list[tuple[int, str]]:
    return [(op, (x if op != INSERT else y)[0]) for op, x, y in _hdiff([(c, "") for c in a], [(c, "") for c in b])]


@pytest.mark.parametrize(("a", "b", "expected"), [  # Utils.ts raw_diff doc tests
    ("abca", "bac", [(DELETE, "a"), (EQUAL, "b"), (INSERT, "a"), (EQUAL, "c"), (DELETE, "a")]),
    ("abc", "cab", [(INSERT, "c"), (EQUAL, "a"), (EQUAL, "b"), (DELETE, "c")]),
    ("bca", "a1234bc", [(INSERT, "a"), (INSERT, "1"), (INSERT, "2"), (INSERT, "3"), (INSERT, "4"), (EQUAL, "b"),
                        (EQUAL, "c"), (DELETE, "a")]),
])
def test_hdiff_as_the_editor(a: str, b: str, expected: list) -> None:
    assert _raw_diff(a, b) == expected


def _unaligned(source: list[str], target: list[str], labels: dict[str, list[str]] | None = None) -> dict:
    graph = {"source": [{"id": f"s{i}", "text": t} for i, t in enumerate(source)],
             "target": [{"id": f"t{i}", "text": t} for i, t in enumerate(target)]}
    edges = [edge([tok["id"]], (labels or {}).get(tok["id"], [])) for side in ("source", "target")
             for tok in graph[side]]
    graph["edges"] = {e["id"]: e for e in edges}
    return graph


def test_align_joins_tokens_that_share_characters() -> None:
    # Graph.ts: unaligned_set_side(init('a bc d'), 'target', 'ab c d') aligns to 2 edges
    aligned = align(_unaligned(["a ", "bc ", "d "], ["ab ", "c ", "d "]))
    assert sorted(aligned["edges"]) == ["e-s0-s1-t0-t1", "e-s2-t2"]


def test_align_keeps_manual_edges_and_moves_labels_to_the_first_token() -> None:
    graph = _unaligned(["Ali ", "bor "], ["Eva ", "bor "], {"s0": ["firstname_male", "1"]})
    aligned = align(graph)["edges"]  # no character in common: source and target word stay apart
    assert aligned["e-s0"]["labels"] == ["firstname_male", "1"] and aligned["e-t0"]["labels"] == []
    graph = _unaligned(["Anna ", "bor "], ["Eva ", "bor "], {"s0": ["firstname_female", "1"], "t0": ["X"]})
    aligned = align(graph)["edges"]  # the 'a' links them; the labels of both old edges come along
    assert aligned["e-s0-t0"]["labels"] == ["firstname_female", "1", "X"]
    graph["edges"] = {"e-s0-t0": edge(["s0", "t0"], ["firstname_male", "1"], True),
                      "e-s1-t1": edge(["s1", "t1"], [])}
    assert align(graph) == graph


def test_align_counts_in_utf16_units_and_skips_only_spaces() -> None:
    assert utf16_units("a🙂") == ["a", "\ud83d", "\ude42"]
    aligned = align(_unaligned(["🙂 ", "\n "], ["x🙂 ", "\n "]))["edges"]
    assert sorted(aligned) == ["e-s0-t0", "e-s1-t1"]  # the emoji and the newline link their tokens
    aligned = align(_unaligned(["a ", "b "], ["c ", "d "]))["edges"]
    assert sorted(aligned) == ["e-s0", "e-s1", "e-t0", "e-t1"]  # spaces alone link nothing
