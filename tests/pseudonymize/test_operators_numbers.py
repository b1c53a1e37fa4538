"""Replacement operators of the number-shaped labels: exact outputs where the rule is fixed, ranges and
formats with a seeded rng where it is random; every label's taxonomy operator is registered."""

from __future__ import annotations

import random
import re

import pytest

from workbench import taxonomy
from workbench.lang.numbers import MONTHS, read_number
from workbench.model import Span
from workbench.pseudonymize.operators import RenderContext, get_operator

_SPAN = Span(0, 1, "x")


def _run(name: str, original: str, seed: int = 0, lang: str = "sv", number: int | None = None) -> str:
    ctx = RenderContext(rng=random.Random(seed), lang=lang)
    return get_operator(name)(original, _SPAN.with_(number=number), ctx)


@pytest.mark.parametrize(
    ("name", "original", "number", "expected"),
    [
        ("digits_to_zero", "070-123 45 67", None, "000-000 00 00"),
        ("digits_to_zero", "+46 70 123 45 67", None, "+00 00 000 00 00"),
        ("digits_to_zero", "SE45 5000 0000 0583 9825 7466", None, "SE00 0000 0000 0000 0000 0000"),
        ("digits_to_zero", "8327-9, 123 456 789-0", None, "0000-0, 000 000 000-0"),
        ("date_digits", "2018-12-01", None, "1111-11-11"),
        ("date_digits", "18/01/12", None, "11/11/11"),
        ("date_digits", "180112", None, "111111"),
        ("email", "anna.svensson@gmail.com", None, "email@dot.com"),
        ("url", "https://www.example.se/a", None, "url.com"),
        ("personid_nr", "811218-9876", None, "123456-0000"),
        ("personid_nr", "121212+1212", None, "123456+0000"),
        ("personid_nr", "8112189876", None, "1234560000"),
        ("personid_nr", "19811218-9876", None, "19123456-0000"),
        ("personid_nr", "811218 9876", None, "123456 0000"),
        ("license_nr", "ABC 123", None, "ABC 000"),
        ("license_nr", "xyz12a", None, "ABC00ABC"),
        ("license_nr", "AB1234567", None, "ABC0000000"),
        ("zip_code", "123 45", None, "000 00"),
        ("zip_code", "12345", None, "00000"),
        ("zip_code", "SE-123 45", None, "SE-000 00"),
        ("zip_code", "SW1A 2AA", None, "ABC0ABC 0ABC"),
        ("transport_nr", "528", 2, "2"),
        ("transport_nr", "528", None, "1"),
        ("username", "ali_1999", 3, "username3"),
        ("username", "ali_1999", None, "username1"),
    ],
)
def test_fixed_replacements(name: str, original: str, number: int | None, expected: str) -> None:
    assert _run(name, original, number=number) == expected


@pytest.mark.parametrize("seed", range(20))
@pytest.mark.parametrize(("original", "low", "high"), [("18", 16, 20), ("2", 1, 4), ("45", 43, 47)])
def test_age_digits_within_two(seed: int, original: str, low: int, high: int) -> None:
    assert low <= int(_run("age_digits", original, seed)) <= high


@pytest.mark.parametrize("seed", range(20))
@pytest.mark.parametrize(
    ("original", "lang", "value", "out_lang"),
    [
        ("arton", "sv", 18, "sv"),
        ("Arton", "sv", 18, "sv"),
        ("niotton", "sv", 19, "sv"),
        ("sIxtton", "sv", 16, "sv"),
        ("eighteen", "en", 18, "en"),
        ("Eity", "en", 80, "en"),
        ("twenty-one", "en", 21, "en"),
        ("sixteen", "sv", 16, "en"),
    ],
)
def test_age_string_spelled_within_two(
    seed: int, original: str, lang: str, value: int, out_lang: str
) -> None:
    out = _run("age_string", original, seed, lang)
    hit = read_number(out, out_lang, cutoff=100)
    assert hit is not None and hit[1] == out_lang and abs(hit[0] - value) <= 2
    assert out[:1].isupper() == original[:1].isupper()


