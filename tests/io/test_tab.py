"""The TAB reader: the shared train/dev file, identifier filters, and bad lines named by file and line."""

from __future__ import annotations

import json
from collections import Counter
from pathlib import Path

import pytest

from workbench import taxonomy
from workbench.io.tab import TAB_TO_SWELL, TabFormatError, read_tab


def _tab(shared_data: Path) -> Path:
    return shared_data / "tab" / "tab_train_dev.jsonl"


def test_reads_the_shared_file(shared_data: Path) -> None:
    items = read_tab(_tab(shared_data))
    assert len(items) == 113 and len({e.id for e, _ in items}) == 113  # one annotator per document
    spans = [s for _, ss in items for s in ss]
    assert len(spans) == 5186
    assert all(taxonomy.is_label(s.label) for s in spans)
    types = Counter(s.attribute("tab") for s in spans)
    assert types["DATETIME"] == 1937 and types["PERSON"] == 331 and types["QUANTITY"] == 161
    essay, first = items[0]
    assert essay.language == "en" and essay.metadata["annotator"].startswith("annotator")
    assert "applicant" not in essay.metadata and "task" not in essay.metadata
    assert first[0].source == "tab" and first[0].number is not None


@pytest.mark.parametrize(("kinds", "expected"), [
    ({"DIRECT"}, 238),
    ({"DIRECT", "QUASI"}, 238 + 3247),
    ({"NO_MASK"}, 1701),
])
def test_identifier_filter(shared_data: Path, kinds: set[str], expected: int) -> None:
    items = read_tab(_tab(shared_data), identifier_types=kinds)
    assert sum(len(s) for _, s in items) == expected


def _entity(**changes: object) -> dict:
    e = {"span_text": "Anna", "entity_type": "PERSON", "start_offset": 0, "end_offset": 4,
         "entity_id": "001-1_a1_e7", "identifier_type": "DIRECT", "confidential_status": "NOT_CONFIDENTIAL"}
    return {**e, **changes}


def _record(doc_id: str = "001-1", annotator: str = "annotator1", entities: list | None = None) -> dict:
    provenance = {"doc_id": doc_id, "annotator": annotator}
    return {"metadata": {"data_id": f"TAB-{doc_id}", "provenance": provenance},
            "text": "Anna lives in Oslo.", "entities": [_entity()] if entities is None else entities}


def _write(tmp_path: Path, *lines: str) -> Path:
    path = tmp_path / "tab.jsonl"
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return path


def test_span_fields(tmp_path: Path) -> None:
    conf = _entity(span_text="Oslo", entity_type="LOC", start_offset=14, end_offset=18,
                   identifier_type="QUASI", confidential_status="HEALTH", entity_id="x_e12")
    (essay, spans), = read_tab(_write(tmp_path, json.dumps(_record(entities=[conf, _entity()]))))
    assert essay.id == "001-1"
    assert [(s.start, s.end, s.label, s.number) for s in spans] == [(0, 4, "firstname_unknown", 7),
                                                                   (14, 18, "city", 12)]
    assert spans[1].attributes == {"tab=LOC", "identifier=QUASI", "confidential=HEALTH"}


def test_several_annotators_of_one_document_stay_apart(tmp_path: Path) -> None:
    path = _write(tmp_path, json.dumps(_record()), json.dumps(_record(annotator="annotator2")),
                  json.dumps(_record("001-2")))
    assert [e.id for e, _ in read_tab(path)] == ["001-1@annotator1", "001-1@annotator2", "001-2"]


@pytest.mark.parametrize(("line", "message"), [
    ("{not json", "tab.jsonl:2: not JSON"),
    (json.dumps({"metadata": {}, "entities": []}), "tab.jsonl:2: a record needs 'text'"),
    (json.dumps(_record(entities=[_entity(entity_type="ANIMAL")])), "jsonl:2: entity 0: unknown entity_type"),
    (json.dumps(_record(entities=[_entity(identifier_type="MAYBE")])), "entity 0: unknown identifier_type"),
    (json.dumps(_record(entities=[_entity(end_offset=99)])), "tab.jsonl:2: entity 0: .* outside the text"),
    (json.dumps(_record(entities=[_entity(span_text="Olle")])), "entity 0: .* does not hold its span_text"),
    (json.dumps(_record(entities=[_entity(end_offset=0)])), "entity 0: span .* is empty"),
    (json.dumps(_record(entities=[{"entity_type": "PERSON"}])), "tab.jsonl:2: entity 0: 'start_offset'"),
])
def test_bad_lines(tmp_path: Path, line: str, message: str) -> None:
    with pytest.raises(TabFormatError, match=message):
        read_tab(_write(tmp_path, json.dumps(_record()), line))


def test_every_tab_type_has_a_swell_label() -> None:
    assert set(TAB_TO_SWELL) == set(taxonomy.TAB_TYPES)
    assert all(taxonomy.is_label(v) for v in TAB_TO_SWELL.values())
