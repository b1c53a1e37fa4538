"""E-mail addresses."""

from __future__ import annotations

import pytest

from tests.detect.neutral._numbers import found as _found
from workbench.detect import detect_essay
from workbench.model import Essay


@pytest.mark.parametrize(
    ("lang", "text", "expected"),
    [
        ("sv", "Min mejl är anna.svensson@gmail.com.", "anna.svensson@gmail.com"),
        ("sv", "Skriv till ali(at)hotmail.se!", "ali(at)hotmail.se"),
        ("en", "Email me: j_doe+news@mail.co.uk", "j_doe+news@mail.co.uk"),
        # after a '/' in one token with the word before it (review 49 C7: released)
        ("en", "You can email/sara.kowalski@gmail.com me.", "sara.kowalski@gmail.com"),
        ("en", "Phone/email: 0701234567/sara.kowalski@gmail.com", "sara.kowalski@gmail.com"),
    ],
)
def test_finds_emails(lang: str, text: str, expected: str) -> None:
    assert (expected, "email") in _found(text, lang)


@pytest.mark.parametrize(
    ("lang", "text", "expected"),
    [
        ("sv", "Min mejl är karin punkt lundqvist at gmail punkt com.", "karin punkt lundqvist at gmail punkt com"),
        ("sv", "Skriv till karin.lundqvist snabel-a hotmail punkt se!", "karin.lundqvist snabel-a hotmail punkt se"),
        ("en", "Email harriet (dot) pemberton (at) gmail (dot) com",
         "harriet (dot) pemberton (at) gmail (dot) com"),
        ("en", "Write to hpemberton[at]outlook[dot]co[dot]uk please.", "hpemberton[at]outlook[dot]co[dot]uk"),
        ("en", "Write to ali at gmail dot com please.", "ali at gmail dot com"),
        ("en", "Write to ali at gmail.com please.", "ali at gmail.com"),
        ("en", "Write to ali_99 at school dot org now.", "ali_99 at school dot org"),
    ],
)
def test_finds_addresses_spelled_out(lang: str, text: str, expected: str) -> None:
    # written to keep them from spam robots, these were released whole
    assert (expected, "email") in _found(text, lang)


@pytest.mark.parametrize(("lang", "text"), [("sv", "Vi ses @ skolan."), ("en", "Look at that (at) home."),
                                            ("en", "I looked at google dot com yesterday."),
                                            ("en", "We met at home dot com."),
                                            ("en", "He arrived at 10.30 and left at 3.5 per cent."),
                                            ("sv", "Vi tittade på punkt tre at home.")])
def test_negatives(lang: str, text: str) -> None:
    assert "email" not in {label for _, label in _found(text, lang)}


def test_registered_for_the_default_pipeline() -> None:
    text = "Min mejl är anna@gmail.com."
    assert ("anna@gmail.com", "email") in {
        (text[s.start : s.end], s.label) for s in detect_essay(Essay("e", "l", text))
    }
