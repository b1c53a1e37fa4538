"""Chance-corrected agreement coefficients, from maintained libraries.

Fleiss' kappa comes from statsmodels (``statsmodels.stats.inter_rater.fleiss_kappa``): nltk's
``AnnotationTask.multi_kappa`` is Davies and Fleiss' (1982) kappa, which gives 0.217 instead of 0.210 on
the classic 10 subjects x 14 raters example. When statsmodels is not installed, the same formula
(Fleiss 1971) is computed here. Krippendorff's alpha comes from the ``krippendorff`` package (nominal).
Both are NaN when only one category was ever used (chance agreement is then 1 and the ratio undefined).
``krippendorff_alpha_counts`` is the same nominal alpha from a table of distinct units and how often each
occurs (the coincidence formula, Krippendorff 2011), so many thousands of alike units cost one row; it equals
the package's figure (tests/evaluate/test_kappa.py).
"""

from __future__ import annotations

import math
from collections.abc import Sequence

import krippendorff
import numpy as np

__all__ = ["fleiss_kappa", "krippendorff_alpha", "krippendorff_alpha_counts"]


def _fleiss(table: np.ndarray) -> float:
    """Fleiss' (1971) kappa of a subjects x categories table of counts (equal raters per subject)."""
    n_raters = table.sum(axis=1)[0]
    p_j = table.sum(axis=0) / table.sum()
    p_i = ((table * table).sum(axis=1) - n_raters) / (n_raters * (n_raters - 1))
    p_bar, p_e = p_i.mean(), (p_j * p_j).sum()
    return float((p_bar - p_e) / (1 - p_e))


def fleiss_kappa(table: Sequence[Sequence[int]] | np.ndarray) -> float:
    """Fleiss' kappa of a subjects x categories table of counts; every subject has the same raters."""
    t = np.asarray(table, dtype=float)
    if t.ndim != 2 or t.shape[0] == 0:
        raise ValueError("Fleiss' kappa needs a non-empty subjects x categories table")
    per_subject = t.sum(axis=1)
    if per_subject.min() != per_subject.max() or per_subject[0] < 2:
        raise ValueError("Fleiss' kappa needs the same number (two or more) of ratings for every subject")
    p_j = t.sum(axis=0) / t.sum()
    if math.isclose(float((p_j * p_j).sum()), 1.0):
        return math.nan
    try:
        from statsmodels.stats.inter_rater import fleiss_kappa as sm_fleiss_kappa
    except ImportError:
        return _fleiss(t)
    return float(sm_fleiss_kappa(t, method="fleiss"))


def krippendorff_alpha(data: Sequence[Sequence[float]] | np.ndarray) -> float:
    """Nominal Krippendorff's alpha of a raters x units matrix of category codes (NaN = not rated)."""
    d = np.asarray(data, dtype=float)
    values = np.unique(d[~np.isnan(d)])
    if len(values) < 2:
        return math.nan
    return float(krippendorff.alpha(reliability_data=d, level_of_measurement="nominal"))


def krippendorff_alpha_counts(counts: Sequence[Sequence[int]] | np.ndarray,
                              weights: Sequence[int] | np.ndarray | None = None) -> float:
    """Nominal Krippendorff's alpha of a units x categories table of value counts, each row standing for
    ``weights`` alike units (default 1). Units with fewer than two values are not pairable and left out."""
    c = np.asarray(counts, dtype=float)
    w = np.ones(len(c)) if weights is None else np.asarray(weights, dtype=float)
    if c.ndim != 2 or len(c) != len(w):
        raise ValueError("Krippendorff's alpha needs a units x categories table and one weight per unit")
    m = c.sum(axis=1)
    keep = m >= 2
    c, w, m = c[keep], w[keep], m[keep]
    if not len(c):
        return math.nan
    # coincidences o_ck = sum_u w_u * n_uc * (n_uk - [c == k]) / (m_u - 1)
    scaled = c * (w / (m - 1))[:, None]
    o = scaled.T @ c - np.diag(scaled.sum(axis=0))
    n_c = o.sum(axis=1)
    n = n_c.sum()
    expected = n * n - (n_c * n_c).sum()
    if n <= 1 or math.isclose(float(expected), 0.0):
        return math.nan
    observed = o.sum() - np.trace(o)
    return float(1 - (n - 1) * observed / expected)
