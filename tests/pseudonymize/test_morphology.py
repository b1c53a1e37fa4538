from __future__ import annotations

import pytest

from workbench.pseudonymize.morphology import base, infer, inflect


@pytest.mark.parametrize("surrogate, attrs, lang, original, expected", [
    ("Guntorp", {"gen"}, "sv", "Borlänges", "Guntorps"),
    ("Lars", {"gen"}, "sv", "Eriks", "Lars"),
    ("Max", {"gen"}, "sv", "Eriks", "Max"),
    ("Emma", {"gen"}, "en", "Alice's", "Emma's"),
    ("Emma", {"gen"}, "en", "Alice’s", "Emma’s"),
    ("James", {"gen"}, "en", "Bob's", "James'"),
    ("A-skola", {"def"}, "sv", "Rinkebyskolan", "A-skolan"),
    ("A-stad", {"def", "gen"}, "sv", "stadens", "A-stadens"),
    ("A-land", {"pl"}, "sv", "", "A-länder"),
    ("A-linjen", {"gen"}, "sv", "gröna linjens", "A-linjens"),
    ("A-city", {"pl"}, "en", "", "A-cities"),
    ("Göteborg", {"def"}, "sv", "", "Göteborg"),  # real names take no definite ending
    ("Göteborg", set(), "sv", "Stockholm", "Göteborg"),
])
def test_inflect(surrogate: str, attrs: set[str], lang: str, original: str, expected: str) -> None:
    assert inflect(surrogate, attrs, lang, original) == expected


@pytest.mark.parametrize("original, attrs, lang, others, expected", [
    ("Alice's", (), "en", (), {"gen"}),
    ("Borlänges", (), "sv", ("Borlänge",), {"gen"}),
    ("Lars", (), "sv", (), set()),  # a bare -s is not a genitive by itself
    ("Paris", (), "en", (), set()),
    ("Volvos", ("gen",), "sv", (), {"gen"}),
    ("Stadsbiblioteket", ("def",), "sv", (), {"def"}),
])
def test_infer(original: str, attrs: tuple[str, ...], lang: str, others: tuple[str, ...],
               expected: set[str]) -> None:
    assert infer(original, attrs, lang, others) == expected


@pytest.mark.parametrize("original, attrs, others, expected", [
    ("Alice's", {"gen"}, (), "Alice"),
    ("Borlänges", {"gen"}, ("Borlänge",), "Borlänge"),
    ("Lars", {"gen"}, (), "Lars"),
    ("Borlänge", set(), (), "Borlänge"),
])
def test_base(original: str, attrs: set[str], others: tuple[str, ...], expected: str) -> None:
    assert base(original, attrs, others) == expected
