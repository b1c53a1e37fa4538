"""The team backend: a PostgreSQL database (``postgresql://user@host/db``), through psycopg 3.

Writes are serialized by one transaction-scoped advisory lock, the same guarantee SQLite's write lock gives:
the checks of a write see every decision committed before it, and a reviewer's process that dies mid-write
leaves nothing of that write behind (PostgreSQL rolls the transaction back). Reads run in a read-only
repeatable-read transaction, so a screen never sees half of someone else's write; they never wait for writers.
"""

from __future__ import annotations

import json
import logging
import re
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from functools import lru_cache
from itertools import count
from typing import Any

from workbench.store.api import StoreError
from workbench.store.sqlite import Tx

log = logging.getLogger(__name__)

__all__ = ["PostgresBackend", "is_url", "redact"]

_LOCK = 0x70_77_5F_73  # "pw_s": the store's write lock
_URL = re.compile(r"^postgres(ql)?://", re.IGNORECASE)


def is_url(target: object) -> bool:
    """Whether a store target is a PostgreSQL URL rather than a SQLite file."""
    return isinstance(target, str) and bool(_URL.match(target))


def redact(url: str) -> str:
    """The URL without its password, fit for messages and reports."""
    return re.sub(r"(://[^/:@]*):[^/@]*@", r"\1@", url)


@lru_cache(maxsize=512)
def _convert(sql: str) -> str:
    """The store's ``?`` placeholders as PostgreSQL's own ``$1, $2 ...``, which psycopg's raw cursor sends as
    they are: its ``%s`` were parsed on the client for every statement too long for its cache, such as a list
    of 500 ids (a bulk step: 6 such statements, 20-30% of its Python time)."""
    n = count(1)
    return re.sub(r"\?", lambda _: f"${next(n)}", sql)


def _json(rows: Sequence[Sequence[Any]], columns: Sequence[str]) -> str | None:
    """Rows as a JSON array of objects by column name; None when a value has no JSON form (NaN, infinity)."""
    try:
        return json.dumps([dict(zip(columns, row, strict=True)) for row in rows], ensure_ascii=False,
                          allow_nan=False)
    except ValueError:
        return None


class PgTx(Tx):
    lateral = True
    live_step = "NOT EXISTS (SELECT 1 FROM undone u WHERE u.step = d.step)"  # planned as a hash anti join
    _batched = False

    @contextmanager
    def batch(self) -> Iterator[None]:
        """The writes of the block in one pipeline: each statement waited for its answer, a round trip that a
        loaded machine makes cost a wait for the CPU on both sides (a bulk step's 6-10 writes)."""
        if self._batched:
            yield
            return
        with self.db.pipeline():
            self._batched = True
            try:
                yield
            finally:
                self._batched = False

    def many(self, sql: str, rows: Any) -> None:
        if rows:
            with self.db.cursor() as cur:
                cur.executemany(_convert(sql), rows)

    def update_many(self, table: str, columns: Sequence[str], keys: int, rows: Sequence[Sequence[Any]]) -> None:
        """One UPDATE of all ``rows``, read as the table's own row type from one JSON parameter (no type to
        spell): 500 span states 2.5x faster than executemany's 500 statements, pipelined as they are."""
        data = _json(rows, columns) if rows else None
        if data is None:
            super().update_many(table, columns, keys, rows)
            return
        sets = ", ".join(f'"{c}" = v."{c}"' for c in columns[keys:])
        on = " AND ".join(f't."{c}" = v."{c}"' for c in columns[:keys])
        self.run(f"UPDATE {table} t SET {sets} FROM json_populate_recordset(NULL::{table}, ?) v WHERE {on}", (data,))

    def delete_many(self, table: str, keys: Sequence[str], rows: Sequence[Sequence[Any]]) -> None:
        data = _json(rows, keys) if rows else None
        if data is None:
            super().delete_many(table, keys, rows)
            return
        on = " AND ".join(f't."{c}" = v."{c}"' for c in keys)
        self.run(f"DELETE FROM {table} t USING json_populate_recordset(NULL::{table}, ?) v WHERE {on}", (data,))

    def insert_many(self, table: str, columns: Any, rows: Any) -> None:
        """COPY, or in a batch (where COPY cannot go) one INSERT of the rows as one JSON parameter."""
        if not rows:
            return
        names = ", ".join(f'"{c}"' for c in columns)
        if self._batched:
            data = _json(rows, columns)
            if data is None:
                super().insert_many(table, columns, rows)
            else:
                self.run(f"INSERT INTO {table} ({names}) SELECT {names} FROM json_populate_recordset(NULL::{table}, ?)",
                         (data,))
            return
        with self.db.cursor() as cur, cur.copy(f"COPY {table} ({names}) FROM STDIN") as copy:
            for row in rows:
                copy.write_row(row)


