"""What the number-shaped detectors find together, resolved (shared by their tests)."""

from __future__ import annotations

from workbench.detect import detect_essay
from workbench.detect.base import detectors_for
from workbench.model import Essay

NUMBER_DETECTORS = {
    "account",
    "age",
    "date_digits",
    "date_words",
    "email",
    "license_plate",
    "other_nr_seq",
    "personid",
    "phone",
    "transport_nr",
    "url",
    "year",
    "zip_code",
}


def found(text: str, lang: str = "sv") -> set[tuple[str, str]]:
    """(covered text, label) of every resolved span the number detectors give."""
    dets = [d for d in detectors_for(lang) if d.name in NUMBER_DETECTORS]
    return {
        (text[s.start : s.end], s.label) for s in detect_essay(Essay("e1", "l1", text, lang), detectors=dets)
    }
