"""The one rule for place surrogates of the same kind (issue 17.2): a lake stays a lake, an island an
island, a street a street, a county a county, and takes the preposition the learner wrote.

``same_kind`` picks from a pool the candidates of the original's kind (prepositions.kind_at: as the text
shows it) that fit its written preposition (workbench.pseudonymize.prepositions.fits), and for a Swedish
original in its definite form ("Storsjön", "Baraön", "Vasagatan") one that reads definite too
("Orsasjön", "Ramsön", "Skolgatan": morphology.reads_definite); when none does, ``compound`` builds one
from the original's own head ("Helgasjön" -> "Björksjön", "Stadsbiblioteket" -> "Norrbiblioteket",
"Lake Tahoe" -> "Lake Maple"), so the kind and the definite form stay. ``same_country_place`` is the
region, area and geo operators' shared rule: another place of the same kind and country, else SweLL's fake form;
a region's country follows the essay's country surrogate as a city's does (``surrogate_country``: "Toronto i
Ontario i Kanada" -> "Istanbul i Anatolien i Turkiet"), and a foreign region reads as the essay's language: English
in an English essay (``reads_english``), the Swedish form in a Swedish one where there is one.
``place_country`` is the one rule for the country a place surrogate comes from: Swedish from Swedish, and in
an English essay an English-reading place for one no list puts in a country (review 22: "Tenby" -> "Mölndal").
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache

from workbench.model import Span
from workbench.pseudonymize.fakers import faker_for, locale_for
from workbench.pseudonymize.lexicon import listed, place_head
from workbench.pseudonymize.lists import city_countries, city_country, country_code, places_of
from workbench.pseudonymize.morphology import definite_head, reads_definite
from workbench.pseudonymize.operators import RenderContext
from workbench.pseudonymize.options import options_of
from workbench.pseudonymize.prepositions import fits, kind_at, written_preposition
from workbench.pseudonymize.surrogates import fake_form, pick
from workbench.resources.curated import REGIONS_WITH_SWEDISH_FORMS

__all__ = ["ENGLISH_HOME", "compound", "country_of_city", "faker_place", "place_country", "reads_english",
           "same_country_place", "same_kind", "surrogate_country"]

#: first parts of Swedish place names, and English words for "Lake ..." / "... River"
_PARTS = {
    "sv": ("Björk", "Ek", "Lind", "Gran", "Tall", "Asp", "Rönn", "Hassel", "Sjö", "Berg", "Dal", "Vik", "Strand",
           "Kvarn", "Sol", "Ros", "Ljung", "Sten", "Hög", "Lång", "Stor", "Lill", "Norr", "Söder", "Öster", "Väster"),
    "en": ("Oak", "Maple", "Pine", "Cedar", "Willow", "Elm", "Birch", "Mill", "North", "South", "East", "West",
           "Green", "Stone", "Silver", "Fox", "Bear", "Deer", "Heron", "Crane"),
}
#: how many places of a kind and country are looked through for one of the same kind
_DEPTH = 400
#: the country of an English essay's place that neither the lists nor the essay's other places put in one:
#: the essay language's Faker locale's (fakers.locale_for: en_US)
ENGLISH_HOME = "US"
_PLACES = ("city", "country", "region", "area", "geo", "place")


def place_country(original: str, span: Span, ctx: RenderContext) -> str | None:
    """The country (ISO code) a surrogate of the place ``original`` at ``span`` comes from, or None.

    A Swedish essay: Sweden for a place without ``foreign``, else the gazetteer's country (None when it has
    none). An English essay, where ``foreign`` (outside Sweden) says little, since a detector that does not
    know a name leaves it off: the gazetteer's country of the original (of the span's kind first: "Georgia"
    as a region is the US state; not the curated foreign regions' XX, whose names are Swedish), else the
    country the gazetteer gives the nearest other place of the essay ("Tenby ... Birmingham": GB), else
    ENGLISH_HOME."""
    if ctx.lang != "en":
        return city_country(original, span.label) if "foreign" in span.attributes else "SE"
    code = city_country(original, span.label)
    if code == "XX":  # a region of the curated list of no single country, whose names are Swedish ("Wales")
        code = None
    return code or _essay_country(span, ctx) or ENGLISH_HOME


def country_of_city(original: str, span: Span, ctx: RenderContext) -> str | None:
    """"SE" for a Swedish essay's city without the ``foreign`` attribute, else the country places.place_country
    gives (an English essay's town no list knows: that of the essay's other places, else ENGLISH_HOME), but
    None for a ``foreign`` city that only Sweden has."""
    code = place_country(original, span, ctx)
    return None if code == "SE" and "foreign" in span.attributes else code


def surrogate_country(original: str, span: Span, ctx: RenderContext) -> str | None:
    """The country the city's surrogate comes from: the original's (of the cities of that name, one in
    a country the essay names: "Valencia ... Spanien" is Spain's, not Venezuela's), or, when the essay
    names that country too and it already has a surrogate (the renderer does countries first), the
    surrogate's country, so "Odense i Danmark" becomes "Oslo i Norge" (001, section 3.5)."""
    code = country_of_city(original, span, ctx)
    if code is None or code == "SE":
        return code
    named = [country_code(ctx.text[o.start : o.end]) for o in ctx.spans if o.label == "country"]
    code = next((c for c in city_countries(original) if c in named and c != "SE"), code)
    for other in ctx.spans:
        if other.label == "country" and other.number is not None:
            chosen = ctx.state.get(("country", other.number))
            if chosen and country_code(ctx.text[other.start : other.end]) == code:
                return country_code(chosen) or code
    return code


