"""Other personal digit sequences: after id triggers, or unexplained long chains at a low score."""

from __future__ import annotations

import pytest

from tests.detect.neutral._numbers import found as _found


@pytest.mark.parametrize(
    ("lang", "text", "expected"),
    [
        ("sv", "Mitt medlemsnummer är 4711-22.", "4711-22"),
        ("sv", "Kundnummer: 998877", "998877"),
        ("sv", "Koden var 55512399 på lappen.", "55512399"),
        ("en", "My student id is 20231234.", "20231234"),
        ("en", "Membership number: 12-345-678", "12-345-678"),
        ("en", "My booking reference 1234 is on the ticket.", "1234"),  # no 'number' before it (leaks20)
        ("en", "Our booking reference: 55821.", "55821"),
        ("en", "The reference number 55821 was on the letter.", "55821"),
        ("sv", "Mitt referensnummer är 55821.", "55821"),
    ],
)
def test_finds_sequences(lang: str, text: str, expected: str) -> None:
    assert (expected, "other_nr_seq") in _found(text, lang)


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("sv", "Staden har 100 000 invånare."),
        ("sv", "Jag vann 250 000 kronor."),
        ("sv", "Ring mig på 070-123 45 67."),
        ("sv", "Jag föddes 2018-12-01."),
        ("sv", "Göteborg har 500 000 människor."),
    ],
)
def test_negatives(lang: str, text: str) -> None:
    assert "other_nr_seq" not in {label for _, label in _found(text, lang)}
