"""The store suite runs on both backends: a SQLite file, and a real PostgreSQL server that the test run starts
itself in a temporary folder (Debian's postgresql package: initdb and pg_ctl; as root they run as the
``postgres`` user), listening only on a unix socket there. Each test gets its own schema. Skips with the
reason when the server binaries are missing (``apt-get install -y postgresql``, which ``make test`` does)."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

from bench.pg_server import PgServer, pg_bin, temporary_server
from workbench.model import Essay, Span
from workbench.review_release import ReleaseCheck, Verdict
from workbench.store import Edit, ReviewStore

BACKENDS = ("sqlite", "postgres")
TEXT = "Jag heter Ali och bor i Borlänge. Min bror Omar bor i Lund."
E2 = "Hej från Lund. Ali hälsar från Borlänge."


@pytest.fixture(scope="session")
def pg_server() -> Iterator[PgServer]:
    if pg_bin() is None:
        pytest.skip("PostgreSQL server not installed (/usr/lib/postgresql/*/bin/initdb): apt-get install -y "
                    "postgresql (make test does)")
    pytest.importorskip("psycopg", reason="psycopg missing: pip install -e '.[dev]'")
    try:
        with temporary_server() as server:
            yield server
    except RuntimeError as e:
        pytest.fail(f"could not start the test PostgreSQL server: {e}")


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


def checked(store: ReviewStore) -> Verdict:
    """The leak check's verdict on the store as it is now: what a sign-off takes."""
    return ReleaseCheck().run(store)


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
