"""Other personal digit sequences (guidelines 003, 13): membership, customer, ticket, student numbers
("medlemsnummer 4711-22", "student id 20231234") and, at a low score, any remaining chain of 6+ digits
or a delimited chain in a first-person sentence. Amounts ("100 000 kronor", "1 500 invånare") are not.

Scores stay below the specific detectors (phone, personnummer, date, account), so overlap resolution
leaves this label only to sequences nothing else explains.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from workbench.detect.base import Detector, register
from workbench.detect.lib.numbers import UNIT_AFTER, digit_runs, ends_before, lowered, personal
from workbench.model import Span
from workbench.text import Doc

__all__ = ["OtherNrSeqDetector"]

_TRIGGER = re.compile(
    r"\b(?:medlemsnummer|medlemsnr|kundnummer|kundnr|ordernummer|ordernr|elevnummer|elevnr|"
    r"elev-?id|biljettnummer|ärendenummer|referensnummer|bokningsnummer|anställningsnummer|"
    r"id-?nummer|lånekort\w*|student\s*(?:id|number|no\.?)|membership\s+(?:number|no\.?|id)|"
    r"member\s+(?:number|no\.?|id)|customer\s+(?:number|no\.?|id)|ticket\s+(?:number|no\.?)|"
    r"order\s+(?:number|no\.?)|booking\s+(?:number|reference)|reference\s+number|"
    r"employee\s+(?:number|id))\s*(?:är|is|:|#)?\s*$",
)
#: a part of every trigger: a cheap test before the trigger's search ("booking reference" has no "number")
_QUICK = re.compile(r"nummer|nr|id|kort|number|no|reference")
_CHAIN = re.compile(r"(?<![\w+.,])\d+(?:[-/ ]\d+)*(?![\w]|[.,]\d)")
_THOUSANDS = re.compile(r"\d{1,3}(?: \d{3})+")


@register
class OtherNrSeqDetector(Detector):
    """``other_nr_seq``: a digit chain after an id trigger word, or an unexplained long chain."""

    name = "other_nr_seq"

    def detect(self, doc: Doc) -> Iterator[Span]:
        text, low, done = doc.text, lowered(doc), 0
        for s, _e in digit_runs(doc):
            m = _CHAIN.match(text, s) if s >= done else None
            if m is None:
                continue
            done = m.end()
            chain, digits = m[0], sum(c.isdigit() for c in m[0])
            if (
                digits >= 3
                and _QUICK.search(low, max(0, s - 50), s)
                and ends_before(_TRIGGER, doc, s, 50, low)
            ):
                yield self.span(
                    *m.span(),
                    "other_nr_seq",
                    "number: digit chain after an id trigger word",
                    "after_trigger",
                    pattern="trigger",
                    trigger=True,
                    digits=digits,
                )
            elif (
                digits < 5
                or UNIT_AFTER.match(text, m.end())
                or (_THOUSANDS.fullmatch(chain) and re.match(r"[ ]+[a-zåäö]", text[m.end() : m.end() + 2]))
            ):
                continue
            elif chain.isdigit() and digits >= 6:
                yield self.span(
                    *m.span(),
                    "other_nr_seq",
                    "number: 6 or more digits, no other reading",
                    "long",
                    pattern="long",
                    digits=digits,
                )
            elif not chain.isdigit() and personal(doc, s):
                yield self.span(
                    *m.span(),
                    "other_nr_seq",
                    "number: delimited digit chain in a first-person sentence",
                    "chain_first_person",
                    pattern="chain",
                    digits=digits,
                    first_person=True,
                )
