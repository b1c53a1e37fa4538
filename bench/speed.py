"""Start-up and throughput of detection beside Presidio, on the same input, in one run.

Each command runs as a whole process, start-up included, the way a user runs it: ``workbench detect INPUT
--lang sv --workers 1`` (one process, as Presidio runs; the default ``--workers auto`` would start a second on
the corpus-sized input) and Presidio over the same essays (``python -m bench.presidio_baseline --lang sv``: a blank
Swedish spaCy pipeline, its pattern recognizers and deny-lists, by default the Swedish entries of our word
lists, the configuration /work/shared/FINDINGS.md timed; ``--presidio-lists full,swedish`` times both, the
full lists make a deny-list of 80,000 entries). The input is SweLL learner sentences from
../shared/data (read in place), one sentence an essay: 1 sentence (start-up), 9,120 (the short run) and
45,600 (corpus-sized), repeated from the 6,729 of the file. Prints wall and CPU seconds (the children's
user + system time), sentences per second and our speed over Presidio's, with and without start-up.

Usage: python -m bench.speed [--sizes 1,9120,45600] [--repeat N] [--no-presidio] [--presidio-lists swedish]
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
from bench.presidio_baseline import LIST_CONFIGS, missing_reason

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
    ap.add_argument("--presidio-lists", default="swedish",
                    help=f"Presidio's deny-list configurations, comma-separated, of {', '.join(LIST_CONFIGS)}")
    args = ap.parse_args(argv)
    configs = [c for c in args.presidio_lists.split(",") if c]
    if unknown := [c for c in configs if c not in LIST_CONFIGS]:
        ap.error(f"unknown deny-list configuration(s) {', '.join(unknown)}")
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
                                str(Path(tmp) / "spans.jsonl"), "--lang", "sv", "--workers", "1"]}
            if skip is None:
                for config in configs:
                    systems[f"presidio-{config}"] = [sys.executable, "-m", "bench.presidio_baseline", str(corpus),
                                                     "--lang", "sv", "--lists", config]
            for name, cmd in systems.items():
                print(f"  {name} on {n:,} sentences ...", file=sys.stderr, flush=True)
                runs = sorted(run_once(cmd) for _ in range(args.repeat))
                rows[name, n] = runs[len(runs) // 2]
    print("whole processes, start-up included; SweLL learner sentences, one an essay")
    if skip is None:
        for config in configs:
            print(f"presidio-{config}: Presidio on a blank Swedish spaCy pipeline (no model), its pattern "
                  f"recognizers (email, phone, URL, IP, IBAN, credit card, date) and {LIST_CONFIGS[config]}")
    print(f"{'system':18} {'sentences':>10} {'wall s':>8} {'CPU s':>8} {'sentences/s (CPU)':>18}")
    for (name, n), (wall, cpu) in rows.items():
        print(f"{name:18} {n:>10,} {wall:>8.2f} {cpu:>8.2f} {n / cpu:>18,.0f}")
    first = sizes[0]
    for config in configs if skip is None else ():
        theirs_name = f"presidio-{config}"
        for n in sizes[1:]:
            ours, theirs = rows["ours", n][1], rows[theirs_name, n][1]
            line = f"{n:,} sentences: ours {theirs / ours:.1f}x {theirs_name}'s speed with start-up (CPU)"
            o, t = ours - rows["ours", first][1], theirs - rows[theirs_name, first][1]
            if o > 0 and t > 0:
                line += f", {t / o:.1f}x after start-up (the {first}-sentence run taken off)"
            print(line)
    if skip is not None:
        print(f"Presidio {skip}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
