"""Number and month words of Swedish and English, language data shared by detection and the operators.

Spelled-out numbers 0-100 read with learner misspellings ("niotton", "sIxtton", "eity") by fuzzy
matching (rapidfuzz) and written back; month names and abbreviations read and written. The words are data:
the lists spelled_numbers, spelled_number_variants, number_grammar, months, month_abbreviations and
weekdays of resources/<lang>/words.tsv (workbench.resources.wordlists). Neutral: it imports nothing from
workbench.detect or workbench.pseudonymize, so both may use it (issue 14.6).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

from rapidfuzz import fuzz, process

from workbench.lang import LANGUAGES
from workbench.resources.wordlists import word_list, word_map

__all__ = ["CALENDAR_EN", "MONTHS", "WEEKDAYS", "month_name", "read_month", "read_number", "spell_number"]


@dataclass(frozen=True)
class _Spelled:
    """How a language spells 0-100 (resources/<lang>/words.tsv, lists spelled_numbers,
    spelled_number_variants, number_grammar): units 0-19, tens (20, 30 ... at 2-9), 100 written alone, what
    joins a ten and a unit (None: whatever the writer used, "twenty-one" by default), other spellings read."""

    units: list[str]
    tens: list[str]
    hundred: str
    joiner: str | None
    variants: dict[str, int]


def _spelled(lang: str) -> _Spelled:
    values = {word: int(v) for word, v in word_map("spelled_numbers", lang).items()}
    by_value = {v: word for word, v in values.items()}
    joiner = word_map("number_grammar", lang, values=("glued", "as_written"))["compound_joiner"]
    variants = {word: int(v) for word, v in word_map("spelled_number_variants", lang).items()}
    return _Spelled([by_value[v] for v in range(20)], ["", "", *(by_value[t * 10] for t in range(2, 10))],
                    by_value[100], "" if joiner == "glued" else None, variants)


_SPELLED = {lang: _spelled(lang) for lang in LANGUAGES}


def _canon(lang: str, n: int, sep: str = "-") -> str:
    spelled = _SPELLED[lang]
    if n < 20:
        return spelled.units[n]
    if n >= 100:
        return spelled.hundred
    t, u = divmod(n, 10)
    joiner = sep if spelled.joiner is None else spelled.joiner
    return spelled.tens[t] + ((joiner + spelled.units[u]) if u else "")


def _table(lang: str) -> dict[str, int]:
    table = {_canon(lang, n, ""): n for n in range(101)}
    table.update(_SPELLED[lang].variants)
    return table


def _others(lang: str) -> tuple[str, ...]:
    """``lang`` first, then every other language with spelled numbers and months."""
    return (lang, *(la for la in _SPELLED if la != lang))


_TABLES = {la: _table(la) for la in _SPELLED}
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
    w: str, pools: dict[str, list[str]], order: tuple[str, ...], cutoff: float
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
    order = _others(lang)
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
    if _SPELLED[lang].joiner is None and like:
        low = like.strip().lower()
        glued = any(low.startswith(t) and len(low) > len(t) and low[len(t)].isalpha() for t in _SPELLED[lang].tens[2:])
        sep = " " if " " in low else ("" if glued else "-")
    out = _canon(lang, max(0, min(100, n)), sep)
    return out[:1].upper() + out[1:] if like[:1].isupper() else out


MONTHS = {lang: sorted(word_map("months", lang), key=lambda m: int(word_map("months", lang)[m])) for lang in _SPELLED}
WEEKDAYS = {lang: list(word_list("weekdays", lang)) for lang in _SPELLED}
#: English month and weekday names: capitalised, they say nothing about a name or an organisation
CALENDAR_EN = frozenset(MONTHS["en"] + WEEKDAYS["en"])


def _abbreviations(lang: str) -> list[str]:
    """The abbreviation written for each month ("" where the language has none)."""
    out = [""] * 12
    for word, m in reversed(word_map("month_abbreviations", lang).items()):  # the first of a month wins
        out[int(m) - 1] = word
    return out


_ABBR = {lang: _abbreviations(lang) for lang in _SPELLED}
_MONTH_KEYS = {
    lang: {
        **{a: int(m) for a, m in word_map("month_abbreviations", lang).items()},
        **{m: i + 1 for i, m in enumerate(MONTHS[lang])},
    }
    for lang in MONTHS
}


@lru_cache(maxsize=65536)
def read_month(word: str, lang: str = "sv", fuzzy: bool = True) -> tuple[int, str, bool] | None:
    """``(month 1-12, language, abbreviated)`` for a month name, abbreviation or a misspelling of a full
    name ("febuari", "agusti": rapidfuzz ratio >= 80, five letters or more); None otherwise."""
    w = word.lower().rstrip(".")
    order = _others(lang)
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
