"""Find original values in text fast, however many there are (the leak check's matcher).

The rules (workbench.pseudonymize.leak): text and originals are compared case- and diacritic-folded
(fold.fold); originals of 5 or more folded characters are found anywhere, also inside longer words;
those of 3-4 characters only as whole words (no word character, ``\\w``, on either side); shorter
ones, and digit strings shorter than 4, are skipped. At one position of the text only one original
counts: the longest long one that starts there, else the longest short one.

No regex of every original (matching time grew with their number: 50,000 originals took ~0.2 s an
essay). Originals are kept in sets and found by their head (their first 5 characters, or 3 for short
ones): the heads that occur in a text are the intersection of its 5- and 3-grams with the heads of the
originals, found with str.find and confirmed with set lookups, one per length of original under that
head. The time per text hardly depends on the number of originals.
"""

from __future__ import annotations

import hashlib
from collections.abc import Iterable

from workbench.pseudonymize.fold import fold

__all__ = ["OriginalMatcher", "value_hash"]

_LONG = 5  # originals this long (folded) are found anywhere
_SHORT = 3  # shorter ones are skipped, shorter ones than _LONG need whole words


def value_hash(value: str) -> str:
    """A short, stable hash of a folded value, to name an original without showing it."""
    return hashlib.sha256(fold(value).encode("utf-8")).hexdigest()[:10]


def _word(c: str) -> bool:
    """What ``\\w`` matches in a str regex."""
    return c.isalnum() or c == "_"


def _by_head(keys: Iterable[str], width: int) -> dict[str, tuple[int, ...]]:
    """Head (first ``width`` characters) -> the lengths of the keys with that head, longest first."""
    lengths: dict[str, set[int]] = {}
    for k in keys:
        lengths.setdefault(k[:width], set()).add(len(k))
    return {head: tuple(sorted(ls, reverse=True)) for head, ls in lengths.items()}


def _grams(text: str, width: int) -> set[str]:
    return {text[i : i + width] for i in range(len(text) - width + 1)}


class OriginalMatcher:
    """Finds original values in text (see the module doc for the rules)."""

    def __init__(self, originals: Iterable[str | tuple[str, str]]) -> None:
        self.labels: dict[str, set[str]] = {}
        for item in originals:
            label, value = item if isinstance(item, tuple) else ("original", item)
            key = fold(value.strip())
            if len(key) < _SHORT or (key.isdigit() and len(key) < 4):
                continue
            self.labels.setdefault(key, set()).add(label)
        self._longs = frozenset(k for k in self.labels if len(k) >= _LONG)
        self._shorts = frozenset(k for k in self.labels if len(k) < _LONG)
        self._long_heads = _by_head(self._longs, _LONG)
        self._short_heads = _by_head(self._shorts, _SHORT)

    def _matches(self, text: str) -> list[str]:
        """The originals in folded ``text``, one per position where one starts, in text order."""
        found: dict[int, str] = {}
        n = len(text)
        if self._longs:
            for head in _grams(text, _LONG) & self._long_heads.keys():
                lengths = self._long_heads[head]
                i = text.find(head)
                while i >= 0:
                    key = next((k for k in (text[i : i + m] for m in lengths) if k in self._longs), None)
                    if key is not None:
                        found[i] = key
                    i = text.find(head, i + 1)
        if self._shorts:
            for head in _grams(text, _SHORT) & self._short_heads.keys():
                lengths = self._short_heads[head]
                i = text.find(head)
                while i >= 0:
                    if i not in found and (i == 0 or not _word(text[i - 1])):
                        for m in lengths:
                            if text[i : i + m] in self._shorts and (i + m >= n or not _word(text[i + m])):
                                found[i] = text[i : i + m]
                                break
                    i = text.find(head, i + 1)
        return [found[i] for i in sorted(found)]

    def find(self, text: str) -> list[str]:
        """The folded originals that occur in ``text`` (each once, in order of first occurrence)."""
        return list(dict.fromkeys(self._matches(fold(text))))

    def count(self, text: str) -> dict[str, int]:
        """How often each folded original occurs in ``text``."""
        out: dict[str, int] = {}
        for key in self._matches(fold(text)):
            out[key] = out.get(key, 0) + 1
        return out

    def describe(self, key: str) -> str:
        return f"original value ({'/'.join(sorted(self.labels[key]))}, sha256 {value_hash(key)})"
