"""The review store on both backends: decisions, derived state, validation, propagation, progress, sign-off."""

from __future__ import annotations

import sqlite3
from collections.abc import Callable
from dataclasses import replace
from pathlib import Path
from types import SimpleNamespace
from typing import Any

import pytest

from tests.store.conftest import accept_all, checked, fill, ids
from workbench.model import Essay, Span
from workbench.review_release import ReleaseCheck
from workbench.store import Edit, ReviewStore, StoreError, os_account


def test_state_is_derived_from_the_log(store: ReviewStore) -> None:
    ali, city, fam, omar = ids(store, "e1")
    store.decide("e1", ali, "accept", "anna")
    store.decide("e1", city, "reject", "anna")
    store.decide("e1", omar, "relabel", "bo", label="firstname_unknown")
    store.decide("e1", omar, "number", "bo", number=3)
    store.decide("e1", fam, "comment", "bo", tag="OBS!", text="check with the teacher")
    states = {s.id: s for s in store.spans("e1")}
    assert states[ali].status == "accepted" and states[ali].decided_by == "anna"
    assert states[city].status == "rejected"
    assert states[omar].span.label == "firstname_unknown" and states[omar].span.number == 3
    assert states[fam].comments == [("OBS!", "check with the teacher")]
    assert [s.span.label for s in store.unresolved("e1")] == ["fam", "firstname_unknown"]
    assert [s.label for s in store.resolved_spans("e1")] == ["firstname_male"]
    assert [h.action for h in store.history("e1")] == ["accept", "reject", "relabel", "number", "comment"]
    assert {h.reviewer for h in store.history("e1")} == {"anna", "bo"}
    before = store.state_rows()
    store.rebuild()
    assert store.state_rows() == before


@pytest.mark.parametrize(
    ("action", "value", "message"),
    [("resize", {"start": 5, "end": 12}, "would cross"),
     ("resize", {"start": 50, "end": 99}, "not a stretch of the text"),
     ("resize", {"start": 24}, "missing end"),
     ("relabel", {"label": "town"}, "unknown label"),
     ("relabel", {}, "missing label"),
     ("attribute", {}, "missing name, on"),  # issue 13.9: appended once, it broke spans(), undo() and export
     ("attribute", {"name": "gen"}, "missing on"),
     ("attribute", {"name": "gen", "on": "yes"}, "on or off"),
     ("number", {"number": "2"}, "whole number"),
     ("number", {"number": True}, "whole number"),
     ("comment", {"tag": "NB", "text": "x"}, "tag is one of"),
     ("comment", {"tag": "OBS!", "text": "x\x00"}, "control"),
     ("accept", {"why": 1}, "unknown why"),
     ("fly", {}, "unknown action"),
     ("add", {"start": 0, "end": 3, "label": "city"}, "brings a new span in, not on a span"),
     ("resize", {"start": 13, "end": 14}, "only white space"),
     ("undo", {"step": 1}, "unknown action")],
)
def test_bad_span_edits_are_refused_and_nothing_is_appended(store: ReviewStore, action: str, value: dict,
                                                             message: str) -> None:
    city = ids(store, "e1")[1]
    with pytest.raises(StoreError, match=message):
        store.decide("e1", city, action, "anna", **value)
    assert store.history("e1") == []


@pytest.mark.parametrize(
    ("action", "value", "message"),
    [("merge", {}, "missing label, from, to"),  # issue 13.9
     ("merge", {"label": "city", "from": 1}, "missing to"),
     ("merge", {"label": "city", "from": 1, "to": 0}, "from 1"),
     ("status", {"status": "done"}, "status is one of"),
     ("status", {"status": "signed off"}, "sign-off sets"),
     ("status", {"status": "reviewed"}, "still open"),
     ("document_comment", {"text": 3}, "document comment is text")],
)
def test_bad_essay_edits_are_refused(store: ReviewStore, action: str, value: dict, message: str) -> None:
    with pytest.raises(StoreError, match=message):
        store.decide("e1", None, action, "anna", **value)
    with pytest.raises(StoreError, match="acts on the essay"):
        store.decide("e1", ids(store, "e1")[0], "merge", "anna", label="city", **{"from": 1, "to": 2})
    assert store.history("e1") == []


