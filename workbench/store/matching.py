"""Where a known value occurs in a text: the one matching rule of the store's propagation.

Compared folded (case and diacritics, ``fold``), so "Borlänge", "BORLANGE" and "borlange" are one value;
a value of fewer than five folded characters matches whole words only ("Ali" not inside "Alingsås"), a
longer one anywhere (a surname inside a handle). Offsets are those of the original text, whatever the
folding did to its length.
"""

from __future__ import annotations

import re
import unicodedata
from functools import lru_cache

from workbench.pseudonymize.fold import fold

__all__ = ["SHORT", "folded", "occurrences"]

SHORT = 5


#: the Latin characters whose folding is not one character ("ß" -> "ss", a combining mark -> "") and every
#: character above U+024F: a text without them folds character for character, so offsets stay where they are
_UNEVEN = re.compile("[" + re.escape("".join(c for c in map(chr, range(0x80, 0x250)) if len(fold(c)) != 1))
                     + "\u0250-\U0010ffff]")


@lru_cache(maxsize=2048)  # a bulk decision over 500 hits folds up to 1,500 learners' essays again and again
def folded(text: str) -> tuple[str, list[int] | range]:
    """The folded text and, for each of its characters, the index of the character it came from (do not
    change the list: it is shared)."""
    if not _UNEVEN.search(text):  # one scan in C (max(text) took 6x the folding itself)
        return fold(text), range(len(text))
    out: list[str] = []
    where: list[int] = []
    for i, ch in enumerate(text):
        f = fold(ch)
        out.append(f)
        where.extend([i] * len(f))
    return "".join(out), where


def occurrences(text: str, value: str) -> list[tuple[int, int]]:
    """``(start, end)`` of every occurrence of ``value`` in ``text`` (folded; whole words when short)."""
    needle = fold(value.strip())
    if len(needle) < 2:
        return []
    hay, where = folded(text)
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
