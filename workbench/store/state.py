"""The state tables and the log, read into the reducer's records and written back from them.

``load`` reads essays' materialized state (one essay: two small queries), or only the part of it a span
decision can change or cross (``near``: the spans it names and those overlapping the extents it adds or a
rejected span it names; bulk decisions over many essays read a few spans of each, not every span), ``save``
writes back only what a decision changed, ``replay_essay`` derives an essay's state from the log with the one
reducer (undo and rebuild), and ``decisions`` reads the log. Every function takes the open transaction.
"""

from __future__ import annotations

import json
from collections.abc import Collection, Iterable, Iterator, Mapping, Sequence
from typing import Any

from workbench.model import Essay, Span
from workbench.store.api import Decision, SpanState
from workbench.store.reducer import EssayState, replay
from workbench.store.sqlite import Tx
from workbench.store.texts import Texts

__all__ = ["BLIND_ESSAY_STATE", "ESSAY_STATE", "SPAN_STATE", "Near", "blind_row", "decisions", "essay_of", "load",
           "near_rows", "open_counts", "replay_essay", "replay_essays", "replay_undo", "save", "save_all", "span_row",
           "undo_near"]

#: per essay, what a step acts on: the span ids it names and the extents (start, end) it brings in or resizes to
Near = Mapping[str, tuple[Collection[Any], Collection[tuple[Any, Any]]]]

SPAN_COLS = 'start, "end", label, attributes, number, source, score, reason, origin'
SPAN_STATE = ("span_id", "essay_id", "start", "end", "label", "attributes", "number", "source", "score", "reason",
              "origin", "status", "decided_by", "comments")
ESSAY_STATE = ("essay_id", "learner_id", "position", "status", "opened", "confirmed_by", "document_comment",
               "open_spans", "open_sensitive", "open_extra", "reviewed_at", "assigned")
BLIND_ESSAY_STATE = ("essay_id", "reviewer", "status", "opened", "open_spans", "reviewed_at")
_DECISION = "id, step, essay_id, span_id, action, value, reviewer, time, bulk, layer"


def _span(row: Sequence[Any]) -> Span:
    start, end, label, attrs, number, source, score, reason = row
    return Span(start, end, label, frozenset(json.loads(attrs)) if attrs != "[]" else frozenset(), number, source,
                score, reason)


def span_row(s: SpanState) -> tuple[Any, ...]:
    """A span_state row."""
    p = s.span
    return (s.id, s.essay_id, p.start, p.end, p.label,
            json.dumps(sorted(p.attributes), ensure_ascii=False) if p.attributes else "[]", p.number, p.source,
            p.score, p.reason, s.origin, s.status, s.decided_by,
            json.dumps(s.comments, ensure_ascii=False) if s.comments else "[]")


def span_state(row: Sequence[Any]) -> SpanState:
    """A SpanState from a span_state row."""
    comments = [tuple(c) for c in json.loads(row[13])] if row[13] != "[]" else []
    return SpanState(row[0], row[1], _span(row[2:10]), row[10], row[11], comments, row[12])  # type: ignore[arg-type]


def open_counts(spans: Iterable[SpanState]) -> tuple[int, int, int]:
    """How many of ``spans`` are open, open sensitive and open extra (the counts essay_state keeps)."""
    open_ = [s.span.label for s in spans if s.status == "open"]
    return len(open_), open_.count("sensitive"), open_.count("extra")


def essay_row(st: EssayState) -> tuple[Any, ...]:
    """An essay_state row: the state and the counts the screens read (of a partial state: those of its spans
    and ``rest``, those of the spans it left out)."""
    n, sensitive, extra = open_counts(st.spans.values())
    if st.rest is not None:
        n, sensitive, extra = n + st.rest[0], sensitive + st.rest[1], extra + st.rest[2]
    return (st.essay.id, st.essay.learner_id, st.position, st.status, int(st.opened), st.confirmed_by,
            st.document_comment, n, sensitive, extra, st.reviewed_at, len(st.blind))


def blind_row(reviewer: str, st: EssayState) -> tuple[Any, ...]:
    """A blind_essay_state row: one assigned reviewer's state of an essay."""
    return (st.essay.id, reviewer, st.status, int(st.opened), sum(s.status == "open" for s in st.spans.values()),
            st.reviewed_at)


def essay_of(row: Sequence[Any]) -> Essay:
    """An Essay from (id, learner_id, text, language, metadata)."""
    return Essay(row[0], row[1], row[2], row[3], json.loads(row[4]))


