"""Case and diacritics folding, so "Borlänge", "BORLANGE" and "borlange" compare equal; so do "Kadıköy"
and "Kadikoy", "Łódź" and "Lodz", "Tromsø" and "Tromso": the Latin letters with a stroke, the dotless i
and eth, which Unicode does not decompose, fold to their base letter (one character each, so offsets
stay)."""

from __future__ import annotations

import unicodedata

__all__ = ["fold"]


#: letters NFKD leaves alone that readers (and learners typing without them) take for their base letter
_BASE = str.maketrans("ØøÐðĐđĦħıŁłŦŧƗƀƵƶ", "OoDdDdHhiLlTtIbZz")


def _slow(text: str) -> str:
    decomposed = unicodedata.normalize("NFKD", text.translate(_BASE))
    return "".join(c for c in decomposed if not unicodedata.combining(c)).casefold()


#: the folding of every Latin character up to U+024F, precomputed (Swedish, Turkish, Polish, Spanish ...)
_LATIN = str.maketrans({chr(c): _slow(chr(c)) for c in range(0x80, 0x250)})


def fold(text: str) -> str:
    """Casefold and drop combining marks after NFKD decomposition ("Ö" -> "o", "ﬁ" -> "fi")."""
    if not text or max(text) < "\u0250":  # Latin text: one table lookup a character
        return text.translate(_LATIN).casefold()
    return _slow(text)
