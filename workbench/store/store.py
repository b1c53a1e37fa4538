"""ReviewStore: the one way into a review store, on SQLite (a file) or PostgreSQL (a URL).

The append-only log (essays, spans, decisions) is the truth; every write validates its decisions inside the
write transaction, appends them and updates the materialized state (essay_state, span_state, undone) with the
one reducer in that same transaction; ``rebuild`` derives the state again from the log alone. Reads come from
the state: one essay in two queries, progress and learner tables in one aggregate query, never a replay.
"""

from __future__ import annotations

import getpass
import json
import logging
import os
import time
import uuid
from collections import Counter
from collections.abc import Collection, Iterable, Iterator, Mapping, Sequence
from contextlib import contextmanager
from pathlib import Path
from typing import TYPE_CHECKING, Any

from workbench.gcpause import paused_gc
from workbench.model import Essay, Span
from workbench.store import schema
from workbench.store.api import (
    Assignment,
    Comment,
    Decision,
    Edit,
    EssayView,
    Hit,
    KeptOccurrence,
    LearnerRow,
    Progress,
    Query,
    RosterChange,
    SearchResult,
    SignOff,
    SignoffData,
    SpanState,
    Step,
    StoreError,
    Undone,
)
from workbench.store.postgres import PostgresBackend, is_url
from workbench.store.reducer import EssayState, check
from workbench.store.release_state import (
    LogMark,
    changed_essays,
    continues,
    ensure_cache,
    learner_digests,
    load_cache,
    load_checked,
    log_mark,
    save_cache,
    store_id,
)
from workbench.store.rename import learner_refusal, rename, renamed_away
from workbench.store.search import Vocabulary, edits_for, index_all, index_essays, search, search_all
from workbench.store.signoff import REOPENS, check_reason, refusal
from workbench.store.sqlite import SQLiteBackend, Tx
from workbench.store.state import (
    ESSAY_STATE,
    SPAN_STATE,
    decisions,
    essay_of,
    essay_row,
    load,
    replay_essay,
    replay_essays,
    replay_undo,
    resting_on,
    save_all,
    span_row,
    span_state,
    undo_near,
)
from workbench.store.texts import Texts
from workbench.store.undo import describe_step
from workbench.store.validate import (
    check_edit,
    check_renderable,
    check_reviewer,
    check_span,
    check_text,
    describe_span,
)
from workbench.store.writer import DECISION_COLS, SPAN_COLS, Writer, near_of

if TYPE_CHECKING:
    from workbench.review_release import ReleaseCheck

__all__ = ["ReviewStore", "os_account"]

log = logging.getLogger(__name__)
_REVIEWED = "CASE WHEN status IN ('reviewed', 'signed off') THEN 1 ELSE 0 END"
_COUNTS = (f"COUNT(*), SUM(opened), SUM(CASE WHEN opened = 0 AND confirmed_by IS NOT NULL THEN 1 ELSE 0 END), "
           f"SUM({_REVIEWED}), SUM(CASE WHEN status = 'signed off' THEN 1 ELSE 0 END), SUM(open_spans), "
           "SUM(open_sensitive), SUM(open_extra), SUM(CASE WHEN assigned > 0 THEN 1 ELSE 0 END), "
           f"SUM(CASE WHEN assigned > 0 THEN {_REVIEWED} ELSE 0 END)")
_LEARNER = (f"SELECT learner_id, COUNT(*), SUM(opened), SUM({_REVIEWED}), SUM(open_spans), SUM(open_sensitive), "
            "SUM(open_extra) FROM essay_state GROUP BY learner_id")
_SIGNOFF = "id, reviewer, time, note, release, digest, essays, confirmed, leaks"
_SIGNOFF_BULK = "signoff-"
#: span edits whose result must be a span a release can render (ReviewStore._check_result)
_RENDERED = frozenset({"accept", "relabel", "resize", "number", "attribute"})
_CANDIDATE_COLS = ("id", "essay_id", "start", "end", "label", "attributes", "source", "score", "reason", "evidence")


def os_account() -> str:
    """The login name of this process: a signer the store accepts without a roster. The name of the user id the
    process runs as, not $LOGNAME or $USER, which anyone sets (review 18: LOGNAME=Anna was logged as Anna); a user
    id with no name (a container's bare uid) is "uid:<n>"; where the system has no user ids (Windows), the
    environment's name."""
    try:
        import pwd
    except ImportError:
        return getpass.getuser()
    try:
        return pwd.getpwuid(os.getuid()).pw_name
    except KeyError:
        return f"uid:{os.getuid()}"


def _check_signer(tx: Tx, reviewer: str, account: str, doing: str) -> None:
    """Refuse a signer who is neither ``account`` (the OS account) nor on the store's roster."""
    if reviewer != account and not tx.value("SELECT roster FROM reviewers WHERE name = ?", (reviewer,)):
        raise StoreError(f"cannot {doing} as {reviewer!r}: neither this OS account nor on the store's roster of "
                         "reviewers (add_reviewer / workbench review reviewer NAME)")


def _give_id(tx: Tx) -> None:
    """Give the store its random id (schema 6), unless it has one."""
    tx.run("INSERT INTO workbench_meta (key, value) VALUES ('store_id', ?) ON CONFLICT (key) DO NOTHING",
           (uuid.uuid4().hex,))


def _differs(essay: Essay, learner_id: str, language: str, text: str) -> list[str]:
    """A problem when ``essay`` is not the stored essay of its id (text, learner, language), else none."""
    what = [f"its {name} differs from the stored one" + (f" ({old!r}, here {new!r})" if name != "text" else "")
            for name, old, new in (("text", text, essay.text), ("learner", learner_id, essay.learner_id),
                                   ("language", language, essay.language)) if old != new]
    if not what:
        return []
    return [f"essay {essay.id!r}: {'; '.join(what)}: the store keeps its stored essay and the review of it, "
            "not this one (give a changed essay a new id, or review it in a new store)"]


def _view(st: EssayState, layer: str | None) -> EssayView:
    """An essay's shared state, or one reviewer's blind state of it, as a screen shows it."""
    shown = st.layer(layer)
    return EssayView(st.essay, shown.status, shown.opened, st.confirmed_by if layer is None else None,
                     shown.document_comment, shown.sorted_spans(), st.position, tuple(st.blind), layer)


def _limit(limit: int | None) -> int:
    return 2**62 if limit is None else max(0, int(limit))


def _ints(row: Sequence[Any] | None) -> list[int]:
    return [int(v or 0) for v in (row or ())]


def _parts(ids: Collection[str], size: int = 500) -> Iterable[list[str]]:
    """``ids`` in sorted chunks small enough for one IN (...) list."""
    ordered = sorted(ids)
    for k in range(0, len(ordered), size):
        yield ordered[k:k + size]


