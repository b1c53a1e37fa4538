"""The backends' many-row writes (Tx.update_many, Tx.delete_many): one statement on PostgreSQL (the rows as
one JSON parameter read as the table's row type), executemany on SQLite; the same rows left on both."""

from __future__ import annotations

import math

import pytest

from workbench.store import ReviewStore


def _rows(store: ReviewStore) -> list[tuple[object, ...]]:
    with store.backend.read() as tx:
        return tx.all("SELECT span_id, label, score, reason, number, comments FROM span_state ORDER BY span_id")


def test_update_and_delete_many_rows(store: ReviewStore) -> None:
    ids = [r[0] for r in _rows(store)]
    assert len(ids) == 5
    hostile = "O'Brien \"Ö\" \\ ? $1 %s 🙂"
    with store.backend.write() as tx:  # key first, then the columns set, in that order
        tx.update_many("span_state", ("span_id", "reason", "number", "score"), 1,
                       [(ids[0], hostile, None, 0.1), (ids[1], "x", 7, 2.5e-17), (10**9, "no such span", 1, 1.0)])
        tx.update_many("span_state", ("span_id", "label"), 1, [])
        tx.delete_many("span_state", ("span_id",), [(ids[4],), (10**9,)])
    rows = {r[0]: r for r in _rows(store)}
    assert sorted(rows) == ids[:4]
    assert rows[ids[0]][3:5] == (hostile, None) and rows[ids[0]][2] == 0.1
    assert rows[ids[1]][2:5] == (2.5e-17, "x", 7)
    with store.backend.write() as tx:  # no JSON form (SQLite takes no NaN either): written row by row, the same
        tx.update_many("span_state", ("span_id", "score"), 1, [(ids[2], math.inf), (ids[3], -math.inf)])
    rows = {r[0]: r for r in _rows(store)}
    assert (rows[ids[2]][2], rows[ids[3]][2]) == (math.inf, -math.inf)


def test_composite_keys(store: ReviewStore) -> None:
    with store.backend.write() as tx:
        tx.insert_many("blind_essay_state", ("essay_id", "reviewer", "status", "opened", "open_spans"),
                       [("e1", "anna", "open", 0, 1), ("e1", "bo", "open", 0, 1), ("e2", "anna", "open", 0, 1)])
        tx.update_many("blind_essay_state", ("essay_id", "reviewer", "status"), 2, [("e1", "bo", "reviewed")])
        tx.delete_many("blind_essay_state", ("essay_id", "reviewer"), [("e1", "anna")])
    with store.backend.read() as tx:
        assert tx.all("SELECT essay_id, reviewer, status FROM blind_essay_state ORDER BY essay_id, reviewer") == [
            ("e1", "bo", "reviewed"), ("e2", "anna", "open")]


def test_state_tables_leave_room_for_updates_in_place(store: ReviewStore, backend: str) -> None:
    """PostgreSQL: span_state and essay_state are filled to 85% a page, so that a decision's new row version
    fits in its page (no index entry written); SQLite has no such setting."""
    if backend != "postgres":
        return
    with store.backend.read() as tx:
        options = dict(tx.all("SELECT relname, reloptions::text FROM pg_class WHERE relname IN "
                              "('span_state', 'essay_state', 'decisions') AND relnamespace = "
                              "current_schema()::regnamespace"))
    assert options == {"span_state": "{fillfactor=85}", "essay_state": "{fillfactor=85}", "decisions": None}


def test_a_failing_write_in_a_batch_leaves_nothing(store: ReviewStore) -> None:
    """A batch's writes are answered at its end (PostgreSQL's pipeline): a refused one still fails the
    transaction, and none of the writes before it stays."""
    before = _rows(store)
    ids = [r[0] for r in before]
    with pytest.raises(Exception) as failed, store.backend.write() as tx, tx.batch():
        tx.update_many("span_state", ("span_id", "reason"), 1, [(ids[0], "changed")])
        tx.insert_many("decisions", ("id", "step", "essay_id", "action", "value", "reviewer", "time"),
                       [(1, 1, "e1", "accept", "{}", "anna", 0.0), (1, 1, "e1", "accept", "{}", "anna", 0.0)])
        tx.delete_many("span_state", ("span_id",), [(ids[1],)])
    assert "unique" in str(failed.value).lower() or "primary key" in str(failed.value).lower()
    assert _rows(store) == before
    with store.backend.read() as tx:
        assert tx.value("SELECT COUNT(*) FROM decisions") == 0
