"""Number and month words of Swedish and English, language data shared by detection and the operators.

Spelled-out numbers 0-100 read with learner misspellings ("niotton", "sIxtton", "eity") by fuzzy
matching (rapidfuzz) and written back; month names and abbreviations read and written. Neutral: it imports
nothing from workbench.detect or workbench.pseudonymize, so both may use it (issue 14.6).
"""

from __future__ import annotations

import re
from functools import lru_cache

from rapidfuzz import fuzz, process

__all__ = ["CALENDAR_EN", "MONTHS", "WEEKDAYS", "month_name", "read_month", "read_number", "spell_number"]

_SV_UNITS = [
    "noll",
    "ett",
    "två",
    "tre",
    "fyra",
    "fem",
    "sex",
    "sju",
    "åtta",
    "nio",
    "tio",
    "elva",
    "tolv",
    "tretton",
    "fjorton",
    "femton",
    "sexton",
    "sjutton",
    "arton",
    "nitton",
]
_SV_TENS = ["", "", "tjugo", "trettio", "fyrtio", "femtio", "sextio", "sjuttio", "åttio", "nittio"]
_EN_UNITS = [
    "zero",
    "one",
    "two",
    "three",
    "four",
    "five",
    "six",
    "seven",
    "eight",
    "nine",
    "ten",
    "eleven",
    "twelve",
    "thirteen",
    "fourteen",
    "fifteen",
    "sixteen",
    "seventeen",
    "eighteen",
    "nineteen",
]
_EN_TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]
#: correct but non-canonical spellings (read, never written)
_SV_VARIANTS = {
    "en": 1,
    "aderton": 18,
    "tjugu": 20,
    "tretti": 30,
    "fyrti": 40,
    "femti": 50,
    "sexti": 60,
    "sjutti": 70,
    "åtti": 80,
    "nitti": 90,
}
_EN_VARIANTS = {"fourty": 40}


def _canon(lang: str, n: int, sep: str = "-") -> str:
    units, tens, hundred = (
        (_SV_UNITS, _SV_TENS, "hundra") if lang == "sv" else (_EN_UNITS, _EN_TENS, "hundred")
    )
    if n < 20:
        return units[n]
    if n >= 100:
        return hundred if lang == "sv" else "one hundred"
    t, u = divmod(n, 10)
    return tens[t] + ((("" if lang == "sv" else sep) + units[u]) if u else "")


def _table(lang: str, variants: dict[str, int]) -> dict[str, int]:
    table = {_canon(lang, n, ""): n for n in range(101)}
    table.update(variants)
    if lang == "en":
        table["hundred"] = 100
    return table


_TABLES = {"sv": _table("sv", _SV_VARIANTS), "en": _table("en", _EN_VARIANTS)}
#: simple words (0-20, tens, variants) and compounds are matched apart: a compound must beat the best
#: simple word by 5 points, so "sIxtton" reads as sexton (77), not sixtyone (80)
_SIMPLE = {la: [k for k, v in t.items() if v < 20 or v % 10 == 0] for la, t in _TABLES.items()}
_COMPOUND = {la: [k for k, v in t.items() if not (v < 20 or v % 10 == 0)] for la, t in _TABLES.items()}
_JOIN = re.compile(r"[\s\-‐–]+")
_ORDINAL = re.compile(
    r"(?:första|andra|tredje|fjärde|femte|sjätte|sjunde|elfte|tolfte|first|second|third|"
    r"fourth|fifth|sixth|seventh|eighth|ninth|tenth|eleventh|twelfth|\w*onde|\w*teenth|"
    r"\w*ieth)"
)


def _best(
    w: str, pools: dict[str, list[str]], order: tuple[str, str], cutoff: float
) -> tuple[int, str, float] | None:
    best: tuple[int, str, float] | None = None
    for la in order:
        hit = process.extractOne(w, pools[la], scorer=fuzz.ratio, score_cutoff=cutoff)
        if hit and (best is None or hit[1] > best[2]):
            best = (_TABLES[la][hit[0]], la, float(hit[1]))
    return best


