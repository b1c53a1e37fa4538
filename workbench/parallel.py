"""Where batch work runs: one pure function per learner, mapped in this process, over local processes
(``--workers N``; the commands' default ``--workers auto`` is ``auto_workers``: one a million characters of
essay text, at most one a core) or over a Dask cluster (``--dask ADDRESS``), its results back in the learners'
order.

Detection and pseudonymization are per learner (DESIGN.md: "batch work is a pure function per learner"):
``Runner.map(func, shared, items, names)`` calls ``func(shared, item)`` for every item (one learner's
essays and what they need) and yields the results in the items' order, whatever order the workers finish
in. So what comes after the map (the corpus steps of detection, the one release writer with its leak
check) runs once, in this process, on exactly what a single-process run sees, and a release is
byte-identical however it was computed.

- ``shared`` is what every item needs alike (settings, the originals a surrogate keeps clear of): on a Dask
  cluster it is scattered to every worker once a map; to local processes it is pickled once and sent with
  each batch, and unpickled once per process.
- Items go out in batches (several learners a task), at most a few batches ahead of the consumer, so
  memory does not grow with the corpus and the consumer (the writer) works while the workers compute.
- ``func`` must be a module-level function (pickled by name) whose result depends only on its arguments:
  no settings from module globals or the environment, which a Dask worker does not share. Before the
  first map on a cluster, every worker's ``fingerprint`` (the workbench version, Python, spaCy, the
  package's code and shipped data) must equal this process's, or the run stops with a RunnerError saying
  which worker differs.
- An exception in ``func`` stops the run: batches not started are cancelled, and the exception is raised
  here with its own type, ``failed_in(e)`` naming the learner (and the essay, where the function names it
  with ``naming``). Local processes use ``spawn`` (no state inherited by forking a process with threads).

Nothing of this is written to disk: essays and their originals travel to the workers in memory (to a Dask
cluster over its network: run one only on machines allowed to hold the originals).
"""

from __future__ import annotations

import hashlib
import itertools
import logging
import math
import multiprocessing
import os
import pickle
import platform
import uuid
from collections import deque
from collections.abc import Callable, Generator, Iterator, Sequence
from concurrent.futures import Executor, ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from contextlib import contextmanager
from functools import cache
from pathlib import Path
from typing import Any, TypeVar

from tqdm import tqdm

__all__ = ["CHARS_PER_WORKER", "Runner", "RunnerError", "auto_workers", "failed_in", "fingerprint", "naming"]

log = logging.getLogger(__name__)

S = TypeVar("S")
T = TypeVar("T")
R = TypeVar("R")

_WHERE = "workbench_where"  # the attribute of an exception that says which learner (and essay) it came from
_BATCHES_PER_WORKER = 8  # batches a map is cut into, per worker: enough to balance uneven learners
_MAX_BATCH = 64  # learners in one batch at most
_AHEAD = 2  # batches in flight per worker
#: characters of essay text a local worker process must get for ``auto_workers`` to start it: starting one
#: (Python, spaCy, the word lists, in a new process) costs about 3 s of CPU, what detection does with about
#: 0.5 M characters, so each process gets twice that (bench.parallel_speed, README "--workers")
CHARS_PER_WORKER = 1_000_000


class RunnerError(RuntimeError):
    """The work could not be run where it was asked to: bad --workers, no dask installed, a cluster out of
    reach or with other versions, a worker process that died."""


@contextmanager
def naming(kind: str, name: str) -> Iterator[None]:
    """Name ``kind`` ``name`` (e.g. "essay", its id) in any exception raised inside: ``failed_in`` and the
    exception's notes say it."""
    try:
        yield
    except Exception as e:
        _name(e, f"{kind} {name!r}")
        raise


def failed_in(e: BaseException) -> str | None:
    """Where a mapped function failed ("learner 'L1', essay 'L1-2'"), or None for another exception."""
    where = getattr(e, _WHERE, None)
    return ", ".join(where) if where else None


def _name(e: BaseException, what: str) -> None:
    where: list[str] = e.__dict__.setdefault(_WHERE, [])
    if what not in where:
        where.insert(0, what)  # the outer name (learner) before the inner one (essay)
        notes: list[str] = e.__dict__.setdefault("__notes__", [])  # what add_note does (Python 3.11+)
        notes.append(f"while working on {what}")


