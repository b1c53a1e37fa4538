"""User names: "username1", "username2" ... by running number (SVALA's username label)."""

from __future__ import annotations

from workbench.model import Span
from workbench.pseudonymize.operators import RenderContext, operator

__all__ = ["username"]


@operator("username")
def username(original: str, span: Span, ctx: RenderContext) -> str:
    """ "username" followed by the span's running number (1 when it has none)."""
    return f"username{span.number or 1}"
