"""Years tied to the writer: first person or a personal trigger; history and amounts are not."""

from __future__ import annotations

import pytest

from tests.detect.neutral._numbers import found as _found
from workbench.detect import detect_essay
from workbench.detect.base import detectors_for
from workbench.model import Essay


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


@pytest.mark.parametrize(
    "text",
    [
        # a general or history statement: the first person sits in another clause, or is the 'vi' of all
        "I året 2000 var största framsteg till teknolog, i 2004 börjar folk använda Facebook, om jag ska berätta.",
        "Min pappa brukade säga att allt kan förändras: år 1989 föll muren i Berlin.",
        "År 1989 föll muren, och två år senare kunde min mamma resa.",
        "Facebook kom till Sverige 2004 och det finns andra sociala medier.",
        "Vi lever i en värld där de som föddes efter 1998 aldrig har levt utan internet.",
        "Om vi vill jämföra den siffran med år 2016 så var den högre.",
        "Men vi lever i 2020, identiteten är inte lika viktig.",
        "Vi kan se på ungdomsbarometern 2000 - 2016 att intresset ökade.",
        # a source cited in parentheses, a decade written apart
        "Jag håller med författaren (Språkporten, 2012) om att språken dör.",
        "Som Adam skriver i tidningen (den 2 mars 2012) behöver jag trygghet.",
        "En riktig revolution började på 2000 talet när Facebook kom till våra liv.",
    ],
)
def test_general_statements_sv(text: str) -> None:
    assert "year" not in {label for _, label in _found(text, "sv")}


@pytest.mark.parametrize(
    ("text", "year"),
    [
        # the writer's own story, in the year's clause (SweLL sentences, sample essays)
        ("Jag har varit där förut, när mina klasskamrater gick på utflykt i mars tolfte, 2020.", "2020"),
        ("När jag kom första gången i 2012, jag bodde i en lägenhet.", "2012"),
        ("2015, när jag var tio år, flyttade vi till Sverige.", "2015"),
        ("Det var år 2012 och jag var 18 år när jag träffade Karin.", "2012"),
        ("Nu han är som en morfar för mig. jag fick uppehållstillstånd i 11:e månaden 2018.", "2018"),
        ("Vi flyttade till Sverige 2016.", "2016"),
        ("Han föddes 1998 i Mosul.", "1998"),  # a person and a personal trigger
        ("Ahmed kom till Sverige 2015.", "2015"),
    ],
)
def test_writer_years_sv(text: str, year: str) -> None:
    assert (year, "year") in _found(text, "sv")
