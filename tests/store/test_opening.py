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