@pytest.mark.parametrize("reviewer", ["", "   ", "a\nb", "x" * 101, None])
def test_a_decision_needs_a_plain_reviewer_name(store: ReviewStore, reviewer: object) -> None:
    with pytest.raises(StoreError, match="reviewer name"):
        store.decide("e1", ids(store, "e1")[0], "accept", reviewer)  # type: ignore[arg-type]


def test_unknown_essay_and_span_are_named(store: ReviewStore) -> None:
    with pytest.raises(StoreError, match="no essay 'nope'"):
        store.decide("nope", 1, "accept", "anna")
    with pytest.raises(StoreError, match="no span 999"):
        store.decide("e1", 999, "accept", "anna")
    with pytest.raises(StoreError, match="no span"):  # a span of another essay is not this essay's
        store.decide("e1", ids(store, "e2")[0], "accept", "anna")


def test_a_decision_the_release_could_not_render_is_refused(store: ReviewStore) -> None:
    fam = ids(store, "e1")[2]
    with pytest.raises(StoreError, match="no digits"):
        store.decide("e1", fam, "relabel", "anna", label="age_digits")  # "bror"
    with pytest.raises(StoreError, match="cannot be rendered"):
        store.add_span("e1", 0, 3, "year", "anna")  # "Jag"


def test_one_failing_edit_appends_none_of_its_step(store: ReviewStore) -> None:
    ali, city, *_ = ids(store, "e1")
    with pytest.raises(StoreError, match="unknown label"):
        store.apply("anna", [Edit("e1", "accept", ali), Edit("e1", "relabel", city, {"label": "town"})])
    assert store.history("e1") == [] and store.spans("e1")[0].status == "open"


def test_add_resize_merge_status(store: ReviewStore) -> None:
    new = store.add_span("e1", 0, 3, "extra", "anna")
    assert {s.id: s for s in store.spans("e1")}[new].status == "accepted"
    city = store.spans("e2")[0].id
    store.decide("e2", city, "resize", "anna", start=9, end=13)
    store.decide("e1", None, "merge", "anna", label="firstname_male", **{"from": 2, "to": 1})
    assert {s.span.number for s in store.spans("e1") if s.span.label == "firstname_male"} == {1}
    for s in store.unresolved("e1"):
        store.decide("e1", s.id, "accept", "anna")
    store.decide("e1", None, "status", "anna", status="reviewed")
    assert store.status("e1") == "reviewed" and store.status("e2") == "unreviewed"


def test_added_span_may_not_cross_another(store: ReviewStore) -> None:
    with pytest.raises(StoreError, match="would cross"):
        store.add_span("e1", 11, 20, "city", "anna")
    store.decide("e1", ids(store, "e1")[0], "reject", "anna")  # a rejected span no longer holds its text
    store.add_span("e1", 10, 13, "firstname_unknown", "anna")


def test_a_span_step_reads_what_it_names_and_what_lies_near_it(store: ReviewStore) -> None:
    """A step of span decisions reads of each essay only the spans it names and those overlapping them (a bulk
    step over many essays: a few spans each): the crossing check, propagation into such an essay and the counts
    still see every span that matters, and the state is the one rebuild derives, before and after its undo."""
    ali, city, _, _ = ids(store, "e1")
    lund = ids(store, "e2")[0]
    store.decide("e1", ali, "reject", "anna")
    store.add_span("e1", 10, 13, "firstname_unknown", "anna")  # over the rejected one
    with pytest.raises(StoreError, match="would cross"):
        store.apply("anna", [Edit("e1", "accept", ali), Edit("e2", "reject", lund)], bulk=True)
    store.add_span("e2", 31, 39, "place", "bo")  # 'Borlänge' in e2, held by a span the next step does not name
    step = store.apply("anna", [Edit("e1", "accept", city), Edit("e2", "reject", lund)], bulk=True)
    assert step.proposed == ()  # the known value is not proposed over the span that holds it
    live = [s.span for s in store.spans("e2") if s.status != "rejected"]
    assert all(a.end <= b.start for a, b in zip(live, live[1:], strict=False))
    assert store.progress().open_spans == sum(not s.resolved for e in store.essay_ids() for s in store.spans(e))
    for _ in range(2):
        state = store.state_rows()
        store.rebuild()
        assert store.state_rows() == state
        store.undo("anna")


