"""Parts of cities found by their context: area + foreign abroad, city at home."""

from __future__ import annotations

import pytest

from workbench.detect.neutral.area import AreaDetector
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


@pytest.mark.parametrize(
    ("text", "word"),
    [
        # English court texts: a capitalised district word inside an organisation's title, where en_org finds
        # the court or authority
        ("On 3 May 2001 the Szamotuły District Court dismissed the claim.", "Court"),
        ("On 3 May 2001 the Szamotuły District Court dismissed the claim.", "Szamotuły"),
        ("The Dornbirn District Administrative Authority refused the permit.", "Dornbirn"),
        ("The District Authority failed to decide within six months.", "Authority"),
        ("The Gdańsk District Prosecutor instituted an investigation.", "Gdańsk"),
        ("In 2009 she applied to the Borough of Southwark Council for assistance.", "Southwark"),
        ("The Police District expelled the first applicant.", "Police"),
        # student essay
        ("My father works at the District Court in our town.", "Court"),
    ],
)
def test_english_title_is_no_district(text: str, word: str) -> None:
    assert word not in found(text, "en")


@pytest.mark.parametrize(
    ("text", "lang", "name"),
    [
        ("He was born in Taşova District in the province of Amasya.", "en", "Taşova"),
        ("We lived in the district of Zamalek in Cairo.", "en", "Zamalek"),
        ("My cousin lives in the Kadıköy district of Istanbul.", "en", "Kadıköy"),
        ("Vi bodde i stadsdelen Hovsjö, nära Domstolen.", "sv", "Hovsjö"),  # the Swedish path is as it was
    ],
)
def test_english_districts_stay(text: str, lang: str, name: str) -> None:
    assert name in found(text, lang)


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("We grew up in Small Heath, Birmingham.", "Small Heath"),  # review 22: released as two surnames
        ("My aunt lives in Kings Heath, Birmingham, with her dog.", "Kings Heath"),
    ],
)
def test_a_part_of_a_town_named_after_it(text: str, name: str) -> None:
    assert found(text, "en")[name] == ("area", frozenset({"foreign"}))


@pytest.mark.parametrize(
    "text",
    [
        "I met him in March, London was cold.",  # a month
        "In Leeds, Birmingham and Bristol it rains.",  # a listed town: a list of towns
        "I studied in English, Birmingham is far.",  # a language
    ],
)
def test_no_part_of_a_town_before_a_comma(text: str) -> None:
    assert not {k for k, v in found(text, "en").items() if v[0] == "area"}


def test_a_word_no_name_list_holds_is_left_to_the_place_triggers() -> None:
    assert "Moseley" not in found("My aunt lives in Moseley, Birmingham, with her dog.", "en")
