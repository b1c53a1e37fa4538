"""evaluate(): every mode and breakdown against counts worked out by hand on one short essay.

TEXT = "Anna bor i Lund och Per bor i Malmö." Gold: Anna (firstname_female), Lund (city), Per
(firstname_male), Malmö (city).
"""

from __future__ import annotations

import pytest

from tests.evaluate.helpers import TEXT, doc, span
from workbench.evaluate import PairingError, evaluate
from workbench.model import Essay

GOLD = [doc([("Anna", "firstname_female"), ("Lund", "city"), ("Per", "firstname_male"), ("Malmö", "city")])]
# Anna and Lund exact, "Per bor" too long, "och" a false alarm, Malmö missed.
PRED = [doc([("Anna", "firstname_female"), ("Lund", "city"), ("Per bor", "firstname_male"), ("och", "city")])]


def micro(result, *keys: str) -> tuple:
    return tuple(result.micro[k] for k in keys)


@pytest.mark.parametrize(("mode", "expected"), [
    # (gold, pred, tp_gold, tp_pred, precision, recall)
    ("exact", (4, 4, 2, 2, 0.5, 0.5)),
    ("overlap", (4, 4, 3, 3, 0.75, 0.75)),
    # tokens: gold Anna Lund Per Malmö; pred Anna Lund Per bor och -> 3 of 4 found, 3 of 5 right
    ("token", (4, 5, 3, 3, 0.6, 0.75)),
])
def test_micro_by_mode(mode: str, expected: tuple) -> None:
    r = evaluate(GOLD, PRED, match=mode)
    assert micro(r, "gold", "pred", "tp_gold", "tp_pred", "precision", "recall") == pytest.approx(expected)


def test_per_label_and_macro_overlap() -> None:
    r = evaluate(GOLD, PRED, match="overlap")
    t = r.table
    assert list(t.index) == ["city", "firstname_female", "firstname_male"]
    assert t.loc["city", ["gold", "pred", "tp_gold", "tp_pred", "fn", "fp"]].tolist() == [2, 2, 1, 1, 1, 1]
    assert t.loc["city", "f1"] == pytest.approx(0.5)
    assert t.loc["firstname_male", "f1"] == pytest.approx(1.0)
    assert r.macro["f1"] == pytest.approx((0.5 + 1 + 1) / 3)


@pytest.mark.parametrize(("gold", "pred", "expected"), [
    (GOLD, [doc([])], (4, 0, 0.0, 0.0, 0.0)),  # empty predictions
    ([doc([])], PRED, (0, 4, 0.0, 0.0, 0.0)),  # empty gold
    ([doc([])], [doc([])], (0, 0, 0.0, 0.0, 0.0)),  # nothing at all
    (GOLD, GOLD, (4, 4, 1.0, 1.0, 1.0)),
])
def test_empty_sides(gold, pred, expected: tuple) -> None:
    r = evaluate(gold, pred, match="exact")
    assert micro(r, "gold", "pred", "precision", "recall", "f5") == pytest.approx(expected)


def test_partial_span_counts_only_in_overlap_mode() -> None:
    gold = [doc([("Anna", "firstname_female")])]
    pred = [doc([span(TEXT, "An", "firstname_female")])]
    assert evaluate(gold, pred, match="exact").micro["f1"] == 0.0
    assert evaluate(gold, pred, match="overlap").micro["f1"] == 1.0
    assert evaluate(gold, pred, match="token").micro["f1"] == 1.0  # the token is covered in part


def test_one_prediction_over_two_gold_spans() -> None:
    gold = [doc([("Lund", "city"), ("Malmö", "city")])]
    pred = [doc([span(TEXT, "Lund och Per bor i Malmö", "city")])]
    r = evaluate(gold, pred, match="overlap")
    assert micro(r, "tp_gold", "tp_pred", "precision", "recall") == (2, 1, 1.0, 1.0)
    assert evaluate(gold, pred, match="exact").micro["recall"] == 0.0
    # tokens: 2 gold tokens found, 2 of the 6 predicted tokens (Lund och Per bor i Malmö) right
    r = evaluate(gold, pred, match="token")
    assert micro(r, "gold", "pred", "precision", "recall") == pytest.approx((2, 6, 1 / 3, 1.0))
    assert r.micro["f5"] == pytest.approx(26 * (1 / 3) / (25 * 1 / 3 + 1))


