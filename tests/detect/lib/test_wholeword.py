"""_wholeword.occurrences finds exactly what its regular expression's finditer finds."""

from __future__ import annotations

import _sre  # type: ignore[import-not-found]
import random
import re
import sys
from re import _casefix  # type: ignore[attr-defined]

import pytest

from workbench.detect.lib.wholeword import _FOLDED, _ODD, occurrences, pattern


def _by_regex(text: str, strings: list[str]) -> list[tuple[int, int, str, bool]]:
    return [(m.start(), m.end(), m.group("w"), m.group("gen") is not None) for m in pattern(strings).finditer(text)]


def test_odd_characters_and_their_folding_follow_re() -> None:
    """_ODD: the characters where re.IGNORECASE is not a comparison of lowercased characters; _FOLDED: the
    lowest character of each one's group (what re compares: its simple lowercase, and re's extra cases)."""
    table = _casefix._EXTRA_CASES
    extra = {chr(k) for k in table} | {chr(v) for vs in table.values() for v in vs}
    odd = {c for c in map(chr, range(0x80, sys.maxunicode + 1)) if len(c.lower()) != 1 or c.lower() in extra}
    assert odd == set(_ODD) and len(_ODD) == len(set(_ODD))

    def group(c: str) -> str:
        lo = _sre.unicode_tolower(ord(c))
        return chr(min({lo, *table.get(lo, ())}))

    assert _FOLDED == "".join(group(c) for c in _ODD)
    assert all(c.lower() == c for c in _FOLDED)


@pytest.mark.parametrize("text, strings, expected", [
    ("Anna och anna, Annas bok; ANNA:s", ["Anna"],
     [(0, 4, "Anna", False), (9, 13, "anna", False), (15, 20, "Anna", True), (26, 32, "ANNA", True)]),
    ("Rinkeby-skolan Rinkebyskolan x-Rinkeby Rinkeby's Rinkeby’t", ["Rinkeby"], [(39, 48, "Rinkeby", True)]),
    ("Nya Zeeland och Nya", ["Nya Zeeland", "Nya"], [(0, 11, "Nya Zeeland", False), (16, 19, "Nya", False)]),
    ("Nya Zeelands", ["Nya", "Nya Zeeland"], [(0, 3, "Nya", False)]),
    ("Bo:s bok, bo:x", ["bo"], [(0, 4, "Bo", True)]),
    ("ſara och Sara", ["sara"], [(0, 4, "ſara", False), (9, 13, "Sara", False)]),  # re reads ſ as s
    ("İstanbul, istanbul:s och ıstanbul", ["Istanbul"],
     [(0, 8, "İstanbul", False), (10, 20, "istanbul", True), (25, 33, "ıstanbul", False)]),
])
def test_examples(text: str, strings: list[str], expected: list[tuple[int, int, str, bool]]) -> None:
    assert list(occurrences(text, strings)) == expected == _by_regex(text, strings)


def test_random_texts_agree_with_the_regular_expression() -> None:
    rng = random.Random(7)
    alphabet = list("aAbBsSnNiI  -_'’:.\n1") + list("éÉößẞKıİſσςΣµμΜβϐвᲀ")
    for _ in range(3000):
        text = "".join(rng.choice(alphabet) for _ in range(rng.randint(0, 40)))
        strings = list(dict.fromkeys(
            "".join(rng.choice(alphabet[:10] + list("éßıİſσµβв -")) for _ in range(rng.randint(1, 4)))
            for _ in range(rng.randint(1, 5))
        ))
        if rng.random() < 0.5:  # strings taken from the text, as consistency does
            for _ in range(2):
                a = rng.randint(0, max(0, len(text) - 1))
                piece = text[a : a + rng.randint(1, 5)]
                if piece.strip():
                    strings.append(piece)
        strings = list(dict.fromkeys(strings))
        assert list(occurrences(text, strings)) == _by_regex(text, strings), (text, strings)


def test_no_regular_expression_is_compiled(monkeypatch: pytest.MonkeyPatch) -> None:
    def fail(*_: object, **__: object) -> re.Pattern[str]:
        raise AssertionError("compiled a pattern")

    monkeypatch.setattr("workbench.detect.lib.wholeword.pattern", fail)
    assert list(occurrences("Ali och Alis bror", ["Ali"])) == [(0, 3, "Ali", False), (8, 12, "Ali", True)]
    assert list(occurrences("Işık och IŞIK", ["ışık"])) == [(0, 4, "Işık", False), (9, 13, "IŞIK", False)]
