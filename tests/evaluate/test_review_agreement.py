"""Agreement of blind reviews, unit by unit and label by label."""

from __future__ import annotations

import math

import pytest

from workbench.evaluate.kappa import fleiss_kappa, krippendorff_alpha
from workbench.evaluate.review_agreement import review_agreement

ANNA = [(0, 3, "firstname_male", "accepted"), (10, 15, "city", "accepted"), (20, 24, "fam", "rejected"),
        (30, 34, "city", "accepted")]
BO = [(0, 3, "firstname_male", "accepted"), (10, 15, "city", "rejected"), (20, 24, "fam", "accepted"),
      (30, 34, "place", "accepted"), (40, 45, "extra", "accepted")]  # bo added an extra


def test_units_values_and_per_label_figures() -> None:
    r = review_agreement({"e1": {"anna": ANNA, "bo": BO}, "e2": {"anna": ANNA[:1], "bo": BO[:1]}})
    assert (r.essays, r.reviewers, r.units, r.agreed) == (2, ["anna", "bo"], 6, 2)
    by = {x.label: x for x in r.labels}
    assert (by["city"].units, by["city"].agreed) == (2, 0) and (by["firstname_male"].agreed, by["extra"].units) == (
        2, 1)
    # the same units as a raters x units matrix for the krippendorff package: O=0, fm=1, city=2, fam=3, place=4,
    # extra=5
    data = [[1, 2, 0, 2, 0, 1], [1, 0, 3, 4, 5, 1]]
    assert r.alpha == pytest.approx(krippendorff_alpha(data))
    table = [[0, 2, 0, 0, 0, 0], [1, 0, 1, 0, 0, 0], [1, 0, 0, 1, 0, 0], [0, 0, 1, 0, 1, 0], [1, 0, 0, 0, 0, 1],
             [0, 2, 0, 0, 0, 0]]
    assert r.kappa == pytest.approx(fleiss_kappa(table))


def test_a_third_reviewer_on_one_essay_leaves_kappa_out_and_alpha_in() -> None:
    r = review_agreement({"e1": {"anna": ANNA, "bo": BO, "cecilia": ANNA}, "e2": {"anna": ANNA, "bo": ANNA}})
    assert r.kappa is None and not math.isnan(r.alpha) and r.reviewers == ["anna", "bo", "cecilia"]


def test_full_agreement_and_nothing_to_compare() -> None:
    same = review_agreement({"e1": {"anna": ANNA, "bo": ANNA}})
    assert same.agreed == same.units == 4 and same.alpha == pytest.approx(1.0)
    empty = review_agreement({})
    assert (empty.units, empty.kappa, empty.labels) == (0, None, []) and math.isnan(empty.alpha)
