"""Initials and middle names: every initial to "A", delimiters kept (guidelines 003, 1).

"M." -> "A.", "M.K." -> "A.A.", "M K" -> "A A", "Maria" (a middle name) -> "A".
"""

from __future__ import annotations

import re

from workbench.model import Span
from workbench.pseudonymize.operators import RenderContext, operator

__all__ = ["initial"]

_WORD = re.compile(r"\w+")


@operator("initial")
def initial(original: str, span: Span, ctx: RenderContext) -> str:
    """Each word of the original becomes "A"; dots, hyphens and spaces stay where they were."""
    out = _WORD.sub("A", original)
    return out if out.strip() else "A"
