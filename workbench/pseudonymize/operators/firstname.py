"""First names: a name of the same gender from the 50 most frequent (guidelines 003, 1).

Gender comes from the label (firstname_male / firstname_female); firstname_unknown gets a gender-neutral
name (Kim, Alex, Robin ...; Jamie, Casey ... in English text). English essays get English names. With
RenderOptions.keep_origin, and always in ``hips`` mode, the name also comes from the original's cultural
region when the lists know it, else the region of the same person's surname (CRAPII's surrogates). A
first name whose person has a nickname prefers a surrogate with a nickname of its own (nicknames.tsv), so
"Per ... Pelle" becomes "Karl ... Kalle".
"""

from __future__ import annotations

from workbench.model import Span
from workbench.pseudonymize.lexicon import nicknames
from workbench.pseudonymize.lists import NEUTRAL_NAMES, first_names, first_names_like, name_region
from workbench.pseudonymize.morphology import base, infer
from workbench.pseudonymize.operators import RenderContext, operator
from workbench.pseudonymize.options import options_of
from workbench.pseudonymize.surrogates import pick

__all__ = ["firstname", "gender_of", "name_pool", "person_region"]

_GENDER = {"firstname_male": "male", "firstname_female": "female"}


def gender_of(span: Span) -> str:
    """male, female or unknown, from the label (a ``gender=`` attribute wins)."""
    return span.attribute("gender") or _GENDER.get(span.label, "unknown")


_FIRST = frozenset({"firstname_male", "firstname_female", "firstname_unknown"})


def person_region(span: Span, ctx: RenderContext, kind: str) -> str | None:
    """The cultural region of another name of the span's person, or of a person another mention of the
    same entity names (``kind`` "first": a first name, "surname": a surname) that the lists know, or None:
    "tesfay Gebremedhin", whose surname the lists do not know, is of tesfay's region."""
    same = _FIRST if span.label in _FIRST else {span.label}  # the persons of every mention of the entity
    persons = {s.attribute("person") for s in ctx.spans if s.label in same and s.number == span.number}
    persons = (persons | {span.attribute("person")}) - {None}
    labels = _FIRST if kind == "first" else {"surname"}
    for other in ctx.spans:
        if other.label in labels and other.attribute("person") in persons:
            text = other.text(ctx.text)
            attrs = infer(text, other.attributes, ctx.lang, (), "names", other.label)
            found = name_region(base(text, attrs, (), other.label), kind)
            if found:
                return found
    return None


def name_pool(original: str, gender: str, ctx: RenderContext, span: Span | None = None) -> tuple[str, ...]:
    """The first names a surrogate of ``original`` is drawn from (see the module doc)."""
    opts = options_of(ctx)
    pool: tuple[str, ...] = ()
    if ctx.mode == "hips" or opts.keep_origin:
        region = person_region(span, ctx, "surname") if span is not None else None
        pool = first_names_like(original, gender, opts.n_names, region)
    return pool or first_names(gender, opts.n_names, ctx.lang)


@operator("firstname")
def firstname(original: str, span: Span, ctx: RenderContext) -> str:
    """A frequent first name of the same gender, different from the other people's surrogates."""
    pool = name_pool(original, gender_of(span), ctx, span)
    if any(s.label == "nickname" and s.number == span.number for s in ctx.spans):
        table = nicknames()
        with_nick = tuple(p for p in pool if p.lower() in table)
        pool = with_nick if len(with_nick) >= 3 else pool
    return pick(ctx, pool, span, original) or pick(ctx, NEUTRAL_NAMES, span, original) or "Kim"
