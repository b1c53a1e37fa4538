"""English text: a small list place named with an ordinary English word needs evidence (a place trigger or
preposition; a month a trigger); well-known places and the Swedish path are unchanged."""

from __future__ import annotations

import pytest

from workbench.detect.neutral.places import PlaceDetector
from workbench.text import parse


def places(text: str, lang: str = "en") -> set[str]:
    return {s.text(text) for s in PlaceDetector().detect(parse(text, lang))}


@pytest.mark.parametrize(
    ("text", "word"),
    [
        # court texts: titles and bodies, not towns
        ("The application was lodged against the Republic of Turkey on 3 May 2004.", "Republic"),
        ("On 27 January 1976 the Federal Minister rejected the request.", "Federal"),
        ("He was reported to his Commanding Officer on a wounding charge.", "Officer"),
        ("In March 1999 the applicant submitted a new request.", "March"),
        ("On 30 June 1996 the University decided not to renew his contract.", "University"),
        ("On 1 December 1997 the villages appealed against that decision.", "the villages"),
        ("He was fined 54,525,000 Turkish Liras by the State Security Court.", "Liras"),
        ("They asked the UN officer on duty to let them cross.", "UN"),
        # student essays
        ("My birthday is in March, so I will be sixteen soon.", "March"),
        ("I think the European Union should do more for refugees.", "Union"),
        ("We met our teacher at the Central Station in the evening.", "Central"),
        ("The Federal government should pay for school lunches.", "Federal"),
    ],
)
def test_ordinary_words_are_no_places_in_english(text: str, word: str) -> None:
    assert word not in places(text)


@pytest.mark.parametrize(
    ("text", "word"),
    [
        ("I grew up in Republic, a small town in Missouri.", "Republic"),  # a place trigger
        ("My grandparents lived in Officer before they moved to Melbourne.", "Officer"),
        ("I was born in Union and my family still lives there.", "Union"),
        ("We drove from Federal to Concordia in one day.", "Federal"),  # a place preposition
        ("We moved to Bath when I was seven.", "Bath"),  # a well-known town needs no more
        ("Last summer we went to Paris and Nice with my parents.", "Nice"),
        ("I would love to visit The Villages in Florida.", "The Villages"),  # capitalised multi-word name
        ("My aunt lives in the Hague now.", "the Hague"),
        ("We visited Officer and Melbourne last year.", "Melbourne"),
    ],
)
def test_places_with_evidence_stay(text: str, word: str) -> None:
    assert word in places(text)


@pytest.mark.parametrize(
    ("text", "word"),
    [
        ("Vi besökte Officer och Melbourne förra året.", "Officer"),  # Swedish: no English word there
        ("Sedan körde vi vidare mot Republic och Springfield.", "Republic"),
        ("Hon kommer från Federal i Argentina.", "Federal"),
    ],
)
def test_swedish_path_unchanged(text: str, word: str) -> None:
    assert word in places(text, "sv")
