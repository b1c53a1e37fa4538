"""Phone numbers (guidelines 003, 7): Swedish 070-123 45 67, 08-123 456 78, 031-12 34 56,
+46 70 123 45 67, 0046 ...; US (555) 123-4567, 555-123-4567; UK 020 7946 0958; any 7-13 digit chain
after "ring", "telefon", "mobil", "nummer", "call", "phone".

A chain shaped like a date (01-12-2018) is not a phone; one laid out like a valid personnummer, or
next to "personnummer", gets a low score so that the personnummer detector wins.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from workbench.detect.base import Detector, register
from workbench.detect.lib.numbers import PERSONID_TRIGGER, PHONE_TRIGGER, digit_runs, near, valid_personnummer
from workbench.model import Span
from workbench.text import Doc

__all__ = ["PhoneDetector"]

_END = r"(?![\w+]|[.,]\d)"
_SHAPES = [
    ("international", re.compile(r"(?<![\w+])(?:\+|00)\d{1,3}(?:[ .-]?\(0\))?(?:[ .-]?\d{1,4}){2,6}" + _END)),
    ("national", re.compile(r"(?<![\w+])0\d{1,3}(?:[ ]?[-/][ ]?|[ ])?\d{2,4}(?:[ .-]?\d{2,4}){0,3}" + _END)),
    ("us", re.compile(r"(?<![\w+])(?:\(\d{3}\)[ ]?|\d{3}[ .-])\d{3}[ .-]\d{4}" + _END)),
]
_CHAIN = re.compile(r"(?<![\w+])\+?\d[\d .()-]{5,18}\d" + _END)
_DATE = re.compile(r"\d{1,4}([-./])\d{1,2}\1\d{1,4}")
_PHONE_WORD = re.compile(r"\b(?:ring\w*|telefon\w*|tel|tfn|mobil\w*|sms\w*|swish|whatsapp)\b", re.IGNORECASE)
_PNR = re.compile(r"(?:\d{6}|\d{8})[-+]?\d{4}")


@register
class PhoneDetector(Detector):
    """``phone_nr``: phone-shaped digit chains, or any chain after a phone trigger word."""

    name = "phone"

    def detect(self, doc: Doc) -> Iterator[Span]:
        text, done = doc.text, 0
        for s, _e in digit_runs(doc):
            if s < done:
                continue
            start = s - 1 if s and text[s - 1] in "+(" else s
            m, shape = None, "trigger"
            for name, pattern in _SHAPES:
                m = pattern.match(text, start)
                if m and _plausible(m[0]):
                    shape = name
                    break
            else:
                m = _CHAIN.match(text, start)
            if m is None or not _plausible(m[0]):
                continue
            trigger = near(doc, m.start(), m.end(), PHONE_TRIGGER, before=40, after=5)
            if shape == "trigger" and not trigger:
                continue
            needs_word = shape == "trigger" and doc.pack.phone_chain_needs_phone_word
            if needs_word and not _phone_like(doc, m.start(), m.end(), m[0]):
                continue  # 'mitt nummer (på LMA-kortet) var 14-532817': a number, but no phone number
            done = m.end()
            digits = re.sub(r"\D", "", m[0])
            if (_PNR.fullmatch(m[0]) and all(valid_personnummer(digits))) or (
                not trigger and near(doc, m.start(), m.end(), PERSONID_TRIGGER)
            ):
                rule, reason = "like_personnummer", "phone: phone-shaped, but laid out or named like a personnummer"
            elif shape == "trigger":
                rule, reason = "chain_after_trigger", "phone: digit chain after a phone trigger word"
            else:
                rule = "shape_and_trigger" if trigger else "shape"
                reason = f"phone: {shape} phone number shape" + (" and a trigger word" if trigger else "")
            yield self.span(m.start(), m.end(), "phone_nr", reason, rule, pattern=shape, shape=shape,
                            trigger=trigger, digits=len(digits))


def _phone_like(doc: Doc, start: int, end: int, chain: str) -> bool:
    """A shapeless chain after a trigger is a phone number when it starts like one (0, +) or a phone word
    (not a bare 'nummer', which names card, case and customer numbers as well) is near."""
    return chain.lstrip("(").startswith(("0", "+")) or near(doc, start, end, _PHONE_WORD, before=40, after=5)


def _plausible(chain: str) -> bool:
    """7 to 13 digits and not a date (01-12-2018)."""
    return 7 <= sum(c.isdigit() for c in chain) <= 13 and not _DATE.fullmatch(chain)
