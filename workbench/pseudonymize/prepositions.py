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

The kind of the original is the one the text shows (``kind_at``): the lists' kind when they know the
name, else what its context says: a place followed by a house number is a street ("Burocentrum 7"), and
a Swedish name labelled city that the gazetteer knows as no city and the learner put "på" before is a
city part ("i Karlstad, på Herrhagen": 003 labels city parts city), so it gets a district, not a city.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from workbench import resources as R
from workbench.model import Span
from workbench.pseudonymize.lexicon import PREPOSITIONS, default_kind, place_kind

__all__ = ["PLACE_LABELS", "PREPOSITION", "fits", "kind_at", "rewrites", "written_preposition"]

PLACE_LABELS = frozenset({"city", "country", "region", "area", "geo", "place"})
#: the attribute of the span of a rewritten preposition
PREPOSITION = "preposition"
_BEFORE = re.compile(r"(?:^|(?<=\W))(i|på)[ \t]+$", re.I)
#: a house number right after a name ("Burocentrum 7", "Storgatan 12B"), or inside an address span
_HOUSE_NUMBER = re.compile(r"[ \t]+\d{1,3}(?:[ \t]?[A-Za-z])?\b")


def written_preposition(text: str, span: Span) -> tuple[int, int, str] | None:
    """(start, end, word) of "i"/"på" right before ``span`` (one run of spaces between), or None."""
    m = _BEFORE.search(text, max(0, span.start - 12), span.start)
    return (m.start(1), m.end(1), m.group(1)) if m else None


def _no_city(name: str) -> bool:
    """The gazetteer knows no city called ``name`` (in any country)."""
    return not any(p.kind == "city" for p in R.places().get(name.lower(), ()))


def kind_at(text: str, span: Span, name: str | None = None) -> tuple[str, str]:
    """(kind, Swedish preposition) of the place at ``span`` as the text shows it (see the module doc);
    ``name`` is the place in its base form (default: the span's text)."""
    name = span.text(text) if name is None else name
    found = place_kind(name, span.label)
    if found != default_kind(span.label):  # the lists know it
        return found
    if span.label == "place" and (any(c.isdigit() for c in span.text(text)) or _HOUSE_NUMBER.match(text, span.end)):
        return "street", ""
    if span.label == "city" and "foreign" not in span.attributes and _no_city(name):
        before = written_preposition(text, span)
        if before is not None and before[2].lower() == "på":
            return "district", "på"
    return found


def fits(candidate: str, was: tuple[str, str], label: str, written: str | None) -> bool:
    """Does ``candidate`` read right where the learner wrote ``written`` before an original of kind and
    preposition ``was`` (kind_at): same kind of place, and a preposition that stays right (or that was
    wrong for the original anyway); with no "i"/"på" written, the preposition the original takes, so that
    the entity's other mentions read right too ("Min favoritplats är X ... på X")?"""
    kind, prep = place_kind(candidate, label)
    was_kind, was_prep = was
    if kind != was_kind:
        return False
    low = (written or "").lower()
    if low not in PREPOSITIONS:  # none written here: one the original's own would fit (a later mention's)
        return prep in ("", was_prep) or not was_prep
    if was_prep not in ("", low):  # the learner's own error: any will do
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
        was, needs = kind_at(text, span, original)[1], place_kind(surrogate, span.label)[1]
        low = word.lower()
        if not needs or needs == low or was not in ("", low):
            continue
        new = needs.capitalize() if word[:1].isupper() else needs
        out.append((Span(start, end, span.label, frozenset({PREPOSITION}), span.number, source="preposition"), new))
    return out
