"""Label maps: SweLL -> Kaggle, TAB, groups and kinds; dicts and functions; errors that name the label."""

from __future__ import annotations

import pytest

from tests.evaluate.helpers import doc
from workbench.evaluate.labelmap import LabelMapError, apply_label_map, keep_spans, map_label
from workbench.model import Span


@pytest.mark.parametrize(("label", "attributes", "label_map", "expected"), [
    ("city", (), None, "city"),
    ("city", (), "swell", "city"),
    ("firstname_male", (), "kaggle", "NAME_STUDENT"),
    ("surname", (), "kaggle", "NAME_STUDENT"),
    ("email", (), "kaggle", "EMAIL"),
    ("zip_code", (), "kaggle", "STREET_ADDRESS"),
    ("city", (), "kaggle", None),  # no Kaggle label: dropped
    ("NAME_STUDENT", (), "kaggle", "NAME_STUDENT"),  # already a Kaggle label
    ("place", ("kaggle=STREET_ADDRESS",), "kaggle", "STREET_ADDRESS"),  # read from Kaggle JSON
    ("city", (), "tab", "LOC"),
    ("school", (), "tab", "ORG"),
    ("year", (), "tab", "DATETIME"),
    ("other_nr_seq", ("tab=QUANTITY",), "tab", "QUANTITY"),  # TAB gold keeps its own type
    ("PERSON", (), "tab", "PERSON"),
    ("email", (), "group", "replace"),
    ("city", (), "group", "placeholder"),
    ("prof", (), "group", "mark-only"),
    ("city", (), "kind", "geo"),
    ("surname", (), "kind", "names"),
    ("school", (), "kind", "institution"),
    ("surname", (), "unlabelled", "span"),
    ("city", (), {"city": "place"}, "place"),
    ("country", (), {"city": "place"}, "country"),  # not in the dict: kept
    ("city", (), {"city": None}, None),
    ("city", (), lambda s: s.label.upper(), "CITY"),
])
def test_map_label(label: str, attributes: tuple, label_map, expected: str | None) -> None:
    assert map_label(Span(0, 1, label, frozenset(attributes)), label_map) == expected


@pytest.mark.parametrize(("label", "label_map", "message"), [
    ("PERSON", "kaggle", "label 'PERSON' is neither a SweLL label nor one of the kaggle labels"),
    ("city", "presidio", "unknown label map 'presidio'"),
])
def test_map_label_errors(label: str, label_map: str, message: str) -> None:
    with pytest.raises(LabelMapError, match=message):
        map_label(Span(0, 1, label), label_map)


def test_apply_label_map_drops_unmapped_spans() -> None:
    items = [doc([("Anna", "firstname_female"), ("Lund", "city")])]
    (essay, spans), = apply_label_map(items, "kaggle")
    assert [(s.start, s.end, s.label) for s in spans] == [(0, 4, "NAME_STUDENT")]
    assert apply_label_map(items, None) is items


def test_keep_spans_by_identifier_type() -> None:
    items = [doc([Span(0, 4, "firstname_unknown", frozenset({"identifier=DIRECT"})),
                  Span(11, 15, "city", frozenset({"identifier=NO_MASK"}))])]
    (_, spans), = keep_spans(items, lambda s: s.attribute("identifier") in {"DIRECT", "QUASI"})
    assert [s.label for s in spans] == ["firstname_unknown"]