@pytest.mark.parametrize("seed", range(20))
@pytest.mark.parametrize(("original", "width"), [("2013", 4), ("1998", 4), ("98", 2)])
def test_year_within_two(seed: int, original: str, width: int) -> None:
    out = _run("year", original, seed)
    assert len(out) == width and (int(out) - int(original)) % 100 in (0, 1, 2, 98, 99)


@pytest.mark.parametrize("seed", range(30))
@pytest.mark.parametrize(
    ("original", "shape"),
    [("5", r"\d{1,2}"), ("05", r"\d\d"), ("5th", r"\d{1,2}(st|nd|rd|th)"), ("24:e", r"\d{1,2}:[ae]")],
)
def test_day_is_1_to_28_in_the_same_format(seed: int, original: str, shape: str) -> None:
    out = _run("day", original, seed)
    assert re.fullmatch(shape, out) and 1 <= int(re.match(r"\d+", out)[0]) <= 28  # type: ignore[index]


@pytest.mark.parametrize(
    ("day", "suffix"), [(1, "st"), (2, "nd"), (3, "rd"), (11, "th"), (12, "th"), (21, "st")]
)
def test_english_ordinal_suffix(day: int, suffix: str) -> None:
    for seed in range(200):
        out = _run("day", "5th", seed)
        if int(out[:-2]) == day:
            assert out.endswith(suffix)
            return
    pytest.fail(f"day {day} never drawn")


@pytest.mark.parametrize("seed", range(30))
@pytest.mark.parametrize("original", ["5", "05", "12"])
def test_month_digit_is_1_to_12(seed: int, original: str) -> None:
    out = _run("month_digit", original, seed)
    assert 1 <= int(out) <= 12 and (len(out) == 2 if original.startswith("0") else True)


@pytest.mark.parametrize("seed", range(10))
@pytest.mark.parametrize(
    ("original", "lang", "names", "case"),
    [
        ("maj", "sv", MONTHS["sv"], str.islower),
        ("Maj", "sv", MONTHS["sv"], str.istitle),
        ("May", "en", MONTHS["en"], str.istitle),
        ("febuari", "sv", MONTHS["sv"], str.islower),
        ("DECEMBER", "sv", MONTHS["sv"], str.isupper),
        ("november", "en", MONTHS["en"], str.islower),
    ],
)
def test_month_word_same_language_and_case(
    seed: int, original: str, lang: str, names: list[str], case
) -> None:  # noqa: ANN001
    out = _run("month_word", original, seed, lang)
    assert out.lower() in names and case(out)


def test_month_word_keeps_abbreviation() -> None:
    out = _run("month_word", "okt.", 1)
    assert out.endswith(".") and len(out) == 4


def test_same_seed_same_surrogate() -> None:
    for name, original in [
        ("age_digits", "18"),
        ("age_string", "arton"),
        ("year", "2015"),
        ("day", "5"),
        ("month_digit", "5"),
        ("month_word", "maj"),
    ]:
        assert _run(name, original, 7) == _run(name, original, 7)


@pytest.mark.parametrize(
    ("name", "original"), [("age_digits", "arton"), ("age_string", "glad"), ("year", "x")]
)
def test_bad_input_fails_specifically(name: str, original: str) -> None:
    with pytest.raises(ValueError, match=name):
        _run(name, original)


def test_every_number_label_has_its_operator() -> None:
    for label in (
        "age_digits",
        "age_string",
        "date_digits",
        "day",
        "month_digit",
        "month_word",
        "year",
        "phone_nr",
        "email",
        "url",
        "personid_nr",
        "account_nr",
        "license_nr",
        "other_nr_seq",
        "street_nr",
        "zip_code",
        "transport_nr",
        "username",
    ):
        assert callable(get_operator(taxonomy.LABELS[label].operator))
