"""Years: a random year within ±2, a five-year span (guidelines 003, 6): "2013" -> one of 2011..2015;
a two-digit year ("'98") stays two digits."""

from __future__ import annotations

import re

from workbench.model import Span
from workbench.pseudonymize.operators import RenderContext, operator

__all__ = ["year"]

_NUMBER = re.compile(r"\d+")


@operator("year")
def year(original: str, span: Span, ctx: RenderContext) -> str:
    """The year in the original moved by -2..+2, same number of digits, other characters kept."""
    m = _NUMBER.search(original)
    if m is None:
        raise ValueError(f"year span [{span.start},{span.end}) has no digits")
    v = int(m[0]) + ctx.rng.randint(-2, 2)
    new = str(v % 100).zfill(2) if len(m[0]) == 2 else str(v).zfill(len(m[0]))
    return original[: m.start()] + new + original[m.end() :]
