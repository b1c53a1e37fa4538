"""Phone, account, street and other numbers: each digit to 0, everything else kept (guidelines 003,
2, 7, 11, 13): "070-123 45 67" -> "000-000 00 00", "SE45 5000 ..." -> "SE00 0000 ..."."""

from __future__ import annotations

import re

from workbench.model import Span
from workbench.pseudonymize.operators import RenderContext, operator

__all__ = ["digits_to_zero"]

_DIGIT = re.compile(r"\d")


@operator("digits_to_zero")
def digits_to_zero(original: str, span: Span, ctx: RenderContext) -> str:
    """Every digit of the original becomes "0"; letters, spaces and delimiters stay."""
    return _DIGIT.sub("0", original)
