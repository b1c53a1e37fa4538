"""The editor's label order, anonymization labels and validation rules (Config.ts, Anonymization.ts, Model.ts)."""

from __future__ import annotations

import pytest

from workbench.io.svala_align import edge
from workbench.io.svala_editor_rules import (
    BASE,
    EXTRA,
    NUM,
    TEMP,
    Finding,
    is_anon_label,
    label_order,
    unknown_labels,
    validate,
)
from workbench.taxonomy import LABELS


@pytest.mark.parametrize(("label", "order"), [
    ("city", BASE), ("12", NUM), ("1.5", BASE), ("gen", EXTRA), ("foreign", EXTRA), ("OBS!", TEMP),
    ("Com!", TEMP), ("Cit-FL", TEMP), ("city_swe", BASE), ("١", BASE),
])
def test_label_order(label: str, order: str) -> None:
    assert label_order(label) == order


@pytest.mark.parametrize(("label", "anon"), [
    ("city", True), ("fam", True), ("1", True), ("", True), (" 2 ", True), ("-1.5e3", True), ("0x1F", True),
    ("Infinity", True), ("+0x1F", False), ("city_swe", False), ("OBS!", False), ("Com!", False), ("O", False),
])
def test_is_anon_label_follows_javascript_number(label: str, anon: bool) -> None:
    assert is_anon_label(label) is anon


def test_every_project_label_is_one_the_editor_knows() -> None:
    graph = {"edges": {"e": edge(["s0"], sorted(LABELS))}}
    assert unknown_labels(graph) == []
    assert unknown_labels({"edges": {"e": edge(["s0"], ["city_swe", "3", "O"])}}) == ["city_swe"]


def _graph(*labels: list[str]) -> dict:
    return {"edges": {f"e-s{i}": edge([f"s{i}"], labs) for i, labs in enumerate(labels)}}


@pytest.mark.parametrize(("labels", "found"), [
    (["city", "1"], []),
    (["city", "1", "gen", "foreign"], []),
    (["city"], [("Running number missing", "error")]),
    (["fam"], [("Running number missing", "error")]),
    (["1"], [("Running number used alone", "error")]),
    (["city_swe", "1"], [("Running number used alone", "error")]),  # the old label names are not the editor's
    (["city", "1", "surname"], [("Too many main labels", "error")]),
    (["city", "1", "OBS!"], [("Temporary/comment tags remaining when done", "warning")]),
    (["OBS!"], [("Temporary/comment tags remaining when done", "warning")]),
    (["O"], []),
    ([], []),
])
def test_validate_as_in_pseudonymization_mode(labels: list[str], found: list[tuple[str, str]]) -> None:
    assert validate(_graph(labels)) == [Finding(rule, severity, "e-s0") for rule, severity in found]
