"""Start-up and throughput of detection beside Presidio, on the same input, in one run.

Each command runs as a whole process, start-up included, the way a user runs it: ``workbench detect INPUT
--lang sv`` and Presidio over the same essays (``python -m bench.presidio_baseline``: blank spaCy pipelines,
our word lists as deny-lists, its pattern recognizers). The input is SweLL learner sentences from
../shared/data (read in place), one sentence an essay: 1 sentence (start-up), 9,120 (the short run) and
45,600 (corpus-sized), repeated from the 6,729 of the file. Prints wall and CPU seconds (the children's
user + system time), sentences per second and our speed over Presidio's, with and without start-up.

Usage: python -m bench.speed [--sizes 1,9120,45600] [--repeat N] [--no-presidio]
"""

from __future__ import annotations

import argparse
import json
import resource
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from bench.corpus import ROOT
from bench.datasets import shared_data_dir, swell_sentences
from bench.presidio_baseline import missing_reason

__all__ = ["main", "run_once", "write_input"]


def write_input(path: Path, n: int) -> None:
    """``n`` SweLL sentences as a JSONL corpus: one essay and one learner a sentence, Swedish."""
    with path.open("w", encoding="utf-8") as f:
        for k, text in enumerate(swell_sentences(n)):
            f.write(json.dumps({"learner_id": f"s{k:05d}", "essay_id": f"s{k:05d}", "text": text,
                                "language": "sv"}, ensure_ascii=False) + "\n")


def run_once(cmd: list[str]) -> tuple[float, float]:
    """(wall seconds, CPU seconds) of one whole process."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    t0 = time.perf_counter()
    proc = subprocess.run(cmd, cwd=ROOT, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    wall = time.perf_counter() - t0
    if proc.returncode not in (0, 1):
        raise RuntimeError(f"{' '.join(cmd)} failed ({proc.returncode}): {proc.stderr[-500:]}")
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return wall, (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--sizes", default="1,9120,45600", help="sentences per run, comma-separated")
    ap.add_argument("--repeat", type=int, default=1, help="runs of each command (the median is shown)")
    ap.add_argument("--no-presidio", action="store_true")
    args = ap.parse_args(argv)
    if not shared_data_dir().is_dir():
        print(f"{shared_data_dir()} not found", file=sys.stderr)
        return 1
    skip = "left out (--no-presidio)" if args.no_presidio else missing_reason()
    sizes = [int(x) for x in args.sizes.split(",")]
    rows: dict[tuple[str, int], tuple[float, float]] = {}
    with tempfile.TemporaryDirectory(prefix="bench-speed-") as tmp:
        for n in sizes:
            corpus = Path(tmp) / f"sentences{n}.jsonl"
            write_input(corpus, n)
            systems = {"ours": [sys.executable, "-m", "workbench.cli", "detect", str(corpus), "--out",
                                str(Path(tmp) / "spans.jsonl"), "--lang", "sv"]}
            if skip is None:
                systems["presidio"] = [sys.executable, "-m", "bench.presidio_baseline", str(corpus), "--lang", "sv"]
            for name, cmd in systems.items():
                print(f"  {name} on {n:,} sentences ...", file=sys.stderr, flush=True)
                runs = sorted(run_once(cmd) for _ in range(args.repeat))
                rows[name, n] = runs[len(runs) // 2]
    print("whole processes, start-up included; SweLL learner sentences, one an essay")
    print(f"{'system':10} {'sentences':>10} {'wall s':>8} {'CPU s':>8} {'sentences/s (CPU)':>18}")
    for (name, n), (wall, cpu) in rows.items():
        print(f"{name:10} {n:>10,} {wall:>8.2f} {cpu:>8.2f} {n / cpu:>18,.0f}")
    first = sizes[0]
    for n in sizes[1:]:
        if ("presidio", n) in rows:
            ours, theirs = rows["ours", n][1], rows["presidio", n][1]
            line = f"{n:,} sentences: ours {theirs / ours:.1f}x Presidio's speed with start-up (CPU)"
            if ("presidio", first) in rows:
                o, t = ours - rows["ours", first][1], theirs - rows["presidio", first][1]
                line += f", {t / o:.1f}x after start-up (the {first}-sentence run taken off)"
            print(line)
    if skip is not None:
        print(f"Presidio {skip}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