@lru_cache(maxsize=65536)  # fuzzy matching costs ~20 µs a word; essays repeat their words
def read_number(word: str, lang: str = "sv", cutoff: float = 75.0) -> tuple[int, str, float] | None:
    """Read a spelled number 0-100: ``(value, language, similarity 0-100)`` or None.

    Exact spellings of both languages first (``lang`` wins ties such as "sex"), then the closest
    spelling by rapidfuzz ratio: in ``lang`` first, then in the other language. Words of three
    letters or fewer must match exactly ("fem", "six"), four-letter words need 80 ("eity" -> eighty);
    ordinals ("femte", "fifth") are never numbers.
    """
    w = _JOIN.sub("", word.lower())
    order = (lang, "en" if lang == "sv" else "sv")
    for la in order:
        if w in _TABLES[la]:
            return _TABLES[la][w], la, 100.0
    if len(w) <= 3 or _ORDINAL.fullmatch(w):
        return None
    cut = max(cutoff, 80.0) if len(w) == 4 else cutoff
    simple, compound = _best(w, _SIMPLE, order, cut), _best(w, _COMPOUND, order, cut)
    if compound and (simple is None or compound[2] >= simple[2] + 5):
        return compound
    return simple


def spell_number(n: int, lang: str, like: str = "") -> str:
    """``n`` (0-100) spelled in ``lang``; English compounds copy the separator of ``like`` ("twenty one",
    "twentyone", default "twenty-one"); the first letter is upper case when ``like``'s is."""
    sep = "-"
    if lang == "en" and like:
        low = like.strip().lower()
        glued = any(low.startswith(t) and len(low) > len(t) and low[len(t)].isalpha() for t in _EN_TENS[2:])
        sep = " " if " " in low else ("" if glued else "-")
    out = _canon(lang, max(0, min(100, n)), sep)
    return out[:1].upper() + out[1:] if like[:1].isupper() else out


MONTHS = {
    "sv": [
        "januari",
        "februari",
        "mars",
        "april",
        "maj",
        "juni",
        "juli",
        "augusti",
        "september",
        "oktober",
        "november",
        "december",
    ],
    "en": [
        "january",
        "february",
        "march",
        "april",
        "may",
        "june",
        "july",
        "august",
        "september",
        "october",
        "november",
        "december",
    ],
}
WEEKDAYS = {
    "sv": ["måndag", "tisdag", "onsdag", "torsdag", "fredag", "lördag", "söndag"],
    "en": ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"],
}
#: English month and weekday names: capitalised, they say nothing about a name or an organisation
CALENDAR_EN = frozenset(MONTHS["en"] + WEEKDAYS["en"])
_ABBR = {
    "sv": ["jan", "feb", "mar", "apr", "maj", "jun", "", "aug", "sep", "okt", "nov", "dec"],
    "en": ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"],
}
_MONTH_KEYS = {
    lang: {
        **{a: i + 1 for i, a in enumerate(_ABBR[lang]) if a},
        "sept": 9,
        **{m: i + 1 for i, m in enumerate(MONTHS[lang])},
    }
    for lang in MONTHS
}


@lru_cache(maxsize=65536)
def read_month(word: str, lang: str = "sv", fuzzy: bool = True) -> tuple[int, str, bool] | None:
    """``(month 1-12, language, abbreviated)`` for a month name, abbreviation or a misspelling of a full
    name ("febuari", "agusti": rapidfuzz ratio >= 80, five letters or more); None otherwise."""
    w = word.lower().rstrip(".")
    order = (lang, "en" if lang == "sv" else "sv")
    for la in order:
        if w in _MONTH_KEYS[la]:
            m = _MONTH_KEYS[la][w]
            return m, la, w != MONTHS[la][m - 1]
    if not fuzzy or len(w) < 5:
        return None
    for la in order:
        hit = process.extractOne(w, MONTHS[la], scorer=fuzz.ratio, score_cutoff=80)
        if hit:
            return hit[2] + 1, la, False
    return None


def month_name(m: int, lang: str, abbreviated: bool = False, like: str = "") -> str:
    """Month ``m`` in ``lang`` (abbreviated if asked), capitalised like ``like``."""
    name = (_ABBR[lang][m - 1] or MONTHS[lang][m - 1]) if abbreviated else MONTHS[lang][m - 1]
    if like.isupper() and len(like) > 1:
        return name.upper()
    return name.capitalize() if like[:1].isupper() else name
