"""Personnummer and samordningsnummer: checksum, format, context; not a phone."""

from __future__ import annotations

import pytest

from tests.detect.neutral._numbers import found as _found
from workbench.detect import detect_essay
from workbench.detect.base import detectors_for
from workbench.model import Essay


@pytest.mark.parametrize(
    ("lang", "text", "expected"),
    [
        ("sv", "Mitt personnummer är 811218-9876.", "811218-9876"),
        ("sv", "Personnummer: 19811218-9876", "19811218-9876"),
        ("sv", "Mitt personnummer är 8112189876.", "8112189876"),
        ("sv", "Han är över hundra: 121212+1212", "121212+1212"),
        ("sv", "Mitt samordningsnummer är 701063-2391.", "701063-2391"),
        ("sv", "Mitt personnummer är 811218-9875.", "811218-9875"),  # checksum fails, trigger decides
        ("sv", "personnummer 811218 9876", "811218 9876"),
        ("en", "My personal identity number is 811218-9876.", "811218-9876"),
        ("sv", "Mitt personnummer är 0101011237.", "0101011237"),  # phone-shaped, but the trigger wins
        # the checksum fails and no trigger, but the shape with its '-' after a valid date (review 22: released)
        ("sv", "Mariam Tadesse, 19990101-1234. Hej hej.", "19990101-1234"),
        ("sv", "Namn: Ahmed Ali 850314-5679", "850314-5679"),
        ("sv", "Jag har 811218-9875 i kö.", "811218-9875"),
    ],
)
def test_finds_personnummer(lang: str, text: str, expected: str) -> None:
    assert (expected, "personid_nr") in _found(text, lang)


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("sv", "Koden är 811318-9876."),  # no month 13
        ("sv", "Jag har 811218 9876 saker."),  # space only with a trigger
        ("sv", "Ring mig på 0701234567."),
    ],
)
def test_negatives(lang: str, text: str) -> None:
    assert "personid_nr" not in {label for _, label in _found(text, lang)}


def test_reason_names_checksum() -> None:
    dets = [d for d in detectors_for("sv") if d.name == "personid"]
    (span,) = detect_essay(Essay("e", "l", "Personnummer: 811218-9876", "sv"), detectors=dets)
    assert span.reason.startswith("personnummer: valid checksum") and span.score > 0.9
