"""Corpus-wide search and bulk decisions on both backends: folding, fuzzy words, labels and detectors, hits in
context and paged, and one bulk step over many hits, undone as one."""

from __future__ import annotations

import pytest

from tests.store.conftest import ids
from workbench.model import Essay, Span
from workbench.store import Query, ReviewStore, StoreError


def where(hits) -> list[tuple[str, int, int, str]]:  # type: ignore[no-untyped-def]
    return [(h.essay_id, h.start, h.end, h.status) for h in hits]


@pytest.mark.parametrize("text", ["borlange", "BORLÄNGE", "Borlänge", "  borlänge. "])
def test_a_string_is_found_folded_in_every_essay_with_its_span_or_unmarked(store: ReviewStore, text: str) -> None:
    result = store.search(Query(text))
    assert where(result.hits) == [("e1", 24, 32, "open"), ("e2", 31, 39, "unmarked"), ("e3", 10, 18, "unmarked")]
    assert (result.total, result.essays, result.capped) == (3, 3, False)
    first = result.hits[0]
    assert (first.label, first.source, first.number, first.text) == ("city", "", 1, "Borlänge")
    assert first.before.endswith("och bor i ") and first.after.startswith(". Min bror")


def test_fuzzy_finds_misspellings_whole_words_only(store: ReviewStore) -> None:
    assert store.search(Query("Borlenge")).total == 0
    assert store.search(Query("Borlenge", fuzzy=True)).total == 3
    assert (store.search(Query("bor")).total, store.search(Query("bor")).essays) == (3, 2)  # never in "Borlänge"
    assert store.search(Query("Alj", fuzzy=True)).total == 0  # short words are never fuzzy
    assert where(store.search(Query("bor i borlange")).hits) == [("e1", 18, 32, "open"), ("e3", 4, 18, "unmarked")]


def test_labels_detectors_and_statuses_filter_the_hits(store: ReviewStore) -> None:
    assert [(h.essay_id, h.text) for h in store.search(Query(label="city")).hits] == [("e1", "Borlänge"),
                                                                                      ("e2", "Lund")]
    assert store.search(Query("lund", label="city")).total == 1  # e1's "Lund" has no span
    assert store.search(Query("lund", status="unmarked")).total == 1
    store.decide("e1", ids(store, "e1")[0], "reject", "anna")
    assert [h.text for h in store.search(Query(label="firstname_male", status="open")).hits] == ["Omar"]
    assert store.search(Query(source="nope")).total == 0


def test_hits_come_paged(target: str) -> None:
    store = ReviewStore(target)
    store.add_essays([(Essay(f"e{k}", f"L{k}", f"Jag heter Ali. Ali bor i Umeå. ({k})", "sv"),
                       [Span(10, 13, "firstname_male", number=1, source="names")]) for k in range(30)])
    page = store.search(Query("ali"), offset=50, limit=5)
    assert (page.total, page.essays, page.offset, len(page.hits)) == (60, 30, 50, 5)
    assert where(page.hits)[0] == ("e25", 10, 13, "open")
    assert store.search(Query(source="names"), offset=28).hits[-1].essay_id == "e29"
    assert store.search(Query(source="names")).total == 30
    store.close()


def test_bulk_decisions_are_one_step_undone_as_one(store: ReviewStore) -> None:
    hits = store.search_hits(Query("borlange"))
    added = store.decide_hits("anna", hits, "add", label="city")
    assert len(added.added) == 2 and added.bulk
    assert {d.bulk for e in ("e2", "e3") for d in store.history(e)} == {added.bulk}
    assert where(store.search(Query("borlange")).hits) == [("e1", 24, 32, "open"), ("e2", 31, 39, "accepted"),
                                                           ("e3", 10, 18, "accepted")]
    with pytest.raises(StoreError, match="nothing to add"):
        store.decide_hits("anna", store.search_hits(Query("borlange")), "add", label="city")
    relabelled = store.decide_hits("anna", store.search_hits(Query(label="city")), "relabel", label="place")
    assert len(relabelled.decision_ids) == 4
    undone = store.undo("anna")
    assert undone is not None and "relabelled 4 spans in 3 essay(s)" in undone.description
    assert "bulk decision" in undone.description
    store.undo("anna")
    assert store.search(Query("borlange", status="unmarked")).total == 2
    assert store.spans("e3") == []


