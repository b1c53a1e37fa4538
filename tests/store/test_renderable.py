"""check_renderable (workbench.store.validate) remembers a span that rendered by its language, label, value
and attributes, not by its running number: the renderers refuse or render a lone span alike whatever its
number, for every label, on words, numbers and contact values, in both modes that can refuse one."""

from __future__ import annotations

import pytest

from workbench import taxonomy
from workbench.model import Essay, Span
from workbench.pseudonymize.render import render_essay
from workbench.store import StoreError, validate
from workbench.store.validate import MAX_NUMBER, check_renderable

TEXT = "Jag bor i Skogen sedan 1999 och är 12 år, 3 juni, Ölänningen, x, anna@ex.se, 070-1234567 ok."
WORDS = ("Skogen", "1999", "12 år", "3 juni", "Ölänningen", "x", "anna@ex.se", "070-1234567", "ok")
NUMBERS = (None, 1, 2, 26, 27, 702, 703, MAX_NUMBER)  # the letters of a fake form: A, B, Z, AA, ZZ, AAA


def _refused(essay: Essay, span: Span, mode: str) -> bool:
    try:
        render_essay(essay, [span], mode=mode, seed=0)
    except ValueError:
        return True
    return False


@pytest.mark.parametrize("mode", ["swell", "hips"])
def test_a_lone_span_renders_or_is_refused_whatever_its_number(mode: str) -> None:
    essay = Essay("e1", "L1", TEXT, "sv")
    refused = 0
    for label in taxonomy.LABELS:
        for word in WORDS:
            start = TEXT.index(word)
            got = {_refused(essay, Span(start, start + len(word), label, number=n), mode) for n in NUMBERS}
            assert len(got) == 1, f"{label} on {word!r} in {mode} mode: refused for some numbers only"
            refused += got == {True}
    assert refused > 0  # the sample holds values some label refuses (a year without digits)


def test_a_value_checked_once_is_known_for_every_number_and_a_refusal_is_never_remembered() -> None:
    validate._RENDERS.clear()
    essay = Essay("e1", "L1", TEXT, "sv")
    start = TEXT.index("Skogen")
    check_renderable(essay, Span(start, start + 6, "place", number=1), "here")
    assert len(validate._RENDERS) == 1
    check_renderable(essay, Span(start, start + 6, "place", number=5), "here")
    assert len(validate._RENDERS) == 1  # no second render
    for _ in range(2):
        with pytest.raises(StoreError, match="cannot be rendered"):
            check_renderable(essay, Span(start, start + 6, "year", number=3), "here")
    assert len(validate._RENDERS) == 1
