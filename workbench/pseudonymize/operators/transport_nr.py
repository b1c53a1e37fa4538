"""Line numbers: 1, 2, 3 ... in order of appearance (guidelines 003, 4): "buss 528" -> "buss 1"."""

from __future__ import annotations

from workbench.model import Span
from workbench.pseudonymize.operators import RenderContext, operator

__all__ = ["transport_nr"]


@operator("transport_nr")
def transport_nr(original: str, span: Span, ctx: RenderContext) -> str:
    """The span's running number as digits (1 when it has none)."""
    return str(span.number or 1)
