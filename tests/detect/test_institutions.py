"""Schools, workplaces, authorities and other institutions."""

from __future__ import annotations

import pytest

from workbench.detect.institutions import InstitutionDetector
from workbench.detect.name_triggers import TriggerDetector
from workbench.detect.resolve import resolve_overlaps
from workbench.text import parse


def found(text: str, lang: str = "sv") -> dict[str, str]:
    doc = parse(text, lang)
    spans = resolve_overlaps([*InstitutionDetector().detect(doc), *TriggerDetector().detect(doc)])
    return {s.text(text): s.label for s in spans}


@pytest.mark.parametrize(
    ("text", "name", "label"),
    [
        ("Mina barn går på Rinkebyskolan.", "Rinkebyskolan", "school"),
        ("Jag jobbar på Rinkebyskolan.", "Rinkebyskolan", "work"),
        ("Hon studerar vid Stockholms universitet.", "Stockholms universitet", "school"),
        ("Jag läser på Komvux Malmö.", "Komvux Malmö", "school"),
        ("Jag läser svenska på SFI Rinkeby.", "SFI Rinkeby", "school"),
        ("Sedan började jag på Hvitfeldtska gymnasiet.", "Hvitfeldtska gymnasiet", "school"),
        ("Jag har ett möte med Migrationsverket.", "Migrationsverket", "public_authority"),
        ("Skatteverket skickade ett brev.", "Skatteverket", "public_authority"),
        ("Jag fick pengar från Försäkringskassan.", "Försäkringskassan", "public_authority"),
        ("Vi ringde Arbetsförmedlingen.", "Arbetsförmedlingen", "public_authority"),
        ("Jag hjälper till på Röda Korset.", "Röda Korset", "other_institution"),
        ("Jag arbetar på Röda Korset.", "Röda Korset", "work"),
        ("Min man jobbar på Volvo.", "Volvo", "work"),
        ("Min man jobbar på ICA Maxi.", "ICA Maxi", "work"),
        ("Jag jobbar på Blomqvists Bageri.", "Blomqvists Bageri", "work"),
        ("Jag studerar på Zyxelakademin nu.", "Zyxelakademin", "school"),
        ("I work at Skatteverket.", "Skatteverket", "work"),
    ],
)
def test_institutions_found(text: str, name: str, label: str) -> None:
    assert found(text, "en" if text.startswith("I ") else "sv")[name] == label


@pytest.mark.parametrize(
    ("text", "word"),
    [
        ("Jag går till skolan varje dag.", "skolan"),
        ("Jag läser på SFI.", "SFI"),  # a kind of school, not one school
        ("Grundskolan är viktig.", "Grundskolan"),
        ("Jag gick på gymnasiet i Irak.", "gymnasiet"),
        ("Om polisen kommer.", "polisen"),
    ],
)
def test_generic_words_not_flagged(text: str, word: str) -> None:
    assert word not in found(text)
