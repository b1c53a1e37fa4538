"""Public authorities: A-myndighet (003, 3); in ``hips`` mode another authority from the lists."""

from __future__ import annotations

from workbench.model import Span
from workbench.pseudonymize.lists import pattern_texts
from workbench.pseudonymize.operators import RenderContext, operator
from workbench.pseudonymize.surrogates import fake_form, pick

__all__ = ["public_authority"]


@operator("public_authority")
def public_authority(original: str, span: Span, ctx: RenderContext) -> str:
    """``A-myndighet`` (swell), or another named authority (hips) when the lists have some."""
    if ctx.mode != "hips":
        return fake_form("public_authority", span, ctx.lang)
    pool = pattern_texts("institution", "public_authority")
    return pick(ctx, pool, span, original) or fake_form("public_authority", span, ctx.lang)