def _chunks(ids: Iterable[str], size: int = 500) -> Iterator[list[str]]:
    """``ids`` without repeats, in lists small enough for one IN (...) list."""
    unique = list(dict.fromkeys(ids))
    for k in range(0, len(unique), size):
        yield unique[k:k + size]


def _marks(part: Sequence[Any]) -> str:
    return ",".join("?" * len(part))


def load(tx: Tx, essay_ids: Iterable[str], near: Near | None = None, texts: Texts | None = None
         ) -> dict[str, EssayState]:
    """The materialized state of some essays, blind reviews included (missing ids are left out), in the order
    given: a few queries per 500 essays, however many there are. An essay ``near`` names (and that is not under
    blind review) is read partially: only its spans named there and those overlapping the extents given or a
    rejected span named there (near_rows), which is all a span decision can change or cross; ``rest`` keeps
    the counts of the others. ``texts``: the store's texts kept between steps (only those it lacks are read)."""
    out: dict[str, EssayState] = {}
    for part in _chunks(essay_ids):
        essays: dict[str, Essay] = {}
        if texts is None:
            rows = {r[0]: r for r in tx.all(
                "SELECT e.id, e.learner_id, e.text, e.language, e.metadata, s.position, s.status, s.opened, "
                "s.confirmed_by, s.document_comment, s.reviewed_at, s.assigned, s.open_spans, s.open_sensitive, "
                "s.open_extra FROM essays e JOIN essay_state s ON s.essay_id = e.id WHERE e.id IN "
                f"({_marks(part)})", part)}
            essays = {eid: essay_of(r[:5]) for eid, r in rows.items()}
        else:  # the essays from memory: essay_state alone (on SQLite the join walked each row's text)
            rows = {r[0]: r for r in tx.all(
                "SELECT essay_id, NULL, NULL, NULL, NULL, position, status, opened, confirmed_by, document_comment, "
                "reviewed_at, assigned, open_spans, open_sensitive, open_extra FROM essay_state WHERE essay_id IN "
                f"({_marks(part)})", part)}
            essays = texts.essays(tx, rows)
            rows = {eid: r for eid, r in rows.items() if eid in essays}
        partial = {eid: near[eid] for eid in rows if near is not None and eid in near and not rows[eid][11]}
        whole = [eid for eid in rows if eid not in partial]
        spans: dict[str, dict[int, SpanState]] = {eid: {} for eid in rows}
        if whole:
            for r in tx.all(f"SELECT {', '.join(_q(SPAN_STATE))} FROM span_state WHERE essay_id IN "
                            f"({_marks(whole)}) ORDER BY span_id", whole):
                spans[r[1]][r[0]] = span_state(r)
        for r in near_rows(tx, partial):
            spans[r[1]][r[0]] = span_state(r)
        blind = [eid for eid in part if eid in rows and rows[eid][11]]
        for eid in part:
            row = rows.get(eid)
            if row is not None:
                rest = None
                if eid in partial:
                    counts = open_counts(spans[eid].values())
                    rest = (row[12] - counts[0], row[13] - counts[1], row[14] - counts[2])
                out[eid] = EssayState(essays[eid], row[5], spans[eid], row[6], bool(row[7]), row[8], row[9],
                                      row[10], rest=rest)
        if blind:
            _load_blind(tx, {eid: out[eid] for eid in blind})
    return out


def _id(value: Any) -> bool:
    """A value SQL can compare with an id or an offset (any other names nothing and is refused later)."""
    return isinstance(value, int) and not isinstance(value, bool) and 0 <= value < 2**62


def _overlapping(tx: Tx, essay: str, start: str, end: str) -> str:
    """Joins to each row before it (naming an essay and an extent) the span states ``s`` of that essay that
    overlap the extent. PostgreSQL takes it as LATERAL behind OFFSET 0 (which keeps the planner from folding it
    into a plain join), so that each row is one look-up in the essay index: it otherwise estimates random reads
    dearer than a scan of every span state and hashes (300 extents at 20,000 essays: 83 ms; so: 1.5 ms)."""
    cond = f's.essay_id = {essay} AND s.start < {end} AND s."end" > {start}'
    if tx.lateral:
        return f"CROSS JOIN LATERAL (SELECT * FROM span_state s WHERE {cond} OFFSET 0) s"
    return f"JOIN span_state s ON {cond}"


