"""Postcodes (guidelines 003, 2): Swedish 123 45 / 12345 / SE-123 45 followed by a town name (a city too) or after
"postnummer"; in English essays also UK (SW1A 1AA; the outward code alone after a UK town, London N17) and US
(CA 90210, after a state code): rows of resources/number_patterns.tsv. Not any 5-digit number: "12345 kronor" or
a lone "10000" is not a postcode.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from wordfreq import zipf_frequency

from workbench.detect.base import Detector, register
from workbench.detect.lib.numbers import UNIT_AFTER, digit_runs, ends_before
from workbench.detect.neutral.patterns import table_spans
from workbench.model import Span
from workbench.resources import places
from workbench.text import Doc

__all__ = ["ZipCodeDetector"]

_SE = re.compile(r"(?<![\w-])(?:(?:SE|S)-?[ ]?)?[1-9]\d{2}[ ]?\d{2}(?![\w-]|[.,]\d)")
_TOWN = re.compile(r"[ ]+[A-ZÅÄÖ][a-zåäöé]+")
_TRIGGER = re.compile(
    r"\b(?:postnummer|postnr|postnumret|post\s*code|postcode|zip(?:\s*code)?)\b\s*(?:är|is|:)?\s*$",
    re.IGNORECASE,
)
#: a word after a postcode this common (Zipf) that no place list holds is no town ('Hej', 'Tack', 'Mamma')
_COMMON_ZIPF = 4.5
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
            town = _TOWN.match(text, m.end()) if not UNIT_AFTER.match(text, m.end()) else None
            prefixed = not m[0][0].isdigit()
            if trigger or (town and (doc.pack.postcode_before_town or prefixed or " " in m[0])):
                why = "a postcode trigger word" if trigger else "a town name after it"
                yield self.span(
                    m.start(),
                    m.end(),
                    "zip_code",
                    f"zip: Swedish postcode shape and {why}",
                    "se_prefixed_or_trigger" if prefixed or trigger else "se_before_town",
                    pattern="se",
                    prefixed=prefixed,
                    trigger=bool(trigger),
                )
                if town is not None:
                    yield from self._town(doc, town)
        yield from table_spans(self, doc)  # UK and US postcodes in English essays (resources/number_patterns.tsv)

    def _town(self, doc: Doc, town: re.Match[str]) -> Iterator[Span]:
        """The post town right after a postcode ('Björkvägen 7B, 123 45 Farsta', '111 22 Stockholm'): a place a
        list holds or a word that is no common one ('123 45 Hej', '100 00 Tack' are none). Its score (the rule's
        weight, resources/scores.tsv) wins over the place list's, and the model does not judge this rule's
        spans, so a town in an address is replaced even where the town alone reads as general knowledge."""
        word = town[0].lstrip()
        low = word.lower()
        if low in places() or zipf_frequency(low, doc.lang) < _COMMON_ZIPF:
            yield self.span(town.end() - len(word), town.end(), "city", "town after a postcode", "town_after_postcode",
                            pattern="se", trigger="postcode")
