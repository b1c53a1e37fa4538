"""Step "resolve": one named overlap policy, applied once after every detector ran (DESIGN.md, practice 5)."""

from __future__ import annotations

from collections.abc import Callable, Iterable

from spacy.language import Language
from spacy.tokens import Doc

from workbench import taxonomy
from workbench.detect.steps import state
from workbench.model import Span

__all__ = ["resolve_overlaps"]

_GROUP_RANK = {"replace": 2, "placeholder": 1, "mark-only": 0}
#: minus the rank of each label's group (a label outside the taxonomy counts as mark-only)
_MINUS_RANK = {name: -_GROUP_RANK[lab.group] for name, lab in taxonomy.LABELS.items()}


def _order(span: Span) -> tuple:
    """Strongest first: highest score, longest, the group that changes the text most; equal strengths go
    by offset, label, source, reason and attributes, so the order never depends on the input's order."""
    return (-span.score, span.start - span.end, _MINUS_RANK.get(span.label, 0), span.start, span.end,
            span.label, span.source, span.reason, sorted(span.attributes),
            -1 if span.number is None else span.number)


def resolve_overlaps(candidates: Iterable[Span]) -> list[Span]:
    """Keep the strongest of every set of overlapping spans: highest score, then longest, then the
    group that changes the text most (replace > placeholder > mark-only), then the first in the text.
    Identical duplicates collapse. Returns spans sorted by offset, none overlapping."""
    spans = sorted(set(candidates), key=_order)
    kept: list[Span] = []
    taken = bytearray(max((s.end for s in spans), default=0))  # 1 for every character a kept span covers
    for span in spans:
        if 1 not in taken[span.start : span.end]:
            kept.append(span)
            taken[span.start : span.end] = b"\x01" * (span.end - span.start)
    return sorted(kept, key=lambda s: (s.start, s.end))


@Language.factory("workbench_resolve")
def make_resolve(nlp: Language, name: str) -> Callable[[Doc], Doc]:
    def resolve(doc: Doc) -> Doc:
        st = state(doc)
        st.spans = resolve_overlaps(st.spans)
        return doc

    return resolve
