"""Workplaces: A-arbetsplats, B-arbetsplats ... (003, 3); in ``hips`` mode a Faker company name."""

from __future__ import annotations

from workbench.model import Span
from workbench.pseudonymize.fakers import faker_for
from workbench.pseudonymize.operators import RenderContext, operator
from workbench.pseudonymize.surrogates import fake_form, pick

__all__ = ["work"]


@operator("work")
def work(original: str, span: Span, ctx: RenderContext) -> str:
    """``A-arbetsplats`` (swell), or a realistic company name (hips)."""
    if ctx.mode != "hips":
        return fake_form("work", span, ctx.lang)
    fake = faker_for(ctx)
    pool = sorted({fake.company() for _ in range(8)})
    return pick(ctx, pool, span, original) or fake_form("work", span, ctx.lang)
