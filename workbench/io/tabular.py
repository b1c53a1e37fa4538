"""CSV and JSONL files with one essay a row: fields learner_id, essay_id, text, optional language;
every further field becomes ``Essay.metadata``.

Nothing is dropped silently: a row without essay_id (skipped), without learner_id (read with
learner_id = essay_id), without text or with an empty text (kept empty), a JSONL line that is not a JSON
object (skipped), a repeated essay id (skipped), a row holding bytes that are not UTF-8, a NUL or a lone
surrogate (skipped), a CSV record that is not valid CSV (skipped; a quote never closed refuses the file unless
no line after it has the shape of a row: workbench.io.folder.read_table_rows), a quote left open that took in
the rows after it (skipped, the lines named: workbench.io.open_quote), a record of the wrong width over several
lines (read as one row, its lines named), the lines after either up to the next
whole row (skipped with it, review 28: an essay's lines were read as rows, a sentence as essay id), a line whose
ids are unlike most of the file's and that reads as the essay's next line after a line break written without quotes
(skipped, its fields not shown: workbench.io.open_quote.usual_ids, prose_like), an essay
over the size limit (skipped) each add a problem naming file and line (a CSV record's first line). Every text
is normalised (workbench.io.essay_text).
"""

from __future__ import annotations

import json
from collections.abc import Iterable
from pathlib import Path
from typing import Any

from workbench.io.encoding import bad_bytes, read_text
from workbench.io.errors import where
from workbench.io.essay_text import EssayTexts, lone_surrogate
from workbench.io.folder import read_table_rows
from workbench.io.rows import essay_from_row
from workbench.model import Corpus, Essay

__all__ = ["read_csv_essays", "read_jsonl_essays", "jsonl_records"]


def _collect(path: Path, rows: Iterable[tuple[int, dict[str, Any]]], problems: list[str],
             lang: str | None, limit: int | None) -> Corpus:
    essays: list[Essay] = []
    seen: set[str] = set()
    texts = EssayTexts(path, limit)
    for line, row in rows:
        essay = essay_from_row(row, where(path, line), problems, lang)
        if essay is None:
            continue
        if essay.id in seen:
            problems.append(f"{where(path, line)}: essay id {essay.id!r} was already read; row skipped")
            continue
        normal = texts.take(essay.text, line, problems, f"essay {essay.id!r} skipped", empty=False)
        if normal is None:
            continue
        essay.text = normal.text
        seen.add(essay.id)
        essays.append(essay)
    return Corpus.of(essays, problems + texts.notes())


def read_csv_essays(path: str | Path, lang: str | None = None, limit: int | None = None) -> Corpus:
    """A CSV file with a header naming at least learner_id, essay_id and text; ``limit``: the most bytes
    an essay may have (None: no limit)."""
    path = Path(path)
    problems: list[str] = []
    rows = read_table_rows(path, ("learner_id", "essay_id", "text"), problems, rows=True)
    return _collect(path, rows, problems, lang, limit)


def jsonl_records(path: Path, problems: list[str]) -> list[tuple[int, dict[str, Any]]]:
    """(line, record) for every JSON object line of ``path``; other lines, and lines holding bytes that are
    not UTF-8 or lone surrogates, become problems."""
    text, encoding = read_text(path, problems, rows=True)
    bad = bad_bytes(text, encoding)
    out = []
    for lineno, line in enumerate(text.split("\n"), 1):  # not splitlines: JSON may hold a raw U+2028
        if not line.strip():
            continue
        broken = bad.problem(lineno, lineno) if bad is not None else None
        if broken is not None:
            problems.append(f"{where(path, lineno)}: {broken[1]}")
            continue
        try:
            rec = json.loads(line)
        except json.JSONDecodeError as e:
            problems.append(f"{path}:{lineno}: not JSON ({e.msg} at column {e.colno}); line skipped")
            continue
        if not isinstance(rec, dict):
            problems.append(f"{path}:{lineno}: a record must be a JSON object, not {type(rec).__name__}; "
                            "line skipped")
            continue
        found = lone_surrogate(rec)
        if found:
            problems.append(f"{path}:{lineno}: the record {found}; line skipped")
            continue
        out.append((lineno, rec))
    return out


def read_jsonl_essays(path: str | Path, lang: str | None = None, limit: int | None = None) -> Corpus:
    """A JSON Lines file, one object a line with learner_id, essay_id and text; ``limit``: the most bytes an
    essay may have (None: no limit)."""
    path = Path(path)
    problems: list[str] = []
    return _collect(path, jsonl_records(path, problems), problems, lang, limit)
