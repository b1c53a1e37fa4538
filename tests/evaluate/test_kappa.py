"""Fleiss' kappa and Krippendorff's alpha against their published worked examples."""

from __future__ import annotations

import math
import sys

import pytest
from nltk.metrics.agreement import AnnotationTask

from workbench.evaluate.kappa import _fleiss, fleiss_kappa, krippendorff_alpha, krippendorff_alpha_counts

# The classic Fleiss' kappa example: 10 subjects, 14 raters, 5 categories; kappa = 0.210.
FLEISS_TABLE = [[0, 0, 0, 0, 14], [0, 2, 6, 4, 2], [0, 0, 3, 5, 6], [0, 3, 9, 2, 0], [2, 2, 8, 1, 1],
                [7, 7, 0, 0, 0], [3, 2, 6, 3, 0], [2, 5, 3, 2, 2], [6, 5, 2, 1, 0], [0, 2, 2, 3, 7]]
# Krippendorff (2011), "Computing Krippendorff's Alpha-Reliability", C: 4 observers x 12 units with
# missing values; nominal alpha = 0.743.
N = math.nan
KRIPPENDORFF_DATA = [[1, 2, 3, 3, 2, 1, 4, 1, 2, N, N, N],
                     [1, 2, 3, 3, 2, 2, 4, 1, 2, 5, N, 3],
                     [N, 3, 3, 3, 2, 3, 4, 2, 2, 5, 1, N],
                     [1, 2, 3, 3, 2, 4, 4, 1, 2, 5, 1, N]]


def _nltk_triples(table: list[list[int]]) -> list[tuple[str, str, int]]:
    """Rater r of subject i said category c, with raters numbered within each subject."""
    out = []
    for i, row in enumerate(table):
        raters = (f"r{k}" for k in range(sum(row)))
        out += [(next(raters), f"s{i}", c) for c, n in enumerate(row) for _ in range(n)]
    return out


def test_fleiss_kappa_published_example() -> None:
    assert fleiss_kappa(FLEISS_TABLE) == pytest.approx(0.20993, abs=5e-5)
    assert round(fleiss_kappa(FLEISS_TABLE), 3) == 0.210


def test_fleiss_kappa_fallback_formula_agrees() -> None:
    import numpy as np

    assert _fleiss(np.array(FLEISS_TABLE, dtype=float)) == pytest.approx(fleiss_kappa(FLEISS_TABLE))


def test_nltk_multi_kappa_is_not_fleiss_kappa() -> None:
    """Why statsmodels: nltk's multi_kappa is Davies & Fleiss (1982), 0.217 on the same table."""
    assert AnnotationTask(_nltk_triples(FLEISS_TABLE)).multi_kappa() == pytest.approx(0.217, abs=1e-3)


def test_krippendorff_alpha_published_example() -> None:
    assert round(krippendorff_alpha(KRIPPENDORFF_DATA), 3) == 0.743


def test_krippendorff_alpha_agrees_with_nltk() -> None:
    triples = [(f"c{r}", f"u{u}", int(v)) for r, row in enumerate(KRIPPENDORFF_DATA)
               for u, v in enumerate(row) if not math.isnan(v)]
    assert AnnotationTask(triples).alpha() == pytest.approx(krippendorff_alpha(KRIPPENDORFF_DATA))


@pytest.mark.parametrize(("table", "message"), [
    ([], "non-empty"),
    ([[2, 0], [1, 0]], "same number"),
    ([[1, 0], [0, 1]], "two or more"),
])
def test_fleiss_kappa_bad_tables(table: list, message: str) -> None:
    with pytest.raises(ValueError, match=message):
        fleiss_kappa(table)


def test_one_category_only_is_undefined() -> None:
    assert math.isnan(fleiss_kappa([[3, 0], [3, 0]]))
    assert math.isnan(krippendorff_alpha([[1, 1], [1, 1]]))


def test_fleiss_kappa_without_statsmodels(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(sys.modules, "statsmodels.stats.inter_rater", None)  # import now fails
    assert round(fleiss_kappa(FLEISS_TABLE), 3) == 0.210


def _value_counts(data: list[list[float]]) -> list[list[int]]:
    """The units x categories counts of a raters x units matrix (NaN: no value)."""
    values = sorted({v for row in data for v in row if not math.isnan(v)})
    return [[sum(1 for row in data if row[u] == v) for v in values] for u in range(len(data[0]))]


def test_alpha_from_counts_is_krippendorffs_worked_example() -> None:
    assert krippendorff_alpha_counts(_value_counts(KRIPPENDORFF_DATA)) == pytest.approx(0.743, abs=5e-4)


@pytest.mark.parametrize("seed", range(5))
def test_alpha_from_weighted_distinct_units_equals_the_package(seed: int) -> None:
    import random

    rng = random.Random(seed)
    data = [[rng.choice([0, 1, 2, N]) if rng.random() < 0.9 else N for _ in range(60)] for _ in range(3)]
    counts = _value_counts(data)
    distinct = sorted({tuple(c) for c in counts})
    weights = [counts.count(list(d)) for d in distinct]
    assert krippendorff_alpha_counts(distinct, weights) == pytest.approx(krippendorff_alpha(data))
    assert math.isnan(krippendorff_alpha_counts([[2, 0], [3, 0]]))  # one value only: nothing to correct
