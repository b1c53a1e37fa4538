"""The one rule for place surrogates of the same kind (issue 17.2): a lake stays a lake, an island an
island, a street a street, a county a county, and takes the preposition the learner wrote.

``same_kind`` picks from a pool the candidates of the original's kind that fit its written preposition
(workbench.pseudonymize.prepositions.fits); when none does, ``compound`` builds one from the original's
own head ("Helgasjön" -> "Björksjön", "Stadsbiblioteket" -> "Norrbiblioteket", "Lake Tahoe" ->
"Lake Maple"), so the kind and the definite form stay. ``same_country_place`` is the region, area and geo
operators' shared rule: another place of the same kind and country, else SweLL's fake form.
"""

from __future__ import annotations

from collections.abc import Sequence

from workbench.model import Span
from workbench.pseudonymize.fakers import faker_for, locale_for
from workbench.pseudonymize.lexicon import listed, place_head
from workbench.pseudonymize.lists import city_country, places_of
from workbench.pseudonymize.operators import RenderContext
from workbench.pseudonymize.options import options_of
from workbench.pseudonymize.prepositions import fits, written_preposition
from workbench.pseudonymize.surrogates import fake_form, pick

__all__ = ["compound", "same_country_place", "same_kind"]

#: first parts of Swedish place names, and English words for "Lake ..." / "... River"
_PARTS = {
    "sv": ("Björk", "Ek", "Lind", "Gran", "Tall", "Asp", "Rönn", "Hassel", "Sjö", "Berg", "Dal", "Vik", "Strand",
           "Kvarn", "Sol", "Ros", "Ljung", "Sten", "Hög", "Lång", "Stor", "Lill", "Norr", "Söder", "Öster", "Väster"),
    "en": ("Oak", "Maple", "Pine", "Cedar", "Willow", "Elm", "Birch", "Mill", "North", "South", "East", "West",
           "Green", "Stone", "Silver", "Fox", "Bear", "Deer", "Heron", "Crane"),
}
#: how many places of a kind and country are looked through for one of the same kind
_DEPTH = 400


def same_kind(pool: Sequence[str], original: str, label: str, span: Span, ctx: RenderContext,
              strict: bool = False) -> str | None:
    """A seeded pick (surrogates.pick, ``strict`` as there) from the candidates of ``pool`` of the
    original's kind that fit the written preposition, or None."""
    found = written_preposition(ctx.text, span)
    written = found[2] if found else None
    good = [p for p in pool if fits(p, original, label, written)]
    return pick(ctx, good, span, original, strict) if good else None


def compound(original: str, label: str, span: Span, ctx: RenderContext) -> str | None:
    """A name with the original's head and another first part, or None when the original has no head a
    pattern knows."""
    head = place_head(original, label)
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
    code = city_country(original) if "foreign" in span.attributes else "SE"
    pool = places_of(kind, code, _DEPTH) if code else ()
    if kind == "area" and code == "SE":  # the gazetteer has no Swedish districts: the listed ones
        pool = (*pool, *listed("district"))
    found = same_kind(pool, original, kind, span, ctx) or compound(original, kind, span, ctx)
    if found is None and ctx.mode == "hips":  # no marker in hips mode: a Faker place name of that country
        fake = faker_for(ctx, locale_for(ctx.lang, code))
        found = pick(ctx, sorted({fake.city() for _ in range(8)}), span, original)
    return found or fake_form(kind, span, ctx.lang)
