"""Whole-word occurrences of a list of strings, in any case, each optionally with a genitive ending.

``occurrences(text, strings)`` gives exactly what this regular expression's ``finditer`` gives::

    (?<![\\w-])(?P<w>s1|s2|...)(?P<gen>s|'s|’s|:s)?(?![\\w-]|[:'’]\\w)    with re.IGNORECASE

(leftmost match first, then the first string in the list's order; matches do not overlap), without
compiling that pattern anew for every essay: ``str.find`` on the lowercased text finds where each string
starts, and the same choices are made at those offsets. Where ``re.IGNORECASE`` is not the same as
comparing lowercased characters (ſ, ı, İ, µ and some Greek and Cyrillic letters: see ``_ODD``), the
pattern is compiled and run instead.
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Sequence

__all__ = ["occurrences"]

_GEN = ("s", "'s", "’s", ":s")
#: The characters that lower to two characters (İ), or whose lower case re.IGNORECASE also matches to a
#: character of another lower case (ſ and s, ı and i, µ and μ, σ and ς, в and ᲀ ...): with one of them in the
#: text or a string, lowercased comparison is not what the regular expression does. tests/detect/
#: test_wholeword.py recomputes the list from the Unicode database and re's own table.
_ODD = frozenset(
    "\xb5\u0130\u0131\u017f\u0345\u0390\u0392\u0395\u0398\u0399\u039a\u039c\u03a0\u03a1\u03a3\u03a6\u03b0"
    "\u03b2\u03b5\u03b8\u03b9\u03ba\u03bc\u03c0\u03c1\u03c2\u03c3\u03c6\u03d0\u03d1\u03d5\u03d6\u03f0\u03f1"
    "\u03f4\u03f5\u0412\u0414\u041e\u0421\u0422\u042a\u0432\u0434\u043e\u0441\u0442\u044a\u0462\u0463\u1c80"
    "\u1c81\u1c82\u1c83\u1c84\u1c85\u1c86\u1c87\u1c88\u1e60\u1e61\u1e9b\u1fbe\u1fd3\u1fe3\ua64a\ua64b\ufb05"
    "\ufb06"
)
_ODD_RE = re.compile("[" + "".join(sorted(_ODD)) + "]")


def pattern(strings: Sequence[str]) -> re.Pattern[str]:
    """The regular expression that ``occurrences`` stands for."""
    alternatives = "|".join(re.escape(s) for s in strings)
    return re.compile(rf"(?<![\w-])(?P<w>{alternatives})(?P<gen>s|'s|’s|:s)?(?![\w-]|[:'’]\w)", re.IGNORECASE)


def occurrences(text: str, strings: Sequence[str]) -> Iterator[tuple[int, int, str, bool]]:
    """``(start, end, the string as written in the text, with a genitive ending)`` of every match."""
    low = text.lower()
    lows = [s.lower() for s in strings]
    if (
        _ODD_RE.search(text)
        or any(_ODD_RE.search(s) for s in strings)
        or len(low) != len(text)
        or any(len(a) != len(b) for a, b in zip(lows, strings, strict=True))
    ):
        for m in pattern(strings).finditer(text):
            yield m.start(), m.end(), m.group("w"), m.group("gen") is not None
        return
    starts: dict[int, list[int]] = {}
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
