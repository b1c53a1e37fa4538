"""Phone numbers: shapes and triggers, Swedish and English; dates and personnummer are not phones."""

from __future__ import annotations

import pytest

from tests.detect.neutral._numbers import found as _found


@pytest.mark.parametrize(
    ("lang", "text", "expected"),
    [
        ("sv", "Ring mig på 070-123 45 67.", "070-123 45 67"),
        ("sv", "Mitt nummer är 08-123 456 78", "08-123 456 78"),
        ("sv", "Min mobil: +46 70 123 45 67", "+46 70 123 45 67"),
        ("sv", "ring 0701234567!", "0701234567"),
        ("sv", "Hemma har vi 031-12 34 56.", "031-12 34 56"),
        ("sv", "sms:a till 12 34 56 78", "12 34 56 78"),
        ("en", "Call me at (555) 123-4567.", "(555) 123-4567"),
        ("en", "my phone: 555-123-4567", "555-123-4567"),
        ("en", "You can reach me on +44 20 7946 0958.", "+44 20 7946 0958"),
        ("en", "Call 020 7946 0958 now", "020 7946 0958"),
    ],
)
def test_finds_phones(lang: str, text: str, expected: str) -> None:
    assert (expected, "phone_nr") in _found(text, lang)


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("sv", "Jag föddes 01-12-2018."),
        ("sv", "Mitt personnummer är 0101011237."),
        ("sv", "Personnummer: 010101-1237"),
        ("sv", "Det bor 1234567 personer där."),
        ("sv", "Jag bodde där 2015-2018."),
        ("en", "The years 1999 2000 2001 were good."),
    ],
)
def test_negatives(lang: str, text: str) -> None:
    assert "phone_nr" not in {label for _, label in _found(text, lang)}
