"""Genre awareness: names and places in reviews and investigative essays are lowered, except in sentences
with first-person pronouns."""

from __future__ import annotations

import pytest

from workbench.detect.steps.genre import adjust_for_genre, is_public_genre
from workbench.model import Span

SV = "Boken handlar om Anna i Paris. I Vietnam bodde vi länge."
EN = "The book is about Anna in Paris. In Vietnam, we lived for years."


def _spans(text: str) -> list[Span]:
    return [Span(text.index(w), text.index(w) + len(w), label, reason="list") for w, label in
            (("Anna", "firstname_female"), ("Paris", "city"), ("Vietnam", "country"))]


@pytest.mark.parametrize("metadata, expected", [
    ({"genre": "recension"}, True),
    ({"genre": "Bokrecension"}, True),
    ({"genre": "filmrecension"}, True),
    ({"genre": "review"}, True),
    ({"genre": "Evaluative"}, True),
    ({"genre": "investigative"}, True),
    ({"genre": "utredande"}, True),
    ({"topic": "Book review: Th. Kallifatides"}, True),
    ({"genre": "argumentative", "topic": "a newspaper article about politicians"}, True),
    ({"genre": "argumentative", "topic": "my best day"}, False),
    ({"genre": "narrative"}, False),
    ({"genre": "berättande", "topic": "Presentera dig själv"}, False),
    ({}, False),
])
def test_public_genres(metadata: dict[str, str], expected: bool) -> None:
    assert is_public_genre(metadata) is expected


@pytest.mark.parametrize("text, metadata", [(SV, {"genre": "bokrecension"}), (EN, {"genre": "review"}),
                                            (EN, {"genre": "review", "language": "en"})])
def test_lowered_except_in_first_person_sentences(text: str, metadata: dict[str, str]) -> None:
    out = adjust_for_genre(metadata, text, _spans(text))
    assert [(s.text(text), s.score, "genre_low" in s.attributes) for s in out] == [
        ("Anna", 0.3, True), ("Paris", 0.3, True), ("Vietnam", 1.0, False)]
    assert out[0].reason == "list; likely not about the writer"


def test_score_is_multiplied_and_capped() -> None:
    text = "Filmen handlar om Anna."
    out = adjust_for_genre({"genre": "filmrecension"}, text, [Span(18, 22, "firstname_female", score=0.5),
                                                              Span(0, 6, "fam", score=0.9)])
    assert [(s.label, s.score) for s in out] == [("firstname_female", 0.15), ("fam", 0.9)]
    assert out[0].reason == "likely not about the writer"


def test_other_genres_unchanged() -> None:
    spans = _spans(SV)
    assert adjust_for_genre({"genre": "narrative"}, SV, spans) == spans


def test_idempotent() -> None:
    once = adjust_for_genre({"genre": "review"}, EN, _spans(EN))
    assert adjust_for_genre({"genre": "review"}, EN, once) == once
