"""Self-introductions: my name is, I'm, I am, call me, myself."""

from __future__ import annotations

import pytest

from tests.detect.en._helpers import found
from workbench.detect.en.self_intro import EnSelfIntroDetector


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "Hello, my name is Linh Nguyen and I am a nurse.",
            {("Linh", "firstname_female"), ("Nguyen", "surname")},
        ),
        ("hello, my name is carlos and I bake.", {("carlos", "firstname_male")}),
        ("I'm Sofia Rossi from Milan.", {("Sofia", "firstname_female"), ("Rossi", "surname")}),
        ("I am Yuki, an engineer.", {("Yuki", "firstname_female")}),
        ("Myself Rahul Sharma, a student.", {("Rahul", "firstname_male"), ("Sharma", "surname")}),
        ("Everyone can call me Sam.", {("Sam", "firstname_unknown")}),
    ],
)
def test_introductions(text: str, expected: set[tuple[str, str]]) -> None:
    assert expected <= found(EnSelfIntroDetector(), text)


@pytest.mark.parametrize(
    "text",
    [
        "I am Happy with the result.",
        "I'm Interested in design.",
        "My name is not important here.",
        "This is Important.",
    ],
)
def test_no_introduction(text: str) -> None:
    assert found(EnSelfIntroDetector(), text) == set()
