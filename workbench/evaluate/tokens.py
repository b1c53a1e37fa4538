"""One label per token, for agreement over tokens: the label of the span covering most of the token."""

from __future__ import annotations

from collections.abc import Sequence

from workbench.evaluate.overlap import token_spans
from workbench.model import Span
from workbench.text import tokenize

__all__ = ["OUTSIDE", "token_labels"]

#: The label of a token no span covers.
OUTSIDE = "O"


def token_labels(text: str, spans: Sequence[Span]) -> list[str]:
    """One label per token of ``workbench.text.tokenize(text)``: the covering span's label (the span with
    most characters in the token wins, the first on a tie), else "O"."""
    tokens = tokenize(text)
    starts, ends = [t.start for t in tokens], [t.end for t in tokens]
    out, size = [OUTSIDE] * len(tokens), [0] * len(tokens)
    for s in sorted(spans, key=lambda s: (s.start, s.end)):
        for i in token_spans(ends, starts, s):
            n = min(s.end, ends[i]) - max(s.start, starts[i])
            if n > size[i]:
                out[i], size[i] = s.label, n
    return out
