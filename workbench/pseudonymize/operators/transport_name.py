"""Named transport lines: A-linjen, B-linjen ... (003, 4); in ``hips`` mode another named line."""

from __future__ import annotations

from workbench.model import Span
from workbench.pseudonymize.lists import pattern_texts
from workbench.pseudonymize.operators import RenderContext, operator
from workbench.pseudonymize.surrogates import fake_form, pick

__all__ = ["transport_name"]


@operator("transport_name")
def transport_name(original: str, span: Span, ctx: RenderContext) -> str:
    """``A-linjen`` (swell), or another line from the lists (hips)."""
    if ctx.mode != "hips":
        return fake_form("transport_name", span, ctx.lang)
    found = pick(ctx, pattern_texts("transport"), span, original)
    return found or fake_form("transport_name", span, ctx.lang)
