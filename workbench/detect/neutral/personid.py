"""Swedish personnummer and samordningsnummer (guidelines 003, 10): YYMMDD-NNNC, YYYYMMDD-NNNC, with
"-", "+" (over 100), a space (only next to a trigger word) or nothing between; day + 60 for a
samordningsnummer. A valid Luhn checksum is strong evidence; a failing one counts next to "personnummer" or with
the personnummer's own '-' or '+' after a valid date ("Mariam Tadesse, 19990101-1234": learners mistype or make
one up, the number is still personal and tells the date of birth; review 22 found it released).
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from workbench.detect.base import Detector, register
from workbench.detect.lib.numbers import PERSONID_TRIGGER, PHONE_TRIGGER, digit_runs, near, valid_personnummer
from workbench.model import Span
from workbench.text import Doc

__all__ = ["PersonIdDetector"]

_PNR = re.compile(r"(?<![\w+-])((?:19|20)?\d{6})([-+ ]?)(\d{4})(?![\w-]|[.,]\d)")


@register
class PersonIdDetector(Detector):
    """``personid_nr``: 10 or 12 digits with a plausible birth date, scored by checksum and context."""

    name = "personid"

    def detect(self, doc: Doc) -> Iterator[Span]:
        for s, e in digit_runs(doc):
            m = _PNR.match(doc.text, s) if e - s in (6, 8, 10, 12) else None
            if m is None:
                continue
            digits = m[1] + m[3]
            if len(digits) == 12 and digits[:2] not in ("19", "20"):
                continue
            date_ok, luhn = valid_personnummer(digits)
            trigger = near(doc, m.start(), m.end(), PERSONID_TRIGGER, before=50, after=10)
            if not date_ok or (m[2] == " " and not trigger):
                continue
            kind = "samordningsnummer" if int(digits[-6:-4]) > 60 else "personnummer"
            phone = None
            if luhn and (m[2] or trigger):
                rule = "valid_checksum_trigger" if trigger else "valid_checksum"
                why = "valid checksum" + (" and a trigger word" if trigger else "")
            elif luhn:
                phone = near(doc, m.start(), m.end(), PHONE_TRIGGER, before=40, after=5)
                rule = "undelimited_phone_word" if phone else "undelimited"
                why = "valid checksum, no delimiter" + (" (phone trigger nearby)" if phone else "")
            elif trigger:
                rule, why = "trigger_bad_checksum", "trigger word, but the checksum fails"
            elif m[2] in ("-", "+"):
                rule, why = "delimited_bad_checksum", "the shape of one, with its '-', but the checksum fails"
            else:
                continue
            yield self.span(m.start(), m.end(), "personid_nr", f"{kind}: {why}", rule, kind=kind, checksum=luhn,
                            trigger=trigger, delimiter=m[2] or None, phone_word=phone)