def test_bad_candidates_are_refused_on_the_way_in(target: str) -> None:
    s = ReviewStore(target)
    with pytest.raises(StoreError, match="would cross"):
        s.add_essays([(Essay("x", "L", "Ali Borg", "sv"), [Span(0, 3, "firstname_male"), Span(2, 8, "surname")])])
    with pytest.raises(StoreError, match="not a stretch"):
        s.add_essays([(Essay("y", "L", "Ali", "sv"), [Span(0, 9, "firstname_male")])])
    with pytest.raises(StoreError, match="unknown label"):
        s.add_essays([(Essay("z", "L", "Ali", "sv"), [Span(0, 3, "town")])])
    assert s.essay_ids() == []
    s.close()


def test_a_bulk_load_leaves_postgresql_nothing_to_vacuum_or_analyze(backend: str, target: str) -> None:
    """500 essays or more: the tables filled are vacuumed and analyzed at the end of the load (else autovacuum
    vacuums them all within a minute, beside the first review session)."""
    s = ReviewStore(target)
    s.add_essays((Essay(f"e{k}", f"L{k // 3}", "Jag heter Ali.", "sv"), [Span(10, 13, "firstname_male")])
                 for k in range(500))
    if backend == "postgres":
        with s.backend.read() as tx:
            rows = tx.all("SELECT relname, vacuum_count, analyze_count, n_ins_since_vacuum FROM pg_stat_user_tables "
                          "WHERE schemaname = current_schema() AND relname IN ('essays', 'spans', 'span_state')")
        assert sorted(r[0] for r in rows) == ["essays", "span_state", "spans"]
        assert all(r[1] >= 1 and r[2] >= 1 and r[3] == 0 for r in rows), rows
    assert len(s.essay_ids()) == 500
    s.close()


def test_a_load_whose_vacuum_waits_on_another_session_keeps_its_essays_and_says_so(
        pg_server: Any, caplog: pytest.LogCaptureFixture) -> None:
    """The essays of a bulk load are committed before the vacuum after it: another session holding the tables'
    lock past lock_timeout (a second loader's VACUUM, say) leaves a warning, not an error."""
    import psycopg

    s = ReviewStore(pg_server.url(), timeout=1)
    s.add_reviewer("lead")  # the first write makes the store's tables
    other = psycopg.connect(pg_server.url(), autocommit=False)
    try:
        schema = s.backend.db.execute("SELECT current_schema()").fetchone()[0]
        other.execute(f"SET search_path = {schema}")
        other.execute("LOCK TABLE spans IN SHARE UPDATE EXCLUSIVE MODE")  # what a VACUUM or ANALYZE holds
        with caplog.at_level("WARNING", logger="workbench.store.postgres"):
            n = s.add_essays((Essay(f"e{k}", f"L{k // 3}", "Jag heter Ali.", "sv"), [Span(10, 13, "firstname_male")])
                             for k in range(500))
        assert n == 500 and len(s.essay_ids()) == 500
        assert "the essays are stored" in caplog.text and "Ali" not in caplog.text
    finally:
        other.rollback()
        other.close()
        s.close()


