"""Greetings in letters and messages."""

from __future__ import annotations

import pytest

from tests.detect.en._helpers import found
from workbench.detect.en.greeting import EnGreetingDetector


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Hi Tom,\n\nThanks for the feedback.", {("Tom", "firstname_male")}),
        ("Dear Ms. Lee,\nI write to you.", {("Lee", "surname")}),
        ("Dear Jane Doe,\nWelcome.", {("Jane", "firstname_female"), ("Doe", "surname")}),
        ("Hello Fatima!\nHow are you?", {("Fatima", "firstname_female")}),
    ],
)
def test_greetings(text: str, expected: set[tuple[str, str]]) -> None:
    assert expected <= found(EnGreetingDetector(), text)


@pytest.mark.parametrize(
    "text", ["Dear Sir or Madam,\nI write.", "Hi All,\nWelcome.", "Hello Everyone\nToday."]
)
def test_no_greeting_name(text: str) -> None:
    assert found(EnGreetingDetector(), text) == set()
