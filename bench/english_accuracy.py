"""English targets (issue 7): TAB recall of DIRECT PERSON/CODE mentions, F5 on the synthetic Kaggle-style
student dev set, and detection throughput on ~700-word English essays.

``python -m bench.english_accuracy`` prints three tables (counts and scores only, never text):
- TAB train/dev (../shared/data/tab/tab_train_dev.jsonl, read with workbench.io.tab.read_tab): recall of
  the PERSON and CODE mentions marked DIRECT and QUASI (overlap matching, label map "tab"), and precision
  of our PERSON/CODE predictions against every TAB mention of that type; skipped with a message when the
  shared data is absent;
- tests/data/en_student_dev.json (written for the project, Kaggle format): token-level micro P/R/F5 and
  per label (match="token", label_map="kaggle");
- throughput: essays of ~700 words (dev essays joined) per second through detect_corpus, one core.
"""

from __future__ import annotations

import time
from pathlib import Path

from workbench.evaluate import evaluate, keep_spans
from workbench.io.kaggle import read_kaggle
from workbench.io.tab import read_tab
from workbench.model import Essay, Span
from workbench.pipeline import detect_corpus

__all__ = ["DEV_SET", "TAB_FILE", "dev_scores", "english_essays", "tab_scores", "throughput"]

ROOT = Path(__file__).resolve().parents[1]
TAB_FILE = ROOT.parent / "shared" / "data" / "tab" / "tab_train_dev.jsonl"
DEV_SET = ROOT / "tests" / "data" / "en_student_dev.json"
Items = list[tuple[Essay, list[Span]]]


def _predict(items: Items) -> Items:
    essays = [e for e, _ in items]
    found = detect_corpus(essays, lang="en")
    return [(e, found.spans[e.id]) for e in essays]


def tab_scores(path: Path = TAB_FILE) -> dict[str, dict[str, float]] | None:
    """Recall per identifier type and entity type, and precision per entity type; None without the data."""
    if not path.is_file():
        return None
    gold = read_tab(path)
    pred = _predict(gold)
    out: dict[str, dict[str, float]] = {}
    for ident in ("DIRECT", "QUASI"):
        g = keep_spans(gold, lambda s, i=ident: s.attribute("identifier") == i)  # type: ignore[misc]
        table = evaluate(g, pred, match="overlap", label_map="tab").table
        for kind in ("PERSON", "CODE"):
            if kind in table.index:
                row = table.loc[kind]
                out[f"{kind} {ident}"] = {"gold": float(row["gold"]), "recall": float(row["recall"])}
    table = evaluate(gold, pred, match="overlap", label_map="tab").table
    for kind in ("PERSON", "CODE"):
        if kind in table.index:
            row = table.loc[kind]
            out[f"{kind} precision"] = {"pred": float(row["pred"]), "precision": float(row["precision"])}
    return out


def dev_scores(path: Path = DEV_SET) -> tuple[dict[str, float], dict[str, dict[str, float]]]:
    """Token-level micro scores and per-label rows of the dev set (Kaggle labels)."""
    gold = read_kaggle(path)
    result = evaluate(gold, _predict(gold), match="token", label_map="kaggle")
    rows = {str(k): {c: float(v) for c, v in r.items()} for k, r in result.table.iterrows()}
    return {k: float(v) for k, v in result.micro.items()}, rows


def english_essays(n: int = 300, words: int = 700, path: Path = DEV_SET) -> list[Essay]:
    """``n`` English essays of about ``words`` words each: the dev essays joined in turn, one learner each."""
    texts = [e.text for e, _ in read_kaggle(path)]
    essays, k = [], 0
    for i in range(n):
        parts: list[str] = []
        while sum(len(p.split()) for p in parts) < words:
            parts.append(texts[k % len(texts)])
            k += 1
        essays.append(Essay(f"t{i}", f"t{i}", "\n\n".join(parts), "en"))
    return essays


def throughput(n: int = 300, words: int = 700, path: Path = DEV_SET) -> float:
    """Essays of about ``words`` words (dev essays joined) per second through detect_corpus."""
    essays = english_essays(n, words, path)
    detect_corpus(essays[:5], lang="en")  # warm-up: word lists, compiled patterns
    start = time.perf_counter()
    detect_corpus(essays, lang="en", learner_wide=False)
    return n / (time.perf_counter() - start)


def main() -> None:
    """Print the three tables."""
    tab = tab_scores()
    if tab is None:
        print(f"TAB: skipped, {TAB_FILE} not found (clone the project beside ../shared)")
    else:
        print("TAB train/dev (overlap, label map tab)")
        for key, row in tab.items():
            print(
                f"  {key:18s} "
                + "  ".join(f"{c}={v:.3f}" if v <= 1 else f"{c}={v:.0f}" for c, v in row.items())
            )
    micro, rows = dev_scores()
    print(
        f"Dev set {DEV_SET.name} (token, label map kaggle): P={micro['precision']:.3f} "
        f"R={micro['recall']:.3f} F5={micro['f5']:.3f}"
    )
    for label, r in rows.items():
        print(
            f"  {label:15s} gold={r['gold']:.0f} pred={r['pred']:.0f} P={r['precision']:.3f} "
            f"R={r['recall']:.3f} F5={r['f5']:.3f}"
        )
    print(f"Throughput: {throughput():.1f} essays of ~700 words per second (detect_corpus, one core)")


if __name__ == "__main__":
    main()
