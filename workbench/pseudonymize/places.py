"""Shared rule of the region, area and geo operators: another place of the same kind and country."""

from __future__ import annotations

from workbench.model import Span
from workbench.pseudonymize.fakers import faker_for, locale_for
from workbench.pseudonymize.lists import city_country, places_of
from workbench.pseudonymize.operators import RenderContext
from workbench.pseudonymize.options import options_of
from workbench.pseudonymize.surrogates import fake_form, pick

__all__ = ["same_country_place"]


def same_country_place(kind: str, original: str, span: Span, ctx: RenderContext) -> str:
    """A place of ``kind`` (region, area, geo) in the original's country (Sweden unless ``foreign``),
    or SweLL's fake form (A-region, A-område, A-geo) when the lists have none or places are fake; in
    hips mode a Faker place name of that country instead of a fake form."""
    if options_of(ctx).fake_places:
        return fake_form(kind, span, ctx.lang)
    code = city_country(original) if "foreign" in span.attributes else "SE"
    pool = places_of(kind, code) if code else ()
    found = pick(ctx, pool, span, original)
    if found is None and ctx.mode == "hips":  # no marker in hips mode: a Faker place name of that country
        fake = faker_for(ctx, locale_for(ctx.lang, code))
        found = pick(ctx, sorted({fake.city() for _ in range(8)}), span, original)
    return found or fake_form(kind, span, ctx.lang)
