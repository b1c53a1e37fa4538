"""Which spans the essay screen lists: by review status, by label group and by the detector's confidence."""

from __future__ import annotations

from collections.abc import Callable

from workbench import taxonomy
from workbench.store import SpanState
from workbench.ui.render import LOW_SCORE

__all__ = ["CONFIDENCE", "GROUPS", "STATUS", "shown"]

Test = Callable[[SpanState], bool]


def _group(s: SpanState) -> str:
    return taxonomy.group_of(s.span.label) if taxonomy.is_label(s.span.label) else "mark-only"


STATUS: dict[str, Test] = {"unresolved": lambda s: not s.resolved, "all": lambda s: True}
GROUPS: dict[str, Test] = {
    "every label": lambda s: True,
    "replace": lambda s: _group(s) == "replace",
    "placeholder": lambda s: _group(s) == "placeholder",
    "mark-only": lambda s: _group(s) == "mark-only",
    "sensitive / extra": lambda s: s.span.label in ("sensitive", "extra"),
    "prof / edu / fam": lambda s: s.span.label in ("prof", "edu", "fam"),
}
CONFIDENCE: dict[str, Test] = {
    "any confidence": lambda s: True,
    f"low (< {LOW_SCORE})": lambda s: s.span.score < LOW_SCORE,
    f"high (≥ {LOW_SCORE})": lambda s: s.span.score >= LOW_SCORE,
}


def shown(states: list[SpanState], status: str, group: str, confidence: str) -> list[SpanState]:
    """The spans that pass the three filters, in text order."""
    tests = (STATUS[status], GROUPS[group], CONFIDENCE[confidence])
    return [s for s in states if all(t(s) for t in tests)]
