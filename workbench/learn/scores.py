"""Span-level recall and precision per group (overlap matching), for held-out figures.

Recall of a gold span: some predicted span of any label overlaps it. Precision of a predicted span: it
overlaps some gold span. Only predicted spans of the groups gold can judge count toward precision (names,
places, institutions: the silver data marks no ages, years, professions or family words, so a predicted
year is neither right nor wrong there).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Sequence

from workbench.learn.features import group_of_label
from workbench.model import Span

__all__ = ["JUDGED", "score_group", "span_scores"]

JUDGED = ("NAME", "PLACE", "INST")


def score_group(label: str) -> str:
    return label if label in JUDGED else group_of_label(label) or "OTHER"


def span_scores(pairs: Iterable[tuple[Sequence[Span], Sequence[Span]]]) -> dict[str, dict[str, float]]:
    """{group or "direct": {gold, pred, hit, ok, recall, precision}} over (gold, predicted) span lists;
    "direct" is the three judged groups together."""
    c: Counter = Counter()
    for gold, pred in pairs:
        judged = [p for p in pred if score_group(p.label) in JUDGED]
        for g in gold:
            grp = score_group(g.label)
            hit = any(p.start < g.end and g.start < p.end for p in pred)
            c[grp, "gold"] += 1
            c[grp, "hit"] += hit
            if grp in JUDGED:
                c["direct", "gold"] += 1
                c["direct", "hit"] += hit
        for p in judged:
            grp = score_group(p.label)
            ok = any(p.start < g.end and g.start < p.end for g in gold)
            for key in (grp, "direct"):
                c[key, "pred"] += 1
                c[key, "ok"] += ok
    out = {}
    for grp in (*JUDGED, "OTHER", "direct"):
        gold_n, pred_n = c[grp, "gold"], c[grp, "pred"]
        if not gold_n and not pred_n:
            continue
        out[grp] = {"gold": gold_n, "pred": pred_n, "recall": round(c[grp, "hit"] / gold_n, 3) if gold_n else 0.0,
                    "precision": round(c[grp, "ok"] / pred_n, 3) if pred_n else 0.0}
    return out
