"""Team mates and classmates in lists."""

from __future__ import annotations

import pytest

from tests.detect.en._helpers import found
from workbench.detect.en.team import EnTeamDetector


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("My teammate Rahul Sharma and I interviewed users.", {"Rahul", "Sharma"}),
        ("with my classmates Chidi Okafor and Amaka Eze on a project", {"Chidi", "Okafor", "Amaka", "Eze"}),
        ("Team members: Ana Diaz, Raj Patel and Lea Wong.", {"Ana", "Diaz", "Raj", "Patel", "Lea", "Wong"}),
        ("My colleague Marco Bianchi drew it.", {"Marco", "Bianchi"}),
        ("The group members were Tom & Lea.", {"Tom", "Lea"}),
    ],
)
def test_team_lists(text: str, expected: set[str]) -> None:
    assert expected <= {t for t, _ in found(EnTeamDetector(), text)}


@pytest.mark.parametrize(
    "text",
    [
        "My teammates and I worked hard.",
        "Our partners The Red Cross helped.",
        "Colleagues in Design were sceptical.",
    ],
)
def test_no_team_names(text: str) -> None:
    assert found(EnTeamDetector(), text) == set()
