"""The edu detector: subjects after triggers and degree words, Swedish and English."""

from __future__ import annotations

import pytest

from workbench.detect.neutral.edu import EducationDetector
from workbench.text import parse


def _found(text: str, lang: str) -> list[str]:
    return [s.text(text) for s in EducationDetector().detect(parse(text, lang))]


@pytest.mark.parametrize("text, lang, expected", [
    ("Jag har en examen i kemi.", "sv", ["kemi"]),
    ("Jag studerade ekonomi i tre år.", "sv", ["ekonomi"]),
    ("Jag läser till sjuksköterska.", "sv", ["sjuksköterska"]),
    ("Min bror har en utbildning i datavetenskap.", "sv", ["datavetenskap"]),
    ("Jag har en kandidatexamen i företagsekonomi.", "sv", ["kandidatexamen", "företagsekonomi"]),
    ("Jag är datavetare.", "sv", ["datavetare"]),
    ("I have a degree in biology.", "en", ["biology"]),
    ("I have a degree in computer science from Cairo.", "en", ["computer science"]),
    ("My brother studied law at university.", "en", ["law"]),
    ("Jag studerade engelsk litteratur i Bagdad.", "sv", ["litteratur"]),
    ("She has a master's degree.", "en", ["master's"]),
])
def test_subjects_and_degrees_are_marked(text: str, lang: str, expected: list[str]) -> None:
    assert _found(text, lang) == expected


@pytest.mark.parametrize("text, lang", [
    ("Jag studerar svenska på SFI.", "sv"),  # languages are in the metadata (guidelines, principle 8)
    ("Jag studerade två år på universitetet.", "sv"),
    ("Studenter studerar kemi.", "sv"),  # nobody near the writer
    ("En kandidatexamen tar tre år.", "sv"),
    ("I studied hard.", "en"),
    ("I study every day.", "en"),
    ("Vi studerade tillsammans.", "sv"),  # after a bare "studera", only a listed subject counts
    ("Jag studerade trädgårdsdesign.", "sv"),
])
def test_no_education(text: str, lang: str) -> None:
    assert _found(text, lang) == []


@pytest.mark.parametrize("text, lang, score, reason", [
    ("Jag har en examen i kemi.", "sv", 0.9, "subject after 'examen i'"),
    ("Jag har en utbildning i trädgårdsdesign.", "sv", 0.5,
     "subject after 'utbildning i', not in the subject list"),
    ("Jag studerar dataventskap.", "sv", 0.7, "subject after 'studerar', spelled like a listed subject"),
])
def test_score_and_reason(text: str, lang: str, score: float, reason: str) -> None:
    (span,) = EducationDetector().detect(parse(text, lang))
    assert (span.label, span.score, span.reason) == ("edu", score, reason)
