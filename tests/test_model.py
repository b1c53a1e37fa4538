from __future__ import annotations

import dataclasses
import pickle

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


def test_span_pickles_hashes_and_compares_without_evidence() -> None:
    """What the slots and the written-out __init__ must keep: a span travels to worker processes (pickle),
    is a dict key, and two spans differing only in evidence are equal."""
    s = Span(3, 9, "city", ["foreign"], 2, "places", 0.8, "list", (("rule", "places:listed"),))
    back = pickle.loads(pickle.dumps(s, protocol=pickle.HIGHEST_PROTOCOL))
    assert back == s and hash(back) == hash(s) and back.evidence == s.evidence
    fields = [f.name for f in dataclasses.fields(Span)]
    assert [getattr(back, f) for f in fields] == [getattr(s, f) for f in fields]  # every field, types too
    assert type(back.attributes) is frozenset and type(back.evidence) is tuple
    assert s == dataclasses.replace(s, evidence=()) and hash(s) == hash(s.with_(evidence=()))
    assert s != s.with_(score=0.5) and s.with_(label="area").label == "area"
    assert type(s.attributes) is frozenset and Span(1, 2, "x").attributes == frozenset()
    assert Span(start=1, end=2, label="x", source="s") == Span(1, 2, "x", frozenset(), None, "s")
    assert not hasattr(s, "__dict__")
    with pytest.raises(ValueError):
        s.with_(end=3)


def test_span_attribute_value() -> None:
    s = Span(0, 1, "sensitive", {"subgroup=religion"})
    assert s.attribute("subgroup") == "religion"
    assert s.attribute("missing") is None


def test_corpus_groups_learners_in_order() -> None:
    c = Corpus.of([Essay("e1", "L2", "a"), Essay("e2", "L1", "b"), Essay("e3", "L2", "c")])
    assert [(lr.id, [e.id for e in lr.essays]) for lr in c.learners] == [("L2", ["e1", "e3"]), ("L1", ["e2"])]
    assert c.essay("e2").text == "b"
    assert len(c) == 3
