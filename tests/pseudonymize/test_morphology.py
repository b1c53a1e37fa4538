from __future__ import annotations

import pytest

from workbench.pseudonymize.morphology import base, definite_head, infer, inflect, reads_definite


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


@pytest.mark.parametrize("original, label, expected", [
    ("Strandvägens", "place", {"gen"}),  # "Strandvägen" is a street by its head, "Strandvägens" nothing
    ("Borlänges", "city", {"gen"}),  # the gazetteer knows Borlänge, not Borlänges
    ("Annas", "firstname_female", {"gen"}),
    ("Lars", "firstname_male", set()),  # Lars is a name of its own
    ("Paris", "city", set()),  # so is Paris
    ("Jonas", "firstname_male", set()),
    ("Strandvägens", "", set()),  # no label: no list to ask
])
def test_infer_a_genitive_from_the_lists(original: str, label: str, expected: set[str]) -> None:
    assert infer(original, (), "sv", (), "", label) == expected
    assert base(original, expected, (), label) == (original[:-1] if expected else original)


@pytest.mark.parametrize("name, expected", [
    ("Storsjön", True), ("Vänern", True), ("Kosteröarna", True), ("Stadsbiblioteket", True),
    ("Norra stadsberget", True), ("Björkö", False), ("Göta älv", False), ("Kyrkogränd", False), ("", False),
])
def test_reads_definite(name: str, expected: bool) -> None:
    assert reads_definite(name) is expected


@pytest.mark.parametrize("name, expected", [
    ("Linsbiblioteket", "biblioteket"), ("HVB Solbacken", "backen"), ("Hagaskolan", "skolan"),
    ("Högskolan", "skolan"), ("Norrlands universitetssjukhus", None), ("Forkecentralen", "centralen"),
])
def test_definite_head(name: str, expected: str | None) -> None:
    assert definite_head(name) == expected
