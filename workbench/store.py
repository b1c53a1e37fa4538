"""The ReviewStore: SQLite (WAL, migrations) holding essays, spans and an append-only decision log.

The current state of every span is derived from the log (DESIGN.md, practice 9), so undo and an audit
trail (who, what, when) come for free. Every write is one short ``BEGIN IMMEDIATE`` transaction with a
busy timeout, so two reviewers in two processes never lose a decision, and a process killed mid-write
leaves the store as it was before that write. No UI imports here.
"""

from __future__ import annotations

import json
import sqlite3
import time
from collections.abc import Iterable, Iterator, Mapping
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from workbench import taxonomy
from workbench.model import Essay, Span

__all__ = ["ACTIONS", "STATUSES", "SpanState", "ReviewStore", "StoreError"]

#: decisions on one span; "merge" and "status" and "document_comment" act on an essay
ACTIONS = ("accept", "reject", "relabel", "resize", "add", "number", "attribute", "comment", "undo",
           "merge", "status", "document_comment")
STATUSES = ("unreviewed", "in review", "reviewed", "signed off")
COMMENT_TAGS = ("OBS!", "Com!")

_MIGRATIONS = [
    # 1: the first schema
    """
    CREATE TABLE essays (id TEXT PRIMARY KEY, learner_id TEXT NOT NULL, language TEXT NOT NULL,
                         text TEXT NOT NULL, metadata TEXT NOT NULL, position INTEGER NOT NULL);
    CREATE INDEX essays_learner ON essays(learner_id);
    CREATE TABLE spans (id INTEGER PRIMARY KEY AUTOINCREMENT, essay_id TEXT NOT NULL REFERENCES essays(id),
                        start INTEGER NOT NULL, "end" INTEGER NOT NULL, label TEXT NOT NULL,
                        attributes TEXT NOT NULL, number INTEGER, source TEXT NOT NULL, score REAL NOT NULL,
                        reason TEXT NOT NULL, origin TEXT NOT NULL);
    CREATE INDEX spans_essay ON spans(essay_id);
    CREATE TABLE reviewers (name TEXT PRIMARY KEY, created REAL NOT NULL);
    CREATE TABLE decisions (id INTEGER PRIMARY KEY AUTOINCREMENT, essay_id TEXT NOT NULL, span_id INTEGER,
                            action TEXT NOT NULL, value TEXT NOT NULL, reviewer TEXT NOT NULL,
                            time REAL NOT NULL);
    CREATE INDEX decisions_essay ON decisions(essay_id);
    CREATE TABLE signoffs (id INTEGER PRIMARY KEY AUTOINCREMENT, reviewer TEXT NOT NULL, time REAL NOT NULL,
                           note TEXT NOT NULL, release TEXT NOT NULL);
    """,
    # 2: the raw candidates of detection beside the resolved spans, with their evidence (JSON)
    """
    CREATE TABLE candidates (id INTEGER PRIMARY KEY AUTOINCREMENT, essay_id TEXT NOT NULL REFERENCES essays(id),
                             start INTEGER NOT NULL, "end" INTEGER NOT NULL, label TEXT NOT NULL,
                             attributes TEXT NOT NULL, source TEXT NOT NULL, score REAL NOT NULL,
                             reason TEXT NOT NULL, evidence TEXT NOT NULL);
    CREATE INDEX candidates_essay ON candidates(essay_id);
    """,
]
SCHEMA_VERSION = len(_MIGRATIONS)


class StoreError(Exception):
    """A store that cannot be used, or a decision that cannot be applied; the message says why."""


@dataclass
class SpanState:
    """A span as the decision log leaves it."""

    id: int
    essay_id: str
    span: Span
    origin: str  # "auto" or "manual"
    status: str = "open"  # open | accepted | rejected
    comments: list[tuple[str, str]] = field(default_factory=list)  # (tag, text)
    decided_by: str | None = None

    @property
    def resolved(self) -> bool:
        return self.status != "open"


