"""How the leak check's time grows with the number of originals.

``python -m bench.leak_scaling --originals 1000,10000,50000 --texts 5000`` draws that many distinct
originals (first names, surnames and places of resources/, folded distinct, shuffled with a fixed seed),
builds an OriginalMatcher of them and times, over the sample essays repeated to ``--texts`` texts,
``count`` (what check_essay calls on every released text) and ``check_text`` (the standalone
check-release, line by line). Prints one line per size: CPU seconds (time.process_time: the machine may
be shared) and wall seconds, and the number of hits (the same for every implementation).
"""

from __future__ import annotations

import argparse
import random
import time
from collections.abc import Callable, Sequence

from bench.corpus import load_sample, repeat_corpus
from workbench import resources as R
from workbench.pseudonymize.fold import fold
from workbench.pseudonymize.leak import OriginalMatcher, check_text

__all__ = ["main", "originals_pool", "timed"]


def originals_pool(seed: int = 0) -> list[tuple[str, str]]:
    """(label, value) of every distinct folded name and place in the word lists, shuffled."""
    values = [("firstname_unknown", n.name) for n in R.first_names().values()]
    values += [("surname", s.name) for s in R.surnames().values()]
    values += [("city", p) for p in R.places()]
    seen: set[str] = set()
    out = []
    for label, value in values:
        key = fold(value.strip())
        if len(key) >= 3 and key not in seen:
            seen.add(key)
            out.append((label, value))
    random.Random(seed).shuffle(out)
    return out


def timed(fn: Callable[[], object]) -> tuple[object, float, float]:
    """fn's result, CPU seconds, wall seconds."""
    cpu, wall = time.process_time(), time.perf_counter()
    result = fn()
    return result, time.process_time() - cpu, time.perf_counter() - wall


def main(argv: Sequence[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--originals", default="1000,10000,50000", help="comma-separated numbers of originals")
    p.add_argument("--texts", type=int, default=5000, help="number of essay texts to check")
    args = p.parse_args(argv)
    pool = originals_pool()
    texts = [e.text for e in repeat_corpus(load_sample(), args.texts).essays]
    print(f"{len(pool)} distinct originals in the lists; {len(texts)} texts of {sum(map(len, texts)) // len(texts)} "
          "characters on average")
    for n in (int(x) for x in args.originals.split(",")):
        matcher, build, _ = timed(lambda n=n: OriginalMatcher(pool[:n]))  # type: ignore[misc]
        assert isinstance(matcher, OriginalMatcher)
        hits, count_cpu, count_wall = timed(lambda m=matcher: sum(sum(m.count(t).values()) for t in texts))
        leaks, text_cpu, text_wall = timed(
            lambda m=matcher: sum(1 for i, t in enumerate(texts) for _ in check_text(f"e{i}", t, m)))
        print(f"{n:>7} originals: build {build:6.2f} s CPU | count {count_cpu:7.2f} s CPU ({count_wall:7.2f} wall) "
              f"| check_text {text_cpu:7.2f} s CPU ({text_wall:7.2f} wall) | hits {hits}, leaks {leaks}", flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
