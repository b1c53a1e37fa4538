"""Fast scans for the English detectors: ``pattern.finditer(text)``, but the pattern is only tried where a
cheap anchor (literal words, a digit, a capital and a period) matches. A case-insensitive pattern that
opens with ``\\b`` gets no prefix scan from ``re``: it is tried at every character of the essay, and a few
of them cost as much as all the anchored detectors together. No detector here.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator

__all__ = ["one_of", "scan", "scan_at"]

# letters that (?i) matches as i or s but str.lower() does not lower to them (dotless ı, long ſ, İ)
_FOLDS = re.compile("[ıſİ]")


def scan(
    pattern: re.Pattern[str], text: str, anchor: re.Pattern[str], anchor_text: str
) -> Iterator[re.Match[str]]:
    """The matches of ``pattern.finditer(text)``, tried only where ``anchor`` matches in ``anchor_text``
    (``text`` itself or lowered with the same offsets). Every match of ``pattern`` must start where a match
    of ``anchor`` starts, and none inside one: true when the pattern opens with ``\\b`` and the anchors
    are words."""
    if not text.isascii() and _FOLDS.search(text):
        yield from pattern.finditer(text)
        return
    end = 0
    for a in anchor.finditer(anchor_text):
        if a.start() >= end and (m := pattern.match(text, a.start())):
            end = m.end()
            yield m


def scan_at(pattern: re.Pattern[str], text: str, starts: Iterable[int]) -> Iterator[re.Match[str]]:
    """The matches of ``pattern.finditer(text)``, tried only at ``starts`` (ascending), which must hold every
    offset where a match can start."""
    end = 0
    for s in starts:
        if s >= end and (m := pattern.match(text, s)):
            end = m.end()
            yield m


def one_of(words: Iterable[str]) -> str:
    """A regex that matches what ``"|".join(map(re.escape, words))`` matches, the words grouped by their first
    character ('september|februari|february' -> 's(?:eptember)|f(?:ebruari|ebruary)'): at each position re
    tries one group, not every word (a search for 20 month names costs half). The order within a group is the
    words' order, and words of two groups never match at the same position, so the first word that matches
    is the same."""
    groups: dict[str, list[str]] = {}
    for w in words:
        groups.setdefault(w[:1], []).append(w[1:])
    return "|".join(re.escape(c + rest[0]) if len(rest) == 1 else f"{re.escape(c)}(?:{'|'.join(map(re.escape, rest))})"
                    for c, rest in groups.items())  # a word alone as it is: 'c(?:o)' would be slower
