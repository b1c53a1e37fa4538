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
        # review 26 L1: the UK shape in capitals needs a car or plate word near it
        ("en", "The car in front of us, YX19 ABC, drove away.", "YX19 ABC"),
        ("en", "The registration was LB65 XKT.", "LB65 XKT"),
        ("sv", "Hans bil har nummer YX19 ABC.", "YX19 ABC"),
        ("sv", "Vi såg ABC 123 på parkeringen.", "ABC 123"),  # the Swedish shape in capitals stands alone
    ],
)
def test_finds_licences(lang: str, text: str, expected: str) -> None:
    assert (expected, "license_nr") in _found(text, lang)


@pytest.mark.parametrize(
    ("lang", "text"),
    [("sv", "Jag läste sfi 123 timmar."), ("sv", "Han har 123 bilar."), ("en", "The abc 123 of it."),
     ("en", "The ab12 cde of it."), ("en", "I live at AB12 in Leeds."),
     # review 26 L1: the UK shape in capitals with no car or plate word is a model, a flight, a room
     ("en", "The new phone is the model AB12 CDE"), ("en", "I bought a TV, model UE55 NUX"),
     ("en", "The printer HP42 ZXA is broken."), ("en", "The flight BA12 LHR was late."),
     ("en", "In room GH12 ABC we have class."), ("sv", "Mitt rum är AB12 CDE i skolan.")],
)
def test_negatives(lang: str, text: str) -> None:
    assert "license_nr" not in {label for _, label in _found(text, lang)}
