"""Two versions of the code timed on the same bulk steps in lockstep: on a shared machine whose load swings from 2
to 20 within minutes, two review_speed runs one after the other compare two loads more than two versions.

Each tree (a checkout or ``git archive`` copy) gets a process of its own that builds the same store
(review_speed's synthetic essays) and then, on the driver's word, times one bulk step over 500 hits and its
undo; the driver alternates them round by round (which goes first alternates too), so that both see the same
load. Prints per step the p50/p95 wall ms, the median CPU ms of the process and of its PostgreSQL server
process (from /proc/<pid>/schedstat, in ns; where that file is missing, from /proc/<pid>/stat in
10 ms ticks, whose median is 0, 10 or 20), of each tree.

Run: ``python bench/bulk_pair.py BEFORE_TREE AFTER_TREE [--backend postgres] [--size 2000] [--rounds 20]``
"""

from __future__ import annotations

import argparse
import gc
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

KINDS = ("accept", "add")


def _server_cpu(store: Any) -> float:
    """CPU ms the store's PostgreSQL server process used so far (0 for SQLite): its time on a CPU in ns from
    /proc/<pid>/schedstat, else its user and system time in clock ticks from /proc/<pid>/stat."""
    db = getattr(store.backend, "db", None)
    pid = getattr(getattr(db, "info", None), "backend_pid", None)
    if pid is None:
        return 0.0
    try:
        return int(Path(f"/proc/{pid}/schedstat").read_text().split()[0]) / 1e6
    except (OSError, ValueError, IndexError):
        fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[-1].split()
        return (int(fields[11]) + int(fields[12])) * 1000 / os.sysconf("SC_CLK_TCK")


@contextmanager
def _target(backend: str) -> Iterator[str]:
    if backend == "sqlite":
        with tempfile.TemporaryDirectory() as tmp:
            yield str(Path(tmp) / "s.db")
        return
    from bench.pg_server import temporary_server

    with temporary_server() as server:
        yield server.url()


def worker(backend: str, size: int) -> None:
    """Build the store, say "ready", then time a step and its undo for each kind read from stdin."""
    from bench.review_speed import corpus
    from workbench.pseudonymize.warm import warm
    from workbench.store import Query, ReviewStore

    with _target(backend) as target:
        store = ReviewStore(target)
        store.add_essays(corpus(size))
        warm()  # as review_speed --bulk does, and freezes what is loaded (ui.app._warmed)
        gc.freeze()
        first = store.view("e0").spans[0]
        store.decide("e0", first.id, "accept", "bench")
        print("ready", flush=True)
        for line in sys.stdin:
            kind = line.strip()
            if kind not in KINDS:
                break
            query = Query("Falun", status="open") if kind == "accept" else Query("parken", status="unmarked")
            hits = store.search(query, limit=500).hits
            out = {}
            for what, step in (("do", lambda h=hits, k=kind: store.decide_hits("bench", h, k, label="place")),
                               ("undo", lambda: store.undo("bench"))):
                server, cpu, wall = _server_cpu(store), time.process_time(), time.perf_counter()
                step()
                out[what] = ((time.perf_counter() - wall) * 1000, (time.process_time() - cpu) * 1000,
                             _server_cpu(store) - server)
            print(json.dumps(out), flush=True)
        store.close()


def _p95(values: list[float]) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(0.95 * len(ordered)))]


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("trees", nargs=2, type=Path, help="the code before and after (folders holding workbench/)")
    ap.add_argument("--backend", choices=["sqlite", "postgres"], default="postgres")
    ap.add_argument("--size", type=int, default=2000)
    ap.add_argument("--rounds", type=int, default=20)
    args = ap.parse_args(argv)
    here = Path(__file__).resolve()
    procs = {}
    for name, tree in zip(("before", "after"), args.trees, strict=True):
        tree = tree.resolve()
        procs[name] = subprocess.Popen(
            [sys.executable, str(here), "--worker", args.backend, str(args.size)], cwd=tree, text=True,
            env={**os.environ, "PYTHONPATH": f"{tree}{os.pathsep}{here.parents[1]}"},
            stdin=subprocess.PIPE, stdout=subprocess.PIPE)
    for name, proc in procs.items():
        assert proc.stdout is not None
        if proc.stdout.readline().strip() != "ready":
            raise SystemExit(f"the {name} worker did not start (see its error above)")
    started = os.getloadavg()[0]
    times: dict[tuple[str, str, str], list[tuple[float, float, float]]] = {}
    for kind in KINDS:
        for r in range(args.rounds):
            for name in list(procs)[::1 if r % 2 == 0 else -1]:
                proc = procs[name]
                assert proc.stdin is not None and proc.stdout is not None
                proc.stdin.write(kind + "\n")
                proc.stdin.flush()
                for what, got in json.loads(proc.stdout.readline()).items():
                    times.setdefault((name, kind, what), []).append(tuple(got))
    for proc in procs.values():
        assert proc.stdin is not None and proc.stdout is not None
        proc.stdin.close()  # the worker's end
        proc.wait()
        proc.stdout.close()
    print(f"{args.backend} {args.size:,} essays, {args.rounds} rounds in lockstep; load average {started:.1f} at the "
          f"start, {os.getloadavg()[0]:.1f} at the end (1 min)")
    print(f"{'step':12}" + "".join(f"{name + ': ms p50 / p95, CPU ms client + server':>48}" for name in procs))
    for kind in KINDS:
        for what in ("do", "undo"):
            cells = []
            for name in procs:
                got = times[(name, kind, what)]
                wall, cpu, server = ([t[k] for t in got] for k in range(3))
                cells.append(f"{statistics.median(wall):7.0f} / {_p95(wall):5.0f}, "
                             f"{statistics.median(cpu):4.0f} + {statistics.median(server):3.0f}")
            print(f"{kind + (' undo' if what == 'undo' else ''):12}" + "".join(f"{c:>48}" for c in cells))
    return 0


if __name__ == "__main__":
    if sys.argv[1:2] == ["--worker"]:
        worker(sys.argv[2], int(sys.argv[3]))
        sys.exit(0)
    sys.exit(main())
