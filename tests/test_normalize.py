"""workbench.normalize: NFC, invisible format characters removed, offsets mapped back."""

from __future__ import annotations

import unicodedata

import pytest

from workbench.normalize import INVISIBLE, normalize, strip_invisible


@pytest.mark.parametrize("raw, expected", [
    ("Borlänge", "Borlänge"),
    (unicodedata.normalize("NFD", "Borlänge Åsa Öberg"), "Borlänge Åsa Öberg"),
    ("Bor\u00adlänge", "Borlänge"),
    ("Ha\u200bns och \ufeffAli\u200d", "Hans och Ali"),
    ("\u202eegnälroB\u202c", "egnälroB"),
    ("a\u00ad\u0308", "ä"),  # a combining mark after a removed character still composes
])
def test_normalize_text(raw: str, expected: str) -> None:
    assert normalize(raw).text == expected


def test_unchanged_text_has_no_map() -> None:
    n = normalize("Jag bor i Borlänge.")
    assert not n.changed and n.span(10, 18) == (10, 18) and n.removed() == 0


def test_span_offsets_follow_the_text() -> None:
    raw = "Jag bor i Bor\u00adla\u0308nge och heter \u200bAli."
    n = normalize(raw)
    start = raw.index("Bor")
    end = raw.index(" och")
    a, b = n.span(start, end)
    assert n.text[a:b] == "Borlänge"
    a, b = n.span(raw.index("\u200bAli"), raw.index("Ali") + 3)
    assert n.text[a:b] == "Ali"
    assert n.to_old(n.text.index("och")) == raw.index("och")
    assert n.removed() == 3


def test_strip_invisible() -> None:
    assert strip_invisible("".join(sorted(INVISIBLE)) + "x") == "x"
