"""Text is normalised once, where it is read: NFC, and the invisible format characters removed.

A soft hyphen or a zero-width character inside a name ("Bor\\u00adlänge") or a name written in NFD
("Borla\\u0308nge") hides it from word lists, from detection and from the leak check, and shows nothing to a
reader. ``normalize`` composes the text (NFC) and drops the characters in ``INVISIBLE``; it returns the new
text with a map back to the old offsets, so spans that came with the input (span JSONL, TAB, SVALA, Kaggle)
are carried over exactly. ``strip_invisible`` is the cheap form for matching (the leak check's folding).
"""

from __future__ import annotations

import unicodedata
from bisect import bisect_left
from dataclasses import dataclass

__all__ = ["INVISIBLE", "Normalized", "normalize", "strip_invisible"]

#: format characters that change nothing a reader sees: soft hyphen, combining grapheme joiner, Arabic
#: letter mark, Mongolian vowel separator, zero-width space / non-joiner / joiner, word joiner and the
#: invisible operators, byte-order mark (zero-width no-break space), and every bidirectional control
INVISIBLE = frozenset(
    "\u00ad\u034f\u061c\u180e\u200b\u200c\u200d\u200e\u200f\u202a\u202b\u202c\u202d\u202e"
    "\u2060\u2061\u2062\u2063\u2064\u2066\u2067\u2068\u2069\ufeff"
)
_DROP = {ord(c): None for c in INVISIBLE}


def strip_invisible(text: str) -> str:
    """``text`` without the characters in INVISIBLE."""
    return text.translate(_DROP)


@dataclass(frozen=True)
class Normalized:
    """The normalised text; ``old[i]`` is the offset in the input where new character ``i`` came from
    (``old[len(text)]`` is the input's length). ``old`` is None when nothing changed."""

    text: str
    old: tuple[int, ...] | None = None

    @property
    def changed(self) -> bool:
        return self.old is not None

    def span(self, start: int, end: int) -> tuple[int, int]:
        """New offsets of the input range [start, end): the new characters that came from inside it
        (a span that only covered removed characters comes back empty, start == end)."""
        if self.old is None:
            return start, end
        return bisect_left(self.old, start, 0, len(self.text)), bisect_left(self.old, end, 0, len(self.text))

    def to_old(self, offset: int) -> int:
        """The input offset of new offset ``offset``."""
        return offset if self.old is None else self.old[offset]

    def removed(self) -> int:
        """How many input characters the normalisation removed or merged."""
        return 0 if self.old is None else self.old[-1] - len(self.text)


def _starts_cluster(c: str) -> bool:
    """A character NFC never merges with what comes before it: a starter that is no Hangul vowel or final
    jamo (those compose with the syllable before them)."""
    return unicodedata.combining(c) == 0 and not ("\u1160" <= c <= "\u11ff")


def normalize(text: str) -> Normalized:
    """NFC with the INVISIBLE characters removed, and the offset map back (see Normalized)."""
    if unicodedata.is_normalized("NFC", text) and INVISIBLE.isdisjoint(text):
        return Normalized(text)
    kept = [i for i, c in enumerate(text) if c not in INVISIBLE]
    out: list[str] = []
    old: list[int] = []
    k, n = 0, len(kept)
    while k < n:
        m = k + 1
        while m < n and not _starts_cluster(text[kept[m]]):
            m += 1
        cluster = unicodedata.normalize("NFC", "".join(text[kept[x]] for x in range(k, m)))
        out.append(cluster)
        old.extend([kept[k]] * len(cluster))
        k = m
    old.append(len(text))
    return Normalized("".join(out), tuple(old))
