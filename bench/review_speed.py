"""How fast the review workbench feels, in Python (no browser): prints its figures.

- opening an essay of ~1,000 tokens with 50 spans in the essay screen, and applying one decision
  (target: under 100 ms each);
- building the sign-off dashboard over a store of 20,000 essays (target: under 5 s after Voilà started).

Run: ``python bench/review_speed.py [--essays 20000]``.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path

from workbench.model import Essay, Span
from workbench.store import ReviewStore

WORDS = ("jag bor i staden och arbetar på skolan med min familj varje dag men ibland vi går till parken "
         "eller affären när det är fint väder ute").split()


def essay_with_spans(essay_id: str, learner: str, tokens: int, n_spans: int, rng: random.Random
                     ) -> tuple[Essay, list[Span]]:
    words = [rng.choice(WORDS) for _ in range(tokens)]
    text = " ".join(words) + "."
    starts, pos = [], 0
    for w in words:
        starts.append((pos, pos + len(w)))
        pos += len(w) + 1
    chosen = sorted(rng.sample(range(tokens), n_spans))
    labels = ("city", "firstname_male", "fam", "work", "surname")
    spans = [Span(starts[i][0], starts[i][1], labels[k % len(labels)], number=k % 7 + 1, source="bench",
                  reason="bench") for k, i in enumerate(chosen)]
    return Essay(essay_id, learner, text, "sv", {"level": "B"}), spans


def timed(fn, repeat: int) -> list[float]:  # type: ignore[no-untyped-def]
    out = []
    for _ in range(repeat):
        t = time.perf_counter()
        fn()
        out.append((time.perf_counter() - t) * 1000)
    return out


def main(argv: list[str] | None = None) -> int:
    from workbench.ui.essay_screen import EssayScreen
    from workbench.ui.signoff import SignoffDashboard, dashboard_data

    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--essays", type=int, default=20_000, help="essays in the dashboard store")
    args = ap.parse_args(argv)
    rng = random.Random(1)
    with tempfile.TemporaryDirectory() as tmp:
        store = ReviewStore(Path(tmp) / "one.db")
        store.add_essays([essay_with_spans(f"big{k}", "L1", 1000, 50, rng) for k in range(3)])
        screen = EssayScreen(store, "bench")
        opening = timed(lambda: screen.show((screen.index + 1) % 3), 15)
        ids = [s.id for s in screen.states]
        k = iter(range(10_000))
        deciding = timed(lambda: (setattr(screen, "current", ids[next(k) % len(ids)]), screen.decide("accept")), 15)
        print(f"essay screen, 1,000 tokens and 50 spans: open p50 {statistics.median(opening):.1f} ms "
              f"(max {max(opening):.1f}); one decision p50 {statistics.median(deciding):.1f} ms "
              f"(max {max(deciding):.1f})")

        big = ReviewStore(Path(tmp) / "big.db")
        batch = []
        for n in range(args.essays):
            batch.append(essay_with_spans(f"e{n}", f"L{n // 3}", 300, 8, rng))
            if len(batch) == 2000:
                big.add_essays(batch)
                batch = []
        big.add_essays(batch)
        for eid in big.essay_ids()[: args.essays // 2]:  # half the corpus has decisions
            big.decide(eid, big.spans(eid)[0].id, "accept", "bench")
        t = time.perf_counter()
        data = dashboard_data(big)
        t_data = time.perf_counter() - t
        t = time.perf_counter()
        SignoffDashboard(big, Path(tmp) / "out")
        t_dash = time.perf_counter() - t
        print(f"sign-off dashboard over {data['essays']:,} essays: data {t_data:.2f} s, whole dashboard with "
              f"plots {t_dash:.2f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
