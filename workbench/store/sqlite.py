"""The embedded backend: one SQLite file (WAL, checkpointed in the background: workbench.store.checkpoint),
one ``BEGIN IMMEDIATE`` transaction per write.

A write holds SQLite's single write lock from its first statement, so the checks it runs see every decision
committed before it, and two reviewers in two processes never interleave; a busy timeout makes the second one
wait. A process killed mid-write leaves the file as it was before that write.
"""

from __future__ import annotations

import os
import sqlite3
import urllib.parse
import weakref
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from typing import Any

from workbench.store.api import StoreError
from workbench.store.checkpoint import Checkpointer

__all__ = ["SQLiteBackend", "Tx"]


class Tx:
    """One transaction's statements (SQL with ``?`` placeholders, the same text for every backend)."""

    #: whether the database takes LATERAL joins (PostgreSQL; state._overlapping)
    lateral = False
    #: "the step of decision ``d`` is not undone", as the database runs it best (state.decisions with ``live``):
    #: SQLite reads ``undone`` once into a table of its own for NOT IN, where NOT EXISTS probed it once per
    #: decision read (an undo replays its essays from every decision of theirs, undone steps' included: 292
    #: essays with 15,580 after 20 bulk rounds and their undos, the query alone 11.3 -> 5.1 ms)
    live_step = "d.step NOT IN (SELECT step FROM undone)"

    def __init__(self, db: Any, convert: Any = None) -> None:
        self.db, self._convert = db, convert

    def _sql(self, sql: str) -> str:
        return self._convert(sql) if self._convert else sql

    def all(self, sql: str, params: Sequence[Any] = ()) -> list[tuple[Any, ...]]:
        return list(self.db.execute(self._sql(sql), params).fetchall())

    def one(self, sql: str, params: Sequence[Any] = ()) -> tuple[Any, ...] | None:
        row = self.db.execute(self._sql(sql), params).fetchone()
        return None if row is None else tuple(row)

    def value(self, sql: str, params: Sequence[Any] = ()) -> Any:
        row = self.one(sql, params)
        return None if row is None else row[0]

    def run(self, sql: str, params: Sequence[Any] = ()) -> None:
        self.db.execute(self._sql(sql), params)

    def many(self, sql: str, rows: Sequence[Sequence[Any]]) -> None:
        if rows:
            self.db.executemany(self._sql(sql), rows)

    def update_many(self, table: str, columns: Sequence[str], keys: int, rows: Sequence[Sequence[Any]]) -> None:
        """Set the columns of ``table`` named after the first ``keys`` (its key) in the rows whose key is that
        of one of ``rows`` (in ``columns`` order) to theirs."""
        sets = ", ".join(f'"{c}" = ?' for c in columns[keys:])
        where = " AND ".join(f'"{c}" = ?' for c in columns[:keys])
        self.many(f"UPDATE {table} SET {sets} WHERE {where}", [(*r[keys:], *r[:keys]) for r in rows])

    def delete_many(self, table: str, keys: Sequence[str], rows: Sequence[Sequence[Any]]) -> None:
        """Delete the rows of ``table`` whose ``keys`` columns hold one of ``rows``."""
        where = " AND ".join(f'"{c}" = ?' for c in keys)
        self.many(f"DELETE FROM {table} WHERE {where}", rows)

    @contextmanager
    def batch(self) -> Iterator[None]:
        """Writes sent without waiting for each one's answer (PostgreSQL's pipeline: one round trip for all of
        them, errors raised at the end of the block); SQLite runs in the process and has nothing to wait for."""
        yield

    def insert_many(self, table: str, columns: Sequence[str], rows: Sequence[Sequence[Any]]) -> None:
        """Insert many rows at once (a bulk load: COPY on PostgreSQL)."""
        names = ", ".join(f'"{c}"' for c in columns)
        self.many(f"INSERT INTO {table} ({names}) VALUES ({', '.join('?' * len(columns))})", rows)


