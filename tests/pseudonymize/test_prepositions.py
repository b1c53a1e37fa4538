"""The kind of a place as the text shows it, and which surrogates fit the preposition written before it."""

from __future__ import annotations

import pytest

from workbench.model import Span
from workbench.pseudonymize.fold import fold
from workbench.pseudonymize.prepositions import fits, kind_at


def _at(text: str, word: str, label: str, *attrs: str) -> tuple[str, Span]:
    start = text.index(word)
    return text, Span(start, start + len(word), label, frozenset(attrs))


@pytest.mark.parametrize("text, word, label, attrs, expected", [
    ("Sedan 2017 bor jag i Karlstad, på Herrhagen.", "Herrhagen", "city", (), ("district", "på")),
    ("Vi bor i Herrhagen.", "Herrhagen", "city", (), ("city", "i")),  # "i": a city reads right
    ("Hon bodde på Bagdad.", "Bagdad", "city", (), ("city", "i")),  # a known city: the learner's "på"
    ("Min adress är Burocentrum 7.", "Burocentrum", "place", (), ("street", "")),
    ("Min adress är Burocentrum 12B, 123 45 Sund.", "Burocentrum", "place", (), ("street", "")),
    ("Det heter Kupolen.", "Kupolen", "place", (), ("place", "")),
    ("Vi var på Kupolen 2019.", "Kupolen", "place", (), ("place", "")),  # a year is no house number
    ("Vi flög till Kastrup.", "Kastrup", "place", ("foreign",), ("airport", "på")),
    ("Jag bor på Gotland.", "Gotland", "region", (), ("island", "på")),
])
def test_kind_at(text: str, word: str, label: str, attrs: tuple[str, ...], expected: tuple[str, str]) -> None:
    assert kind_at(*_at(text, word, label, *attrs)) == expected


@pytest.mark.parametrize("candidate, was, written, expected", [
    ("Kallbadhuset", ("building", "på"), "på", False),  # "på Kallbadhuset" reads wrong
    ("Kallbadhuset", ("building", "på"), None, False),  # and would at a later "på X"
    ("Norrbiblioteket", ("building", "på"), None, True),
    ("Kallbadhuset", ("building", "på"), "i", True),  # the learner's own "i": any building will do
    ("Storsjön", ("building", "på"), None, False),  # another kind
    ("Vasastaden", ("district", ""), None, True),
])
def test_fits(candidate: str, was: tuple[str, str], written: str | None, expected: bool) -> None:
    assert fits(candidate, was, "place" if was[0] != "district" else "area", written) is expected


@pytest.mark.parametrize("a, b", [("Kadıköy", "Kadikoy"), ("Łódź", "Lodz"), ("Tromsø", "TROMSO"),
                                  ("Đakovo", "Dakovo"), ("Borlänge", "borlange")])
def test_fold_letters_unicode_does_not_decompose(a: str, b: str) -> None:
    assert fold(a) == fold(b) and len(fold(a)) == len(a)
