"""One named overlap policy, applied once after every detector ran (DESIGN.md, practice 5)."""

from __future__ import annotations

from collections.abc import Iterable

from workbench import taxonomy
from workbench.model import Span

__all__ = ["resolve_overlaps"]

_GROUP_RANK = {"replace": 2, "placeholder": 1, "mark-only": 0}


def _strength(span: Span) -> tuple[float, int, int]:
    group = taxonomy.LABELS[span.label].group if span.label in taxonomy.LABELS else "mark-only"
    return (span.score, span.end - span.start, _GROUP_RANK[group])


def resolve_overlaps(candidates: Iterable[Span]) -> list[Span]:
    """Keep the strongest of every set of overlapping spans: highest score, then longest, then the
    group that changes the text most (replace > placeholder > mark-only). Identical duplicates collapse.
    Returns spans sorted by offset, none overlapping."""
    kept: list[Span] = []
    for span in sorted(set(candidates), key=_strength, reverse=True):
        if not any(span.overlaps(k) for k in kept):
            kept.append(span)
    return sorted(kept, key=lambda s: (s.start, s.end))
