"""Small hand-made essays for the evaluation tests: spans are given by the words they cover."""

from __future__ import annotations

from workbench.model import Essay, Span

TEXT = "Anna bor i Lund och Per bor i Malmö."


def span(text: str, words: str, label: str, nth: int = 0, source: str = "", **kw: object) -> Span:
    """The span over the ``nth`` occurrence of ``words`` in ``text``."""
    start = -1
    for _ in range(nth + 1):
        start = text.index(words, start + 1)
    return Span(start, start + len(words), label, source=source, **kw)  # type: ignore[arg-type]


def doc(spans: list[tuple[str, str]] | list[Span], text: str = TEXT, eid: str = "e1",
        source: str = "") -> tuple[Essay, list[Span]]:
    """An essay with spans given as (words, label) pairs or as Spans."""
    out = [s if isinstance(s, Span) else span(text, s[0], s[1], source=source) for s in spans]
    return Essay(eid, eid, text), out
