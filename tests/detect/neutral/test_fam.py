"""The fam detector: family and friend words, only about people related to the writer."""

from __future__ import annotations

import pytest

from workbench.detect.neutral.fam import FamilyDetector
from workbench.text import parse


def _found(text: str, lang: str) -> list[str]:
    return [s.text(text) for s in FamilyDetector().detect(parse(text, lang))]


@pytest.mark.parametrize("text, lang, expected", [
    ("Min mamma är snäll.", "sv", ["mamma"]),
    ("Mina barn går i skolan.", "sv", ["barn"]),
    ("Jag har fem bröder och fyra systrar.", "sv", ["fem bröder", "fyra systrar"]),
    ("Min lilla bror och min kusin kom.", "sv", ["bror", "kusin"]),
    ("Min mamma och pappa bor i Irak.", "sv", ["mamma", "pappa"]),
    ("min mammas syster bor här", "sv", ["mammas", "syster"]),
    ("Min man jobbar mycket.", "sv", ["man"]),
    ("Mamma och jag åkte hem.", "sv", ["Mamma"]),
    ("Jag har många vänner här.", "sv", ["vänner"]),
    ("Vi har 3 barn.", "sv", ["3 barn"]),
    ("Jag bor med min man och mina två barn.", "sv", ["man", "två barn"]),
    ("My brother lives in Oslo.", "en", ["brother"]),
    ("I have two sisters and a brother.", "en", ["two sisters", "brother"]),
    ("My mother's house is big.", "en", ["mother's"]),
    ("My best friend is called Sam.", "en", ["friend"]),
])
def test_family_is_marked(text: str, lang: str, expected: list[str]) -> None:
    assert _found(text, lang) == expected


@pytest.mark.parametrize("text, lang", [
    ("Jag såg Mamma Mia igen.", "sv"),  # a film title
    ("Mamma Mia är en bra film.", "sv"),
    ("Barn behöver kärlek.", "sv"),  # children in general
    ("Jag träffade hans bror.", "sv"),  # someone else's brother
    ("En man kom fram till mig.", "sv"),  # "man" only in "min man"
    ("Man måste äta.", "sv"),
    ("Jag tycker att barn ska leka.", "sv"),
    ("His sister is a doctor.", "en"),
    ("Friends are important.", "en"),
])
def test_no_family(text: str, lang: str) -> None:
    assert _found(text, lang) == []


def test_reason_and_label() -> None:
    spans = list(FamilyDetector().detect(parse("Min mamma och jag har fem bröder.", "sv")))
    assert [(s.label, s.reason) for s in spans] == [
        ("fam", "family word after 'min'"), ("fam", "number of family members")]


@pytest.mark.parametrize("text, expected", [
    # the learner sample: the writer's brother's wife, a friend's husband, a partner's mother
    ("Jag bor med min bror Hiwa och hans fru. Jag jobbar som lastbilschaufför.", ["bror", "fru"]),
    ("Vi är fem personer i cirkeln, bland annat min väninna Parisa och hennes man Dariush.",
     ["väninna", "man"]),
    ("Jag bor i Angered med min sambo Mikael. Hans familj är jättetrevlig, men hans mamma pratar snabbt.",
     ["sambo", "familj", "mamma"]),
    # a letter: 'din' is the addressee's, someone the writer knows
    ("Hej Leyla!\nJag skickade pengarna för din mamma i går. Hälsningar från din vän Ahmed", ["mamma", "vän"]),
])
def test_family_of_people_near_the_writer(text: str, expected: list[str]) -> None:
    assert _found(text, "sv") == expected


@pytest.mark.parametrize("text", [
    "I filmen bråkar Merida hela tiden med hennes mamma.",  # a film, no one of the writer's
    "Mitt första tips är att acceptera att din partner inte är perfekt.",  # advice, no letter
])
def test_no_family_of_strangers(text: str) -> None:
    assert _found(text, "sv") == []
