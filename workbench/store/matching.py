"""Where a known value occurs in a text: the one matching rule of the store's propagation.

Compared folded (case and diacritics, ``fold``), so "Borlänge", "BORLANGE" and "borlange" are one value;
a value of fewer than five folded characters matches whole words only ("Ali" not inside "Alingsås"), a
longer one anywhere (a surname inside a handle). Offsets are those of the original text, whatever the
folding did to its length.
"""

from __future__ import annotations

import unicodedata

from workbench.pseudonymize.fold import fold

__all__ = ["SHORT", "occurrences"]

SHORT = 5


def _folded(text: str) -> tuple[str, list[int] | range]:
    """The folded text (character by character) and, for each of its characters, the index of the character
    it came from. Each distinct character is folded once; when every one folds to one character (nearly
    every text) the indexes are the text's own."""
    table = {ch: fold(ch) for ch in set(text)}
    if all(len(f) == 1 for f in table.values()):
        return text.translate({ord(ch): f for ch, f in table.items()}), range(len(text))
    out: list[str] = []
    where: list[int] = []
    for i, ch in enumerate(text):
        f = table[ch]
        out.append(f)
        where.extend([i] * len(f))
    return "".join(out), where


def occurrences(text: str, value: str) -> list[tuple[int, int]]:
    """``(start, end)`` of every occurrence of ``value`` in ``text`` (folded; whole words when short)."""
    needle = fold(value.strip())
    if len(needle) < 2:
        return []
    hay, where = _folded(text)
    found: list[tuple[int, int]] = []
    k = hay.find(needle)
    while k >= 0:
        start, end = where[k], where[k + len(needle) - 1] + 1
        while end < len(text) and unicodedata.combining(text[end]):  # a decomposed accent on the last letter
            end += 1
        whole = (start == 0 or not text[start - 1].isalnum()) and (end == len(text) or not text[end].isalnum())
        if whole or len(needle) >= SHORT:
            found.append((start, end))
        k = hay.find(needle, k + len(needle))
    return found
