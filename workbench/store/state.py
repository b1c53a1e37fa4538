"""The state tables and the log, read into the reducer's records and written back from them.

``load`` reads essays' materialized state (one essay: two small queries), ``save`` writes back only what a
decision changed, ``replay_essay`` derives an essay's state from the log with the one reducer (undo and
rebuild), and ``decisions`` reads the log. Every function takes the open transaction.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Sequence
from typing import Any

from workbench.model import Essay, Span
from workbench.store.api import Decision, SpanState
from workbench.store.reducer import EssayState, replay
from workbench.store.sqlite import Tx

__all__ = ["BLIND_ESSAY_STATE", "ESSAY_STATE", "SPAN_STATE", "blind_row", "decisions", "essay_of", "load",
           "replay_essay", "save", "span_row"]

SPAN_COLS = 'start, "end", label, attributes, number, source, score, reason, origin'
SPAN_STATE = ("span_id", "essay_id", "start", "end", "label", "attributes", "number", "source", "score", "reason",
              "origin", "status", "decided_by", "comments")
ESSAY_STATE = ("essay_id", "learner_id", "position", "status", "opened", "confirmed_by", "document_comment",
               "open_spans", "open_sensitive", "open_extra", "reviewed_at", "assigned")
BLIND_ESSAY_STATE = ("essay_id", "reviewer", "status", "opened", "open_spans", "reviewed_at")
_DECISION = "id, step, essay_id, span_id, action, value, reviewer, time, bulk, layer"


def _span(row: Sequence[Any]) -> Span:
    start, end, label, attrs, number, source, score, reason = row
    return Span(start, end, label, frozenset(json.loads(attrs)), number, source, score, reason)


def span_row(s: SpanState) -> tuple[Any, ...]:
    """A span_state row."""
    p = s.span
    return (s.id, s.essay_id, p.start, p.end, p.label, json.dumps(sorted(p.attributes), ensure_ascii=False),
            p.number, p.source, p.score, p.reason, s.origin, s.status, s.decided_by,
            json.dumps(s.comments, ensure_ascii=False))


def span_state(row: Sequence[Any]) -> SpanState:
    """A SpanState from a span_state row."""
    return SpanState(row[0], row[1], _span(row[2:10]), row[10], row[11],
                     [tuple(c) for c in json.loads(row[13])], row[12])  # type: ignore[misc]


def essay_row(st: EssayState) -> tuple[Any, ...]:
    """An essay_state row: the state and the counts the screens read."""
    open_ = [s.span.label for s in st.spans.values() if s.status == "open"]
    return (st.essay.id, st.essay.learner_id, st.position, st.status, int(st.opened), st.confirmed_by,
            st.document_comment, len(open_), open_.count("sensitive"), open_.count("extra"), st.reviewed_at,
            len(st.blind))


def blind_row(reviewer: str, st: EssayState) -> tuple[Any, ...]:
    """A blind_essay_state row: one assigned reviewer's state of an essay."""
    return (st.essay.id, reviewer, st.status, int(st.opened), sum(s.status == "open" for s in st.spans.values()),
            st.reviewed_at)


def essay_of(row: Sequence[Any]) -> Essay:
    """An Essay from (id, learner_id, text, language, metadata)."""
    return Essay(row[0], row[1], row[2], row[3], json.loads(row[4]))


def load(tx: Tx, essay_ids: Iterable[str]) -> dict[str, EssayState]:
    """The materialized state of some essays, blind reviews included (missing ids are left out)."""
    out: dict[str, EssayState] = {}
    for eid in essay_ids:
        row = tx.one("SELECT e.id, e.learner_id, e.text, e.language, e.metadata, s.position, s.status, s.opened, "
                     "s.confirmed_by, s.document_comment, s.reviewed_at, s.assigned FROM essays e JOIN essay_state s "
                     "ON s.essay_id = e.id WHERE e.id = ?", (eid,))
        if row is None:
            continue
        spans = {r[0]: span_state(r) for r in tx.all(f"SELECT {', '.join(_q(SPAN_STATE))} FROM span_state "
                                                      "WHERE essay_id = ?", (eid,))}
        st = out[eid] = EssayState(essay_of(row[:5]), row[5], spans, row[6], bool(row[7]), row[8], row[9], row[10])
        if row[11]:
            st.blind = _load_blind(tx, st)
    return out


def _load_blind(tx: Tx, st: EssayState) -> dict[str, EssayState]:
    eid = st.essay.id
    blind = {r[0]: EssayState(st.essay, st.position, {}, r[1], bool(r[2]), reviewed_at=r[3]) for r in tx.all(
        "SELECT reviewer, status, opened, reviewed_at FROM blind_essay_state WHERE essay_id = ? ORDER BY reviewer",
        (eid,))}
    for r in tx.all(f"SELECT reviewer, {', '.join(_q(SPAN_STATE))} FROM blind_span_state WHERE essay_id = ?",
                    (eid,)):
        if r[0] in blind:
            blind[r[0]].spans[r[1]] = span_state(r[1:])
    return blind


