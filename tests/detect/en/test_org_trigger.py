"""English organisations named by what is said of them (en_org_trigger)."""

from __future__ import annotations

import pytest

from tests.detect.en._helpers import found
from workbench.detect.en.org_trigger import EnOrgTriggerDetector
from workbench.model import Essay
from workbench.pipeline import detect_corpus


@pytest.mark.parametrize(
    ("text", "name", "label"),
    [
        ("My sister is an intern at Google this summer.", "Google", "work"),
        ("He was employed by Acme Widgets for ten years.", "Acme Widgets", "work"),
        ("We volunteer at the Red Cross every Saturday.", "Red Cross", "work"),
        ("I worked as a waitress for the Golden Dragon.", "Golden Dragon", "work"),
        ("I used to work for Marks & Spencer.", "Marks & Spencer", "work"),
        ("She studied at Hogwarts before the war.", "Hogwarts", "school"),
        ("He graduated from Stanford in 2015.", "Stanford", "school"),
        ("She is a member of the Green Party.", "Green Party", "other_institution"),
        ("He was accused of membership of the Dev-Yol.", "Dev-Yol", "other_institution"),
        ("The article appeared in the newspaper Dagens Nyheter.", "Dagens Nyheter", "other_institution"),
        ("He joined an illegal organisation, the DHKP-C, in 1990.", "DHKP-C", "other_institution"),
        ("She sued a company called Domgos.", "Domgos", "other_institution"),
        ("In 2004 the television channel TV9 broadcast the show.", "TV9", "other_institution"),
    ],
)
def test_triggered(text: str, name: str, label: str) -> None:
    assert (name, label) in found(EnOrgTriggerDetector(), text)


@pytest.mark.parametrize(
    "text",
    [
        "He is a member of the Smith family.",
        "She is a member of Parliament.",
        "I worked for John Smith for a year.",
        "I work at home on Mondays.",
        "He is a member of the European Parliament.",
        "After school, Ahmed plays football.",
        "The Foundation Agreement was signed.",
        "I work for Sweden's biggest bank.",
    ],
)
def test_not_triggered(text: str) -> None:
    assert found(EnOrgTriggerDetector(), text) == set()


@pytest.mark.parametrize(
    ("text", "name", "label"),
    [
        ("I work at Starbucks on weekends.", "Starbucks", "work"),
        ("My sister is an intern at Google.", "Google", "work"),
        ("I used to work for Marks & Spencer.", "Marks & Spencer", "work"),
        ("My school, Lincoln High School, is big.", "Lincoln High School", "school"),
    ],
)
def test_essay_sentences_end_to_end(text: str, name: str, label: str) -> None:
    spans = detect_corpus([Essay("e1", "l1", text, "en")], lang="en").spans["e1"]
    assert (name, label) in {(text[s.start : s.end], s.label) for s in spans}


@pytest.mark.parametrize(("text", "name", "label"), [
    ("i go to oakfield academy.", "oakfield academy", "school"),
    ("i go to st mary's primary school.", "st mary's primary school", "school"),
    ("she attends kingsbridge community college in devon.", "kingsbridge community college", "school"),
    ("my mum works at leeds general infirmary.", "leeds general infirmary", "work"),
    ("I went to storm's house.", "storm's house", "public_authority"),  # no first name: replaced, as it was
])
def test_an_organisation_in_lower_case(text: str, name: str, label: str) -> None:
    # students write in lower case: these were released
    assert (name, label) in found(EnOrgTriggerDetector(), text)


@pytest.mark.parametrize("text", ["I work for a small furniture company.", "i go to the central library.",
                                  "i go to the local school.", "i go to primary school.", "I go to the park.",
                                  "I go to taekwondo club every week.",
                                  "We went to sara's birthday party.",  # a party in lower case is an event
                                  "I went to ahmed's house."])  # a person's home: en_word_first_name's
def test_no_organisation_in_lower_case_without_a_name(text: str) -> None:
    assert found(EnOrgTriggerDetector(), text) == set()
