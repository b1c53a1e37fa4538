"""workbench.normalize: NFC, invisible format characters removed, offsets mapped back."""

from __future__ import annotations

import unicodedata

import pytest
from hypothesis import given
from hypothesis import strategies as st

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


_ALPHABET = ["a", "o", "A", "Å", "ä", " ", "\n", "\u0308", "\u030a", "\u0301", "\u0323", "\u00ad", "\u200b",
             "\ufeff", "\u202e", "\U000e0041", "\u1100", "\u1161", "\u11a8", "\uac00", "\u0b47", "\u0b3e",
             "\u212b", "\u0958", "\u0430"]


@given(st.lists(st.sampled_from(_ALPHABET), max_size=16).map("".join))
def test_normalize_is_nfc_without_invisible_and_maps_every_character(raw: str) -> None:
    n = normalize(raw)
    assert n.text == unicodedata.normalize("NFC", strip_invisible(raw))
    assert n.changed == (n.text != raw or any(c in INVISIBLE for c in raw))
    if n.old is not None:
        assert list(n.old) == sorted(n.old) and n.old[-1] == len(raw)
        assert all(raw[n.old[i]] not in INVISIBLE for i in range(len(n.text)))


def test_note_says_what_changed_without_text() -> None:
    assert normalize("Bor\u00adla\u0308nge \u200bAli").note() == "2 invisible characters removed, NFC applied"
    assert normalize("Borla\u0308nge").note() == "NFC applied"
    assert normalize("Borlänge").note() == ""


def test_tag_characters_and_variation_selectors_are_invisible() -> None:
    assert normalize("Bor\U000e0020l\ufe0fänge").text == "Borlänge"
