"""Other geographic names (lakes, forests, mountains): another of the same country, or A-geo."""

from __future__ import annotations

from workbench.model import Span
from workbench.pseudonymize.operators import RenderContext, operator
from workbench.pseudonymize.places import same_country_place

__all__ = ["geo"]


@operator("geo")
def geo(original: str, span: Span, ctx: RenderContext) -> str:
    """Another geo of the same country, or the fake form."""
    return same_country_place("geo", original, span, ctx)
