"""First names: a name of the same gender from the 50 most frequent (guidelines 003, 1).

Gender comes from the label (firstname_male / firstname_female); firstname_unknown gets a gender-neutral
name (Kim, Alex, Robin ...; Jamie, Casey ... in English text). English essays get English names. With
RenderOptions.keep_origin, and always in ``hips`` mode, the name also comes from the original's cultural
region when the lists know it (CRAPII's surrogates). A first name whose person has a nickname prefers a
surrogate with a nickname of its own (nicknames.tsv), so "Per ... Pelle" becomes "Karl ... Kalle".
"""

from __future__ import annotations

from workbench.model import Span
from workbench.pseudonymize.lexicon import nicknames
from workbench.pseudonymize.lists import NEUTRAL_NAMES, first_names, first_names_like
from workbench.pseudonymize.operators import RenderContext, operator
from workbench.pseudonymize.options import options_of
from workbench.pseudonymize.surrogates import pick

__all__ = ["firstname", "gender_of", "name_pool"]

_GENDER = {"firstname_male": "male", "firstname_female": "female"}


def gender_of(span: Span) -> str:
    """male, female or unknown, from the label (a ``gender=`` attribute wins)."""
    return span.attribute("gender") or _GENDER.get(span.label, "unknown")


def name_pool(original: str, gender: str, ctx: RenderContext) -> tuple[str, ...]:
    """The first names a surrogate of ``original`` is drawn from (see the module doc)."""
    opts = options_of(ctx)
    pool: tuple[str, ...] = ()
    if ctx.mode == "hips" or opts.keep_origin:
        pool = first_names_like(original, gender, opts.n_names)
    return pool or first_names(gender, opts.n_names, ctx.lang)


@operator("firstname")
def firstname(original: str, span: Span, ctx: RenderContext) -> str:
    """A frequent first name of the same gender, different from the other people's surrogates."""
    pool = name_pool(original, gender_of(span), ctx)
    if any(s.label == "nickname" and s.number == span.number for s in ctx.spans):
        table = nicknames()
        with_nick = tuple(p for p in pool if p.lower() in table)
        pool = with_nick if len(with_nick) >= 3 else pool
    return pick(ctx, pool, span, original) or pick(ctx, NEUTRAL_NAMES, span, original) or "Kim"
