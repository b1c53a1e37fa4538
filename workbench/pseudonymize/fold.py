"""Case and diacritics folding, so "Borlänge", "BORLANGE" and "borlange" compare equal."""

from __future__ import annotations

import unicodedata

__all__ = ["fold"]


def _slow(text: str) -> str:
    decomposed = unicodedata.normalize("NFKD", text)
    return "".join(c for c in decomposed if not unicodedata.combining(c)).casefold()


#: the folding of every Latin character up to U+024F, precomputed (Swedish, Turkish, Polish, Spanish ...)
_LATIN = str.maketrans({chr(c): _slow(chr(c)) for c in range(0x80, 0x250)})


def fold(text: str) -> str:
    """Casefold and drop combining marks after NFKD decomposition ("Ö" -> "o", "ﬁ" -> "fi")."""
    if not text or max(text) < "\u0250":  # Latin text: one table lookup a character
        return text.translate(_LATIN).casefold()
    return _slow(text)
