"""The preposition a place surrogate needs: "bor på Gotland" -> "bor på Öland", or "bor i Dalarna" when
the surrogate is no island (issue 17.2; guidelines 003, principle 2: prepositions depend on the place).

Swedish only, and only "i" and "på" directly before a place span (city, country, region, area, geo,
place). The preposition a name takes comes from workbench.pseudonymize.lexicon.place_kind ("på" for
islands, mountains, squares, stations ...; "i" for cities, countries, provinces, parks ...; either for
lakes, streets and districts). The written preposition is rewritten only when the surrogate demands the
other one and the learner's preposition was right (or either) for the original: a learner's own error
("bor på Stockholm") is data and stays. Operators prefer surrogates that take the written preposition
(``fits``), so a rewrite is the exception. A rewrite is a replacement like any other: it is in the
rendered essay's ``aligned`` list as a span with the attribute ``preposition`` (its label and number
those of its place) and in the key, so reidentify restores it.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from workbench.model import Span
from workbench.pseudonymize.lexicon import PREPOSITIONS, place_kind

__all__ = ["PLACE_LABELS", "PREPOSITION", "fits", "rewrites", "written_preposition"]

PLACE_LABELS = frozenset({"city", "country", "region", "area", "geo", "place"})
#: the attribute of the span of a rewritten preposition
PREPOSITION = "preposition"
_BEFORE = re.compile(r"(?:^|(?<=\W))(i|på)[ \t]+$", re.I)


def written_preposition(text: str, span: Span) -> tuple[int, int, str] | None:
    """(start, end, word) of "i"/"på" right before ``span`` (one run of spaces between), or None."""
    m = _BEFORE.search(text, max(0, span.start - 12), span.start)
    return (m.start(1), m.end(1), m.group(1)) if m else None


def _needs(name: str, label: str) -> str:
    return place_kind(name, label)[1]


def fits(candidate: str, original: str, label: str, written: str | None) -> bool:
    """Does ``candidate`` read right where the learner wrote ``written`` before ``original``: same kind of
    place, and a preposition that stays right (or that was wrong for the original anyway)?"""
    kind, prep = place_kind(candidate, label)
    was_kind, was = place_kind(original, label)
    if kind != was_kind:
        return False
    low = (written or "").lower()
    if low not in PREPOSITIONS or was not in ("", low):  # none, or the learner's own: any will do
        return True
    return prep in ("", low)


def rewrites(text: str, lang: str, chosen: Sequence[tuple[Span, str, str]]) -> list[tuple[Span, str]]:
    """The prepositions to rewrite for the place surrogates ``chosen`` ((span, original, surrogate), both
    in their base form: no genitive), as (span over the preposition, new preposition) pairs."""
    if lang != "sv":
        return []
    out = []
    for span, original, surrogate in chosen:
        if span.label not in PLACE_LABELS or PREPOSITION in span.attributes:
            continue
        found = written_preposition(text, span)
        if found is None:
            continue
        start, end, word = found
        was, needs = _needs(original, span.label), _needs(surrogate, span.label)
        low = word.lower()
        if not needs or needs == low or was not in ("", low):
            continue
        new = needs.capitalize() if word[:1].isupper() else needs
        out.append((Span(start, end, span.label, frozenset({PREPOSITION}), span.number, source="preposition"), new))
    return out
