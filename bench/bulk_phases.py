"""Where each bulk step's time goes, round by round: the store's own functions timed part by part while
review_speed ``--bulk --phases`` (or bulk_pair's worker) runs them, for a look at the rounds that set the p95.

``Phases`` wraps, for the duration of a ``with`` block, the functions a bulk step and its undo go through
(edits_for, the writer's preload, occurrences, propagation, the checks, the reducer, save_all, the undo's
replay ...) and every statement the store sends: each call's wall and CPU time (this process) go to its part,
less what the parts it calls took (so the parts add up to the step). SQL is told apart by statement (``sql
select span_state``: its verb and first table; on PostgreSQL its wall less its CPU is the wait on the server,
and a pipeline's statements are waited for together at its end, ``sql``), ``begin`` and ``commit`` (the write
lock, the commit and, on SQLite, the sync of its log). Python's garbage collections are timed through ``gc.callbacks``
(``gc``), the first rounds' render checks counted (``render`` is the release's renderer they call), SQLite's
background checkpoints (workbench.store.checkpoint) timed in their thread, and the PostgreSQL server
process's CPU read from /proc. Nothing of an essay is recorded: names of parts and numbers only.

The wrappers cost about 2-4 µs a call (a bulk accept: ~3,000 calls, 6-12 ms): the phases show where a step
spends its time, the plain run (without ``--phases``) how long it takes.
"""

from __future__ import annotations

import gc
import os
import re
import sqlite3
import statistics
import threading
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from functools import partial
from typing import Any

from bench.bulk_pair import _server_cpu

__all__ = ["Phases", "print_rounds"]

#: (module, owner attribute or "", function name, part): what is timed. A function imported by name into
#: several modules is patched in each.
_TARGETS = (
    ("workbench.store.store", "", "edits_for", "edits_for"),
    ("workbench.store.store", "", "check_edit", "check_edit"),
    ("workbench.store.store", "ReviewStore", "_check_result", "check_result"),
    ("workbench.store.store", "ReviewStore", "_add", "add_span"),
    ("workbench.store.writer", "Writer", "__init__", "writer_init"),
    ("workbench.store.writer", "Writer", "preload", "preload"),
    ("workbench.store.writer", "Writer", "_occurrences", "occurrences"),
    ("workbench.store.writer", "Writer", "_propagate_one", "propagate"),
    ("workbench.store.writer", "Writer", "append", "append"),
    ("workbench.store.writer", "Writer", "finish", "finish"),
    ("workbench.store.writer", "", "check", "reducer_check"),
    ("workbench.store.store", "", "check", "reducer_check"),
    ("workbench.store.writer", "", "save_all", "save_all"),
    ("workbench.store.store", "", "save_all", "save_all"),
    ("workbench.store.writer", "", "check_renderable", "check_renderable"),
    ("workbench.store.store", "", "check_renderable", "check_renderable"),
    ("workbench.pseudonymize.render", "", "render_essay", "render"),
    ("workbench.store.store", "", "load", "load"),
    ("workbench.store.store", "", "replay_undo", "replay_undo"),
    ("workbench.store.store", "", "decisions", "decisions"),
    ("workbench.store.store", "", "describe_step", "describe_step"),
    ("workbench.store.sqlite", "Tx", "all", "sql"),
    ("workbench.store.sqlite", "Tx", "one", "sql"),
    ("workbench.store.sqlite", "Tx", "run", "sql"),
    ("workbench.store.sqlite", "Tx", "many", "sql"),
    ("workbench.store.postgres", "PgTx", "many", "sql"),
    ("workbench.store.postgres", "PgTx", "update_many", "sql"),
    ("workbench.store.postgres", "PgTx", "delete_many", "sql"),
    ("workbench.store.postgres", "PgTx", "insert_many", "sql"),
)


_TABLE = re.compile(r"\b(?:FROM|INTO|UPDATE|JOIN)\s+(?!LATERAL\b)([A-Za-z_]{2,})", re.IGNORECASE)  # not a CTE "w"


def _statement(sql: str, method: str) -> str:
    """A statement's part: ``sql``, its verb and its first table ("sql select span_state"); a bulk write
    method given a table name: the method and the table ("sql update_many essay_state")."""
    if " " not in sql.strip():
        return f"sql {method} {sql}"
    verb = sql.split(None, 1)[0].lower()
    found = _TABLE.search(sql)
    return f"sql {'select' if verb == 'with' else verb} {found.group(1) if found else ''}".rstrip()


