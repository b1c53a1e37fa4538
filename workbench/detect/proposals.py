"""What the raw candidates say about a resolved span: the other detectors that proposed something there.

Detection keeps every candidate (workbench.detect.pipeline: ``Detection.raw``; the review store's
``candidates``); overlap resolution kept one of them. ``also_proposed`` gives the reviewer the rest in one
short line ("also proposed by places (city 0.80), triggers (city 0.50)"): the other detectors, or other
labels, whose candidates overlap the span, strongest first, one entry per detector and label.
"""

from __future__ import annotations

from collections.abc import Iterable

from workbench.model import Span

__all__ = ["also_proposed"]


def also_proposed(span: Span, candidates: Iterable[Span], most: int = 4) -> str:
    """"also proposed by ..." for ``span`` from ``candidates`` (those that overlap it and are not it), or ""."""
    own = (span.source.split(":", 1)[0], span.label)
    best: dict[tuple[str, str], float] = {}
    for c in candidates:
        key = (c.source.split(":", 1)[0] or "(no source)", c.label)
        if c.start < span.end and span.start < c.end and key != own and c.score > best.get(key, -1.0):
            best[key] = c.score
    if not best:
        return ""
    ranked = sorted(best.items(), key=lambda kv: (-kv[1], kv[0]))
    shown = ", ".join(f"{detector} ({label} {score:.2f})" for (detector, label), score in ranked[:most])
    more = f" and {len(ranked) - most} more" if len(ranked) > most else ""
    return f"also proposed by {shown}{more}"
