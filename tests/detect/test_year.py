"""Years tied to the writer: first person or a personal trigger; history and amounts are not."""

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
        ("sv", "Jag är född 1998 i Mosul.", {"1998"}),
        ("sv", "Jag kom till Sverige 2015.", {"2015"}),
        ("sv", "Min mamma föddes 1970.", {"1970"}),
        ("sv", "Jag bodde där 2015-2018.", {"2015", "2018"}),
        ("sv", "Hon flyttade hit 2010.", {"2010"}),
        ("en", "In 2019 I moved to London.", {"2019"}),
        ("en", "I have lived here since 2016.", {"2016"}),
    ],
)
def test_finds_years(lang: str, text: str, expected: set[str]) -> None:
    assert {t for t, label in _found(text, lang) if label == "year"} == expected


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("sv", "År 1998 föll muren."),
        ("sv", "Andra världskriget slutade 1945."),
        ("sv", "Jag betalade 2000 kronor."),
        ("sv", "Jag gillar musik från 1990-talet."),
        ("sv", "Vi ses klockan 1930 i morgon."),
        ("en", "The Berlin wall fell in 1989."),
        ("en", "I love music from the 1990s."),
    ],
)
def test_negatives(lang: str, text: str) -> None:
    assert "year" not in {label for _, label in _found(text, lang)}


def test_scores_follow_context() -> None:
    dets = [d for d in detectors_for("sv") if d.name == "year"]
    text = "Jag föddes 1990. Jag gillar 1995. Hon föddes 1960."
    scores = [s.score for s in detect_essay(Essay("e", "l", text, "sv"), detectors=dets)]
    assert scores == sorted(scores, reverse=True) and len(set(scores)) == 3
