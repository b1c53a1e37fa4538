"""The sample forum (samples/forum), and small helpers to write test inputs."""

from __future__ import annotations

from pathlib import Path

import pytest

from workbench.forum.model import Participant

SAMPLE = Path(__file__).resolve().parents[2] / "samples" / "forum"
MESSAGES = SAMPLE / "messages.xml"
PARTICIPANTS = SAMPLE / "participants.csv"

PEOPLE = [
    Participant("u01", "klindqvist", "Karin", "Lindqvist", "tutor", "female", "sv", ("Kajsa",)),
    Participant("u02", "mdupont", "Marie", "Dupont", "learner", "female", "sv", ("Mimi",)),
    Participant("u03", "mberger", "Marie", "Berger", "learner", "female", "sv"),
    Participant("u04", "jsmith", "Jonathan", "Smith", "learner", "male", "en", ("Jonte",)),
    Participant("u05", "pvirtanen", "Pekka", "Virtanen", "tutor", "male", "sv"),
]


@pytest.fixture
def people() -> list[Participant]:
    return list(PEOPLE)


def write(tmp_path: Path, name: str, text: str) -> Path:
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return path
