"""Team review on both backends: essays assigned to reviewers who work blind, a curator's adjudication in the
shared state, and the release and sign-off waiting for it."""

from __future__ import annotations

import pytest

from tests.store.conftest import ids
from workbench.review_release import ReleaseCheck
from workbench.store import Edit, Query, ReviewStore, StoreError


def finish(store: ReviewStore, reviewer: str, essay_id: str, reject: tuple[str, ...] = ()) -> None:
    """Decide every open span of ``reviewer``'s view (reject the labels given, accept the rest), mark it reviewed."""
    while True:
        view = store.view(essay_id, reviewer)
        still = [s for s in view.spans if not s.resolved]
        if not still:
            break
        s = still[0]
        store.decide(essay_id, s.id, "reject" if s.span.label in reject else "accept", reviewer)
    store.decide(essay_id, None, "status", reviewer, status="reviewed")


def test_assigned_reviewers_work_blind(store: ReviewStore) -> None:
    step = store.assign(["e1", "e2"], ["anna", "bo"], by="lead")
    assert step.bulk and len(step.decision_ids) == 2
    ali, city, fam, omar = ids(store, "e1")
    assert store.view("e1", "anna").layer == "anna" and store.view("e1", "anna").assigned == ("anna", "bo")
    assert store.view("e1", "cecilia").layer is None  # not assigned: the shared state
    store.open_essay("e1", "anna")
    store.decide("e1", ali, "accept", "anna")
    store.decide("e1", city, "reject", "anna")
    store.decide("e1", omar, "relabel", "anna", label="firstname_unknown")
    new = store.add_span("e1", 0, 3, "extra", "anna")
    anna = {s.id: s for s in store.view("e1", "anna").spans}
    assert (anna[ali].status, anna[city].status, anna[omar].span.label, anna[new].origin) == (
        "accepted", "rejected", "firstname_unknown", "manual")
    for other in (store.view("e1", "bo"), store.view("e1")):  # bo and the shared state see none of it
        assert {s.id for s in other.spans} == {ali, city, fam, omar}
        assert all(s.status == "open" and s.decided_by is None for s in other.spans)
        assert not other.opened and other.status == "unreviewed"
    assert store.view("e1", "anna").status == "in review"
    assert [d.layer for d in store.history("e1") if d.action != "assign"] == ["anna"] * 5
    before = store.state_rows()
    store.rebuild()
    assert store.state_rows() == before and before["blind_span_state"]


def test_a_blind_accept_proposes_only_in_the_same_reviewers_blind_reviews(store: ReviewStore) -> None:
    store.assign(["e1"], ["anna", "bo"], by="lead")
    step = store.apply("anna", [Edit("e1", "accept", ids(store, "e1")[1])])  # Borlänge; e2 is not assigned
    assert step.proposed == () and all(s.origin == "auto" for s in store.spans("e2"))
    store.assign(["e2"], ["anna", "bo"], by="lead")
    step = store.apply("anna", [Edit("e1", "accept", ids(store, "e1")[0])])  # Ali: also in e2, now assigned
    assert len(step.proposed) == 1
    assert step.proposed[0] in {s.id for s in store.view("e2", "anna").spans}
    assert step.proposed[0] not in {s.id for s in store.view("e2", "bo").spans} | set(ids(store, "e2"))


def test_adjudication_settles_the_shared_state_and_the_release_waits_for_it(store: ReviewStore) -> None:
    ali, city, fam, omar = ids(store, "e1")
    store.assign(["e1"], ["anna", "bo"], by="lead")
    p = store.progress()
    assert (p.assigned, p.adjudicated, p.unadjudicated) == (1, 0, 1)
    with pytest.raises(StoreError, match="not adjudicated"):
        store.export_items()
    store.export_items(allow_unresolved=True)  # the leak check's scratch export still runs
    finish(store, "anna", "e1", reject=("fam",))
    [a] = store.assignments()
    assert (a.reviewers, a.finished, a.ready, a.adjudicated) == (("anna", "bo"), ("anna",), False, False)
    with pytest.raises(StoreError, match="under blind review by anna, bo and bo did not finish"):
        store.decide("e1", ali, "accept", "cecilia")  # nobody settles it before the blind reviews are done
    assert store.blind_counts("anna") == (1, 1) and store.blind_counts("bo") == (1, 0)
    finish(store, "bo", "e1")
    for s in store.spans("e1"):
        store.decide("e1", s.id, "accept", "cecilia")
    assert store.assignments(ready=True)[0].essay_id == "e1"
    marks = store.blind_marks()
    assert set(marks) == {"e1"} and set(marks["e1"]) == {"anna", "bo"}
    assert ("fam", "rejected") in {(m[2], m[3]) for m in marks["e1"]["anna"]}
    store.decide("e1", fam, "reject", "cecilia")  # the curator sides with anna
    store.decide("e1", None, "status", "cecilia", status="reviewed")
    assert store.progress().unadjudicated == 0 and store.assignments(ready=True) == []
    assert store.assignments(adjudicated=True)[0].adjudicated
    essays, spans, _ = store.export_items()
    assert "fam" not in [s.label for s in spans["e1"]] and len(spans["e1"]) == 3
    assert {d.reviewer for d in store.history("e1") if d.layer is None and d.action != "assign"} == {"cecilia"}


def test_sign_off_waits_for_adjudication(store: ReviewStore) -> None:
    store.assign(["e3"], ["anna", "bo"], by="lead")
    for e in ("e1", "e2"):
        finish(store, "lead", e)
    store.confirm_unopened("lead")
    store.add_reviewer("lead")
    with pytest.raises(StoreError, match="1 essay.*not adjudicated"):
        store.sign_off("lead", ReleaseCheck())


