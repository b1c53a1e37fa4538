from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from workbench.model import Span
from workbench.pseudonymize.rewrite import rewrite


def test_rewrite_returns_new_offsets() -> None:
    text = "Jag heter Ali och bor i Borlänge."
    ali, city = Span(10, 13, "firstname_male"), Span(24, 32, "city")
    out, aligned = rewrite(text, [(city, "Guntorp"), (ali, "Mohammed")])
    assert out == "Jag heter Mohammed och bor i Guntorp."
    assert [(out[a:b]) for _, a, b in aligned] == ["Mohammed", "Guntorp"]


@pytest.mark.parametrize("spans", [[Span(0, 5, "city"), Span(3, 7, "city")], [Span(30, 40, "city")]])
def test_rewrite_rejects_overlaps_and_out_of_range(spans: list[Span]) -> None:
    with pytest.raises(ValueError):
        rewrite("0123456789", [(s, "x") for s in spans])


@st.composite
def text_and_spans(draw: st.DrawFn) -> tuple[str, list[tuple[Span, str]]]:
    text = draw(st.text(min_size=1, max_size=80))
    cuts = sorted(set(draw(st.lists(st.integers(0, len(text)), max_size=10))))
    pairs = [(a, b) for a, b in zip(cuts[::2], cuts[1::2], strict=False) if b > a]
    return text, [(Span(a, b, "city"), draw(st.text(max_size=6))) for a, b in pairs]


@given(text_and_spans())
def test_rewrite_keeps_everything_outside_spans(case: tuple[str, list[tuple[Span, str]]]) -> None:
    text, reps = case
    out, aligned = rewrite(text, reps)
    prev_src, prev_dst = 0, 0
    for (span, sur), (_, a, b) in zip(sorted(reps, key=lambda r: r[0].start), aligned, strict=True):
        assert out[prev_dst:a] == text[prev_src : span.start]
        assert out[a:b] == sur
        prev_src, prev_dst = span.end, b
    assert out[prev_dst:] == text[prev_src:]
