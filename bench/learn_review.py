"""Learning from review, simulated (issue 15.3): replay gold decisions on 30 % of a corpus, retrain, and
report precision and recall on the other 70 % before and after.

The corpus: the held-out SweLL sentences of workbench.learn.build (their surrogates re-rendered with held-out
values; ../shared/data, read in place). The 30 % (a CRC32 of the sentence id) are "reviewed": their gold spans
are the accepted ones, every other candidate a rejection, as workbench.learn.review reads a store. The shipped
model is updated on them (workbench.learn.review.update, the code behind `workbench train --db`) and both
models are scored on the other 70 %. Counts and scores only, never text.

Usage: python -m bench.learn_review [SHARED_DATA_DIR]
"""

from __future__ import annotations

import sys
import time
import zlib
from pathlib import Path

from workbench.learn import DEFAULT_MODEL, load_models
from workbench.learn.build import evaluate, shared_data, swedish
from workbench.learn.examples import Item
from workbench.learn.review import REVIEW_WEIGHT, update


def _reviewed(item: Item) -> bool:
    return zlib.crc32(f"review:{item.id.split('#')[0]}".encode()) % 10 < 3


def main() -> int:
    data = Path(sys.argv[1]) if len(sys.argv) > 1 else shared_data()
    if not data.is_dir():
        print(f"shared data not found at {data}", file=sys.stderr)
        return 2
    _, held, _ = swedish(data)
    reviewed = [Item(it.id, it.learner, it.text, it.gold, REVIEW_WEIGHT) for it in held if _reviewed(it)]
    rest = [it for it in held if not _reviewed(it)]
    model = load_models(DEFAULT_MODEL)["sv"]
    t0 = time.perf_counter()
    updated = update(model, reviewed)
    took = time.perf_counter() - t0
    before, after = evaluate(rest, "sv", model), evaluate(rest, "sv", updated)
    print(f"SweLL held-out sentences: {len(reviewed)} reviewed (30 %), {len(rest)} scored (70 %); "
          f"update took {took:.1f} s")
    print("| group | gold | before: pred | R | P | after: pred | R | P |")
    print("|---|---|---|---|---|---|---|---|")
    for g, b in before.items():
        if g == "OTHER":
            continue
        a = after[g]
        print(f"| {g} | {b['gold']} | {b['pred']} | {b['recall']:.3f} | {b['precision']:.3f} | {a['pred']} | "
              f"{a['recall']:.3f} | {a['precision']:.3f} |")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
