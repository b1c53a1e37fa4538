"""A capitalised ordinary Swedish word after a place preposition or trigger is no unknown place; an
unlisted rare word there still is. Sentences modelled on SweLL learner text (already pseudonymized)."""

from __future__ import annotations

import pytest

from workbench.detect.neutral.triggers import TriggerDetector
from workbench.detect.pack import pack
from workbench.detect.sv.plain_word import plain_word
from workbench.text import parse


def _places(text: str, lang: str = "sv") -> list[str]:
    """The covered text of every place the trigger detector finds."""
    return [s.text(text) for s in TriggerDetector().detect(parse(text, lang)) if s.source == "triggers:place"]


@pytest.mark.parametrize(
    "text",
    [
        "Då började han ta halva sin lön till Alkohol och till att festa.",
        "Jag träffade min kärlek i Bussen.",
        "Vi träffas alltid i Centrum på lördagar.",
        "Jag läser svenska i SFI skolan.",
        "Jag glömmer inte min första dag i Sfi.",
        "Det stod i Dagens Nyheter i går.",
        "Jag bor i Parken.",  # after a trigger too
    ],
)
def test_ordinary_words_are_no_places(text: str) -> None:
    assert _places(text) == []


@pytest.mark.parametrize(
    ("text", "place"),
    [
        ("Jag bor i Sund med min man.", "Sund"),  # a town SweLL uses as a pseudonym (zipf 4.0)
        ("Nu bor jag i Björkås och studerar på SFI.", "Björkås"),
        ("Vi flyttade till Rosaborg förra året.", "Rosaborg"),
        ("Det finns inga jobb i Undered.", "Undered"),
        ("Vi handlar alltid i Lövsta.", "Lövsta"),
    ],
)
def test_unknown_places_stay(text: str, place: str) -> None:
    assert _places(text) == [place]


@pytest.mark.parametrize(
    ("word", "lang", "plain"),
    [
        ("alkohol", "sv", True),
        ("bussen", "sv", True),
        ("sfi", "sv", True),
        ("sund", "sv", False),
        ("rinkeby", "sv", False),
        ("undered", "sv", False),
        ("alkohol", "en", False),  # English keeps its own rules
    ],
)
def test_plain_word(word: str, lang: str, plain: bool) -> None:
    assert pack(lang).plain_word(word) is plain
    if lang == "sv":
        assert plain_word(word) is plain


def test_municipality_not_across_lines() -> None:
    """'Kramar / Karin' and a new line opening with 'Kommunen': Karin is no municipality."""
    text = "Det kan bli svårt i en ny stad.\nKramar\nKarin\nKommunen planerar en samling."
    assert [s.text(text) for s in TriggerDetector().detect(parse(text, "sv"))] == []
