"""Precision, recall and F-beta from match counts.

Counts keep the two sides apart: ``tp_gold`` is how many gold units a prediction found (recall's
numerator), ``tp_pred`` how many predictions hit gold (precision's numerator). With exact matching
both are equal; with overlap matching one long prediction may find two gold spans. An undefined
ratio (0/0) is 0.0, as in scikit-learn's and seqeval's default (``zero_division=0``).
"""

from __future__ import annotations

from dataclasses import dataclass

__all__ = ["BETAS", "Counts", "fbeta", "scores"]

#: The F-measures reported: F1, F2 and F5 (the Kaggle PII competition's, recall weighted 25 times).
BETAS = (1.0, 2.0, 5.0)


@dataclass(frozen=True)
class Counts:
    """Gold and predicted units of one row of a report, and how many of each were matched."""

    gold: int = 0
    pred: int = 0
    tp_gold: int = 0
    tp_pred: int = 0

    def __add__(self, other: Counts) -> Counts:
        return Counts(self.gold + other.gold, self.pred + other.pred,
                      self.tp_gold + other.tp_gold, self.tp_pred + other.tp_pred)

    @property
    def fn(self) -> int:
        """Gold units no prediction found (misses)."""
        return self.gold - self.tp_gold

    @property
    def fp(self) -> int:
        """Predictions that hit no gold unit (false alarms)."""
        return self.pred - self.tp_pred


def fbeta(precision: float, recall: float, beta: float) -> float:
    """The weighted harmonic mean (1 + b²)PR / (b²P + R); 0.0 when P and R are both 0."""
    b2 = beta * beta
    denominator = b2 * precision + recall
    return 0.0 if denominator == 0 else (1 + b2) * precision * recall / denominator


def scores(c: Counts) -> dict[str, float]:
    """Precision, recall, F1, F2 and F5 of one row of counts."""
    p = c.tp_pred / c.pred if c.pred else 0.0
    r = c.tp_gold / c.gold if c.gold else 0.0
    out = {"precision": p, "recall": r}
    for beta in BETAS:
        out[f"f{beta:g}"] = fbeta(p, r, beta)
    return out
