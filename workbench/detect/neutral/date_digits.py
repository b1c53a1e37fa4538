"""Dates written in digits (guidelines 003, 6): 2018-12-01, 18/01/12, 18.01.12, 12/25/2018 and the Swedish
day/month-year 12/3-2019 always;
01/12 and 180112 / 20181201 only with a date context ("den", "född", "datum", "fyller år", "born", "on the").

A candidate must read as a real calendar date in some order (Y-M-D, D-M-Y, M-D-Y); a digit string
followed by a personnummer tail ("-1234") is left to the personnummer detector.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from workbench.detect.base import Detector, register
from workbench.detect.lib.numbers import digit_runs, personal, valid_date
from workbench.model import Span
from workbench.text import Doc

__all__ = ["DateDigitsDetector"]

_EDGE_L, _EDGE_R = r"(?<![\w.,/+-])", r"(?![\w/+-]|[.,:]\d|-\d)"
_FULL = re.compile(_EDGE_L + r"(\d{1,4})([-./])(\d{1,2})\2(\d{2,4})" + _EDGE_R)
_SV_DMY = re.compile(_EDGE_L + r"(\d{1,2})/(\d{1,2})-(\d{4})" + _EDGE_R)  # 12/3-2019: day/month-year
_SHORT = re.compile(_EDGE_L + r"(\d{1,2})([./])(\d{1,2})" + _EDGE_R)
_SOLID = re.compile(r"(?<![\w+-])(\d{6}|\d{8})(?![\w+-]|[.,:]\d|\s?\d)")
_CONTEXT = re.compile(
    r"\b(?:den|datum|född|föddes|födelsedag\w*|födelsedatum|fyll(?:er|de)\s+(?:\d{1,3}\s+)?år|date|born|birthday|on|dated|"
    r"sedan|since|från|from|till|until)\s+(?:the\s+|är\s+|is\s+|:\s*)?$",
    re.IGNORECASE,
)


def _readable(parts: tuple[str, str, str], us: bool = True) -> bool:
    """True when the three digit groups form a date as Y-M-D, D-M-Y or (``us``) M-D-Y."""
    a, b, c = (int(p) for p in parts)

    def year(v: int, s: str) -> int:
        return v if len(s) == 4 else 2000 + v

    return (valid_date(year(a, parts[0]), b, c) if len(parts[2]) <= 2 else False) or (
        len(parts[0]) <= 2
        and (valid_date(year(c, parts[2]), b, a) or (us and valid_date(year(c, parts[2]), a, b)))
    )


@register
class DateDigitsDetector(Detector):
    """``date_digits``: a whole date in digits; the operator turns every digit to 1."""

    name = "date_digits"

    def detect(self, doc: Doc) -> Iterator[Span]:
        text = doc.text
        starts = [s for s, e in digit_runs(doc) if e - s <= 4 or e - s in (6, 8)]
        for m in (_FULL.match(text, s) or _SV_DMY.match(text, s) for s in starts):
            if m is None:
                continue
            parts = (m[1], m[3], m[4]) if m.re is _FULL else (m[1], m[2], m[3])
            if _readable(parts, us=m.re is _FULL and m[2] == "/") and not (len(parts[0]) == 3 or len(parts[2]) == 3):
                mine = personal(doc, m.start())
                yield self.span(
                    m.start(),
                    m.end(),
                    "date_digits",
                    "date: day, month and year in digits" + (", first person" if mine else ""),
                    "full_first_person" if mine else "full",
                    pattern="full",
                    first_person=mine,
                )
        for pattern, name in ((_SHORT, "short"), (_SOLID, "solid")):
            for m in (pattern.match(text, s) for s in starts):
                if m is None or not _CONTEXT.search(text, max(0, m.start() - 25), m.start()):
                    continue
                s = m[0]
                ok = (
                    (1 <= int(m[1]) <= 31 and 1 <= int(m[3]) <= 31 and min(int(m[1]), int(m[3])) <= 12)
                    if name == "short"
                    else _readable(
                        (s[:-4], s[-4:-2], s[-2:])
                        if len(s) == 8 and s[:2] in ("19", "20")
                        else (s[:2], s[2:4], s[4:])
                    )
                )
                if ok:
                    yield self.span(
                        m.start(),
                        m.end(),
                        "date_digits",
                        f"date: digits after a date word ({name} form)",
                        f"{name}_after_date_word",
                        pattern=name,
                        trigger=True,
                    )
