"""Batch work learner by learner on local processes and on a Dask cluster (workbench.parallel): the same
release byte for byte as one process with the same seed, the same spans and the same review store; a
failing learner named, a dead worker and a missing or unreachable cluster said plainly.

The cluster is a real dask.distributed LocalCluster of 2 worker processes on this machine (module-scoped,
started once); a run that hangs is stopped by faulthandler after TIMEOUT seconds with every thread's stack."""

from __future__ import annotations

import faulthandler
import json
import multiprocessing
import os
import sys
from collections.abc import Iterable, Iterator
from pathlib import Path

import pytest

from tests.conftest import SAMPLES
from workbench import parallel
from workbench.cli import main
from workbench.detect import Detector, detect_corpus
from workbench.model import Essay, Span
from workbench.parallel import Runner, RunnerError, auto_workers, failed_in
from workbench.pseudonymize.sealed import KEY_MAGIC, SVALA_MAGIC, Opener
from workbench.text import Doc

PASS = "parallel test passphrase"
TIMEOUT = 240
CORPUS = SAMPLES / "corpus"


@pytest.fixture(autouse=True)
def _stop_a_hang() -> Iterator[None]:
    faulthandler.dump_traceback_later(TIMEOUT, exit=True)
    yield
    faulthandler.cancel_dump_traceback_later()


@pytest.fixture
def passphrase(monkeypatch: pytest.MonkeyPatch) -> str:
    monkeypatch.setenv("WORKBENCH_PASSPHRASE", PASS)
    return PASS


@pytest.fixture(scope="module")
def cluster() -> Iterator[str]:
    """The address of a LocalCluster of 2 worker processes, one thread each. Its scheduler's HTTP server takes a
    free port (":0"): with None it takes Dask's 8787, and another test run on the machine may hold that."""
    distributed = pytest.importorskip("distributed", reason="the dask extra is not installed (make test installs it)")
    with distributed.LocalCluster(n_workers=2, threads_per_worker=1, processes=True, dashboard_address=":0",
                                  worker_dashboard_address=None) as local:
        yield local.scheduler_address


def release(out: Path) -> dict[str, bytes]:
    """Every file a run wrote, the sealed ones (the key, the SVALA files) as their decrypted plaintext: the
    ciphertext differs by its random salt and nonce."""
    files = {}
    for path in sorted(p for p in out.rglob("*") if p.is_file()):
        name = path.relative_to(out).as_posix()
        if name.startswith("private/"):
            files[name] = Opener(PASS).read(path, magic=KEY_MAGIC if name.endswith("key.enc") else SVALA_MAGIC)[1]
        else:
            files[name] = path.read_bytes()
    return files


def pseudonymize(out: Path, *where: str) -> dict[str, bytes]:
    assert main(["pseudonymize", str(CORPUS), "--out", str(out), "--seed", "5", "--also", "svala", "--also",
                 "kaggle", *where]) == 0
    return release(out)


def test_workers_and_dask_write_the_release_of_one_process(tmp_path: Path, passphrase: str, cluster: str) -> None:
    one = pseudonymize(tmp_path / "one")
    assert len([n for n in one if n.startswith("release/") and n.endswith(".txt")]) == 22
    assert "private/key.enc" in one and len([n for n in one if n.endswith(".svala.enc")]) == 22
    assert json.loads(one["report.json"])["essays"] == 22
    assert pseudonymize(tmp_path / "two", "--workers", "2") == one
    assert pseudonymize(tmp_path / "dask", "--dask", cluster) == one


def test_per_essay_and_hips_with_workers_as_in_one_process(tmp_path: Path) -> None:
    outs = []
    for where in ([], ["--workers", "2"]):
        out = tmp_path / str(len(outs))
        assert main(["pseudonymize", str(CORPUS), "--out", str(out), "--no-key", "--mode", "hips", "--seed", "9",
                     "--per-essay", *where]) == 0
        outs.append(release(out))
    assert outs[0] == outs[1]


def test_detect_with_workers_and_dask_writes_the_same_spans(tmp_path: Path, cluster: str,
                                                             capsys: pytest.CaptureFixture[str]) -> None:
    outs = []
    for where in ([], ["--workers", "2"], ["--dask", cluster]):
        out = tmp_path / f"spans{len(outs)}.jsonl"
        capsys.readouterr()
        assert main(["detect", str(CORPUS), "--out", str(out), "--explain", *where]) == 0
        table = capsys.readouterr().err.replace(str(out), "OUT").split("\n")
        outs.append((out.read_bytes(), [line for line in table if not line.lstrip("\r").startswith("detect:")]))
    assert outs[0][0].count(b"\n") == 22
    assert outs[1] == outs[0] and outs[2] == outs[0]


