"""E-mail addresses: one for all, "email@dot.com" (guidelines 003, 8)."""

from __future__ import annotations

from workbench.model import Span
from workbench.pseudonymize.operators import RenderContext, operator

__all__ = ["email"]


@operator("email")
def email(original: str, span: Span, ctx: RenderContext) -> str:
    """Always "email@dot.com"."""
    return "email@dot.com"
