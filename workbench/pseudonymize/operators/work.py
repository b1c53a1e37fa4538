"""Workplaces: A-arbetsplats, B-arbetsplats ... (003, 3); in ``hips`` mode a realistic name
(workbench.pseudonymize.organisations: the same head for a definite name, else a Faker company)."""

from __future__ import annotations

from workbench.model import Span
from workbench.pseudonymize.operators import RenderContext, operator
from workbench.pseudonymize.organisations import organisation
from workbench.pseudonymize.surrogates import fake_form

__all__ = ["work"]


@operator("work")
def work(original: str, span: Span, ctx: RenderContext) -> str:
    """``A-arbetsplats`` (swell), or a realistic name (hips)."""
    return organisation(original, span, ctx) if ctx.mode == "hips" else fake_form("work", span, ctx.lang)
