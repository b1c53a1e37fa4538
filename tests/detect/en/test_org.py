"""English organisation names by their head noun or company form (en_org)."""

from __future__ import annotations

import pytest

from tests.detect.en._helpers import found
from workbench.detect.en.org import EnOrgDetector
from workbench.model import Essay
from workbench.pipeline import detect_corpus


@pytest.mark.parametrize(
    ("text", "name", "label"),
    [
        ("My school, Lincoln High School, is near the river.", "Lincoln High School", "school"),
        ("I work at Lincoln High School as a janitor.", "Lincoln High School", "work"),
        ("My brother goes to Lincoln high school now.", "Lincoln high school", "school"),
        ("She is studying at the University of Michigan.", "University of Michigan", "school"),
        ("He was treated at Sahlgrenska University Hospital last year.", "Sahlgrenska University Hospital",
         "other_institution"),
        ("The Ministry of Labour and Social Security replied in May.", "Ministry of Labour and Social Security",
         "public_authority"),
        ("On 3 May the Nordby District Court dismissed the claim.", "Nordby District Court", "public_authority"),
        ("the Nordby District Court's decision", "Nordby District Court's", "public_authority"),
        ("He appealed to the Magistrates' Court of Dunmore.", "Magistrates' Court of Dunmore", "public_authority"),
        ("The letter came from the Foreign and Commonwealth Office.", "Foreign and Commonwealth Office",
         "public_authority"),
        ("The case was complained of before the Beyoğlu court.", "Beyoğlu court", "public_authority"),
        ("Leave to appeal to the House of Lords was refused.", "House of Lords", "public_authority"),
        ("She owned shares in Brightline Media Ltd until 2001.", "Brightline Media Ltd", "other_institution"),
        ("He sold the company to MotoTech AG in 1999.", "MotoTech AG", "other_institution"),
        ("Marks & Spencer Group plc hired her.", "Marks & Spencer Group plc", "other_institution"),
        ("He is a member of the Green Party of Nordland.", "Green Party of Nordland", "other_institution"),
        ("My mother is a nurse at St. Mary's Hospital.", "St. Mary's Hospital", "other_institution"),
    ],
)
def test_org_names(text: str, name: str, label: str) -> None:
    assert (name, label) in found(EnOrgDetector(), text)


@pytest.mark.parametrize(
    "text",
    [
        "The Court held that there had been a violation.",
        "The Government argued that the complaint was late.",
        "In High School I learned to play the guitar.",
        "I want to study Computer Science at University.",
        "This was the view of the European Court of Human Rights.",
        "The Council of Europe published a report.",
        "He relied on section 5 of the Military Service Act.",
        "We visited a London school last week.",
        "The Swedish police arrived at once.",
        "Social Media has changed how we talk.",
        "The Government of Norway submitted observations.",
        "THE LAW\nALLEGED VIOLATION OF ARTICLE 6",
    ],
)
def test_no_org(text: str) -> None:
    assert found(EnOrgDetector(), text) == set()


def test_whole_name_beats_the_place_inside() -> None:
    """In the resolved output the organisation covers its place name: 'Nordby' is no city of its own."""
    text = "On 3 May 2004 the Stockholm District Court dismissed the claim. The Stockholm District Court said so."
    spans = detect_corpus([Essay("e1", "l1", text, "en")], lang="en").spans["e1"]
    got = {(text[s.start : s.end], s.label) for s in spans}
    assert ("Stockholm District Court", "public_authority") in got
    assert not any(label == "city" for _, label in got)
