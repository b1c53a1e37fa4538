"""Every accuracy table of the benchmark, for this project and (when installed) Presidio side by side.

``run_suite(data_dir)`` returns ``{section: {"rows": [...], "note": str, "seconds": float}}`` for the
sample gold annotation and, when ``data_dir`` (../shared/data) exists, the Swedish news NER corpus, TAB and
the SweLL learner text; a section that cannot run says why in ``note`` and has no rows.
``python -m bench.accuracy_suite --json OUT`` writes that as JSON (bench/run.py runs it beside the
throughput measurements).
"""

from __future__ import annotations

import argparse
import json
import logging
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from bench import accuracy
from bench.corpus import ROOT
from bench.datasets import read_news_ner, read_swell_tokens, shared_data_dir
from bench.presidio_baseline import PresidioBaseline, missing_reason

__all__ = ["DESCRIPTIONS", "SECTIONS", "run_suite", "systems"]

log = logging.getLogger(__name__)
log.addHandler(logging.NullHandler())

SECTIONS = ("gold sample", "Swedish news NER", "TAB train/dev", "SweLL learner text")
DESCRIPTIONS = {
    "gold sample": "samples/gold.jsonl (22 essays): precision/recall per SweLL label, overlap matching, "
                   "through workbench.evaluate. Presidio's entities get the nearest SweLL label.",
    "Swedish news NER": "news text, not learner text; sentences grouped 20 to a pseudo-essay. Our name "
                        "labels -> PER, place labels -> LOC; gold ORG/MISC left out; overlap matching.",
    "TAB train/dev": "English ECHR judgments (read_tab). Recall of the mentions TAB marks DIRECT or QUASI "
                     "(label map 'tab', overlap matching); precision against every TAB mention.",
    "SweLL learner text": "MultiGED SweLL sentences (already pseudonymized by SweLL), 20 to a pseudo-essay: "
                          "flags per 1,000 tokens per label kind.",
}


def systems(with_presidio: bool = True) -> tuple[dict[str, accuracy.System], str]:
    """The systems to compare and a note on Presidio (empty when it runs)."""
    out: dict[str, accuracy.System] = {"ours": accuracy.ours}
    reason = missing_reason() if with_presidio else "Presidio left out (--no-presidio)"
    if reason is None:
        baseline = PresidioBaseline()
        out["presidio"] = lambda essays, lang: baseline(essays, lang)
    return out, reason or ""


def _jobs(data: Path) -> dict[str, tuple[Path, Callable[[Path, dict], list[dict]]]]:
    def news(p: Path, sys_: dict) -> list[dict]:
        corpus = read_news_ner(p)
        return accuracy.news_rows(corpus.items, sys_)

    def swell(p: Path, sys_: dict) -> list[dict]:
        corpus = read_swell_tokens(p)
        return accuracy.swell_rows(corpus.items, corpus.tokens, sys_)

    def gold(p: Path, sys_: dict) -> list[dict]:
        from workbench.io import read_annotated

        return accuracy.gold_rows(read_annotated(p), sys_)

    return {
        "gold sample": (ROOT / "samples" / "gold.jsonl", gold),
        "Swedish news NER": (data / "swedish-news-ner" / "train_corpus.txt", news),
        "TAB train/dev": (data / "tab" / "tab_train_dev.jsonl",
                          lambda p, s: accuracy.tab_rows(accuracy.load_tab(p), s)),
        "SweLL learner text": (data / "swell-learner-text" / "sv_swell_train.tsv", swell),
    }


def run_suite(data_dir: Path | None = None, with_presidio: bool = True, progress: bool = True,
              only: tuple[str, ...] = SECTIONS) -> dict[str, dict[str, Any]]:
    """The accuracy sections (see the module docstring)."""
    data = data_dir or shared_data_dir()
    try:
        sys_, note = systems(with_presidio)
    except Exception as e:  # Presidio could not be built: compare nothing rather than fail silently
        return {s: {"rows": [], "note": f"FAILED: {type(e).__name__}: {str(e)[:300]}", "seconds": 0.0}
                for s in only}
    out: dict[str, dict[str, Any]] = {}
    for section, (path, job) in _jobs(data).items():
        if section not in only:
            continue
        if not path.is_file():
            out[section] = {"rows": [], "note": f"Skipped: {path} not found.", "seconds": 0.0}
            continue
        if progress:
            print(f"  accuracy: {section} ...", file=sys.stderr, flush=True)
        t0 = time.perf_counter()
        try:
            rows = job(path, sys_)
        except Exception as e:  # one broken section must not hide the others; the note says what broke
            log.exception("accuracy section %s failed", section)
            rows, note = [], f"FAILED: {type(e).__name__}: {str(e)[:300]}"
        text = " ".join(x for x in (DESCRIPTIONS[section], note) if x)
        out[section] = {"rows": rows, "note": text, "seconds": round(time.perf_counter() - t0, 1)}
    return out


def main(argv: list[str] | None = None) -> int:
    """Command line: the suite as JSON into a file."""
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--json", type=Path, required=True, help="where to write the result")
    p.add_argument("--data", type=Path, default=None, help="../shared/data by default")
    p.add_argument("--no-presidio", action="store_true")
    args = p.parse_args(argv)
    result = run_suite(args.data, with_presidio=not args.no_presidio)
    args.json.write_text(json.dumps(result, indent=1), encoding="utf-8")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
