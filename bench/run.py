"""The benchmark in one command: ``python bench/run.py [--essays N | --quick] [--presidio-essays M]``.

Throughput (each measurement in its own interpreter, one after the other): detection on the sample corpus
repeated to N essays (default 20,000; --quick: 500), English detection on E essays of ~700 words (default
min(2,000, N); ``--english-essays``), the whole pseudonymize pipeline (detection again,
then rendering and writing the release) on the first P of them (default 5,000: its time per essay does
not depend on the corpus size, since essays stream through rendering and writing, so a quarter of the
corpus gives the same essays/s in a quarter of the time), and the Presidio baseline on the first M
(default 500: Presidio's deny-lists are slow). Meanwhile, on
the second core (``--jobs 1`` runs it afterwards instead), the accuracy suite: the sample gold annotation
and, from ../shared/data, Swedish news NER, TAB and SweLL learner text, for both systems. Prints the
tables and writes bench/results.md.
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
import tempfile
import time
from pathlib import Path

if __package__ in (None, ""):  # run as a script: make the project importable
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench.accuracy_suite import SECTIONS  # noqa: E402
from bench.corpus import ROOT  # noqa: E402
from bench.presidio_baseline import missing_reason  # noqa: E402
from bench.report import results_markdown, throughput_rows  # noqa: E402
from bench.throughput import measure_in_subprocess  # noqa: E402

__all__ = ["main", "ratio_rows"]

RESULTS = Path(__file__).resolve().parent / "results.md"


def ratio_rows(measurements: list[dict]) -> list[dict]:
    """Speed of ours over Presidio's (essays per second), for detection and for the whole pipeline."""
    by = {m["system"]: m for m in measurements}
    if "presidio" not in by:
        return []
    p = by["presidio"]["essays_per_s"]
    return [{"ours": name, "ours essays/s": by[name]["essays_per_s"], "presidio essays/s": p,
             "ratio ours/presidio": round(by[name]["essays_per_s"] / p, 1)}
            for name in ("detect", "pseudonymize") if name in by]


def _accuracy_process(out: Path, no_presidio: bool) -> subprocess.Popen:
    cmd = [sys.executable, "-m", "bench.accuracy_suite", "--json", str(out)]
    return subprocess.Popen(cmd + (["--no-presidio"] if no_presidio else []), cwd=ROOT)


def main(argv: list[str] | None = None) -> int:
    """Run everything, print the tables, write bench/results.md."""
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--essays", type=int, default=20000)
    ap.add_argument("--quick", action="store_true", help="500 essays (and 200 for Presidio)")
    ap.add_argument("--pipeline-essays", type=int, default=None,
                    help="default min(5000, essays): the whole pipeline's essays/s do not depend on the size")
    ap.add_argument("--english-essays", type=int, default=None,
                    help="default min(2000, essays): English detection on ~700-word essays (~100 essays/s)")
    ap.add_argument("--presidio-essays", type=int, default=None,
                    help="default min(500, essays): Presidio runs ~10 essays/s, too slow for 20,000")
    ap.add_argument("--no-presidio", action="store_true")
    ap.add_argument("--jobs", type=int, default=2, choices=(1, 2), help="2: accuracy beside throughput")
    ap.add_argument("--out", type=Path, default=RESULTS)
    args = ap.parse_args(argv)
    n = 500 if args.quick else args.essays
    n_pipeline = args.pipeline_essays or min(5000, n)
    n_english = args.english_essays or min(2000, n)
    n_presidio = args.presidio_essays or min(200 if args.quick else 500, n)
    skip = "left out (--no-presidio)" if args.no_presidio else missing_reason()
    started = time.perf_counter()
    with tempfile.TemporaryDirectory(prefix="bench-acc-") as tmp:
        acc_json = Path(tmp) / "accuracy.json"
        proc = _accuracy_process(acc_json, skip is not None) if args.jobs == 2 else None
        measurements = []
        plan = [("detect", n), ("detect-en", n_english), ("pseudonymize", n_pipeline)] + (
            [] if skip else [("presidio", n_presidio)])
        failed = []
        for system, count in plan:
            print(f"throughput: {system} on {count:,} essays ...", file=sys.stderr, flush=True)
            try:
                measurements.append(measure_in_subprocess(system, count))
            except (RuntimeError, subprocess.TimeoutExpired, ValueError) as e:
                failed.append(f"throughput of {system} FAILED: {e}")
        if proc is None:
            proc = _accuracy_process(acc_json, skip is not None)
        if proc.wait() != 0 or not acc_json.is_file():
            failed.append(f"the accuracy suite FAILED with exit code {proc.returncode} (see stderr)")
            accuracy = {}
        else:
            accuracy = json.loads(acc_json.read_text(encoding="utf-8"))
    minutes = (time.perf_counter() - started) / 60
    preamble = (f"Sample corpus (samples/corpus, 22 essays) repeated to {n:,} essays, each copy with new "
                f"essay and learner ids; English detection on {n_english:,} essays of ~700 words (the "
                "English dev essays, tests/data/en_student_dev.json, joined in turn); the whole pipeline on "
                f"the first {n_pipeline:,} (essays stream "
                "through rendering and writing, so its essays/s do not depend on the corpus size) and "
                f"Presidio on the first {n_presidio:,}"
                f"{'' if skip is None else ' (not run: ' + skip + ')'}. Each throughput figure comes from "
                "its own Python process (peak RSS = ru_maxrss of that process); ms/essay = single-essay "
                "calls on 300 essays (pseudonymize: without key encryption). 'load 1 min': the machine's "
                "load average as the timed run began (2 cores; the accuracy suite adds about 1). "
                f"{'The accuracy suite ran at the same time on the second core. ' if args.jobs == 2 else ''}"
                f"Whole run: {minutes:.1f} min.")
    sections = [("Throughput", " ".join(failed), throughput_rows(measurements)),
                ("Speed ratio", "", ratio_rows(measurements))]
    for name in SECTIONS:
        sec = accuracy.get(name, {"rows": [], "note": "not run"})
        note = " ".join(x for x in (sec["note"], f"({sec['seconds']} s)" if sec.get("seconds") else "") if x)
        sections.append((f"Accuracy: {name}", note, sec["rows"]))
    text = results_markdown(sections, preamble)
    args.out.write_text(text + "\n", encoding="utf-8")
    print(text)
    print(f"\nwritten to {args.out}", file=sys.stderr)
    return 1 if failed or any("FAILED" in s.get("note", "") for s in accuracy.values()) else 0


if __name__ == "__main__":
    raise SystemExit(main())
