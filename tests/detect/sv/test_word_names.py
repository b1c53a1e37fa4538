"""First names that are very common Swedish words too (Hans, Per, Bo, Inga, Klara, Liv): sv/word_names.py."""

from __future__ import annotations

import pytest

from workbench import taxonomy
from workbench.model import Essay
from workbench.pipeline import detect_corpus


def _names(text: str) -> set[str]:
    spans = detect_corpus([Essay("e", "l", text, "sv")], lang="sv").spans["e"]
    return {text[s.start : s.end] for s in spans if taxonomy.LABELS[s.label].kind == "names"}


@pytest.mark.parametrize(("text", "name"), [
    ("Per och jag gick till skolan.", "Per"),
    ("Hans och jag spelar fotboll.", "Hans"),
    ("Bo och Eva är mina vänner.", "Bo"),
    ("Hans är min bästa vän.", "Hans"),
    ("Per är min kompis.", "Per"),
    ("Igår kom Hans hem.", "Hans"),  # a capital inside a sentence: the model read it as the pronoun and dropped it
    ("Klara och Hans kom.", "Hans"),
    ("Jag pratade med Hans i telefon.", "Hans"),
    # review 72 C3: the subject of a verb a person does, a list with a comma
    ("Per kom hem igår.", "Per"),
    ("Hans ringde mig igår.", "Hans"),
    ("Per, Eva och jag gick.", "Per"),
])
def test_a_common_word_first_name_is_a_name_where_a_person_stands(text: str, name: str) -> None:
    assert name in _names(text)


@pytest.mark.parametrize(("text", "word"), [
    ("Hans bror är snäll.", "Hans"),
    ("Hans föräldrar bor i Lund.", "Hans"),
    ("Inga har kommit än.", "Inga"),
    ("Liv är viktigt.", "Liv"),
    ("Per person kostar det 100 kr.", "Per"),
    ("Liv går vidare.", "Liv"),
    ("Inga kom till festen.", "Inga"),  # 'none came'
    # review 72 C1: a noun after it (the possessive), a line in capitals
    ("Hon och Hans fru kom.", "Hans"),
    ("Jag bodde hos Hans mamma.", "Hans"),
    ("MITT LIV I SVERIGE", "LIV"),
])
def test_at_a_sentence_start_without_such_context_it_is_the_word(text: str, word: str) -> None:
    assert word not in _names(text)
