from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from workbench.io.errors import InputError
from workbench.io.tabular import read_csv_essays, read_jsonl_essays


def write_csv(path: Path, text: str, encoding: str = "utf-8") -> Path:
    path.write_bytes(text.encode(encoding))
    return path


def write_jsonl(path: Path, records: list, raw: list[str] = ()) -> Path:
    lines = [json.dumps(r, ensure_ascii=False) for r in records] + list(raw)
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return path


def test_csv_reads_text_with_commas_and_newlines(tmp_path: Path) -> None:
    path = write_csv(tmp_path / "e.csv", 'learner_id,essay_id,text,level,language\n'
                     'L1,e1,"Hej, jag heter Ali.\nJag bor i Lund.",A2,sv\nL2,e2,I live in Oslo.,B1,en\n')
    corpus = read_csv_essays(path)
    assert corpus.problems == []
    assert corpus.essay("e1").text == "Hej, jag heter Ali.\nJag bor i Lund."
    assert (corpus.essay("e2").language, corpus.essay("e2").metadata) == ("en", {"level": "B1"})


@pytest.mark.parametrize("encoding", ["utf-8", "utf-8-sig", "utf-16", "cp1252"])
def test_csv_in_any_encoding(tmp_path: Path, encoding: str) -> None:
    path = write_csv(tmp_path / "e.csv", "learner_id,essay_id,text\nL1,e1,Åsa bor i Malmö\n", encoding)
    corpus = read_csv_essays(path)
    assert corpus.essay("e1").text == "Åsa bor i Malmö"
    assert bool(corpus.problems) == (encoding in ("utf-16", "cp1252"))


@pytest.mark.parametrize(("rows", "ids", "problem"), [
    ("L1,e1,a\n,e2,b\n", ["e1", "e2"], r"e.csv:3: field 'learner_id' is missing"),
    ("L1,e1,a\nL1,,b\n", ["e1"], r"e.csv:3: field 'essay_id' is missing or empty; row skipped"),
    ("L1,e1,a\nL1,e2\n", ["e1", "e2"], r"e.csv:3: field 'text' is missing; essay 'e2' kept empty"),
    ("L1,e1,a\nL1,e2,\n", ["e1", "e2"], r"e.csv:3: essay 'e2' is empty \(kept\)"),
    ("L1,e1,a\nL1,e1,b\n", ["e1"], r"e.csv:3: essay id 'e1' was already read"),
])
def test_csv_bad_rows_are_problems(tmp_path: Path, rows: str, ids: list[str], problem: str) -> None:
    corpus = read_csv_essays(write_csv(tmp_path / "e.csv", "learner_id,essay_id,text\n" + rows))
    assert [e.id for e in corpus] == ids
    assert any(re.search(problem, p) for p in corpus.problems), corpus.problems


def test_csv_without_text_column_fails(tmp_path: Path) -> None:
    with pytest.raises(InputError, match=r"e.csv:1: the header lacks the column\(s\) text"):
        read_csv_essays(write_csv(tmp_path / "e.csv", "learner_id,essay_id\nL1,e1\n"))


def test_jsonl_reads_records_and_metadata(tmp_path: Path) -> None:
    path = write_jsonl(tmp_path / "e.jsonl", [
        {"learner_id": "L1", "essay_id": 7, "text": "Jag\u2028bor i Lund.", "level": "A2",
         "metadata": {"L1": "arabic"}},
        {"learner_id": "L2", "essay_id": "e2", "text": "I live here.", "language": "en"},
    ])
    corpus = read_jsonl_essays(path, lang="sv")
    assert corpus.problems == []
    assert corpus.essay("7").text == "Jag\u2028bor i Lund."
    assert corpus.essay("7").metadata == {"level": "A2", "L1": "arabic"}
    assert [e.language for e in corpus] == ["sv", "en"]


@pytest.mark.parametrize(("records", "raw", "ids", "problem"), [
    ([{"learner_id": "L", "essay_id": "a", "text": "x"}], ["{not json"], ["a"], r"e.jsonl:2: not JSON"),
    ([{"learner_id": "L", "essay_id": "a", "text": "x"}], ["[1, 2]"], ["a"],
     r"e.jsonl:2: a record must be a JSON object"),
    ([{"learner_id": "L", "essay_id": "a", "text": "x"}, {"essay_id": "b", "text": "y"}], [], ["a", "b"],
     r"e.jsonl:2: field 'learner_id' is missing"),
    ([{"learner_id": "L", "essay_id": "a", "text": 3}], [], ["a"],
     r"e.jsonl:1: field 'text' is not a string"),
    ([{"learner_id": "L", "text": "x"}, {"learner_id": "L", "essay_id": "b", "text": "y"}], [], ["b"],
     r"e.jsonl:1: field 'essay_id' is missing"),
])
def test_jsonl_bad_records_are_problems(tmp_path: Path, records: list, raw: list[str], ids: list[str],
                                        problem: str) -> None:
    corpus = read_jsonl_essays(write_jsonl(tmp_path / "e.jsonl", records, raw))
    assert [e.id for e in corpus] == ids
    assert any(re.search(problem, p) for p in corpus.problems), corpus.problems
