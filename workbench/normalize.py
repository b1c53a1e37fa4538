"""Text is normalised once, where it is read: NFC, and the invisible format characters removed.

A soft hyphen or a zero-width character inside a name ("Bor\\u00adlänge") or a name written in NFD
("Borla\\u0308nge") hides it from word lists, from detection and from the leak check, and shows nothing to a
reader. ``normalize`` composes the text (NFC) and drops the characters in ``INVISIBLE``; it returns the new
text with a map back to the old offsets, so spans that came with the input (span JSONL, TAB, SVALA, Kaggle)
are carried over exactly. ``strip_invisible`` is the cheap form for matching (the leak check's folding).

Only the places that change are worked on: a character that NFC never touches and that is not invisible is
copied as it is, so the cost follows the number of changes, not the length of the text, and a text that
needs nothing costs two scans in C.
"""

from __future__ import annotations

import re
import unicodedata
from array import array
from bisect import bisect_left
from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache

__all__ = ["INVISIBLE", "Normalized", "normalize", "strip_invisible"]

#: format characters that change nothing a reader sees: soft hyphen, combining grapheme joiner, Arabic
#: letter mark, Mongolian vowel separator, zero-width space / non-joiner / joiner, word joiner and the
#: invisible operators, byte-order mark (zero-width no-break space), every bidirectional control, the
#: Hangul fillers, variation selectors, interlinear annotation marks and the tag characters: Unicode's
#: default-ignorable code points, which fonts draw as nothing
INVISIBLE = frozenset(
    "\u00ad\u034f\u061c\u115f\u1160\u17b4\u17b5\u180b\u180c\u180d\u180e\u180f"
    "\u200b\u200c\u200d\u200e\u200f\u202a\u202b\u202c\u202d\u202e"
    "\u2060\u2061\u2062\u2063\u2064\u2065\u2066\u2067\u2068\u2069\u206a\u206b\u206c\u206d\u206e\u206f"
    "\u3164\ufe00\ufe01\ufe02\ufe03\ufe04\ufe05\ufe06\ufe07\ufe08\ufe09\ufe0a\ufe0b\ufe0c\ufe0d\ufe0e\ufe0f"
    "\ufeff\uffa0\ufff0\ufff1\ufff2\ufff3\ufff4\ufff5\ufff6\ufff7\ufff8\ufff9\ufffa\ufffb"
    "\U0001bca0\U0001bca1\U0001bca2\U0001bca3"
    "\U0001d173\U0001d174\U0001d175\U0001d176\U0001d177\U0001d178\U0001d179\U0001d17a"
) | frozenset(map(chr, range(0xE0000, 0xE1000)))
_DROP = {ord(c): None for c in INVISIBLE}


def _char_class(chars: frozenset[str] | set[str]) -> str:
    """A regex character class of ``chars``, written as ranges."""
    points = sorted(map(ord, chars))
    parts, k = [], 0
    while k < len(points):
        m = k
        while m + 1 < len(points) and points[m + 1] == points[m] + 1:
            m += 1
        first, last = re.escape(chr(points[k])), re.escape(chr(points[m]))
        parts.append(first if k == m else f"{first}-{last}")
        k = m + 1
    return "[" + "".join(parts) + "]"


_INVISIBLE_RE = re.compile(_char_class(INVISIBLE))
#: every INVISIBLE character lies outside ASCII, so a text all of ASCII (most English essays) holds none, and
#: it is in NFC: ``str.isascii`` says so at memory speed, the search above takes about 0.1 ms per 5,000
#: characters
_ASCII_CLEAN = min(map(ord, INVISIBLE)) > 0x7F


def strip_invisible(text: str) -> str:
    """``text`` without the characters in INVISIBLE (an ASCII text as it is: ``translate`` looks up every
    character, about 1 us per 40)."""
    return text if _ASCII_CLEAN and text.isascii() else text.translate(_DROP)


@cache
def _changing() -> tuple[re.Pattern[str], re.Pattern[str]]:
    """(where a change may be, the changes): a run of characters at or above the lowest that NFC may
    change, or invisible ones (a fast scan in C); inside it, the runs of characters NFC may change or join
    with what comes before them, or invisible ones: combining marks, characters NFC replaces (singletons,
    excluded compositions), the second character of every canonical pair (NFC_QC=Maybe, e.g. Indic vowel
    signs), Hangul vowel and final jamo. Every other character is copied as it is."""
    trouble = set(INVISIBLE) | {chr(c) for c in range(0x1161, 0x1176)} | {chr(c) for c in range(0x11A8, 0x11C3)}
    for cp in (*range(0xD800), *range(0xE000, 0x30000)):
        c = chr(cp)
        if unicodedata.combining(c) or unicodedata.normalize("NFC", c) != c:
            trouble.add(c)
        parts = unicodedata.decomposition(c).split()
        if len(parts) == 2 and not parts[0].startswith("<"):
            trouble.add(chr(int(parts[1], 16)))
    low = min(c for c in trouble if c not in INVISIBLE)
    below = "".join(re.escape(c) for c in sorted(trouble) if c < low)
    return re.compile(f"[{below}{re.escape(low)}-\U0010ffff]+"), re.compile(_char_class(trouble) + "+")


@dataclass(frozen=True)
class Normalized:
    """The normalised text; ``old[i]`` is the offset in the input where new character ``i`` came from
    (``old[len(text)]`` is the input's length). ``old`` is None when nothing changed. ``invisible`` counts
    the invisible characters removed, ``composed`` says whether NFC changed anything."""

    text: str
    old: Sequence[int] | None = None
    invisible: int = 0
    composed: bool = False

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

    def note(self) -> str:
        """What changed, without the text: "3 invisible characters removed, NFC applied" ("" for nothing)."""
        parts = []
        if self.invisible:
            parts.append(f"{self.invisible} invisible character{'s' if self.invisible != 1 else ''} removed")
        if self.composed:
            parts.append("NFC applied")
        return ", ".join(parts)


def normalize(text: str) -> Normalized:
    """NFC with the INVISIBLE characters removed, and the offset map back (see Normalized)."""
    if (_ASCII_CLEAN and text.isascii()
            or unicodedata.is_normalized("NFC", text) and _INVISIBLE_RE.search(text) is None):
        return Normalized(text)
    out: list[str] = []
    old = array("q")
    done = invisible = 0
    composed = False
    where, changes = _changing()
    for run in where.finditer(text):
        for m in changes.finditer(text, *run.span()):
            a, b = max(m.start() - 1, done), m.end()  # the character before a run may join it
            out.append(text[done:a])
            old.extend(range(done, a))
            chunk = text[a:b]
            kept = strip_invisible(chunk)
            invisible += len(chunk) - len(kept)
            cluster = unicodedata.normalize("NFC", kept)
            composed = composed or cluster != kept
            if cluster:  # every new character of a cluster comes from its first kept input character
                first = a + next(i for i, c in enumerate(chunk) if c not in INVISIBLE)
                out.append(cluster)
                old.extend([first] * len(cluster))
            done = b
    out.append(text[done:])
    old.extend(range(done, len(text) + 1))
    return Normalized("".join(out), old, invisible, composed)