def _call(func: Callable[[S, T], R], shared: S, items: Sequence[tuple[str, T]]) -> list[R]:
    """A batch: ``func(shared, item)`` for each (learner, item), an exception naming its learner. An
    exception that cannot travel back from a worker (it cannot be pickled) becomes a RuntimeError."""
    out = []
    for name, item in items:
        try:
            out.append(func(shared, item))
        except Exception as e:
            _name(e, f"learner {name!r}")
            try:
                pickle.dumps(e)
            except Exception:
                plain = RuntimeError(f"{type(e).__name__}: {e}")
                plain.__dict__.update({k: v for k, v in e.__dict__.items() if k in (_WHERE, "__notes__")})
                raise plain from None
            raise
    return out


_received: tuple[str, Any] | None = None  # in a local worker process: the last map's shared value


def _call_pickled(func: Callable[[S, T], R], token: str, blob: bytes, items: Sequence[tuple[str, T]]) -> list[R]:
    """``_call`` in a local worker process: ``blob`` (the map's shared value) is unpickled once a map."""
    global _received
    if _received is None or _received[0] != token:
        _received = (token, pickle.loads(blob))
    return _call(func, _received[1], items)


@cache
def fingerprint() -> str:
    """What makes two processes compute the same release: the workbench version, Python's and spaCy's,
    and the installed package, its code and shipped data (the pipeline config, every resource file): two
    checkouts of one version that differ by an edit differ here too."""
    import spacy

    import workbench

    package = Path(workbench.__file__).parent
    digest = hashlib.sha256()
    for path in sorted(p for p in package.rglob("*") if p.is_file() and "__pycache__" not in p.parts):
        digest.update(path.relative_to(package).as_posix().encode() + b"\0")
        digest.update(path.read_bytes())
    return (f"workbench {workbench.__version__}, Python {platform.python_version()}, spaCy {spacy.__version__}, "
            f"code and data {digest.hexdigest()[:12]}")


