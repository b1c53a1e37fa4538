"""Bylines and headers: the student's name at the top."""

from __future__ import annotations

import pytest

from tests.detect.en._helpers import found
from workbench.detect.en.byline import EnBylineDetector


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Name: Jane Doe\nReflection on design", {("Jane", "firstname_female"), ("Doe", "surname")}),
        (
            "Student: Oluwaseun Adeyemi\n\nStorytelling",
            {("Oluwaseun", "firstname_unknown"), ("Adeyemi", "surname")},
        ),
        (
            "Design thinking\nBy Maria Gonzalez\n\nText.",
            {("Maria", "firstname_female"), ("Gonzalez", "surname")},
        ),
        ("Author: Ana Beatriz Souza\nEmpathy", {("Ana", "firstname_female"), ("Souza", "surname")}),
        (
            "Visualization\nSubmitted by: Priya Raghavan\n",
            {("Priya", "firstname_female"), ("Raghavan", "surname")},
        ),
        (
            "My Journey - by Yuki Tanaka\n\nI am an engineer.",
            {("Yuki", "firstname_female"), ("Tanaka", "surname")},
        ),
        (
            "James O'Connor\nAssignment 2\n\nThe tool helped.",
            {("James", "firstname_male"), ("O'Connor", "surname")},
        ),
        # in lower case where the name ends its line (session 28: released)
        ("Essay on cars\nby john smith\n\nCars are fast.", {("john", "firstname_male"), ("smith", "surname")}),
        ("Written by emily", {("emily", "firstname_female")}),
        ("Written by jack\nThe essay.", {("jack", "firstname_male")}),  # a word too, alone on a header's line (note 28)
        ("Name: will\nMy essay is about dogs.", {("will", "firstname_male")}),
        ("My essay\nBy jack", {("jack", "firstname_male")}),  # review 117 C3, C4
        ("My summer holiday\nBy jack.", {("jack", "firstname_male")}),  # review 119 C1
        ("Name: june\nMy essay.", {("june", "firstname_female")}),  # review 120 C1: a month only after a bare 'By'
        ("My holiday\nWritten by hope", {("hope", "firstname_female")}),
        ("Written by jack smith", {("jack", "firstname_male"), ("smith", "surname")}),  # session 30: released
        ("Essay\nBy jack smith.", {("jack", "firstname_male"), ("smith", "surname")}),
        ("Written by will brown", {("will", "firstname_male"), ("brown", "surname")}),  # review 126 C4
    ],
)
def test_bylines(text: str, expected: set[tuple[str, str]]) -> None:
    assert expected <= found(EnBylineDetector(), text)


@pytest.mark.parametrize(
    "text",
    [
        "Design Thinking Reflection\nThis essay is about design.",
        "The problem was solved by Using prototypes.",
        "Learning Launch\nBy the end of the week we knew more.",
        "by car\nI went home.",
        "The song was written by will.",
        "The book was written by mark twain.",
        "Story\nBy jack frost",  # a surname that is a word too after a first name that is one
        "Hello\n\nBye",  # review 108 C1: an IndexError once 'by' matched inside the last word
        "Bye",
        "Love, sam\nbye",
        "Written byron",
        "I learnt it by heart.\nBy heart",
        "Hymn\nBy grace.",  # review 116 C5: an abstract noun after a bare 'By'
        "I will be there\nBy noon.",  # review 118 C1: a bare 'By' and a word before a mark
        "My week\nBy monday",  # review 121 C4: a day after a bare 'By'
        "My trip home\nBy ferry.",
    ],
)
def test_no_byline(text: str) -> None:
    assert found(EnBylineDetector(), text) == set()
