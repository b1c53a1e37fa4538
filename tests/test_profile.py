from __future__ import annotations

from workbench.model import Essay, Span
from workbench.profile import quasi_identifiers, repeated_details, risk_notes


def learner() -> list[tuple[Essay, list[Span]]]:
    e1 = Essay("e1", "L1", "Jag bor i Borlänge och jobbar på Ica. Jag är 34 år.", metadata={"L1": "arabiska"})
    e2 = Essay("e2", "L1", "Borlänges bibliotek är fint. Jag kommer från Syrien.")
    e3 = Essay("e3", "L1", "I Borlenge finns Ica.")
    return [
        (e1, [Span(10, 18, "city"), Span(33, 36, "work"), Span(45, 47, "age_digits")]),
        (e2, [Span(0, 9, "city", {"gen"}), Span(45, 51, "country")]),
        (e3, [Span(2, 10, "city"), Span(17, 20, "work")]),
    ]


def test_repeated_details_group_fuzzy_and_inflected_mentions() -> None:
    details = repeated_details(learner())
    assert [(d.kind, d.essay_ids) for d in details] == [("geo", ["e1", "e2", "e3"]), ("institution", ["e1", "e3"])]


def test_quasi_identifiers_from_essays_and_metadata() -> None:
    q = quasi_identifiers(learner())
    assert q["age"] == ["34"] and q["country of origin"] == ["syrien"] and q["l1"] == ["arabiska"]
    assert "borlänge" in q["home town"]


def test_risk_note_when_combination_is_unique() -> None:
    profiles = {"L1": {"age": ["34"], "home town": ["borlänge"]}, "L2": {"age": ["34"], "home town": ["lund"]},
                "L3": {"age": ["34"], "home town": ["lund"]}}
    assert risk_notes(profiles, "L1") and "Only 1 learner" in risk_notes(profiles, "L1")[0]
    assert risk_notes(profiles, "L2") == []
