"""The overlap policy: the strongest span wins, and equal strengths are broken the same way every time."""

from __future__ import annotations

import random

from workbench.detect.steps.resolve import resolve_overlaps
from workbench.model import Span


def _tied() -> list[Span]:
    """Overlapping spans of equal score, length and label group: only the tie-break can choose."""
    return [
        Span(10, 14, "surname", source="names", score=0.9, reason="surname list"),
        Span(10, 14, "other_institution", source="institutions", score=0.9, reason="institution list"),
        Span(12, 16, "city", source="places", score=0.9, reason="city list"),
        Span(10, 14, "firstname_male", source="names", score=0.9, reason="first-name list"),
        Span(10, 14, "surname", source="names", score=0.9, reason="surname list", attributes={"gen"}),
        Span(20, 25, "city", source="triggers:place", score=0.6),
        Span(20, 25, "city", source="places", score=0.6),
        Span(30, 33, "age_digits", source="age", score=0.9),
        Span(30, 33, "age_digits", source="age", score=0.9),  # an identical duplicate collapses
    ]


def test_equal_scores_resolve_the_same_whatever_the_input_order() -> None:
    spans = _tied()
    expected = resolve_overlaps(spans)
    rng = random.Random(0)
    for _ in range(50):
        shuffled = spans[:]
        rng.shuffle(shuffled)
        assert resolve_overlaps(shuffled) == expected
    # the first in the text wins, then the label and source in alphabetical order
    assert [(s.start, s.end, s.label, s.source) for s in expected] == [
        (10, 14, "firstname_male", "names"),
        (20, 25, "city", "places"),
        (30, 33, "age_digits", "age"),
    ]


def test_strength_still_comes_first() -> None:
    spans = [Span(0, 4, "city", score=0.6), Span(2, 9, "surname", score=0.6), Span(3, 5, "email", score=0.95)]
    assert [s.label for s in resolve_overlaps(spans)] == ["email"]
    assert [s.label for s in resolve_overlaps(spans[:2])] == ["surname"]  # longer wins on equal score
