"""Lakes, rivers, mountains, forests and islands."""

from __future__ import annotations

import pytest

from workbench.detect.neutral.geo import GeoDetector
from workbench.detect.neutral.places import PlaceDetector
from workbench.detect.steps.resolve import resolve_overlaps
from workbench.text import parse


def found(text: str, lang: str = "sv") -> dict[str, tuple[str, frozenset[str]]]:
    doc = parse(text, lang)
    spans = resolve_overlaps([*GeoDetector().detect(doc), *PlaceDetector().detect(doc)])
    return {s.text(text): (s.label, s.attributes) for s in spans}


@pytest.mark.parametrize(
    ("text", "name", "foreign"),
    [
        ("Vi tränar på en plan nära Kvarnsjön.", "Kvarnsjön", False),  # suffix rule
        ("På sommaren badar vi i Lillälven.", "Lillälven", False),
        ("Vi gick längs Svartån hela dagen.", "Svartån", False),
        ("Jag har klättrat upp på Storfjället.", "Storfjället", False),
        ("På fritiden går jag upp på Norra stadsberget.", "Norra stadsberget", False),
        ("Vi grillar vid Rönne å varje helg.", "Rönne å", False),
        ("Vi promenerar längs Göta älv.", "Göta älv", False),
        ("Vi åkte runt Vänern med bil.", "Vänern", False),  # curated list
        ("Jag tycker om att åka skridskor på Storsjön.", "Storsjön", False),
        ("Laboratoriet analyserade vatten från Wisła.", "Wisła", True),
        ("Vi badade i sjön Ånnsjö.", "Ånnsjö", False),
        ("Min by låg vid floden Eufrat.", "Eufrat", True),
        # coasts and canals (Swedish news NER)
        ("Under natten hade delar av Smålandskusten redan fått 25 millimeter snö.", "Smålandskusten", False),
        ("Vi har bara en klass 1-varning kvar vid Roslagskusten.", "Roslagskusten", False),
        ("Han hämtar den inte inne, utan ute längs Klarabergskanalen.", "Klarabergskanalen", False),
    ],
)
def test_geo_found(text: str, name: str, foreign: bool) -> None:
    label, attrs = found(text)[name]
    assert label == "geo"
    assert ("foreign" in attrs) == foreign


@pytest.mark.parametrize(
    "text",
    [
        "Miljön är viktig för alla.",
        "Vi gick i Skogen hela dagen.",  # an ordinary word, capitalised
        "Insjön var kall.",
        "Anna å Per kom hem.",
        "Jag bor på Kungsholmen.",  # a district the place list knows: not geo
    ],
)
def test_not_geo(text: str) -> None:
    assert all(label != "geo" for label, _ in found(text).values())