def test_review_init_with_workers_fills_the_same_store(tmp_path: Path) -> None:
    from workbench.review_release import ReleaseCheck
    from workbench.store import ReviewStore

    stores, checks = [], []
    for where in ([], ["--workers", "2"]):
        db = tmp_path / f"review{len(stores)}.db"
        assert main(["review", "init", str(CORPUS), "--db", str(db), *where]) == 0
        with ReviewStore(db) as store:
            stores.append([(store.essay(e), store.spans(e), store.candidates(e)) for e in store.essay_ids()])
            learners = {store.essay(e).learner_id for e in store.essay_ids()}
            checks.append((store.release_cache(learners), ReleaseCheck().run(store)))  # init filled the cache
    assert len(stores[0]) == 22 and sum(len(spans) for _, spans, _ in stores[0]) > 50
    assert stores[1] == stores[0]
    assert checks[1][0] == checks[0][0] and len(checks[0][0]) == len(learners)  # rendered alike in the workers
    assert checks[0][1].rendered == checks[1][1].rendered == 0 and checks[1][1].digest == checks[0][1].digest


def test_review_export_with_workers_writes_the_release_of_one_process(tmp_path: Path, passphrase: str) -> None:
    """review export renders learner by learner where --workers says: the same files, byte for byte (the
    sealed ones decrypted), as one process."""
    from workbench.store import Edit, ReviewStore

    db = tmp_path / "review.db"
    assert main(["review", "init", str(CORPUS), "--db", str(db)]) == 0
    with ReviewStore(db) as store:  # every span accepted but one rejected: a release with a kept occurrence
        while store.progress().open_spans:  # an accept proposes the value's other occurrences: decide them too
            for k, essay_id in enumerate(store.essay_ids()):
                spans = [s for s in store.spans(essay_id) if not s.resolved]
                if spans:
                    store.apply("anna", [Edit(essay_id, "reject" if (k, i) == (1, 0) else "accept", s.id)
                                         for i, s in enumerate(spans)])
    outs = []
    for where in ([], ["--workers", "2"]):
        out = tmp_path / f"out{len(outs)}"
        assert main(["review", "export", "--db", str(db), "--out", str(out), "--seed", "3", "--also", "svala",
                     *where]) == 0
        outs.append(release(out))
    assert len([n for n in outs[0] if n.startswith("release/") and n.endswith(".txt")]) == 22
    assert outs[1] == outs[0]


def test_learners_in_turns_come_back_in_the_essays_order(tmp_path: Path) -> None:
    from workbench.model import Corpus
    from workbench.pipeline import pseudonymize_corpus

    turns = [e for k in (1, 2) for e in ESSAYS if e.id.endswith(str(k))]  # A1 B1 ... E1 A2 B2 ... E2
    outs = []
    for runner in (None, Runner(2)):
        out = tmp_path / str(len(outs))
        with runner or Runner():
            pseudonymize_corpus(Corpus.of(turns), out, seed=3, runner=runner)
        outs.append(release(out))
    assert outs[0] == outs[1]
    report = json.loads(outs[0]["report.json"])
    assert report["essays"] == 10 and report["learners"] == 5


# -- failures --------------------------------------------------------------------------------------------

class Fails(Detector):
    """Fails on an essay that says FAIL, and kills its worker process on one that says DIE."""

    name = "test_fails"

    def detect(self, doc: Doc) -> Iterable[Span]:
        if "DIE" in doc.text and multiprocessing.parent_process() is not None:
            os._exit(3)  # a worker killed (out of memory, a signal): never the test's own process
        if "FAIL" in doc.text:
            raise ValueError("a detector that fails on purpose")
        return []


ESSAYS = [Essay(f"{learner}{k}", learner, f"Jag heter {learner} och bor i Borlänge ({k}).", "sv")
          for learner in ("A", "B", "C", "D", "E") for k in (1, 2)]


@pytest.mark.parametrize("where", ["1", "2", "dask"])
def test_a_failing_learner_is_named_with_its_essay(where: str, request: pytest.FixtureRequest) -> None:
    essays = [*ESSAYS, Essay("C3", "C", "Här står FAIL.", "sv")]
    runner = Runner(dask=request.getfixturevalue("cluster")) if where == "dask" else Runner(int(where))
    with pytest.raises(ValueError, match="on purpose") as caught, runner:
        detect_corpus(essays, detectors=[Fails()], runner=runner)
    assert failed_in(caught.value) == "learner 'C', essay 'C3'"


def test_a_dead_worker_stops_the_run_with_a_clear_error() -> None:
    essays = [*ESSAYS, Essay("B3", "B", "Här står DIE.", "sv")]
    with pytest.raises(RunnerError, match=r"worker process died .* learners .*'B'"), Runner(2) as runner:
        detect_corpus(essays, detectors=[Fails()], runner=runner)


def test_the_command_names_the_failing_learner_and_writes_nothing(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                                                  capsys: pytest.CaptureFixture[str]) -> None:
    import workbench.pseudonymize.learner as learner  # where render_learner renders each essay

    real = learner.render_essay

    def render_essay(essay: Essay, *args: object, **kwargs: object):  # type: ignore[no-untyped-def]
        if essay.id == "SV03-2":
            raise ValueError("a renderer that fails on purpose")
        return real(essay, *args, **kwargs)

    monkeypatch.setattr(learner, "render_essay", render_essay)  # this process only: in-process run
    out = tmp_path / "out"
    assert main(["pseudonymize", str(CORPUS), "--out", str(out), "--no-key"]) == 2
    err = capsys.readouterr().err
    assert "learner 'SV03', essay 'SV03-2': ValueError: a renderer that fails on purpose" in err
    assert not (out / "release").exists() and not (out / "report.json").exists()
    assert [p.name for p in out.iterdir()] == []  # not even the temporary folder is left