class _Conn:
    """A connection whose ``execute`` (BEGIN, COMMIT: sent by the backends themselves) and pipeline syncs are
    timed; everything else passes through."""

    def __init__(self, db: Any, phases: Phases) -> None:
        self._db, self._phases = db, phases

    def __getattr__(self, name: str) -> Any:
        return getattr(self._db, name)

    def execute(self, sql: str, *args: Any, **kw: Any) -> Any:
        head = sql.lstrip()[:6].upper()
        part = ("begin" if head.startswith("BEGIN") else "commit" if head.startswith("COMMIT")
                else _statement(sql, "execute"))
        with self._phases.part(part):
            return self._db.execute(sql, *args, **kw)

    @contextmanager
    def pipeline(self) -> Iterator[Any]:
        with self._db.pipeline() as p:
            yield p
            self._phases.enter("sql")  # the exit sends the batch and waits for every answer
        self._phases.leave()


class _CheckpointDb:
    """The checkpoint thread's connection, its checkpoints timed (start, end) on the phases' clock."""

    def __init__(self, db: sqlite3.Connection, phases: Phases) -> None:
        self._db, self._phases = db, phases

    def __getattr__(self, name: str) -> Any:
        return getattr(self._db, name)

    def execute(self, sql: str, *args: Any) -> Any:
        t = time.perf_counter()
        try:
            return self._db.execute(sql, *args)
        finally:
            with self._phases.lock:
                self._phases.checkpoints.append((t, time.perf_counter()))


class _Sqlite3:
    """What workbench.store.checkpoint sees as the sqlite3 module while the phases are on."""

    Error = sqlite3.Error

    def __init__(self, phases: Phases) -> None:
        self._phases = phases

    def connect(self, *args: Any, **kw: Any) -> _CheckpointDb:
        return _CheckpointDb(sqlite3.connect(*args, **kw), self._phases)


class Phases:
    """Times the parts of the store's calls made in this thread inside ``round``; see the module's doc."""

    def __init__(self) -> None:
        self.lock = threading.Lock()
        self.checkpoints: list[tuple[float, float]] = []
        self.rounds: list[dict[str, Any]] = []
        self._stack: list[list[Any]] = []  # [part, wall0, cpu0, child wall, child cpu]
        self._current: dict[str, list[float]] | None = None
        self._gc_start: float | None = None
        self._undo: list[Callable[[], None]] = []
        self._thread = threading.get_ident()

    # -- installing ------------------------------------------------------------------------------------
    def __enter__(self) -> Phases:
        import importlib

        for module, owner, name, part in _TARGETS:
            mod = importlib.import_module(module)
            holder = getattr(mod, owner) if owner else mod
            original = holder.__dict__[name] if owner else getattr(mod, name)
            if isinstance(original, staticmethod):
                setattr(holder, name, staticmethod(self._wrap(original.__func__, part)))
            else:
                setattr(holder, name, self._wrap(original, part))
            self._undo.append(partial(setattr, holder, name, original))
        checkpoint = importlib.import_module("workbench.store.checkpoint")
        checkpoint.sqlite3 = _Sqlite3(self)  # type: ignore[attr-defined]
        self._undo.append(lambda: setattr(checkpoint, "sqlite3", sqlite3))
        gc.callbacks.append(self._gc)
        self._undo.append(lambda: gc.callbacks.remove(self._gc))
        return self

    def __exit__(self, *exc: object) -> None:
        for undo in reversed(self._undo):
            undo()
        self._undo = []

    def watch(self, store: Any) -> None:
        """Time the BEGIN/COMMIT and pipelines of ``store``'s connection, and its background checkpoints (call
        inside the block)."""
        store.backend.db = _Conn(store.backend.db, self)
        old = getattr(store.backend, "_checkpointer", None)
        if old is not None:  # again, so that its thread's connection is the timed one
            from workbench.store.checkpoint import Checkpointer

            old.close()
            store.backend._checkpointer = Checkpointer(store.backend.name)

    def _wrap(self, fn: Callable[..., Any], part: str) -> Callable[..., Any]:
        def timed(*args: Any, **kw: Any) -> Any:
            if self._current is None or threading.get_ident() != self._thread:
                return fn(*args, **kw)
            named = _statement(args[1], fn.__name__) if part == "sql" and len(args) > 1 and isinstance(
                args[1], str) else part
            self.enter(named)
            try:
                return fn(*args, **kw)
            finally:
                self.leave()

        timed.__wrapped__ = fn  # type: ignore[attr-defined]
        timed.__name__ = getattr(fn, "__name__", part)
        return timed

    # -- timing ----------------------------------------------------------------------------------------
    @contextmanager
    def part(self, name: str) -> Iterator[None]:
        if self._current is None or threading.get_ident() != self._thread:
            yield
            return
        self.enter(name)
        try:
            yield
        finally:
            self.leave()

    def enter(self, part: str) -> None:
        if self._current is not None:
            self._stack.append([part, time.perf_counter(), time.process_time(), 0.0, 0.0])

    def leave(self) -> None:
        if self._current is None or not self._stack:
            return
        part, wall0, cpu0, child_wall, child_cpu = self._stack.pop()
        wall, cpu = time.perf_counter() - wall0, time.process_time() - cpu0
        got = self._current.setdefault(part, [0.0, 0.0, 0])
        got[0] += wall - child_wall
        got[1] += cpu - child_cpu
        got[2] += 1
        if self._stack:
            self._stack[-1][3] += wall
            self._stack[-1][4] += cpu

    def _gc(self, phase: str, info: dict[str, Any]) -> None:
        if self._current is None:
            return
        if phase == "start":
            self._gc_start = time.perf_counter()
        elif self._gc_start is not None:
            ms = (time.perf_counter() - self._gc_start) * 1000
            self._gc_start = None
            got = self._current.setdefault(f"gc (generation {info.get('generation')})", [0.0, 0.0, 0])
            got[0] += ms / 1000  # wall, counted inside whatever part it interrupted too
            got[2] += 1

    @contextmanager
    def round(self, kind: str, number: int, store: Any) -> Iterator[None]:
        """Time one step (``kind``: its name; ``number``: its round) as one round."""
        self._current = {}
        server = _server_cpu(store)
        t0, c0 = time.perf_counter(), time.process_time()
        self.enter("other")
        try:
            yield
        finally:
            self.leave()
            t1, c1 = time.perf_counter(), time.process_time()
            parts = self._current
            self._current = None
            with self.lock:
                ckpt = sum(max(0.0, min(b, t1) - max(a, t0)) for a, b in self.checkpoints)
                del self.checkpoints[:-50]
            self.rounds.append({"kind": kind, "round": number, "wall": (t1 - t0) * 1000, "cpu": (c1 - c0) * 1000,
                                "server": _server_cpu(store) - server, "checkpoint": ckpt * 1000,
                                "load": os.getloadavg()[0],
                                "parts": {k: (w * 1000, c * 1000, int(n)) for k, (w, c, n) in parts.items()}})


