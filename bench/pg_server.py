"""A throwaway PostgreSQL server in a temporary folder (Debian's initdb and pg_ctl; as root they run as the
``postgres`` user), listening only on a unix socket there: for the store tests and the review benchmark."""

from __future__ import annotations

import os
import shutil
import subprocess
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager
from itertools import count
from pathlib import Path

__all__ = ["PgServer", "pg_bin", "temporary_server"]


def pg_bin() -> Path | None:
    """The newest PostgreSQL server binaries on this machine (Debian's layout), or None."""
    found = sorted(Path("/usr/lib/postgresql").glob("*/bin/initdb"), key=lambda p: int(p.parts[-3]))
    return found[-1].parent if found else None


class PgServer:
    """A running server; ``url()`` gives a fresh, empty schema of its database."""

    def __init__(self, root: Path, port: int) -> None:
        self.root, self.port = root, port
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


@contextmanager
def temporary_server(max_connections: int = 200) -> Iterator[PgServer]:
    """Start a server, yield it, stop it and remove its folder. RuntimeError when it cannot start."""
    binaries = pg_bin()
    if binaries is None:
        raise RuntimeError("PostgreSQL server not installed (/usr/lib/postgresql/*/bin/initdb): "
                           "apt-get install -y postgresql (make test does)")
    root = Path(tempfile.mkdtemp(prefix="pw-pg-"))
    as_user: list[str] = []
    if os.geteuid() == 0:  # initdb refuses root: run the server as the unprivileged postgres user
        shutil.chown(root, "postgres", "postgres")
        as_user = ["runuser", "-u", "postgres", "--"]
    data = root / "data"
    port = 20000 + os.getpid() % 20000  # only a unix socket in root: the number names the socket file
    pg_ctl = [*as_user, str(binaries / "pg_ctl"), "-D", str(data)]
    try:
        _run([*as_user, str(binaries / "initdb"), "-D", str(data), "-A", "trust", "-U", "postgres", "-E", "UTF8",
              "--locale=C", "--no-sync"])
        _run([*pg_ctl, "-l", str(root / "server.log"), "-w", "-t", "60", "-o",
              f"-p {port} -k {root} -c listen_addresses='' -c fsync=off -c max_connections={max_connections}",
              "start"])
    except (RuntimeError, subprocess.TimeoutExpired):
        subprocess.run([*pg_ctl, "-m", "immediate", "stop"], capture_output=True, timeout=60)
        shutil.rmtree(root, ignore_errors=True)
        raise
    try:
        yield PgServer(root, port)
    finally:
        subprocess.run([*pg_ctl, "-m", "immediate", "-w", "stop"], capture_output=True, timeout=60)
        shutil.rmtree(root, ignore_errors=True)
