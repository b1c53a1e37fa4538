"""Parts of cities found by their context: area + foreign abroad, city at home."""

from __future__ import annotations

import pytest

from workbench.detect.area import AreaDetector
from workbench.text import parse


def found(text: str, lang: str = "sv") -> dict[str, tuple[str, frozenset[str]]]:
    return {s.text(text): (s.label, s.attributes) for s in AreaDetector().detect(parse(text, lang))}


@pytest.mark.parametrize(
    ("text", "lang", "name", "label"),
    [
        ("Jag bodde i Moda i Istanbul.", "sv", "Moda", "area"),
        ("Vi bodde i en stadsdel i Teheran som heter Narmak.", "sv", "Narmak", "area"),
        ("Jag växte upp i Bagcilar, en förort till Istanbul.", "sv", "Bagcilar", "area"),
        ("My brother still lives in Triana, the old neighbourhood of Seville.", "en", "Triana", "area"),
        ("We lived in the district of Zamalek in Cairo.", "en", "Zamalek", "area"),
        ("Nu bor jag i området Rosengård.", "sv", "Rosengård", "city"),  # a Swedish setting: city
        ("Vi flyttade till stadsdelen Hovsjö i Södertälje.", "sv", "Hovsjö", "city"),
    ],
)
def test_area_found(text: str, lang: str, name: str, label: str) -> None:
    got, attrs = found(text, lang)[name]
    assert got == label
    assert ("foreign" in attrs) == (label == "area")


@pytest.mark.parametrize(
    ("text", "lang"),
    [
        ("Jag bor i Göteborg i Sverige.", "sv"),
        ("I live in the area near the station.", "en"),
        ("Det stora området var tomt.", "sv"),
        ("Jag bodde i Izmir i Turkiet.", "sv"),
    ],
)
def test_not_area(text: str, lang: str) -> None:
    assert found(text, lang) == {}