def test_propagation_proposes_every_unmarked_occurrence_of_an_accepted_value(store: ReviewStore) -> None:
    city = ids(store, "e1")[1]  # "Borlänge" in e1
    step = store.apply("anna", [Edit("e1", "accept", city)])
    assert len(step.proposed) == 1  # e2 "... från Borlänge." (e3 is another learner's)
    proposed = {s.id: s for s in store.spans("e2")}[step.proposed[0]]
    assert (proposed.origin, proposed.status, proposed.span.label, proposed.span.number, proposed.span.source) == (
        "known_value", "open", "city", 1, "known_value")
    assert store.essay("e2").text[proposed.span.start:proposed.span.end] == "Borlänge"
    assert [s.span.label for s in store.spans("e3")] == []
    ali = ids(store, "e1")[0]
    step = store.apply("anna", [Edit("e1", "accept", ali)])  # "Ali": short, whole words only
    assert len(step.proposed) == 1
    store.decide("e2", step.proposed[0], "reject", "bo")  # kept: the release writer records it in the key
    kept = store.kept_occurrences()
    assert [(k.essay_id, k.label, k.reviewer) for k in kept] == [("e2", "firstname_male", "bo")]
    assert store.essay("e2").text[kept[0].start:kept[0].end] == "Ali"


def test_a_proposal_sends_a_reviewed_essay_back_to_review(store: ReviewStore) -> None:
    for s in store.spans("e2"):
        store.decide("e2", s.id, "accept", "anna")
    store.decide("e2", None, "status", "anna", status="reviewed")
    store.decide("e1", ids(store, "e1")[1], "accept", "anna")
    assert store.status("e2") == "in review" and store.progress().reviewed == 0


def test_progress_learners_and_never_opened_come_paged_from_the_state(store: ReviewStore) -> None:
    p = store.progress()
    assert (p.essays, p.opened, p.reviewed, p.open_spans, p.unseen) == (3, 0, 0, 5, 3)
    store.open_essay("e2", "anna")
    assert store.never_opened() == ["e1", "e3"] and store.never_opened(offset=1, limit=1) == ["e3"]
    assert [(r.learner_id, r.essays, r.opened) for r in store.learners()] == [("L1", 2, 1), ("L2", 1, 0)]
    assert [r.learner_id for r in store.learners(offset=1, limit=5)] == ["L2"] and store.learner_count() == 2
    assert store.progress("L1").essays == 2
    assert store.view("e2").status == "in review"


@pytest.mark.parametrize(("start", "end"), [(3, 4), (33, 34)])
def test_a_span_of_white_space_alone_is_refused(store: ReviewStore, start: int, end: int) -> None:
    before = store.state_rows()
    with pytest.raises(StoreError, match=rf"essay e1: \[{start}, {end}\) is only white space"):
        store.add_span("e1", start, end, "city", "anna")
    assert store.state_rows() == before


def test_opening_is_recorded_once_and_is_not_undone(store: ReviewStore) -> None:
    store.open_essay("e1", "anna")
    store.open_essay("e1", "anna")
    assert [d.action for d in store.history("e1")] == ["open"]
    assert store.undo("anna") is None and store.status("e1") == "in review"


def test_sign_off_requires_every_essay_opened_or_confirmed_and_a_known_signer(store: ReviewStore) -> None:
    accept_all(store)
    store.open_essay("e1", "anna")
    store.open_essay("e2", "anna")
    with pytest.raises(StoreError, match="roster"):
        store.sign_off("Mallory", ReleaseCheck())
    store.add_reviewer("Signe")
    with pytest.raises(StoreError, match="1 essay"):  # e3 was never opened
        store.sign_off("Signe", ReleaseCheck())
    step = store.confirm_unopened("bo", note="read in the spreadsheet")
    assert step is not None and step.bulk and len(step.decision_ids) == 1
    assert store.view("e3").confirmed_by == "bo" and store.progress().confirmed == 1
    check = ReleaseCheck()
    verdict = check.run(store)
    assert verdict.ok
    with pytest.raises(StoreError, match="not the one the leak check passed"):
        store.sign_off("Signe", check, written="0" * 64)
    signed = store.sign_off("Signe", check, release="out/release", written=verdict.digest)
    assert (signed.reviewer, signed.digest, signed.essays, signed.confirmed) == ("Signe", verdict.digest, 3, 1)
    assert store.signoffs() == [signed]
    assert store.progress().signed_off == 3
    assert store.undo("Signe") is None  # a sign-off is not undone from a screen
    assert store.sign_off(os_account(), ReleaseCheck()).id == 2  # the OS account needs no roster


