"""Learner-text false alarms, through the whole Swedish pipeline (realistic new sentences): a town's name
that is a film character ('Merida inser att hon ...'), an ordinary word capitalised before a noun ('den Ena
sidan'), family words in a sentence about a book's characters ('handlar om tre systrar')."""

from __future__ import annotations

import pytest

from workbench.model import Essay
from workbench.pipeline import detect_corpus


def _found(text: str) -> set[tuple[str, str]]:
    essay = Essay(id="t", learner_id="L", text=text)
    spans = detect_corpus([essay], lang="sv").spans.get("t", [])
    return {(text[s.start : s.end], s.label) for s in spans}


@pytest.mark.parametrize(
    ("text", "absent"),
    [
        ("I slutet av filmen är hon glad. Merida tänker ofta på sin pappa.", ("Merida", "city")),
        ("Konflikten mellan drottningen och hennes dotter Merida är filmens kärna.", ("Merida", "city")),
        ("Merida och hennes bröder förvandlas till björnar.", ("Merida", "city")),
        ("Jag tycker att den Ena sidan har rätt i debatten.", ("Ena", "firstname_female")),
        ("Efter ett tag blir Ena systern arg på sin bror.", ("Ena", "firstname_female")),
        ("Romanen handlar om tre systrar som växer upp på en gård.", ("tre systrar", "fam")),
        ("Filmen handlar om två bröder som reser till Kina.", ("två bröder", "fam")),
    ],
)
def test_not_flagged(text: str, absent: tuple[str, str]) -> None:
    assert absent not in _found(text)


@pytest.mark.parametrize(
    ("text", "present"),
    [
        ("Jag bor i Merida och tycker om staden.", ("Merida", "city")),
        ("Min kompis Ena kommer från Kroatien.", ("Ena", "firstname_female")),
        ("Igår träffade jag Ena på bussen.", ("Ena", "firstname_female")),
        ("Jag har tre systrar och en bror.", ("tre systrar", "fam")),
        ("Min familj består av mina föräldrar och två bröder.", ("två bröder", "fam")),
    ],
)
def test_still_flagged(text: str, present: tuple[str, str]) -> None:
    assert present in _found(text)
