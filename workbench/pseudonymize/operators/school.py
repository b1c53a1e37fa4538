"""Schools: A-skola, B-skola ... (guidelines 003, 3); in ``hips`` mode a realistic school name."""

from __future__ import annotations

from workbench.model import Span
from workbench.pseudonymize.fakers import faker_for
from workbench.pseudonymize.operators import RenderContext, operator
from workbench.pseudonymize.surrogates import fake_form, pick

__all__ = ["school"]


@operator("school")
def school(original: str, span: Span, ctx: RenderContext) -> str:
    """``A-skola`` (swell), or a surname-based school name (hips: "Lindqvistskolan", "Baker High School")."""
    if ctx.mode != "hips":
        return fake_form("school", span, ctx.lang)
    fake = faker_for(ctx)
    pool = sorted({f"{fake.last_name()} High School" if ctx.lang == "en" else f"{fake.last_name()}skolan"
                   for _ in range(8)})
    return pick(ctx, pool, span, original) or fake_form("school", span, ctx.lang)
