"""Postcodes (guidelines 003, 2): Swedish 123 45 / 12345 / SE-123 45 followed by a town name or after
"postnummer"; in English essays also UK (SW1A 1AA) and US (CA 90210, after a state code or "zip").
Not any 5-digit number: "12345 kronor" or a lone "10000" is not a postcode.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from workbench.detect.base import Detector, register
from workbench.detect.lib.numbers import UNIT_AFTER, digit_runs, ends_before
from workbench.model import Span
from workbench.text import Doc

__all__ = ["ZipCodeDetector"]

_SE = re.compile(r"(?<![\w-])(?:(?:SE|S)-?[ ]?)?[1-9]\d{2}[ ]?\d{2}(?![\w-]|[.,]\d)")
_TOWN = re.compile(r"[ ]+[A-ZÅÄÖ][a-zåäöé]+")
_TRIGGER = re.compile(
    r"\b(?:postnummer|postnr|postnumret|post\s*code|postcode|zip(?:\s*code)?)\b\s*(?:är|is|:)?\s*$",
    re.IGNORECASE,
)
_UK = re.compile(r"\b[A-Z]{1,2}\d[A-Z\d]?[ ]?\d[A-Z]{2}\b")
_US = re.compile(r"(?<=\b[A-Z]{2} )(\d{5}(?:-\d{4})?)\b")
_PREFIX = re.compile(r"(?<![\w-])(?:SE|S)-?[ ]?$")


@register
class ZipCodeDetector(Detector):
    """``zip_code``: a postcode with a town after it or a postcode trigger before it."""

    name = "zip_code"

    def detect(self, doc: Doc) -> Iterator[Span]:
        text, runs = doc.text, digit_runs(doc)
        for s, e in runs:
            if e - s not in (3, 5):
                continue
            prefix = ends_before(_PREFIX, doc, s, 4, text)
            m = _SE.match(text, prefix.start() if prefix else s)
            if m is None:
                continue
            trigger = _TRIGGER.search(text, max(0, m.start() - 25), m.start())
            town = _TOWN.match(text, m.end()) and not UNIT_AFTER.match(text, m.end())
            prefixed = not m[0][0].isdigit()
            if trigger or (town and (doc.pack.postcode_before_town or prefixed or " " in m[0])):
                why = "a postcode trigger word" if trigger else "a town name after it"
                yield self.span(
                    m.start(),
                    m.end(),
                    "zip_code",
                    f"zip: Swedish postcode shape and {why}",
                    0.9 if prefixed or trigger else 0.8,
                    pattern="se",
                )
        if doc.pack.uk_us_postcodes:
            uk = (_UK.match(text, max(0, s - k)) for s, _e in runs for k in (1, 2))
            for m in {m.span(): m for m in uk if m}.values():
                yield self.span(m.start(), m.end(), "zip_code", "zip: UK postcode shape", 0.75, pattern="uk")
            for m in (_US.match(text, s) for s, e in runs if e - s == 5):
                if m:
                    yield self.span(
                        *m.span(1), "zip_code", "zip: five digits after a US state code", 0.75, pattern="us"
                    )
