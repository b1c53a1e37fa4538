"""An essay's status follows from its spans: one with open spans is never "reviewed"."""

from __future__ import annotations

from workbench.store import Edit, ReviewStore


def test_another_reviewers_undo_takes_the_essay_back_into_review(store: ReviewStore) -> None:
    store.apply("anna", [Edit("e2", "accept", s.id) for s in store.unresolved("e2")])
    store.decide("e2", None, "status", "bo", status="reviewed")
    assert store.status("e2") == "reviewed" and store.progress().reviewed == 1
    store.undo("anna")  # anna's accept: the span bo's "reviewed" rested on is open again
    assert len(store.unresolved("e2")) == 1
    assert store.status("e2") == "in review" and store.progress().reviewed == 0
    assert store.next_unreviewed(after=0) == "e2"
    before = store.state_rows()
    store.rebuild()
    assert store.state_rows() == before
    store.apply("anna", [Edit("e2", "accept", s.id) for s in store.unresolved("e2")])
    assert store.status("e2") == "in review"  # reviewed again only when someone says so
    store.decide("e2", None, "status", "bo", status="reviewed")
    assert store.status("e2") == "reviewed"
    store.rebuild()
    assert store.status("e2") == "reviewed"
