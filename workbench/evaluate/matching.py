"""Decide which gold units a prediction found and which predictions hit gold, in one of three modes.

- ``exact``: same start, end and label.
- ``overlap``: at least one character in common and the same label.
- ``token``: every token of the text (``workbench.text.tokenize``) gets the labels of the spans that cover
  any of its characters, and (token, label) pairs are compared, as the Kaggle PII competition scored
  (without its B-/I- prefixes). "O" tokens are not units.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from workbench.evaluate.overlap import OverlapIndex, token_spans
from workbench.evaluate.pairing import EssayPair
from workbench.model import Span
from workbench.text import tokenize

__all__ = ["MODES", "Unit", "match"]

MODES = ("exact", "overlap", "token")


@dataclass(frozen=True)
class Unit:
    """One gold or predicted span (or token, in token mode) and whether the other side matched it."""

    essay_id: str
    side: str  # "gold" or "pred"
    label: str
    start: int
    end: int
    matched: bool
    source: str = ""  # the span's source, for predictions
    other: str = ""  # labels of overlapping units on the other side, e.g. "country"

    @property
    def detector(self) -> str:
        """The detector part of ``source`` (before ':')."""
        return self.source.split(":", 1)[0]


def _span_units(pair: EssayPair, exact: bool) -> Iterable[Unit]:
    def hit(a: Span, b: Span) -> bool:
        return a.label == b.label and (not exact or (a.start, a.end) == (b.start, b.end))

    eid = pair.essay.id
    for side, mine, theirs in (("gold", pair.gold, pair.pred), ("pred", pair.pred, pair.gold)):
        index = OverlapIndex(theirs)
        for s in mine:
            near = index.overlapping(s)
            yield Unit(eid, side, s.label, s.start, s.end, any(hit(s, o) for o in near), s.source,
                       ",".join(sorted({o.label for o in near})))


def _token_labels(spans: list[Span], tokens: list[tuple[int, int]]) -> dict[tuple[int, str], Span]:
    """(token index, label) -> the first span giving the token that label."""
    starts, ends = [start for start, _ in tokens], [end for _, end in tokens]
    out: dict[tuple[int, str], Span] = {}
    for s in sorted(spans, key=lambda s: (s.start, s.end)):
        for i in token_spans(ends, starts, s):
            out.setdefault((i, s.label), s)
    return out


def _token_units(pair: EssayPair) -> Iterable[Unit]:
    tokens = [(t.start, t.end) for t in tokenize(pair.essay.text)]
    gold, pred = _token_labels(pair.gold, tokens), _token_labels(pair.pred, tokens)
    for side, mine, theirs in (("gold", gold, pred), ("pred", pred, gold)):
        labels_at: dict[int, list[str]] = {}
        for j, lab in sorted(theirs):
            labels_at.setdefault(j, []).append(lab)
        for (i, label), span in sorted(mine.items()):
            other = ",".join(labels_at.get(i, []))
            yield Unit(pair.essay.id, side, label, *tokens[i], (i, label) in theirs, span.source, other)


def match(pairs: Iterable[EssayPair], mode: str = "overlap") -> list[Unit]:
    """Every gold and predicted unit of every essay, each marked matched or not."""
    if mode not in MODES:
        raise ValueError(f"unknown matching mode {mode!r}; choose one of {', '.join(MODES)}")
    units: list[Unit] = []
    for pair in pairs:
        units.extend(_token_units(pair) if mode == "token" else _span_units(pair, mode == "exact"))
    return units
