"""Case and diacritics folding, so "Borlänge", "BORLANGE" and "borlange" compare equal; so do "Kadıköy"
and "Kadikoy", "Łódź" and "Lodz", "Tromsø" and "Tromso": the Latin letters with a stroke, the dotless i
and eth, which Unicode does not decompose, fold to their base letter, and every decimal digit to its ASCII digit (one
character each, so offsets stay)."""

from __future__ import annotations

import re
import unicodedata

__all__ = ["fold"]


#: letters NFKD leaves alone that readers (and learners typing without them) take for their base letter
_BASE = str.maketrans("ØøÐðĐđĦħıŁłŦŧƗƀƵƶ", "OoDdDdHhiLlTtIbZz")


def _slow(text: str) -> str:
    from workbench.normalize import drawn_letters  # small capitals, negative circled letters ... (review 62 C4)

    decomposed = unicodedata.normalize("NFKD", text.translate(_BASE).translate(drawn_letters()))
    # and every decimal digit as the ASCII one ('١٩٩٠' of a date: review 78 C7; NFKD reads the full-width ones)
    return "".join(str(unicodedata.decimal(c)) if c.isdecimal() and not c.isascii() else c
                   for c in decomposed if not unicodedata.combining(c)).casefold()


#: the folding of every Latin character up to U+024F, precomputed (Swedish, Turkish, Polish, Spanish ...)
_LATIN = str.maketrans({chr(c): _slow(chr(c)) for c in range(0x80, 0x250)})


#: the folding of every Latin-1 character as a byte table (where it is one Latin-1 character: not for those
#: _UNEVEN1 finds, "ß" -> "ss", "µ" -> "μ", "½" -> "1⁄2")
_LATIN1 = bytes(ord(f) if len(f := _slow(chr(b)).casefold()) == 1 and f < "\u0100" else b for b in range(256))
_UNEVEN1 = re.compile(b"[" + b"".join(re.escape(bytes([b])) for b in range(256)
                                       if _LATIN1[b] == b and _slow(chr(b)) != chr(b)) + b"]")
_BEYOND = re.compile("[^\u0000-\u024f]")


def fold(text: str) -> str:
    """Casefold and drop combining marks after NFKD decomposition ("Ö" -> "o", "ﬁ" -> "fi")."""
    if text.isascii():
        return text.lower()
    try:  # Swedish and most Latin text: a byte table, in C (an essay: 50x faster than a dict table and max())
        raw = text.encode("latin-1")
    except UnicodeEncodeError:
        raw = None
    if raw is not None and not _UNEVEN1.search(raw):
        return raw.translate(_LATIN1).decode("latin-1")
    if not _BEYOND.search(text):  # other Latin text: one table lookup a character
        return text.translate(_LATIN).casefold()
    return _slow(text)
