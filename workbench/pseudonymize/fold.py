"""Case and diacritics folding, so "Borlänge", "BORLANGE" and "borlange" compare equal."""

from __future__ import annotations

import unicodedata

__all__ = ["fold"]


def fold(text: str) -> str:
    """Casefold and drop combining marks after NFKD decomposition ("Ö" -> "o", "ﬁ" -> "fi")."""
    decomposed = unicodedata.normalize("NFKD", text)
    return "".join(c for c in decomposed if not unicodedata.combining(c)).casefold()