def near_rows(tx: Tx, near: Near) -> list[tuple[Any, ...]]:
    """The span_state rows of the essays ``near`` names that are named there, or overlap an extent given or a
    rejected span named there, by span id (none twice). Only a span that becomes live (a rejected one
    accepted, or its reject undone) or takes a new extent (given) can cross another: the neighbours of the
    other named spans are not read (a bulk accept of 500 open spans: 500 look-ups of every span of their
    essays, 10 ms of the server's time, saved)."""
    found: dict[int, tuple[Any, ...]] = {}
    ids = sorted({i for named, _ in near.values() for i in named if _id(i)})
    revived: set[tuple[Any, ...]] = set()
    for k in range(0, len(ids), 500):
        part = ids[k:k + 500]
        for r in tx.all(f"SELECT {', '.join(_q(SPAN_STATE))} FROM span_state WHERE span_id IN ({_marks(part)})",
                        part):
            if r[1] in near:
                found[r[0]] = r
                if r[11] == "rejected":
                    revived.add((r[1], r[2], r[3]))
    cols = ", ".join(f"s.{c}" for c in _q(SPAN_STATE))
    extents = sorted({(eid, a, b) for eid, (_, given) in near.items() for a, b in given if _id(a) and _id(b)}
                     | revived)
    for k in range(0, len(extents), 300):
        part3 = extents[k:k + 300]
        found.update((r[0], r) for r in tx.all(
            f"WITH w (e, a, b) AS (VALUES {', '.join(['(?, ?, ?)'] * len(part3))}) SELECT {cols} FROM w "
            f"{_overlapping(tx, 'w.e', 'w.a', 'w.b')}", [v for x in part3 for v in x]))
    return [found[k] for k in sorted(found)]


def _load_blind(tx: Tx, states: dict[str, EssayState]) -> None:
    """Fill ``blind`` of each of ``states`` (essays with assigned reviewers)."""
    ids = list(states)
    for r in tx.all("SELECT essay_id, reviewer, status, opened, reviewed_at FROM blind_essay_state WHERE essay_id "
                    f"IN ({_marks(ids)}) ORDER BY essay_id, reviewer", ids):
        st = states[r[0]]
        st.blind[r[1]] = EssayState(st.essay, st.position, {}, r[2], bool(r[3]), reviewed_at=r[4])
    for r in tx.all(f"SELECT reviewer, {', '.join(_q(SPAN_STATE))} FROM blind_span_state WHERE essay_id IN "
                    f"({_marks(ids)}) ORDER BY span_id", ids):
        layer = states[r[2]].blind.get(r[0])
        if layer is not None:
            layer.spans[r[1]] = span_state(r[1:])


def _q(cols: Sequence[str]) -> list[str]:
    return [f'"{c}"' for c in cols]


def _changed_spans(before: EssayState | None, after: EssayState | None, only_touched: bool
                   ) -> tuple[list[int], list[tuple[Any, ...]], list[tuple[tuple[Any, ...], tuple[Any, ...]]]]:
    """Between two states of one layer (of a partial state: only the spans the reducer changed), the span ids
    whose rows must go, the rows to add, and the rows that changed (as they were, as they are)."""
    if (only_touched or after is not None and after.rest is not None) and after is not None:
        ids = after.touched | (set(before.spans) - set(after.spans) if before else set())
    else:
        ids = set(after.spans if after else ()) | set(before.spans if before else ())
    old = before.spans if before else {}
    new = after.spans if after else {}
    changed = [sid for sid in ids if sid in new and old.get(sid) != new[sid]]  # compared as records: cheap
    return ([sid for sid in ids if sid in old and sid not in new],
            [span_row(new[sid]) for sid in changed if sid not in old],
            [(span_row(old[sid]), span_row(new[sid])) for sid in changed if sid in old])


def _update(tx: Tx, table: str, columns: Sequence[str], keys: int,
            pairs: Sequence[tuple[tuple[Any, ...], tuple[Any, ...]]]) -> None:
    """Write changed rows (as they were, as they are; the first ``keys`` columns are the key) by updating only
    the columns that changed: one UPDATE of many rows per set of changed columns. A bulk accept changes a
    status where DELETE and INSERT rewrote every index entry of the row (SQLite: 3x the pages written)."""
    groups: dict[tuple[int, ...], list[tuple[Any, ...]]] = {}
    for old, new in pairs:
        diff = tuple(i for i in range(keys, len(new)) if old[i] != new[i])
        if diff:
            groups.setdefault(diff, []).append((*new[:keys], *(new[i] for i in diff)))
    for diff, rows in groups.items():
        tx.update_many(table, [*columns[:keys], *(columns[i] for i in diff)], keys, rows)


def save(tx: Tx, before: EssayState | None, after: EssayState, only_touched: bool = False) -> None:
    """Write back what changed between two states of one essay, its blind reviews included (``only_touched``:
    compare only the spans the reducer changed, which is all a decision can change)."""
    save_all(tx, [(before, after)], only_touched)


