"""Postcodes: Swedish with a town or a trigger; UK and US shapes in English essays."""

from __future__ import annotations

import pytest

from tests.detect.neutral._numbers import found as _found


@pytest.mark.parametrize(
    ("lang", "text", "expected"),
    [
        ("sv", "Jag bor på Storgatan 5, 123 45 Göteborg.", "123 45"),
        ("sv", "Adress: 41474 Göteborg", "41474"),
        ("sv", "Postnummer: 12345", "12345"),
        ("sv", "Skicka till SE-123 45 Lund", "SE-123 45"),
        ("en", "I live at 10 Downing Street, London SW1A 2AA.", "SW1A 2AA"),
        ("en", "We lived in Beverly Hills, CA 90210.", "90210"),
        ("en", "My zip code is 90210.", "90210"),
    ],
)
def test_finds_zip_codes(lang: str, text: str, expected: str) -> None:
    assert (expected, "zip_code") in _found(text, lang)


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("sv", "Det kostar 12345 kronor."),
        ("sv", "Staden har 10000 invånare."),
        ("sv", "Jag har 12345 Kronor."),
        ("en", "He lives at 12345 Main Street."),
    ],
)
def test_negatives(lang: str, text: str) -> None:
    assert "zip_code" not in {label for _, label in _found(text, lang)}


@pytest.mark.parametrize(("text", "town"), [
    ("Min adress är Björkvägen 7B, 123 45 Farsta.", "Farsta"),  # no list holds it: the model made it a first name
    ("Skicka till SE-123 45 Lund", "Lund"),
])
def test_the_town_after_a_postcode_is_a_city(text: str, town: str) -> None:
    assert (town, "city") in _found(text, "sv")
