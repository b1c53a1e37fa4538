"""Cities, city districts, regions, countries and the curated lakes, rivers, mountains (geo), districts of
foreign cities (area) and named places (airports, squares, parks: place) from the lists, misspellings
included.

Labels follow the guidelines: city (also Swedish city districts), region, country (never Sweden
itself), with ``foreign`` for places outside Sweden; ``gen`` for 'Stockholms'. A misspelled place
('Stokholm') is matched within one or two edits when the word is not in the language's vocabulary.
"""

from __future__ import annotations

from collections.abc import Iterator

from workbench.detect.base import Detector, register
from workbench.detect.lib.context import PLACE_TRIGGERS, STOP, after_trigger, coordinated_trigger, place_context
from workbench.detect.lib.gazetteer import (
    Hit,
    analyse,
    hit_at,
    hit_features,
    place_rather_than_name,
    place_trigger,
    region_after_town,
    town_countries_before,
    zipf_limit,
)
from workbench.model import Span
from workbench.resources import Place
from workbench.resources.wordlists import word_list
from workbench.text import Doc

__all__ = ["PlaceDetector", "place_label"]

_SWEDEN = set(word_list("sweden"))
_BIG_CITY = 200_000  # a city this big wins over a same-named district or lake (Üsküdar, Dnipro)
#: a lower-case town after 'in' where the writer speaks of themself (pack.first_person_place) is taken up to this
#: common as a word: 'cork' 3.7, 'bath' 4.4; not 'mobile' 4.9, 'reading' 5.1, 'nice' 5.4
_OWN_ZIPF = 4.5
#: ... and, when it is a word a dictionary lists in lower case (pack.common_lower) and a frequent one (Zipf
#: _OWN_WORD_ZIPF or more), when the town is this big: 'cork' 224,000, 'bath' 101,000; not 'stuck in jam' (Jam, IR:
#: 31,000; Zipf 4.2), 'in pen', 'in gap', 'in clay'; 'hastings' 3.7, 'dover' 3.6 are towns (review 35)
_OWN_WORD_TOWN = 100_000
_OWN_WORD_ZIPF = 4.0


def _after_a_place(doc: Doc, i: int, depth: int = 4) -> bool:
    """Token ``i`` follows 'and' or a comma after a listed place that a place preposition or trigger introduced, up
    to four places back: 'went to india and china', 'to india, china and japan' (the lead's probes, session 22: all
    but the first were released; review 50 C6)."""
    k = i - 1
    if depth == 0 or k < 2 or doc.lowers[k] not in ("and", "och", ","):
        return False
    before = hit_at(doc, k - 1)
    return before is not None and bool(before.places) and (
        place_context(doc, k - 1) or after_trigger(doc, k - 1, PLACE_TRIGGERS) is not None
        or _after_a_place(doc, k - 1, depth - 1))


def place_label(place: Place) -> tuple[str, frozenset[str]]:
    """The SweLL label and attributes of a list place: region/city get ``foreign`` outside Sweden."""
    if place.kind == "country":
        return "country", frozenset()
    foreign = frozenset({"foreign"}) if place.country != "SE" else frozenset()
    return place.kind, foreign | ({"foreign"} if place.kind == "area" else set())


