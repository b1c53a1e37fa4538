from __future__ import annotations

from pathlib import Path

import pytest

from workbench.io.errors import InputError


@pytest.mark.parametrize(("path", "line", "field", "expected"), [
    ("a.csv", 3, "text", "a.csv:3: field 'text': bad"),
    ("a.csv", 3, None, "a.csv:3: bad"),
    ("a.json", None, "labels", "a.json: field 'labels': bad"),
    (None, None, None, "<input>: bad"),
])
def test_message_names_file_line_and_field(path: str | None, line: int | None, field: str | None,
                                           expected: str) -> None:
    err = InputError("bad", path, line, field)
    assert str(err) == expected
    assert isinstance(err, ValueError)
    assert (err.path, err.line, err.field) == (None if path is None else Path(path), line, field)