def test_without_dask_installed_the_error_says_what_to_install(monkeypatch: pytest.MonkeyPatch, tmp_path: Path,
                                                               capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.setitem(sys.modules, "distributed", None)  # import distributed raises ImportError
    assert main(["detect", str(CORPUS), "--out", str(tmp_path / "s.jsonl"), "--dask", "tcp://127.0.0.1:8786"]) == 2
    err = capsys.readouterr().err
    assert "--dask needs dask.distributed" in err and "[dask]" in err
    assert not (tmp_path / "s.jsonl").exists()


def test_an_unreachable_scheduler_is_a_clear_error() -> None:
    pytest.importorskip("distributed", reason="the dask extra is not installed")
    with pytest.raises(RunnerError, match="cannot reach the Dask scheduler at tcp://127.0.0.1:9"), \
            Runner(dask="tcp://127.0.0.1:9", connect_timeout=2) as runner:
        detect_corpus(ESSAYS, runner=runner)


def test_a_worker_with_other_data_is_refused(cluster: str, monkeypatch: pytest.MonkeyPatch) -> None:
    import workbench.parallel as parallel

    monkeypatch.setattr(parallel, "fingerprint", lambda: "workbench 0.0.0, another build")  # this process only
    with pytest.raises(RunnerError, match="the release would differ"), Runner(dask=cluster) as runner:
        detect_corpus(ESSAYS, runner=runner)


def test_workers_auto_starts_a_process_a_million_characters_at_most_one_a_core(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    """--workers auto (the default) counts the characters of the essays it detects: a short corpus stays in
    this process, a long one gets one process per CHARS_PER_WORKER characters, at most one a core; the spans
    are the same either way; on a machine whose cores are all busy, one."""
    n = parallel.CHARS_PER_WORKER
    assert [auto_workers(chars, cores=2, busy=0.5) for chars in (0, 2 * n - 1, 2 * n, 9 * n)] == [1, 1, 2, 2]
    assert auto_workers(9 * n, cores=1, busy=0) == 1 and auto_workers(9 * n, cores=8, busy=7.9) == 8
    assert auto_workers(9 * n, cores=2, busy=2.0) == 1 and auto_workers(9 * n) >= 1  # every core already busy
    monkeypatch.setattr(os, "getloadavg", lambda: (0.0, 0.0, 0.0))  # a quiet machine, whatever runs the tests
    made: list[int] = []

    class Recorded(Runner):
        def __init__(self, workers: int = 1, dask: str | None = None, connect_timeout: float = 20) -> None:
            made.append(workers)
            super().__init__(workers, dask, connect_timeout)

    monkeypatch.setattr(parallel, "Runner", Recorded)
    outs = []
    for chars, where in ((n, []), (n, ["--workers", "1"]), (8_000, ["--workers", "auto"])):
        monkeypatch.setattr(parallel, "CHARS_PER_WORKER", chars)
        out = tmp_path / f"spans{len(outs)}.jsonl"
        assert main(["detect", str(CORPUS), "--out", str(out), *where]) == 0
        outs.append(out.read_bytes())
    assert made == [1, 1, min(2, len(os.sched_getaffinity(0)))]  # the sample corpus: about 19,000 characters
    assert outs[1] == outs[0] and outs[2] == outs[0]
    capsys.readouterr()
    with pytest.raises(SystemExit):
        main(["detect", str(CORPUS), "--out", str(tmp_path / "s.jsonl"), "--workers", "two"])
    assert "'two' is neither a number nor auto" in capsys.readouterr().err


def test_bad_runner_options_are_refused(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["detect", str(CORPUS), "--out", str(tmp_path / "s.jsonl"), "--workers", "0"]) == 2
    assert "--workers must be at least 1, not 0" in capsys.readouterr().err
    with pytest.raises(SystemExit):
        main(["detect", str(CORPUS), "--out", str(tmp_path / "s.jsonl"), "--workers", "2", "--dask", "tcp://x:1"])
    assert "not allowed with" in capsys.readouterr().err
    assert not (tmp_path / "s.jsonl").exists()


def test_dask_with_the_default_workers_auto_is_no_conflict_on_a_long_corpus() -> None:
    # since --workers auto became the default, '--dask ADDRESS' alone on a corpus of a few million characters
    # failed with "give --workers or --dask, not both" (bench.parallel_speed --data english hit it)
    import argparse

    from workbench.cli import _runner

    essays = [Essay("e", "l", "x" * (3 * parallel.CHARS_PER_WORKER))]
    with _runner(argparse.Namespace(workers="auto", dask="tcp://127.0.0.1:1"), essays) as runner:
        assert runner.workers == 1 and runner.dask == "tcp://127.0.0.1:1"
