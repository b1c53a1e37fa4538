"""Surnames: one of the 50 most frequent surnames (guidelines 003, 1)."""

from __future__ import annotations

from workbench.model import Span
from workbench.pseudonymize.lists import surnames
from workbench.pseudonymize.operators import RenderContext, operator
from workbench.pseudonymize.options import options_of
from workbench.pseudonymize.surrogates import fake_form, pick

__all__ = ["surname"]


@operator("surname")
def surname(original: str, span: Span, ctx: RenderContext) -> str:
    """A frequent surname, different from the other people's surrogates."""
    pool = surnames(options_of(ctx).n_names, ctx.lang)
    return pick(ctx, pool, span, original) or fake_form("surname", span, ctx.lang)
