"""Time expressions relative to the writer's life: past_timepoint ('för tre år sedan', 'i fjol', 'förra
året', 'three years ago'), future_timepoint ('nästa år', 'om två år', 'next summer') and time_span ('i fem
år', 'for two years'). Mark-only labels (kept, flagged for a reviewer), so a modest score (0.6), and only in
sentences about the writer or their family: 'för tre år sedan kom jag till Sverige', not 'för hundra år
sedan var Sverige fattigt'. Years ('sedan 2015') are left to the year detector.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from workbench.detect.base import Detector, register
from workbench.detect.lib.numbers import lowered
from workbench.model import Span
from workbench.resources.marks import sentence_view
from workbench.text import Doc

__all__ = ["TimepointDetector"]

_SV_NUM = (
    r"(?:ett|en|två|tre|fyra|fem|sex|sju|åtta|nio|tio|elva|tolv|tretton|fjorton|femton|sexton|sjutton|"
    r"arton|nitton|tjugo\w*|trettio|\d{1,2}|några|flera|många|par|ett\s+par|ett\s+halvt|"
    r"ett\s+och\s+ett\s+halvt|snart\s+\w+|nästan\s+\w+|över\s+\w+|drygt\s+\w+|cirka\s+\w+|ca\s+\w+)"
)
_SV_UNIT = r"(?:år|månad|månader|månaden|veckor|vecka|veckan|dagar|dag|timmar)"
_SV_SEASON = r"(?:året|månaden|veckan|sommaren|vintern|hösten|våren|terminen|julen|helgen|läsåret)"
_EN_NUM = (
    r"(?:a|an|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|\d{1,2}|"
    r"a\s+few|a\s+couple\s+of|several|many|almost\s+\w+|over\s+\w+|about\s+\w+|nearly\s+\w+)"
)
_EN_UNIT = r"(?:years?|months?|weeks?|days?)"
_EN_SEASON = r"(?:year|month|week|summer|winter|spring|autumn|fall|semester|term|weekend)"

_SV_UNITS = ("år", "månad", "veck", "dag", "timmar")  # one of these is in every match of _SV_UNIT
_EN_UNITS = ("year", "month", "week", "day")

#: (label, words one of which every match contains in lower case, pattern)
_PATTERNS: dict[str, list[tuple[str, tuple[str, ...], re.Pattern[str]]]] = {
    "sv": [
        ("past_timepoint", ("sedan", "sen"),
         re.compile(rf"\bför\s+{_SV_NUM}\s+{_SV_UNIT}\s+(?:sedan|sen)\b", re.I)),
        ("past_timepoint", ("fjol", "förra"),
         re.compile(rf"\b(?:i\s*fjol|(?:förr)?förra\s+{_SV_SEASON})", re.I)),
        ("past_timepoint", ("höstas", "våras", "somras", "vintras", "julas", "påskas"),
         re.compile(r"\bi\s+(?:höstas|våras|somras|vintras|julas|påskas)\b", re.I)),
        ("future_timepoint", ("nästa",),
         re.compile(r"\bnästa\s+(?:år|månad|vecka|sommar|vinter|höst|vår|termin|helg)\b", re.I)),
        ("future_timepoint", _SV_UNITS, re.compile(rf"\bom\s+{_SV_NUM}\s+{_SV_UNIT}\b", re.I)),
        ("time_span", _SV_UNITS, re.compile(rf"\bi\s+{_SV_NUM}\s+{_SV_UNIT}\b", re.I)),
        ("time_span", ("under",),
         re.compile(rf"\bunder\s+(?:många|flera|några|ett\s+par|hela)\s+{_SV_UNIT}\b", re.I)),
    ],
    "en": [
        ("past_timepoint", ("ago",), re.compile(rf"\b{_EN_NUM}\s+{_EN_UNIT}\s+ago\b", re.I)),
        ("past_timepoint", ("last",), re.compile(rf"\blast\s+{_EN_SEASON}\b", re.I)),
        ("future_timepoint", ("next",), re.compile(rf"\bnext\s+{_EN_SEASON}\b", re.I)),
        ("future_timepoint", _EN_UNITS, re.compile(rf"\bin\s+{_EN_NUM}\s+{_EN_UNIT}(?:'?\s+time)?\b", re.I)),
        ("time_span", _EN_UNITS,
         re.compile(rf"\bfor\s+(?:the\s+(?:past|last)\s+)?{_EN_NUM}\s+{_EN_UNIT}\b", re.I)),
    ],
}
#: re.IGNORECASE also reads these as s and i, where the lowercased text does not: no quick word check then
_ODD = ("ſ", "ı", "İ")
#: every match of the patterns above is made of these characters only, so it lies inside one maximal stretch
#: of them: the patterns run on the stretches that hold one of their words, not on the whole essay
_STRETCH = re.compile(r"[\w\s'’]*")


def _stretch_end(text: str, p: int) -> int:
    """Where the stretch from ``p`` ends (``_STRETCH`` matches the empty string, so it always matches)."""
    m = _STRETCH.match(text, p)
    return p if m is None else m.end()


def _stretches(text: str, low: str, words: tuple[str, ...]) -> list[tuple[int, int]]:
    """The maximal stretches of word characters, white space and apostrophes that hold one of ``words``
    (found in ``low``, the lowercased text), in order."""
    found: set[tuple[int, int]] = set()
    backwards = text[::-1]
    n = len(text)
    for w in words:
        p = low.find(w)
        while p >= 0:
            start = n - _stretch_end(backwards, n - p)
            found.add((start, _stretch_end(text, p)))
            p = low.find(w, p + 1)
    return sorted(found)


@register
class TimepointDetector(Detector):
    """Relative time points and spans in sentences about the writer."""

    name = "timepoints"

    def detect(self, doc: Doc) -> Iterator[Span]:
        lang = doc.lang  # the patterns of each language pack (sv, en) are above
        view = sentence_view(doc)
        if not {"first", "family"}.intersection(view.about):
            return  # no sentence about the writer
        low = lowered(doc)
        quick = not any(c in low for c in _ODD)
        taken: list[tuple[int, int]] = []
        for label, words, pattern in _PATTERNS[lang]:
            # no match without one of these words: only the stretches that hold one are looked at
            stretches = _stretches(doc.text, low, words) if quick else [(0, len(doc.text))]
            for m in (m for a, b in stretches for m in pattern.finditer(doc.text, a, b)):
                if any(m.start() < b and a < m.end() for a, b in taken):
                    continue
                i = doc.token_index(m.start())
                if i >= len(doc.tokens) or view.about[view.sentence_of[i]] not in ("first", "family"):
                    continue
                taken.append((m.start(), m.end()))
                yield self.span(m.start(), m.end(), label, f"'{label.replace('_', ' ')}' in a sentence about "
                                "the writer", label, pattern=label, about=view.about[view.sentence_of[i]])
