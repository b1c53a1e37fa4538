"""The store suite runs on both backends: a SQLite file, and a real PostgreSQL server that the test run starts
itself in a temporary folder (Debian's postgresql package: initdb and pg_ctl; as root they run as the
``postgres`` user), listening only on a unix socket there. Each test gets its own schema. Skips with the
reason when the server binaries are missing (``apt-get install -y postgresql``, which ``make test`` does)."""

from __future__ import annotations

import os
import shutil
import subprocess
import tempfile
from collections.abc import Callable, Iterator
from itertools import count
from pathlib import Path

import pytest

from workbench.model import Essay, Span
from workbench.store import Edit, ReviewStore

BACKENDS = ("sqlite", "postgres")
TEXT = "Jag heter Ali och bor i Borlänge. Min bror Omar bor i Lund."
E2 = "Hej från Lund. Ali hälsar från Borlänge."


def pg_bin() -> Path | None:
    """The newest PostgreSQL server binaries on this machine (Debian's layout)."""
    found = sorted(Path("/usr/lib/postgresql").glob("*/bin/initdb"), key=lambda p: int(p.parts[-3]))
    return found[-1].parent if found else None


class PgServer:
    """A throwaway PostgreSQL server; ``url()`` gives a fresh, empty schema of its database."""

    def __init__(self, root: Path, port: int, as_user: list[str]) -> None:
        self.root, self.port, self.as_user = root, port, as_user
        self._n = count(1)

    def base(self) -> str:
        return f"postgresql://postgres@/postgres?host={self.root}&port={self.port}"

    def url(self) -> str:
        import psycopg

        schema = f"t{os.getpid()}_{next(self._n)}"
        with psycopg.connect(self.base(), autocommit=True) as db:
            db.execute(f"CREATE SCHEMA {schema}")
        return f"{self.base()}&options=-csearch_path%3D{schema}"


def _run(cmd: list[str]) -> None:
    done = subprocess.run(cmd, capture_output=True, text=True, timeout=120)
    if done.returncode:
        raise RuntimeError(f"{' '.join(cmd)} failed ({done.returncode}):\n{done.stdout}\n{done.stderr}")


@pytest.fixture(scope="session")
def pg_server() -> Iterator[PgServer]:
    binaries = pg_bin()
    if binaries is None:
        pytest.skip("PostgreSQL server not installed (/usr/lib/postgresql/*/bin/initdb): apt-get install -y "
                    "postgresql (make test does)")
    pytest.importorskip("psycopg", reason="psycopg missing: pip install -e '.[dev]'")
    root = Path(tempfile.mkdtemp(prefix="pw-pg-"))
    as_user: list[str] = []
    if os.geteuid() == 0:  # initdb refuses root: run the server as the unprivileged postgres user
        shutil.chown(root, "postgres", "postgres")
        as_user = ["runuser", "-u", "postgres", "--"]
    data = root / "data"
    port = 20000 + os.getpid() % 20000  # only a unix socket in root: the number names the socket file
    try:
        _run([*as_user, str(binaries / "initdb"), "-D", str(data), "-A", "trust", "-U", "postgres", "-E", "UTF8",
              "--locale=C", "--no-sync"])
        _run([*as_user, str(binaries / "pg_ctl"), "-D", str(data), "-l", str(root / "server.log"), "-w", "-t", "60",
              "-o", f"-p {port} -k {root} -c listen_addresses='' -c fsync=off -c max_connections=200", "start"])
    except (RuntimeError, subprocess.TimeoutExpired) as e:
        shutil.rmtree(root, ignore_errors=True)
        pytest.fail(f"could not start the test PostgreSQL server: {e}")
    try:
        yield PgServer(root, port, as_user)
    finally:
        subprocess.run([*as_user, str(binaries / "pg_ctl"), "-D", str(data), "-m", "immediate", "-w", "stop"],
                       capture_output=True, timeout=60)
        shutil.rmtree(root, ignore_errors=True)


@pytest.fixture(params=BACKENDS)
def backend(request: pytest.FixtureRequest) -> str:
    return str(request.param)


@pytest.fixture
def target(backend: str, request: pytest.FixtureRequest, tmp_path: Path) -> str:
    """Where a store lives: a SQLite file, or a fresh schema on the test PostgreSQL server."""
    if backend == "sqlite":
        return str(tmp_path / "store.db")
    return request.getfixturevalue("pg_server").url()


def ids(store: ReviewStore, essay_id: str) -> list[int]:
    """The span ids of an essay, by offset."""
    return [s.id for s in store.spans(essay_id)]


def accept_all(store: ReviewStore, reviewer: str = "anna") -> None:
    """Accept every open span, those that accepting proposes included."""
    while True:
        edits = [Edit(e, "accept", s.id) for e in store.essay_ids() for s in store.unresolved(e)]
        if not edits:
            return
        store.apply(reviewer, edits[:1])


def fill(store: ReviewStore) -> ReviewStore:
    store.add_essays([(Essay("e1", "L1", TEXT, "sv", {"level": "A"}),
                       [Span(10, 13, "firstname_male", number=1, reason="list"), Span(24, 32, "city", number=1),
                        Span(38, 42, "fam"), Span(43, 47, "firstname_male", number=2)]),
                      (Essay("e2", "L1", E2, "sv"), [Span(9, 13, "city", number=2)]),
                      (Essay("e3", "L2", "Jag bor i Borlänge.", "sv"), [])])
    return store


@pytest.fixture
def store(target: str) -> Iterator[ReviewStore]:
    s = fill(ReviewStore(target))
    yield s
    s.close()


@pytest.fixture
def opener(target: str) -> Iterator[Callable[[], ReviewStore]]:
    """Another connection to the same store (as a second reviewer's process would have)."""
    opened: list[ReviewStore] = []

    def open_() -> ReviewStore:
        opened.append(ReviewStore(target))
        return opened[-1]

    yield open_
    for s in opened:
        s.close()
