"""Days of the month: a random day 1-28 (guidelines 003, 6), written like the original: a leading zero
kept ("05" -> "09"), an ordinal suffix remade for the new day ("5th" -> "21st", "24:e" -> "1:a")."""

from __future__ import annotations

import re

from workbench.model import Span
from workbench.pseudonymize.operators import RenderContext, operator

__all__ = ["day"]

_DAY = re.compile(r"(\d+)(:?)([a-zA-Z]*)")


def _suffix(n: int, colon: str, old: str) -> str:
    if not old:
        return ""
    if old.lower() in ("st", "nd", "rd", "th"):
        return "th" if 11 <= n % 100 <= 13 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return colon + ("a" if n % 10 in (1, 2) and n % 100 not in (11, 12) else "e")


@operator("day")
def day(original: str, span: Span, ctx: RenderContext) -> str:
    """A day 1-28 drawn with ``ctx.rng``, in the original's format."""
    m = _DAY.search(original)
    if m is None:
        raise ValueError(f"day span [{span.start},{span.end}) has no digits")
    n = ctx.rng.randint(1, 28)
    digits = str(n).zfill(2) if len(m[1]) == 2 and m[1].startswith("0") else str(n)
    return original[: m.start()] + digits + _suffix(n, m[2], m[3]) + original[m.end() :]