def _essay_country(span: Span, ctx: RenderContext) -> str | None:
    """The country of the nearest other place span of the essay that the lists put in one, or None."""
    for other in sorted((o for o in ctx.spans if o.label in _PLACES and o != span),
                        key=lambda o: (abs(o.start - span.start), o.start)):
        name = ctx.text[other.start : other.end]
        code = country_code(name) if other.label == "country" else city_country(name)
        if code and code != "XX":
            return code
    return None


def same_kind(pool: Sequence[str], original: str, label: str, span: Span, ctx: RenderContext,
              strict: bool = False, reuse: bool = True) -> str | None:
    """A seeded pick (surrogates.pick, ``strict`` and ``reuse`` as there) from the candidates of ``pool`` of the
    original's kind that fit the written preposition, or None. A definite original (span attribute
    ``def``) takes a definite candidate, else one built from its head (``compound``), before another."""
    found = written_preposition(ctx.text, span)
    written = found[2] if found else None
    was = kind_at(ctx.text, span.with_(label=label), original)
    good = [p for p in pool if fits(p, was, label, written)]
    if "def" in span.attributes and ctx.lang == "sv":
        definite = [p for p in good if reads_definite(p)]
        chosen = (pick(ctx, definite, span, original, strict=True) if definite else None) \
            or compound(original, label, span, ctx)
        if chosen:
            return chosen
    return pick(ctx, good, span, original, strict, reuse) if good else None


def compound(original: str, label: str, span: Span, ctx: RenderContext) -> str | None:
    """A name with the original's head and another first part, or None when the original has no head a
    pattern knows (place_kinds.tsv), nor, in Swedish, a definite head noun (morphology.definite_head:
    "Solbacken" -> "Ekbacken", "Forkecentralen" -> "Björkcentralen")."""
    head = place_head(original, label)
    if head is None and ctx.lang == "sv":
        noun = definite_head(original)
        head = ("", noun) if noun else None
    if head is None:
        return None
    prefix, suffix = head
    parts = _PARTS["en" if ctx.lang == "en" or prefix or suffix.startswith(" ") else "sv"]
    pool = [prefix + p + (suffix.lower() if not suffix.startswith(" ") else suffix) for p in parts]
    return pick(ctx, pool, span, original)


def same_country_place(kind: str, original: str, span: Span, ctx: RenderContext) -> str:
    """A place of ``kind`` (region, area, geo) of the original's own kind (a lake for a lake) in its
    country (Sweden unless ``foreign``), else one built from its head (``compound``), else SweLL's fake
    form (A-region, A-område, A-geo), in hips mode a Faker place name of that country."""
    if options_of(ctx).fake_places:
        return fake_form(kind, span, ctx.lang)
    code = surrogate_country(original, span, ctx) if kind == "region" else place_country(original, span, ctx)
    pool = places_of(kind, code, _DEPTH) if code else ()
    if kind == "region" and code != "SE":  # the curated regions have Swedish forms too (Skottland, Bayern)
        pool = _in_language(pool, ctx.lang)
    if kind == "area" and code == "SE":  # the gazetteer has no Swedish districts: the listed ones
        pool = (*pool, *listed("district"))
    # a small pool is used up soon: no reuse, so that two regions of a learner never share a surrogate (review 37);
    # another learner's real region may stand for one, as a city may (review 38: strict made every region of a
    # corpus that names the pool's all 'A-region')
    found = same_kind(pool, original, kind, span, ctx, reuse=kind != "region") or compound(original, kind, span, ctx)
    if found is None and ctx.mode == "hips":  # no marker in hips mode
        found = faker_place(original, kind, span, ctx, code)
    return found or fake_form(kind, span, ctx.lang)


def _in_language(pool: Sequence[str], lang: str) -> tuple[str, ...]:
    """The foreign regions of ``pool`` that read as the essay's language: in English those English writes so;
    in Swedish all but the English forms of those with a Swedish one ('Skottland', not 'Scotland'; 'Texas',
    'Ontario': curated.REGIONS_WITH_SWEDISH_FORMS)."""
    if lang == "en":
        return tuple(p for p in pool if reads_english(p))
    return tuple(p for p in pool if p not in REGIONS_WITH_SWEDISH_FORMS)


@lru_cache(maxsize=4096)
def reads_english(name: str) -> bool:
    """Whether English text writes a place so: wordfreq knows it in English, at least as often as in Swedish
    ('Bavaria', 'Scotland', 'Ontario'; not 'Bayern', 'Skottland', 'Sydirak')."""
    from wordfreq import zipf_frequency

    low = name.lower()
    english = zipf_frequency(low, "en")
    return english > 0 and english >= zipf_frequency(low, "sv")


def faker_place(original: str, label: str, span: Span, ctx: RenderContext, code: str | None) -> str | None:
    """hips mode's last resort, which has no marker: a Faker town name of the country ``code`` (of the
    essay language when Faker has none), one of the original's kind when there is one ("Lidingö" is an
    island: not for a province)."""
    fake = faker_for(ctx, locale_for(ctx.lang, code))
    pool = sorted({fake.city() for _ in range(64)})  # Faker's sv_SE knows 45 towns: 64 draws find most of them
    return same_kind(pool, original, label, span, ctx, reuse=False) or pick(ctx, pool, span, original, reuse=False) \
        or _faker_town_of_another_language(original, span, ctx) or pick(ctx, pool, span, original)


def _faker_town_of_another_language(original: str, span: Span, ctx: RenderContext) -> str | None:
    """When every Faker town of the country is taken (a learner who names 40 towns of Sweden made two of hers one
    town 12 times: review 41 C2), a town of en_US's 2,700 that no other entity has."""
    fake = faker_for(ctx, "en_US")
    return pick(ctx, sorted({fake.city() for _ in range(64)}), span, original, reuse=False)
