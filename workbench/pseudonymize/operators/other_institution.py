"""Other institutions (sports teams, NGOs ...): A-institution, B-institution (003, 3); in ``hips`` mode a
realistic name (workbench.pseudonymize.organisations: the same head for a definite name, else a Faker
company)."""

from __future__ import annotations

from workbench.model import Span
from workbench.pseudonymize.operators import RenderContext, operator
from workbench.pseudonymize.organisations import organisation
from workbench.pseudonymize.surrogates import fake_form

__all__ = ["other_institution"]


@operator("other_institution")
def other_institution(original: str, span: Span, ctx: RenderContext) -> str:
    """``A-institution`` (swell), or a realistic name (hips)."""
    if ctx.mode == "hips":
        return organisation(original, span, ctx)
    return fake_form("other_institution", span, ctx.lang)
