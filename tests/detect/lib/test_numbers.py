"""Helpers of the number detectors: spelled numbers (misspellings too), months, checksum, registry."""

from __future__ import annotations

import pytest

from tests.detect.neutral._numbers import NUMBER_DETECTORS
from workbench.detect.base import detectors_for
from workbench.detect.lib.numbers import valid_personnummer
from workbench.lang.numbers import month_name, read_month, read_number, spell_number


@pytest.mark.parametrize(
    ("word", "lang", "value", "read_lang"),
    [
        ("arton", "sv", 18, "sv"),
        ("aderton", "sv", 18, "sv"),
        ("niotton", "sv", 19, "sv"),
        ("sIxtton", "sv", 16, "sv"),
        ("tjugofem", "sv", 25, "sv"),
        ("tjugofen", "sv", 25, "sv"),
        ("sjuton", "sv", 17, "sv"),
        ("sex", "sv", 6, "sv"),
        ("eity", "en", 80, "en"),
        ("Eighteen", "en", 18, "en"),
        ("twenty-one", "en", 21, "en"),
        ("twenty one", "en", 21, "en"),
        ("ninteen", "en", 19, "en"),
        ("fourty-two", "en", 42, "en"),
        ("six", "sv", 6, "en"),
    ],
)
def test_read_number(word: str, lang: str, value: int, read_lang: str) -> None:
    hit = read_number(word, lang)
    assert hit is not None and hit[:2] == (value, read_lang)


@pytest.mark.parametrize(
    "word", ["fine", "glad", "trött", "femte", "fifth", "hela", "flera", "many", "en år"]
)
def test_not_numbers(word: str) -> None:
    assert read_number(word, "sv") is None or word == "en år"


@pytest.mark.parametrize(
    ("n", "lang", "like", "out"),
    [
        (17, "sv", "arton", "sjutton"),
        (20, "sv", "Arton", "Tjugo"),
        (23, "sv", "x", "tjugotre"),
        (21, "en", "nineteen", "twenty-one"),
        (21, "en", "twenty two", "twenty one"),
        (16, "en", "Eighteen", "Sixteen"),
        (100, "sv", "", "hundra"),
    ],
)
def test_spell_number(n: int, lang: str, like: str, out: str) -> None:
    assert spell_number(n, lang, like) == out


@pytest.mark.parametrize(
    ("word", "lang", "expected"),
    [
        ("maj", "sv", (5, "sv", False)),
        ("May", "en", (5, "en", False)),
        ("febuari", "sv", (2, "sv", False)),
        ("okt.", "sv", (10, "sv", True)),
        ("agusti", "sv", (8, "sv", False)),
        ("minuter", "sv", None),
        ("april", "en", (4, "en", False)),
        ("april", "sv", (4, "sv", False)),
    ],
)
def test_read_month(word: str, lang: str, expected: tuple[int, str, bool] | None) -> None:
    assert read_month(word, lang) == expected


def test_month_name_keeps_case() -> None:
    assert (month_name(3, "sv", like="Maj"), month_name(3, "en", like="MAY"), month_name(10, "sv", True)) == (
        "Mars",
        "MARCH",
        "okt",
    )


@pytest.mark.parametrize(
    ("digits", "expected"),
    [
        ("8112189876", (True, True)),
        ("198112189876", (True, True)),
        ("7010632391", (True, True)),
        ("8112189875", (True, False)),
        ("8113189876", (False, False)),
    ],
)
def test_valid_personnummer(digits: str, expected: tuple[bool, bool]) -> None:
    assert valid_personnummer(digits)[0] == expected[0] and valid_personnummer(digits)[1] == expected[1]


def test_number_detectors_are_registered_for_both_languages() -> None:
    for lang in ("sv", "en"):
        assert NUMBER_DETECTORS <= {d.name for d in detectors_for(lang)}
