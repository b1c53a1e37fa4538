from __future__ import annotations

import pytest

from workbench.forum.match import MentionFinder, fold_same_length, masked
from workbench.forum.model import Participant
from workbench.forum.table import ConversionTable


@pytest.fixture
def finder(people: list[Participant]) -> MentionFinder:
    table = ConversionTable.build(people, "names", seed=1)
    for pid, first, last in (
        ("u01", "Anna", "Berg"),
        ("u02", "Eva", "Ek"),
        ("u03", "Eva", "Ås"),
        ("u04", "Per", "Lind"),
        ("u05", "Olof", "Holm"),
    ):
        table.set_mask(pid, table.forms_of(pid)[3].original, first)
        table.set_mask(pid, table.forms_of(pid)[4].original, last)
        table.set_mask(pid, table.forms_of(pid)[2].original, f"{first} {last}")
        table.set_mask(pid, table.forms_of(pid)[1].original, f"{first}.{last}".lower())
    table.add_form("u04", "Jo", "nickname", "Pelle")
    return MentionFinder(table)


def replaced(finder: MentionFinder, text: str, lang: str = "sv") -> str:
    out = text
    for m in sorted(finder.find(text, lang), key=lambda m: -m.start):
        out = out[: m.start] + m.surrogate + out[m.end :]
    return out


@pytest.mark.parametrize(
    "text, expected",
    [
        ("Hej Karin!", "Hej Anna!"),
        ("hej karin", "hej anna"),
        ("KARIN kom", "ANNA kom"),
        ("Karins bok och Karin's book", "Annas bok och Anna's book"),
        ("Karin Lindqvist kom", "Anna Berg kom"),
        ("Karin  Lindqvist kom", "Anna Berg kom"),
        ("Lindqvists bil", "Bergs bil"),
        ("Jonathan' and Jonathans", "Per's and Pers"),
        ("Marie och Mimi", "Eva och Eva"),
        ("Karinsson och Mariehamn", "Karinsson och Mariehamn"),  # whole words only
        ("jsmith skrev", "per.lind skrev"),  # a login is a form too
        ("Jo och jo", "Pelle och jo"),  # forms under three letters only as written
        ("Kâřin kom", "Anna kom"),  # diacritics folded
    ],
)
def test_exact_forms_with_endings(finder: MentionFinder, text: str, expected: str) -> None:
    assert replaced(finder, text) == expected


@pytest.mark.parametrize(
    "text, expected",
    [
        ("Jonatan var där", "Per var där"),
        ("Lindquist sa", "Berg sa"),
        ("Virtannen och Virtanens", "Holm och Holms"),
        ("Johanssons hus", "Johanssons hus"),  # no form is close
        ("Karlsson", "Karlsson"),
        ("Mörkret", "Mörkret"),
    ],
)
def test_fuzzy_variants(finder: MentionFinder, text: str, expected: str) -> None:
    assert replaced(finder, text) == expected


def test_fuzzy_skips_frequent_words(finder: MentionFinder) -> None:
    assert all(m.how == "form" for m in finder.find("Jonathan läser", "sv"))


@pytest.mark.parametrize(
    "mask, written, suffix, expected",
    [
        ("Anna", "Marie", "s", "Annas"),
        ("Lars", "Marie", "s", "Lars"),
        ("Learner#1", "Marie", "s", "Learner#1:s"),
        ("Anna", "Marie", "'", "Anna's"),
        ("Lars", "James", "’", "Lars’"),
        ("Anna", "marie", "", "anna"),
        ("M. D.", "MD", ":s", "M. D.:s"),
    ],
)
def test_masked(mask: str, written: str, suffix: str, expected: str) -> None:
    assert masked(mask, written, suffix) == expected


def test_fold_same_length() -> None:
    text = "Åsa Ørsted ﬁ İ"
    assert len(fold_same_length(text)) == len(text) and fold_same_length("Åsa") == "asa"
