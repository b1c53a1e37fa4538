"""A quoted CSV field whose closing quote is missing takes in the rows after it: csv reads on to the next
quote that can close a field, and the essays of those rows become lines of one essay's text, without an
error. ``taken_in`` tells such a record by the lines of its multi-line fields that have the shape of a row of
the file: at least as many delimiters as the header (more where the row's text holds some: review 23 L1; the
field's last line: at least as many as precede the field's column, the rest of that row follows the quote that
closed it), and in every id column before the field (learner_id, essay_id) a value shaped like that column's
values in the file's other records (letters, digits and the characters between them: "L12" and "L3" alike,
"2019" or "Ali" not). An essay's own lines rarely are: a line of prose has spaces in its first words. The
reader names the file, the line where the quote opened and the lines that look like rows, and reads no essay of
that record.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

__all__ = ["taken_in"]

_BREAK = re.compile(r"\r\n|\r|\n")
_ID_COLUMNS = ("learner_id", "essay_id")
_MAX_ID = 64


def _shape(value: str) -> str:
    """Runs of digits as 9, runs of letters as a, every other character kept: "L12-3" is "a9-9"."""
    return re.sub(r"[^\W\d_]+", "a", re.sub(r"\d+", "9", value))


def _id_like(value: str, shapes: set[str]) -> bool:
    return 0 < len(value) <= _MAX_ID and not any(c.isspace() for c in value) and _shape(value) in shapes


def taken_in(header: Sequence[str], records: Sequence[tuple[int, int, Sequence[str]]]) -> dict[int, str]:
    """First line of a record -> why it holds rows of the file (see the module doc), for the records
    ``(first line, last line, fields)`` that do; the reason ends with the lines the reader skips."""
    ids = [(i, c) for i, c in enumerate(header) if c in _ID_COLUMNS]
    if not ids:
        return {}
    shapes = {i: {_shape(fields[i]) for _, _, fields in records if i < len(fields) and not _BREAK.search(fields[i])}
              for i, _ in ids}
    commas = len(header) - 1
    out: dict[int, str] = {}
    for first, last, fields in records:
        line = first
        for k, value in enumerate(fields):
            parts = _BREAK.split(value)
            before = [(i, c) for i, c in ids if i < k]
            rows = [line + j for j, part in enumerate(parts[1:], 1) if before and (
                part.count(",") >= commas or (j == len(parts) - 1 and part.count(",") >= k))
                and all(_id_like(_cell(part, i), shapes[i]) for i, _ in before)]
            if rows and first not in out:
                opened = "this line" if line == first else f"line {line}"
                lines = f"lines {rows[0]}-{rows[-1]} have the shape of rows" if len(rows) > 1 else \
                    f"line {rows[0]} has the shape of a row"
                out[first] = (f"the quote opened on {opened} is closed only on line {line + len(parts) - 1}, and "
                              f"{lines} of this file (at least the header's {commas} commas, "
                              f"{' and '.join(c for _, c in before)} like its rows'): a closing quote is likely "
                              f"missing; lines {first}-{last} are skipped, and any essay written on them is not read")
            line += len(parts) - 1
    return out


def _cell(line: str, i: int) -> str:
    cells = line.split(",")
    return cells[i] if i < len(cells) else ""