class ReviewStore:
    """A review store in one SQLite file (``":memory:"`` for tests)."""

    def __init__(self, path: str | Path, timeout: float = 30.0) -> None:
        self.path = str(path)
        try:
            self.db = sqlite3.connect(self.path, timeout=timeout, isolation_level=None)
            self.db.execute("PRAGMA journal_mode=WAL")
            self.db.execute("PRAGMA foreign_keys=ON")
            self.db.execute(f"PRAGMA busy_timeout={int(timeout * 1000)}")
            self._migrate()
        except sqlite3.DatabaseError as e:
            raise StoreError(f"{self.path}: not a usable review store ({e})") from None

    # -- schema ----------------------------------------------------------------------------------------
    def _migrate(self) -> None:
        version = self.db.execute("PRAGMA user_version").fetchone()[0]
        if version > SCHEMA_VERSION:
            raise StoreError(f"{self.path}: made by a newer workbench (schema {version}, this one knows "
                             f"{SCHEMA_VERSION}); upgrade the workbench to open it")
        for v in range(version, SCHEMA_VERSION):
            with self._write():
                for statement in _MIGRATIONS[v].split(";"):
                    if statement.strip():
                        self.db.execute(statement)
                self.db.execute(f"PRAGMA user_version={v + 1}")

    @contextmanager
    def _write(self) -> Iterator[sqlite3.Connection]:
        """One short immediate transaction; rolled back on any error."""
        try:
            self.db.execute("BEGIN IMMEDIATE")
        except sqlite3.OperationalError as e:
            raise StoreError(f"{self.path}: the store is locked by another process ({e}); try again") from None
        try:
            yield self.db
        except BaseException:
            self.db.execute("ROLLBACK")
            raise
        else:
            self.db.execute("COMMIT")

    def close(self) -> None:
        self.db.close()

    # -- filling ---------------------------------------------------------------------------------------
    def add_essays(self, items: Iterable[tuple[Essay, Iterable[Span]]],
                   candidates: Mapping[str, Iterable[Span]] | None = None) -> int:
        """Add essays and their automatic spans (an essay already there is left as it is), and with
        ``candidates`` (essay id -> spans) every raw candidate detection proposed for them."""
        n = 0
        with self._write() as db:
            pos = db.execute("SELECT COALESCE(MAX(position), -1) + 1 FROM essays").fetchone()[0]
            for essay, spans in items:
                if db.execute("SELECT 1 FROM essays WHERE id=?", (essay.id,)).fetchone():
                    continue
                db.execute("INSERT INTO essays VALUES (?,?,?,?,?,?)", (essay.id, essay.learner_id, essay.language,
                           essay.text, json.dumps(essay.metadata, ensure_ascii=False), pos + n))
                db.executemany(
                    'INSERT INTO spans (essay_id,start,"end",label,attributes,number,source,score,reason,origin) '
                    "VALUES (?,?,?,?,?,?,?,?,?, 'auto')",
                    [(essay.id, s.start, s.end, s.label, json.dumps(sorted(s.attributes)), s.number, s.source,
                      s.score, s.reason) for s in spans])
                db.executemany(
                    'INSERT INTO candidates (essay_id,start,"end",label,attributes,source,score,reason,evidence) '
                    "VALUES (?,?,?,?,?,?,?,?,?)",
                    [(essay.id, s.start, s.end, s.label, json.dumps(sorted(s.attributes)), s.source, s.score,
                      s.reason, json.dumps(s.to_dict().get("evidence", {}), ensure_ascii=False))
                     for s in (candidates or {}).get(essay.id, ())])
                n += 1
        return n

    def candidates(self, essay_id: str) -> list[Span]:
        """The raw candidates detection proposed for an essay (before overlaps were resolved), by offset."""
        rows = self.db.execute('SELECT start,"end",label,attributes,source,score,reason,evidence FROM candidates '
                               'WHERE essay_id=? ORDER BY start, "end", id', (essay_id,))
        return [Span.from_dict({"start": s, "end": e, "label": label, "attributes": json.loads(a), "source": src,
                                "score": score, "reason": reason, "evidence": json.loads(ev)})
                for s, e, label, a, src, score, reason, ev in rows]

    def add_reviewer(self, name: str) -> None:
        with self._write() as db:
            db.execute("INSERT OR IGNORE INTO reviewers VALUES (?,?)", (name, time.time()))

    # -- reading ---------------------------------------------------------------------------------------
    def essay_ids(self, learner_id: str | None = None) -> list[str]:
        if learner_id is None:
            rows = self.db.execute("SELECT id FROM essays ORDER BY position")
        else:
            rows = self.db.execute("SELECT id FROM essays WHERE learner_id=? ORDER BY position", (learner_id,))
        return [r[0] for r in rows]

    def learner_ids(self) -> list[str]:
        rows = self.db.execute("SELECT learner_id, MIN(position) p FROM essays GROUP BY learner_id ORDER BY p")
        return [r[0] for r in rows]

    def essay(self, essay_id: str) -> Essay:
        row = self.db.execute("SELECT id, learner_id, text, language, metadata FROM essays WHERE id=?",
                              (essay_id,)).fetchone()
        if row is None:
            raise StoreError(f"no essay {essay_id!r} in {self.path}")
        return Essay(row[0], row[1], row[2], row[3], json.loads(row[4]))

    def spans(self, essay_id: str, reviewer: str | None = None) -> list[SpanState]:
        """Every span of an essay in its current state (rejected ones included), by offset. With
        ``reviewer``: the state that reviewer's own decisions alone give (spans others added are left out)."""
        states: dict[int, SpanState] = {}
        decisions = [d for d in self._live_decisions(essay_id) if reviewer is None or d[4] == reviewer]
        added_by_others = {d[1] for d in self._live_decisions(essay_id) if d[2] == "add"} - {
            d[1] for d in decisions if d[2] == "add"}
        for sid, start, end, label, attrs, number, source, score, reason, origin in self.db.execute(
                'SELECT id,start,"end",label,attributes,number,source,score,reason,origin FROM spans '
                "WHERE essay_id=?", (essay_id,)):
            if sid in added_by_others:
                continue
            span = Span(start, end, label, frozenset(json.loads(attrs)), number, source, score, reason)
            states[sid] = SpanState(sid, essay_id, span, origin)
        for _, span_id, action, value, reviewer_ in decisions:
            if span_id in states:
                _apply(states[span_id], action, value, reviewer_)
            elif action == "merge":
                for st in states.values():
                    if st.span.label == value["label"] and st.span.number == value["from"]:
                        st.span = st.span.with_(number=value["to"])
        return sorted(states.values(), key=lambda s: (s.span.start, s.span.end, s.id))

    def _live_decisions(self, essay_id: str) -> list[tuple[int, int | None, str, Any, str]]:
        rows = [(i, s, a, json.loads(v), r) for i, s, a, v, r in self.db.execute(
            "SELECT id, span_id, action, value, reviewer FROM decisions WHERE essay_id=? ORDER BY id",
            (essay_id,))]
        undone = {v["decision"] for _, _, a, v, _ in rows if a == "undo"}
        return [row for row in rows if row[0] not in undone and row[2] != "undo"]

    def history(self, essay_id: str) -> list[dict[str, Any]]:
        """The audit trail of an essay: every decision with who and when, undone ones included."""
        return [{"id": i, "span_id": s, "action": a, "value": json.loads(v), "reviewer": r, "time": t}
                for i, s, a, v, r, t in self.db.execute(
                    "SELECT id, span_id, action, value, reviewer, time FROM decisions WHERE essay_id=? "
                    "ORDER BY id", (essay_id,))]

    def status(self, essay_id: str) -> str:
        for _, _, action, value, _ in reversed(self._live_decisions(essay_id)):
            if action == "status":
                return str(value["status"])
        return "unreviewed"

    def document_comment(self, essay_id: str) -> str:
        for _, _, action, value, _ in reversed(self._live_decisions(essay_id)):
            if action == "document_comment":
                return str(value["text"])
        return ""

    # -- deciding --------------------------------------------------------------------------------------
    def decide(self, essay_id: str, span_id: int | None, action: str, reviewer: str, **value: Any) -> int:
        """Append one decision; returns its id. The value is checked against the essay first."""
        if action not in ACTIONS:
            raise StoreError(f"unknown action {action!r}; known: {', '.join(ACTIONS)}")
        if not reviewer:
            raise StoreError("a decision needs a reviewer name")
        essay = self.essay(essay_id)
        current = {s.id: s for s in self.spans(essay_id)}
        if span_id is not None and span_id not in current:
            raise StoreError(f"essay {essay_id}: no span {span_id}")
        _check(essay, current, span_id, action, value)
        with self._write() as db:
            db.execute("INSERT OR IGNORE INTO reviewers VALUES (?,?)", (reviewer, time.time()))
            cur = db.execute("INSERT INTO decisions (essay_id, span_id, action, value, reviewer, time) "
                             "VALUES (?,?,?,?,?,?)",
                             (essay_id, span_id, action, json.dumps(value, ensure_ascii=False), reviewer,
                              time.time()))
            return int(cur.lastrowid or 0)

    def set_status(self, essay_ids: Iterable[str], status: str, reviewer: str) -> None:
        """Set the status of many essays in one transaction (e.g. all of them at sign-off)."""
        if status not in STATUSES:
            raise StoreError(f"a status is one of {', '.join(STATUSES)}")
        now, value = time.time(), json.dumps({"status": status})
        with self._write() as db:
            db.execute("INSERT OR IGNORE INTO reviewers VALUES (?,?)", (reviewer, now))
            db.executemany("INSERT INTO decisions (essay_id, span_id, action, value, reviewer, time) "
                           "VALUES (?, NULL, 'status', ?, ?, ?)", [(e, value, reviewer, now) for e in essay_ids])

    def add_span(self, essay_id: str, start: int, end: int, label: str, reviewer: str,
                 attributes: Iterable[str] = ()) -> int:
        """A reviewer's own span (e.g. from selecting text); returns the new span id."""
        essay = self.essay(essay_id)
        span = Span(start, end, label, frozenset(attributes) | {"manual"}, None, "manual", 1.0, f"added by {reviewer}")
        _check(essay, {s.id: s for s in self.spans(essay_id)}, None, "add", {"start": start, "end": end,
                                                                               "label": label})
        with self._write() as db:
            cur = db.execute(
                'INSERT INTO spans (essay_id,start,"end",label,attributes,number,source,score,reason,origin) '
                "VALUES (?,?,?,?,?,?,?,?,?, 'manual')",
                (essay_id, start, end, label, json.dumps(sorted(span.attributes)), None, span.source, 1.0,
                 span.reason))
            span_id = int(cur.lastrowid or 0)
            db.execute("INSERT INTO decisions (essay_id, span_id, action, value, reviewer, time) VALUES "
                       "(?,?,?,?,?,?)", (essay_id, span_id, "add",
                                         json.dumps({"start": start, "end": end, "label": label}), reviewer,
                                         time.time()))
        return span_id

    def undo(self, essay_id: str, reviewer: str) -> int | None:
        """Undo the latest live decision on an essay; returns the id of the undone decision."""
        live = [d for d in self._live_decisions(essay_id) if d[2] != "add"]
        if not live:
            return None
        self.decide(essay_id, None, "undo", reviewer, decision=live[-1][0])
        return live[-1][0]

    # -- corpus views ----------------------------------------------------------------------------------
    def unresolved(self, essay_id: str) -> list[SpanState]:
        """Spans still waiting for a decision."""
        return [s for s in self.spans(essay_id) if not s.resolved]

    def resolved_spans(self, essay_id: str) -> list[Span]:
        """The accepted spans of an essay: what a release replaces."""
        return [s.span for s in self.spans(essay_id) if s.status == "accepted"]

    def overview(self) -> list[dict[str, Any]]:
        """One row per essay, in a few bulk queries (fast enough for 20,000 essays): id, learner, status,
        whether it was ever opened, the labels of its open spans, its span counts per label, reviewers."""
        rows: dict[str, dict[str, Any]] = {}
        for eid, learner in self.db.execute("SELECT id, learner_id FROM essays ORDER BY position"):
            rows[eid] = {"essay_id": eid, "learner_id": learner, "status": "unreviewed", "opened": False,
                         "open": {}, "labels": {}, "reviewers": set()}
        spans: dict[int, list[Any]] = {sid: [eid, label, "open"] for sid, eid, label in
                                       self.db.execute("SELECT id, essay_id, label FROM spans")}
        decisions = self.db.execute("SELECT id, essay_id, span_id, action, value, reviewer FROM decisions "
                                    "ORDER BY id").fetchall()
        undone = {json.loads(v)["decision"] for _, _, _, a, v, _ in decisions if a == "undo"}
        for did, eid, sid, action, value, reviewer in decisions:
            if did in undone or action == "undo":
                continue
            row = rows[eid]
            row["opened"] = True
            row["reviewers"].add(reviewer)
            if action == "status":
                row["status"] = json.loads(value)["status"]
            elif sid in spans:
                if action in ("accept", "add"):
                    spans[sid][2] = "accepted"
                elif action == "reject":
                    spans[sid][2] = "rejected"
                elif action == "relabel":
                    spans[sid][1] = json.loads(value)["label"]
        for eid, label, status in spans.values():
            row = rows[eid]
            if status != "rejected":
                row["labels"][label] = row["labels"].get(label, 0) + 1
            if status == "open":
                row["open"][label] = row["open"].get(label, 0) + 1
        return list(rows.values())

    def annotations(self, reviewer: str | None = None) -> list[tuple[Essay, list[Span]]]:
        """Every essay with its accepted spans (by everyone, or by one ``reviewer``): for agreement and
        evaluation (workbench.evaluate), in the span format's shape."""
        return [(self.essay(e), [s.span for s in self.spans(e, reviewer) if s.status == "accepted"])
                for e in self.essay_ids()]

    def sign_off(self, reviewer: str, note: str = "", release: str = "") -> int:
        with self._write() as db:
            cur = db.execute("INSERT INTO signoffs (reviewer, time, note, release) VALUES (?,?,?,?)",
                             (reviewer, time.time(), note, release))
            return int(cur.lastrowid or 0)

    def signoffs(self) -> list[dict[str, Any]]:
        return [{"id": i, "reviewer": r, "time": t, "note": n, "release": rel}
                for i, r, t, n, rel in self.db.execute("SELECT id, reviewer, time, note, release FROM signoffs")]