def test_label_on_one_side_only() -> None:
    gold = [doc([("Lund", "city")])]
    pred = [doc([("Lund", "country")])]
    r = evaluate(gold, pred, match="overlap")
    assert r.table[["gold", "pred", "tp_gold", "tp_pred"]].to_dict("index") == {
        "city": {"gold": 1, "pred": 0, "tp_gold": 0, "tp_pred": 0},
        "country": {"gold": 0, "pred": 1, "tp_gold": 0, "tp_pred": 0}}
    assert r.macro["f1"] == 0.0
    unlabelled = evaluate(gold, pred, match="overlap", labelled=False)
    assert unlabelled.micro["f1"] == 1.0
    assert list(unlabelled.table.index) == ["span"]


def test_token_mode_kaggle_f5() -> None:
    text = "Anna Svensson bor i Lund ."
    gold = [doc([("Anna Svensson", "firstname_female")], text)]
    pred = [doc([("Anna", "firstname_female")], text)]
    r = evaluate(gold, pred, match="token")
    assert micro(r, "gold", "pred", "precision", "recall") == (2, 1, 1.0, 0.5)
    assert r.micro["f5"] == pytest.approx(13 / 25.5)


@pytest.mark.parametrize(("by", "rows"), [
    ("label", {"city": (2, 2, 1, 1), "firstname_female": (1, 1, 1, 1), "firstname_male": (1, 1, 1, 1)}),
    ("group", {"placeholder": (4, 4, 3, 3)}),
    ("kind", {"geo": (2, 2, 1, 1), "names": (2, 2, 2, 2)}),
])
def test_breakdowns(by: str, rows: dict) -> None:
    t = evaluate(GOLD, PRED, match="overlap", by=by).table
    assert {k: tuple(v) for k, v in t[["gold", "pred", "tp_gold", "tp_pred"]].iterrows()} == rows


def test_by_detector_counts_gold_of_its_own_labels() -> None:
    pred = [doc([span(TEXT, "Anna", "firstname_female", source="names:first"),
                 span(TEXT, "Per", "firstname_male", source="names:first"),
                 span(TEXT, "Lund", "city", source="geo"),
                 span(TEXT, "och", "city", source="geo:list")])]
    t = evaluate(GOLD, pred, match="exact", by="detector").table
    assert t[["gold", "pred", "tp_gold", "tp_pred"]].to_dict("index") == {
        "geo": {"gold": 2, "pred": 2, "tp_gold": 1, "tp_pred": 1},
        "names": {"gold": 2, "pred": 2, "tp_gold": 2, "tp_pred": 2}}


def test_label_map_kind_forgives_label_within_kind() -> None:
    gold = [doc([("Anna", "firstname_female")])]
    pred = [doc([("Anna", "firstname_unknown")])]
    assert evaluate(gold, pred, by="kind").micro["f1"] == 0.0  # breakdown only: labels still differ
    assert evaluate(gold, pred, label_map="kind").micro["f1"] == 1.0


def test_label_map_kaggle_compares_with_kaggle_labels() -> None:
    gold = [doc([("Anna", "firstname_female"), ("Lund", "city")])]
    pred = [doc([("Anna", "NAME_STUDENT")])]
    r = evaluate(gold, pred, label_map="kaggle")  # city has no Kaggle label: dropped from gold
    assert micro(r, "gold", "pred", "f1") == (1, 1, 1.0)


def test_essay_on_one_side_only() -> None:
    e2 = doc([("Lund", "city")], eid="e2")
    e3 = doc([("Malmö", "city")], eid="e3")
    r = evaluate([GOLD[0], e2], [GOLD[0], e3], match="exact")
    assert micro(r, "gold", "pred", "tp_gold", "tp_pred") == (5, 5, 4, 4)
    assert r.settings["essays"] == "3"
    assert set(r.errors["essay_id"]) == {"e2", "e3"}


@pytest.mark.parametrize(("gold", "pred", "message"), [
    ([doc([])], [(Essay("e1", "e1", TEXT + "!"), [])], "texts differ from character 36"),
    ([doc([]), doc([])], [doc([])], "gold: essay id 'e1' occurs more than once"),
])
def test_pairing_errors(gold, pred, message: str) -> None:
    with pytest.raises(PairingError, match=message):
        evaluate(gold, pred)


@pytest.mark.parametrize(("kwargs", "message"), [
    ({"match": "fuzzy"}, "unknown matching mode 'fuzzy'"),
    ({"by": "colour"}, "no essay has the metadata column 'colour'"),
])
def test_bad_arguments(kwargs: dict, message: str) -> None:
    with pytest.raises(ValueError, match=message):
        evaluate(GOLD, PRED, **kwargs)
