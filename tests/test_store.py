"""The review store on its own: decisions, derived state, undo, audit, bad edits, concurrency, crashes."""

from __future__ import annotations

import multiprocessing as mp
import os
import signal
import sqlite3
import subprocess
import sys
import time
from pathlib import Path

import pytest

from workbench.model import Essay, Span
from workbench.store import ReviewStore, StoreError

TEXT = "Jag heter Ali och bor i Borlänge. Min bror Omar bor i Lund."


@pytest.fixture
def store() -> ReviewStore:
    s = ReviewStore(":memory:")
    s.add_essays([(Essay("e1", "L1", TEXT, "sv", {"level": "A"}),
                   [Span(10, 13, "firstname_male", number=1, reason="list"), Span(24, 32, "city", number=1),
                    Span(38, 42, "fam"), Span(43, 47, "firstname_male", number=2)]),
                  (Essay("e2", "L1", "Hej från Lund.", "sv"), [Span(9, 13, "city")])])
    return s


def test_state_is_derived_from_the_log(store: ReviewStore) -> None:
    ali, city, fam, omar = (s.id for s in store.spans("e1"))
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
    assert [h["action"] for h in store.history("e1")] == ["accept", "reject", "relabel", "number", "comment"]
    assert {h["reviewer"] for h in store.history("e1")} == {"anna", "bo"}


def test_undo_reverts_the_latest_decision_and_keeps_the_audit(store: ReviewStore) -> None:
    ali = store.spans("e1")[0].id
    store.decide("e1", ali, "reject", "anna")
    undone = store.undo("e1", "anna")
    assert store.spans("e1")[0].status == "open"
    assert [h["action"] for h in store.history("e1")] == ["reject", "undo"]
    assert store.history("e1")[1]["value"] == {"decision": undone}


def test_add_resize_merge_status(store: ReviewStore) -> None:
    new = store.add_span("e1", 0, 3, "extra", "anna")
    assert {s.id: s for s in store.spans("e1")}[new].status == "accepted"
    city = store.spans("e2")[0].id
    store.decide("e2", city, "resize", "anna", start=9, end=13)
    store.decide("e1", None, "merge", "anna", label="firstname_male", **{"from": 2, "to": 1})
    assert {s.span.number for s in store.spans("e1") if s.span.label == "firstname_male"} == {1}
    store.decide("e1", None, "status", "anna", status="reviewed")
    assert store.status("e1") == "reviewed" and store.status("e2") == "unreviewed"


@pytest.mark.parametrize(
    ("action", "value", "message"),
    [("resize", {"start": 5, "end": 12}, "crosses span"),
     ("resize", {"start": 50, "end": 99}, "not a stretch of the text"),
     ("relabel", {"label": "town"}, "unknown label"),
     ("comment", {"tag": "NB", "text": "x"}, "tag is one of"),
     ("status", {"status": "done"}, "status is one of"),
     ("fly", {}, "unknown action")],
)
def test_bad_edits_are_refused_with_a_clear_message(store: ReviewStore, action: str, value: dict,
                                                    message: str) -> None:
    city = store.spans("e1")[1].id
    with pytest.raises(StoreError, match=message):
        store.decide("e1", city, action, "anna", **value)
    assert store.history("e1") == []


def test_added_span_may_not_cross_another(store: ReviewStore) -> None:
    with pytest.raises(StoreError, match="crosses span"):
        store.add_span("e1", 11, 20, "city", "anna")


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


def _writer(path: str, reviewer: str, n: int) -> None:
    s = ReviewStore(path)
    ids = [st.id for st in s.spans("e1")]
    for k in range(n):
        s.decide("e1", ids[k % len(ids)], "comment", reviewer, tag="Com!", text=f"{reviewer} {k}")
    s.close()


def test_two_writer_processes_lose_nothing(tmp_path: Path, store: ReviewStore) -> None:
    path = str(tmp_path / "s.db")
    s = ReviewStore(path)
    s.add_essays([(Essay("e1", "L1", TEXT), [Span(10, 13, "firstname_male")])])
    s.close()
    ctx = mp.get_context("spawn")
    procs = [ctx.Process(target=_writer, args=(path, name, 60)) for name in ("anna", "bo")]
    for p in procs:
        p.start()
    for p in procs:
        p.join(60)
        assert p.exitcode == 0
    history = ReviewStore(path).history("e1")
    assert len(history) == 120
    assert sum(h["reviewer"] == "anna" for h in history) == 60


def test_a_process_killed_mid_write_loses_no_committed_decision(tmp_path: Path) -> None:
    path = tmp_path / "s.db"
    s = ReviewStore(path)
    s.add_essays([(Essay("e1", "L1", TEXT), [Span(10, 13, "firstname_male")])])
    s.close()
    code = (f"from workbench.store import ReviewStore\ns = ReviewStore({str(path)!r})\n"
            "sid = s.spans('e1')[0].id\nimport sys\nk = 0\n"
            "while True:\n    s.decide('e1', sid, 'comment', 'anna', tag='Com!', text=str(k))\n"
            "    k += 1\n    print(k, flush=True)\n")
    proc = subprocess.Popen([sys.executable, "-c", code], stdout=subprocess.PIPE, text=True,
                            env={**os.environ, "PYTHONPATH": str(Path(__file__).parent.parent)})
    assert proc.stdout is not None
    deadline = time.time() + 30
    last = 0
    while last < 50 and time.time() < deadline:
        last = int(proc.stdout.readline() or 0)
    proc.send_signal(signal.SIGKILL)
    proc.wait()
    proc.stdout.close()
    history = ReviewStore(path).history("e1")  # opens again
    assert len(history) >= last >= 50
    assert [int(h["value"]["text"]) for h in history] == list(range(len(history)))


def test_overview_counts_without_loading_each_essay(store: ReviewStore) -> None:
    ali, city, fam, omar = (s.id for s in store.spans("e1"))
    store.decide("e1", ali, "accept", "anna")
    store.decide("e1", city, "reject", "bo")
    store.decide("e1", omar, "relabel", "bo", label="surname")
    rows = {r["essay_id"]: r for r in store.overview()}
    assert rows["e1"]["opened"] and not rows["e2"]["opened"]
    assert rows["e1"]["open"] == {"fam": 1, "surname": 1}
    assert rows["e1"]["labels"] == {"firstname_male": 1, "fam": 1, "surname": 1}
    assert rows["e1"]["reviewers"] == {"anna", "bo"}
    assert rows["e2"]["status"] == "unreviewed"


def test_annotations_of_one_reviewer(store: ReviewStore) -> None:
    ali, city, fam, omar = (s.id for s in store.spans("e1"))
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
