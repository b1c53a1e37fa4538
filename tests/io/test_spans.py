from __future__ import annotations

from pathlib import Path

import pytest

from workbench.io.errors import InputError
from workbench.io.spans import read_spans, write_spans
from workbench.model import Essay, Span


def test_round_trip(tmp_path: Path) -> None:
    essay = Essay("e1", "L1", "Jag bor i Lund.", "sv", {"level": "A"})
    spans = [Span(10, 14, "city", {"foreign"}, 1, "places", 0.9, "list")]
    write_spans(tmp_path / "s.jsonl", [(essay, spans)])
    [(back, back_spans)] = read_spans(tmp_path / "s.jsonl")
    assert back == essay and back_spans == spans


@pytest.mark.parametrize(
    ("line", "message"),
    [("{not json", "s.jsonl:2: not JSON"), ('{"id": "x"}', "s.jsonl:2: a record needs"),
     ('{"id": "x", "text": "abc", "spans": [{"start": 1, "end": 9, "label": "city"}]}', "s.jsonl:2: span 0 \\[1,9\\)"),
     ('{"id": "x", "text": "abc", "spans": [{"start": 1, "label": "city"}]}', "s.jsonl:2: span 0")],
)
def test_bad_lines_name_file_and_line(tmp_path: Path, line: str, message: str) -> None:
    path = tmp_path / "s.jsonl"
    path.write_text('{"id": "ok", "text": "fine"}\n' + line + "\n", encoding="utf-8")
    with pytest.raises(InputError, match=message):
        read_spans(path)


def test_a_learner_id_that_is_no_id_is_a_problem_and_an_id_that_is_none_an_error(tmp_path: Path) -> None:
    path = tmp_path / "s.jsonl"
    path.write_text('{"id": "a", "text": "x", "learner_id": ["L"]}\n', encoding="utf-8")
    problems: list[str] = []
    [(essay, _)] = read_spans(path, problems)
    assert essay.learner_id == "a"
    assert problems == [f"{path}:1: field 'learner_id' is a list, not a string; essay 'a' read with "
                        "learner_id = essay_id"]
    with pytest.raises(InputError, match="s.jsonl:1: field 'learner_id' is a list"):
        read_spans(path)
    path.write_text('{"id": ["a"], "text": "x"}\n', encoding="utf-8")
    with pytest.raises(InputError, match="s.jsonl:1: field 'id' is a list, not a string"):
        read_spans(path, [])
