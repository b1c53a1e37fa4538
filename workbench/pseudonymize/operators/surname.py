"""Surnames: one of the 50 most frequent surnames (guidelines 003, 1); English ones in English text; from
the original's cultural region with RenderOptions.keep_origin and in ``hips`` mode (CRAPII)."""

from __future__ import annotations

from workbench.model import Span
from workbench.pseudonymize.lists import surnames, surnames_like
from workbench.pseudonymize.operators import RenderContext, operator
from workbench.pseudonymize.options import options_of
from workbench.pseudonymize.surrogates import fake_form, pick

__all__ = ["surname"]


@operator("surname")
def surname(original: str, span: Span, ctx: RenderContext) -> str:
    """A frequent surname, different from the other people's surrogates."""
    opts = options_of(ctx)
    pool: tuple[str, ...] = ()
    if ctx.mode == "hips" or opts.keep_origin:
        pool = surnames_like(original, opts.n_names)
    found = pick(ctx, pool, span, original) if pool else None
    return found or pick(ctx, surnames(opts.n_names, ctx.lang), span, original) or fake_form("surname", span, ctx.lang)
