"""Months in digits: a random month 1-12 (guidelines 003, 6), a leading zero kept ("05" -> "11")."""

from __future__ import annotations

import re

from workbench.model import Span
from workbench.pseudonymize.operators import RenderContext, operator

__all__ = ["month_digit"]

_NUMBER = re.compile(r"\d+")


@operator("month_digit")
def month_digit(original: str, span: Span, ctx: RenderContext) -> str:
    """A month 1-12 drawn with ``ctx.rng``, zero-padded when the original was."""
    m = _NUMBER.search(original)
    if m is None:
        raise ValueError(f"month_digit span [{span.start},{span.end}) has no digits")
    n = ctx.rng.randint(1, 12)
    new = str(n).zfill(2) if len(m[0]) == 2 and m[0].startswith("0") else str(n)
    return original[: m.start()] + new + original[m.end() :]
