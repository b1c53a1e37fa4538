from __future__ import annotations

import pytest

from workbench.io.svala_labels import edge_labels, parse_edge_labels, taxonomy_label
from workbench.model import Span


@pytest.mark.parametrize(("name", "expected"), [
    ("city", "city"), ("city_swe", "city"), ("city-SWE", "city"), ("transport", "transport_name"),
    ("transport_line", "transport_nr"), ("firstname:male", "firstname_male"), ("month-word", "month_word"),
    ("country_of_origin", "country"), ("institution", "other_institution"), ("region_swe", "region"),
    ("OBS!", None), ("gen", None), ("3", None), ("foreign", None),
])
def test_taxonomy_label(name: str, expected: str | None) -> None:
    assert taxonomy_label(name) == expected


@pytest.mark.parametrize(("spans", "labels"), [
    ([Span(0, 1, "city", {"gen", "foreign", "manual"}, 2)], ["city", "2", "gen", "foreign"]),
    ([Span(0, 1, "email")], ["email"]),
    ([Span(0, 1, "city", number=1), Span(2, 3, "city", {"pl"}, 1)], ["city", "1", "pl"]),
    ([], []),
])
def test_edge_labels(spans: list[Span], labels: list[str]) -> None:
    assert edge_labels(spans) == labels


@pytest.mark.parametrize(("labels", "parsed"), [
    (["city_swe", "1"], [("city", 1, frozenset({"svala=city_swe"}))]),
    (["city", "2", "def", "foreign"], [("city", 2, frozenset({"def", "foreign"}))]),
    (["gen", "surname", "3"], [("surname", 3, frozenset({"gen"}))]),
    (["city", "1", "surname", "2", "OBS!"], [("city", 1, frozenset({"svala=OBS!"})),
                                             ("surname", 2, frozenset({"svala=OBS!"}))]),
    (["OBS!"], []),
    ([], []),
])
def test_parse_edge_labels(labels: list[str], parsed: list) -> None:
    assert parse_edge_labels(labels) == parsed
