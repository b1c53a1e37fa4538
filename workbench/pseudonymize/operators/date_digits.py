"""Dates in digits: every digit to 1, delimiters kept (guidelines 003, 6; the task keeps the writer's
delimiters and order): "2018-12-01" -> "1111-11-11", "18/01/12" -> "11/11/11", "180112" -> "111111"."""

from __future__ import annotations

import re

from workbench.model import Span
from workbench.pseudonymize.operators import RenderContext, operator

__all__ = ["date_digits"]

_DIGIT = re.compile(r"\d")


@operator("date_digits")
def date_digits(original: str, span: Span, ctx: RenderContext) -> str:
    """Every digit of the original becomes "1"."""
    return _DIGIT.sub("1", original)
