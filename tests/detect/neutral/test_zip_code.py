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
        # lower case, as students write it: released before
        ("en", "my postcode is m14 5tp and i like it.", "m14 5tp"),
        ("en", "i live at 14 elm grove, leeds ls6 2ab.", "ls6 2ab"),
        # review22 C4: the outward code alone after a UK town
        ("en", "I live in Tottenham, London N17.", "N17"),
        ("en", "We moved to Leeds LS6 last year.", "LS6"),
        ("en", "Our flat is in London, SW1A.", "SW1A"),
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
        ("en", "my b2 1st team and the e3 2nd place"),  # ordinals, not inward codes
        ("en", "the mp3 2ab file and ps4 2ab"),  # no UK postcode area
        ("en", "I passed Cambridge B2 First and Oxford B2 test."),  # review 26: no area of that town
        ("en", "Manchester ME1 is far."),
        ("en", "I drove from London A1 to the north."),  # a road, no postcode area
        ("en", "My friend N17 lives in Paris."),  # no UK town before it
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


@pytest.mark.parametrize("text", ["Postnummer 123 45 Hej hej.", "Postnummer: 100 00 Tack!", "Postnummer 123 45 Mamma"])
def test_a_common_word_after_a_postcode_is_no_town(text: str) -> None:
    assert "city" not in {label for _, label in _found(text, "sv")}


@pytest.mark.parametrize(("text", "town"), [("Min adress är Storgatan 3, 111 22 Stockholm.", "Stockholm"),
                                           ("Min adress är Storgatan 3, 41105 Göteborg.", "Göteborg")])
def test_a_listed_town_in_an_address_is_replaced_whatever_the_model_reads(text: str, town: str) -> None:
    # the place list's span lost to the model, which read the big town as general knowledge (review 17: released)
    from workbench.detect import detect_corpus
    from workbench.model import Essay

    spans = detect_corpus([Essay("e", "l", text, "sv")]).spans["e"]
    assert (town, "city") in {(text[s.start : s.end], s.label) for s in spans}