def auto_workers(chars: int, cores: int | None = None, busy: float | None = None) -> int:
    """How many local processes detection of ``chars`` characters of essay text is worth (``--workers auto``):
    one per ``CHARS_PER_WORKER`` characters, at most one per core this process may run on (``cores``: that
    number, else asked of the system), at least one (this process: no worker to start). A machine whose cores
    are already all busy (``busy``: the one-minute load average, else asked of the system) gets one: there a
    second process only competes (500 English essays at load 20-33: 327 s one process, 570 s two)."""
    if cores is None:
        cores = len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else os.cpu_count() or 1
    if busy is None:
        busy = os.getloadavg()[0] if hasattr(os, "getloadavg") else 0.0
    if busy >= cores:
        return 1
    return max(1, min(cores, chars // CHARS_PER_WORKER))


def _worker_fingerprint() -> str:
    """``fingerprint`` as a Dask worker computes it: sent by name (not by value), so the worker runs its
    own installed workbench."""
    return fingerprint()


class Runner:
    """Where batch work runs: in this process (the default), on ``workers`` local processes, or on the Dask
    cluster at ``dask`` (a scheduler address, "tcp://host:8786"). Use it as a context manager: the processes
    or the connection are made on the first map and closed at the end, shared by every map in between.
    ``connect_timeout``: seconds to wait for the scheduler."""

    def __init__(self, workers: int = 1, dask: str | None = None, connect_timeout: float = 20) -> None:
        if workers < 1:
            raise RunnerError(f"--workers must be at least 1, not {workers}")
        if dask is not None and workers != 1:
            raise RunnerError("give --workers or --dask, not both (a Dask cluster has its own workers)")
        self.workers = workers
        self.dask = dask
        self.connect_timeout = connect_timeout
        self._pool: Executor | None = None
        self._client: Any = None

    def __repr__(self) -> str:
        where = f"dask={self.dask!r}" if self.dask else f"workers={self.workers}"
        return f"Runner({where})"

    def __enter__(self) -> Runner:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def close(self) -> None:
        """Stop the local processes (cancelling what has not started) or close the connection to the
        cluster (which goes on running)."""
        if self._pool is not None:
            self._pool.shutdown(wait=True, cancel_futures=True)
            self._pool = None
        if self._client is not None:
            self._client.close()
            self._client = None

    @property
    def in_process(self) -> bool:
        return self.dask is None and self.workers == 1

    def map(self, func: Callable[[S, T], R], shared: S, items: Sequence[T], names: Sequence[str],
            sizes: Sequence[int] | None = None, desc: str = "", unit: str = "learner",
            progress: bool = False) -> Generator[R, None, None]:
        """``func(shared, item)`` for every item, in the items' order (see the module doc). ``names``: the
        learner of each item (for errors); ``sizes``: what each item counts in the progress bar (e.g. its
        essays; default 1)."""
        if len(names) != len(items):
            raise ValueError(f"{len(items)} items but {len(names)} names")
        weights = list(sizes) if sizes is not None else [1] * len(items)
        named = list(zip(names, items, strict=True))
        with tqdm(total=sum(weights), desc=desc, unit=unit, disable=not progress) as bar:
            if self.in_process:
                for (name, item), weight in zip(named, weights, strict=True):
                    result = _call(func, shared, [(name, item)])[0]
                    bar.update(weight)
                    yield result
                return
            size = max(1, min(_MAX_BATCH, math.ceil(len(named) / (self._slots() * _BATCHES_PER_WORKER))))
            batches = [named[k : k + size] for k in range(0, len(named), size)]
            done = iter(weights)
            for results in self._ordered(func, shared, batches):
                for result in results:
                    bar.update(next(done))
                    yield result

    # -- where the batches run -----------------------------------------------------------------------

    def _slots(self) -> int:
        """How many batches can run at once."""
        if self.dask is None:
            return self.workers
        threads = self._connect().nthreads()
        return max(1, sum(threads.values()))

    def _ordered(self, func: Callable[[S, T], R], shared: S,
                 batches: list[list[tuple[str, T]]]) -> Iterator[list[R]]:
        """The results of every batch in order, a few batches ahead of the consumer; what is pending is
        cancelled when the consumer stops early or a batch fails."""
        submit, release = self._submitter(func, shared)
        pending: deque[tuple[list[tuple[str, T]], Any]] = deque()
        todo = iter(batches)
        try:
            for batch in itertools.islice(todo, self._slots() * _AHEAD):
                pending.append((batch, submit(batch)))
            while pending:
                batch, future = pending.popleft()
                results: list[R] = self._result([batch, *(b for b, _ in pending)], future)
                for more in itertools.islice(todo, 1):
                    pending.append((more, submit(more)))
                yield results
        finally:
            for _, future in pending:
                future.cancel()
            release()

    def _result(self, in_flight: list[list[tuple[str, Any]]], future: Any) -> Any:
        """The first batch's results; ``in_flight``: it and the batches sent after it (a dead process
        breaks them all: which one it was working on is not known)."""
        try:
            return future.result()
        except BrokenProcessPool:
            names = [name for batch in in_flight for name, _ in batch]
            learners = ", ".join(repr(name) for name in names[:8]) + (" ..." if len(names) > 8 else "")
            raise RunnerError(f"a worker process died (out of memory? killed?) while working on one of the "
                              f"learners {learners}; nothing was written") from None

    def _submitter(self, func: Callable[[S, T], R], shared: S
                   ) -> tuple[Callable[[list[tuple[str, T]]], Any], Callable[[], None]]:
        """(submit a batch -> a future, release what the map sent to the workers)."""
        if self.dask is not None:
            client = self._connect()
            [scattered] = client.scatter([shared], broadcast=True, hash=False)
            run = uuid.uuid4().hex[:12]
            counter = itertools.count()

            def submit_dask(batch: list[tuple[str, T]]) -> Any:  # keys say nothing of the learners
                return client.submit(_call, func, scattered, batch, pure=False, key=f"workbench-{run}-{next(counter)}")

            return submit_dask, scattered.release
        if self._pool is None:
            self._pool = ProcessPoolExecutor(self.workers, mp_context=multiprocessing.get_context("spawn"))
        pool = self._pool
        blob, token = pickle.dumps(shared, protocol=pickle.HIGHEST_PROTOCOL), uuid.uuid4().hex

        def submit_local(batch: list[tuple[str, T]]) -> Any:
            return pool.submit(_call_pickled, func, token, blob, batch)

        return submit_local, lambda: None

    def _connect(self) -> Any:
        """The Dask client, connected on first use; its workers checked against ``fingerprint``."""
        if self._client is not None:
            return self._client
        try:
            from distributed import Client
        except ImportError:
            raise RunnerError("--dask needs dask.distributed: pip install 'pseudonymization-workbench[dask]' "
                              "(on this machine and on every worker of the cluster)") from None
        try:
            client = Client(self.dask, timeout=self.connect_timeout)
        except (OSError, TimeoutError, ValueError) as e:
            raise RunnerError(f"cannot reach the Dask scheduler at {self.dask}: {e}") from None
        try:
            theirs = client.run(_worker_fingerprint)
            if not theirs:
                raise RunnerError(f"the Dask cluster at {self.dask} has no worker")
            mine = fingerprint()
            other = {worker: fp for worker, fp in theirs.items() if fp != mine}
            if other:
                worker, fp = sorted(other.items())[0]
                raise RunnerError(f"the Dask worker {worker} runs {fp}, this process {mine}: the release would "
                                  f"differ; install the same workbench on every worker ({len(other)} differ)")
        except BaseException:
            client.close()
            raise
        log.info("Dask cluster at %s: %d workers", self.dask, len(theirs))
        self._client = client
        return client
