"""A small review store shared by the widget tests (real SQLite, in a temp folder)."""

from __future__ import annotations

from pathlib import Path

import pytest

from workbench.model import Essay, Span
from workbench.store import ReviewStore

E1 = "Jag heter Ali och bor i Borlänge. Min bror Omar jobbar på Ica. Jag är muslim."
E2 = "Hej! Jag bor fortfarande i Borlänge och Omar hälsar."


@pytest.fixture
def store(tmp_path: Path) -> ReviewStore:
    s = ReviewStore(tmp_path / "review.db")
    s.add_essays([
        (Essay("e1", "L1", E1, "sv", {"level": "A", "genre": "Presentera dig"}),
         [Span(10, 13, "firstname_male", number=1, source="names", reason="after 'jag heter'"),
          Span(24, 32, "city", number=1, source="places", reason="list"),
          Span(38, 42, "fam", source="fam", reason="family word"),
          Span(43, 47, "firstname_male", number=2, source="names", score=0.4, reason="after 'bror'"),
          Span(58, 61, "work", number=1, source="institutions", reason="after 'jobbar på'"),
          Span(70, 76, "sensitive", {"subgroup=religion"}, source="sensitive", reason="religion")]),
        (Essay("e2", "L1", E2, "sv", {}),
         [Span(27, 35, "city", number=1, source="places"), Span(39, 43, "firstname_male", number=2)]),
    ])
    return s
