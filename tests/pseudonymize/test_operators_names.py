from __future__ import annotations

import random

import pytest

from workbench.model import Span
from workbench.pseudonymize.lists import NEUTRAL_NAMES, first_names, surnames
from workbench.pseudonymize.operators import RenderContext, get_operator


def ctx(seed: int = 0, **kw: object) -> RenderContext:
    return RenderContext(rng=random.Random(seed), **kw)  # type: ignore[arg-type]


@pytest.mark.parametrize("label, gender", [("firstname_male", "male"), ("firstname_female", "female"),
                                           ("firstname_unknown", "unknown"), ("nickname", "unknown")])
def test_first_names_by_gender_from_the_top_50(label: str, gender: str) -> None:
    op = get_operator("firstname")
    pool = set(first_names(gender, 50))
    for seed in range(20):
        out = op("Zlatan", Span(0, 6, label, number=1), ctx(seed))
        assert out in pool and out != "Zlatan"


def test_neutral_names_when_gender_is_unknown() -> None:
    assert set(first_names("unknown", 50)) & set(NEUTRAL_NAMES) or first_names("unknown", 50)


def test_different_people_get_different_names() -> None:
    op = get_operator("firstname")
    c = ctx(1)
    c.state[("firstname", 1)] = op("Ali", Span(0, 3, "firstname_male", number=1), c)
    for seed in range(20):
        c.rng = random.Random(seed)
        assert op("Omar", Span(0, 4, "firstname_male", number=2), c) != c.state[("firstname", 1)]


def test_surname_from_the_list_and_not_the_original() -> None:
    pool = set(surnames(50))
    for seed in range(10):
        out = get_operator("surname")("Andersson", Span(0, 9, "surname", number=1), ctx(seed))
        assert out in pool and out != "Andersson"


@pytest.mark.parametrize("original, expected", [("M.", "A."), ("M.K.", "A.A."), ("M K", "A A"),
                                                ("Maria", "A"),
                                                ("J.-P.", "A.-A."), ("M", "A")])
def test_initials_keep_delimiters(original: str, expected: str) -> None:
    assert get_operator("initial")(original, Span(0, len(original), "initials"), ctx()) == expected


def test_same_rng_same_name() -> None:
    op = get_operator("firstname")
    span = Span(0, 3, "firstname_female", number=1)
    assert op("Ida", span, ctx(7)) == op("Ida", span, ctx(7))


@pytest.mark.parametrize("name, original, expected", [("keep", "mamma", "mamma"), ("extra", "x", "[extra]")])
def test_keep_and_extra(name: str, original: str, expected: str) -> None:
    assert get_operator(name)(original, Span(0, len(original), "fam"), ctx()) == expected


def test_extra_uses_the_reviewers_surrogate() -> None:
    span = Span(0, 3, "extra", frozenset({"surrogate=en tävling"}))
    assert get_operator("extra")("VM i fotboll", span, ctx()) == "en tävling"