def _q(cols: Sequence[str]) -> list[str]:
    return [f'"{c}"' for c in cols]


def _changed_spans(before: EssayState | None, after: EssayState | None,
                   only_touched: bool) -> tuple[list[int], list[tuple[Any, ...]]]:
    """The span ids whose rows must go, and the rows to write, between two states of one layer."""
    if only_touched and after is not None:
        ids = after.touched | (set(before.spans) - set(after.spans) if before else set())
    else:
        ids = set(after.spans if after else ()) | set(before.spans if before else ())
    old = {sid: span_row(before.spans[sid]) for sid in ids if before and sid in before.spans}
    new = {sid: span_row(after.spans[sid]) for sid in ids if after and sid in after.spans}
    changed = [row for sid, row in new.items() if old.get(sid) != row]
    return [sid for sid in old if sid not in new] + [row[0] for row in changed if row[0] in old], changed


def save(tx: Tx, before: EssayState | None, after: EssayState, only_touched: bool = False) -> None:
    """Write back what changed between two states of one essay, its blind reviews included (``only_touched``:
    compare only the spans the reducer changed, which is all a decision can change)."""
    gone, changed = _changed_spans(before, after, only_touched)
    tx.many("DELETE FROM span_state WHERE span_id = ?", [(sid,) for sid in gone])
    tx.insert_many("span_state", SPAN_STATE, changed)
    row = essay_row(after)
    if before is None or essay_row(before) != row:
        tx.run("DELETE FROM essay_state WHERE essay_id = ?", (after.essay.id,))
        tx.insert_many("essay_state", ESSAY_STATE, [row])
    old_blind = before.blind if before else {}
    for reviewer in sorted(set(old_blind) | set(after.blind)):
        was, now = old_blind.get(reviewer), after.blind.get(reviewer)
        gone, changed = _changed_spans(was, now, only_touched)
        tx.many("DELETE FROM blind_span_state WHERE reviewer = ? AND span_id = ?", [(reviewer, sid) for sid in gone])
        tx.insert_many("blind_span_state", ("reviewer", *SPAN_STATE), [(reviewer, *r) for r in changed])
        old_row = blind_row(reviewer, was) if was is not None else None
        new_row = blind_row(reviewer, now) if now is not None else None
        if old_row != new_row:
            tx.run("DELETE FROM blind_essay_state WHERE essay_id = ? AND reviewer = ?", (after.essay.id, reviewer))
            if new_row is not None:
                tx.insert_many("blind_essay_state", BLIND_ESSAY_STATE, [new_row])


def decisions(tx: Tx, where: str = "", params: Sequence[Any] = (), live: bool = False) -> list[Decision]:
    """Log records in order; ``live``: without undo records and the steps they took back."""
    sql = f"SELECT {_DECISION} FROM decisions d"
    conds = [where] if where else []
    if live:
        conds += ["d.action <> 'undo'", "NOT EXISTS (SELECT 1 FROM undone u WHERE u.step = d.step)"]
    if conds:
        sql += " WHERE " + " AND ".join(conds)
    return [Decision(r[0], r[1], r[2], r[3], r[4], json.loads(r[5]), r[6], r[7], r[8], r[9])
            for r in tx.all(sql + " ORDER BY d.id", params)]


def first_spans(tx: Tx, essay_id: str) -> tuple[list[SpanState], dict[int, SpanState]]:
    """The spans review init put in, and those decisions brought in (by span id)."""
    first, introduced = [], {}
    for r in tx.all(f"SELECT id, {SPAN_COLS}, decision_id FROM spans WHERE essay_id = ?", (essay_id,)):
        st = SpanState(r[0], essay_id, _span(r[1:9]), r[9])
        if r[10] is None:
            first.append(st)
        else:
            introduced[st.id] = st
    return first, introduced


def replay_essay(tx: Tx, essay_id: str, reviewer: str | None = None) -> EssayState | None:
    """An essay's state derived from the log (only ``reviewer``'s decisions when given)."""
    row = tx.one("SELECT id, learner_id, text, language, metadata, position FROM essays WHERE id = ?", (essay_id,))
    if row is None:
        return None
    first, introduced = first_spans(tx, essay_id)
    log = decisions(tx, "d.essay_id = ?" + (" AND d.reviewer = ?" if reviewer is not None else ""),
                    (essay_id,) if reviewer is None else (essay_id, reviewer), live=True)
    return replay(essay_of(row[:5]), row[5], first, introduced, log)
