"""Titles and initials: general English person-name evidence."""

from __future__ import annotations

import pytest

from tests.detect.en._helpers import found
from workbench.detect.en.person import EnTitleDetector


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "The application was lodged by Mr Karl Strobel in 2001.",
            {("Karl", "firstname_male"), ("Strobel", "surname")},
        ),
        (
            "Mrs Anna Evagorou Christou complained.",
            {("Anna", "firstname_female"), ("Evagorou", "surname"), ("Christou", "surname")},
        ),
        ("We met Dr. Smith at the clinic.", {("Smith", "surname")}),
        ("The case was heard by Judge Nina Vajić.", {("Nina", "firstname_female"), ("Vajić", "surname")}),
        ("represented by A. Demetriades, a lawyer", {("A.", "initials"), ("Demetriades", "surname")}),
        ("and Z.M. Necatigil, the Agent", {("Z.M.", "initials"), ("Necatigil", "surname")}),
    ],
)
def test_titles_and_initials(text: str, expected: set[tuple[str, str]]) -> None:
    assert expected <= found(EnTitleDetector(), text)


@pytest.mark.parametrize(
    "text",
    [
        "Mr and Mrs were printed on the card.",
        "The U.S. Army and the E. The letter",
        "He said Dr. the title is old.",
    ],
)
def test_no_name(text: str) -> None:
    assert not {label for _, label in found(EnTitleDetector(), text)} - {"initials"} or all(
        label == "initials" for _, label in found(EnTitleDetector(), text)
    )


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("My teacher mrs mcdonald is strict.", {("mcdonald", "surname")}),
        ("my teacher mr smith is strict.", {("smith", "surname")}),
        ("I asked dr. patel about it.", {("patel", "surname")}),
        ("I talked to mr john smith about it.", {("john", "firstname_male"), ("smith", "surname")}),
        ("mr and mrs pemberton came.", {("pemberton", "surname")}),
        ("Our form tutor ms okafor was ill.", {("okafor", "surname")}),
    ],
)
def test_a_name_in_lower_case_after_a_lower_case_title(text: str, expected: set[tuple[str, str]]) -> None:
    # students write in lower case: these surnames were released
    assert found(EnTitleDetector(), text) == expected


@pytest.mark.parametrize("text", ["The delay was 50 ms and ms word crashed.", "I miss home, sir.",
                                  "mr and the others left.", "mr June came.",
                                  "my favourite show is dr who and mr right is funny.",  # review 24
                                  "mr president spoke."])
def test_no_lower_case_name(text: str) -> None:
    assert found(EnTitleDetector(), text) == set()
