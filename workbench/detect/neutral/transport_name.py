"""Named transport lines and systems -> transport_name ('gröna linjen', 'Tvärbanan', 'Pågatågen').

Words for a kind of transport (tunnelbana, buss, pendeltåg) are not names and are left alone, as the
guidelines say; line numbers (buss 528) are transport_nr, found elsewhere.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from functools import lru_cache

from workbench.detect.base import Detector, register
from workbench.detect.lib.gazetteer import analyse
from workbench.model import Span
from workbench.resources import patterns
from workbench.text import Doc

__all__ = ["TransportNameDetector"]

#: 'blå linjen', 'Röda linjen', 'gula linjen': a colour before 'linjen' names a metro or tram line
_COLOUR_LINE = re.compile(
    r"\b(?:gröna|röda|blå|blåa|gula|orange|lila|rosa|bruna|svarta|vita)\s+linjen\b", re.IGNORECASE
)


@lru_cache(maxsize=1)
def _single_words() -> dict[str, str]:
    return {p.text.lower(): p.text for p in patterns() if p.kind == "transport" and " " not in p.text}


@register
class TransportNameDetector(Detector):
    name = "transport_name"

    def detect(self, doc: Doc) -> Iterator[Span]:
        seen: set[int] = set()
        for h in analyse(doc):
            if h.extra.get("multi") == "transport":
                seen.add(h.start)
                yield self.span(h.start, h.end, "transport_name", f"transport list ({h.base})", "listed",
                                list="transport", cap=h.cap)
        lowered = doc.text.lower()
        for m in _COLOUR_LINE.finditer(doc.text) if "linjen" in lowered else ():
            if m.start() not in seen:
                yield self.span(
                    m.start(), m.end(), "transport_name", "colour + 'linjen'", "colour_line", pattern="colour"
                )
        names = _single_words()
        for i in doc.positions(names.keys()):  # the tokens whose lowercased text is a listed name
            tok, key = doc.tokens[i], doc.lowers[i]
            if len(key) > 3 or tok.text.isupper():
                yield self.span(
                    tok.start,
                    tok.end,
                    "transport_name",
                    f"transport list ({names[key]})",
                    "listed" if tok.is_capitalized else "listed_lowercase",
                    list="transport",
                    cap=tok.is_capitalized,
                )