def test_blind_annotations_and_undo_stay_in_their_review(store: ReviewStore) -> None:
    ali, city, *_ = ids(store, "e1")
    store.assign(["e1"], ["anna", "bo"], by="lead")
    store.decide("e1", ali, "accept", "anna")
    store.decide("e1", city, "accept", "bo")
    assert [s.label for s in {e.id: sp for e, sp in store.annotations("anna")}["e1"]] == ["firstname_male"]
    undone = store.undo("bo")
    assert undone is not None and "accepted 'Borlänge'" in undone.description
    assert {s.status for s in store.view("e1", "bo").spans} == {"open"}
    assert {s.id: s.status for s in store.view("e1", "anna").spans}[ali] == "accepted"
    with pytest.raises(StoreError, match=r"cannot undo assign in essay e1: 1 later decision\(s\) of other reviewers "
                                         r"rest on it \(anna: accept, in essay\(s\) e1\)"):
        store.undo("lead")  # the assignment would take anna's blind review with it
    assert store.view("e1", "anna").layer == "anna"
    assert store.undo("anna") is not None
    assert store.undo("lead") is not None  # the assignment itself, now that no one's work rests on it
    assert store.view("e1", "anna").layer is None and store.progress().assigned == 0
    assert store.view("e1").spans[0].status == "open"


@pytest.mark.parametrize(("essays", "reviewers", "message"), [
    (["e1"], ["anna"], "two or more reviewers"),
    (["e1"], ["anna", "anna"], "named once"),
    (["e1"], ["anna", ""], "reviewer name"),
    (["nope"], ["anna", "bo"], "no essay 'nope'"),
    ([], ["anna", "bo"], "no essay to assign"),
])
def test_bad_assignments_are_refused(store: ReviewStore, essays: list[str], reviewers: list[str],
                                     message: str) -> None:
    with pytest.raises(StoreError, match=message):
        store.assign(essays, reviewers, by="lead")
    assert store.progress().assigned == 0


def test_an_essay_with_decisions_or_its_reviewers_cannot_be_assigned_again(store: ReviewStore) -> None:
    store.decide("e2", ids(store, "e2")[0], "accept", "anna")
    with pytest.raises(StoreError, match="already holds decisions"):
        store.assign(["e1", "e2"], ["anna", "bo"], by="lead")
    assert store.progress().assigned == 0  # one refusal appends none of the step
    store.assign(["e1"], ["anna", "bo"], by="lead")
    with pytest.raises(StoreError, match="already assigned to bo"):
        store.assign(["e1"], ["bo", "cecilia"], by="lead")
    store.assign(["e1"], ["cecilia"], by="lead")  # a third reviewer joins
    assert store.view("e1").assigned == ("anna", "bo", "cecilia")
    assert store.assigned_to("cecilia") == ["e1"] and store.assigned_to("dan") == []


def test_a_schema_2_store_is_migrated_searchable_and_assignable(target: str) -> None:
    from workbench.store import schema
    from workbench.store.postgres import PostgresBackend, is_url
    from workbench.store.sqlite import SQLiteBackend

    backend = PostgresBackend(target) if is_url(target) else SQLiteBackend(target)
    with backend.write() as tx:  # a store as the workbench before team review wrote it
        for sql in schema.statements(schema._LOG + schema._V2, backend.float_type):
            tx.run(sql)
        tx.run("INSERT INTO essays VALUES ('e1', 'L1', 'sv', 'Jag heter Ali och bor i Borlänge.', '{}', 0)")
        tx.run("INSERT INTO spans VALUES (1, 'e1', 10, 13, 'firstname_male', '[]', 1, 'names', 1.0, '', 'auto', NULL)")
        tx.run("INSERT INTO essay_state VALUES ('e1', 'L1', 0, 'unreviewed', 0, NULL, '', 1, 0, 0, NULL)")
        tx.run("INSERT INTO span_state VALUES (1, 'e1', 10, 13, 'firstname_male', '[]', 1, 'names', 1.0, '', "
               "'auto', 'open', NULL, '[]')")
        backend.set_schema_version(tx, 2)
    backend.close()
    store = ReviewStore(target)
    assert store.search(Query("borlange")).total == 1 and store.search(Query("ali")).hits[0].span_id == 1
    store.assign(["e1"], ["anna", "bo"], by="lead")
    store.decide("e1", 1, "accept", "anna")
    assert store.view("e1", "anna").spans[0].status == "accepted" and store.view("e1").spans[0].status == "open"
    store.close()


def test_a_finished_blind_review_changes_only_once_reopened(store: ReviewStore) -> None:
    store.assign(["e1"], ["anna", "bo"], by="lead")
    spans = [s.id for s in store.view("e1", "anna").spans]
    store.apply("anna", [Edit("e1", "accept", x) for x in spans])
    store.decide("e1", None, "status", "anna", status="reviewed")
    with pytest.raises(StoreError, match=r"essay e1: anna's blind review of it is finished \(marked reviewed\), and "
                                         r"anna's decisions there go to that review, not the shared state"):
        store.decide("e1", spans[0], "reject", "anna")
    assert {s.status for s in store.view("e1", "anna").spans} == {"accepted"}
    store.decide("e1", None, "status", "anna", status="in review")
    store.decide("e1", spans[0], "reject", "anna")
    assert store.view("e1", "anna").status == "in review"