def print_rounds(label: str, rounds: list[dict[str, Any]], over: float = 100.0) -> None:
    """Every round slower than ``over`` ms, part by part (wall / CPU ms, calls), and per kind the median of
    each part over all rounds."""
    kinds = list(dict.fromkeys(r["kind"] for r in rounds))
    print(f"{label}: parts of each step, ms wall / CPU (calls); 'other' = the step's own code outside the parts "
          "named; 'sql <verb> <table>': statements (wall less CPU: waiting on the database; on PostgreSQL a "
          "pipeline's statements are waited for at its end, 'sql'); gc is counted in the part it interrupted too")
    for kind in kinds:
        mine = [r for r in rounds if r["kind"] == kind]
        names = sorted({p for r in mine for p in r["parts"]})
        med = {p: (statistics.median(r["parts"].get(p, (0, 0, 0))[0] for r in mine),
                   statistics.median(r["parts"].get(p, (0, 0, 0))[1] for r in mine)) for p in names}
        print(f"  {kind:12} median of {len(mine)} rounds: wall {statistics.median(r['wall'] for r in mine):.0f}, "
              f"CPU {statistics.median(r['cpu'] for r in mine):.0f}, server CPU "
              f"{statistics.mean(r['server'] for r in mine):.0f} (mean); "
              + ", ".join(f"{p} {w:.1f}/{c:.1f}" for p, (w, c) in sorted(med.items(), key=lambda x: -x[1][0])
                          if w >= 0.5))
    for r in rounds:
        if r["wall"] <= over:
            continue
        parts = sorted(r["parts"].items(), key=lambda x: -x[1][0])
        print(f"  slow: round {r['round']:2} {r['kind']:12} wall {r['wall']:.0f}, CPU "
              f"{r['cpu']:.0f}, server CPU {r['server']:.0f}, checkpoint overlap {r['checkpoint']:.0f}, load "
              f"{r['load']:.1f}: " + ", ".join(f"{p} {w:.1f}/{c:.1f} ({n})" for p, (w, c, n) in parts if w >= 1))
