"""Line numbers after (or before) a transport word; only the number is marked."""

from __future__ import annotations

import pytest

from tests.detect.neutral._numbers import found as _found


@pytest.mark.parametrize(
    ("lang", "text", "expected"),
    [
        ("sv", "Jag åker buss 528 till skolan.", "528"),
        ("sv", "Vi tar linje 3 varje dag.", "3"),
        ("sv", "Jag tar bussen nummer 4 hem.", "4"),
        ("sv", "Jag tar 4:an till jobbet.", "4"),
        ("sv", "Spårvagn 11 går dit.", "11"),
        ("en", "I take bus 42 to school.", "42"),
        ("en", "I always take the 73 bus.", "73"),
        ("en", "Line 3 stops near my house.", "3"),
    ],
)
def test_finds_line_numbers(lang: str, text: str, expected: str) -> None:
    assert (expected, "transport_nr") in _found(text, lang)


@pytest.mark.parametrize(("lang", "text"), [("sv", "Bussen kommer klockan 8."), ("en", "The bus was late.")])
def test_negatives(lang: str, text: str) -> None:
    assert "transport_nr" not in {label for _, label in _found(text, lang)}
