"""Throughput of detection, of the whole pseudonymize pipeline and of the Presidio baseline.

``measure(system, n)`` runs in this process: it repeats the sample corpus to ``n`` essays (system
``detect-en``: ``n`` English essays of ~700 words, bench.english_accuracy.english_essays), warms the system
up on the 22 sample essays (word lists, compiled patterns: reported as ``setup_s``), times one call over all
``n`` essays (essays per second), then times single-essay calls on a sample for ms per essay p50/p95
(Presidio analyzes one essay a call, so its ms per essay come from the timed run itself), and reads the
peak resident memory (``resource.getrusage`` ru_maxrss). ``measure_in_subprocess`` does the same
in a fresh interpreter, so that one measurement's memory does not pollute the next:
``python -m bench.throughput --system detect --essays 2000`` prints the result as JSON on its last line.
"""

from __future__ import annotations

import argparse
import json
import os
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from bench.corpus import ROOT, load_sample, repeat_corpus
from workbench.model import Corpus, Essay

__all__ = ["SYSTEMS", "measure", "measure_in_subprocess", "percentile"]

SYSTEMS = ("detect", "detect-en", "pseudonymize", "presidio")
#: Systems whose corpus run is a loop of single-essay calls: the ms/essay come from that run itself.
PER_ESSAY = ("presidio",)
PASSPHRASE = "bench-passphrase"  # a throwaway: the release goes to a temporary folder and is deleted


def percentile(values: list[float], q: float) -> float:
    """The ``q`` quantile (0..1) of ``values``, linearly interpolated; 0.0 for no values."""
    if not values:
        return 0.0
    if len(values) == 1:
        return values[0]
    return statistics.quantiles(values, n=100, method="inclusive")[round(q * 100) - 1]


def _maxrss_mib() -> float:
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024  # Linux: KiB


def _runner(system: str, tmp: Path) -> tuple[Callable[[list[Essay]], str], Callable[[Essay], Any]]:
    """(run over a list of essays -> a status note, run one essay) for ``system``."""
    if system in ("detect", "detect-en"):
        from workbench.pipeline import detect_corpus

        return (lambda essays: (detect_corpus(essays), "")[1]), (lambda e: detect_corpus([e]))
    if system == "pseudonymize":
        from workbench.pipeline import ReleaseError, pseudonymize_corpus

        counter = iter(range(10**9))

        def run(essays: list[Essay], passphrase: str | None = PASSPHRASE) -> str:
            try:
                pseudonymize_corpus(Corpus.of(essays), tmp / f"out{next(counter)}", passphrase=passphrase)
            except ReleaseError as e:  # timed all the same: the work was done, the leak check refused it
                return f"release refused by the leak check ({str(e).split(':', 2)[1].strip()})"
            return ""

        return run, (lambda e: run([e], passphrase=None))
    if system == "presidio":
        from bench.presidio_baseline import PresidioBaseline

        baseline = PresidioBaseline()
        return (lambda essays: (baseline(essays), "")[1]), (lambda e: baseline([e]))  # analyze is per essay
    raise ValueError(f"unknown system {system!r}; choose one of {', '.join(SYSTEMS)}")


def measure(system: str, n: int, latency_sample: int = 300, progress: bool = True) -> dict[str, Any]:
    """Throughput, latency and peak memory of ``system`` on ``n`` essays (see the module docstring)."""
    if system == "detect-en":  # English essays of ~700 words instead of the sample corpus
        from bench.english_accuracy import english_essays

        corpus = Corpus.of(english_essays(n))
        sample = Corpus.of(corpus.essays[:22])
    else:
        sample = load_sample()
        corpus = repeat_corpus(sample, n)
    with tempfile.TemporaryDirectory(prefix="bench-") as tmp:
        t0 = time.perf_counter()
        run, one = _runner(system, Path(tmp))
        run(repeat_corpus(sample, len(sample)).essays)  # warm-up: lists loaded, patterns compiled
        setup = time.perf_counter() - t0
        rss_setup = _maxrss_mib()
        if progress:
            print(f"  {system}: setup {setup:.1f} s; {n} essays ...", file=sys.stderr, flush=True)
        times: list[float] = []

        def timed(essays: list[Essay]) -> None:
            for e in essays:
                t = time.perf_counter()
                one(e)
                times.append((time.perf_counter() - t) * 1000)

        load = os.getloadavg()[0]  # the machine may be shared: a load above the cores means slower figures
        t0 = time.perf_counter()
        if system in PER_ESSAY:
            timed(corpus.essays)
            note = ""
        else:
            note = run(corpus.essays)
        total = time.perf_counter() - t0
        if system == "detect-en":
            timed(corpus.essays[:latency_sample])
        elif system not in PER_ESSAY:
            timed(repeat_corpus(sample, min(latency_sample, n)).essays)
    return {"system": system, "essays": n, "seconds": round(total, 3), "essays_per_s": round(n / total, 1),
            "ms_p50": round(percentile(times, 0.5), 2), "ms_p95": round(percentile(times, 0.95), 2),
            "latency_essays": len(times), "setup_s": round(setup, 2), "rss_setup_mib": round(rss_setup, 1),
            "peak_rss_mib": round(_maxrss_mib(), 1), "chars": sum(len(e.text) for e in corpus.essays),
            "load_1m": round(load, 2), "note": note}


def measure_in_subprocess(system: str, n: int, latency_sample: int = 300,
                          timeout: float = 1800) -> dict[str, Any]:
    """``measure`` in a fresh interpreter (progress goes to stderr); RuntimeError when it fails."""
    cmd = [sys.executable, "-m", "bench.throughput", "--system", system, "--essays", str(n),
           "--latency-sample", str(latency_sample)]
    proc = subprocess.run(cmd, cwd=ROOT, stdout=subprocess.PIPE, text=True, timeout=timeout)
    lines = proc.stdout.strip().splitlines()
    if proc.returncode != 0 or not lines:
        raise RuntimeError(f"{' '.join(cmd)} failed with exit code {proc.returncode}")
    return json.loads(lines[-1])


def main(argv: list[str] | None = None) -> int:
    """Command line: one measurement, printed as JSON."""
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--system", choices=SYSTEMS, required=True)
    p.add_argument("--essays", type=int, default=1000)
    p.add_argument("--latency-sample", type=int, default=300)
    args = p.parse_args(argv)
    print(json.dumps(measure(args.system, args.essays, args.latency_sample)))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
