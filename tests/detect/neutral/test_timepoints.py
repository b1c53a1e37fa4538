"""Relative time points and spans, only in sentences about the writer."""

from __future__ import annotations

import random

import pytest

from workbench.detect.neutral.timepoints import _PATTERNS, TimepointDetector, _stretches
from workbench.text import parse


def found(text: str, lang: str = "sv") -> dict[str, str]:
    return {s.text(text): s.label for s in TimepointDetector().detect(parse(text, lang))}


@pytest.mark.parametrize(
    ("text", "lang", "phrase", "label"),
    [
        ("Jag kom till Sverige för sex år sedan.", "sv", "för sex år sedan", "past_timepoint"),
        ("För 3 år sen flyttade vi hit.", "sv", "För 3 år sen", "past_timepoint"),
        ("I fjol började jag på SFI.", "sv", "I fjol", "past_timepoint"),
        ("Förra året var jag i Turkiet med min familj.", "sv", "Förra året", "past_timepoint"),
        ("I somras åkte vi till Göteborg.", "sv", "I somras", "past_timepoint"),
        ("Nästa år vill jag börja på universitetet.", "sv", "Nästa år", "future_timepoint"),
        ("Om två år ska jag bli undersköterska.", "sv", "Om två år", "future_timepoint"),
        ("Jag har bott i Sverige i fem år.", "sv", "i fem år", "time_span"),
        ("Vi har varit vänner i snart tio år.", "sv", "i snart tio år", "time_span"),
        ("I moved here three years ago.", "en", "three years ago", "past_timepoint"),
        ("Last summer I worked in a cafe.", "en", "Last summer", "past_timepoint"),
        ("Next year we will move to Oslo.", "en", "Next year", "future_timepoint"),
        ("I studied there for two years.", "en", "for two years", "time_span"),
    ],
)
def test_found(text: str, lang: str, phrase: str, label: str) -> None:
    assert found(text, lang).get(phrase) == label


@pytest.mark.parametrize(
    "text",
    [
        "För hundra år sedan var Sverige ett fattigt land.",  # not about the writer
        "Barn under 18 år får inte rösta.",  # an age limit, not a time span
        "Sverige har haft fred i tvåhundra år.",
        "Vädret blir varmare nästa vecka.",
    ],
)
def test_not_found(text: str) -> None:
    assert found(text) == {}


def test_spans_are_mark_only_and_modest() -> None:
    text = "Jag kom hit för två år sedan och ska flytta om ett år."
    spans = list(TimepointDetector().detect(parse(text, "sv")))
    assert len(spans) == 2
    assert all(s.score == 0.6 and s.reason and s.source.startswith("timepoints") for s in spans)


def test_ignorecase_letters_the_quick_word_check_would_miss() -> None:
    """re.IGNORECASE reads 'ſ' as 's': the lowercased-text shortcut must not skip such a match."""
    assert found("Jag kom hit för tre år ſedan.") == {"för tre år ſedan": "past_timepoint"}


def test_stretches_hold_every_match_of_the_whole_text() -> None:
    """The patterns run only on the stretches (between other characters) that hold one of their words: they
    find there what they find in the whole text."""
    pieces = ["för", "tre", "år", "sedan", "sen", "i", "fjol", "nästa", "om", "två", "under", "många", "ago",
              "three", "years", "last", "next", "summer", "in", "two", "years'", "time", "for", "the", "past",
              "a", "few", "2", "12", "Years", "AGO", "jag", "vi", " ", "  ", "\n", ",", ".", "-", "'", "’", ":"]
    rng = random.Random(3)
    for _ in range(500):
        text = " ".join(rng.choice(pieces) for _ in range(rng.randint(1, 30)))
        low = text.lower()
        for _label, words, pattern in (*_PATTERNS["sv"], *_PATTERNS["en"]):
            whole = [m.span() for m in pattern.finditer(text)]
            parts = [m.span() for a, b in _stretches(text, low, words) for m in pattern.finditer(text, a, b)]
            assert parts == whole, (text, pattern.pattern)
