"""Detection: every registered detector over a parsed essay, then one overlap policy.

``detect_essay`` gives the resolved spans of one essay; ``candidates`` gives every raw span, for
reviewers and for evaluation by detector.
"""

from __future__ import annotations

from workbench.detect.base import Detector, detectors_for, register
from workbench.detect.resolve import resolve_overlaps
from workbench.model import Essay, Span
from workbench.text import Doc, parse

__all__ = ["Detector", "candidates", "detect_essay", "detectors_for", "register"]


def candidates(doc: Doc, detectors: list[Detector] | None = None) -> list[Span]:
    """Every span any detector proposes, unresolved."""
    out: list[Span] = []
    for det in detectors if detectors is not None else detectors_for(doc.lang):
        out.extend(det.detect(doc))
    return out


def detect_essay(essay: Essay, lang: str | None = None, detectors: list[Detector] | None = None) -> list[Span]:
    """The resolved, non-overlapping spans of one essay, sorted by offset."""
    doc = parse(essay, lang)
    return resolve_overlaps(candidates(doc, detectors))
