"""The extra detector: very specific life events, low score, only about the writer or their family."""

from __future__ import annotations

import pytest

from workbench.detect.neutral.extra import ExtraDetector
from workbench.text import parse


def _found(text: str, lang: str) -> list[str]:
    return [s.text(text) for s in ExtraDetector().detect(parse(text, lang))]


@pytest.mark.parametrize("text, lang, expected", [
    ("Jag vann första pris i en sångtävling.", "sv", ["vann första pris"]),
    ("Jag var med i tv förra året.", "sv", ["var med i tv"]),
    ("Jag var den enda kvinnliga ingenjören.", "sv", ["enda kvinnliga"]),
    ("Min syster är världsmästare i judo.", "sv", ["världsmästare"]),
    ("I was world champion in chess.", "en", ["world champion"]),
    ("I am the only Swedish speaker in my town.", "en", ["the only Swedish speaker in my town"]),
])
def test_events_are_marked(text: str, lang: str, expected: list[str]) -> None:
    assert _found(text, lang) == expected


@pytest.mark.parametrize("text, lang", [
    ("Han vann första pris.", "sv"),  # not the writer
    ("Många idrottare vill bli världsmästare.", "sv"),
    ("Many athletes want to be world champion.", "en"),
    ("The only thing I want is peace.", "en"),  # no "in my town"
])
def test_no_event(text: str, lang: str) -> None:
    assert _found(text, lang) == []


def test_low_score_and_reason_without_the_words() -> None:
    (span,) = ExtraDetector().detect(parse("Jag var med i tv.", "sv"))
    assert (span.label, span.score) == ("extra", 0.3)
    assert span.reason == "specific life event: in the media"