def save_all(tx: Tx, pairs: Iterable[tuple[EssayState | None, EssayState]], only_touched: bool = False) -> None:
    """``save`` for many essays at once: every table's changes in one DELETE, one INSERT and an UPDATE per set
    of changed columns, of many rows each."""
    span_gone: list[tuple[Any, ...]] = []
    span_new: list[tuple[Any, ...]] = []
    span_changed: list[tuple[tuple[Any, ...], tuple[Any, ...]]] = []
    essay_new: list[tuple[Any, ...]] = []
    essay_changed: list[tuple[tuple[Any, ...], tuple[Any, ...]]] = []
    blind_gone: list[tuple[Any, ...]] = []
    blind_new: list[tuple[Any, ...]] = []
    blind_essay_gone: list[tuple[Any, ...]] = []
    blind_essay_new: list[tuple[Any, ...]] = []
    for before, after in pairs:
        gone, added, changed = _changed_spans(before, after, only_touched)
        span_gone += [(sid,) for sid in gone]
        span_new += added
        span_changed += changed
        row = essay_row(after)
        if before is None:
            essay_new.append(row)
        else:
            essay_changed.append((essay_row(before), row))
        old_blind = before.blind if before else {}
        for reviewer in sorted(set(old_blind) | set(after.blind)):
            was, now = old_blind.get(reviewer), after.blind.get(reviewer)
            gone, added, changed = _changed_spans(was, now, only_touched)
            blind_gone += [(reviewer, sid) for sid in gone] + [(reviewer, new[0]) for _, new in changed]
            blind_new += [(reviewer, *r) for r in added] + [(reviewer, *new) for _, new in changed]
            old_row = blind_row(reviewer, was) if was is not None else None
            new_row = blind_row(reviewer, now) if now is not None else None
            if old_row != new_row:
                blind_essay_gone.append((after.essay.id, reviewer))
                if new_row is not None:
                    blind_essay_new.append(new_row)
    tx.delete_many("span_state", ("span_id",), span_gone)
    _update(tx, "span_state", SPAN_STATE, 1, span_changed)
    tx.insert_many("span_state", SPAN_STATE, span_new)
    _update(tx, "essay_state", ESSAY_STATE, 1, essay_changed)
    tx.insert_many("essay_state", ESSAY_STATE, essay_new)
    tx.delete_many("blind_span_state", ("reviewer", "span_id"), blind_gone)
    tx.insert_many("blind_span_state", ("reviewer", *SPAN_STATE), blind_new)
    tx.delete_many("blind_essay_state", ("essay_id", "reviewer"), blind_essay_gone)
    tx.insert_many("blind_essay_state", BLIND_ESSAY_STATE, blind_essay_new)


def decisions(tx: Tx, where: str = "", params: Sequence[Any] = (), live: bool = False) -> list[Decision]:
    """Log records in order; ``live``: without undo records and the steps they took back."""
    sql = f"SELECT {_DECISION} FROM decisions d"
    conds = [where] if where else []
    if live:
        conds += ["d.action <> 'undo'", tx.live_step]
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


def replay_essays(tx: Tx, essay_ids: Iterable[str]) -> dict[str, EssayState]:
    """``replay_essay`` of many essays (every reviewer's decisions), in a few queries per 500 essays; missing
    ids are left out."""
    out: dict[str, EssayState] = {}
    for part in _chunks(essay_ids):
        rows = {r[0]: r for r in tx.all("SELECT id, learner_id, text, language, metadata, position FROM essays "
                                        f"WHERE id IN ({_marks(part)})", part)}
        first: dict[str, list[SpanState]] = {eid: [] for eid in rows}
        introduced: dict[str, dict[int, SpanState]] = {eid: {} for eid in rows}
        for r in tx.all(f"SELECT id, essay_id, {SPAN_COLS}, decision_id FROM spans WHERE essay_id IN "
                        f"({_marks(part)}) ORDER BY id", part):
            st = SpanState(r[0], r[1], _span(r[2:10]), r[10])
            if r[11] is None:
                first[r[1]].append(st)
            else:
                introduced[r[1]][st.id] = st
        logs: dict[str, list[Decision]] = {eid: [] for eid in rows}
        for d in decisions(tx, f"d.essay_id IN ({_marks(part)})", part, live=True):
            logs[d.essay_id].append(d)
        for eid in part:
            if eid in rows:
                out[eid] = replay(essay_of(rows[eid][:5]), rows[eid][5], first[eid], introduced[eid], logs[eid])
    return out


#: decisions whose undo changes the span they name alone and leaves it where it is
_UNDO_LOCAL = frozenset({"accept", "reject", "relabel", "number", "attribute", "comment", "add", "propose"})


