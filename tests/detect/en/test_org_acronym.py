"""English organisation acronyms defined nearby or used with 'the' (en_org_acronym)."""

from __future__ import annotations

import pytest

from tests.detect.en._helpers import found
from workbench.detect.en.org_acronym import EnOrgAcronymDetector
from workbench.model import Essay
from workbench.pipeline import detect_corpus


@pytest.mark.parametrize(
    ("text", "name", "label"),
    [
        ("The Council appealed to the Employment Appeal Tribunal (“EAT”).", "EAT", "public_authority"),
        ("the regional health insurance fund (“the RHIF”) refused", "RHIF", "other_institution"),
        ("He was accused of supporting the KDL (the Kurdish Democratic League).", "KDL", "other_institution"),
        ("Brightline Media Ltd (BML) was sold.", "BML", "other_institution"),
        ("My uncle worked for the KGB in the seventies.", "KGB", "work"),
        ("The police said that the PKK had claimed the attack.", "PKK", "other_institution"),
    ],
)
def test_acronyms(text: str, name: str, label: str) -> None:
    assert (name, label) in found(EnOrgAcronymDetector(), text)


@pytest.mark.parametrize(
    "text",
    [
        "He moved to the USSR in 1970.",
        "THE FACTS\nI. THE CIRCUMSTANCES OF THE CASE",
        "I took the IELTS exam in June.",
        "The report was written for the BBC.",  # too well known to identify anyone
        "He was ordered to pay 12,500 Turkish liras (TRL) to the Ministry of Defence.",
        "The court awarded him PLN 8,000.",
        "This happened during World War II.",
        "the UN and the EU",
    ],
)
def test_no_acronym(text: str) -> None:
    assert found(EnOrgAcronymDetector(), text) == set()


def test_defined_acronym_is_flagged_everywhere() -> None:
    text = "He appealed to the Employment Appeal Tribunal (“EAT”). On 3 May the EAT dismissed the appeal."
    spans = detect_corpus([Essay("e1", "l1", text, "en")], lang="en").spans["e1"]
    eat = [s for s in spans if text[s.start : s.end] == "EAT"]
    assert len(eat) == 2 and {s.label for s in eat} == {"public_authority"}
