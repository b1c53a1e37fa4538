"""Parts of cities that no list knows, found by their context.

'i stadsdelen Y', 'i området Y', 'i förorten Y', 'en stadsdel i X som heter Y', 'Y, en förort till X',
'Y i X' (X a foreign city), 'the neighbourhood of Y', 'in Y in X', 'in Y, X' (``district_before_town``: 'grew up
in Small Heath, Birmingham', which the names detector then leaves alone). The guidelines label a part of a
foreign city ``area`` + ``foreign`` and a part of a Swedish city ``city``; with no city to tell, a Swedish
setting is assumed (``city``). Districts the lists know (Kadıköy, Vesterbro) are the place detector's.
A capitalised word that the language pack places in an organisation's name (``in_organisation``; English:
a district word inside a title, 'the District Court', 'Warsaw District Prosecutor', and a name before an
organisation's head noun, 'Southwark Council') is no district: en_org finds those.
"""

from __future__ import annotations

from collections.abc import Iterator

from workbench.detect.base import Detector, register
from workbench.detect.lib.context import STOP
from workbench.detect.lib.gazetteer import CALENDAR
from workbench.model import Span
from workbench.resources import Place, demonyms_en, first_names, places, surnames
from workbench.resources.wordlists import word_list
from workbench.text import Doc

__all__ = ["AreaDetector", "district_before_town"]

_PART = set(word_list("district_words"))
_NAMED = set(word_list("naming_verbs"))
_ARTICLES = set(word_list("articles"))
_LINK = set(word_list("district_links"))
#: before 'Y, X' (X a town) these make Y a part of X: 'in Small Heath, Birmingham', 'från Hjällbo, Göteborg'
_BEFORE_TOWN = frozenset({"in", "from", "i", "från"})
#: Swedish languages, months, school subjects, continents: no part of a town ('i Svenska, Göteborg')
_NOT_PLACES = frozenset(word_list("not_places")) | frozenset(word_list("continents"))


def _city(word: str) -> Place | None:
    recs = [p for p in places().get(word.lower(), ()) if p.kind == "city"]
    return recs[0] if recs else None


def district_before_town(doc: Doc, i: int) -> tuple[int, int, Place] | None:
    """(first, last token, town) of one or two capitalised words holding token ``i``, after 'in'/'from'
    ('i'/'från') and before ', ' and a listed town ('grew up in Small Heath, Birmingham'), when a word is a
    listed first name or surname (else the place triggers take it, as a town: 'a village, Region' reads the
    same) and neither the words nor the name are a listed place, a month or weekday, a language, people or
    subject (not_places, demonyms_en); else None."""
    toks, lows = doc.tokens, doc.lowers
    for first, last in ((i, i), (i, i + 1), (i - 1, i)):
        if first < 1 or last + 2 >= len(toks) or lows[first - 1] not in _BEFORE_TOWN or toks[last + 1].text != ",":
            continue
        words = range(first, last + 1)
        if doc.is_sentence_initial(first) or any(
            not toks[k].is_capitalized or not toks[k].text.isalpha() or lows[k] in STOP or lows[k] in CALENDAR
            or lows[k] in _NOT_PLACES or lows[k] in demonyms_en() or places().get(lows[k]) for k in words
        ) or places().get(" ".join(lows[first : last + 1])):
            continue
        town = _city(toks[last + 2].text) if toks[last + 2].is_capitalized else None
        if town is not None and any(lows[k] in first_names() or lows[k] in surnames() for k in words):
            return first, last, town
    return None


@register
class AreaDetector(Detector):
    """City parts announced by a district word or by the city they lie in."""

    name = "area"

    def detect(self, doc: Doc) -> Iterator[Span]:
        toks = doc.tokens
        n = len(toks)
        yield from self._before_town(doc)
        parts = bool(doc.positions(_PART))  # without a district word only 'Y i X' (X a foreign city) is left
        for i in doc.capitalized:
            tok = toks[i]
            if not tok.text.isalpha() or doc.lowers[i] in STOP:
                continue
            nxt = doc.words_after(i, 3)
            if not parts and (len(nxt) < 2 or nxt[0] not in ("i", "in")):
                continue
            if doc.pack.in_organisation(doc, i, _PART):
                continue
            before = doc.words_before(i, 6)
            city = None
            if len(nxt) >= 2 and nxt[0] in ("i", "in") and i + 2 < n and toks[i + 2].is_capitalized:
                city = _city(toks[i + 2].text)
            why = None
            if before and before[-1] in _PART:
                why = f"after '{before[-1]}'"
            elif len(before) >= 2 and before[-1] == "of" and before[-2] in _PART:
                why = f"after '{before[-2]} of'"
            elif len(before) >= 2 and before[-1] in _NAMED and any(w in _PART for w in before[:-1]):
                why = f"'{' '.join(before[-2:])}' after a district word"
            elif self._before_part(nxt) and not doc.is_sentence_initial(i):
                why = "before a district word"
            elif city is not None and city.country != "SE" and city.population >= 100_000 and before \
                    and before[-1] in ("i", "in", "från", "from") and self._smaller(tok.lower, city):
                why = f"a part of {city.name}"
            if why is None:
                continue
            if city is None:
                city = self._city_near(doc, i)
            foreign = city is not None and city.country != "SE"
            label, attrs = ("area", {"foreign"}) if foreign else ("city", set())
            rule = "foreign_district" if foreign else "district"
            yield self.span(tok.start, tok.end, label, f"city part {why}", rule, attrs, pattern="district", cap=True,
                            foreign_city=foreign)

    def _before_town(self, doc: Doc) -> Iterator[Span]:
        """'in Small Heath, Birmingham': district_before_town."""
        toks = doc.tokens
        for i in doc.positions_after(_BEFORE_TOWN):
            found = district_before_town(doc, i)
            if found is None or found[0] != i:
                continue
            first, last, town = found
            foreign = town.country != "SE"
            label, attrs = ("area", {"foreign"}) if foreign else ("city", set())
            yield self.span(toks[first].start, toks[last].end, label, f"city part before ', {town.name}'",
                            "before_town", attrs, pattern="district", cap=True, foreign_city=foreign)

    @staticmethod
    def _before_part(nxt: list[str]) -> bool:
        """'Y stadsdel', 'Y, en förort', 'Y, the old neighbourhood'."""
        return bool(nxt) and (nxt[0] in _PART or nxt[0] in _ARTICLES and bool(_PART.intersection(nxt[1:])))

    @staticmethod
    def _smaller(word: str, city: Place) -> bool:
        """'Kadıköy i Istanbul': the first name is no country, region or bigger city of its own."""
        recs = places().get(word, ())
        return all(p.kind in ("city", "area") and p.population < city.population for p in recs)

    @staticmethod
    def _city_near(doc: Doc, i: int) -> Place | None:
        """A city named after a linking word in the rest of the sentence ('stadsdel i Istanbul')."""
        toks = doc.tokens
        a, b = doc.sentence_bounds(toks[i].start)
        for k in range(doc.token_index(a), doc.token_index(b)):
            if k != i and toks[k].is_capitalized and k > 0 and toks[k - 1].lower in _LINK:
                found = _city(toks[k].text)
                if found is not None:
                    return found
        return None