def test_sign_off_takes_no_verdict_from_the_caller(store: ReviewStore) -> None:
    """Review 15's N5: a made-up verdict (no leaks, a digest, the store's current mark) signed off a store whose
    check found leaks. The store takes the verdict from the check itself."""
    accept_all(store)
    store.add_reviewer("Signe")
    store.confirm_unopened("Signe")
    real = checked(store)
    forged = SimpleNamespace(leaks=[], digest="b" * 64, mark=store.log_mark(), ok=True)
    for fake in (forged, replace(real, digest="b" * 64), "ab" * 32):  # a digest alone is not believed either
        with pytest.raises(StoreError, match="needs the leak check itself"):
            store.sign_off("Signe", fake)  # type: ignore[arg-type]
    assert store.signoffs() == [] and store.progress().signed_off == 0


def test_sign_off_refuses_what_the_check_finds_now(store: ReviewStore) -> None:
    """A check that passed, then a reject that keeps a name: the store's verdict is of the store as it is at
    the sign-off, so the stale pass signs nothing."""
    accept_all(store)
    store.add_reviewer("Signe")
    store.confirm_unopened("Signe")
    check = ReleaseCheck()
    assert check.run(store).ok
    ali_e2 = next(s.id for s in store.spans("e2") if s.span.label.startswith("firstname"))
    store.decide("e2", ali_e2, "reject", "bo")  # "Ali" kept in e2 although accepted as a name in e1
    assert check.verdict(store).mark == store.log_mark()  # run again: the decision came in after the check
    signed = store.sign_off("Signe", check)
    assert signed.digest == check.verdict(store).digest


def test_sign_off_reuses_the_check_run_on_the_same_state(store: ReviewStore,
                                                           monkeypatch: pytest.MonkeyPatch) -> None:
    accept_all(store)
    store.confirm_unopened("anna")
    check = ReleaseCheck()
    verdict = check.run(store)
    runs: list[object] = []
    monkeypatch.setattr(ReleaseCheck, "run", lambda self, *a, **k: runs.append(a) or verdict)
    assert store.sign_off(os_account(), check, written=verdict.digest).digest == verdict.digest
    assert runs == []  # no second run of the check for one sign-off


def test_sign_off_refuses_a_decision_between_its_check_and_its_write(store: ReviewStore,
                                                                      opener: Callable[[], ReviewStore],
                                                                      monkeypatch: pytest.MonkeyPatch) -> None:
    accept_all(store)
    store.add_reviewer("Signe")
    store.confirm_unopened("Signe")
    check = ReleaseCheck()
    verdict = check.run(store)
    monkeypatch.setattr(ReleaseCheck, "verdict", lambda self, s: (  # another reviewer, right after the check
        opener().decide("e1", ids(store, "e1")[1], "reject", "bo"), verdict)[1])
    with pytest.raises(StoreError, match="came in after the leak check; run it again"):
        store.sign_off("Signe", check)
    assert store.signoffs() == [] and store.progress().signed_off == 0


def _replaced(target: str, omar: str) -> ReviewStore:
    """A store at ``target`` whose e1 "Omar" is decided ``omar``; L2's e4 holds "Omar" unmarked, so accepting it
    in e1 makes the release leak it there. Every other decision alike, so both ways give one log mark."""
    store = fill(ReviewStore(target))
    store.add_essays([(Essay("e4", "L2", "Omar kom hit i går.", "sv"), [])])
    store.decide("e1", ids(store, "e1")[3], omar, "anna")
    accept_all(store)
    store.confirm_unopened("anna")
    return store


def _wipe(target: str) -> None:
    """The store at ``target`` gone: its SQLite file (and its WAL) deleted, or its PostgreSQL tables dropped."""
    if not target.startswith("postgresql"):
        for suffix in ("", "-wal", "-shm"):
            Path(target + suffix).unlink(missing_ok=True)
        return
    import psycopg

    with psycopg.connect(target, autocommit=True) as db:
        for (table,) in db.execute("SELECT tablename FROM pg_tables WHERE schemaname = current_schema()").fetchall():
            db.execute(f'DROP TABLE "{table}" CASCADE')


