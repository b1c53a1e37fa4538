"""City parts (always foreign per the guidelines): another area of the same country, or A-område."""

from __future__ import annotations

from workbench.model import Span
from workbench.pseudonymize.operators import RenderContext, operator
from workbench.pseudonymize.places import same_country_place

__all__ = ["area"]


@operator("area")
def area(original: str, span: Span, ctx: RenderContext) -> str:
    """Another area of the same country, or the fake form."""
    return same_country_place("area", original, span, ctx)
