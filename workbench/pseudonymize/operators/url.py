"""Web addresses: one for all, "url.com" (guidelines 003, 9)."""

from __future__ import annotations

from workbench.model import Span
from workbench.pseudonymize.operators import RenderContext, operator

__all__ = ["url"]


@operator("url")
def url(original: str, span: Span, ctx: RenderContext) -> str:
    """Always "url.com"."""
    return "url.com"
