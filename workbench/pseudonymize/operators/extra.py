"""``extra``: obligatory to pseudonymize, but only a reviewer can say how (guidelines 003, 14).

A reviewer's surrogate comes in the span attribute ``surrogate=...`` (the renderer uses it for any
label); until there is one the text reads ``[extra]``.
"""

from __future__ import annotations

from workbench.model import Span
from workbench.pseudonymize.operators import RenderContext, operator

__all__ = ["extra"]


@operator("extra")
def extra(original: str, span: Span, ctx: RenderContext) -> str:
    """The reviewer's surrogate, or ``[extra]``."""
    return span.attribute("surrogate") or "[extra]"
