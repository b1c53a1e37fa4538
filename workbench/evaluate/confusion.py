"""Which label the predictions gave the gold spans they overlap (city taken for country ...).

Each gold span is paired with the predicted span that overlaps it most (the first such on a tie): a row
per gold label, a column per predicted label, "O" for a gold span nothing overlaps (column) and for a
prediction that overlaps no gold span (row). Row sums are the gold counts (bar the "O" row).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable

import pandas as pd

from workbench.evaluate.overlap import OverlapIndex
from workbench.evaluate.pairing import EssayPair
from workbench.model import Span

__all__ = ["OUTSIDE", "confusion_matrix"]

OUTSIDE = "O"


def _overlap(a: Span, b: Span) -> int:
    return min(a.end, b.end) - max(a.start, b.start)


def confusion_matrix(pairs: Iterable[EssayPair]) -> pd.DataFrame:
    """Counts of (gold label, predicted label) over overlapping spans, as a DataFrame."""
    counts: Counter[tuple[str, str]] = Counter()
    for pair in pairs:
        preds, golds = OverlapIndex(pair.pred), OverlapIndex(pair.gold)
        for g in pair.gold:
            best = max(preds.overlapping(g), key=lambda p: _overlap(g, p), default=None)
            counts[g.label, best.label if best is not None else OUTSIDE] += 1
        for p in pair.pred:
            if not golds.overlapping(p):
                counts[OUTSIDE, p.label] += 1
    rows = sorted({g for g, _ in counts} - {OUTSIDE}) + [OUTSIDE]
    cols = sorted({p for _, p in counts} - {OUTSIDE}) + [OUTSIDE]
    frame = pd.DataFrame(0, index=pd.Index(rows, name="gold"), columns=pd.Index(cols, name="pred"))
    for (gold_label, pred_label), n in counts.items():
        frame.loc[gold_label, pred_label] = n
    return frame
