"""Does a learned English decision help (issue 15.5)? Train one and score it against the rules alone on three
held-out sets; it may ship only if it helps on all of them. Counts and scores only, never text.

Training: TAB's train documents (../shared/data/tab, read in place; DIRECT and QUASI persons, places and
organisations are personal, NO_MASK mentions such as judges and public bodies are not) and synthetic student
essays of workbench.learn.essays_en (part "train", fixed seed: the writer's, classmates' and colleagues'
names are personal; cited authors, lecturers, historical figures and interviewees are not).
Held out:
- TAB's dev documents: span recall/precision of names, places, organisations (workbench.learn.scores);
- synthetic essays of part "heldout" (names drawn from the other half of the pools): token P/R/F5, Kaggle map;
- tests/data/en_student_dev.json (written for the project, a smoke test): token P/R/F5, Kaggle map.
The Kaggle competition essays are never read.

Usage: python -m bench.learn_english [N_SYNTHETIC_TRAIN] [N_SYNTHETIC_HELDOUT]
"""

from __future__ import annotations

import sys
import time
from typing import Any

from bench.english_accuracy import DEV_SET
from workbench.evaluate import evaluate
from workbench.io.kaggle import read_kaggle
from workbench.learn.build import SEED, english, learner_table, shared_data, train
from workbench.learn.build import evaluate as span_evaluate
from workbench.learn.decide import Decider
from workbench.learn.essays_en import essays
from workbench.learn.examples import Item
from workbench.learn.features import CorpusCounts
from workbench.learn.linear import LinearModel
from workbench.model import Essay, Span
from workbench.pipeline import detect_corpus

Items = list[tuple[Essay, list[Span]]]


def token_scores(gold: Items, model: LinearModel | None) -> dict[str, float]:
    """Token-level micro P/R/F5 (Kaggle labels) of detection with the rules alone (None) or with ``model``."""
    docs = [e for e, _ in gold]
    decide: Any = "none" if model is None else Decider({"en": model},
                                                       CorpusCounts.of((e.learner_id, e.text) for e in docs))
    found = detect_corpus(docs, lang="en", model=decide)
    result = evaluate(gold, [(e, found.spans[e.id]) for e in docs], match="token", label_map="kaggle")
    return {k: float(result.micro[k]) for k in ("precision", "recall", "f5")}


def main() -> int:
    n_train = int(sys.argv[1]) if len(sys.argv) > 1 else 400
    n_held = int(sys.argv[2]) if len(sys.argv) > 2 else 200
    data = shared_data()
    if not (data / "tab").is_dir():
        print(f"shared data not found at {data}", file=sys.stderr)
        return 2
    tab_train, tab_dev, _ = english(data)
    syn_train = [Item(e.id, e.learner_id, e.text, g) for e, g in essays(n_train, SEED, "train")]
    syn_held: Items = list(essays(n_held, SEED, "heldout"))
    items = tab_train + syn_train
    table = learner_table((it.text, it.gold) for it in items)
    t0 = time.perf_counter()
    model, info = train(items, "en", table, SEED, log=lambda *_: None)
    print(f"English decision: {len(tab_train)} TAB train documents + {len(syn_train)} synthetic essays, "
          f"{info['training_candidates']} candidates, trained in {time.perf_counter() - t0:.0f} s; "
          f"thresholds {model.thresholds}")
    print("| held-out set | rules alone | rules + model |")
    print("|---|---|---|")
    rules, learned = span_evaluate(tab_dev, "en", None), span_evaluate(tab_dev, "en", model)
    for g in ("NAME", "PLACE", "INST", "direct"):
        if g in rules:
            print(f"| TAB dev {g} ({rules[g]['gold']} gold spans), span R / P | {rules[g]['recall']:.3f} / "
                  f"{rules[g]['precision']:.3f} | {learned[g]['recall']:.3f} / {learned[g]['precision']:.3f} |")
    for name, gold in ((f"synthetic essays, held-out part ({n_held})", syn_held),
                       (f"{DEV_SET.name} (smoke test)", read_kaggle(DEV_SET))):
        a, b = token_scores(gold, None), token_scores(gold, model)
        print(f"| {name}, token P / R / F5 | {a['precision']:.3f} / {a['recall']:.3f} / {a['f5']:.3f} | "
              f"{b['precision']:.3f} / {b['recall']:.3f} / {b['f5']:.3f} |")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
