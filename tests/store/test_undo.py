"""Undo takes back exactly the reviewer's last live step, whatever its kind, and says what in words (19.1)."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from tests.store.conftest import ids
from workbench.store import Edit, ReviewStore, StoreError


def _state(store: ReviewStore) -> dict:
    rows = store.state_rows()
    return {k: v for k, v in rows.items() if k != "undone"}


KINDS: dict[str, tuple[Callable[[ReviewStore], object], str]] = {
    "accept": (lambda s: s.decide("e1", ids(s, "e1")[1], "accept", "anna"),
               "undid: accepted 'Borlänge' (city 1) in essay e1, and the 1 occurrence(s) of its value it proposed"),
    "reject": (lambda s: s.decide("e1", ids(s, "e1")[0], "reject", "anna"),
               "undid: rejected 'Ali' (firstname_male 1) in essay e1"),
    "relabel": (lambda s: s.decide("e1", ids(s, "e1")[3], "relabel", "anna", label="surname"),
                "undid: relabelled 'Omar' (surname 2) (was firstname_male) in essay e1"),
    "resize": (lambda s: s.decide("e1", ids(s, "e1")[1], "resize", "anna", start=24, end=27),
               "undid: resized 'Bor' (city 1) in essay e1"),
    "number": (lambda s: s.decide("e1", ids(s, "e1")[3], "number", "anna", number=5),
               "undid: renumbered 'Omar' (firstname_male 5) in essay e1"),
    "attribute": (lambda s: s.decide("e1", ids(s, "e1")[1], "attribute", "anna", name="gen", on=True),
                  "undid: set 'gen' on 'Borlänge' (city 1) in essay e1"),
    "comment": (lambda s: s.decide("e1", ids(s, "e1")[2], "comment", "anna", tag="OBS!", text="ask"),
                "undid: commented (OBS!) on 'bror' (fam) in essay e1"),
    "status": (lambda s: s.decide("e3", None, "status", "anna", status="reviewed"),
               "undid: marked the essay reviewed in essay e3"),
    "document_comment": (lambda s: s.decide("e1", None, "document_comment", "anna", text="Com! a song"),
                         "undid: saved the document comment in essay e1"),
    "merge": (lambda s: s.decide("e1", None, "merge", "anna", label="firstname_male", **{"from": 2, "to": 1}),
              "undid: merged firstname_male 2 into firstname_male 1 in essay e1"),
    "add": (lambda s: s.add_span("e1", 0, 3, "extra", "anna"), "undid: added 'Jag' (extra) in essay e1"),
    "confirm": (lambda s: s.confirm_unopened("anna"), "undid: confirmed the essay without opening it in essay e3"),
    "bulk": (lambda s: s.apply("anna", [Edit("e1", "reject", ids(s, "e1")[0]), Edit("e2", "reject", ids(s, "e2")[0])],
                               bulk="b1"),
             "undid: rejected 2 spans in 2 essay(s) (bulk decision b1)"),
}


@pytest.mark.parametrize("kind", list(KINDS))
def test_undo_takes_back_exactly_the_last_step(store: ReviewStore, kind: str) -> None:
    store.decide("e2", ids(store, "e2")[0], "accept", "anna")  # an earlier decision: it must stay
    store.decide("e1", ids(store, "e1")[2], "reject", "bo")  # another reviewer's later one: it must stay too
    before = _state(store)
    do, words = KINDS[kind]
    do(store)
    assert _state(store) != before
    undone = store.undo("anna")
    assert undone is not None and undone.description.startswith(words), undone.description
    assert _state(store) == before
    rows = store.state_rows()
    store.rebuild()
    assert store.state_rows() == rows


def test_undo_after_adding_a_span_removes_it_and_keeps_the_status(store: ReviewStore) -> None:
    """Issue 19.1: the add stayed and the decision before it (the essay's "in review") was undone."""
    store.open_essay("e1", "anna")
    new = store.add_span("e1", 0, 3, "extra", "anna")
    undone = store.undo("anna")
    assert undone is not None and "added 'Jag' (extra)" in undone.description
    assert new not in ids(store, "e1") and store.status("e1") == "in review"
    assert store.undo("anna") is None  # opening is not a step


def test_undo_goes_back_step_by_step_and_only_for_its_reviewer(store: ReviewStore) -> None:
    ali, city, fam, _ = ids(store, "e1")
    store.decide("e1", ali, "reject", "anna")
    store.decide("e1", city, "reject", "bo")
    store.decide("e1", fam, "reject", "anna")
    assert "'bror'" in store.undo("anna").description  # type: ignore[union-attr]
    assert "'Ali'" in store.undo("anna").description  # type: ignore[union-attr]
    assert store.undo("anna") is None
    assert [s.status for s in store.spans("e1")][:3] == ["open", "rejected", "open"]  # bo's stays
    assert [d.action for d in store.history("e1")].count("undo") == 2


def test_undo_in_one_essay(store: ReviewStore) -> None:
    store.decide("e1", ids(store, "e1")[0], "reject", "anna")
    store.decide("e2", ids(store, "e2")[0], "reject", "anna")
    undone = store.undo("anna", essay_id="e1")
    assert undone is not None and undone.essay_ids == ("e1",)
    assert store.spans("e2")[0].status == "rejected"


def test_an_undo_that_would_bring_a_rejected_span_back_over_another_is_refused(store: ReviewStore) -> None:
    """An undo reads of each essay only the spans its step named, and those a rejected one of them would cross
    once it is live again."""
    ali = ids(store, "e1")[0]
    store.apply("anna", [Edit("e1", "reject", ali), Edit("e2", "reject", ids(store, "e2")[0])], bulk=True)
    store.add_span("e1", 10, 13, "firstname_unknown", "bo")  # over 'Ali', which no longer holds its text
    with pytest.raises(StoreError, match="cannot undo rejected 2 spans in 2 essay.*would cross"):
        store.undo("anna")
    assert store.spans("e1")[0].status == "rejected"


def test_an_undo_that_would_make_spans_cross_is_refused(store: ReviewStore) -> None:
    city = ids(store, "e1")[1]
    store.decide("e1", city, "resize", "anna", start=24, end=27)  # "Bor"
    store.add_span("e1", 28, 32, "extra", "bo")  # "änge", where the city was
    with pytest.raises(StoreError, match="cannot undo resized 'Bor'.*would cross"):
        store.undo("anna")
    assert store.spans("e1")[1].span.end == 27
