"""Agreement of reviewers who reviewed the same essays blind, span by span and label by label.

The units are the spans the reviewers decided on: every candidate and every span one of them added, one unit
per extent (start, end) of an essay. A reviewer's value for a unit is the label they accepted there, or "O"
when they rejected it or have no span there; a reviewer not assigned to the essay gives no value. Per label,
Krippendorff's alpha (nominal) of "this label or not" over every unit; over all labels, alpha and, when every
essay had the same number of reviewers, Fleiss' kappa (workbench.evaluate.kappa). Both are NaN when only one
value was ever given (no disagreement is possible, nothing to correct for chance).
"""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field

import numpy as np

from workbench.evaluate.kappa import fleiss_kappa, krippendorff_alpha_counts

__all__ = ["LabelAgreement", "ReviewAgreement", "review_agreement"]

#: essay -> reviewer -> their spans as (start, end, label, status), as ReviewStore.blind_marks gives them
Marks = Mapping[str, Mapping[str, Sequence[tuple[int, int, str, str]]]]
OUTSIDE = "O"


@dataclass(frozen=True)
class LabelAgreement:
    """One label: on how many units anyone gave it, on how many every reviewer of the essay did, and alpha."""

    label: str
    units: int
    agreed: int
    alpha: float


@dataclass
class ReviewAgreement:
    """The agreement figures of blind reviews (see the module)."""

    essays: int
    reviewers: list[str]
    units: int
    agreed: int  # units where every reviewer of the essay gave the same value
    alpha: float
    kappa: float | None  # None when essays had different numbers of reviewers
    labels: list[LabelAgreement] = field(default_factory=list)


def _compositions(marks: Marks) -> Counter[tuple[str, ...]]:
    """How often each composition of values (the sorted values of one unit's reviewers) occurs."""
    out: Counter[tuple[str, ...]] = Counter()
    for by in marks.values():
        given = [{(m[0], m[1]): m[2] for m in ms if m[3] == "accepted"} for ms in by.values()]
        for extent in {(m[0], m[1]) for ms in by.values() for m in ms}:
            out[tuple(sorted(g.get(extent, OUTSIDE) for g in given))] += 1
    return out


def review_agreement(marks: Marks) -> ReviewAgreement:
    """The agreement of the blind reviews in ``marks`` (essays every reviewer finished). Alike units are
    counted once with their number, so thousands of essays cost little (krippendorff_alpha_counts)."""
    reviewers = sorted({r for by in marks.values() for r in by})
    comps = _compositions(marks)
    rows, weights = list(comps), np.array(list(comps.values()), dtype=float)
    values = sorted({v for comp in rows for v in comp})
    counts = np.array([[comp.count(v) for v in values] for comp in rows], dtype=float).reshape(len(rows),
                                                                                            len(values))
    units = int(weights.sum())
    agreed = int(sum(w for comp, w in comps.items() if len(set(comp)) == 1))
    kappa = None
    sizes = {len(comp) for comp in rows}
    if len(sizes) == 1 and min(sizes) >= 2:
        kappa = fleiss_kappa(np.repeat(counts, weights.astype(int), axis=0))
    labels = []
    for k, label in enumerate(values):
        if label == OUTSIDE:
            continue
        mine, size = counts[:, k], counts.sum(axis=1)
        binary = np.stack([mine, size - mine], axis=1)
        labels.append(LabelAgreement(label, int(weights[mine > 0].sum()), int(weights[mine == size].sum()),
                                     krippendorff_alpha_counts(binary, weights)))
    alpha = krippendorff_alpha_counts(counts, weights) if rows else math.nan
    return ReviewAgreement(len(marks), reviewers, units, agreed, alpha, kappa, labels)