def test_bulk_accept_skips_what_is_so_already_and_proposes_once(store: ReviewStore) -> None:
    store.decide("e2", ids(store, "e2")[0], "accept", "bo")
    step = store.decide_hits("anna", store.search_hits(Query("lund")), "accept")
    assert len(step.decision_ids) == 0 or step.decision_ids  # a step was made
    with pytest.raises(StoreError, match="nothing to accept"):
        store.decide_hits("anna", store.search_hits(Query("lund")), "accept")
    with pytest.raises(StoreError, match="needs a label"):
        store.decide_hits("anna", store.search_hits(Query("lund")), "relabel")
    with pytest.raises(StoreError, match="accepts, rejects"):
        store.decide_hits("anna", [], "delete")


def test_a_blind_reviewer_searches_their_own_review(store: ReviewStore) -> None:
    store.assign(["e1"], ["anna", "bo"], by="lead")
    store.decide_hits("anna", store.search_hits(Query("borlange"), reviewer="anna"), "add", label="city")
    assert [h.status for h in store.search(Query("borlange"), reviewer="anna").hits] == ["open", "accepted",
                                                                                         "accepted"]
    store.decide_hits("anna", store.search_hits(Query("borlange"), reviewer="anna"), "accept")
    assert [h.status for h in store.search(Query("borlange"), reviewer="bo").hits] == ["open", "accepted",
                                                                                       "accepted"]
    assert store.view("e1").spans[1].status == "open"  # the shared state of e1 is untouched
    assert [h.status for h in store.search(Query(label="city"), reviewer="anna").hits][:1] == ["accepted"]
    assert [h.status for h in store.search(Query(label="city"), reviewer="bo").hits][:1] == ["open"]


@pytest.mark.parametrize(("query", "message"), [
    (Query(""), "nothing to search"),
    (Query("...!"), "nothing to search"),
    (Query(status="open"), "nothing to search"),
    (Query(label="city", status="unmarked"), "give the words"),
    (Query("ali", status="done"), "status is one of"),
    (Query(" ".join(["ord"] * 13)), "at most 12 words"),
    (Query("a" * 301, fuzzy=True), "at most 300 characters"),
    (Query(None), "at most 300 characters"),  # type: ignore[arg-type]
])
def test_bad_searches_are_refused(store: ReviewStore, query: Query, message: str) -> None:
    with pytest.raises(StoreError, match=message):
        store.search(query)


def test_the_index_serves_another_connection_and_a_rebuilt_store(store: ReviewStore, opener) -> None:  # type: ignore[no-untyped-def]
    other = opener()
    assert other.search(Query("omar")).total == 1
    store.add_essays([(Essay("e4", "L3", "Omar och Umeå.", "sv"), [])])
    assert other.search(Query("omar")).total == 2 and other.search(Query("umea", fuzzy=True)).total == 1


def test_hits_in_an_essay_under_blind_review_are_locked_for_others_until_it_is_done(store: ReviewStore) -> None:
    store.assign(["e1"], ["anna", "bo"], by="lead")
    hits = store.search_hits(Query(label="city"), reviewer="cecilia")
    assert [(h.essay_id, h.locked) for h in hits] == [("e1", True), ("e2", False)]
    assert not any(h.locked for h in store.search_hits(Query(label="city"), reviewer="anna"))
    assert [h.locked for h in store.search(Query("borlange"), reviewer="cecilia").hits] == [True, False, False]
    step = store.decide_hits("cecilia", hits, "accept")  # e2's city only
    assert [d.action for d in store.history("e2")] == ["accept"] and store.view("e1").spans[1].status == "open"
    # its value is proposed in e1's shared state: a candidate for the curator, which no blind review shows
    assert step.proposed[0] in {s.id for s in store.view("e1").spans} - {s.id for s in store.view("e1", "anna").spans}