def _apply(state: SpanState, action: str, value: dict[str, Any], reviewer: str) -> None:
    span = state.span
    if action in ("accept", "add"):
        state.status = "accepted"
    elif action == "reject":
        state.status = "rejected"
    elif action == "relabel":
        state.span = span.with_(label=value["label"])
    elif action == "resize":
        state.span = span.with_(start=value["start"], end=value["end"])
    elif action == "number":
        state.span = span.with_(number=value["number"])
    elif action == "attribute":
        attrs = set(span.attributes)
        (attrs.add if value["on"] else attrs.discard)(value["name"])
        state.span = span.with_(attributes=frozenset(attrs))
    elif action == "comment":
        state.comments.append((value["tag"], value["text"]))
        return
    state.decided_by = reviewer


def _check(essay: Essay, current: dict[int, SpanState], span_id: int | None, action: str,
           value: dict[str, Any]) -> None:
    where = f"essay {essay.id}" + (f", span {span_id}" if span_id is not None else "")
    if action in ("relabel", "add") and not taxonomy.is_label(value.get("label", "")):
        raise StoreError(f"{where}: unknown label {value.get('label')!r}")
    if action in ("resize", "add"):
        start, end = value.get("start"), value.get("end")
        if not (isinstance(start, int) and isinstance(end, int) and 0 <= start < end <= len(essay.text)):
            raise StoreError(f"{where}: [{start}, {end}) is not a stretch of the text (0-{len(essay.text)})")
        for other in current.values():
            if other.id != span_id and other.status != "rejected" and other.span.start < end \
                    and start < other.span.end:
                raise StoreError(f"{where}: [{start}, {end}) crosses span {other.id} "
                                 f"[{other.span.start}, {other.span.end}) {other.span.label}")
    if action == "comment" and value.get("tag") not in COMMENT_TAGS:
        raise StoreError(f"{where}: a comment's tag is one of {', '.join(COMMENT_TAGS)}")
    if action == "status" and value.get("status") not in STATUSES:
        raise StoreError(f"{where}: a status is one of {', '.join(STATUSES)}")
    if action == "number" and not isinstance(value.get("number"), int):
        raise StoreError(f"{where}: a running number is a whole number")
