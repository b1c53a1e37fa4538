"""The overlap index and the tokens a span touches, against brute force."""

from __future__ import annotations

import pytest

from workbench.evaluate.overlap import OverlapIndex, token_spans
from workbench.model import Span

SPANS = [Span(0, 4, "a"), Span(2, 30, "b"), Span(10, 12, "c"), Span(11, 13, "d"), Span(40, 41, "e")]


@pytest.mark.parametrize(("start", "end"), [(0, 1), (3, 5), (11, 12), (12, 13), (13, 40), (30, 40), (0, 50),
                                            (41, 42)])
def test_overlapping_matches_brute_force(start: int, end: int) -> None:
    probe = Span(start, end, "x")
    assert OverlapIndex(SPANS).overlapping(probe) == [s for s in SPANS if s.overlaps(probe)]


@pytest.mark.parametrize(("start", "end", "expected"), [
    (0, 4, [0]), (0, 5, [0]), (3, 6, [0, 1]), (4, 5, []), (5, 12, [1, 2]), (12, 20, []),
])
def test_token_spans(start: int, end: int, expected: list[int]) -> None:
    starts, ends = [0, 5, 9], [4, 8, 12]  # tokens [0,4) [5,8) [9,12)
    assert list(token_spans(ends, starts, Span(start, end, "x"))) == expected
