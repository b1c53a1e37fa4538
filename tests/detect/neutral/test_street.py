"""Street names -> place, their numbers -> street_nr."""

from __future__ import annotations

import pytest

from workbench.detect.neutral.street import StreetDetector
from workbench.text import parse


def found(text: str) -> dict[str, str]:
    return {s.text(text): s.label for s in StreetDetector().detect(parse(text))}


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Jag bor på Storgatan 12.", {"Storgatan": "place", "12": "street_nr"}),
        ("Jag bor på Göteborgsvägen 3B i Lund.", {"Göteborgsvägen": "place", "3B": "street_nr"}),
        ("Vi träffades på Stortorget.", {"Stortorget": "place"}),
        ("Adressen är Björkvägen 4 B.", {"Björkvägen": "place", "4 B": "street_nr"}),
        ("Han bor på Drottning Kristinas väg.", {"Drottning Kristinas väg": "place"}),
        ("Vi bor på Sankt Eriksgatan.", {"Sankt Eriksgatan": "place"}),
        ("Jag bor på kvarngränd 5.", {"kvarngränd": "place", "5": "street_nr"}),
        ("Vi gick längs Kungsgatan.", {"Kungsgatan": "place"}),
        ("Vi gick längs Strandvägen.", {"Strandvägen": "place"}),
        ("I live at 10 Baker Street.", {"Baker Street": "place"}),
        ("Our shop was on Milwaukee Ave near the park.", {"Milwaukee Ave": "place"}),  # review 22: city + name
        # review22 C5: the flat number
        ("Jag bor på Storgatan 12 lgh 1101.", {"Storgatan": "place", "12": "street_nr", "1101": "street_nr"}),
        ("Adress: Storgatan 12, lägenhet 1101", {"Storgatan": "place", "12": "street_nr", "1101": "street_nr"}),
        ("Storgatan 12 lgh nr 1101", {"Storgatan": "place", "12": "street_nr", "1101": "street_nr"}),
        ("Vi bor i lgh 1204 nu.", {"1204": "street_nr"}),
        # review 26 L4: a year-shaped flat number is one in an address, or with 'nr' after 'lgh'
        ("Jag bor på Storgatan 12 lgh 2019.", {"Storgatan": "place", "12": "street_nr", "2019": "street_nr"}),
        ("Adress: Storgatan 12, lägenhet 2003", {"Storgatan": "place", "12": "street_nr", "2003": "street_nr"}),
        ("Vi bor i lgh nr 2001 nu.", {"2001": "street_nr"}),
        ("Jag bor i lgh 1101 sedan 2019.", {"1101": "street_nr"}),
    ],
)
def test_streets(text: str, expected: dict[str, str]) -> None:
    assert found(text) == expected


@pytest.mark.parametrize(
    "text",
    [
        "Vi körde på motorvägen.",
        "Genvägen var lång.",
        "Vi har en plan.",
        "Gatan var våt.",
        "Flygplanet landade.",
        "Vägen hem var lång.",
    ],
)
def test_ordinary_words_left_alone(text: str) -> None:
    assert found(text) == {}


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("Jag går av vid hållplatsen Brunnsgatan varje dag.", "Brunnsgatan"),
        ("Vi väntade vid hållplatsen Kvarnbacken.", "Kvarnbacken"),
        ("Tåget stannar vid Centralstationen i Sundsvall.", "Centralstationen"),
        ("Vi möts vid stationen Odenplan.", "Odenplan"),
    ],
)
def test_stops_and_stations(text: str, name: str) -> None:
    from workbench.detect.neutral.street import StreetDetector
    from workbench.detect.steps.resolve import resolve_overlaps
    from workbench.text import parse

    spans = resolve_overlaps(StreetDetector().detect(parse(text, "sv")))
    assert {s.text(text): s.label for s in spans}.get(name) == "place"


@pytest.mark.parametrize("text", ["Vi köpte en lägenhet 2010.", "Lägenheten har 1101 fönster.",
                                  # review 26 L4: a year after 'lgh' with no address before it
                                  "Vi bytte lgh 2019.", "Jag fick lgh 2019 och det var bra.",
                                  "Jag har bott i min lgh 1999-2005.", "Jag bor i en lgh 2018 flyttade vi.",
                                  "Vi hade 2 lägenhet 2015 och 2016."])
def test_a_number_after_lagenhet_without_an_address_is_no_flat_number(text: str) -> None:
    assert "street_nr" not in found(text).values()


def test_an_abbreviated_head_is_a_street_only_as_a_word_of_its_own() -> None:
    assert found("I love my Octave and the Enclave.") == {}
