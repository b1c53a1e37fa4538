"""Find the spans that overlap a given span without comparing every pair (long essays, many spans)."""

from __future__ import annotations

import bisect
from collections.abc import Iterable

from workbench.model import Span

__all__ = ["OverlapIndex", "token_spans"]


class OverlapIndex:
    """Spans sorted by start, to find those overlapping a span without comparing every pair."""

    def __init__(self, spans: Iterable[Span]) -> None:
        self.spans = sorted(spans, key=lambda s: (s.start, s.end))
        self.starts = [s.start for s in self.spans]
        self.longest = max((s.end - s.start for s in self.spans), default=0)

    def overlapping(self, span: Span) -> list[Span]:
        """The indexed spans sharing at least one character with ``span``, in order of start."""
        lo = bisect.bisect_left(self.starts, span.start - self.longest + 1)
        hi = bisect.bisect_left(self.starts, span.end)
        return [s for s in self.spans[lo:hi] if s.end > span.start]


def token_spans(ends: list[int], starts: list[int], span: Span) -> range:
    """Indices of the tokens (given by their sorted ``starts`` and ``ends``) sharing a character with
    ``span``."""
    first = bisect.bisect_right(ends, span.start)  # the first token ending after the span starts
    last = bisect.bisect_left(starts, span.end)  # the first token starting at or after the span ends
    return range(first, max(first, last))
