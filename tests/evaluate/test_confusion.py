"""The confusion matrix of labels over overlapping gold and predicted spans."""

from __future__ import annotations

from tests.evaluate.helpers import TEXT, doc, span
from workbench.evaluate import evaluate

GOLD = [doc([("Anna", "firstname_female"), ("Lund", "city"), ("Malmö", "city")])]
PRED = [doc([("Anna", "firstname_female"), ("Lund", "country"), ("och", "city")])]


def test_confusion_matrix() -> None:
    c = evaluate(GOLD, PRED).confusion
    assert list(c.index) == ["city", "firstname_female", "O"]
    assert list(c.columns) == ["city", "country", "firstname_female", "O"]
    assert c.loc["city", "country"] == 1  # Lund taken for a country
    assert c.loc["city", "O"] == 1  # Malmö missed
    assert c.loc["firstname_female", "firstname_female"] == 1
    assert c.loc["O", "city"] == 1  # "och" a false alarm
    assert int(c.to_numpy().sum()) == 4


def test_confusion_pairs_gold_with_the_largest_overlap() -> None:
    gold = [doc([span(TEXT, "Per bor i Malmö", "place")])]
    pred = [doc([span(TEXT, "Per", "firstname_male"), span(TEXT, "bor i Malmö", "city")])]
    c = evaluate(gold, pred).confusion
    assert c.loc["place", "city"] == 1
    assert "firstname_male" not in c.columns  # overlaps gold, but not most: counted nowhere
