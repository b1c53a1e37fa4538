"""Opening a store writes nothing: a command that only reads never makes a store in another file (another
application's database, an empty file) or switches its journal, and a read-only store can be read."""

from __future__ import annotations

import os
import shutil
import sqlite3
import subprocess
import sys
import tempfile
from pathlib import Path

import pytest

from tests.store.conftest import fill
from workbench.model import Essay
from workbench.review_release import ReleaseCheck
from workbench.store import ReviewStore, StoreError

ROOT = Path(__file__).resolve().parents[2]


def _bytes(path: Path) -> bytes:
    return path.read_bytes()


def test_another_applications_database_is_refused_and_left_as_it_was(tmp_path: Path) -> None:
    path = tmp_path / "shop.db"
    with sqlite3.connect(path) as db:
        db.execute("CREATE TABLE customers (name TEXT)")
    before = _bytes(path)
    with pytest.raises(StoreError, match=r"not a review store: it holds other tables \(customers\)"):
        ReviewStore(path)
    assert _bytes(path) == before and not Path(f"{path}-wal").exists()


def test_an_empty_file_is_read_as_no_store_and_made_one_by_the_first_write(tmp_path: Path) -> None:
    path = tmp_path / "empty.db"
    path.touch()
    store = ReviewStore(path)
    for read in (store.progress, store.essay_ids, lambda: store.annotations()):
        with pytest.raises(StoreError, match="no review store there yet"):
            read()
    store.close()
    assert path.stat().st_size == 0
    with ReviewStore(path) as store:
        store.add_essays([(Essay("e1", "L1", "Hej.", "sv"), [])])
        assert store.progress().essays == 1
    with sqlite3.connect(path) as db:
        assert db.execute("PRAGMA journal_mode").fetchone()[0] == "wal"


def test_reading_a_store_writes_nothing(tmp_path: Path) -> None:
    path = tmp_path / "store.db"
    fill(ReviewStore(path)).close()
    with sqlite3.connect(path) as db:  # a store made before WAL was switched on at creation only
        db.execute("PRAGMA journal_mode=DELETE")
    before = _bytes(path)
    with ReviewStore(path) as store:
        assert store.progress().essays == 3 and len(store.annotations()) == 3
    assert _bytes(path) == before
    with sqlite3.connect(path) as db:
        assert db.execute("PRAGMA journal_mode").fetchone()[0] == "delete"


_READ = """
import sys
sys.path.insert(0, sys.argv[2])
from workbench.store import ReviewStore, StoreError
store = ReviewStore(sys.argv[1])
print(store.progress().essays, len(store.annotations()))
try:
    store.add_reviewer("x")
except StoreError as e:
    print(e)
"""


@pytest.mark.skipif(not hasattr(os, "geteuid") or (os.geteuid() == 0 and shutil.which("setpriv") is None),
                    reason="needs a non-root account, or setpriv to become one")
def test_a_read_only_store_is_read(tmp_path: Path) -> None:
    """A 0444 store in a folder the reader cannot write (no shared-memory file can be made beside it)."""
    folder = Path(tempfile.mkdtemp(prefix="pw-ro-"))  # tmp_path is the root user's own
    try:
        path = folder / "store.db"
        fill(ReviewStore(path)).close()
        path.chmod(0o444)
        folder.chmod(0o555)
        cmd = [sys.executable, "-c", _READ, str(path), str(ROOT)]
        if os.geteuid() == 0:  # root writes any file: read as nobody
            cmd = ["setpriv", "--reuid=65534", "--regid=65534", "--clear-groups", *cmd]
        done = subprocess.run(cmd, capture_output=True, text=True, timeout=120, cwd="/")
        assert done.returncode == 0, done.stderr
        assert done.stdout.splitlines() == ["3 3", f"{path}: read-only for this account: nothing can be written to it"]
    finally:
        folder.chmod(0o755)
        shutil.rmtree(folder)


def test_postgres_refuses_a_schema_of_other_tables_and_creates_nothing_on_reading(
        pg_server: object) -> None:
    import psycopg

    url = pg_server.url()  # type: ignore[attr-defined]
    store = ReviewStore(url)
    with pytest.raises(StoreError, match="no review store there yet"):
        store.progress()
    store.close()
    with psycopg.connect(url, autocommit=True) as db:
        assert db.execute("SELECT COUNT(*) FROM pg_tables WHERE schemaname = current_schema()").fetchone() == (0,)
        db.execute("CREATE TABLE customers (name TEXT)")
    with pytest.raises(StoreError, match=r"not a review store: it holds other tables \(customers\)"):
        ReviewStore(url)
    missing = url.rsplit("%3D", 1)[0] + "%3Dno_such_schema"
    with pytest.raises(StoreError, match="no schema of its search_path exists"):
        ReviewStore(missing)


def _schema_5(target: str) -> None:
    """The store at ``target`` (filled) made as the workbench before the store id left it: schema 5, with no
    store id (SQLite: no workbench_meta table)."""
    from workbench.store.postgres import PostgresBackend, is_url
    from workbench.store.sqlite import SQLiteBackend

    backend = PostgresBackend(target) if is_url(target) else SQLiteBackend(target)
    with backend.write() as tx:
        if is_url(target):
            tx.run("DELETE FROM workbench_meta WHERE key = 'store_id'")
        else:
            tx.run("DROP TABLE workbench_meta")
        backend.set_schema_version(tx, 5)
    backend.close()


