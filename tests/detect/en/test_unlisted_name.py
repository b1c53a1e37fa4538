"""First names no list knows, found by a person's context (they were released whole: 'I met Gwen')."""

from __future__ import annotations

import pytest

from tests.detect.en._helpers import found
from workbench.detect.en.unlisted_name import EnUnlistedNameDetector
from workbench.model import Essay
from workbench.pipeline import detect_corpus


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("I met Gwen at the park and she said hello.", "Gwen"),
        ("Gwen and I went to the cinema.", "Gwen"),
        ("Me and Gwen went to the cinema.", "Gwen"),
        ("Then Chidera told me that she was moving.", "Chidera"),
        ("Yesterday grandma Gwen came to visit.", "Gwen"),
        ("livs grandma Gwen lives with us.", "Gwen"),
        ("After school Gwen and Emma played football.", "Gwen"),
        ("Today Gwen and I met.", "Gwen"),
        ("We invited Chidera to the meeting.", "Chidera"),
    ],
)
def test_unlisted_name_in_a_persons_context(text: str, name: str) -> None:
    assert (name, "firstname_unknown") in found(EnUnlistedNameDetector(), text)


@pytest.mark.parametrize(
    "text",
    [
        "I used Canva and Figma to make the design.",  # no person's context
        "Grandma and I went to church.",  # a family word
        "Then Google helped me find it.",  # a common word
        "Emma and I went home.",  # a listed name: the names detector's
        "I visited Tenby last summer.",  # 'visited' takes a place
        "Gwen was there.",  # a capital alone proves nothing
        "a deal between G. Nicolaides and Mr Takis Saveriades",  # surnames (TAB): the names detector's
        "Mr and Mrs Smith came. Mom and I left.",
    ],
)
def test_no_unlisted_name(text: str) -> None:
    assert found(EnUnlistedNameDetector(), text) == set()


def test_its_other_mentions_are_found_too() -> None:
    text = "Gwen and I are in the same class. Yesterday Gwen came to visit."
    spans = detect_corpus([Essay("e1", "l1", text, "en")], lang="en").spans["e1"]
    assert [text[s.start : s.end] for s in spans if s.label.startswith("firstname")] == ["Gwen", "Gwen"]
