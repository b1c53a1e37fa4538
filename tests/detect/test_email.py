"""E-mail addresses."""

from __future__ import annotations

import pytest

from workbench.detect import detect_essay
from workbench.detect.base import detectors_for
from workbench.model import Essay

_NUMBER_DETECTORS = {
    "account",
    "age",
    "date_digits",
    "date_words",
    "email",
    "license_plate",
    "other_nr_seq",
    "personid",
    "phone",
    "transport_nr",
    "url",
    "year",
    "zip_code",
}


def _found(text: str, lang: str = "sv") -> set[tuple[str, str]]:
    """(covered text, label) of every resolved span the number detectors give."""
    dets = [d for d in detectors_for(lang) if d.name in _NUMBER_DETECTORS]
    return {
        (text[s.start : s.end], s.label) for s in detect_essay(Essay("e1", "l1", text, lang), detectors=dets)
    }


@pytest.mark.parametrize(
    ("lang", "text", "expected"),
    [
        ("sv", "Min mejl är anna.svensson@gmail.com.", "anna.svensson@gmail.com"),
        ("sv", "Skriv till ali(at)hotmail.se!", "ali(at)hotmail.se"),
        ("en", "Email me: j_doe+news@mail.co.uk", "j_doe+news@mail.co.uk"),
    ],
)
def test_finds_emails(lang: str, text: str, expected: str) -> None:
    assert (expected, "email") in _found(text, lang)


@pytest.mark.parametrize(("lang", "text"), [("sv", "Vi ses @ skolan."), ("en", "Look at that (at) home.")])
def test_negatives(lang: str, text: str) -> None:
    assert "email" not in {label for _, label in _found(text, lang)}


def test_registered_for_the_default_pipeline() -> None:
    text = "Min mejl är anna@gmail.com."
    assert ("anna@gmail.com", "email") in {
        (text[s.start : s.end], s.label) for s in detect_essay(Essay("e", "l", text))
    }
