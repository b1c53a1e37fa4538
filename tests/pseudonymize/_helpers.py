"""Test helper: spans by the words they cover, so test tables stay readable."""

from __future__ import annotations

from workbench.model import Span


def spans_for(text: str, *marks: tuple) -> list[Span]:
    """``(word, label)`` or ``(word, label, attrs)`` or ``(word, label, attrs, nth)`` -> Span."""
    out = []
    for mark in marks:
        word, label = mark[0], mark[1]
        attrs = frozenset(mark[2]) if len(mark) > 2 else frozenset()
        nth = mark[3] if len(mark) > 3 else 0
        i = -1
        for _ in range(nth + 1):
            i = text.index(word, i + 1)
        out.append(Span(i, i + len(word), label, attrs))
    return out
