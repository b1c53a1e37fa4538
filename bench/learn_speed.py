"""Speed of detection with the learned decision (issue 15.6): short learner sentences per second and English
essays of ~700 words per second, through workbench.pipeline.detect_corpus, with the shipped model and with the
rules alone (``model="none"``), in this process after a warm-up. A figure, not a timed test.

Sentences: SweLL learner sentences of ../shared/data (each its own essay and learner, as short answers
come); English essays: bench.english_accuracy.english_essays (the project's synthetic dev essays joined).

Each figure comes twice: per second of the clock, and per CPU second of this process (what a shared
machine's load disturbs less; on a quiet machine the two agree), the median of ``ROUNDS`` runs, the two
configurations measured in turn (run after run the machine varies more than 10 %: measured one after the
other, the configuration measured first was often the slower). A language the model folder has no model
for (the shipped model has no English one) is said so: its two configurations then make the same calls.
The synthetic essays are a worst case: about 100 candidate spans in 700 words (their texts were written to hold
every kind of identifier). Real English text comes next: TAB's train and dev documents (../shared/data/tab,
court cases, never its test split) joined and cut into 700-word pieces, about 60 spans each, itself denser in
names and dates than a student essay. Last, the English essays with the model on as many local processes as
there are cores (workbench.parallel, what ``--workers auto`` starts for a long corpus), warm (the processes
started and warmed up by a first run), per second of the clock only.

Usage: python -m bench.learn_speed [N_SENTENCES]
"""

from __future__ import annotations

import os
import re
import statistics
import sys
import time

from bench.english_accuracy import TAB_FILE, english_essays
from workbench.io.tab import read_tab
from workbench.learn import load_models, model_dir
from workbench.learn.build import shared_data
from workbench.learn.silver import read_silver
from workbench.model import Essay
from workbench.parallel import Runner
from workbench.pipeline import detect_corpus

ROUNDS = 3
CONFIGS = ((None, "rules + model"), ("none", "rules alone"))


def _warm(essays: list[Essay], lang: str, model: str | None, runner: Runner | None = None) -> None:
    """A first run on the whole set: lists, patterns, the model file, and the per-word caches (word frequencies,
    gazetteer look-ups) that a first run fills; without it the configuration measured first pays for them."""
    detect_corpus(essays, lang=lang, model=model, learner_wide=False, runner=runner)


def _once(essays: list[Essay], lang: str, model: str | None, runner: Runner | None = None) -> tuple[float, float]:
    """(essays per second, essays per CPU second of this process: the figure a shared machine's load disturbs
    less; with local processes, only what this process did) of one run."""
    t0, c0 = time.perf_counter(), time.process_time()
    detect_corpus(essays, lang=lang, model=model, learner_wide=False, runner=runner)
    return len(essays) / (time.perf_counter() - t0), len(essays) / (time.process_time() - c0)


def _rates(essays: list[Essay], lang: str, configs: tuple[tuple[str | None, str], ...] = CONFIGS
           ) -> dict[str | None, tuple[float, float]]:
    """Per configuration, the medians over ``ROUNDS`` runs, the configurations in turn."""
    for model, _ in configs:
        _warm(essays, lang, model)
    runs: dict[str | None, list[tuple[float, float]]] = {model: [] for model, _ in configs}
    for _ in range(ROUNDS):
        for model, _name in configs:
            runs[model].append(_once(essays, lang, model))
    return {model: (statistics.median(r[0] for r in rs), statistics.median(r[1] for r in rs))
            for model, rs in runs.items()}


def tab_pieces(n: int = 100, words: int = 700) -> list[Essay]:
    """Up to ``n`` pieces of ``words`` words of TAB's train and dev documents, joined in file order; [] when
    ../shared/data/tab is absent."""
    if not TAB_FILE.is_file():
        return []
    text = "\n\n".join(doc.text for doc, _ in read_tab(TAB_FILE))
    starts = [m.start() for m in re.finditer(r"\S+", text)]
    return [Essay(f"tab{k}", f"tab{k}", text[starts[k * words] : starts[(k + 1) * words]], "en")
            for k in range(min(n, (len(starts) - 1) // words))]


def main() -> int:
    n = int(sys.argv[1]) if len(sys.argv) > 1 else 3000
    path = shared_data() / "swell-learner-text" / "silver_spans.jsonl"
    if not path.is_file():
        print(f"shared data not found at {path}", file=sys.stderr)
        return 2
    sentences = [Essay(s.id, s.id, s.text, "sv") for s in read_silver(path)[:n]]
    ens = english_essays(100)
    print(f"load average {os.getloadavg()[0]:.2f} on {os.cpu_count()} cores (a shared machine is slower)")
    folder = model_dir(None)
    models = load_models(folder) if folder is not None else {}
    for lang, name in (("sv", "Swedish"), ("en", "English")):
        if lang not in models:
            print(f"no {name} model in {folder}: its 'rules + model' figure runs the rules alone (the same calls)")
    sv, en = _rates(sentences, "sv"), _rates(ens, "en")
    for model, name in CONFIGS:
        print(f"{name}: {sv[model][0]:,.0f} short Swedish sentences/s ({len(sentences)}), {en[model][0]:.0f} English "
              f"essays of ~700 words/s ({len(ens)}); per CPU second {sv[model][1]:,.0f} and {en[model][1]:.0f} "
              f"(medians of {ROUNDS})")
    tab = tab_pieces()
    if tab:
        real = _rates(tab, "en", CONFIGS[:1])[None]
        print(f"rules + model: {real[0]:.0f} pieces of ~700 words of real English text/s (TAB train and dev, "
              f"{len(tab)}); per CPU second {real[1]:.0f} (median of {ROUNDS})")
    else:
        print(f"TAB not found at {TAB_FILE}: no figure on real English text")
    cores = os.cpu_count() or 1
    if cores > 1:
        with Runner(cores) as runner:
            _warm(ens, "en", None, runner)
            eng = statistics.median(_once(ens, "en", None, runner)[0] for _ in range(ROUNDS))
        print(f"rules + model on {cores} local processes (warm): {eng:.0f} English essays of ~700 words/s "
              f"(median of {ROUNDS})")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
