"""First names no list knows, after a person noun (they were released whole: 'Yesterday grandma Gwen came')."""

from __future__ import annotations

import pytest

from tests.detect.en._helpers import found
from workbench.detect.en.unlisted_name import EnUnlistedNameDetector
from workbench.model import Essay
from workbench.pipeline import detect_corpus


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("Yesterday grandma Gwen came to visit.", "Gwen"),
        ("livs grandma Gwen lives with us.", "Gwen"),
        ("After training my coach Gwen shouted at us.", "Gwen"),
        ("Our tutor Chidera marked the essays.", "Chidera"),
    ],
)
def test_unlisted_name_after_a_person_noun(text: str, name: str) -> None:
    assert (name, "firstname_unknown") in found(EnUnlistedNameDetector(), text)


@pytest.mark.parametrize(
    "text",
    [
        # review 27: apps, brands, illnesses and characters stand where a person might ('Duolingo and I',
        # 'Covid taught us', 'I asked Chatgpt'): only a person noun right before makes a first name
        "I met Gwen at the park.",
        "Then Duolingo helped me learn Spanish.",
        "I downloaded Duolingo and I learned Spanish.",
        "Covid taught us to be patient.",
        "I asked Chatgpt for help.",
        "Dyslexia and I never got on.",
        "Grandma and I went to church.",  # a family word
        "My friend Emma came.",  # a listed name: the names detector's
        "My friend, who is kind, came.",
    ],
)
def test_no_unlisted_name(text: str) -> None:
    assert found(EnUnlistedNameDetector(), text) == set()


def test_a_health_word_after_a_person_noun_stays_for_the_reviewer() -> None:
    text = "My friend Dyslexia is what I call it."
    spans = detect_corpus([Essay("e1", "l1", text, "en")], lang="en").spans["e1"]
    assert [(text[s.start : s.end], s.label) for s in spans if s.start == text.index("Dyslexia")] == [
        ("Dyslexia", "sensitive")]


def test_its_other_mentions_are_found_too() -> None:
    text = "Yesterday grandma Gwen came to visit. Gwen is funny."
    spans = detect_corpus([Essay("e1", "l1", text, "en")], lang="en").spans["e1"]
    assert [text[s.start : s.end] for s in spans if s.label.startswith("firstname")] == ["Gwen", "Gwen"]