_READ_OLD = """
import sys
sys.path.insert(0, sys.argv[2])
from workbench.review_release import ReleaseCheck
from workbench.store import ReviewStore, StoreError
try:
    store = ReviewStore(sys.argv[1])
except StoreError as e:
    print("refused:", e)
    sys.exit(0)
print(store.progress().essays, len(store.annotations()), repr(store.store_id()), repr(store.log_mark()[0]))
print(ReleaseCheck().run(store).ok, ReleaseCheck().run(store).ok)
"""


@pytest.mark.skipif(not hasattr(os, "geteuid") or (os.geteuid() == 0 and shutil.which("setpriv") is None),
                    reason="needs a non-root account, or setpriv to become one")
@pytest.mark.parametrize("version", [5, 4])
def test_a_read_only_account_reads_a_store_of_schema_5_as_it_is(tmp_path: Path, version: int) -> None:
    """Review 23 M2: a store of schema 5 is read as it is (no store id: every verdict checked anew); an older
    one, which cannot be read without its upgrade, is refused with the message, no traceback."""
    folder = Path(tempfile.mkdtemp(prefix="pw-ro-"))
    try:
        path = folder / "store.db"
        fill(ReviewStore(path)).close()
        _schema_5(str(path))
        if version == 4:
            with sqlite3.connect(path) as db:
                db.execute("DROP TABLE roster_changes")
                db.execute("PRAGMA user_version=4")
        path.chmod(0o444)
        folder.chmod(0o555)
        cmd = ["setpriv", "--reuid=65534", "--regid=65534", "--clear-groups"] if os.geteuid() == 0 else []
        done = subprocess.run([*cmd, sys.executable, "-c", _READ_OLD, str(path), str(ROOT)], capture_output=True,
                              text=True, timeout=120, cwd="/")
        assert done.returncode == 0, done.stderr
        if version == 5:
            assert done.stdout.splitlines() == ["3 3 '' ''", "False False"]  # it leaks: Ali, Borlänge
        else:
            assert done.stdout.splitlines() == [
                f"refused: {path}: a review store of schema 4, which this account may not upgrade (read-only here, "
                "or no right to make tables): open it once as an account that may, so that this workbench can "
                "upgrade it"]
    finally:
        folder.chmod(0o755)
        shutil.rmtree(folder)


def test_a_postgres_role_that_may_only_read_reads_a_store_of_schema_5_as_it_is(
        pg_server: object, tmp_path: Path) -> None:
    """Review 23 M2: a role with SELECT only opens a store of schema 5 as it is, and the CLI reads it; a role that
    may write rows but not make tables works in it as it is; a store either would have to upgrade is refused
    with a StoreError, not psycopg's error."""
    import psycopg

    from workbench.cli import main

    url = pg_server.url()  # type: ignore[attr-defined]
    fill(ReviewStore(url)).close()
    _schema_5(url)
    schema_name = url.rsplit("%3D", 1)[1]
    ro, rw = f"ro_{schema_name}", f"rw_{schema_name}"
    with psycopg.connect(pg_server.base(), autocommit=True) as db:  # type: ignore[attr-defined]
        for role, rights in ((ro, "SELECT"), (rw, "SELECT, INSERT, UPDATE, DELETE")):
            db.execute(f"CREATE ROLE {role} LOGIN")
            db.execute(f"GRANT USAGE ON SCHEMA {schema_name} TO {role}")
            db.execute(f"GRANT {rights} ON ALL TABLES IN SCHEMA {schema_name} TO {role}")
    ro_url, rw_url = (url.replace("postgres@", f"{role}@") for role in (ro, rw))
    with ReviewStore(ro_url) as store:
        assert store.progress().essays == 3 and store.store_id() == "" and store.log_mark()[0] == ""
        assert not ReleaseCheck().run(store).ok  # it leaks: Ali, Borlänge
        with pytest.raises(StoreError, match="read-only for this role: nothing can be written to it"):
            store.add_reviewer("x")
    assert main(["review", "annotations", "--db", ro_url, "--out", str(tmp_path / "a.jsonl")]) == 0
    with ReviewStore(rw_url) as store:
        store.add_reviewer("Signe", override="the roster was never started in this store")
        assert store.roster() == ["Signe"] and store.store_id() == ""
    with psycopg.connect(url, autocommit=True) as db:  # a store of schema 4: it cannot be read as it is
        db.execute("DROP TABLE roster_changes")
        db.execute("UPDATE workbench_meta SET value = '4' WHERE key = 'schema_version'")
    for role_url in (ro_url, rw_url):
        with pytest.raises(StoreError, match="a review store of schema 4, which this account may not upgrade"):
            ReviewStore(role_url)
    with ReviewStore(url) as store:  # an account that may write it upgrades it
        assert len(store.store_id()) == 32


def test_sqlite_tells_its_refusal_to_write_a_read_only_database(tmp_path: Path) -> None:
    from workbench.store.sqlite import SQLiteBackend

    path = tmp_path / "x.db"
    with sqlite3.connect(path) as db:
        db.execute("CREATE TABLE a (x)")
    backend = SQLiteBackend(str(path))
    db = sqlite3.connect(f"file:{path}?mode=ro", uri=True)
    with pytest.raises(sqlite3.OperationalError) as info:
        db.execute("INSERT INTO a VALUES (1)")
    db.close()
    assert backend.denied(info.value) and not backend.denied(sqlite3.OperationalError("no such table: b"))
    backend.close()
