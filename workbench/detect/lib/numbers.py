"""Shared helpers of the number-shaped detectors: the personnummer checksum, dates, unit words, trigger
words, the personal-context test, and each essay's digit runs and lower-cased text (computed once per Doc).

The number and month words themselves (reading "niotton" as 19, month names) are language data shared
with the operators: workbench.lang.numbers.
"""

from __future__ import annotations

import re
from datetime import date

from workbench.lang.personnummer import luhn_ok, valid_personnummer
from workbench.text import Doc

__all__ = [
    "PERSONID_TRIGGER",
    "PHONE_TRIGGER",
    "UNIT_AFTER",
    "digit_runs",
    "ends_before",
    "lowered",
    "luhn_ok",
    "near",
    "personal",
    "valid_date",
    "valid_personnummer",
]


def valid_date(y: int, m: int, d: int) -> bool:
    try:
        date(y, m, d)
    except ValueError:
        return False
    return True


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
#: [0-9]+, written so that the pattern opens with the class: re scans for a first character only then (2x faster)
_RUN = re.compile(r"[0-9][0-9]*")


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
