"""Dates in words (guidelines 003, 6): "den 5 maj" -> ``day`` on 5 and ``month_word`` on maj, "5th of
November", "May 5th", "5 febuari" (misspelt months by rapidfuzz); a month name alone ("i januari",
"in May") only in a personal sentence or, in Swedish, after a preposition inside a sentence ("kallt i
Luleå, i januari"); "månad 5", "i 11:e månaden", "month 5" -> ``month_digit``.

English "may", "march", "august" are months only when capitalised and next to a day number or after a
preposition ("in May"), or after an ordinal day and "of" ("3rd of august"). Day numbers are found from the
essay's digit runs, not by scanning every word.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from workbench.detect.base import Detector, register
from workbench.detect.lib.numbers import digit_runs, ends_before, lowered, personal
from workbench.detect.lib.scan import one_of
from workbench.lang.numbers import MONTHS, read_month
from workbench.model import Span
from workbench.text import Doc

__all__ = ["DateWordsDetector"]

_MONTH_AFTER = re.compile(r"(:[ae]|st|nd|rd|th|e)?\.?(?:\s+of)?\s+([^\W\d_]{3,10})\b")
_MONTH_BEFORE = re.compile(r"\b([^\W\d_]{3,10})\.?\s+(?:the\s+)?$")
_SUFFIX = re.compile(r"(?:st|nd|rd|th)?(?![\w:.,/]\d|\s*%)")
_NAMES = sorted({w for names in MONTHS.values() for w in names}, key=len, reverse=True)
_ALONE = re.compile(r"(?:" + one_of(_NAMES) + r")\b")
_EN_AMBIGUOUS = {"may", "march", "august"}
_PREP = re.compile(
    r"\b(?:in|of|since|until|from|during|last|next|early|late|i|sedan|från|till|under|född|born)\s+$"
)
_NTH_MONTH = re.compile(r"(?::[ae]|:?e|st|nd|rd|th)\.?\s+(?:månaden|month)\b")  # 'i 11:e månaden'
_MONTH_WORD = re.compile(r"\b(?:månad|månaden|month)\s+(?:nr\.?\s*|nummer\s+|number\s+)?$")


def _month_ok(word: str, lang: str, ordinal_of: bool = False) -> bool:
    """A month name; an English one that is also a word only capitalised or after an ordinal and 'of' ('3rd of
    august')."""
    return read_month(word, lang) is not None and (
        word.lower() not in _EN_AMBIGUOUS or word[:1].isupper() or ordinal_of
    )


def _mid_sentence_prep(doc: Doc, start: int, low: str) -> bool:
    """'i/sedan/från januari' inside a sentence, where the language pack says so (Swedish: 'kallt i Luleå, i
    januari det var minus 30'); a sentence opening 'I januari är det kallt' is mostly a general statement."""
    if not doc.pack.month_after_preposition or not ends_before(_PREP, doc, start, 10, low):
        return False
    i = doc.token_index(start)
    return i >= 2 and not doc.is_sentence_initial(i - 1)


@register
class DateWordsDetector(Detector):
    """``day`` and ``month_word`` of a date in words, and ``month_digit`` after "månad"/"month"."""

    name = "date_words"

    def detect(self, doc: Doc) -> Iterator[Span]:
        text, low, taken = doc.text, lowered(doc), set()
        for s, e in digit_runs(doc):
            if (
                e - s > 2
                or (s and (text[s - 1].isalnum() or text[s - 1] in ".,:/-"))
                or not 1 <= int(text[s:e]) <= 31
            ):
                continue
            after, before = _MONTH_AFTER.match(text, e), ends_before(_MONTH_BEFORE, doc, s, 16, text)
            ordinal_of = after is not None and after[1] in ("st", "nd", "rd", "th") and " of" in after[0]
            if after and _month_ok(after[2], doc.lang, ordinal_of):
                day, month = (s, e + len(after[1] or "")), after.span(2)
            elif before and _month_ok(before[1], doc.lang):
                if (suffix := _SUFFIX.match(text, e)) is None:
                    continue  # a decimal or a fraction, no day: 'i maj 2.9 procent', 'May 3/4' (review 127 C3)
                day, month = (s, suffix.end()), before.span(1)
            else:
                month_word = ends_before(_MONTH_WORD, doc, s, 25, low) or _NTH_MONTH.match(low, e)
                if personal(doc, s) and month_word and int(text[s:e]) <= 12:
                    yield self.span(
                        s, e, "month_digit", "date: number after 'månad'/'month'", "month_digit", pattern="month_digit",
                        first_person=True, trigger=True
                    )
                continue
            mine = personal(doc, s)
            rule = "day_and_month_first_person" if mine else "day_and_month"
            yield self.span(*day, "day", "date: day number next to a month name", rule, pattern="day",
                            first_person=mine)
            yield self.span(
                *month, "month_word", "date: month name next to a day number", rule, pattern="month", first_person=mine
            )
            taken.add(month[0])
        for m in _ALONE.finditer(low):
            word = text[m.start() : m.end()]
            if m.start() in taken or (m.start() and low[m.start() - 1].isalnum()):
                continue
            if word.lower() in _EN_AMBIGUOUS and not (
                word[:1].isupper() and ends_before(_PREP, doc, m.start(), 10, low)
            ):
                continue
            mine = personal(doc, m.start())
            if mine or _mid_sentence_prep(doc, m.start(), low):
                yield self.span(
                    *m.span(),
                    "month_word",
                    "date: month name in a first-person sentence",
                    "month_alone",
                    pattern="month",
                    first_person=mine,
                )
