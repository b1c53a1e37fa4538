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