class PostgresBackend:
    """A store in a PostgreSQL database (its tables in the connection's first schema)."""

    float_type = "DOUBLE PRECISION"
    #: the state tables leave room in each page, so that updating a span's status writes its new version in
    #: the same page and no index entry (a "HOT" update): filled whole by a bulk load, 20% of a bulk accept's
    #: updates were, and every other one wrote an entry in each of span_state's 4 indexes (2,000 essays, 8
    #: rounds: 100% HOT with this; the server's CPU time per bulk undo 45 -> 30 ms)
    updated_in_place = " WITH (fillfactor = 85)"
    blob_type = "BYTEA"
    #: joins the span states ``t`` of a group in span_id order (learner_digests)
    concat = "string_agg(t, ';' ORDER BY span_id)"

    #: a role that may not add decisions to the store (find_access): a write is refused at once
    read_only = False

    def __init__(self, url: str, timeout: float = 30.0) -> None:
        self.name = redact(url)
        try:
            import psycopg
        except ImportError:
            raise StoreError("a PostgreSQL store needs psycopg: pip install 'pseudonymization-workbench[postgres]'"
                             ) from None
        self._errors = psycopg.Error
        try:
            self.db = psycopg.connect(url, autocommit=True, connect_timeout=max(1, int(timeout)),
                                      cursor_factory=psycopg.RawCursor)
        except psycopg.Error as e:
            raise StoreError(f"{self.name}: cannot connect to the review store ({str(e).strip()})") from None
        self.db.execute(f"SET lock_timeout = '{int(timeout * 1000)}ms'")

    def schema_version(self, tx: Tx) -> int:
        if tx.value("SELECT to_regclass('workbench_meta')") is None:
            return 0
        return int(tx.value("SELECT value FROM workbench_meta WHERE key = 'schema_version'") or 0)

    def set_schema_version(self, tx: Tx, version: int) -> None:
        tx.run("CREATE TABLE IF NOT EXISTS workbench_meta (key TEXT PRIMARY KEY, value TEXT NOT NULL)")
        tx.run("INSERT INTO workbench_meta VALUES ('schema_version', ?) ON CONFLICT (key) DO UPDATE "
               "SET value = EXCLUDED.value", (str(version),))

    def find_access(self, tx: Tx, tables: Sequence[str]) -> None:
        """Whether this role may write the store: ``read_only`` when it may not add decisions to its tables."""
        self.read_only = "decisions" in tables and not tx.value("SELECT has_table_privilege('decisions', 'INSERT')")

    def denied(self, error: BaseException) -> bool:
        """Whether ``error`` is the server's refusal of a statement to this role or transaction (no privilege,
        a read-only server)."""
        import psycopg.errors

        return isinstance(error, (psycopg.errors.InsufficientPrivilege, psycopg.errors.ReadOnlySqlTransaction))

    def stand_in_meta(self) -> None:
        """Nothing: a store of schema 5 has ``workbench_meta`` already (it holds the schema version), with no id."""

    def tables(self, tx: Tx) -> list[str]:
        """The names of the tables in the connection's first schema; StoreError when no schema of its
        search_path exists."""
        if tx.value("SELECT current_schema()") is None:
            raise StoreError(f"{self.name}: no schema of its search_path exists: create it first (CREATE SCHEMA)")
        return [r[0] for r in tx.all("SELECT tablename FROM pg_tables WHERE schemaname = current_schema() "
                                     "ORDER BY tablename")]

    def prepare_new(self) -> None:
        """Nothing to set before a new store's tables are made."""

    def after_load(self) -> None:
        """Vacuum and analyze the tables a bulk load filled, as PostgreSQL asks after one. ANALYZE gives the
        planner its statistics: without them a just-loaded store of 20,000 essays is planned as a small one (the
        spans near a bulk step's 500 spans were read by scanning all 600,000 span states; 2,000 essays: 29 ms,
        6 ms with them). VACUUM sets the rows' hint bits and the visibility map, and resets the count of rows
        inserted since the last vacuum, which ANALYZE leaves: else autovacuum vacuums every table the load
        filled within a minute of it, in the middle of the first review session (20,000 essays: search_terms,
        span_state, spans and essays vacuumed 27-32 s after the load, 5.9 s of a worker writing every page at
        ~29 MB/s on a 2-core machine beside the reviewers' steps); unthrottled here, 0.6 s more in a 28 s load."""
        tables = "essays, spans, candidates, essay_state, span_state, search_terms, search_vocab"
        inside = self.db.info.transaction_status != 0  # inside a transaction of this connection: VACUUM cannot run
        try:
            self.db.execute(f"ANALYZE {tables}" if inside else f"VACUUM (ANALYZE) {tables}")
        except self._errors as e:  # another session holds the tables' lock past lock_timeout: the load is in
            if inside:             # (committed), the statistics come with autovacuum
                raise
            log.warning("the essays are stored; vacuuming the tables after the load failed (%s): PostgreSQL's "
                        "autovacuum will do it", type(e).__name__)

    @contextmanager
    def write(self) -> Iterator[Tx]:
        """One transaction holding the store's write lock; rolled back on any error. Begun and locked in one
        round trip (a loaded machine makes each one a wait for the CPU on both sides)."""
        if self.read_only:
            raise StoreError(f"{self.name}: read-only for this role: nothing can be written to it")
        lock = f"SELECT pg_advisory_xact_lock({_LOCK})"
        nested = self.db.info.transaction_status != 0  # inside a transaction of this connection: a savepoint
        with self.db.transaction() if nested else self._transaction(f"BEGIN; {lock}", busy=True):
            if nested:
                self._lock(lock)
            yield PgTx(self.db, _convert)

    def _lock(self, lock: str) -> None:
        try:
            self.db.execute(lock)
        except self._errors as e:
            raise StoreError(f"{self.name}: the store is busy ({str(e).strip()}); try again") from None

    @contextmanager
    def read(self) -> Iterator[Tx]:
        if self.db.info.transaction_status != 0:  # inside a write of this connection
            yield PgTx(self.db, _convert)
            return
        with self._transaction("BEGIN ISOLATION LEVEL REPEATABLE READ, READ ONLY"):
            yield PgTx(self.db, _convert)

    @contextmanager
    def _transaction(self, begin: str, busy: bool = False) -> Iterator[None]:
        """A transaction begun by the statements ``begin`` (one round trip), committed at the end of the block
        and rolled back when it raises (``busy``: its lock not taken in time is a StoreError)."""
        try:
            self.db.execute(begin)
        except self._errors as e:
            self._rollback()
            if busy:
                raise StoreError(f"{self.name}: the store is busy ({str(e).strip()}); try again") from None
            raise
        try:
            yield
        except BaseException:
            self._rollback()
            raise
        self.db.execute("COMMIT")

    def _rollback(self) -> None:
        if not self.db.closed and self.db.info.transaction_status != 0:
            try:
                self.db.execute("ROLLBACK")
            except self._errors:
                pass  # a broken connection: the server rolls the transaction back itself

    def close(self) -> None:
        self.db.close()
