"""IDs, application and case numbers, and alphanumeric codes -> other_nr_seq."""

from __future__ import annotations

import random

import pytest

from tests.detect.en._helpers import found
from workbench.detect.en.id_num import _NUMBERED, _TRIGGER, _TRIGGER_ENDS, IdNumDetector, _with_digits
from workbench.text import parse


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("My student ID: 2019-XYZ-123 is new.", {"2019-XYZ-123"}),
        ("My student ID is MG-2019-44871.", {"MG-2019-44871"}),
        ("Employee number: MR-00417", {"MR-00417"}),
        ("Roll No: 19BCE1234", {"19BCE1234"}),
        ("Staff ID KE-MF-3391.", {"KE-MF-3391"}),
        ("lodged an application (no. 18403/91) against Cyprus", {"18403/91"}),
        ("applications nos. 123/45, 260 and 678/90 were joined", {"123/45", "260", "678/90"}),
        ("the code XYZ123456 was printed", {"XYZ123456"}),
    ],
)
def test_ids(text: str, expected: set[str]) -> None:
    assert {(e, "other_nr_seq") for e in expected} <= found(IdNumDetector(), text)


@pytest.mark.parametrize(
    "text",
    [
        "In 2019 we interviewed 45 people.",
        "COVID-19 changed everything in 2020.",
        "My phone is 555 123 4567.",
        "We used MP3 files and 4G phones.",
    ],
)
def test_no_id(text: str) -> None:
    assert found(IdNumDetector(), text) == set()


def test_only_tokens_with_digits_are_read() -> None:
    assert [t.text for t in _with_digits(parse("x12 and 7-8, y.9 3", "en"))] == ["x12", "7-8", "y.9", "3"]
    doc = parse("My student ID is AB²CD and no. 1234.", "en")  # ² is a digit to str.isdigit, not in 0-9
    assert _with_digits(doc) == doc.tokens


def test_every_trigger_ends_like_one() -> None:
    """The cheap ending tests before _TRIGGER and _NUMBERED never skip a window the search would match."""
    pieces = ["student", "id", "identification", "number", "no", "no.", "nr.", "num", "#", "code", "is", "was",
              ":", "=", "-", "my", "case", "roll", "social security", "teacher", "x", " ", "  ", "\n", ".", "nos.",
              "protocol", "article"]
    rng = random.Random(11)
    for _ in range(5000):
        window = "".join(rng.choice(pieces) + rng.choice(["", " "]) for _ in range(rng.randint(0, 7)))[-45:]
        if _TRIGGER.search(window):
            assert window.rstrip().endswith(_TRIGGER_ENDS), window
        if _NUMBERED.search(window):
            assert window.rstrip().endswith(("no.", "nos.")), window
