"""First names and nicknames: a name of the same gender from the 50 most frequent (guidelines 003, 1).

Gender comes from the label (firstname_male / firstname_female); firstname_unknown and nickname get a
gender-neutral name (Kim, Alex, Robin ...). In ``hips`` mode the name also matches the original's origin
when the lists know it (CRAPII's surrogates).
"""

from __future__ import annotations

from workbench.model import Span
from workbench.pseudonymize.lists import NEUTRAL_NAMES, first_names, first_names_like
from workbench.pseudonymize.operators import RenderContext, operator
from workbench.pseudonymize.options import options_of
from workbench.pseudonymize.surrogates import pick

__all__ = ["firstname", "gender_of"]

_GENDER = {"firstname_male": "male", "firstname_female": "female"}


def gender_of(span: Span) -> str:
    """male, female or unknown, from the label (a ``gender=`` attribute wins)."""
    return span.attribute("gender") or _GENDER.get(span.label, "unknown")


@operator("firstname")
def firstname(original: str, span: Span, ctx: RenderContext) -> str:
    """A frequent first name of the same gender, different from the other people's surrogates."""
    gender = gender_of(span)
    n = options_of(ctx).n_names
    pool: tuple[str, ...] = ()
    if ctx.mode == "hips":
        pool = first_names_like(original, gender, n)
    if not pool:
        pool = first_names(gender, n, ctx.lang)
    return pick(ctx, pool, span, original) or pick(ctx, NEUTRAL_NAMES, span, original) or "Kim"
