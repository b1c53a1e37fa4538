"""Identifying numbers and codes (Kaggle ID_NUM, TAB CODE) -> ``other_nr_seq``: the value after "student
ID", "employee number", "roll no.", "registration number", "application no." ("student ID: 2019-XYZ-123");
application, case and plot numbers ("no. 18403/91", "nos. 123/45, 260 and 678/90"); and, lower,
alphanumeric codes mixing letters and at least four digits ("XYZ123456", "KE-MF-3391").

Anchored on digits: each word holding a digit is read once, then the few characters before it are
matched against the trigger words (no pattern scans the whole essay at every character).
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from workbench.detect.base import Detector, register
from workbench.detect.lib.numbers import digit_runs, lowered
from workbench.model import Span
from workbench.text import Doc, Token

__all__ = ["IdNumDetector"]

_KIND = (
    r"(?:student|employee|staff|member(?:ship)?|roll|registration|enrol(?:l)?ment|candidate|application|"
    r"case|file|reference|ref|customer|passport|badge|admission|matriculation|account|social\s+security|"
    r"national|personal|tax|insurance|licen[cs]e|course|ticket|order|teacher|volunteer|coordinator)"
)
_TRIGGER = re.compile(
    rf"(?:\b{_KIND}\s*(?:id(?:entification)?|number|no\.?|nr\.?|num\.?|#|code)|\b(?:student|employee|staff|"
    rf"roll|registration|application|case|passport|badge|matriculation|volunteer|teacher)|\bid)\s*"
    r"(?:number|no\.?|#)?\s*(?:is|was|:|=|-)?\s*#?$"
)
#: what every match of _TRIGGER ends with, white space aside: a cheap test before the search
_TRIGGER_ENDS = (
    "#", "is", "was", ":", "=", "-", "number", "no", "no.", "nr", "nr.", "num", "num.", "id", "identification",
    "code", "student", "employee", "staff", "roll", "registration", "application", "case", "passport", "badge",
    "matriculation", "volunteer", "teacher",
)
_WORD = re.compile(r"[A-Za-z0-9#][\w#/.-]*")
_NUMBERED = re.compile(r"(?<!protocol )(?<!article )(?<!rule )\bnos?\.\s*$")
_LIST_GAP = re.compile(r"\s*(?:,|and|&|,\s*and)\s*")
_APPLICATION = re.compile(r"\d[\d/.]*\d|\d")


def _with_digits(doc: Doc) -> list[Token]:
    """The tokens that can hold a digit (str.isdigit), in order: those around the runs of 0-9, or every
    token when the essay has another digit (² or ٣)."""
    if not doc.text.isascii() and any(c.isdigit() and not c.isascii() for c in set(doc.text)):
        return doc.tokens
    toks = doc.tokens
    found: list[int] = []
    for s, _e in digit_runs(doc):
        k = doc.token_index(s)
        if k == len(toks) or toks[k].start != s:
            k -= 1  # the run is inside the token before
        if not found or found[-1] != k:
            found.append(k)
    return [toks[k] for k in found]


@register
class IdNumDetector(Detector):
    """``other_nr_seq``: IDs after a trigger, numbered applications and cases, codes of letters and digits."""

    name = "id_num"

    def detect(self, doc: Doc) -> Iterator[Span]:
        text, low = doc.text, lowered(doc)
        seen: set[int] = set()
        list_end = -1  # end of the last number of a 'nos. 1, 2 and 3' list
        for tok in _with_digits(doc):
            if tok.text.isalpha() or not tok.text[:1].isalnum() or not any(c.isdigit() for c in tok.text):
                continue  # (most words are letters only: the cheap test first)
            m = _WORD.match(text, tok.start)
            if m is None or m.start() in seen:
                continue
            seen.add(m.start())
            value = m.group().rstrip(".")
            start, end = m.start(), m.start() + len(value)
            before = low[max(0, start - 45) : start]
            digits = sum(c.isdigit() for c in value)
            ending = before.rstrip()  # both patterns end with a trigger and white space: a cheap test first
            if len(value) >= 3 and ending.endswith(_TRIGGER_ENDS) and (trig := _TRIGGER.search(before)):
                yield self.span(
                    start,
                    end,
                    "other_nr_seq",
                    f"id after '{' '.join(trig.group().split())}'",
                    "after_trigger",
                    pattern="trigger",
                    trigger=" ".join(trig.group().split()),
                    digits=digits,
                )
            elif _APPLICATION.fullmatch(value) and len(value) >= 2 and (
                ending.endswith(("no.", "nos.")) and _NUMBERED.search(before)
                or list_end >= 0 and _LIST_GAP.fullmatch(text, list_end, start)
            ):
                list_end = end
                yield self.span(start, end, "other_nr_seq", "number after 'no.'", "numbered", pattern="numbered",
                                digits=digits)
            elif (
                digits >= 4
                and len(value) >= 6
                and any(c.isalpha() for c in value)
                and "/" not in value
                and "." not in value
            ):
                yield self.span(
                    start, end, "other_nr_seq", "code of letters and 4+ digits", "letters_and_digits", pattern="alnum",
                    digits=digits
                )
