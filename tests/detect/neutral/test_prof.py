"""The prof detector: professions after triggers, Swedish and English, positives and negatives."""

from __future__ import annotations

import pytest

from workbench.detect.base import detectors_for
from workbench.detect.neutral.prof import ProfessionDetector
from workbench.text import parse


def _found(text: str, lang: str) -> list[tuple[str, str]]:
    return [(s.text(text), s.reason) for s in ProfessionDetector().detect(parse(text, lang))]


@pytest.mark.parametrize("text, lang, expected", [
    ("Jag är sjuksköterska.", "sv", [("sjuksköterska", "profession after 'jag är'")]),
    ("Jag jobbar som lärare på en skola.", "sv", [("lärare", "profession after 'jobbar som'")]),
    ("Jag var ingenjör i mitt hemland.", "sv", [("ingenjör", "profession after 'jag var'")]),
    ("I mitt hemland var jag ingenjör.", "sv", [("ingenjör", "profession after 'var'")]),
    ("Min mamma är en bra lärare.", "sv", [("lärare", "profession after 'är'")]),
    ("Jag har jobbat som sjuksköterskor i fem år.", "sv",
     [("sjuksköterskor", "profession after 'jobbat som'")]),
    ("Jag jobbar som pizzabagare.", "sv", [("pizzabagare", "profession after 'jobbar som'")]),
    ("Jag är webbutvikler.", "sv", [("webbutvikler", "profession after 'jag är'")]),
    ("I work as a web developer.", "en", [("web developer", "profession after 'work as'")]),
    ("My father was a bus driver.", "en", [("bus driver", "profession after 'was'")]),
    ("I'm a nurse.", "en", [("nurse", "profession after 'i'm'")]),
])
def test_professions_are_marked(text: str, lang: str, expected: list[tuple[str, str]]) -> None:
    assert _found(text, lang) == expected


@pytest.mark.parametrize("text, lang", [
    ("Det är läkare som bestämmer.", "sv"),  # no person is the subject
    ("Läkare behövs i hela landet.", "sv"),  # no trigger, no person
    ("Jag gick till läkaren igår.", "sv"),  # a profession word, but not the writer's
    ("Jag jobbar som vanligt på måndag.", "sv"),  # "som vanligt": as usual
    ("The doctor is nice.", "en"),
    ("I want to work as soon as possible.", "en"),
])
def test_no_profession(text: str, lang: str) -> None:
    assert _found(text, lang) == []


@pytest.mark.parametrize("text, lang, score", [
    ("Jag jobbar som lärare.", "sv", 0.9),  # listed, after an open trigger
    ("Jag jobbar som kassabiträde.", "sv", 0.5),  # unlisted: lower score
])
def test_scores(text: str, lang: str, score: float) -> None:
    (span,) = ProfessionDetector().detect(parse(text, lang))
    assert (span.label, span.score) == ("prof", score)
    assert span.source.startswith("prof")


def test_registered_for_both_languages() -> None:
    for lang in ("sv", "en"):
        assert "prof" in [d.name for d in detectors_for(lang)]
