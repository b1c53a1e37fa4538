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
from workbench.pseudonymize.lists import top_cities
from workbench.pseudonymize.operators import RenderContext, operator
from workbench.pseudonymize.options import options_of
from workbench.pseudonymize.places import faker_place, same_kind, surrogate_country
from workbench.pseudonymize.surrogates import fake_form

__all__ = ["city"]


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
            or same_kind(deeper, original, "city", span, ctx, reuse=False)
    if found is None and ctx.mode == "hips":  # no marker in hips mode: a Faker city of that country
        found = faker_place(original, "city", span, ctx, code)
    return found or fake_form("city", span, ctx.lang)
