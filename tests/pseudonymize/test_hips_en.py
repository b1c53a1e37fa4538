"""English hips surrogates (CRAPII): names by origin, profile URLs, whole addresses, IDs keeping shape."""

from __future__ import annotations

import random
import re

import pytest

from workbench.model import Essay, Span
from workbench.pseudonymize.hips import HIPS
from workbench.pseudonymize.lists import name_region
from workbench.pseudonymize.operators import RenderContext
from workbench.pseudonymize.render import render_essay
from workbench.pseudonymize.table import operator_for


def ctx(seed: int = 1, lang: str = "en") -> RenderContext:
    return RenderContext(rng=random.Random(seed), lang=lang, mode="hips")


def shape(s: str) -> str:
    return re.sub(r"[a-z]", "a", re.sub(r"[A-Z]", "A", re.sub(r"\d", "9", s)))


@pytest.mark.parametrize("original", ["Sharma", "Gonzalez", "Nguyen", "Kowalski"])
def test_surnames_keep_their_origin(original: str) -> None:
    region = name_region(original, "surname")
    assert region is not None
    for seed in range(5):
        out = operator_for("hips", "surname")(original, Span(0, len(original), "surname", number=1), ctx(seed))
        assert out != original and name_region(out, "surname") == region


@pytest.mark.parametrize(
    ("original", "prefix"),
    [
        ("https://github.com/janedoe", "https://github.com/"),
        ("linkedin.com/in/maria-gonzalez", "linkedin.com/in/"),
        ("instagram.com/priya.sketches", "instagram.com/"),
        ("medium.com/@anabsouza", "medium.com/@"),
    ],
)
def test_profile_urls_keep_site_and_shape(original: str, prefix: str) -> None:
    out = HIPS["url"](original, Span(0, len(original), "url"), ctx())
    assert out.startswith(prefix) and out != original


@pytest.mark.parametrize(
    ("original", "pattern"),
    [
        ("123 Main Street, Springfield, IL 62704", r".+, .+, [A-Z]{2} \d{5}"),
        ("Flat 3, 12 Baker Street, London NW1 6XE", r".+, .+ [A-Z]{2}\d [A-Z0-9]{3}"),
        ("H.No. 12-3-456, Banjara Hills, Hyderabad 500034", r".+, .+ \d{6}"),
        ("221B Baker St.", r"[^,]+"),
    ],
)
def test_street_addresses_become_whole_faker_addresses(original: str, pattern: str) -> None:
    out = operator_for("hips", "place")(original, Span(0, len(original), "place"), ctx())
    assert re.fullmatch(pattern, out) and "Baker" not in out and "62704" not in out


@pytest.mark.parametrize("original", ["2019-XYZ-123", "MG-2019-44871", "19BCE1234", "18403/91"])
def test_ids_keep_case_and_punctuation(original: str) -> None:
    out = HIPS["other_nr_seq"](original, Span(0, len(original), "other_nr_seq"), ctx())
    assert shape(out) == shape(original) and out != original


def test_username_keeps_its_at_sign() -> None:
    assert HIPS["username"]("@jane_doe", Span(0, 9, "username"), ctx()).startswith("@")


def test_swedish_places_are_untouched_by_the_english_rules() -> None:
    span = Span(0, 12, "place", number=1)
    assert operator_for("hips", "place")("Storgatan 12", span, ctx(3, "sv")) == operator_for("hips", "place")(
        "Storgatan 12", span, ctx(3, "sv")
    )
    assert "Street" not in operator_for("hips", "place")("Storgatan 12", span, ctx(3, "sv"))


def test_english_essay_in_hips_mode() -> None:
    text = (
        "By Maria Gonzalez. Mail maria@gmail.com, github.com/mariag, ID MG-2019-44871, "
        "12 Baker Street, London."
    )
    spans = [
        Span(3, 8, "firstname_female"),
        Span(9, 17, "surname"),
        Span(24, 39, "email"),
        Span(41, 59, "url"),
        Span(64, 77, "other_nr_seq"),
        Span(79, 102, "place"),
    ]
    out = render_essay(Essay("x", "L", text, "en"), spans, mode="hips", seed=7).target
    for original in ("Maria", "Gonzalez", "maria@gmail.com", "mariag", "44871", "Baker"):
        assert original not in out
    assert "github.com/" in out
