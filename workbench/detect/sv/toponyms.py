"""Swedish localities no list knows, by the shape of their name and a place's context.

GeoNames (places.tsv) lists about 1,300 Swedish places; villages, islands and suburbs such as 'Lugnvik',
'Ingelsby', 'Kvarnarp', 'Ingarö' or 'Västerhaninge' are missing. A capitalised word inside a sentence that
no list knows, not common as a word, and that ends like a Swedish place name (-by, -arp, -vik, -ö, -inge,
-hammar ...) is taken for a ``city`` when a place's context surrounds it: a preposition of place right
before it ('vid Tönnebro', 'på Ingarö', 'mellan Västerhaninge och ...', 'norr om', 'i höjd med'), or a
place it is coordinated with ('Rannåsen och Lugnvik', 'Östersund / Storlien', 'Torpshammar – Sundsvall',
'i Vantör och Östberga'). Any unknown capitalised word is a foreign city after a preposition and a country's
adjective ('i tjeckiska Harrachov') or coordinated with a place after a preposition ('i Östersund och
Hochfilzen').
"""

from __future__ import annotations

from collections.abc import Iterator
from functools import cache

from wordfreq import zipf_frequency

from workbench.detect.base import Detector, register
from workbench.detect.lib.context import PLACE_PREPS, STOP
from workbench.detect.lib.gazetteer import analyse, common_zipf
from workbench.model import Span
from workbench.resources import countries, first_names, surnames
from workbench.resources.wordlists import word_list
from workbench.text import Doc

__all__ = ["ENDINGS", "ToponymDetector"]

#: endings of Swedish place names (by, torp, ryd, hult, vik, ö, näs, inge, sta ...)
ENDINGS = word_list("place_name_endings", "sv")
_PLACE_ENDINGS = ("badet", "stranden")  # a bathing place, a beach: ``place``
_PREPS = PLACE_PREPS | set(word_list("toponym_prepositions", "sv"))
_THREE = {("i", "höjd", "med")}
_AND = {"och", "eller"}
_LINKS = _AND | {",", "/", "–", "-", "&"}
_PARTS = word_list("district_nouns", "sv")  # 'Malmöstadsdelen Rosengård'
_COMMON = 4.0  # 'Miljö', 'Huvudstad' capitalised: ordinary words


@register
class ToponymDetector(Detector):
    """``city``: an unknown capitalised word in a place's context, shaped like a Swedish place name
    or after a country's adjective ('i tjeckiska Harrachov': ``foreign``)."""

    name = "toponyms"

    def detect(self, doc: Doc) -> Iterator[Span]:
        lowers, adjectives = doc.lowers, _adjectives()
        # only a word with a place-name ending, or right after 'och'/'eller' or a country's adjective
        cands = [i for i in doc.capitalized if lowers[i].endswith(ENDINGS)
                 or i and (lowers[i - 1] in _AND or lowers[i - 1] in adjectives)]
        if not cands:
            return
        hits = analyse(doc)
        listed = {k for h in hits for k in range(h.i, h.j + 1)}
        places = {k for h in hits if h.places for k in (h.i, h.j)}
        after_prep = {i for i in doc.capitalized if (w := doc.words_before(i, 1)) and w[0] in PLACE_PREPS}
        found: set[int] = set()
        for i in cands:
            if i in listed or not _unknown(doc, i):
                continue
            tok, before = doc.tokens[i], doc.words_before(i, 3)
            if len(before) >= 2 and before[-2] in _PREPS and before[-1] in adjectives:
                found.add(i)
                yield self.span(tok.start, tok.end, "city", f"after '{' '.join(before[-2:])}'", "after_adjective",
                                {"foreign"}, pattern="adjective", trigger=" ".join(before[-2:]), cap=True)
                continue
            why = None
            if lowers[i].endswith(ENDINGS):
                why = _context(doc, i, before, places | found | after_prep)
            elif _linked(doc, i, places & after_prep):  # 'i Östersund och Hochfilzen'
                why = "coordinated with a place after a preposition"
            if why:
                found.add(i)
                label = "place" if lowers[i].endswith(_PLACE_ENDINGS) else "city"
                yield self.span(tok.start, tok.end, label, f"place name; {why}", "place_name_shape", pattern="ending",
                                cap=True, ending=lowers[i].endswith(ENDINGS))


@cache
def _adjectives() -> frozenset[str]:
    """Country adjectives in the definite form that comes before a place: 'tjeckiska', 'österrikiska'."""
    return frozenset(c.adjective_sv + "a" for code, c in countries().items() if c.adjective_sv and code != "SE")


def _unknown(doc: Doc, i: int) -> bool:
    """A capitalised word inside a sentence that no name list knows and that is no common word."""
    low = doc.lowers[i]
    return (
        len(low) >= 4
        and low.isalpha()
        and low not in STOP
        and low not in first_names()
        and low not in surnames()
        and common_zipf(low, "sv") < 3.0
        and zipf_frequency(low, "sv") < _COMMON
        and not doc.is_sentence_initial(i)  # mid-sentence, a capital says 'name'
    )


def _context(doc: Doc, i: int, before: list[str], places: set[int]) -> str | None:
    if before and (before[-1] in _PREPS or before[-1].endswith(_PARTS)):
        return f"after '{before[-1]}'"
    if tuple(before) in _THREE:
        return "after 'i höjd med'"
    if _linked(doc, i, places, _LINKS):
        return "coordinated with a place"
    return None


def _linked(doc: Doc, i: int, places: set[int], links: set[str] = _AND) -> bool:
    """Token ``i`` and a token of ``places`` joined by one of ``links`` ('X och Y', 'X / Y')."""
    toks = doc.tokens
    return (i >= 2 and toks[i - 1].lower in links and (i - 2) in places) or (
        i + 2 < len(toks) and toks[i + 1].lower in links and (i + 2) in places
    )
