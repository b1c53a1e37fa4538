"""Tokenizer speed: the spaCy tokenizer of the workbench (workbench.text.parse, tokens extracted as the
detectors read them) against the regular expression that tokenized before it, on the SweLL learner
sentences of ../shared/data (read in place) repeated to N sentences; CPU seconds, best of three.

Usage: python -m bench.tokenizer_speed [--sentences N]
"""

from __future__ import annotations

import argparse
import re
import sys
import time
from collections.abc import Callable

from bench.datasets import shared_data_dir, swell_sentences

__all__ = ["REFERENCE", "main"]

REFERENCE = re.compile(r"\w+(?:[-'’:.@/]\w+)*|[^\w\s]")


def _best(run: Callable[[], object]) -> float:
    times = []
    for _ in range(3):
        t0 = time.process_time()
        run()
        times.append(time.process_time() - t0)
    return min(times)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--sentences", type=int, default=45_600)
    args = ap.parse_args(argv)
    if not shared_data_dir().is_dir():
        print(f"{shared_data_dir()} not found", file=sys.stderr)
        return 1
    from workbench.text import Token, parse
    from workbench.tokenizer import blank

    texts = swell_sentences(args.sentences)
    nlp = blank("sv")
    make = tuple.__new__

    def each(run: Callable[[str], object]) -> Callable[[], None]:
        def loop() -> None:  # nothing is kept: a pipeline holds one essay's parse at a time
            for t in texts:
                run(t)
        return loop

    figures = {
        "regex Tokens (before)": _best(each(lambda t: [make(Token, (m.start(), m.end(), m.group()))
                                                       for m in REFERENCE.finditer(t)])),
        "spaCy tokenizer alone": _best(each(nlp.make_doc)),
        "spaCy Doc + Tokens (parse)": _best(each(lambda t: parse(t, "sv"))),
    }
    words = sum(len(parse(t, "sv").tokens) for t in texts)
    print(f"{len(texts):,} SweLL sentences, {words:,} tokens; CPU seconds, best of 3")
    for name, seconds in figures.items():
        print(f"  {name:32} {seconds:6.3f} s  {len(texts) / seconds:9,.0f} sentences/s")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