@register
class PlaceDetector(Detector):
    name = "places"

    def detect(self, doc: Doc) -> Iterator[Span]:
        for h in analyse(doc):
            if not h.places or h.extra.get("multi", "place") != "place" or h.base in _SWEDEN:
                continue
            place = self._choose(doc, h)
            if place.country == "SE" and place.kind == "country":
                continue  # Sweden is not marked as a country of origin or residence
            why = self._evidence(doc, h)
            if why is None:
                continue
            label, attrs = place_label(place)
            what = (
                f"fuzzy: {h.fuzzy} ({h.edits} edit{'s' if h.edits > 1 else ''})"
                if h.fuzzy
                else f"{place.kind} list ({place.name}, {place.country})"
            )
            yield self.span(
                h.start,
                h.end,
                label,
                f"{what}; {why[0]}",
                why[1],
                attrs | h.morph,
                pattern="fuzzy" if h.fuzzy else "",
                **hit_features(h),
                **why[2],
            )

    @staticmethod
    def _choose(doc: Doc, h: Hit) -> Place:
        """City vs country vs region: a region of the country of the town right before it ('Town, X') first,
        then a country or region beats a same-named small town abroad."""
        recs = h.places
        beside = town_countries_before(doc, h.i)
        same = [p for p in recs if p.kind == "region" and p.country in beside]
        if same:  # 'Decatur, Georgia': the US state, not the country (review 22)
            return same[0]
        named = [p for p in recs if p.kind in ("geo", "area", "place")]  # curated: Vänern, Kadıköy, Arlanda
        if named and all(p.population < _BIG_CITY for p in recs if p.kind == "city"):
            return named[0]
        big = [p for p in recs if p.kind in ("country", "region")]
        swedish = [p for p in recs if p.country == "SE" and p.kind == "city"]
        if swedish and (doc.pack.swedish_city_first or not big):
            return swedish[0]
        return big[0] if big else recs[0]

    @staticmethod
    def _evidence(doc: Doc, h: Hit) -> tuple[str, str, dict[str, object]] | None:
        """(why, the rule that fired, its features), or None: no place here."""
        if h.base in STOP or h.base in doc.pack.parts_of_world:
            return None  # a part of the world is no one's personal information ('I come from Africa'; guidelines 003)
        if (h.first or h.surname) and not place_rather_than_name(doc, h):
            return None
        trig = place_trigger(doc, h.i) or coordinated_trigger(doc, h.i)
        town = region_after_town(doc, h)
        own = trig is None and not h.cap and h.i == h.j and h.places[0].kind == "city" \
            and (h.places[0].population >= _OWN_WORD_TOWN or h.zipf < _OWN_WORD_ZIPF
                 or not doc.pack.common_lower(h.base)) \
            and doc.pack.first_person_place(doc, h.i)  # 'i go to school in cork'
        # a frequent word in lower case that writers use as no word there ('london', 'india': pack.common_lower), when
        # the place is a country, a region or a town of _OWN_WORD_TOWN people ('rugby', 'roman' are smaller)
        lower_name = not h.cap and doc.pack.frequent_lower_names and not doc.pack.common_lower(h.base) \
            and (h.places[0].kind in ("country", "region") or h.places[0].population >= _OWN_WORD_TOWN)
        ctx = trig is not None or town or place_context(doc, h.i) or lower_name and _after_a_place(doc, h.i)
        if not ctx and doc.pack.person_reading(doc, h):
            return None  # 'Merida inser att hon ...', 'hennes dotter Merida': a character, not the town
        if doc.pack.unproven_place(doc, h, trig is not None, ctx):
            return None  # 'the Federal Minister', 'in March 1999', 'the villages', 'Turkish Liras'
        features: dict[str, object] = {"trigger": " ".join(trig) if trig else None, "place_preposition": ctx}
        if h.fuzzy:
            return ("after '" + " ".join(trig) + "'" if trig else "capitalised, not a known word"), "fuzzy", features
        if " " in h.base:
            return "multi-word name", "multi_word" if h.cap else "multi_word_lowercase", features
        if h.zipf >= zipf_limit(doc, h) and not ((trig or town) and (h.zipf < 5.0 or lower_name)) \
                and not (own and h.zipf < _OWN_ZIPF) and not (ctx and lower_name):
            return None  # after a trigger up to Zipf 5; a lower-case name after a place preposition ('went to india')
        if not h.cap and not ctx and h.zipf > 0:
            return None
        top = h.places[0]
        if (
            not h.cap
            and not ctx
            and not (top.kind == "country" or top.country == "SE" and top.population >= 5000)
        ):
            return None  # lowercase without context: only Swedish towns and countries
        where = (
            "after '" + " ".join(trig) + "'"
            if trig
            else "a region of the country of the town before it"
            if town
            else "after a place preposition"
            if ctx
            else "lowercase"
            if not h.cap
            else "sentence-initial"
            if h.initial
            else "capitalised mid-sentence"
        )
        rule = "after_trigger" if trig else "after_town" if town else "after_preposition" if ctx and h.cap \
            else "capitalised" if h.cap else "first_person_in" if own else "lowercase"
        return where, rule, {**features, "common_word": h.zipf > 0}
