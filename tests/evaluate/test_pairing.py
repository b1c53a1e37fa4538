"""Pairing essays by id, and reading annotation files of either kind (span JSONL, TAB JSONL)."""

from __future__ import annotations

import json
from pathlib import Path

from tests.evaluate.helpers import doc
from workbench.evaluate import evaluate, evaluate_files, keep_spans, read_annotations
from workbench.evaluate.pairing import pair_essays
from workbench.io.spans import write_spans


def test_pair_essays_keeps_gold_order_then_extra_predictions() -> None:
    gold = [doc([("Anna", "surname")], eid="b"), doc([], eid="a")]
    pred = [doc([], eid="c"), doc([("Lund", "city")], eid="b")]
    pairs = pair_essays(gold, pred)
    assert [(p.essay.id, len(p.gold), len(p.pred)) for p in pairs] == [("b", 1, 1), ("a", 0, 0), ("c", 0, 0)]


def test_read_annotations_span_jsonl(tmp_path: Path) -> None:
    items = [doc([("Anna", "firstname_female")])]
    write_spans(tmp_path / "x.jsonl", items)
    (essay, spans), = read_annotations(tmp_path / "x.jsonl")
    assert essay.id == "e1" and [s.label for s in spans] == ["firstname_female"]


def test_read_annotations_recognises_tab(tmp_path: Path) -> None:
    rec = {"metadata": {"data_id": "TAB-1", "provenance": {"doc_id": "001-1", "annotator": "annotator1"}},
           "text": "Anna lives in Oslo.",
           "entities": [{"entity_type": "LOC", "start_offset": 14, "end_offset": 18,
                         "identifier_type": "QUASI"}]}
    (tmp_path / "tab.jsonl").write_text(json.dumps(rec) + "\n", encoding="utf-8")
    (essay, spans), = read_annotations(tmp_path / "tab.jsonl")
    assert essay.id == "001-1" and [(s.label, s.attribute("tab")) for s in spans] == [("city", "LOC")]


def test_tab_against_itself(shared_data: Path) -> None:
    path = shared_data / "tab" / "tab_train_dev.jsonl"
    r = evaluate_files(path, path, match="exact", label_map="tab")
    assert r.micro["f1"] == 1.0 and r.micro["gold"] == 5186 and len(r.table) == 8


def test_tab_masked_identifiers_only(shared_data: Path) -> None:
    gold = read_annotations(shared_data / "tab" / "tab_train_dev.jsonl")
    masked = keep_spans(gold, lambda s: s.attribute("identifier") in {"DIRECT", "QUASI"})
    r = evaluate(masked, gold, match="exact", label_map="tab")
    assert r.micro["recall"] == 1.0 and r.micro["precision"] == (238 + 3247) / 5186
