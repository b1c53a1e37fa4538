"""The English targets (issue 7), measured as bench/english_accuracy.py measures them: F5 on the synthetic
Kaggle-style dev set (tests/data/en_student_dev.json, written for the project) and TAB recall of DIRECT
PERSON and CODE mentions (../shared/data, skipped when absent)."""

from __future__ import annotations

from pathlib import Path

from workbench.evaluate import evaluate, keep_spans
from workbench.io.kaggle import read_kaggle
from workbench.io.tab import read_tab
from workbench.pipeline import detect_corpus

DEV = Path(__file__).resolve().parents[1] / "data" / "en_student_dev.json"


def _predict(items):  # type: ignore[no-untyped-def]
    found = detect_corpus([e for e, _ in items], lang="en")
    return [(e, found.spans[e.id]) for e, _ in items]


def test_dev_set_f5() -> None:
    gold = read_kaggle(DEV)
    assert len(gold) == 20
    result = evaluate(gold, _predict(gold), match="token", label_map="kaggle")
    assert result.micro["f5"] >= 0.93
    assert result.table.loc["NAME_STUDENT", "recall"] >= 0.95


def test_tab_direct_recall(shared_data: Path) -> None:
    gold = read_tab(shared_data / "tab" / "tab_train_dev.jsonl")
    direct = keep_spans(gold, lambda s: s.attribute("identifier") == "DIRECT")
    table = evaluate(direct, _predict(gold), match="overlap", label_map="tab").table
    assert table.loc["PERSON", "recall"] >= 0.95
    assert table.loc["CODE", "recall"] >= 0.95
