"""Whole-word occurrences of a list of strings, in any case, each optionally with a genitive ending.

``occurrences(text, strings)`` gives exactly what this regular expression's ``finditer`` gives::

    (?<![\\w-])(?P<w>s1|s2|...)(?P<gen>s|'s|’s|:s)?(?![\\w-]|[:'’]\\w)    with re.IGNORECASE

(leftmost match first, then the first string in the list's order; matches do not overlap), without
compiling that pattern anew for every essay: ``str.find`` on the case-folded text finds where each string
starts, and the same choices are made at those offsets. The text is folded the way ``re.IGNORECASE``
compares characters: lowercased, and the few characters it also matches to another lowercase letter (ſ
and s, ı, İ and i, µ and μ, some Greek and Cyrillic letters) replaced by one of their group.
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Sequence

__all__ = ["occurrences", "pattern"]

_GEN = ("s", "'s", "’s", ":s")
#: The characters that lower to two characters (İ), or whose lower case re.IGNORECASE also matches to a
#: character of another lower case (ſ and s, ı and i, µ and μ, σ and ς, в and ᲀ ...), and what they fold to
#: (the lowest of the characters re.IGNORECASE takes for the same letter). tests/detect/test_wholeword.py
#: recomputes both from the Unicode database and re's own table.
_ODD = (
    "\xb5\u0130\u0131\u017f\u0345\u0390\u0392\u0395\u0398\u0399\u039a\u039c\u03a0\u03a1\u03a3\u03a6\u03b0"
    "\u03b2\u03b5\u03b8\u03b9\u03ba\u03bc\u03c0\u03c1\u03c2\u03c3\u03c6\u03d0\u03d1\u03d5\u03d6\u03f0\u03f1"
    "\u03f4\u03f5\u0412\u0414\u041e\u0421\u0422\u042a\u0432\u0434\u043e\u0441\u0442\u044a\u0462\u0463\u1c80"
    "\u1c81\u1c82\u1c83\u1c84\u1c85\u1c86\u1c87\u1c88\u1e60\u1e61\u1e9b\u1fbe\u1fd3\u1fe3\ua64a\ua64b\ufb05"
    "\ufb06"
)
_FOLDED = (
    "\xb5iis\u0345\u0390\u03b2\u03b5\u03b8\u0345\u03ba\xb5\u03c0\u03c1\u03c2\u03c6\u03b0\u03b2\u03b5\u03b8"
    "\u0345\u03ba\xb5\u03c0\u03c1\u03c2\u03c2\u03c6\u03b2\u03b8\u03c6\u03c0\u03ba\u03c1\u03b8\u03b5\u0432"
    "\u0434\u043e\u0441\u0442\u044a\u0432\u0434\u043e\u0441\u0442\u044a\u0463\u0463\u0432\u0434\u043e\u0441"
    "\u0442\u0442\u044a\u0463\u1c88\u1e61\u1e61\u1e61\u0345\u0390\u03b0\u1c88\u1c88\ufb05\ufb05"
)
_FOLD = dict(zip(_ODD, _FOLDED, strict=True))
_ODD_RE = re.compile(f"[{_ODD}]")
_ASCII_PLAIN = not any(c.isascii() for c in _ODD)  # an ASCII text then has none of them (true: checked here)


def pattern(strings: Sequence[str]) -> re.Pattern[str]:
    """The regular expression that ``occurrences`` stands for."""
    alternatives = "|".join(re.escape(s) for s in strings)
    return re.compile(rf"(?<![\w-])(?P<w>{alternatives})(?P<gen>s|'s|’s|:s)?(?![\w-]|[:'’]\w)", re.IGNORECASE)


def fold(text: str) -> str:
    """``text`` case-folded as re.IGNORECASE compares characters, with the same offsets."""
    if _ASCII_PLAIN and text.isascii():  # no search through the text (most English essays)
        return text.lower()
    for c in set(_ODD_RE.findall(text)):  # (usually none; str.translate would be slow on non-ASCII text)
        text = text.replace(c, _FOLD[c])
    return text.lower()


def occurrences(text: str, strings: Sequence[str]) -> Iterator[tuple[int, int, str, bool]]:
    """``(start, end, the string as written in the text, with a genitive ending)`` of every match."""
    low = fold(text)
    starts: dict[int, list[int]] = {}
    lows = [fold(s) for s in strings]
    for k, s in enumerate(lows):
        p = low.find(s)
        while p >= 0:
            starts.setdefault(p, []).append(k)
            p = low.find(s, p + 1)
    n, done = len(text), 0
    for p in sorted(starts):
        if p < done or p > 0 and _word_or_hyphen(text[p - 1]):
            continue
        for k in starts[p]:  # in the strings' order: the first that fits wins, as in the alternation
            end = p + len(lows[k])
            gen = next((g for g in _GEN if low.startswith(g, end)), "")
            if gen and _free(text, end + len(gen), n):
                done = end + len(gen)
            elif _free(text, end, n):
                gen, done = "", end
            else:
                continue
            yield p, done, text[p:end], bool(gen)
            break


def _word_or_hyphen(c: str) -> bool:
    """``[\\w-]``"""
    return c.isalnum() or c in "_-"


def _free(text: str, q: int, n: int) -> bool:
    """``(?![\\w-]|[:'’]\\w)`` at ``q``."""
    if q >= n:
        return True
    c = text[q]
    if _word_or_hyphen(c):
        return False
    return not (c in ":'’" and q + 1 < n and (text[q + 1].isalnum() or text[q + 1] == "_"))
