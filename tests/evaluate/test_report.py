"""The result: its printable table, the HTML report with its chart, and evaluate_files."""

from __future__ import annotations

import base64
import re
from pathlib import Path

import pytest

from tests.evaluate.helpers import doc
from workbench.evaluate import evaluate, evaluate_files, write_html
from workbench.io import InputError
from workbench.io.spans import write_spans

GOLD = [doc([("Anna", "firstname_female"), ("Lund", "city"), ("Malmö", "city")])]
PRED = [doc([("Anna", "firstname_female"), ("Lund", "country"), ("och", "city")])]


def test_to_text_has_rows_micro_and_macro() -> None:
    text = evaluate(GOLD, PRED, match="exact").to_text()
    assert "match=exact, by=label" in text
    assert re.search(r"^\(micro\)\s+3\s+3\s+1\s+1\s+2\s+2\s+0\.333", text, re.M)
    assert "(macro)" in text and "Anna" not in text


@pytest.mark.parametrize("errors", [True, False])
def test_write_html(tmp_path: Path, errors: bool) -> None:
    out = write_html(evaluate(GOLD, PRED), tmp_path / "report.html", errors=errors)
    html = out.read_text(encoding="utf-8")
    png = re.search(r"data:image/png;base64,([A-Za-z0-9+/=]+)", html)
    assert png and base64.b64decode(png.group(1)).startswith(b"\x89PNG")
    assert "Confusion matrix" in html and "firstname_female" in html
    assert ("Misses and false alarms (4)" in html) is errors
    assert ("Malmö" in html) is errors


def test_evaluate_files(tmp_path: Path) -> None:
    write_spans(tmp_path / "gold.jsonl", GOLD)
    write_spans(tmp_path / "pred.jsonl", PRED)
    r = evaluate_files(tmp_path / "gold.jsonl", tmp_path / "pred.jsonl", match="exact", by="kind")
    assert r.micro["tp_gold"] == 1 and list(r.table.index) == ["geo", "names"]
    with pytest.raises(InputError, match="missing.jsonl: no such file"):
        evaluate_files(tmp_path / "missing.jsonl", tmp_path / "pred.jsonl")


def test_empty_evaluation_still_reports(tmp_path: Path) -> None:
    r = evaluate([doc([])], [doc([])])
    assert len(r.table) == 0 and "(micro)" in r.to_text()
    assert "data:image/png;base64," in write_html(r, tmp_path / "empty.html").read_text(encoding="utf-8")
