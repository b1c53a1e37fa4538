"""Number plates and licence/passport numbers."""

from __future__ import annotations

import pytest

from tests.detect.neutral._numbers import found as _found


@pytest.mark.parametrize(
    ("lang", "text", "expected"),
    [
        ("sv", "Min bil har registreringsnummer ABC 123.", "ABC 123"),
        ("sv", "Regnr: XYZ 12A", "XYZ 12A"),
        ("sv", "bilen heter abc123 på skylten", "abc123"),
        ("sv", "Passnummer: AB1234567", "AB1234567"),
        ("en", "My car plate is KLM 456.", "KLM 456"),
        ("en", "My passport number is 12345678.", "12345678"),
        # review22 C2: the current UK format AA99 AAA
        ("en", "My car number plate is YX19 ABC.", "YX19 ABC"),
        ("en", "His van is LB65 XKT and it is white.", "LB65 XKT"),
        ("en", "my car is yx19abc", "yx19abc"),
    ],
)
def test_finds_licences(lang: str, text: str, expected: str) -> None:
    assert (expected, "license_nr") in _found(text, lang)


@pytest.mark.parametrize(
    ("lang", "text"),
    [("sv", "Jag läste sfi 123 timmar."), ("sv", "Han har 123 bilar."), ("en", "The abc 123 of it."),
     ("en", "The ab12 cde of it."), ("en", "I live at AB12 in Leeds.")],
)
def test_negatives(lang: str, text: str) -> None:
    assert "license_nr" not in {label for _, label in _found(text, lang)}
