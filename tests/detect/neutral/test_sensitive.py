"""The sensitive detector: one token per sentence and subgroup, only about the writer or people near them."""

from __future__ import annotations

import pytest

from workbench.detect.neutral.sensitive import SensitiveDetector
from workbench.text import parse


def _found(text: str, lang: str) -> list[tuple[str, str | None]]:
    return [(s.text(text), s.attribute("subgroup")) for s in SensitiveDetector().detect(parse(text, lang))]


@pytest.mark.parametrize("text, lang, expected", [
    ("Jag är muslim.", "sv", [("muslim", "religion")]),
    ("Han är en muslim.", "sv", [("muslim", "religion")]),
    ("Under Ramadan fastar jag och min familj.", "sv", [("Ramadan", "religion")]),
    ("Vi gick till moskén varje fredag och bad i moskén.", "sv", [("moskén", "religion")]),  # one a sentence
    ("I en dag såg vi en stor demonstration.", "sv", [("demonstration", "politics")]),
    ("Jag är kurd och min bror är homosexuell.", "sv", [("kurd", "ethnicity"), ("homosexuell", "sexuality")]),
    ("Min mamma har diabetes.", "sv", [("diabetes", "health")]),
    ("Jag har en funktionsnedsättning.", "sv", [("funktionsnedsättning", "health")]),
    ("I am a Christian and I go to church.", "en", [("Christian", "religion")]),  # the stronger trigger
    ("My brother is gay.", "en", [("gay", "sexuality")]),
    ("We fled the regime in 2015.", "en", [("regime", "politics")]),
])
def test_sensitive_is_marked(text: str, lang: str, expected: list[tuple[str, str]]) -> None:
    assert _found(text, lang) == expected


@pytest.mark.parametrize("text, lang", [
    ("Muslimer firar ramadan.", "sv"),  # general information, nobody near the writer
    ("Islam är en stor religion.", "sv"),
    ("Jag talar kurdiska och arabiska.", "sv"),  # languages are not marked (guidelines, principle 8)
    ("Diabetes is common in Europe.", "en"),
    ("The party was fun.", "en"),
])
def test_no_sensitive(text: str, lang: str) -> None:
    assert _found(text, lang) == []


@pytest.mark.parametrize("text, lang, score, reason", [
    ("Jag är muslim.", "sv", 0.8, "religion: 'muslim*' in a sentence about the writer"),
    ("Vi besökte moskén.", "sv", 0.8, "religion: 'moské*' in a sentence about the writer"),
    ("Han är muslim.", "sv", 0.5, "religion: 'muslim*' in a sentence about a person near the writer"),
    ("Jag var sjuk.", "sv", 0.4, "health: 'sjuk' in a sentence about the writer"),  # weak trigger
])
def test_score_and_reason(text: str, lang: str, score: float, reason: str) -> None:
    (span,) = SensitiveDetector().detect(parse(text, lang))
    assert (span.label, span.score, span.reason) == ("sensitive", score, reason)


@pytest.mark.parametrize("text, expected", [
    # the learner sample: the party the writer voted for, not the verb
    ("I kommunalvalet röstade jag på Miljöpartiet, som vill ha gratis språkkurser för alla.",
     [("Miljöpartiet", "politics")]),
    ("Min bror är kristdemokrat.", [("kristdemokrat", "politics")]),
    ("Jag låg på sjukhus i två veckor.", [("sjukhus", "health")]),
    # a hospital as a workplace says nothing about health (samples/corpus SV01-1)
    ("Nu har jag inte jobb. Jag vill jobba på sjukhus igen.", []),
])
def test_parties_and_hospitals(text: str, expected: list[tuple[str, str]]) -> None:
    assert _found(text, "sv") == expected
