"""Mark-only labels (prof, edu, fam, sensitive, time points): the original stays, a reviewer decides."""

from __future__ import annotations

from workbench.model import Span
from workbench.pseudonymize.operators import RenderContext, operator

__all__ = ["keep"]


@operator("keep")
def keep(original: str, span: Span, ctx: RenderContext) -> str:
    """The original, unchanged."""
    return original
