"""Where blind reviews differ and the edits that take one version (workbench/store/adjudicate.py), applied to a
real store on both backends."""

from __future__ import annotations

from tests.store.conftest import ids
from workbench.store import ReviewStore
from workbench.store.adjudicate import KEEP, edits_to, units


def test_every_kind_of_difference_is_found_and_taken(store: ReviewStore) -> None:
    ali, city, fam, omar = ids(store, "e1")
    store.assign(["e1"], ["anna", "bo"], by="lead")
    store.decide("e1", ali, "accept", "anna")
    store.decide("e1", ali, "accept", "bo")  # agreed
    store.decide("e1", city, "resize", "anna", start=24, end=31)
    store.decide("e1", city, "accept", "anna")
    store.decide("e1", city, "accept", "bo")
    store.decide("e1", omar, "relabel", "anna", label="firstname_unknown")
    store.decide("e1", omar, "number", "anna", number=3)
    store.decide("e1", omar, "attribute", "anna", name="gen", on=True)
    store.decide("e1", omar, "accept", "anna")
    store.decide("e1", omar, "reject", "bo")
    store.decide("e1", fam, "reject", "anna")
    store.decide("e1", fam, "reject", "bo")  # agreed: not marked
    store.add_span("e1", 0, 3, "extra", "bo")
    for who in ("anna", "bo"):
        store.decide("e1", None, "status", who, status="reviewed")
    found = units(store.view("e1"), store.blind_views("e1"))
    assert [(u.start, u.end, u.agreed) for u in found] == [(0, 3, False), (10, 13, True), (24, 32, False),
                                                           (38, 42, True), (43, 47, False)]
    by = {u.start: u for u in found}
    assert by[0].versions["anna"] == KEEP and by[0].versions["bo"].words() == "extra"
    assert by[43].versions["anna"].words() == "firstname_unknown 3 (gen)"
    assert [e.action for e in edits_to("e1", by[43], by[43].versions["anna"])] == ["relabel", "number",
                                                                                  "attribute", "accept"]
    for u in found:  # take anna's version everywhere, bo's where only bo marked something
        version = u.versions["bo"] if u.start == 0 else u.versions["anna"]
        edits = edits_to("e1", u, version)
        if edits:
            store.apply("cecilia", edits)
    again = {u.start: u for u in units(store.view("e1"), store.blind_views("e1"))}
    assert all(u.settled == (u.versions["bo"] if k == 0 else u.versions["anna"]) for k, u in again.items())
    assert edits_to("e1", again[24], again[24].versions["anna"]) == []  # nothing left to do
    spans = {s.span.start: s for s in store.view("e1").spans}
    assert (spans[24].span.end, spans[0].origin, spans[38].status) == (31, "manual", "rejected")


def test_a_candidate_the_reviewers_never_saw_is_left_to_the_curator(store: ReviewStore) -> None:
    store.assign(["e2"], ["anna", "bo"], by="lead")
    store.decide("e1", ids(store, "e1")[0], "accept", "cecilia")  # proposes "Ali" in e2's shared state
    new = [u for u in units(store.view("e2"), store.blind_views("e2")) if not u.seen]
    assert len(new) == 1 and not new[0].agreed and new[0].settled is None
