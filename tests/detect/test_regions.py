"""Regions of the countries learners name (provinces, states, nations: resources/places.tsv), through the whole
detection: found whole with the region label, multi-word ones too ('Nova Scotia', not the first name 'Nova'
and 'Scotia' left); a first name that is also a region ('Alberta', 'Victoria') is the region after '<town>, '
or a place preposition, and the name elsewhere."""

from __future__ import annotations

import pytest

from workbench.model import Essay
from workbench.pipeline import detect_corpus


def _spans(text: str, lang: str = "en") -> dict[str, str]:
    """Covered text -> label of every span detection gives ``text``."""
    spans = detect_corpus([Essay("e", "l", text, lang)], lang=lang).spans["e"]
    return {text[s.start : s.end]: s.label for s in spans}


@pytest.mark.parametrize(
    ("text", "region", "lang"),
    [
        ("My cousin lives in Richmond, Virginia, with her husband.", "Virginia", "en"),
        ("We visited Norfolk, Virginia last summer.", "Virginia", "en"),
        ("I was born in Toronto, Ontario and moved to Sweden.", "Ontario", "en"),
        ("My family lives in Halifax, Nova Scotia, near the sea.", "Nova Scotia", "en"),
        ("We went to Vancouver, British Columbia last summer.", "British Columbia", "en"),
        ("My uncle lives in Calgary, Alberta with his wife.", "Alberta", "en"),
        ("My aunt lives in Sydney, New South Wales.", "New South Wales", "en"),
        ("I grew up in Perth, Western Australia.", "Western Australia", "en"),
        ("I grew up in Brisbane, Queensland, then moved to Munich.", "Queensland", "en"),
        ("My grandparents still live in Melbourne, Victoria.", "Victoria", "en"),
        ("My father worked in Alberta for two years.", "Alberta", "en"),
        ("We lived in Victoria before we came here.", "Victoria", "en"),
        ("My mother is from Gujarat in India.", "Gujarat", "en"),
        ("Min moster bor i Sydney, New South Wales.", "New South Wales", "sv"),
        ("Jag kommer från Toronto i Ontario.", "Ontario", "sv"),
    ],
)
def test_a_region_is_found_whole_with_the_region_label(text: str, region: str, lang: str) -> None:
    got = _spans(text, lang)
    assert got.get(region) == "region", got
    assert not any(k != region and (k in region or region in k) for k in got), got


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("Alberta is my best friend and she is very kind.", "Alberta"),
        ("Yesterday I met Virginia and Tom at the cinema.", "Virginia"),
        ("My sister Victoria likes to play the piano.", "Victoria"),
        ("Yesterday I met Victoria and Tom at the cinema.", "Victoria"),
        ("When we came to Sydney, Victoria and I took a taxi.", "Victoria"),  # review 37: after a town, a person
    ],
)
def test_a_first_name_that_is_also_a_region_is_a_name_elsewhere(text: str, name: str) -> None:
    got = _spans(text)
    assert got.get(name, "").startswith("firstname"), got
