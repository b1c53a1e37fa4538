"""Cities: a frequent city of the same country (Swedish from Swedish), or A-stad (guidelines 003, 2); an
island town stays an island town (places.same_kind: "på Lidingö" -> "på Värmdö"), and a Swedish city
part (003 labels them city) a city part ("i Karlstad, på Herrhagen" -> "i Gävle, på Kungsholmen";
prepositions.kind_at).

The country of a ``foreign`` city comes from the gazetteer (workbench.resources.places); a city the
lists do not know, and every city when RenderOptions.fake_places is set, gets SweLL's fake form.
"""

from __future__ import annotations

from workbench.model import Span
from workbench.pseudonymize.lexicon import listed
from workbench.pseudonymize.lists import city_countries, country_code, top_cities
from workbench.pseudonymize.operators import RenderContext, operator
from workbench.pseudonymize.options import options_of
from workbench.pseudonymize.places import faker_place, place_country, same_kind
from workbench.pseudonymize.surrogates import fake_form

__all__ = ["city", "country_of_city", "surrogate_country"]


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


@operator("city")
def city(original: str, span: Span, ctx: RenderContext) -> str:
    """One of the five most populous cities of the original's country, or A-stad, B-stad ...

    In ``hips`` mode a city the lists cannot place gets a Faker city instead of a fake form."""
    opts = options_of(ctx)
    code = surrogate_country(original, span, ctx)
    if opts.fake_places:
        return fake_form("city", span, ctx.lang)
    found = None
    if code:  # the most populous cities first; further down the list when they are all taken or originals
        deeper = (*top_cities(code, opts.n_cities * 6), *(listed("district") if code == "SE" else ()))
        found = same_kind(top_cities(code, opts.n_cities), original, "city", span, ctx, strict=True) \
            or same_kind(deeper, original, "city", span, ctx)
    if found is None and ctx.mode == "hips":  # no marker in hips mode: a Faker city of that country
        found = faker_place(original, "city", span, ctx, code)
    return found or fake_form("city", span, ctx.lang)
