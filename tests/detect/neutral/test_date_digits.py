"""Dates in digits: full dates always, short and solid forms only after a date word."""

from __future__ import annotations

import pytest

from tests.detect.neutral._numbers import found as _found


@pytest.mark.parametrize(
    ("lang", "text", "expected"),
    [
        ("sv", "Jag föddes 2018-12-01 i Kabul.", "2018-12-01"),
        ("sv", "Datum: 18/01/12", "18/01/12"),
        ("sv", "Vi kom 18.01.12 till Malmö.", "18.01.12"),
        ("sv", "Jag föddes den 01/12.", "01/12"),
        ("sv", "Jag är född 180112.", "180112"),
        ("sv", "född 20181201", "20181201"),
        ("en", "My birthday is 12/25/2018.", "12/25/2018"),
        ("en", "I was born on 3.4.1999 in Homs.", "3.4.1999"),
        ("sv", "Jag kom till Sverige den 12/3-2019 med min mamma.", "12/3-2019"),
        ("sv", "Jag föddes 3/7-1990 i Kabul.", "3/7-1990"),
        ("sv", "Jag fyller år 7/3.", "7/3"),  # a birthday (review 86 C6: released)
        ("sv", "Jag fyller 18 år 5/6.", "5/6"),  # review 87 C5
    ],
)
def test_finds_dates(lang: str, text: str, expected: str) -> None:
    assert (expected, "date_digits") in _found(text, lang)


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("sv", "Klockan 18.30 åt vi."),
        ("sv", "Det kostar 3.50 kr."),
        ("sv", "Jag har 180112 kronor."),
        ("sv", "Mitt personnummer är 811218-9876."),
        ("sv", "Vi vann med 5/12 röster."),
        ("en", "Version 2.13.45 is out."),
        ("sv", "Läs sidan 12/3-45 i boken."),
        ("sv", "Det hände 31/13-2019."),
    ],
)
def test_negatives(lang: str, text: str) -> None:
    assert "date_digits" not in {label for _, label in _found(text, lang)}
