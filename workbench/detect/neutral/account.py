"""Bank account numbers (guidelines 003, 11): IBAN (SE45 5000 0000 0583 9825 7466, checked mod 97) and
Swedish accounts, bankgiro and plusgiro numbers after a trigger word ("konto", "kontonummer",
"clearingnummer", "bankgiro", "plusgiro", "account", "sort code"): "8327-9, 123 456 789-0",
"1234-12 345 67", "bankgiro 123-4567".
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from workbench.detect.base import Detector, register
from workbench.detect.lib.numbers import UNIT_AFTER, digit_runs, ends_before, lowered
from workbench.model import Span
from workbench.text import Doc

__all__ = ["AccountDetector"]

_IBAN = re.compile(r"\b[A-Z]{2}\d{2}(?:[ ]?[A-Z0-9]{4}){2,7}(?:[ ]?[A-Z0-9]{1,3})?\b")
_TRIGGER = re.compile(
    r"\b(?:\w*konto(?!r)\w*|kontonr|clearing\w*|bankgiro\w*|plusgiro\w*|bg|pg|iban|"
    r"(?:bank\s+)?account(?:\s+(?:number|no\.?|nr))?|acc\.?\s*no\.?|sort\s+code)\b[^0-9\n]{0,30}$"
)
#: a part of every _TRIGGER word ('acc' and 'sort' as 'account', 'acc no', 'sort code': 'access', 'accept' and
#: 'sorts' let digit runs through to _TRIGGER)
_QUICK = re.compile(r"konto|giro|clearing|iban|acc(?:ount|\.?\s*no)|sort\s+code|bg|pg")
_CHAIN = re.compile(r"(?<![\w+])\d+(?:(?:[-–./]|,?[ ])\d+)*(?![\w])")


def _iban_ok(s: str) -> bool:
    s = s.replace(" ", "")
    return int("".join(str(int(c, 36)) for c in s[4:] + s[:4])) % 97 == 1


@register
class AccountDetector(Detector):
    """``account_nr``: an IBAN, or a digit chain of 5+ digits within 30 characters after a trigger word."""

    name = "account"

    def detect(self, doc: Doc) -> Iterator[Span]:
        text, low, done = doc.text, lowered(doc), 0
        for s, e in digit_runs(doc):
            iban = _IBAN.match(text, s - 2) if e - s >= 2 and s >= 2 and text[s - 2 : s].isupper() else None
            if iban and sum(c.isdigit() for c in iban[0]) >= 12:
                ok = _iban_ok(iban[0])
                done = iban.end()
                # a mistyped or made-up IBAN still names an account, and its shape is specific enough to win
                # over the phone number or year inside it ('TR12 0006 2000 4410 0006 2987 53')
                why = "valid checksum" if ok else "checksum fails"
                yield self.span(*iban.span(), "account_nr", f"account: IBAN, {why}",
                                "iban_valid" if ok else "iban_bad_checksum", pattern="iban", checksum=ok)
                continue
            quick = _QUICK.search(low, max(0, s - 60), s)
            m = _CHAIN.match(text, s) if s >= done and quick else None
            if m is None or UNIT_AFTER.match(text, m.end()) or not ends_before(_TRIGGER, doc, s, 60, low):
                continue
            done = m.end()
            if sum(c.isdigit() for c in m[0]) >= 5:
                yield self.span(
                    *m.span(),
                    "account_nr",
                    "account: digit chain after an account trigger word",
                    "chain_after_trigger",
                    pattern="trigger",
                    trigger=True,
                )
