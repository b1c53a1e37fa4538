"""Agreement between annotators: token kappa and alpha worked out by hand, pairwise span F1, errors."""

from __future__ import annotations

import math
from pathlib import Path

import pytest

from tests.evaluate.helpers import doc
from workbench.evaluate import PairingError, agreement, agreement_files
from workbench.io.spans import write_spans
from workbench.model import Essay

SHORT = "a b c d"
# tokens a b c d: rater 1 says X O O O, rater 2 X X O O.
A = [doc([("a", "X")], SHORT)]
B = [doc([("a b", "X")], SHORT)]


def test_two_raters_by_hand() -> None:
    r = agreement([A, B])
    assert (r.raters, r.essays, r.tokens, r.categories) == (["A1", "A2"], 1, 4, ["O", "X"])
    # Fleiss: P_bar = (1 + 0 + 1 + 1) / 4 = 0.75, P_e = (3/8)^2 + (5/8)^2 = 34/64
    assert r.fleiss_kappa == pytest.approx((0.75 - 34 / 64) / (1 - 34 / 64))
    # Krippendorff: 1 - (n - 1) * disagreeing pairs / (sum of n_c n_k, c != k) = 1 - 7 * 2 / (2 * 3 * 5)
    assert r.krippendorff_alpha == pytest.approx(1 - 14 / 30)
    assert r.pairwise.to_dict("records") == [{"a": "A1", "b": "A2", "exact_f1": 0.0, "overlap_f1": 1.0}]


def test_identical_annotations_agree_fully() -> None:
    gold = [doc([("Anna", "firstname_female"), ("Lund", "city")])]
    r = agreement([gold, gold, gold], names=["x", "y", "z"])
    assert r.fleiss_kappa == pytest.approx(1.0) and r.krippendorff_alpha == pytest.approx(1.0)
    assert len(r.pairwise) == 3 and (r.pairwise[["exact_f1", "overlap_f1"]] == 1.0).all().all()


def test_no_spans_at_all_is_undefined() -> None:
    r = agreement([[doc([])], [doc([])]])
    assert math.isnan(r.fleiss_kappa) and math.isnan(r.krippendorff_alpha)


def test_only_common_essays_count() -> None:
    r = agreement([A + [doc([], eid="e2")], B])
    assert r.essays == 1 and r.skipped_essays == ["e2"]


@pytest.mark.parametrize(("annotations", "error", "message"), [
    ([A], ValueError, "two or more"),
    ([A, [doc([], eid="other")]], PairingError, "share no essay"),
    ([A, [(Essay("e1", "e1", "a b c e"), [])]], PairingError, "'e1': A2 has a different text"),
])
def test_errors(annotations: list, error: type, message: str) -> None:
    with pytest.raises(error, match=message):
        agreement(annotations)


def test_agreement_files_and_text(tmp_path: Path) -> None:
    write_spans(tmp_path / "ann1.jsonl", A)
    write_spans(tmp_path / "ann2.jsonl", B)
    r = agreement_files([tmp_path / "ann1.jsonl", tmp_path / "ann2.jsonl"])
    assert r.raters == ["ann1.jsonl", "ann2.jsonl"]
    text = r.to_text()
    assert "Fleiss' kappa (tokens): 0.467" in text and "Krippendorff's alpha (tokens, nominal): 0.533" in text


def test_label_map_applies_before_agreement() -> None:
    one = [doc([("Anna", "firstname_female")])]
    two = [doc([("Anna", "firstname_male")])]
    assert agreement([one, two]).pairwise.loc[0, "exact_f1"] == 0.0
    assert agreement([one, two], label_map="kind").pairwise.loc[0, "exact_f1"] == 1.0
