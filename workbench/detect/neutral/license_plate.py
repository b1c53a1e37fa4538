"""Licence and certificate numbers (guidelines 003, 12): Swedish number plates ABC 123 / ABC 12A and UK ones
AA99 AAA (upper case anywhere, any case next to "registreringsnummer", "regnr", "bil", "plate"), and a code
with digits after "körkortsnummer", "passnummer", "licence number", "passport number".
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from workbench.detect.base import Detector, register
from workbench.detect.lib.numbers import digit_runs, ends_before, lowered, near
from workbench.model import Span
from workbench.text import Doc

__all__ = ["LicensePlateDetector"]

#: Swedish ABC 123 / ABC 12A, and the current UK format AA99 AAA (no such shape in TAB's train and dev texts)
_PLATE = re.compile(
    r"(?<![\w-])(?:[A-Za-zÅÄÖåäö]{3}[ -]?\d{2}[\dA-Za-z]|[A-Za-z]{2}\d{2} ?[A-Za-z]{3})(?![\w-])"
)
_PLATE_TRIGGER = re.compile(
    r"\b(?:registreringsnummer\w*|regnr|reg\.?\s*nr|reg\.?\s*nummer|skylt\w*|nummerplåt\w*|plate|plates|"
    r"registration|license\s+plate)\b",
    re.IGNORECASE,
)
_CAR = re.compile(r"\b(?:bil|bilen|bilar|bilens|car|cars|my\s+car)\b", re.IGNORECASE)
_CERT = re.compile(
    r"\b(?:körkortsnummer|körkortsnr|passnummer|passnr|licensnummer|certifikatnummer|"
    r"licen[cs]e\s+(?:number|no\.?)|passport\s+(?:number|no\.?)|driver'?s\s+licen[cs]e(?:\s+number)?)"
    r"\s*(?:är|is|:)?\s*([a-z0-9]*)$"
)
#: one of them is in every _CERT trigger ('no' and 'number' only with 'licen' or 'passport' before them: as
#: words of their own they let most digit runs of an English essay through to _CERT)
_QUICK = re.compile(r"nummer|nr|licen|passport")
_CODE = re.compile(r"[A-Za-z0-9]*\d[A-Za-z0-9]*(?:[ -][A-Za-z0-9]*\d[A-Za-z0-9]*)*")


@register
class LicensePlateDetector(Detector):
    """``license_nr``: number plates and licence/passport numbers; the operator writes ABC 000."""

    name = "license_plate"

    def detect(self, doc: Doc) -> Iterator[Span]:
        text, runs, taken = doc.text, digit_runs(doc), set()
        plates = (_PLATE.match(text, s - k) for s, e in runs if e - s in (2, 3) and s >= 2 for k in (4, 3, 2) if s >= k)
        for m in plates:
            if m is None or m.start() in taken:
                continue
            taken.add(m.start())
            upper, glued = m[0][:3].isupper(), m[0][3].isdigit()
            trigger = near(doc, m.start(), m.end(), _PLATE_TRIGGER, before=50, after=20)
            car = trigger or near(doc, m.start(), m.end(), _CAR, before=50, after=20)
            if upper and car:
                rule, why = "plate_car_word", "number plate shape and a car word"
            elif upper:
                rule, why = "plate_upper", "upper-case number plate shape"
            elif trigger or (glued and car and m[0][:3].islower()):
                rule, why = "plate_lower_plate_word", "lower-case number plate shape and a plate word"
            else:
                continue
            yield self.span(m.start(), m.end(), "license_nr", f"licence: {why}", rule, pattern="plate", upper=upper,
                            trigger=trigger, car_word=car)
        for s, _e in runs:
            quick = _QUICK.search(lowered(doc), max(0, s - 60), s)
            cert = ends_before(_CERT, doc, s, 60, lowered(doc)) if quick else None
            code = _CODE.match(text, cert.start(1)) if cert else None
            if code and code.start() not in taken and sum(c.isdigit() for c in code[0]) >= 4:
                taken.add(code.start())
                yield self.span(
                    *code.span(),
                    "license_nr",
                    "licence: code after a licence or passport trigger",
                    "code_after_trigger",
                    pattern="certificate",
                    trigger=True,
                )
