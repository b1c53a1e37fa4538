"""What the non-realistic modes write: ``[CITY-2]`` (placeholder), ``[REDACTED]`` (redact) and inline
markers ``[firstname_female:1 Anna]`` (markers: the label, the running number and the swell surrogate,
so a reader sees what changed and where)."""

from __future__ import annotations

import re
from functools import cache

from workbench.model import Span

__all__ = ["REDACTED", "marker", "marks_of_the_tool", "placeholder"]

REDACTED = "[REDACTED]"


def placeholder(span: Span) -> str:
    """``[CITY-2]``; ``[EMAIL]`` when the span has no number."""
    name = span.label.upper()
    return f"[{name}-{span.number}]" if span.number is not None else f"[{name}]"


def marker(span: Span, surrogate: str) -> str:
    """``[city:2 Gävle]``; ``[email email@dot.com]`` when the span has no number."""
    number = f":{span.number}" if span.number is not None else ""
    return f"[{span.label}{number} {surrogate}]"


@cache
def _marks() -> re.Pattern[str]:
    from workbench.taxonomy import LABELS

    names = "|".join(sorted(LABELS, key=len, reverse=True))
    return re.compile(rf"\[(?:(?:{names.upper()})(?:-\d+)?\]|(?:{names})(?::\d+)?(?= )|REDACTED\])")


def marks_of_the_tool(text: str) -> list[tuple[int, int]]:
    """Where ``text`` holds this module's own markup: a placeholder ``[CITY-2]``, ``[EMAIL]``, ``[REDACTED]`` or a
    marker's head ``[city:2``. Its letters are the label's name, no learner's: an original that reads the same
    ("Malmö City", a place called "City") is not in them. (report.json's bare label keys, "city", are emptied
    before its check: workbench.pseudonymize.release._without_numbers.)"""
    return [m.span() for m in _marks().finditer(text)] if "[" in text else []
