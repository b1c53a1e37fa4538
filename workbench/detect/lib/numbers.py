"""Shared helpers of the number-shaped detectors and their operators.

Spelled-out numbers 0-100 in Swedish and English, read with learner misspellings ("niotton",
"sIxtton", "eity") by fuzzy matching (rapidfuzz) and written back; month names; the personnummer
checksum; trigger words and the personal-context test. Everything here is computed once at import.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import date
from functools import lru_cache

from rapidfuzz import fuzz, process

from workbench.detect.base import PACKS
from workbench.resources.wordlists import word_list, word_map
from workbench.text import Doc

__all__ = [
    "CALENDAR_EN",
    "MONTHS",
    "WEEKDAYS",
    "PERSONID_TRIGGER",
    "PHONE_TRIGGER",
    "UNIT_AFTER",
    "digit_runs",
    "ends_before",
    "lowered",
    "luhn_ok",
    "month_name",
    "near",
    "personal",
    "read_month",
    "read_number",
    "spell_number",
    "valid_date",
    "valid_personnummer",
]

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


_SPELLED = {lang: _spelled(lang) for lang in PACKS}


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


def valid_date(y: int, m: int, d: int) -> bool:
    try:
        date(y, m, d)
    except ValueError:
        return False
    return True


def luhn_ok(digits: str) -> bool:
    """The Luhn checksum of a Swedish personnummer (last 10 digits)."""
    total = 0
    for i, ch in enumerate(digits[-10:]):
        v = int(ch) * (2 if i % 2 == 0 else 1)
        total += v - 9 if v > 9 else v
    return total % 10 == 0


def valid_personnummer(digits: str) -> tuple[bool, bool]:
    """``(date part plausible, checksum valid)`` for 10 or 12 digits; samordningsnummer have day + 60."""
    d10 = digits[-10:]
    month, day = int(d10[2:4]), int(d10[4:6])
    day = day - 60 if day > 60 else day
    return (1 <= month <= 12 and 1 <= day <= 31), luhn_ok(d10)


#: unit or currency words that make a number an amount, not an age, year or code
UNIT_AFTER = re.compile(
    r"[ \u00a0]*(?:%|kr\b|kronor|kronan|sek\b|euro|€|\$|£|dollar|pund|pounds?\b|procent|"
    r"percent|km\b|kilometer|meter|mil\b|kg\b|kilo|gram|minut|timm|sekund|dagar|veckor|"
    r"månader|gånger|grader|degrees|st\b|stycken|personer|people|minutes|hours|"
    r"seconds|days|weeks|months|times|invånare|inhabitants)",
    re.IGNORECASE,
)


def near(
    doc: Doc,
    start: int,
    end: int,
    pattern: re.Pattern[str],
    before: int = 40,
    after: int = 25,
    sentence: bool = False,
) -> bool:
    """True when ``pattern`` occurs in the text from ``before`` characters before to ``after`` after
    (and, with ``sentence``, inside the sentence around ``start``)."""
    lo, hi = doc.sentence_bounds(start) if sentence else (0, len(doc.text))
    return pattern.search(doc.text, max(lo, start - before), min(hi, end + after)) is not None


def personal(doc: Doc, offset: int) -> bool:
    """True when the sentence around ``offset`` has a first-person word (jag, min, vi, I, my, we ...); each
    sentence is searched once per Doc (several detectors ask about the same sentences)."""
    bounds = doc.sentence_bounds(offset)
    seen = doc.__dict__.setdefault("_personal", {})
    found = seen.get(bounds)
    if found is None:
        pattern = doc.pack.first_person
        found = seen[bounds] = pattern.search(doc.text, *bounds) is not None
    return found  # type: ignore[no-any-return]


#: trigger words shared by detectors that must tell their numbers apart
PHONE_TRIGGER = re.compile(
    r"\b(?:ring\w*|telefon\w*|tel|tfn|mobil\w*|nummer|numret|sms\w*|swish|call\w*|"
    r"phone\w*|mobile|cell|text\s+me|whatsapp|number)\b",
    re.IGNORECASE,
)
PERSONID_TRIGGER = re.compile(
    r"\b(?:person\s*nummer|personnumret|personnr|pers\.?\s*nr|samordningsnummer\w*|"
    r"social\s+security|personal\s+(?:identity\s+)?number|person\s+number|"
    r"id\s*-?\s*nummer|personal\s+id)\b",
    re.IGNORECASE,
)


# Parse once and share: every number detector anchors on the essay's digit runs and reads context
# from its lower-cased text; both are computed once per Doc and kept on it (a regex over the whole
# text per pattern would cost ~20 µs each; anchored matches at a few runs cost ~1 µs).
_RUN = re.compile(r"[0-9]+")


def digit_runs(doc: Doc) -> list[tuple[int, int]]:
    """``(start, end)`` of every maximal run of ASCII digits, computed once per Doc."""
    runs = doc.__dict__.get("_digit_runs")
    if runs is None:
        runs = doc.__dict__["_digit_runs"] = [m.span() for m in _RUN.finditer(doc.text)]
    return runs  # type: ignore[no-any-return]


def lowered(doc: Doc) -> str:
    """The text in lower case with the same offsets, computed once per Doc."""
    low = doc.__dict__.get("_lowered")
    if low is None:
        low = doc.text.lower()
        if len(low) != len(doc.text):  # e.g. "İ" lowers to two characters: lower char by char
            low = "".join(c if len(c.lower()) != 1 else c.lower() for c in doc.text)
        doc.__dict__["_lowered"] = low
    return low  # type: ignore[no-any-return]


def ends_before(
    pattern: re.Pattern[str], doc: Doc, pos: int, width: int = 45, text: str | None = None
) -> re.Match[str] | None:
    """The leftmost match of ``pattern`` (which should end in ``$``) that starts at a token start at most
    ``width`` characters before ``pos`` and ends right at ``pos``; ``text`` defaults to ``doc.text`` (pass
    ``lowered(doc)`` for lower-case patterns). Anchored tries at a few token starts, never a scan."""
    text = doc.text if text is None else text
    found = None
    i = doc.token_index(pos)
    while i > 0:
        i -= 1
        start = doc.tokens[i].start
        if start < pos - width:
            break
        found = pattern.match(text, start, pos) or found
    return found
