"""Ages in digits: a random number within ±2 of the age, never below 1 (guidelines 003, 5):
"18" -> one of 16..20. Only ``ctx.rng`` decides."""

from __future__ import annotations

import re

from workbench.model import Span
from workbench.pseudonymize.operators import RenderContext, operator

__all__ = ["age_digits"]

_NUMBER = re.compile(r"\d+")


@operator("age_digits")
def age_digits(original: str, span: Span, ctx: RenderContext) -> str:
    """The (first) number of the original moved by -2..+2; other characters kept."""
    m = _NUMBER.search(original)
    if m is None:
        raise ValueError(f"age_digits span [{span.start},{span.end}) has no digits; relabel it age_string")
    v = int(m[0])
    return original[: m.start()] + str(ctx.rng.randint(max(1, v - 2), v + 2)) + original[m.end() :]
