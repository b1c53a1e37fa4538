"""Shared by the English detector tests: run one detector on a text, get (covered text, label) pairs."""

from __future__ import annotations

from workbench.detect.base import Detector
from workbench.text import parse

__all__ = ["found"]


def found(detector: Detector, text: str) -> set[tuple[str, str]]:
    """(covered text, label) of every span ``detector`` proposes in English ``text``."""
    return {(text[s.start : s.end], s.label) for s in detector.detect(parse(text, "en"))}