def test_a_store_replaced_at_its_place_with_the_same_log_mark_is_checked_again(target: str) -> None:
    """Review 18 F2: a store made again at the same path or URL (a backup restored, a copy synced over the
    file, a PostgreSQL schema recreated) with the same log mark took the verdict of the check run on the one
    before, and its sign-off was accepted. Each store has an id of its own, part of the check's identity and
    of the mark."""
    clean = _replaced(target, "reject")
    check = ReleaseCheck()
    verdict = check.run(clean)
    assert verdict.ok
    clean.close()
    _wipe(target)
    leaking = _replaced(target, "accept")
    assert leaking.log_mark()[1:3] == verdict.mark[1:3]  # the same decisions and essays counted
    with pytest.raises(StoreError, match="found 1 original"):
        leaking.sign_off(os_account(), check)
    assert leaking.signoffs() == [] and not check.verdict(leaking).ok
    assert leaking.log_mark() != verdict.mark and leaking.store_id() != verdict.mark[0]
    leaking.close()


def test_a_copy_of_the_store_that_took_other_decisions_is_checked_again(tmp_path: Path) -> None:
    """The same id (a copy of the file), the same counts, other decisions since the copy (a colleague's copy
    synced over the file): the last decision's time in the mark tells them apart."""
    first, copy = tmp_path / "x.db", tmp_path / "copy.db"
    store = fill(ReviewStore(first))
    store.add_essays([(Essay("e4", "L2", "Omar kom hit i går.", "sv"), [])])
    with sqlite3.connect(copy) as into:
        store.backend.db.backup(into)
    other = ReviewStore(copy)
    assert other.store_id() == store.store_id()
    for s, omar in ((store, "reject"), (other, "accept")):
        s.decide("e1", ids(s, "e1")[3], omar, "anna")
        accept_all(s)
        s.confirm_unopened("anna")
    check = ReleaseCheck()
    verdict = check.run(store)
    assert verdict.ok
    store.close()
    other.close()
    for suffix in ("", "-wal", "-shm"):
        Path(f"{first}{suffix}").unlink(missing_ok=True)
    copy.replace(first)
    synced = ReviewStore(first)
    assert synced.log_mark()[:3] == verdict.mark[:3]  # the same store id and counts
    with pytest.raises(StoreError, match="found 1 original"):
        synced.sign_off(os_account(), check)
    synced.close()


def test_a_store_with_no_id_is_checked_again_for_every_sign_off(store: ReviewStore,
                                                                  monkeypatch: pytest.MonkeyPatch) -> None:
    accept_all(store)
    store.confirm_unopened("anna")
    with store.backend.write() as tx:
        tx.run("DELETE FROM workbench_meta WHERE key = 'store_id'")
    check = ReleaseCheck()
    verdict = check.run(store)
    assert verdict.mark[0] == ""
    runs: list[object] = []
    real = ReleaseCheck.run
    monkeypatch.setattr(ReleaseCheck, "run", lambda self, *a, **k: runs.append(a) or real(self, *a, **k))
    assert store.sign_off(os_account(), check).digest == verdict.digest
    assert len(runs) == 1  # the verdict of the run before was not taken


def test_a_store_keeps_its_id(target: str, opener: Callable[[], ReviewStore]) -> None:
    store = fill(ReviewStore(target))
    made = store.store_id()
    assert len(made) == 32 and opener().store_id() == made and store.log_mark()[0] == made
    store.close()


def test_sign_off_refuses_open_spans(store: ReviewStore, monkeypatch: pytest.MonkeyPatch) -> None:
    store.add_reviewer("Signe")
    store.confirm_unopened("Signe")
    clean = replace(checked(store), leaks=[])  # a clean verdict: the open spans are what refuses
    monkeypatch.setattr(ReleaseCheck, "verdict", lambda self, s: clean)
    with pytest.raises(StoreError, match="5 span"):
        store.sign_off("Signe", ReleaseCheck())


