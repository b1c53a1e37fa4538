"""Misses and false alarms, with 40 characters of context each side."""

from __future__ import annotations

from tests.evaluate.helpers import doc
from workbench.evaluate import evaluate

GOLD = [doc([("Anna", "firstname_female"), ("Lund", "city"), ("Malmö", "city")])]
PRED = [doc([("Anna", "firstname_female"), ("Lund", "country"), ("och", "city")])]


def test_errors_with_context() -> None:
    long_text = "x" * 50 + " Anna " + "y" * 50
    gold = [doc([("Anna", "firstname_female")], long_text)]
    pred = [doc([("Anna", "surname")], long_text)]
    e = evaluate(gold, pred).errors
    assert e[["error", "label", "found_as", "start", "end"]].values.tolist() == [
        ["miss", "firstname_female", "surname", 51, 55],
        ["false_alarm", "surname", "firstname_female", 51, 55]]
    assert e.loc[0, "left"] == "x" * 39  # 40 characters: " " + 39 x, whitespace trimmed
    assert e.loc[0, "right"] == "y" * 39


def test_errors_in_token_mode_are_tokens() -> None:
    e = evaluate(GOLD, PRED, match="token").errors
    assert sorted(e["text"]) == ["Lund", "Lund", "Malmö", "och"]
