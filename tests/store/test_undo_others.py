"""An undo never silently voids another reviewer's later decisions: it is refused, naming them."""

from __future__ import annotations

import pytest

from tests.store.conftest import ids
from workbench.store import Edit, ReviewStore, StoreError


def test_undoing_an_added_span_that_another_reviewer_worked_on_is_refused(store: ReviewStore) -> None:
    sid = store.add_span("e1", 14, 17, "other_institution", "anna")  # "och"
    store.decide("e1", sid, "relabel", "bo", label="school")
    store.comment("e1", sid, "OBS!", "bo thinks this is the school", "bo")
    before = store.state_rows()
    with pytest.raises(StoreError, match=r"cannot undo added 'och' \(school\) in essay e1: 2 later "
                                         r"decision\(s\) of other reviewers rest on it \(bo: comment, relabel"):
        store.undo("anna")
    assert store.state_rows() == before
    assert [c.text for c in store.comments()] == ["bo thinks this is the school"]
    store.undo("bo")
    store.undo("bo")
    assert store.undo("anna") is not None and sid not in ids(store, "e1")


def test_undoing_an_accept_whose_proposal_another_reviewer_decided_is_refused(store: ReviewStore) -> None:
    step = store.apply("anna", [Edit("e1", "accept", ids(store, "e1")[1])])
    proposed = step.proposed[0]  # Borlänge in e2
    store.decide("e2", proposed, "accept", "bo")
    with pytest.raises(StoreError, match=r"1 later decision\(s\) of other reviewers rest on it \(bo: accept, in "
                                         r"essay\(s\) e2\)"):
        store.undo("anna")
    store.decide("e1", ids(store, "e1")[0], "accept", "anna")
    assert store.undo("anna") is not None  # her own later step: nobody else's rests on it

