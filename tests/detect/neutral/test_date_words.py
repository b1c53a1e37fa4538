"""Days and month names ("den 5 maj", "5th of November", "5 febuari"), month alone, month digits."""

from __future__ import annotations

import pytest

from tests.detect.neutral._numbers import found as _found


@pytest.mark.parametrize(
    ("lang", "text", "expected"),
    [
        ("sv", "Jag föddes den 5 maj 1998.", {("5", "day"), ("maj", "month_word")}),
        ("sv", "Den 5 febuari kom jag till Sverige.", {("5", "day"), ("febuari", "month_word")}),
        ("sv", "Jag fyller år den 24:e December.", {("24:e", "day"), ("December", "month_word")}),
        ("sv", "Jag kom hit i januari.", {("januari", "month_word")}),
        ("sv", "Jag är född i månad 5.", {("5", "month_digit")}),
        ("en", "I was born on the 5th of November.", {("5th", "day"), ("November", "month_word")}),
        ("en", "On May 5th I came to Leeds.", {("5th", "day"), ("May", "month_word")}),
        ("en", "I was born in May.", {("May", "month_word")}),
        ("en", "We married on 3 sept. in Oslo", {("3", "day"), ("sept", "month_word")}),
        # review22 C7: an ordinal day and 'of' before a lower-case month that is also a word
        ("en", "tundes birthday is on 3rd of august.", {("3rd", "day"), ("august", "month_word")}),
        ("en", "my party is on the 21st of may", {("21st", "day"), ("may", "month_word")}),
    ],
)
def test_finds_date_words(lang: str, text: str, expected: set[tuple[str, str]]) -> None:
    assert expected <= _found(text, lang)


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("sv", "I januari är det kallt i Sverige."),
        ("sv", "Jag har 3 barn och 5 minuter."),
        ("en", "I may come later."),
        ("en", "on march 3 soldiers left"),
        ("en", "3 of may friends came"),
        ("en", "They march in the streets in March."),
    ],
)
def test_negatives(lang: str, text: str) -> None:
    assert not {label for _, label in _found(text, lang)} & {"day", "month_word", "month_digit"}
