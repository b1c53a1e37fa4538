"""Other institutions (sports teams, NGOs ...): A-institution, B-institution (003, 3).

In ``hips`` mode: a realistic organisation name built from a Faker company name.
"""

from __future__ import annotations

from workbench.model import Span
from workbench.pseudonymize.fakers import faker_for
from workbench.pseudonymize.operators import RenderContext, operator
from workbench.pseudonymize.surrogates import fake_form, pick

__all__ = ["other_institution"]


@operator("other_institution")
def other_institution(original: str, span: Span, ctx: RenderContext) -> str:
    """``A-institution`` (swell), or an organisation name (hips)."""
    if ctx.mode != "hips":
        return fake_form("other_institution", span, ctx.lang)
    fake = faker_for(ctx)
    pool = sorted({fake.company() for _ in range(8)})
    return pick(ctx, pool, span, original) or fake_form("other_institution", span, ctx.lang)