class ReviewStore:
    """A review store: a SQLite file (``":memory:"`` for a throwaway one) or a ``postgresql://`` URL."""

    def __init__(self, target: str | Path, timeout: float = 30.0) -> None:
        self._target, self._timeout = str(target), timeout
        self.path = str(target)
        self.backend: SQLiteBackend | PostgresBackend = (
            PostgresBackend(self.path, timeout) if is_url(self.path) else SQLiteBackend(self.path, timeout))
        self.path = self.backend.name  # a URL without its password
        self._vocab = Vocabulary()
        self._texts = Texts()  # essay texts, read once (propagation reads every essay of the learners touched)
        self._empty = False
        try:
            self._open()
        except StoreError:
            self.backend.close()
            raise

    def __repr__(self) -> str:
        return f"ReviewStore({self.path!r})"

    def close(self) -> None:
        self.backend.close()

    def reopen(self) -> ReviewStore:
        """Another connection to the same store (a connection serves one thread: a background job opens its
        own). Not for ``":memory:"`` stores, which exist in one connection only."""
        return ReviewStore(self._target, self._timeout)

    def __enter__(self) -> ReviewStore:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    # -- schema ----------------------------------------------------------------------------------------
    def _open(self) -> None:
        """Read the schema, writing nothing: a store of this schema is ready; an empty database becomes a store
        at its first write (a command that only reads is refused: no store there); one of an older schema is
        upgraded; any other database (another application's tables) is refused, and never written. An account
        that may not upgrade it (a read-only file, a role that may only read or may not make tables) reads a store
        of schema.READABLE_AS_IS as it is, and is refused an older one with a StoreError."""
        with self.backend.read() as tx:
            version = self.backend.schema_version(tx)
            tables = self.backend.tables(tx)
            self.backend.find_access(tx, tables)
        if version > schema.SCHEMA_VERSION:
            raise StoreError(f"{self.path}: made by a newer workbench (schema {version}, this one knows "
                             f"{schema.SCHEMA_VERSION}); upgrade the workbench to open it")
        self._empty = version == 0 and not tables
        if version == schema.SCHEMA_VERSION or self._empty:
            if self._empty and self.path == ":memory:":  # nobody else's: made at once
                self._create()
            return
        if version == 0 and "essays" not in tables:
            shown = ", ".join(tables[:5]) + (f" and {len(tables) - 5} more" if len(tables) > 5 else "")
            raise StoreError(f"{self.path}: not a review store: it holds other tables ({shown}); give the review "
                             "store a file (or schema) of its own")
        if not self.backend.read_only:
            try:
                self._migrate()
                return
            except Exception as e:  # a role that may write rows but not make tables, a read-only server
                if not self.backend.denied(e):
                    raise
        if version != schema.READABLE_AS_IS:
            raise StoreError(f"{self.path}: a review store of schema {version}, which this account may not upgrade "
                             "(read-only here, or no right to make tables): open it once as an account that may, so "
                             "that this workbench can upgrade it")
        self.backend.stand_in_meta()  # no store id: every verdict on it is checked anew (review 23 M2)

    def _create(self) -> None:
        """Make the tables of an empty database (at its first write)."""
        self.backend.prepare_new()
        with self.backend.write() as tx:
            if self.backend.schema_version(tx) == 0 and not self.backend.tables(tx):  # not made meanwhile
                for sql in schema.statements(schema.SCHEMA, self.backend.float_type, self.backend.updated_in_place):
                    tx.run(sql)
                self.backend.set_schema_version(tx, schema.SCHEMA_VERSION)
                _give_id(tx)
        self._empty = False

    def _migrate(self) -> None:
        ftype = self.backend.float_type
        with self.backend.write() as tx:
            version = self.backend.schema_version(tx)
            if version == schema.SCHEMA_VERSION:  # upgraded meanwhile
                return
            if version in (1, 2, 3, 4, 5) and (version > 1 or isinstance(self.backend, SQLiteBackend)):
                if version < 3:
                    for sql in schema.statements(schema.V1_TO_V2 if version == 1 else schema.V2_TO_V3, ftype):
                        tx.run(sql)
                    self._rebuild(tx)
                    index_all(tx)
                for sql in schema.statements(schema.V3_TO_V4 if version < 4 else "", ftype):
                    tx.run(sql)
                for sql in schema.statements(schema.V4_TO_V5 if version < 5 else "", ftype):
                    tx.run(sql)
                for sql in schema.statements(schema.V5_TO_V6, ftype):
                    tx.run(sql)
            else:
                raise StoreError(f"{self.path}: holds tables of no known review-store schema ({version})")
            self.backend.set_schema_version(tx, schema.SCHEMA_VERSION)
            _give_id(tx)

    @contextmanager
    def _write(self) -> Iterator[Tx]:
        """A write transaction; an empty database gets the store's tables first."""
        if self._empty:
            self._create()
        with self.backend.write() as tx:
            yield tx

    @contextmanager
    def _read(self) -> Iterator[Tx]:
        """A read transaction (StoreError when the database is still empty: no review store there yet)."""
        if self._empty:
            self._open()  # another process may have made it meanwhile
            if self._empty:
                raise StoreError(f"{self.path}: no review store there yet (an empty database): workbench review "
                                 "init makes one")
        with self.backend.read() as tx:
            yield tx

    # -- filling ---------------------------------------------------------------------------------------
    def add_essays(self, items: Iterable[tuple[Essay, Iterable[Span]]], batch: int = 2000,
                   candidates: Mapping[str, Iterable[Span]] | None = None, problems: list[str] | None = None
                   ) -> int:
        """Add essays and their automatic spans in bulk, and with ``candidates`` (essay id -> spans) every raw
        candidate detection proposed for them. An essay already there is left as it is (its review is never
        overwritten); one whose text, learner or language differs from the stored one is a problem, appended
        to ``problems`` (logged as a warning without), and so is one whose id an essay of the store had until
        it was renamed (not added: workbench.store.rename.renamed_away). Every span and candidate is checked (a
        label, offsets inside the text; spans also: no two crossing); StoreError names the first bad one and
        nothing of that batch is added. After a bulk load (500 essays or more) the backend brings its planner
        statistics up to date and vacuums the tables filled (backend.after_load)."""
        n, chunk, found = 0, [], problems if problems is not None else []
        for item in items:
            chunk.append(item)
            if len(chunk) >= batch:
                n += self._add_batch(chunk, candidates or {}, found)
                chunk = []
        n += self._add_batch(chunk, candidates or {}, found) if chunk else 0
        if problems is None:
            for problem in found:
                log.warning("%s", problem)
        if n >= 500:
            self.backend.after_load()
        return n

    def _add_batch(self, items: list[tuple[Essay, Iterable[Span]]], candidates: Mapping[str, Iterable[Span]],
                   problems: list[str]) -> int:
        with self._write() as tx:
            pos = int(tx.value("SELECT COALESCE(MAX(position), -1) + 1 FROM essays"))
            sid = int(tx.value("SELECT COALESCE(MAX(id), 0) FROM spans")) + 1
            cid = int(tx.value("SELECT COALESCE(MAX(id), 0) FROM candidates")) + 1
            raw: list[tuple[Any, ...]] = []
            ids = {e.id for e, _ in items if isinstance(e.id, str)}
            stored = {r[0]: r[1:] for part in _parts(ids) for r in tx.all(
                f"SELECT id, learner_id, language, text FROM essays WHERE id IN ({','.join('?' * len(part))})", part)}
            renamed = renamed_away(tx, ids - set(stored))
            have = set(stored) | set(renamed)
            essays: list[tuple[Any, ...]] = []
            spans: list[tuple[Any, ...]] = []
            states: list[tuple[Any, ...]] = []
            span_states: list[tuple[Any, ...]] = []
            for essay, given in items:
                if not isinstance(essay.id, str) or not essay.id or essay.id in have:
                    if not isinstance(essay.id, str) or not essay.id:
                        raise StoreError(f"an essay id must be non-empty text, not {essay.id!r}")
                    if essay.id in stored:
                        problems.extend(_differs(essay, *stored[essay.id]))
                    elif essay.id in renamed:  # its source read again: not added twice (review 23 M1)
                        problems.append(f"essay {renamed[essay.id]} of this store had this essay's id before a rename "
                                        "(the id is not shown: it may name someone); not added")
                    continue
                have.add(essay.id)
                st = EssayState(essay, pos)
                for span in given:
                    check_span(essay, span.start, span.end, span.label, f"essay {essay.id}")
                    st.spans[sid] = SpanState(sid, essay.id, span, "auto")
                    spans.append((sid, essay.id, span.start, span.end, span.label,
                                   json.dumps(sorted(span.attributes), ensure_ascii=False), span.number,
                                   span.source, span.score, span.reason, "auto", None))
                    sid += 1
                check(st)
                for c in candidates.get(essay.id, ()):
                    check_span(essay, c.start, c.end, c.label, f"essay {essay.id}, a raw candidate")
                    raw.append((cid, essay.id, c.start, c.end, c.label,
                                json.dumps(sorted(c.attributes), ensure_ascii=False), c.source, c.score, c.reason,
                                json.dumps(c.to_dict().get("evidence", {}), ensure_ascii=False)))
                    cid += 1
                essays.append((essay.id, essay.learner_id, essay.language, essay.text,
                               json.dumps(essay.metadata, ensure_ascii=False), pos))
                states.append(essay_row(st))
                span_states.extend(span_row(s) for s in st.spans.values())
                pos += 1
            tx.insert_many("essays", ("id", "learner_id", "language", "text", "metadata", "position"), essays)
            tx.insert_many("spans", SPAN_COLS, spans)
            tx.insert_many("candidates", _CANDIDATE_COLS, raw)
            tx.insert_many("essay_state", ESSAY_STATE, states)
            tx.insert_many("span_state", SPAN_STATE, span_states)
            index_essays(tx, [(row[0], row[5], row[3]) for row in essays])
        return len(essays)

    def add_reviewer(self, name: str, roster: bool = True, override: str | None = None) -> None:
        """Put a reviewer on the store's roster (the names that may sign off besides the OS account, and the
        only ones that may reopen a sign-off), or take one off (``roster`` False). Who may: anyone while the
        roster is empty and nothing was signed off (the first entry); an OS account that signed off when the
        roster is empty after a sign-off; else only a process whose OS account is on the roster. Every change
        is logged with that OS account and the time (``roster_log``). ``override``: the reason why an account
        the roster does not let in makes the change all the same (a roster of people's names, not logins; a
        signer who left), logged with it, so that no store is locked for good (review 18)."""
        name = check_reviewer(name)
        account = os_account()
        if override is not None:
            what = "the reason for changing the roster from outside it"
            override = check_reason(check_text(override, what), what)
        with self._write() as tx:
            members = [r[0] for r in tx.all("SELECT name FROM reviewers WHERE roster = 1 ORDER BY name")]
            signers = {r[0] for r in tx.all("SELECT reviewer FROM signoffs")}
            way_out = ("; if no one on it can (a roster of people's names, not logins, or a signer who left), "
                       "change it with a reason that is logged: workbench review reviewer NAME --override REASON")
            if override is None and members and account not in members:
                raise StoreError(f"cannot change the roster as OS account {account!r}: it is not on the roster "
                                 f"({', '.join(members)}); a roster member's account adds names (only the first "
                                 f"entry is free){way_out}")
            if override is None and not members and signers and account not in signers:
                raise StoreError(f"cannot start the roster as OS account {account!r}: the store was signed off "
                                 f"(by {', '.join(sorted(signers))}), so the roster's first entry comes from the "
                                 f"account of a signer{way_out}")
            now = time.time()
            tx.run("INSERT INTO reviewers (name, created, roster) VALUES (?, ?, ?) ON CONFLICT (name) DO UPDATE "
                   "SET roster = EXCLUDED.roster", (name, now, int(roster)))
            change = int(tx.value("SELECT COALESCE(MAX(id), 0) FROM roster_changes")) + 1
            tx.run("INSERT INTO roster_changes (id, name, roster, account, time, override) VALUES (?, ?, ?, ?, ?, ?)",
                   (change, name, int(roster), account, now, override))

    def roster_log(self) -> list[RosterChange]:
        """Every change of the roster, oldest first: who was put on (or taken off), by which OS account, when."""
        with self._read() as tx:
            return [RosterChange(int(i), n, bool(r), a, float(t), o) for i, n, r, a, t, o in
                    tx.all("SELECT id, name, roster, account, time, override FROM roster_changes ORDER BY id")]

    def roster(self) -> list[str]:
        with self._read() as tx:
            return [r[0] for r in tx.all("SELECT name FROM reviewers WHERE roster = 1 ORDER BY name")]

    # -- deciding --------------------------------------------------------------------------------------
    def apply(self, reviewer: str, edits: Sequence[Edit], bulk: bool | str = False) -> Step:
        """Validate and append edits as one step (undone as one). ``bulk``: they carry one bulk id (given, or
        made up when True). Every edit is checked against the state left by those before it, inside the
        write transaction; any refusal appends nothing."""
        with paused_gc():  # the step's working set freed inside the pause, with _apply's frame (gcpause)
            return self._apply(reviewer, edits, bulk)

    def _apply(self, reviewer: str, edits: Sequence[Edit], bulk: bool | str) -> Step:
        reviewer = check_reviewer(reviewer)
        if not edits:
            raise StoreError("nothing to apply")
        bulk_id = (bulk if isinstance(bulk, str) else uuid.uuid4().hex[:12]) if bulk else None
        added: list[int] = []
        with self._write() as tx:
            w = Writer(tx, reviewer, bulk_id, self._texts)
            w.preload((edit.essay_id for edit in edits if isinstance(edit, Edit)), near_of(edits))
            for edit in edits:
                if not isinstance(edit, Edit):
                    raise StoreError(f"an edit is an Edit record, not {type(edit).__name__}")
                state = w.target(edit.essay_id, edit.action, edit.value)
                check_edit(state, edit)
                if edit.action == "add":
                    added.append(self._add(w, state, edit))
                    continue
                was = state.spans[edit.span_id].span if edit.action in _RENDERED and edit.span_id is not None else None
                w.append(edit.essay_id, edit.span_id, edit.action, dict(edit.value))
                if was is not None:
                    self._check_result(state, edit, was)
            ids = w.finish()
        return Step(w.step, tuple(ids), bulk_id, tuple(w.proposed), added[0] if len(added) == 1 else None,
                    tuple(added))

    @staticmethod
    def _add(w: Writer, state: EssayState, edit: Edit) -> int:
        """A reviewer's own span, accepted (the edit is checked); returns its id."""
        v, where = edit.value, f"essay {edit.essay_id}"
        span = Span(v["start"], v["end"], v["label"], frozenset(v.get("attributes", ())) | {"manual"},
                    v.get("number"), "manual", 1.0, f"added by {w.reviewer}")
        check_renderable(state.essay, span, where)
        new = w.new_span(edit.essay_id, span, "manual")
        value = {k: v[k] for k in ("start", "end", "label")}
        w.append(edit.essay_id, new.id, "add", value, {new.id: new})
        return new.id

    @staticmethod
    def _check_result(state: EssayState, edit: Edit, was: Span) -> None:
        """The span an edit left (the reducer applied it in memory; a refusal appends nothing of the step) must
        be one a release can render; ``was``: the span before, as the refusal names it."""
        assert edit.span_id is not None
        check_renderable(state.essay, state.spans[edit.span_id].span,
                         lambda: f"essay {state.essay.id}, span {describe_span(state, was)}")

    def decide(self, essay_id: str, span_id: int | None, action: str, reviewer: str, **value: Any) -> int:
        """Append one decision (validated); returns its id."""
        return self.apply(reviewer, [Edit(essay_id, action, span_id, value)]).decision_ids[0]

    def comment(self, essay_id: str, span_id: int, tag: str, text: str, reviewer: str) -> int:
        """An OBS!/Com! comment on a span (e.g. read from a SVALA file)."""
        return self.decide(essay_id, span_id, "comment", reviewer, tag=tag, text=text)

    def add_span(self, essay_id: str, start: int, end: int, label: str, reviewer: str,
                 attributes: Iterable[str] = (), number: int | None = None) -> int:
        """A reviewer's own span (e.g. from selecting text), accepted; returns the new span id."""
        return self.add_span_step(essay_id, start, end, label, reviewer, attributes, number).span_id or 0

    def add_span_step(self, essay_id: str, start: int, end: int, label: str, reviewer: str,
                      attributes: Iterable[str] = (), number: int | None = None) -> Step:
        """``add_span`` returning the whole step (with the candidates it proposed elsewhere)."""
        value: dict[str, Any] = {"start": start, "end": end, "label": label}
        if number is not None:
            value["number"] = number
        if attributes:
            value["attributes"] = sorted(attributes)
        return self.apply(reviewer, [Edit(essay_id, "add", None, value)])

    def open_essay(self, essay_id: str, reviewer: str) -> EssayView:
        """The essay as ``reviewer`` sees it (their own blind review when it is assigned to them); the first
        opening is recorded (who and when) and moves an unreviewed essay into review. Not a step undo takes
        back."""
        reviewer = check_reviewer(reviewer)
        view = self.view(essay_id, reviewer)
        if not view.opened or view.status == "unreviewed":
            with self._write() as tx:
                w = Writer(tx, reviewer, texts=self._texts)
                st = w.target(essay_id, "open")
                if not st.opened or st.status == "unreviewed":
                    w.append(essay_id, None, "open", {})
                w.finish()
            view = self.view(essay_id, reviewer)
        return view

    # -- blind review and adjudication -----------------------------------------------------------------
    def assign(self, essay_ids: Sequence[str], reviewers: Sequence[str], by: str) -> Step:
        """Give essays to two or more reviewers who review them blind (each sees the candidates and their own
        decisions only), in one bulk step recorded with ``by``'s name. Refused for an essay whose shared state
        holds decisions already, or that is assigned to one of them."""
        if not essay_ids:
            raise StoreError("no essay to assign")
        names = [check_reviewer(r) for r in reviewers]
        return self.apply(by, [Edit(e, "assign", None, {"reviewers": names}) for e in essay_ids], bulk=True)

    def assigned_to(self, reviewer: str) -> list[str]:
        """The essays assigned to ``reviewer`` for blind review, in corpus order."""
        with self._read() as tx:
            return [r[0] for r in tx.all("SELECT b.essay_id FROM blind_essay_state b JOIN essay_state s ON "
                                         "s.essay_id = b.essay_id WHERE b.reviewer = ? ORDER BY s.position",
                                         (reviewer,))]

    def blind_counts(self, reviewer: str) -> tuple[int, int]:
        """How many essays are assigned to ``reviewer``, and how many of them they marked reviewed."""
        with self._read() as tx:
            return tuple(_ints(tx.one("SELECT COUNT(*), SUM(CASE WHEN status = 'reviewed' THEN 1 ELSE 0 END) FROM "
                                      "blind_essay_state WHERE reviewer = ?", (reviewer,))))  # type: ignore[return-value]

    def assignments(self, offset: int = 0, limit: int | None = 50, ready: bool = False,
                    adjudicated: bool | None = None) -> list[Assignment]:
        """A page of the essays under blind review, in corpus order: ``ready`` only those whose every blind
        review is finished and that await adjudication; ``adjudicated`` True/False only those (not) adjudicated."""
        conds = ["s.assigned > 0"]
        if ready or adjudicated is False:
            conds.append(f"NOT ({_REVIEWED.replace('status', 's.status')} = 1)")
        if adjudicated:
            conds.append(f"{_REVIEWED.replace('status', 's.status')} = 1")
        if ready:
            conds.append("NOT EXISTS (SELECT 1 FROM blind_essay_state o WHERE o.essay_id = s.essay_id AND "
                         "o.status <> 'reviewed')")
        with self._read() as tx:
            rows = tx.all(f"SELECT s.essay_id, s.learner_id, s.status FROM essay_state s WHERE {' AND '.join(conds)} "
                          "ORDER BY s.position LIMIT ? OFFSET ?", (_limit(limit), offset))
            blind: dict[str, list[tuple[str, str]]] = {}
            ids = [r[0] for r in rows]
            for k in range(0, len(ids), 500):
                chunk = ids[k:k + 500]
                for eid, reviewer, status in tx.all(
                        f"SELECT essay_id, reviewer, status FROM blind_essay_state WHERE essay_id IN "
                        f"({','.join('?' * len(chunk))}) ORDER BY reviewer", chunk):
                    blind.setdefault(eid, []).append((reviewer, status))
        return [Assignment(eid, learner, tuple(r for r, _ in blind.get(eid, [])),
                           tuple(r for r, st in blind.get(eid, []) if st == "reviewed"),
                           status in ("reviewed", "signed off")) for eid, learner, status in rows]

    def blind_marks(self) -> dict[str, dict[str, list[tuple[int, int, str, str]]]]:
        """For agreement: every essay under blind review whose reviewers all finished, with each reviewer's
        spans as ``(start, end, label, status)`` (a reviewer who kept no span has an empty list)."""
        finished = ("FROM blind_essay_state b WHERE NOT EXISTS (SELECT 1 FROM blind_essay_state o WHERE "
                    "o.essay_id = b.essay_id AND o.status <> 'reviewed')")
        out: dict[str, dict[str, list[tuple[int, int, str, str]]]] = {}
        with self._read() as tx:
            for eid, reviewer in tx.all(f"SELECT b.essay_id, b.reviewer {finished} ORDER BY b.essay_id, b.reviewer"):
                out.setdefault(eid, {})[reviewer] = []
            for r in tx.all('SELECT s.essay_id, s.reviewer, s.start, s."end", s.label, s.status FROM '
                            f"blind_span_state s WHERE s.essay_id IN (SELECT b.essay_id {finished}) "
                            "ORDER BY s.essay_id, s.start"):
                out[r[0]][r[1]].append((r[2], r[3], r[4], r[5]))
        return out

    def blind_views(self, essay_id: str) -> dict[str, EssayView]:
        """Every assigned reviewer's blind review of an essay (for the curator), by reviewer name."""
        with self._read() as tx:
            states = load(tx, [essay_id], texts=self._texts)
        if essay_id not in states:
            raise StoreError(f"no essay {essay_id!r} in {self.path}")
        st = states[essay_id]
        return {r: _view(st, r) for r in st.blind}



    def confirm_unopened(self, reviewer: str, note: str = "") -> Step | None:
        """Confirm, in one bulk step, every essay nobody opened (recorded with who and when): the explicit
        confirmation sign-off accepts in place of an opening. None when there is none."""
        ids = self.never_opened(limit=None)
        if not ids:
            return None
        return self.apply(reviewer, [Edit(e, "confirm", value={"note": note} if note else {}) for e in ids],
                          bulk=True)

    def undo(self, reviewer: str, essay_id: str | None = None) -> Undone | None:
        """Take back exactly the last live step of ``reviewer`` (in ``essay_id`` when given), whatever its kind;
        a bulk step as one. Refused (StoreError) when the state left would break a rule (a span brought back
        that now crosses another one's span). None when there is nothing to undo."""
        with paused_gc():  # the step's working set freed inside the pause, with _undo's frame (gcpause)
            return self._undo(reviewer, essay_id)

    def _undo(self, reviewer: str, essay_id: str | None) -> Undone | None:
        reviewer = check_reviewer(reviewer)
        with self._write() as tx:
            cond = ("d.reviewer = ? AND d.action NOT IN ('undo', 'open', 'rename') AND d.step NOT IN (SELECT step "
                    "FROM undone) "
                    "AND (d.bulk IS NULL OR substr(d.bulk, 1, 8) <> ?)")
            params: list[Any] = [reviewer, _SIGNOFF_BULK]
            if essay_id is not None:
                cond += " AND d.step IN (SELECT step FROM decisions WHERE essay_id = ?)"
                params.append(essay_id)
            # the step of the reviewer's newest live decision (a step's ids follow its own, so that is the last
            # step), read backwards along decisions_reviewer until the first one: MAX(step) read the reviewer's
            # whole history. NOT IN, not NOT EXISTS: PostgreSQL made that an anti join it expected to leave one
            # row, so it scanned and sorted everything anyway (2,000 essays after 14 bulk rounds: 49 ms; 0.06)
            step = tx.value(f"SELECT d.step FROM decisions d WHERE {cond} ORDER BY d.reviewer DESC, d.id DESC LIMIT 1",
                            params)
            if step is None:
                return None
            taken = decisions(tx, "d.step = ?", (step,))
            essays = list(dict.fromkeys(d.essay_id for d in taken))
            before = load(tx, essays, undo_near(taken), self._texts)
            signed = [eid for eid in essays if before[eid].status == "signed off"]
            if signed:
                raise refusal(tx, signed[0], f"undoing {describe_step(taken, before, {})}")
            later = resting_on(tx, taken)
            if later:
                whose = "; ".join(f"{who}: {', '.join(sorted({d.action for d in later if d.reviewer == who}))}"
                                  for who in sorted({d.reviewer for d in later}))
                raise StoreError(f"cannot undo {describe_step(taken, before, {})}: {len(later)} later decision(s) of "
                                 f"other reviewers rest on it ({whose}, in essay(s) "
                                 f"{', '.join(sorted({d.essay_id for d in later}))}) and would be lost; they undo "
                                 "theirs first")
            after = {}
            w = Writer(tx, reviewer, texts=self._texts)
            w.record(essays[0], None, "undo", {"step": step})
            with tx.batch():  # one round trip on PostgreSQL, where a COPY of the one row and the INSERT took three
                tx.insert_many("decisions", DECISION_COLS, w.rows)
                tx.run("INSERT INTO undone (step, by_decision) VALUES (?, ?)", (step, w.rows[0][0]))
            replays, whole = replay_undo(tx, before, taken)
            again = [eid for eid in whole if before[eid].rest is not None]  # replayed whole
            before.update(load(tx, again, texts=self._texts))
            for eid in essays:
                replayed = replays[eid]
                try:
                    check(replayed)
                    layers = [(before[eid], replayed), *((before[eid].blind.get(r), b)
                                                         for r, b in replayed.blind.items())]
                    for was, layer in layers:  # a label back on an extent it never had
                        for sid, st in layer.spans.items():
                            old = was.spans.get(sid) if was is not None else None
                            if st.status != "rejected" and (old is None or old.span != st.span):
                                check_renderable(replayed.essay, st.span, f"essay {eid}, span "
                                                 f"{describe_span(replayed, st.span)}")
                except StoreError as e:
                    raise StoreError(f"cannot undo {describe_step(taken, before, {})}: {e}") from None
                after[eid] = replayed
            with tx.batch():
                save_all(tx, ((before[eid], after[eid]) for eid in essays if eid not in whole), only_touched=True)
                save_all(tx, ((before[eid], after[eid]) for eid in essays if eid in whole))
        return Undone(step, tuple(essays), "undid: " + describe_step(taken, before, after))

    def sign_off(self, reviewer: str, check: ReleaseCheck, release: str = "", note: str = "",
                 written: str | None = None) -> SignOff:
        """Record a sign-off of the release the leak check passes on this store as it is now, with the digest of
        its exact bytes (workbench.store.digest), and set every essay "signed off" (one step). The store takes
        the verdict from ``check`` itself (workbench.review_release.ReleaseCheck.verdict: that object's last
        verdict when nothing came in since its run, else a new run), never a verdict a caller made.
        ``written``: the digest of the release as exported, which must be the verdict's. Refused unless the
        signer is this process's OS account or on the roster, the check found nothing, nothing came in between
        the check and this write (its log mark), no span is open, and every essay was opened or confirmed."""
        from workbench.review_release import ReleaseCheck  # it reads the store through this module

        reviewer = check_reviewer(reviewer)
        if type(check) is not ReleaseCheck:
            raise StoreError("sign-off needs the leak check itself (a workbench.review_release.ReleaseCheck): the "
                             "store takes the verdict from it, not from the caller")
        verdict = check.verdict(self)
        digest, leaks = verdict.digest, verdict.leaks
        if leaks:
            raise StoreError(f"cannot sign off: the leak check found {len(leaks)} original value(s) in the release")
        if written is not None and written != digest:
            raise StoreError(f"cannot sign off: the release written (digest {written[:12]}…) is not the one the "
                             f"leak check passed (digest {digest[:12]}…)")
        with self._write() as tx:
            _check_signer(tx, reviewer, os_account(), "sign off")
            if log_mark(tx) != verdict.mark:
                raise StoreError("cannot sign off: decisions, undos or essays came in after the leak check; run it "
                                 "again")
            p = self._progress(tx)
            if p.essays == 0:
                raise StoreError("cannot sign off: the store holds no essays")
            if p.unseen:
                raise StoreError(f"cannot sign off: {p.unseen} essay(s) were neither opened nor confirmed")
            if p.unadjudicated:
                raise StoreError(f"cannot sign off: {p.unadjudicated} essay(s) under blind review are not "
                                 "adjudicated yet")
            if p.open_spans:
                raise StoreError(f"cannot sign off: {p.open_spans} span(s) are still open")
            sid = int(tx.value("SELECT COALESCE(MAX(id), 0) FROM signoffs")) + 1
            now = time.time()
            tx.run(f"INSERT INTO signoffs ({_SIGNOFF}) VALUES (?,?,?,?,?,?,?,?,?)",
                   (sid, reviewer, now, note, release, digest, p.essays, p.confirmed, 0))
            w = Writer(tx, reviewer, f"{_SIGNOFF_BULK}{sid}", self._texts)
            for (eid,) in tx.all("SELECT essay_id FROM essay_state WHERE status <> 'signed off' ORDER BY position"):
                w.append(eid, None, "status", {"status": "signed off"})
            w.finish()
        return SignOff(sid, reviewer, now, note, release, digest, p.essays, p.confirmed, 0)

    def reopen_sign_off(self, reviewer: str, reason: str) -> Step:
        """Reopen the sign-off: every signed-off essay goes back to "reviewed" in one step that records who
        (``reviewer``, and the OS account of this process), when, why (``reason``) and which sign-off it
        reopens; not a step undo takes back. Decisions on those essays are accepted again, and a new sign-off
        is needed for a release. Refused unless ``reviewer`` is on the roster (the OS account alone is not
        enough: who may reopen is a decision the roster records), the reason says what was wrong
        (signoff.check_reason) and something is signed off."""
        reviewer = check_reviewer(reviewer)
        reason = check_reason(check_text(reason, "the reason for reopening the sign-off"))
        with self._write() as tx:
            if not tx.value("SELECT roster FROM reviewers WHERE name = ?", (reviewer,)):
                raise StoreError(f"cannot reopen the sign-off as {reviewer!r}: not on the store's roster of reviewers "
                                 "(only a name on the roster reopens; a roster member adds names: workbench review "
                                 "reviewer NAME)")
            signed = [r[0] for r in tx.all("SELECT essay_id FROM essay_state WHERE status = 'signed off' "
                                           "ORDER BY position")]
            sid = tx.value("SELECT MAX(id) FROM signoffs")
            if not signed or sid is None:
                raise StoreError("nothing to reopen: no essay is signed off")
            w = Writer(tx, reviewer, f"{_SIGNOFF_BULK}{sid}-reopened-{uuid.uuid4().hex[:8]}", self._texts)
            value = {"status": "reviewed", REOPENS: int(sid), "reason": reason, "account": os_account()}
            for eid in signed:
                w.append(eid, None, "status", value)
            ids = w.finish()
        return Step(w.step, tuple(ids), w.bulk)

    def rename_essay(self, old: str, new: str) -> Step:
        """Give essay ``old`` the id ``new`` in every table of the store (workbench.store.rename), logged as one
        decision (action "rename", by this process's OS account, with both ids) that changes no review state and
        that undo does not take back; the release check sees the essay's learner as changed. A learner id that is
        ``old`` is renamed with it (workbench.store.rename.learner_refusal says when that is refused). Refused when
        ``new`` is an essay's id already, is not one the readers could give (workbench.io.filenames.
        check_essay_id), holds a word of the name lists (the release would be refused for it again) or an
        original of the store, of any learner, in any case (leak.originals_in_id: named by its label only),
        and while the essay is signed off. The refusals do not repeat ``old``, which may name someone (the essay
        is named by its place in the store: safety21)."""
        from workbench.io.filenames import UnusableIdError, check_essay_id
        from workbench.pseudonymize.leak import LeakCheck, listed_names_in_id, originals_in_id
        from workbench.review_release import originals_of

        account = os_account()
        if new == old:
            raise StoreError("cannot rename the essay: the new id is its id already")
        try:
            new = check_essay_id(new)
        except UnusableIdError as e:
            raise StoreError(f"cannot rename the essay: {e}") from None
        if n := listed_names_in_id(new):
            raise StoreError(f"cannot rename the essay: the new id holds {n} capitalised word(s) of the first-name "
                             "or surname list (not shown here), which a release may refuse again: choose an id that "
                             "names no one")
        if kinds := originals_in_id(new, LeakCheck(originals_of(*self.export_items(True)[:2]))):
            raise StoreError(f"cannot rename the essay: the new id holds an original value of this store "
                             f"({', '.join(kinds)}; not shown here): choose an id that names no one and no place, "
                             "workplace or other value of the essays")
        with self._write() as tx:
            place = tx.one("SELECT position FROM essays WHERE id = ?", (old,))
            if place is None:
                raise StoreError("cannot rename the essay: no essay of the store has the id given (not shown here)")
            w = Writer(tx, account, texts=self._texts)
            if w.state(old).status == "signed off":
                nth = tx.value("SELECT COUNT(*) FROM essays WHERE position <= ?", (place[0],))
                raise refusal(tx, old, "renaming it", f"essay {nth} of {tx.value('SELECT COUNT(*) FROM essays')} in "
                              "the store's order (as the review page counts; its id not shown)")
            if tx.value("SELECT COUNT(*) FROM essays WHERE id = ?", (new,)):
                raise StoreError(f"cannot rename the essay: {new!r} is already an essay of the store")
            if why := learner_refusal(tx, old, new):
                raise StoreError(f"cannot rename the essay: {why}")
            rename(tx, old, new)
            w.record(new, None, "rename", {"from": old, "to": new, "account": account})
            ids = w.finish()
        self._texts.forget(old)
        return Step(w.step, tuple(ids))

    # -- searching the corpus --------------------------------------------------------------------------
    def search(self, query: Query, reviewer: str | None = None, offset: int = 0, limit: int = 50) -> SearchResult:
        """A page of the hits of a corpus-wide search (workbench/store/search.py), as ``reviewer`` sees the
        spans (their blind review where an essay is assigned to them)."""
        with self._read() as tx:
            return search(tx, self._vocab, query, reviewer, offset, limit)

    def sources(self) -> list[str]:
        """The detectors (span sources) the spans come from, for a search by detector."""
        with self._read() as tx:
            return [r[0] for r in tx.all("SELECT DISTINCT source FROM span_state ORDER BY source") if r[0]]

    def search_hits(self, query: Query, reviewer: str | None = None) -> list[Hit]:
        """Every hit of a search (for a bulk decision); StoreError past search.MAX_HITS."""
        with self._read() as tx:
            return search_all(tx, self._vocab, query, reviewer)

    def decide_hits(self, reviewer: str, hits: Sequence[Hit], action: str, label: str | None = None) -> Step:
        """One bulk decision over search hits: accept, reject or relabel the spans that mark them, or add a
        span at every unmarked one; every decision carries one bulk id and ``undo`` takes the step back whole.
        StoreError when none of the hits would change."""
        with paused_gc():  # the 500 edits too: a collection while making them was 1-4 ms, a full one 76 ms of CPU
            edits = edits_for(hits, action, label)
            if not edits:
                raise StoreError(f"nothing to {action}: every chosen hit is so already" if action != "add"
                                 else "nothing to add: none of the chosen hits is unmarked")
            return self.apply(reviewer, edits, bulk=True)

    # -- the state, from the log alone -----------------------------------------------------------------
    def rebuild(self) -> None:
        """Derive the whole materialized state again from the log (one transaction)."""
        with self._write() as tx:
            self._rebuild(tx)

    def _rebuild(self, tx: Tx) -> None:
        for table in schema.STATE_TABLES:
            tx.run(f"DELETE FROM {table}")
        for d in decisions(tx, "d.action = 'undo'"):
            tx.run("INSERT INTO undone (step, by_decision) VALUES (?, ?) ON CONFLICT (step) DO NOTHING",
                   (int(d.value["step"]), d.id))
        for part in _parts([r[0] for r in tx.all("SELECT id FROM essays ORDER BY position")]):
            save_all(tx, ((None, st) for st in replay_essays(tx, part).values()))

    def state_rows(self) -> dict[str, list[tuple[Any, ...]]]:
        """Every row of the state tables, sorted: what ``rebuild`` must reproduce."""
        with self._read() as tx:
            return {t: sorted(tx.all(f"SELECT * FROM {t}"), key=repr) for t in schema.STATE_TABLES}

    # -- reading one essay -----------------------------------------------------------------------------
    def essay_ids(self, learner_id: str | None = None) -> list[str]:
        with self._read() as tx:
            if learner_id is None:
                return [r[0] for r in tx.all("SELECT id FROM essays ORDER BY position")]
            return [r[0] for r in tx.all("SELECT id FROM essays WHERE learner_id = ? ORDER BY position",
                                         (learner_id,))]

    def renamed_ids(self, ids: Collection[str]) -> dict[str, str]:
        """Each of ``ids`` that is no essay of the store but an essay had until a rename, with the id it has now
        (workbench.store.rename.renamed_away: a source file still names it by its old id)."""
        with self._read() as tx:
            return renamed_away(tx, set(ids) - {r[0] for r in tx.all("SELECT id FROM essays")})

    def open_reasons(self) -> dict[str, list[str]]:
        """Essay id -> the reasons of its open spans (shared state), in one query: what the essay screen orders
        essays by when the learned decision's uncertainty comes first (workbench.learn.reasons_uncertainty)."""
        out: dict[str, list[str]] = {}
        with self._read() as tx:
            for essay_id, reason in tx.all("SELECT essay_id, reason FROM span_state WHERE status = 'open'"):
                out.setdefault(essay_id, []).append(reason or "")
        return out

    def learner_of(self, essay_id: str) -> str:
        """The learner who wrote ``essay_id`` (one look-up by the primary key)."""
        with self._read() as tx:
            row = tx.one("SELECT learner_id FROM essay_state WHERE essay_id = ?", (essay_id,))
        if row is None:
            raise StoreError(f"no essay {essay_id!r} in {self.path}")
        return str(row[0])

    def learner_ids(self) -> list[str]:
        with self._read() as tx:
            return [r[0] for r in tx.all("SELECT learner_id FROM essays GROUP BY learner_id ORDER BY MIN(position)")]

    def candidates(self, essay_id: str) -> list[Span]:
        """The raw candidates detection proposed for an essay (before overlaps were resolved, with their
        evidence), by offset; none for an essay added without them."""
        with self._read() as tx:
            rows = tx.all('SELECT start, "end", label, attributes, source, score, reason, evidence FROM candidates '
                          'WHERE essay_id = ? ORDER BY start, "end", id', (essay_id,))
        return [Span.from_dict({"start": s, "end": e, "label": label, "attributes": json.loads(a), "source": src,
                                "score": score, "reason": reason, "evidence": json.loads(ev)})
                for s, e, label, a, src, score, reason, ev in rows]

    def essay(self, essay_id: str) -> Essay:
        with self._read() as tx:
            row = tx.one("SELECT id, learner_id, text, language, metadata FROM essays WHERE id = ?", (essay_id,))
        if row is None:
            raise StoreError(f"no essay {essay_id!r} in {self.path}")
        return essay_of(row)

    def view(self, essay_id: str, reviewer: str | None = None) -> EssayView:
        """One essay with its state and spans (a few queries): the shared state, or, when the essay is assigned
        to ``reviewer``, that reviewer's blind review of it (the candidates and their own decisions only)."""
        with self._read() as tx:
            states = load(tx, [essay_id], texts=self._texts)
        if essay_id not in states:
            raise StoreError(f"no essay {essay_id!r} in {self.path}")
        st = states[essay_id]
        return _view(st, reviewer if reviewer in st.blind else None)

    def spans(self, essay_id: str, reviewer: str | None = None) -> list[SpanState]:
        """Every span of an essay in its current state (rejected ones included), by offset. With
        ``reviewer``: their blind review when the essay is assigned to them, else the state that reviewer's own
        decisions alone give (a replay of the log, for agreement); ``reviewer=""``: the candidates as review
        init put them."""
        if reviewer is None:
            return self.view(essay_id).spans
        if reviewer:
            view = self.view(essay_id, reviewer)
            if view.layer is not None:
                return view.spans
        with self._read() as tx:
            st = replay_essay(tx, essay_id, reviewer)
        if st is None:
            raise StoreError(f"no essay {essay_id!r} in {self.path}")
        return st.sorted_spans()

    def status(self, essay_id: str) -> str:
        return self.view(essay_id).status

    def document_comment(self, essay_id: str) -> str:
        return self.view(essay_id).document_comment

    def unresolved(self, essay_id: str) -> list[SpanState]:
        """Spans still waiting for a decision."""
        return [s for s in self.spans(essay_id) if not s.resolved]

    def resolved_spans(self, essay_id: str) -> list[Span]:
        """The accepted spans of an essay: what a release replaces."""
        return [s.span for s in self.spans(essay_id) if s.status == "accepted"]

    def history(self, essay_id: str) -> list[Decision]:
        """The audit trail of an essay: every decision with who and when, undone ones and undos included."""
        with self._read() as tx:
            return decisions(tx, "d.essay_id = ?", (essay_id,))

    # -- reading the corpus ----------------------------------------------------------------------------
    def _progress(self, tx: Tx, learner_id: str | None = None) -> Progress:
        where, params = ("WHERE learner_id = ?", (learner_id,)) if learner_id is not None else ("", ())
        return Progress(*_ints(tx.one(f"SELECT {_COUNTS} FROM essay_state {where}", params)))

    def progress(self, learner_id: str | None = None) -> Progress:
        """Counts over the corpus (or one learner), in one aggregate query over the state."""
        with self._read() as tx:
            return self._progress(tx, learner_id)

    def learners(self, offset: int = 0, limit: int | None = 50, unresolved_only: bool = False) -> list[LearnerRow]:
        """A page of the learner table, in corpus order (``unresolved_only``: learners with open sensitive or
        extra spans)."""
        having = " HAVING SUM(open_sensitive) + SUM(open_extra) > 0" if unresolved_only else ""
        with self._read() as tx:
            rows = tx.all(f"{_LEARNER}{having} ORDER BY MIN(position) LIMIT ? OFFSET ?", (_limit(limit), offset))
        return [LearnerRow(r[0], *_ints(r[1:])) for r in rows]

    def learner_count(self) -> int:
        with self._read() as tx:
            return int(tx.value("SELECT COUNT(DISTINCT learner_id) FROM essay_state"))

    def never_opened(self, offset: int = 0, limit: int | None = 50) -> list[str]:
        """A page of the essays neither opened nor confirmed, in corpus order."""
        with self._read() as tx:
            return [r[0] for r in tx.all(
                "SELECT essay_id FROM essay_state WHERE opened = 0 AND confirmed_by IS NULL ORDER BY position "
                "LIMIT ? OFFSET ?", (_limit(limit), offset))]

    def log_version(self) -> tuple[int, int]:
        """The highest decision id and the number of undone steps: changes with every decision and undo."""
        with self._read() as tx:
            return (int(tx.value("SELECT COALESCE(MAX(id), 0) FROM decisions")),
                    int(tx.value("SELECT COUNT(*) FROM undone")))

    def next_unreviewed(self, after: int = -1) -> str | None:
        """The first essay after corpus position ``after`` (wrapping round) not yet reviewed; None when every
        essay is reviewed (one indexed query)."""
        with self._read() as tx:
            row = tx.one("SELECT essay_id FROM essay_state WHERE status IN ('unreviewed', 'in review') "
                         "ORDER BY CASE WHEN position > ? THEN 0 ELSE 1 END, position LIMIT 1", (after,))
        return None if row is None else str(row[0])

    def comments(self) -> list[Comment]:
        """Every comment of the review in corpus order: OBS!/Com! comments on spans (with the span's label,
        number and offsets) and document comments (tag "document")."""
        out: list[Comment] = []
        with self._read() as tx:
            for eid, pos, text in tx.all("SELECT essay_id, position, document_comment FROM essay_state "
                                         "WHERE document_comment <> '' ORDER BY position"):
                out.append(Comment(eid, int(pos), "document", text))
            for eid, pos, start, end, label, number, raw in tx.all(
                    'SELECT s.essay_id, e.position, s.start, s."end", s.label, s.number, s.comments '
                    "FROM span_state s JOIN essay_state e ON e.essay_id = s.essay_id WHERE s.comments <> '[]' "
                    "ORDER BY e.position, s.start"):
                for tag, text in json.loads(raw):
                    out.append(Comment(eid, int(pos), tag, text, label, number, int(start), int(end)))
        return sorted(out, key=lambda c: (c.position, c.start if c.start is not None else -1))

    def kept_occurrences(self, essay_ids: Collection[str] | None = None) -> list[KeptOccurrence]:
        """Every span a reviewer rejected ("not personal here": kept in the text as written), proposed by a
        detector or as another occurrence of a known value: the key records them, the leak check accepts an
        original there. ``essay_ids``: of these essays only."""
        sql = ('SELECT s.essay_id, s.start, s."end", s.label, s.decided_by FROM span_state s JOIN essay_state e '
               "ON e.essay_id = s.essay_id WHERE s.status = 'rejected'")
        with self._read() as tx:
            rows = ([r for part in _parts(essay_ids) for r in tx.all(
                f"{sql} AND s.essay_id IN ({','.join('?' * len(part))}) ORDER BY e.position, s.start", part)]
                    if essay_ids is not None else tx.all(f"{sql} ORDER BY e.position, s.start"))
        return [KeptOccurrence(*r) for r in rows]

    def rejected_values(self) -> list[tuple[KeptOccurrence, str, str]]:
        """Every rejected span as (its kept occurrence, its learner, its text), in corpus order: for
        workbench.review_kept (each text it needs read once)."""
        with self._read() as tx:
            rows = tx.all('SELECT s.essay_id, s.start, s."end", s.label, s.decided_by FROM span_state s JOIN '
                          "essay_state e ON e.essay_id = s.essay_id WHERE s.status = 'rejected' "
                          "ORDER BY e.position, s.start")
            texts = self._learner_texts(tx, {r[0] for r in rows})
        return [(KeptOccurrence(*r), texts[r[0]][0], texts[r[0]][1][r[1]:r[2]]) for r in rows]

    def accepted_values(self) -> list[tuple[str, str, str]]:
        """Every accepted span as (label, text, learner): the originals of the release once nothing is open
        (workbench.review_kept, when no leak check gives them)."""
        with self._read() as tx:
            rows = tx.all("SELECT essay_id, start, \"end\", label FROM span_state WHERE status = 'accepted'")
            texts = self._learner_texts(tx, {r[0] for r in rows})
        return [(label, texts[e][1][start:end], texts[e][0]) for e, start, end, label in rows]

    @staticmethod
    def _learner_texts(tx: Tx, essay_ids: Collection[str]) -> dict[str, tuple[str, str]]:
        out: dict[str, tuple[str, str]] = {}
        for part in _parts(essay_ids):
            out.update((r[0], (r[1], r[2])) for r in tx.all(
                f"SELECT id, learner_id, text FROM essays WHERE id IN ({','.join('?' * len(part))})", part))
        return out

    def signoffs(self) -> list[SignOff]:
        with self._read() as tx:
            return [SignOff(*r) for r in tx.all(f"SELECT {_SIGNOFF} FROM signoffs ORDER BY id")]

    def signoff_data(self, page: int = 50) -> SignoffData:
        """What the sign-off dashboard shows, in a few aggregate queries."""
        with self._read() as tx:
            progress = self._progress(tx)
            labels = Counter({r[0]: int(r[1]) for r in tx.all(
                "SELECT label, COUNT(*) FROM span_state WHERE status <> 'rejected' GROUP BY label")})
            reviewers = Counter({r[0]: int(r[1]) for r in tx.all(
                "SELECT reviewer, COUNT(*) FROM decisions WHERE action NOT IN ('open', 'propose', 'undo') "
                "GROUP BY reviewer")})
            times = [r[0] for r in tx.all("SELECT reviewed_at FROM essay_state WHERE reviewed_at IS NOT NULL "
                                          "ORDER BY reviewed_at")]
        return SignoffData(progress, labels, reviewers, times, self.learners(0, page), self.learner_count(),
                           self.never_opened(0, page), self.learners(0, page, unresolved_only=True),
                           self.signoffs())

    def export_items(self, allow_unresolved: bool = False, essay_ids: Collection[str] | None = None
                     ) -> tuple[list[Essay], dict[str, list[Span]], int]:
        """The essays in corpus order, the spans a release replaces (accepted ones of the shared, adjudicated
        state; open ones too when ``allow_unresolved``) and the number of open spans: a few queries, no replay.
        StoreError while essays under blind review are not adjudicated (unless ``allow_unresolved``).
        ``essay_ids``: of these essays only."""
        essay_sql = "SELECT id, learner_id, text, language, metadata, position FROM essays"
        span_sql = (f"SELECT {', '.join(f'{chr(34)}{c}{chr(34)}' for c in SPAN_STATE)} FROM span_state")
        with self._read() as tx:
            if not allow_unresolved:
                waiting = self._progress(tx).unadjudicated
                if waiting:
                    raise StoreError(f"{waiting} essay(s) under blind review are not adjudicated yet: a curator "
                                     "settles them (notebooks/curator.ipynb) before the release is written")
            if essay_ids is None:
                rows = tx.all(f"{essay_sql} ORDER BY position")
                span_rows = tx.all(f'{span_sql} ORDER BY essay_id, start, "end"')
            else:
                rows, span_rows = [], []
                for part in _parts(essay_ids):
                    marks = ",".join("?" * len(part))
                    rows += tx.all(f"{essay_sql} WHERE id IN ({marks})", part)
                    span_rows += tx.all(f'{span_sql} WHERE essay_id IN ({marks}) ORDER BY essay_id, start, "end"',
                                        part)
                rows.sort(key=lambda r: r[5])
                span_rows.sort(key=lambda r: (r[1], r[2], r[3]))
        essays = [essay_of(r) for r in rows]
        spans: dict[str, list[Span]] = {e.id: [] for e in essays}
        open_total = 0
        for r in span_rows:
            st = span_state(r)
            open_total += st.status == "open"
            if st.status == "accepted" or (allow_unresolved and st.status == "open"):
                spans[st.essay_id].append(st.span)
        return essays, spans, open_total

    # -- what a release check reads (workbench.store.release_state, workbench.review_release) -----------
    def log_mark(self) -> LogMark:
        """The store's id, the highest decision id and essay position, the last decision's time: changes with
        every decision, undo and new essay, and differs in another store (workbench.store.release_state)."""
        with self._read() as tx:
            return log_mark(tx)

    def store_id(self) -> str:
        """The store's random id, made with it (schema 6): another store made at the same path or URL has
        another; "" for a store whose id was deleted."""
        with self._read() as tx:
            return store_id(tx)

    def release_state(self, since: LogMark | None = None) -> tuple[LogMark, list[tuple[str, str]], dict[str, str]]:
        """In one snapshot: the log's mark, every essay as (id, learner id) in corpus order, and the digest of
        the review state of every learner with a change since the mark ``since`` (of every learner when None,
        or when the log does not go on from that mark: release_state.continues): workbench.store.release_state."""
        with self._read() as tx:
            mark = log_mark(tx)
            essays = [(r[0], r[1]) for r in tx.all("SELECT id, learner_id FROM essays ORDER BY position")]
            if since is None or not continues(tx, since):  # the first run, or another store's mark
                return mark, essays, learner_digests(tx, self.backend.concat)
            if since == mark:
                return mark, essays, {}
            changed = changed_essays(tx, since)
            learners = {r[0] for part in _parts(changed) for r in tx.all(
                f"SELECT DISTINCT learner_id FROM essays WHERE id IN ({','.join('?' * len(part))})", part)}
            return mark, essays, learner_digests(tx, self.backend.concat, learners)

    def release_items(self, learner_ids: Collection[str] | None = None
                      ) -> tuple[list[Essay], dict[str, list[Span]], list[KeptOccurrence], dict[str, str]]:
        """In one snapshot, for the essays of ``learner_ids`` (every learner when None): export_items with open
        spans replaced, the kept occurrences, and the digests of those learners' review state."""
        with self._read() as tx:
            digests = learner_digests(tx, self.backend.concat, learner_ids)
            ids = None if learner_ids is None else [r[0] for part in _parts(learner_ids) for r in tx.all(
                f"SELECT id FROM essays WHERE learner_id IN ({','.join('?' * len(part))})", part)]
            essays, spans, _ = self.export_items(True, ids)
            kept = self.kept_occurrences(ids)
        return essays, spans, kept, digests

    def _cache_ready(self) -> bool:
        """Make the release check's cache tables when missing; False on a read-only store without them."""
        if not self.backend.read_only:
            with self._write() as tx:
                ensure_cache(tx, self.backend.blob_type)
            return True
        with self._read() as tx:
            return "release_checked" in self.backend.tables(tx)

    def release_cache(self, learner_ids: Collection[str]) -> dict[str, tuple[str, bytes]]:
        """The release check's cached (key, data) of each learner that has some (derived data)."""
        if not self._cache_ready():
            return {}
        with self._read() as tx:
            return load_cache(tx, learner_ids)

    def release_checked(self, settings: str) -> bytes | None:
        """The release check's record of its last run in ``settings`` (derived data), if any."""
        if not self._cache_ready():
            return None
        with self._read() as tx:
            return load_checked(tx, settings)

    def save_release_cache(self, rows: Mapping[str, tuple[str, bytes]], checked: tuple[str, bytes] | None = None
                           ) -> None:
        """Keep the release check's (key, data) per learner, and its record ``checked`` (settings, data), for
        the next check (derived data; a read-only store keeps none)."""
        if (rows or checked is not None) and not self.backend.read_only:
            with self._write() as tx:
                save_cache(tx, self.backend.blob_type, rows, checked)

    def annotations(self, reviewer: str | None = None) -> list[tuple[Essay, list[Span]]]:
        """Every essay with its accepted spans (by everyone, or by one ``reviewer``): for agreement and
        evaluation (workbench.evaluate), in the span format's shape."""
        return [(self.essay(e), [s.span for s in self.spans(e, reviewer) if s.status == "accepted"])
                for e in self.essay_ids()]
