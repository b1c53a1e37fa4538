"""What the non-realistic modes write: ``[CITY-2]`` (placeholder), ``[REDACTED]`` (redact) and inline
markers ``[firstname_female:1 Anna]`` (markers: the label, the running number and the swell surrogate,
so a reader sees what changed and where)."""

from __future__ import annotations

from workbench.model import Span

__all__ = ["REDACTED", "marker", "placeholder"]

REDACTED = "[REDACTED]"


def placeholder(span: Span) -> str:
    """``[CITY-2]``; ``[EMAIL]`` when the span has no number."""
    name = span.label.upper()
    return f"[{name}-{span.number}]" if span.number is not None else f"[{name}]"


def marker(span: Span, surrogate: str) -> str:
    """``[city:2 Gävle]``; ``[email email@dot.com]`` when the span has no number."""
    number = f":{span.number}" if span.number is not None else ""
    return f"[{span.label}{number} {surrogate}]"
