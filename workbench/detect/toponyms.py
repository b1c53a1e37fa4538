"""Swedish localities no list knows, by the shape of their name and a place's context.

GeoNames (places.tsv) lists about 1,300 Swedish places; villages, islands and suburbs such as 'Lugnvik',
'Ingelsby', 'Kvarnarp', 'Ingarö' or 'Västerhaninge' are missing. A capitalised word inside a sentence that
no list knows, not common as a word, and that ends like a Swedish place name (-by, -arp, -vik, -ö, -inge,
-hammar ...) is taken for a ``city`` when a place's context surrounds it: a preposition of place right
before it ('vid Tönnebro', 'på Ingarö', 'mellan Västerhaninge och ...', 'norr om', 'i höjd med'), or a
place it is coordinated with ('Rannåsen och Lugnvik', 'Östersund / Storlien', 'Torpshammar – Sundsvall').
"""

from __future__ import annotations

from collections.abc import Iterator

from wordfreq import zipf_frequency

from workbench.detect._context import PLACE_PREPS, STOP
from workbench.detect._gazetteer import analyse, common_zipf
from workbench.detect.base import Detector, register
from workbench.model import Span
from workbench.resources import first_names, surnames
from workbench.text import Doc

__all__ = ["ENDINGS", "ToponymDetector"]

#: endings of Swedish place names (by, torp, ryd, hult, vik, ö, näs, inge, sta ...)
ENDINGS = tuple(
    """by byn arp torp ryd red hult måla köping sund vik ö holm näs berga bro fors hammar hamn stad lund ås
    åsen ängen gård lien inge sta tuna boda dal heden vallen lid träsk åker kulla löv lösa bruk""".split()
)
_PREPS = PLACE_PREPS | {"vid", "på", "mellan", "genom", "över", "förbi", "runt", "kring", "om"}
_THREE = {("i", "höjd", "med")}
_LINKS = {"och", "eller", ",", "/", "–", "-", "&"}
_COMMON = 4.0  # 'Miljö', 'Huvudstad' capitalised: ordinary words


@register
class ToponymDetector(Detector):
    """``city`` (0.55): an unknown word shaped like a Swedish place name, in a place's context."""

    name = "toponyms"
    languages = ("sv",)

    def detect(self, doc: Doc) -> Iterator[Span]:
        hits = analyse(doc)
        places = {k for h in hits if h.places for k in (h.i, h.j)}
        listed = {k for h in hits for k in range(h.i, h.j + 1)}
        found: set[int] = set()
        for i in doc.capitalized:
            low = doc.lowers[i]
            if i in listed or not self._shaped(doc, i, low):
                continue
            why = self._context(doc, i, places | found)
            if why:
                found.add(i)
                tok = doc.tokens[i]
                yield self.span(tok.start, tok.end, "city", f"place-name ending; {why}", 0.55, pattern="ending")

    @staticmethod
    def _shaped(doc: Doc, i: int, low: str) -> bool:
        return (
            len(low) >= 5
            and low.isalpha()
            and low.endswith(ENDINGS)
            and low not in STOP
            and low not in first_names()
            and low not in surnames()
            and common_zipf(low, "sv") < 3.0
            and zipf_frequency(low, "sv") < _COMMON
            and not doc.is_sentence_initial(i)  # mid-sentence, a capital says 'name'
        )

    @staticmethod
    def _context(doc: Doc, i: int, places: set[int]) -> str | None:
        before = doc.words_before(i, 3)
        if before and before[-1] in _PREPS:
            return f"after '{before[-1]}'"
        if tuple(before) in _THREE:
            return "after 'i höjd med'"
        toks = doc.tokens
        if i >= 2 and toks[i - 1].lower in _LINKS and (i - 2) in places:
            return "coordinated with a place"
        if i + 2 < len(toks) and toks[i + 1].lower in _LINKS and (i + 2) in places:
            return "coordinated with a place"
        return None