def test_export_items_need_no_replay(store: ReviewStore) -> None:
    ali, city, fam, omar = ids(store, "e1")
    store.decide("e1", fam, "accept", "anna")  # mark-only: proposes nothing
    store.decide("e1", city, "reject", "anna")
    essays, spans, open_total = store.export_items()
    assert [e.id for e in essays] == ["e1", "e2", "e3"] and open_total == 3
    assert [s.label for s in spans["e1"]] == ["fam"]
    _, spans, _ = store.export_items(allow_unresolved=True)
    assert [s.label for s in spans["e1"]] == ["firstname_male", "fam", "firstname_male"]


def test_annotations_of_one_reviewer(store: ReviewStore) -> None:
    ali, city, fam, omar = ids(store, "e1")
    store.decide("e1", ali, "accept", "anna")
    store.decide("e1", city, "accept", "bo")
    store.decide("e1", city, "reject", "anna")
    store.add_span("e1", 0, 3, "extra", "bo")
    anna = dict((e.id, spans) for e, spans in store.annotations("anna"))
    bo = dict((e.id, spans) for e, spans in store.annotations("bo"))
    assert [s.label for s in anna["e1"]] == ["firstname_male"]
    assert [s.label for s in bo["e1"]] == ["extra", "city"]
    assert [s.label for s in dict((e.id, sp) for e, sp in store.annotations())["e1"]] == ["extra",
                                                                                           "firstname_male"]
    assert [s.span.label for s in store.spans("e1", reviewer="")] == ["firstname_male", "city", "fam",
                                                                      "firstname_male"]


# -- SQLite files ----------------------------------------------------------------------------------------

def test_newer_schema_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "s.db"
    ReviewStore(path).close()
    db = sqlite3.connect(path)
    db.execute("PRAGMA user_version=99")
    db.close()
    with pytest.raises(StoreError, match="newer workbench"):
        ReviewStore(path)


def test_corrupt_store_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "s.db"
    path.write_bytes(b"this is not sqlite" * 100)
    with pytest.raises(StoreError, match="not a usable review store"):
        ReviewStore(path)


V1 = """
CREATE TABLE essays (id TEXT PRIMARY KEY, learner_id TEXT NOT NULL, language TEXT NOT NULL,
                     text TEXT NOT NULL, metadata TEXT NOT NULL, position INTEGER NOT NULL);
CREATE TABLE spans (id INTEGER PRIMARY KEY AUTOINCREMENT, essay_id TEXT NOT NULL REFERENCES essays(id),
                    start INTEGER NOT NULL, "end" INTEGER NOT NULL, label TEXT NOT NULL,
                    attributes TEXT NOT NULL, number INTEGER, source TEXT NOT NULL, score REAL NOT NULL,
                    reason TEXT NOT NULL, origin TEXT NOT NULL);
CREATE TABLE reviewers (name TEXT PRIMARY KEY, created REAL NOT NULL);
CREATE TABLE decisions (id INTEGER PRIMARY KEY AUTOINCREMENT, essay_id TEXT NOT NULL, span_id INTEGER,
                        action TEXT NOT NULL, value TEXT NOT NULL, reviewer TEXT NOT NULL, time REAL NOT NULL);
CREATE TABLE signoffs (id INTEGER PRIMARY KEY AUTOINCREMENT, reviewer TEXT NOT NULL, time REAL NOT NULL,
                       note TEXT NOT NULL, release TEXT NOT NULL);
INSERT INTO essays VALUES ('e1', 'L1', 'sv', 'Jag heter Ali och bor i Borlänge.', '{}', 0);
INSERT INTO spans VALUES (1, 'e1', 10, 13, 'firstname_male', '[]', 1, 'names', 1.0, '', 'auto');
INSERT INTO spans VALUES (2, 'e1', 24, 32, 'city', '[]', 1, 'places', 1.0, '', 'auto');
INSERT INTO spans VALUES (3, 'e1', 0, 3, 'extra', '["manual"]', NULL, 'manual', 1.0, '', 'manual');
INSERT INTO decisions VALUES (1, 'e1', NULL, 'status', '{"status": "in review"}', 'anna', 1.0);
INSERT INTO decisions VALUES (2, 'e1', 1, 'accept', '{}', 'anna', 2.0);
INSERT INTO decisions VALUES (3, 'e1', 3, 'add', '{"start": 0, "end": 3, "label": "extra"}', 'anna', 3.0);
INSERT INTO decisions VALUES (4, 'e1', 2, 'reject', '{}', 'anna', 4.0);
INSERT INTO decisions VALUES (5, 'e1', NULL, 'undo', '{"decision": 4}', 'anna', 5.0);
INSERT INTO decisions VALUES (6, 'e1', 2, 'attribute', '{}', 'anna', 6.0);
PRAGMA user_version=1;
"""


