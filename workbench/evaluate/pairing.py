"""Line up the gold and predicted annotations of the same essays, and read annotation files.

Essays are matched by id. An essay on one side only still counts: its gold spans are all misses, or its
predicted spans all false alarms. The same id with different texts on the two sides is an error, since
offsets would then point at different words.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from workbench.model import Essay, Span

__all__ = ["EssayPair", "PairingError", "pair_essays", "read_annotations"]

Items = list[tuple[Essay, list[Span]]]


class PairingError(ValueError):
    """Gold and predictions that cannot be compared (a repeated id, or one id with two texts)."""


@dataclass(frozen=True)
class EssayPair:
    """One essay with its gold and predicted spans (either list may be empty)."""

    essay: Essay
    gold: list[Span]
    pred: list[Span]


def _by_id(items: Items, side: str) -> dict[str, tuple[Essay, list[Span]]]:
    out: dict[str, tuple[Essay, list[Span]]] = {}
    for essay, spans in items:
        if essay.id in out:
            raise PairingError(f"{side}: essay id {essay.id!r} occurs more than once")
        out[essay.id] = (essay, list(spans))
    return out


def pair_essays(gold: Items, pred: Items) -> list[EssayPair]:
    """Every essay of either side, in gold order then the predictions' extra essays."""
    g, p = _by_id(gold, "gold"), _by_id(pred, "predictions")
    pairs = []
    for eid, (essay, gold_spans) in g.items():
        pred_spans: list[Span] = []
        if eid in p:
            other, pred_spans = p[eid]
            if other.text != essay.text:
                n = min(len(essay.text), len(other.text))
                at = next((i for i in range(n) if essay.text[i] != other.text[i]), n)
                raise PairingError(f"essay {eid!r}: the gold and predicted texts differ from character "
                                   f"{at} on ({len(essay.text)} vs {len(other.text)} characters)")
        pairs.append(EssayPair(essay, gold_spans, pred_spans))
    pairs += [EssayPair(essay, [], spans) for eid, (essay, spans) in p.items() if eid not in g]
    return pairs


def read_annotations(path: str | Path) -> Items:
    """Essays and spans from a span JSONL, TAB JSONL, SVALA JSON or Kaggle JSON file
    (``workbench.io.read_annotated``; it raises ``InputError`` naming the file and line)."""
    from workbench.io import read_annotated

    return list(read_annotated(Path(path)))
