"""Streets, squares, stops: a street name coordinated with the essay's city, or A-plats (003, 2).

A place keeps its kind (places.same_kind): a park stays a park, an airport an airport, a venue a venue
(from the Swedish places of the lists), or is built from its own head ("Stadsbiblioteket" ->
"Norrbiblioteket"); only a street, or a place of no known kind, becomes a street.

Coordination: the street comes from the Faker locale of the country of the surrogate of the nearest
city span (Swedish streets for a Swedish city, Danish for a Danish one ...), else of the essay language;
A-plats for a country Faker has no streets for (in hips mode: a street of the essay language's country).
"""

from __future__ import annotations

from workbench.model import Span
from workbench.pseudonymize.fakers import COUNTRY_LOCALES, faker_for, locale_for
from workbench.pseudonymize.lexicon import place_kind
from workbench.pseudonymize.lists import places_of
from workbench.pseudonymize.operators import RenderContext, operator
from workbench.pseudonymize.operators.city import surrogate_country
from workbench.pseudonymize.options import options_of
from workbench.pseudonymize.places import compound, same_kind
from workbench.pseudonymize.surrogates import fake_form, pick

__all__ = ["place", "street_country"]


def street_country(span: Span, ctx: RenderContext) -> str | None:
    """The country of the surrogate of the nearest city in the essay, or Sweden for a Swedish place."""
    cities = [o for o in ctx.spans if o.label == "city"]
    if cities:
        near = min(cities, key=lambda o: (abs(o.start - span.start), o.start))
        return surrogate_country(ctx.text[near.start : near.end], near, ctx)
    return None if "foreign" in span.attributes else "SE"


@operator("place")
def place(original: str, span: Span, ctx: RenderContext) -> str:
    """A real street name of the city's country (Faker, seeded from ctx.rng), or A-plats."""
    if options_of(ctx).fake_places:
        return fake_form("place", span, ctx.lang)
    kind = place_kind(original, "place")[0]
    if kind not in ("street", "place"):
        found = same_kind(places_of("place", "SE"), original, "place", span, ctx) if "foreign" not in span.attributes \
            else None
        found = found or compound(original, "place", span, ctx)
        if found:
            return found
    code = street_country(span, ctx)
    if code not in (None, "SE") and code not in COUNTRY_LOCALES:  # no street list for that country
        if ctx.mode != "hips":
            return fake_form("place", span, ctx.lang)
        code = None  # hips has no markers: a street of the essay language's country
    fake = faker_for(ctx, locale_for(ctx.lang, code))
    pool = sorted({fake.street_name() for _ in range(8)})
    return pick(ctx, pool, span, original) or fake_form("place", span, ctx.lang)