def test_a_schema_1_store_is_migrated_and_its_state_built(tmp_path: Path) -> None:
    path = tmp_path / "old.db"
    db = sqlite3.connect(path)
    db.executescript(V1)
    db.close()
    store = ReviewStore(path)  # decision 6 (an attribute without its value, 13.9) is skipped with a warning
    states = {s.id: s for s in store.spans("e1")}
    assert (states[1].status, states[2].status, states[3].status, states[3].origin) == (
        "accepted", "open", "accepted", "manual")
    assert store.status("e1") == "in review"
    assert store.undo("anna").description == "undid: attribute (decision 6) in essay e1"  # type: ignore[union-attr]
    assert "added 'Jag' (extra)" in store.undo("anna").description  # type: ignore[union-attr]
    assert 3 not in {s.id for s in store.spans("e1")}


def test_sqlite_checkpoints_after_writes_and_leaves_nothing_open(tmp_path: Path) -> None:
    """A SQLite store checkpoints its log in a thread of its own, not inside a write's COMMIT; closing the store
    ends that thread and closes its connection, so the log file goes away with the last connection."""
    import threading

    path = tmp_path / "store.db"
    s = ReviewStore(path)
    s.add_essays([(Essay("e1", "L1", "Jag heter Ali.", "sv"), [Span(10, 13, "firstname_male", number=1)])])
    assert s.backend.db.execute("PRAGMA wal_autocheckpoint").fetchone()[0] == 0  # WAL from the store's making
    s.decide("e1", s.spans("e1")[0].id, "accept", "anna")
    assert any(t.name.startswith("checkpoint ") for t in threading.enumerate())
    s.close()
    assert not any(t.name == f"checkpoint {path}" for t in threading.enumerate())
    assert not Path(f"{path}-wal").exists()
    with ReviewStore(path) as again:
        assert again.spans("e1")[0].status == "accepted"


def test_adding_an_essay_again_otherwise_is_a_problem_and_changes_nothing(store: ReviewStore,
                                                                         caplog: pytest.LogCaptureFixture) -> None:
    before = store.state_rows()
    again = [(Essay("e1", "L1", "Jag heter Ali och bor i Gävle.", "sv"), []),
             (Essay("e2", "L9", store.essay("e2").text, "en"), []),
             (store.essay("e3"), [])]
    problems: list[str] = []
    assert store.add_essays(again, problems=problems) == 0
    assert problems == [
        "essay 'e1': its text differs from the stored one: the store keeps its stored essay and the review of it, "
        "not this one (give a changed essay a new id, or review it in a new store)",
        "essay 'e2': its learner differs from the stored one ('L1', here 'L9'); its language differs from the "
        "stored one ('sv', here 'en'): the store keeps its stored essay and the review of it, not this one (give "
        "a changed essay a new id, or review it in a new store)"]
    assert store.state_rows() == before and "Borlänge" in store.essay("e1").text
    assert store.add_essays(again[:1]) == 0
    assert "essay 'e1': its text differs" in caplog.text  # without a list: a warning, never silence
