"""Web addresses: http(s), www. and bare domains with a known top-level domain."""

from __future__ import annotations

import random

import pytest

from tests.detect.neutral._numbers import found as _found
from workbench.detect.lib.numbers import ends_before, lowered
from workbench.detect.neutral.url import _HOST, _TLD, _host_before
from workbench.text import parse


@pytest.mark.parametrize(
    ("lang", "text", "expected"),
    [
        ("sv", "Gå in på www.blocket.se, t.ex.", "www.blocket.se"),
        ("sv", "Se https://example.com/a?b=1.", "https://example.com/a?b=1"),
        ("sv", "Min blogg: anna.se/blogg", "anna.se/blogg"),
        ("en", "Visit facebook.com/ali.k now", "facebook.com/ali.k"),
        ("en", "My site is http://www.my-page.org!", "http://www.my-page.org"),
    ],
)
def test_finds_urls(lang: str, text: str, expected: str) -> None:
    assert (expected, "url") in _found(text, lang)


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("sv", "Det kostar 3.5 kr, t.ex. osv."),
        ("en", "e.g. this, i.e. that."),
        ("sv", "Mejla anna@gmail.com"),
    ],
)
def test_negatives(lang: str, text: str) -> None:
    assert "url" not in {label for _, label in _found(text, lang)}


def test_host_before_is_ends_before() -> None:
    """_host_before tries one start where ends_before tries every token start: the same host is found."""
    pieces = ["www", "x", "maria-g", "a_b", "é", "42", ".", "-", "@", ")", "(", " ", "\n", "/", "design", "é.x"]
    rng = random.Random(2)
    for _ in range(3000):
        text = "".join(rng.choice(pieces) for _ in range(rng.randint(1, 12))) + ".com/" + rng.choice(pieces)
        doc = parse(text, "en")
        low = lowered(doc)
        for t in _TLD.finditer(low):
            expected = ends_before(_HOST, doc, t.start(), 64, low)
            got = _host_before(doc, low, low[::-1], t.start())
            assert (got and got.span()) == (expected and expected.span()), text
