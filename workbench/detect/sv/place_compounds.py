"""Swedish compounds that begin with a place name: 'göteborgshumor', 'Mölndalsbor', 'stockholmsresan'.

Only the place part is flagged (a span inside the word), so the rest of the compound survives
pseudonymization; 'Mölndalsbor' (inhabitants) gets ``pl`` as the guidelines show. Places are Swedish
localities of 10,000 inhabitants or more and countries; street names (Göteborgsvägen) are left to the
street detector, and a language's variety ('sverigesvenskan', 'finlandssvenskarna') is no place.
"""

from __future__ import annotations

from collections.abc import Iterator
from functools import cache

from workbench.detect.base import Detector, register
from workbench.detect.lib.gazetteer import analyse, is_vocabulary
from workbench.detect.neutral.places import place_label
from workbench.model import Span
from workbench.resources import Place, patterns, places
from workbench.resources.wordlists import word_list
from workbench.text import Doc

__all__ = ["PlaceCompoundDetector"]

_INHABITANTS = word_list("inhabitant_endings", "sv")
_DEMONYM = word_list("demonym_endings", "sv")  # amerika|nen, irak|ier, irak|iska, afrik|ansk
#: a language or its speakers after the place: a variety, no place ("sverige|svenskan", "finlands|svenskarna")
_LANGUAGE = word_list("language_openings", "sv")


@cache
def _heads() -> dict[str, Place]:
    out = {}
    for key, recs in places().items():
        p = recs[0]
        if (
            key.isalpha()
            and len(key) >= 4
            and (p.kind == "country" or p.country == "SE" and p.population >= 10_000)
        ):
            out[key] = p
    return out


@cache
def _openings() -> frozenset[str]:
    """The first four letters of every head: a word that opens otherwise begins with no place."""
    return frozenset(key[:4] for key in _heads())


@cache
def _street_endings() -> tuple[str, ...]:
    return tuple(p.text for p in patterns() if p.kind == "street_suffix")


@register
class PlaceCompoundDetector(Detector):
    name = "place_compounds"

    def detect(self, doc: Doc) -> Iterator[Span]:
        heads, openings, hit = _heads(), _openings(), {h.i for h in analyse(doc)}
        for i, low in enumerate(doc.lowers):
            if low[:4] not in openings or i in hit or len(low) < 7 or not low.isalpha() \
                    or low.endswith(_street_endings()):
                continue
            tok = doc.tokens[i]
            for k in range(len(low) - 2, 3, -1):
                place = heads.get(low[:k])
                if place is None:
                    continue
                rest = low[k:].removeprefix("s")
                if low[k:].startswith(_DEMONYM):
                    break  # 'amerikanens', 'irakiska': a people or an adjective, no compound
                if low[k:].startswith(_LANGUAGE) or rest.startswith(_LANGUAGE):
                    break  # 'sverigesvenskan', 'finlandssvenskarna': a variety of a language
                if rest not in _INHABITANTS and (len(rest) < 3 or is_vocabulary(low, "sv")):
                    break  # 'lunden', 'moralisk': ordinary words
                label, attrs = place_label(place)
                if rest in _INHABITANTS:
                    attrs = attrs | {"pl"}
                yield self.span(
                    tok.start, tok.start + k, label, f"compound beginning with {place.name}", "compound", attrs,
                    list="place", inhabitants=rest in _INHABITANTS
                )
                break
