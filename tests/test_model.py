from __future__ import annotations

import dataclasses

import pytest

from workbench.model import Corpus, Essay, Span


def test_span_is_frozen_and_round_trips() -> None:
    s = Span(3, 9, "city", {"foreign", "gen"}, 2, "places", 0.8, "list")
    with pytest.raises(dataclasses.FrozenInstanceError):
        s.start = 4  # type: ignore[misc]
    assert Span.from_dict(s.to_dict()) == s
    assert s.attributes == frozenset({"foreign", "gen"})


@pytest.mark.parametrize(("start", "end"), [(5, 5), (6, 5), (-1, 2)])
def test_span_rejects_empty_or_negative(start: int, end: int) -> None:
    with pytest.raises(ValueError):
        Span(start, end, "city")


def test_span_attribute_value() -> None:
    s = Span(0, 1, "sensitive", {"subgroup=religion"})
    assert s.attribute("subgroup") == "religion"
    assert s.attribute("missing") is None


def test_corpus_groups_learners_in_order() -> None:
    c = Corpus.of([Essay("e1", "L2", "a"), Essay("e2", "L1", "b"), Essay("e3", "L2", "c")])
    assert [(lr.id, [e.id for e in lr.essays]) for lr in c.learners] == [("L2", ["e1", "e3"]), ("L1", ["e2"])]
    assert c.essay("e2").text == "b"
    assert len(c) == 3
