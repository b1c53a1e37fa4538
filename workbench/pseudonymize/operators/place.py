"""Streets, squares, stops: a street name coordinated with the essay's city, or A-plats (003, 2).

A place keeps its kind as the text shows it (prepositions.kind_at; places.same_kind): a park stays a
park, an airport an airport ("flyga till Kastrup" -> "flyga till Landvetter"), a venue a venue (from the
places of the lists and place_kinds.tsv), or is built from its own head ("Stadsbiblioteket" ->
"Norrbiblioteket"). A place of no known kind ("ett köpcentrum, det heter Kupolen", "i lägret Shimelba")
gets a listed place of no known kind either ("Emporia"), else SweLL's A-plats (in hips mode a town
name). Only a street becomes a street: a name with a street head ("Vasagatan") or a house number
after it ("Burocentrum 7").

A place with a digit is a whole address ("23 Easter Road", "Vasagatan 14, 784 33 Borlänge"): the same parts,
the house number by the mode's rule (workbench.pseudonymize.addresses: "00 Oak Road" in swell mode).

Coordination: the street comes from the Faker locale of the country of the surrogate of the nearest
city span (Swedish streets for a Swedish city, Danish for a Danish one ...), else of the essay language;
A-plats for a country Faker has no streets for (in hips mode: a street of the essay language's country).
"""

from __future__ import annotations

from workbench.model import Span
from workbench.pseudonymize.addresses import address, has_number
from workbench.pseudonymize.fakers import COUNTRY_LOCALES, faker_for, locale_for
from workbench.pseudonymize.lexicon import PLACE_KINDS, listed
from workbench.pseudonymize.lists import places_of
from workbench.pseudonymize.operators import RenderContext, operator
from workbench.pseudonymize.options import options_of
from workbench.pseudonymize.places import compound, faker_place, place_country, same_kind, surrogate_country
from workbench.pseudonymize.prepositions import kind_at
from workbench.pseudonymize.surrogates import fake_form, pick

__all__ = ["place", "street_country"]


def street_country(span: Span, ctx: RenderContext) -> str | None:
    """The country of the surrogate of the nearest city in the essay, else the place's own
    (places.place_country: Sweden for a Swedish essay's place, an English-speaking country in English)."""
    cities = [o for o in ctx.spans if o.label == "city"]
    if cities:
        near = min(cities, key=lambda o: (abs(o.start - span.start), o.start))
        return surrogate_country(ctx.text[near.start : near.end], near, ctx)
    return place_country("", span, ctx)


def _street(original: str, span: Span, ctx: RenderContext) -> str:
    """A real street name of the city's country (Faker, seeded from ctx.rng) of the original's kind and
    form, else one built from the original's head, or A-plats."""
    code = street_country(span, ctx)
    if code not in (None, "SE") and code not in COUNTRY_LOCALES:  # no street list for that country
        if ctx.mode != "hips":
            return fake_form("place", span, ctx.lang)
        code = None  # hips has no markers: a street of the essay language's country
    fake = faker_for(ctx, locale_for(ctx.lang, code))
    pool = sorted({fake.street_name() for _ in range(16)})
    return same_kind(pool, original, "place", span, ctx) or compound(original, "place", span, ctx) \
        or pick(ctx, pool, span, original) or fake_form("place", span, ctx.lang)


@operator("place")
def place(original: str, span: Span, ctx: RenderContext) -> str:
    """A place of the original's kind (see the module doc), or A-plats."""
    if options_of(ctx).fake_places:
        return fake_form("place", span, ctx.lang)
    if has_number(original):  # a whole address: its parts, the house number too (review 22)
        return address(original, span, ctx)
    kind = kind_at(ctx.text, span, original)[0]
    if kind == "street":
        return _street(original, span, ctx)
    code = place_country(original, span, ctx)
    pool = (*(places_of("place", code, 400) if code else ()), *(listed(kind) if kind in PLACE_KINDS else ()))
    found = same_kind(pool, original, "place", span, ctx) or compound(original, "place", span, ctx)
    if found is None and ctx.mode == "hips":  # no marker in hips mode
        found = faker_place(original, "place", span, ctx, code)
    return found or fake_form("place", span, ctx.lang)
