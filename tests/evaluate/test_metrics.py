"""F-beta and precision/recall from counts, against values computed by hand."""

from __future__ import annotations

import pytest

from workbench.evaluate.metrics import Counts, fbeta, scores


@pytest.mark.parametrize(("p", "r", "beta", "expected"), [
    (1.0, 1.0, 1.0, 1.0),
    (1.0, 0.5, 1.0, 2 / 3),
    (1.0, 0.5, 2.0, 2.5 / 4.5),  # (1+4)*0.5 / (4*1 + 0.5)
    (1.0, 0.5, 5.0, 13 / 25.5),  # (1+25)*0.5 / (25*1 + 0.5)
    (0.5, 1.0, 5.0, 13 / 13.5),  # recall dominates F5
    (0.0, 0.0, 1.0, 0.0),
    (0.0, 1.0, 1.0, 0.0),
])
def test_fbeta(p: float, r: float, beta: float, expected: float) -> None:
    assert fbeta(p, r, beta) == pytest.approx(expected)


@pytest.mark.parametrize(("counts", "expected"), [
    (Counts(4, 2, 2, 2), {"precision": 1.0, "recall": 0.5, "f1": 2 / 3, "f2": 2.5 / 4.5, "f5": 13 / 25.5}),
    (Counts(2, 1, 2, 1), {"precision": 1.0, "recall": 1.0, "f1": 1.0, "f2": 1.0, "f5": 1.0}),
    (Counts(3, 0, 0, 0), {"precision": 0.0, "recall": 0.0, "f1": 0.0, "f2": 0.0, "f5": 0.0}),  # no preds
    (Counts(0, 3, 0, 0), {"precision": 0.0, "recall": 0.0, "f1": 0.0, "f2": 0.0, "f5": 0.0}),  # no gold
    (Counts(0, 0, 0, 0), {"precision": 0.0, "recall": 0.0, "f1": 0.0, "f2": 0.0, "f5": 0.0}),
])
def test_scores(counts: Counts, expected: dict[str, float]) -> None:
    assert scores(counts) == pytest.approx(expected)


def test_counts_add_and_errors() -> None:
    c = Counts(3, 2, 1, 2) + Counts(1, 1, 0, 0)
    assert (c.gold, c.pred, c.tp_gold, c.tp_pred, c.fn, c.fp) == (4, 3, 1, 2, 3, 1)
