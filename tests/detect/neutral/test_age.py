"""Age detector: digits and spelled numbers (misspelt too), Swedish and English, and context negatives."""

from __future__ import annotations

import pytest

from tests.detect.neutral._numbers import found as _found
from workbench.detect import detect_essay
from workbench.detect.base import detectors_for
from workbench.model import Essay


@pytest.mark.parametrize(
    ("lang", "text", "expected"),
    [
        ("sv", "Jag är 18 år gammal.", ("18", "age_digits")),
        ("sv", "Jag är 18 år och bor i Lund.", ("18", "age_digits")),
        ("sv", "Hon är 18 år gammal nu.", ("18", "age_digits")),
        ("sv", "I maj fyllde jag 30 och firade.", ("30", "age_digits")),
        ("sv", "Min bror är 12.", ("12", "age_digits")),
        ("sv", "Han är en 18-åring från Syrien.", ("18", "age_digits")),
        ("sv", "Jag är arton år.", ("arton", "age_string")),
        ("sv", "min syster är niotton år gammal", ("niotton", "age_string")),
        ("sv", "jag är sIxtton år", ("sIxtton", "age_string")),
        ("sv", "Jag är Tjugofem år gammal.", ("Tjugofem", "age_string")),
        ("sv", "Jag fyllde tjugo i fjol.", ("tjugo", "age_string")),
        ("sv", "Jag hade 19 år när jag kom till Sverige.", ("19", "age_digits")),  # learner syntax
        ("sv", "Min son har 7 år.", ("7", "age_digits")),
        ("sv", "När jag hade 18 flyttade jag till Malmö.", ("18", "age_digits")),
        ("sv", "När jag var 18 kom jag hit.", ("18", "age_digits")),
        ("sv", "Jag hade nitton år då.", ("nitton", "age_string")),
        ("sv", "När jag hade arton, kom jag hit.", ("arton", "age_string")),
        ("en", "I am 18 years old.", ("18", "age_digits")),
        ("en", "She is an 18-year-old girl.", ("18", "age_digits")),
        ("en", "I turned 21 last week.", ("21", "age_digits")),
        ("en", "I'm eighteen.", ("eighteen", "age_string")),
        ("en", "I am eity years old.", ("eity", "age_string")),
        ("en", "my brother is twenty one years old", ("twenty one", "age_string")),
        ("en", "I am twenty years old.", ("twenty", "age_string")),
        # review22 B: a name after the family word, a bare 'jag har N', 'hade N år i maj', 'will be N'
        ("sv", "min son Ali har 10 år.", ("10", "age_digits")),
        ("sv", "jag har 52.", ("52", "age_digits")),
        ("sv", "jag hade 67 år i maj.", ("67", "age_digits")),
        ("sv", "min bror Ali är 19.", ("19", "age_digits")),
        ("en", "my sister Destiny is 8 and my brother Jake is 19.", ("8", "age_digits")),
        ("en", "my sister Destiny is 8 and my brother Jake is 19.", ("19", "age_digits")),
        ("en", "I will be 16 next month.", ("16", "age_digits")),
        ("en", "i will be 15 soon", ("15", "age_digits")),
        ("en", "hollys brother Jake is 19 and he goes to UEA.", ("19", "age_digits")),
        ("en", "my little sister Destiny is 8.", ("8", "age_digits")),
        ("en", "Mos brother Abdirahman is 20 and he works at Tesco.", ("20", "age_digits")),
        ("sv", "blessing har 10 år. hon går i skolan.", ("10", "age_digits")),
        ("sv", "Lisa har 10 år och går i skolan.", ("10", "age_digits")),  # review 26: missed
        # a spelled age with a word after it
        ("en", "I am sixteen and I live in Leeds.", ("sixteen", "age_string")),
        ("en", "I will be sixteen next month.", ("sixteen", "age_string")),
        ("en", "my brother is twelve and my sister is nine.", ("twelve", "age_string")),
        ("sv", "Jag är arton och bor i Lund.", ("arton", "age_string")),
    ],
)
def test_finds_ages(lang: str, text: str, expected: tuple[str, str]) -> None:
    assert expected in _found(text, lang)


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("sv", "Det kostar 18 kronor."),
        ("sv", "Vi ses klockan 18."),
        ("sv", "Jag har bott här i 5 år."),
        ("sv", "Det är 5 år sedan jag kom."),
        ("sv", "Jag är glad och trött."),
        ("sv", "Jag är en student."),
        ("sv", "Det var mitt femte år i skolan."),
        ("sv", "Jag har 5 år erfarenhet."),
        ("sv", "Jag hade 3 år kvar."),
        ("sv", "När jag hade 2 barn flyttade vi."),
        ("sv", "Vi hade 20 kronor."),
        ("sv", "jag har 52 kronor."),
        ("sv", "Kapitel 3 är 10 sidor."),
        ("sv", "jag har 2."),
        ("sv", "jag har 52 böcker."),
        ("sv", "Jag har bott 5 år i Sverige."),
        ("sv", "Jag har 5 år i Sverige."),
        ("en", "my sister Destiny is 8 km away."),
        ("en", "the ticket will be 16 euros."),
        ("en", "my favourite number is 7 and my lucky number is 3."),
        ("en", "I will be 16 minutes late."),
        ("en", "I am one and only."),
        ("en", "The Beatles song is 8 minutes long."),
        ("en", "Bus number 12 is 8."),
        ("sv", "Sverige har 10 år med krig bakom sig."),
        ("sv", "Vi har 10 år kvar."),
        ("sv", "Butiken har 30 och vi har 40."),  # review 26: 'år' missing, an age all the same
        ("en", "It is ten and a half."),
        ("en", "The meeting will be 10 next week."),
        ("en", "I'm fine, thanks."),
        ("en", "I am 5 minutes late."),
        ("en", "I was there 5 years ago."),
        ("en", "It is 10 years old."),
    ],
)
def test_context_negatives(lang: str, text: str) -> None:
    assert not {label for _, label in _found(text, lang)} & {"age_digits", "age_string"}


def test_reason_score_and_source() -> None:
    dets = [d for d in detectors_for("sv") if d.name == "age"]
    strong, weak = detect_essay(
        Essay("e", "l", "Jag är 18 år gammal. Jag är niotton år.", "sv"), detectors=dets
    )
    assert strong.reason.startswith("age: ") and strong.source == "age:digits"
    assert weak.label == "age_string" and "fuzzy" in weak.reason and weak.score < strong.score
    assert "niotton" not in weak.reason and "18" not in strong.reason  # no personal data in reasons
