from __future__ import annotations

from workbench.detect.lib.context import after_trigger
from workbench.text import Doc, parse

TRIGGERS = {("named",), ("my", "friend"), ("a", "friend", "named"), ("called",)}


def _at(text: str, word: str) -> tuple[Doc, int]:
    doc = parse(text, "en")
    return doc, next(i for i, t in enumerate(doc.tokens) if t.text == word)


def test_after_trigger_takes_the_longest_trigger_ending_before_the_word() -> None:
    doc, i = _at("I met a friend named Sami.", "Sami")
    assert after_trigger(doc, i, TRIGGERS) == ("a", "friend", "named")
    doc, i = _at("Then my friend Sami came.", "Sami")
    assert after_trigger(doc, i, TRIGGERS) == ("my", "friend")
    doc, i = _at("A dog called Rex.", "Rex")
    assert after_trigger(doc, i, TRIGGERS) == ("called",)


def test_after_trigger_none_without_one_or_across_a_sentence() -> None:
    doc, i = _at("We saw Sami there.", "Sami")
    assert after_trigger(doc, i, TRIGGERS) is None
    doc, i = _at("Sami came.", "Sami")
    assert after_trigger(doc, i, TRIGGERS) is None  # nothing before the first word
    doc, i = _at("It was named. Sami came.", "Sami")
    assert after_trigger(doc, i, TRIGGERS) is None  # the trigger ends the sentence before
