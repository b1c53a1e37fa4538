"""Line numbers of public transport (guidelines 003, 4): only the number, after "buss", "bussen",
"linje", "spårvagn", "tåg", "tunnelbana", "bus", "line", "tram", "route" ("buss 528", "linje 3",
"bus number 42"), before "bus"/"tram" ("the 42 bus"), and "tar 4:an".
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from workbench.detect.base import Detector, register
from workbench.detect.lib.numbers import digit_runs, ends_before, lowered
from workbench.model import Span
from workbench.text import Doc

__all__ = ["TransportNrDetector"]

_WORD_BEFORE = re.compile(
    r"\b(?:buss|bussen|bussarna|linje|linjen|spårvagn|spårvagnen|spårvagnslinje|tåg|tåget|tunnelbana|"
    r"tunnelbanan|pendeltåg|pendeltåget|båt|båten|bus|line|tram|route|train)"
    r"\s+(?:nr\.?\s*|nummer\s+|number\s+|no\.?\s*)?$"
)
_QUICK = re.compile(r"buss|linje|spår|tåg|tunnel|båt|bus|line|tram|route|train")
_NUMBER = re.compile(r"\d{1,4}[a-z]?\b(?![.:,]\d|\s*%)")
_THE_BEFORE = re.compile(r"\b(?:the|take|took|takes|taking)\s+(?:number\s+)?$")
_BUS_AFTER = re.compile(r"[a-z]?\s+(?:bus|tram)\b")
_VERB_BEFORE = re.compile(r"\b(?:tar|tog|ta|åker|åkte|åka|med|hoppa\s+på|hoppade\s+på)\s+(?:\w+\s+)?$")
_COLON_AN = re.compile(r":(?:an|ans|ern|orna)\b")


@register
class TransportNrDetector(Detector):
    """``transport_nr``: the number of a bus, tram, train or metro line."""

    name = "transport_nr"

    def detect(self, doc: Doc) -> Iterator[Span]:
        low = lowered(doc)
        for s, e in digit_runs(doc):
            if e - s > 4:
                continue
            number = _NUMBER.match(low, s)
            if (
                number
                and _QUICK.search(low, max(0, s - 30), s)
                and ends_before(_WORD_BEFORE, doc, s, 30, low)
            ):
                why, score, end = "after a transport word", 0.85, number.end()
            elif number and _BUS_AFTER.match(low, e) and ends_before(_THE_BEFORE, doc, s, 20, low):
                why, score, end = "before 'bus'/'tram'", 0.8, number.end()
            elif _COLON_AN.match(low, e) and ends_before(_VERB_BEFORE, doc, s, 30, low):
                why, score, end = "':an' after 'tar'/'åker'", 0.8, e
            else:
                continue
            yield self.span(s, end, "transport_nr", f"transport: line number {why}", score)
