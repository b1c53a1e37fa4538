"""Regions (län, landskap, foreign provinces): another region of the same country, or A-region."""

from __future__ import annotations

from workbench.model import Span
from workbench.pseudonymize.operators import RenderContext, operator
from workbench.pseudonymize.places import same_country_place

__all__ = ["region"]


@operator("region")
def region(original: str, span: Span, ctx: RenderContext) -> str:
    """Another region of the same country, or the fake form."""
    return same_country_place("region", original, span, ctx)
