"""The one function that rewrites a text (DESIGN.md, practice 7)."""

from __future__ import annotations

from collections.abc import Sequence

from workbench.model import Span

__all__ = ["rewrite"]


def rewrite(text: str, replacements: Sequence[tuple[Span, str]]) -> tuple[str, list[tuple[Span, int, int]]]:
    """Replace ``text[span.start:span.end]`` by each surrogate, from the end to the start.

    Returns the new text and, for every replacement in input order of offsets, ``(span, new_start,
    new_end)``: where its surrogate stands in the new text. Characters outside spans are unchanged.
    Raises ValueError for a span outside the text or two spans that overlap.
    """
    ordered = sorted(replacements, key=lambda r: (r[0].start, r[0].end))
    for (a, _), (b, _) in zip(ordered, ordered[1:], strict=False):
        if b.start < a.end:
            raise ValueError(f"spans overlap: [{a.start},{a.end}) {a.label} and [{b.start},{b.end}) {b.label}")
    if ordered and ordered[-1][0].end > len(text):
        s = ordered[-1][0]
        raise ValueError(f"span [{s.start},{s.end}) {s.label} falls outside the text ({len(text)} characters)")
    out = text
    for span, surrogate in reversed(ordered):
        out = out[: span.start] + surrogate + out[span.end :]
    # new offsets: shift each span by the length change of all replacements before it
    result: list[tuple[Span, int, int]] = []
    shift = 0
    for span, surrogate in ordered:
        new_start = span.start + shift
        result.append((span, new_start, new_start + len(surrogate)))
        shift += len(surrogate) - (span.end - span.start)
    return out, result