class SQLiteBackend:
    """A store in one SQLite file (``":memory:"`` for a throwaway one)."""

    float_type = "REAL"
    updated_in_place = ""
    blob_type = "BLOB"
    #: joins the span states ``t`` of a group in span_id order (learner_digests: rows come ordered by it)
    concat = "group_concat(t, ';')"

    def __init__(self, path: str, timeout: float = 30.0) -> None:
        self.name = path
        #: a file this account cannot write: opened read-only, and a write is refused at once
        self.read_only = path != ":memory:" and os.path.isfile(path) and not os.access(path, os.W_OK)
        try:
            self.db = self._connect(path, timeout)
            self.db.execute("PRAGMA foreign_keys=ON")
            self.db.execute(f"PRAGMA busy_timeout={int(timeout * 1000)}")
            self.db.execute("PRAGMA user_version").fetchone()
            wal = self.db.execute("PRAGMA journal_mode").fetchone()[0] == "wal"  # read: opening changes nothing
        except sqlite3.DatabaseError as e:
            raise StoreError(f"{path}: not a usable review store ({e})") from None
        self._checkpointer: Checkpointer | None = None
        if wal and not self.read_only:
            self._checkpoint_in_background()

    def _connect(self, path: str, timeout: float) -> sqlite3.Connection:
        """A connection that writes nothing by opening. A read-only file is opened ``mode=ro``; a store in WAL
        mode needs its shared-memory file for that, and where this account cannot create it (a folder it cannot
        write) and no write-ahead log is waiting, as ``immutable``: nothing can have changed it but a writer,
        who would have left a log."""
        if not self.read_only:
            return sqlite3.connect(path, timeout=timeout, isolation_level=None)
        where = urllib.parse.quote(os.path.abspath(path))
        db = sqlite3.connect(f"file:{where}?mode=ro", timeout=timeout, isolation_level=None, uri=True)
        try:
            db.execute("SELECT COUNT(*) FROM sqlite_master").fetchone()
            return db
        except sqlite3.OperationalError:
            db.close()
            if os.path.exists(f"{path}-wal") and os.path.getsize(f"{path}-wal"):
                raise StoreError(f"{path}: read-only here, and its write-ahead log ({path}-wal) cannot be read "
                                 "without writing beside it: open it once as an account that may write it"
                                 ) from None
            return sqlite3.connect(f"file:{where}?immutable=1", timeout=timeout, isolation_level=None, uri=True)

    def _checkpoint_in_background(self) -> None:
        self.db.execute("PRAGMA wal_autocheckpoint=0")  # workbench.store.checkpoint does it after writes
        self._checkpointer = Checkpointer(self.name)
        weakref.finalize(self, self._checkpointer.close)  # a store dropped without close()

    def prepare_new(self) -> None:
        """Before a new store's tables are made: the WAL journal (kept in the file), checkpointed in the
        background (not for ``":memory:"``)."""
        if self.db.execute("PRAGMA journal_mode=WAL").fetchone()[0] == "wal" and self._checkpointer is None:
            self._checkpoint_in_background()

    def schema_version(self, tx: Tx) -> int:
        return int(tx.value("PRAGMA user_version"))

    def set_schema_version(self, tx: Tx, version: int) -> None:
        tx.run(f"PRAGMA user_version={int(version)}")

    def find_access(self, tx: Tx, tables: Sequence[str]) -> None:
        """Nothing: whether this account may write the file was seen when it was opened (``read_only``)."""

    def denied(self, error: BaseException) -> bool:
        """Whether ``error`` is SQLite's refusal to write a read-only database (SQLITE_READONLY, 8, and its extended
        codes; Python 3.10 gives the message only)."""
        if not isinstance(error, sqlite3.OperationalError):
            return False
        code = getattr(error, "sqlite_errorcode", None)
        return code & 0xFF == 8 if code is not None else "readonly" in str(error)

    def stand_in_meta(self) -> None:
        """An empty temporary ``workbench_meta`` in this connection, for a store of schema 5 read as it is: it
        has no store id."""
        self.db.execute("CREATE TEMP TABLE IF NOT EXISTS workbench_meta (key TEXT PRIMARY KEY, value TEXT NOT NULL)")

    def tables(self, tx: Tx) -> list[str]:
        """The names of the database's tables."""
        return [r[0] for r in tx.all("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE "
                                     "'sqlite_%' ORDER BY name")]

    def after_load(self) -> None:
        """Nothing: SQLite plans these queries by their indexes without statistics, and vacuums nothing."""

    @contextmanager
    def write(self) -> Iterator[Tx]:
        """One short immediate transaction; rolled back on any error."""
        if self.read_only:
            raise StoreError(f"{self.name}: read-only for this account: nothing can be written to it")
        try:
            self.db.execute("BEGIN IMMEDIATE")
        except sqlite3.OperationalError as e:
            raise StoreError(f"{self.name}: the store is locked by another process ({e}); try again") from None
        try:
            yield Tx(self.db)
        except BaseException:
            self.db.execute("ROLLBACK")
            raise
        else:
            self.db.execute("COMMIT")
            if self._checkpointer is not None:
                self._checkpointer.poke()

    @contextmanager
    def read(self) -> Iterator[Tx]:
        """A read transaction: every query in it sees the same snapshot."""
        if self.db.in_transaction:  # already inside a write of this connection
            yield Tx(self.db)
            return
        self.db.execute("BEGIN")
        try:
            yield Tx(self.db)
        finally:
            self.db.execute("COMMIT")

    def close(self) -> None:
        if self._checkpointer is not None:
            self._checkpointer.close()
            self._checkpointer = None
        self.db.close()
