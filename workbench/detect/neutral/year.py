"""Years tied to the writer (guidelines 003, 6): "född 1998", "kom till Sverige 2015", "in 2019 I moved",
"since 2016" in a first-person sentence. Context decides: "år 1998 föll muren" (no first person, no
personal trigger) is not flagged; amounts ("2000 kronor") and decades ("1990-talet", "2000 talet", "1990s")
never are. In Swedish the year's clause, not its whole sentence, must hold the first person, and a
personal trigger counts only beside a person ("i 2004 börjar folk använda Facebook, om jag ska berätta",
"(Språkporten, 2012)", "Facebook kom till Sverige 2004" are no years of the writer: _year_clause).
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from workbench.detect.base import Detector, register
from workbench.detect.lib.numbers import UNIT_AFTER, digit_runs, near, personal
from workbench.model import Span
from workbench.text import Doc

__all__ = ["YearDetector"]

# not part of a date or a longer number: "2018-12-01", "01.12.2018" are date_digits; "2015-2018" are years
_YEAR = re.compile(
    r"(?<![\w+$€£])(?<!(?<!\d)\d[-./])(?<!(?<!\d)\d\d[-./])(?<!\d[.,:])"
    r"(?:19\d\d|20[0-4]\d)(?![\w%]|[.,:/]\d|[-.]\d{1,2}\b|-?tal|\s-?tal(?:et)?\b|'?s\b|’s\b)"
)
_TRIGGER = re.compile(
    r"\b(?:född|föddes|födelseår|flyttade|flydde|anlände|gifte|skilde|tog\s+examen|kom\s+till\s+sverige|"
    r"born|moved|arrived|married|divorced|graduated|immigrated|fled)\b",
    re.IGNORECASE,
)
_HOUR = re.compile(r"\b(?:klockan|kl\.?|at)\s*$", re.IGNORECASE)


@register
class YearDetector(Detector):
    """``year``: a four-digit year 1900-2049 in a first-person sentence or after a personal trigger."""

    name = "year"

    def detect(self, doc: Doc) -> Iterator[Span]:
        text = doc.text
        for s, e in digit_runs(doc):
            m = _YEAR.match(text, s) if e - s == 4 else None
            if m is None:
                continue
            if UNIT_AFTER.match(text, m.end()) or _HOUR.search(text, max(0, m.start() - 9), m.start()):
                continue
            trigger = near(doc, m.start(), m.end(), _TRIGGER, before=35, after=30, sentence=True)
            tied = doc.pack.year_ties(doc, m.start())  # Swedish: the year's clause ties it to the writer
            if tied is not None:
                mine, person = tied
                trigger = trigger and (mine or person)
            else:
                mine = personal(doc, m.start())
            if mine and trigger:
                yield self.span(m.start(), m.end(), "year", "year: first person and a personal trigger word",
                                "first_person_and_trigger", first_person=True, trigger=True)
            elif mine:
                yield self.span(m.start(), m.end(), "year", "year: in a first-person sentence", "first_person",
                                first_person=True)
            elif trigger:
                yield self.span(m.start(), m.end(), "year", "year: personal trigger word, no first person",
                                "trigger", trigger=True)
