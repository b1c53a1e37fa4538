"""Span dumps: what detection finds, every field of every span, to prove a speed change changed nothing.

``python -m bench.span_dump DIR`` runs ``detect_corpus`` over each data set below and writes one JSONL file a
set into DIR (one line an essay: its id, language, resolved spans and raw candidates with every field,
evidence included; offsets only, never the text). ``--compare REF`` then says, set by set, whether the
files are byte-identical to those in REF, and where the first essays differ. Exit status 1 on a difference.

The sets: the sample corpus (samples/corpus, both languages), the synthetic English dev essays
(tests/data/en_student_dev.json) and the 100 essays of ~700 words that bench.learn_speed joins of them, and
from ../shared/data (read in place; a set whose file is absent is skipped and said so): the 6,729 SweLL
learner sentences one an essay (as bench/speed.py feeds them) and 20 to an essay, and the TAB documents of
the train and of the dev split (never the test split).
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from collections.abc import Callable
from pathlib import Path

from bench.corpus import SAMPLE_CORPUS, load_sample
from bench.datasets import read_swell_tokens, shared_data_dir, swell_sentences
from workbench.model import Essay, Span

__all__ = ["SETS", "compare", "dump", "main"]

SWELL = shared_data_dir() / "swell-learner-text" / "sv_swell_train.tsv"
TAB = shared_data_dir() / "tab" / "tab_train_dev.jsonl"
EN_DEV = Path(__file__).resolve().parents[1] / "tests" / "data" / "en_student_dev.json"


def _sample() -> list[Essay]:
    return load_sample(SAMPLE_CORPUS).essays


def _en_dev() -> list[Essay]:
    from workbench.io.kaggle import read_kaggle

    return [e for e, _ in read_kaggle(EN_DEV)]


def _swell_sentences() -> list[Essay]:
    return [Essay(f"s{k:05d}", f"s{k:05d}", text, "sv") for k, text in enumerate(swell_sentences(6729))]


def _swell_essays() -> list[Essay]:
    return [e for e, _ in read_swell_tokens(SWELL).items]


def _en_bench() -> list[Essay]:
    from bench.english_accuracy import english_essays

    return english_essays(100)


def _tab(split: str) -> list[Essay]:
    from dataclasses import replace

    from workbench.io.tab import read_tab

    return [replace(e, id=e.metadata["data_id"], learner_id=e.metadata["data_id"]) for e, _ in read_tab(TAB)
            if e.metadata.get("dataset_type") == split]


#: name -> (the file it needs, the essays)
SETS: dict[str, tuple[Path, Callable[[], list[Essay]]]] = {
    "sample": (SAMPLE_CORPUS, _sample),
    "en_dev": (EN_DEV, _en_dev),
    "en_bench": (EN_DEV, _en_bench),
    "swell_sentences": (SWELL, _swell_sentences),
    "swell_essays": (SWELL, _swell_essays),
    "tab_train": (TAB, lambda: _tab("train")),
    "tab_dev": (TAB, lambda: _tab("dev")),
}


def _spans(spans: list[Span]) -> list[dict]:
    return [{**s.to_dict(), "score": s.score} for s in spans]  # the score unrounded


def dump(directory: Path, names: list[str]) -> dict[str, float]:
    """Detect over each set and write DIR/<set>.jsonl; seconds per set (detection alone)."""
    from workbench.detect import detect_corpus

    directory.mkdir(parents=True, exist_ok=True)
    seconds = {}
    for name in names:
        needs, load = SETS[name]
        if not needs.exists():
            print(f"{name}: skipped, {needs} not found", file=sys.stderr)
            continue
        essays = load()
        t0 = time.perf_counter()
        found = detect_corpus(essays, lang=None)
        seconds[name] = time.perf_counter() - t0
        with (directory / f"{name}.jsonl").open("w", encoding="utf-8") as f:
            for e in essays:
                f.write(json.dumps({"id": e.id, "lang": found.languages[e.id], "spans": _spans(found.spans[e.id]),
                                    "raw": _spans(found.raw[e.id])}, ensure_ascii=False, sort_keys=True) + "\n")
        print(f"{name}: {len(essays):,} essays, {sum(len(s) for s in found.spans.values()):,} spans, "
              f"{sum(len(s) for s in found.raw.values()):,} raw candidates ({seconds[name]:.1f} s)",
              file=sys.stderr)
    return seconds


def compare(new: Path, ref: Path, names: list[str]) -> bool:
    """Print, set by set, whether ``new``'s dump is byte-identical to ``ref``'s; True when all are."""
    same = True
    for name in names:
        a, b = new / f"{name}.jsonl", ref / f"{name}.jsonl"
        if not a.is_file() or not b.is_file():
            print(f"{name}: not compared ({a if not a.is_file() else b} missing)")
            continue
        if a.read_bytes() == b.read_bytes():
            print(f"{name}: identical")
            continue
        same = False
        la, lb = a.read_text(encoding="utf-8").splitlines(), b.read_text(encoding="utf-8").splitlines()
        differ = [json.loads(x)["id"] for x, y in zip(la, lb, strict=False) if x != y]
        print(f"{name}: DIFFERENT in {len(differ)} essays (first: {', '.join(differ[:5])}); "
              f"{len(la)} lines against {len(lb)}")
    return same


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("directory", type=Path, help="where the dumps go (outside the project: they are derived "
                    "from third-party data)")
    ap.add_argument("--compare", type=Path, metavar="REF", help="a directory of earlier dumps to compare with")
    ap.add_argument("--sets", default=",".join(SETS), help=f"comma-separated, of {', '.join(SETS)}")
    args = ap.parse_args(argv)
    names = [n for n in args.sets.split(",") if n]
    unknown = [n for n in names if n not in SETS]
    if unknown:
        ap.error(f"unknown set(s) {', '.join(unknown)}")
    dump(args.directory, names)
    if args.compare is not None:
        return 0 if compare(args.directory, args.compare, names) else 1
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
