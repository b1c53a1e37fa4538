"""``workbench pseudonymize`` in one process, on 2 local processes (--workers 2) and on a Dask LocalCluster of
2 worker processes (--dask), as whole processes on the same input; the releases must be identical.

    python -m bench.parallel_speed [--essays 3300] [--runs 3] [--data sample|swell|english|both]

Inputs (written as JSONL into a temporary folder, deleted at the end):
- ``sample``: samples/corpus repeated to ``--essays`` essays (bench.corpus: every copy a new learner).
- ``swell``: real learner Swedish from ../shared/data (the SweLL train split, sentences shuffled: MultiGED
  2023's sv_swell_train.tsv), 5 sentences a pseudo-essay, 2 pseudo-essays a learner. The dev and test splits
  are never read.
- ``english``: ``--essays`` English essays of about 700 words, one a learner (bench.english_accuracy's
  synthetic dev essays joined, as bench.learn_speed times them; not in ``both``).
"One process" is ``--workers 1``: the default, ``--workers auto``, starts processes for a long corpus
(workbench.parallel.auto_workers).
Each configuration runs ``--runs`` times in turn (one, workers, dask, one, workers, dask ...); the table gives
the median wall seconds, the median CPU seconds of the command and its children (the Dask workers are the
cluster's, not the command's: their CPU is not in the figure), and the ratio of the medians to one process.
``--small`` also times the 22 sample essays alone: what starting the worker processes, or reaching the
cluster, costs when there is next to nothing to do. The cluster is started once, before the first run (as a
cluster would be), and its worker processes are warmed up by the first dask run's detection.
"""

from __future__ import annotations

import argparse
import json
import os
import resource
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from bench.corpus import ROOT, load_sample, repeat_corpus
from bench.datasets import shared_data_dir, swell_sentences

WORKBENCH = Path(sys.executable).with_name("workbench")


def write_sample(path: Path, n: int) -> int:
    corpus = repeat_corpus(load_sample(), n)
    with path.open("w", encoding="utf-8") as f:
        for e in corpus.essays:
            f.write(json.dumps({"learner_id": e.learner_id, "essay_id": e.id, "text": e.text,
                                "language": e.language}, ensure_ascii=False) + "\n")
    return len(corpus.essays)


def write_swell(path: Path, per_essay: int = 5, per_learner: int = 2) -> int:
    file = shared_data_dir() / "swell-learner-text" / "sv_swell_train.tsv"
    sentences = swell_sentences(6729, file)
    n = 0
    with path.open("w", encoding="utf-8") as f:
        for k in range(0, len(sentences), per_essay):
            learner = f"L{n // per_learner:05d}"
            f.write(json.dumps({"learner_id": learner, "essay_id": f"{learner}-{n % per_learner + 1}",
                                "text": " ".join(sentences[k : k + per_essay]), "language": "sv"},
                               ensure_ascii=False) + "\n")
            n += 1
    return n


def write_english(path: Path, n: int) -> int:
    from bench.english_accuracy import english_essays

    with path.open("w", encoding="utf-8") as f:
        for e in english_essays(n):
            f.write(json.dumps({"learner_id": e.learner_id, "essay_id": e.id, "text": e.text, "language": "en"},
                               ensure_ascii=False) + "\n")
    return n


def run(args: list[str], out: Path) -> tuple[float, float]:
    """(wall s, CPU s of the command and every process it waited for) of one whole run."""
    shutil.rmtree(out, ignore_errors=True)
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    done = subprocess.run([str(WORKBENCH), "pseudonymize", *args, "--out", str(out), "--no-key", "--seed", "1"],
                          stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True, cwd=ROOT)
    wall = time.perf_counter() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    if done.returncode != 0:
        raise SystemExit(f"workbench pseudonymize {' '.join(args)} failed ({done.returncode}):\n{done.stderr[-2000:]}")
    return wall, (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)


def files(out: Path) -> dict[str, bytes]:
    return {p.relative_to(out).as_posix(): p.read_bytes() for p in sorted(out.rglob("*")) if p.is_file()}


def measure(name: str, source: Path, essays: int, configs: dict[str, list[str]], runs: int, tmp: Path) -> None:
    times: dict[str, list[tuple[float, float]]] = {c: [] for c in configs}
    releases: dict[str, dict[str, bytes]] = {}
    for _ in range(runs):
        for config, extra in configs.items():
            out = tmp / f"out-{config}"
            times[config].append(run([str(source), *extra], out))
            releases.setdefault(config, files(out))
    base = statistics.median(w for w, _ in times["one process"])
    print(f"\n{name}: {essays} essays, {runs} runs each (median wall s, median CPU s, wall ratio to one process)")
    for config, measured in times.items():
        wall = statistics.median(w for w, _ in measured)
        cpu = statistics.median(c for _, c in measured)
        walls = ", ".join(f"{w:.1f}" for w, _ in measured)
        print(f"  {config:14} wall {wall:7.2f}  cpu {cpu:7.2f}  ratio {wall / base:5.2f}  (runs: {walls})")
    one = releases["one process"]
    for config, written in releases.items():
        same = written == one
        print(f"  release of {config}: {len(written)} files, {'identical' if same else 'DIFFERENT'} to one process")
        if not same:
            raise SystemExit(f"{config}: the release differs from the one-process release")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--essays", type=int, default=3300)
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--data", choices=["sample", "swell", "english", "both"], default="both")
    parser.add_argument("--small", action="store_true", help="also time the 22 sample essays alone")
    parser.add_argument("--no-dask", action="store_true", help="local processes only")
    args = parser.parse_args()
    configs: dict[str, list[str]] = {"one process": ["--workers", "1"], "--workers 2": ["--workers", "2"]}
    print(f"{os.cpu_count()} cores; {WORKBENCH}")
    with tempfile.TemporaryDirectory(prefix="bench-parallel-") as name:
        tmp = Path(name)
        cluster = None
        if not args.no_dask:
            from distributed import LocalCluster

            cluster = LocalCluster(n_workers=2, threads_per_worker=1, processes=True, dashboard_address=":0")
            configs["--dask"] = ["--dask", cluster.scheduler_address]
        try:
            if args.small:
                measure("the sample corpus alone", ROOT / "samples" / "corpus", 22, configs, args.runs, tmp)
            if args.data in ("sample", "both"):
                n = write_sample(tmp / "sample.jsonl", args.essays)
                measure("samples/corpus repeated", tmp / "sample.jsonl", n, configs, args.runs, tmp)
            if args.data == "english":
                n = write_english(tmp / "english.jsonl", args.essays)
                measure("English essays (synthetic, about 700 words)", tmp / "english.jsonl", n, configs, args.runs,
                        tmp)
            if args.data in ("swell", "both"):
                n = write_swell(tmp / "swell.jsonl")
                measure("SweLL train sentences (../shared/data), 5 a pseudo-essay", tmp / "swell.jsonl", n, configs,
                        args.runs, tmp)
        finally:
            if cluster is not None:
                cluster.close()


if __name__ == "__main__":
    main()