def undo_near(taken: Sequence[Decision]) -> Near:
    """What an undo of the decisions ``taken`` reads of each essay (load's ``near``): the spans they name, when
    every one of them on that essay acts on its own span without moving it (anything else: the whole essay)."""
    out: dict[str, tuple[set[int], list[tuple[int, int]]]] = {}
    whole = {d.essay_id for d in taken if d.action not in _UNDO_LOCAL}
    for d in taken:
        if d.essay_id not in whole:
            named = out.setdefault(d.essay_id, (set(), []))[0]
            if d.span_id is not None:
                named.add(d.span_id)
    return out


def resting_on(tx: Tx, taken: Sequence[Decision]) -> list[Decision]:
    """The live decisions of other reviewers after the step of ``taken`` that act on what that step brought
    in: a span it added or proposed, or a blind review it assigned. An undo of the step would void them."""
    last, who = max(d.id for d in taken), taken[0].reviewer
    spans = sorted({d.span_id for d in taken if d.action in ("add", "propose") and d.span_id is not None})
    assigned = {(d.essay_id, r) for d in taken if d.action == "assign" for r in d.value.get("reviewers", ())}
    out = [d for k in range(0, len(spans), 500) for d in decisions(
        tx, f"d.id > ? AND d.reviewer <> ? AND d.span_id IN ({_marks(spans[k:k + 500])})",
        (last, who, *spans[k:k + 500]), live=True)]
    for part in _chunks({e for e, _ in assigned}):
        out += [d for d in decisions(tx, f"d.id > ? AND d.reviewer <> ? AND d.action <> 'open' AND d.essay_id IN "
                                     f"({_marks(part)})", (last, who, *part), live=True)
                if (d.essay_id, d.layer) in assigned]
    return out


#: decisions that change spans other than the one they name, or the blind reviews: an undo of an essay whose
#: live log or undone step holds one replays the whole essay
_WIDE = ("merge", "assign")


def replay_undo(tx: Tx, before: dict[str, EssayState], taken: Sequence[Decision]
                ) -> tuple[dict[str, EssayState], set[str]]:
    """The states of essays once the step of the decisions ``taken`` is undone (its undo record and ``undone``
    row already written), from their states ``before``. A span decision acts on its own span alone, so only
    the spans the step named (those it brought in among them) are replayed from the log, with every live
    decision of the essay for its status and opening; the other spans are
    kept as they are, and ``touched`` names the replayed ones (save_all with only_touched). An essay under blind
    review, or whose live log holds a merge or an assignment, is replayed whole (replay_essays): the second
    value names those, whose every span may differ."""
    out: dict[str, EssayState] = {}
    whole: list[str] = []
    named: dict[str, set[int]] = {}
    wide = {d.essay_id for d in taken if d.action in _WIDE}
    for d in taken:
        if d.span_id is not None:
            named.setdefault(d.essay_id, set()).add(d.span_id)
    for part in _chunks(before):
        logs: dict[str, list[Decision]] = {eid: [] for eid in part}
        for d in decisions(tx, f"d.essay_id IN ({_marks(part)})", part, live=True):
            logs[d.essay_id].append(d)
        ids = sorted({sid for eid in part for sid in named.get(eid, ())})
        rows = [r for k in range(0, len(ids), 500) for r in tx.all(
            f"SELECT id, essay_id, {SPAN_COLS}, decision_id FROM spans WHERE id IN ({_marks(ids[k:k + 500])})",
            ids[k:k + 500])]
        first: dict[str, list[SpanState]] = {eid: [] for eid in part}
        introduced: dict[str, dict[int, SpanState]] = {eid: {} for eid in part}
        for r in rows:
            if r[1] in first:
                st = SpanState(r[0], r[1], _span(r[2:10]), r[10])
                if r[11] is None:
                    first[r[1]].append(st)
                else:
                    introduced[r[1]][st.id] = st
        for eid in part:
            was = before[eid]
            if was.blind or eid in wide or any(d.action in _WIDE for d in logs[eid]):
                whole.append(eid)
                continue
            mine = named.get(eid, set())
            again = replay(was.essay, was.position, first[eid], introduced[eid], logs[eid])
            spans = {sid: s for sid, s in was.spans.items() if sid not in mine}
            spans.update((sid, s) for sid, s in again.spans.items() if sid in mine)
            out[eid] = EssayState(was.essay, was.position, spans, again.status, again.opened, again.confirmed_by,
                                  again.document_comment, again.reviewed_at, touched=set(mine), rest=was.rest)
    out.update(replay_essays(tx, whole))
    return {eid: out[eid] for eid in before}, set(whole)
