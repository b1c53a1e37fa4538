"""Speed of detection with the learned decision (issue 15.6): short learner sentences per second and English
essays of ~700 words per second, through workbench.pipeline.detect_corpus, with the shipped model and with the
rules alone (``model="none"``), in this process after a warm-up. A figure, not a timed test.

Sentences: SweLL learner sentences of ../shared/data (each its own essay and learner, as short answers
come); English essays: bench.english_accuracy.english_essays (the project's synthetic dev essays joined).

Each figure comes twice: per second of the clock, and per CPU second of this process (what a shared
machine's load disturbs less; on a quiet machine the two agree). Last, the English essays with the model on
as many local processes as there are cores (workbench.parallel, what ``--workers auto`` starts for a long
corpus), warm (the processes started and warmed up by a first run), per second of the clock only.

Usage: python -m bench.learn_speed [N_SENTENCES]
"""

from __future__ import annotations

import os
import sys
import time

from bench.english_accuracy import english_essays
from workbench.learn.build import shared_data
from workbench.learn.silver import read_silver
from workbench.model import Essay
from workbench.parallel import Runner
from workbench.pipeline import detect_corpus


def _rate(essays: list[Essay], lang: str, model: str | None, runner: Runner | None = None) -> tuple[float, float]:
    """(essays per second, essays per CPU second of this process: the figure a shared machine's load
    disturbs less; with local processes, only what this process did)."""
    # warm-up on the whole set: lists, patterns, the model file, and the per-word caches (word frequencies,
    # gazetteer look-ups) that a first run fills; without it the configuration measured first pays for them
    detect_corpus(essays, lang=lang, model=model, learner_wide=False, runner=runner)
    t0, c0 = time.perf_counter(), time.process_time()
    detect_corpus(essays, lang=lang, model=model, learner_wide=False, runner=runner)
    return len(essays) / (time.perf_counter() - t0), len(essays) / (time.process_time() - c0)


def main() -> int:
    n = int(sys.argv[1]) if len(sys.argv) > 1 else 3000
    path = shared_data() / "swell-learner-text" / "silver_spans.jsonl"
    if not path.is_file():
        print(f"shared data not found at {path}", file=sys.stderr)
        return 2
    sentences = [Essay(s.id, s.id, s.text, "sv") for s in read_silver(path)[:n]]
    en = english_essays(100)
    print(f"load average {os.getloadavg()[0]:.2f} on {os.cpu_count()} cores (a shared machine is slower)")
    for model, name in ((None, "rules + model"), ("none", "rules alone")):
        (sv, sv_cpu), (eng, eng_cpu) = _rate(sentences, "sv", model), _rate(en, "en", model)
        print(f"{name}: {sv:,.0f} short Swedish sentences/s ({len(sentences)}), {eng:.0f} English essays of "
              f"~700 words/s ({len(en)}); per CPU second {sv_cpu:,.0f} and {eng_cpu:.0f}")
    cores = os.cpu_count() or 1
    if cores > 1:
        with Runner(cores) as runner:
            eng, _ = _rate(en, "en", None, runner)
        print(f"rules + model on {cores} local processes (warm): {eng:.0f} English essays of ~700 words/s")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
