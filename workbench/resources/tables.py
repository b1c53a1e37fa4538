"""The one reader of the hand-written lists in resources/: commented, tab-separated tables.

A table is a TSV file with ``#`` comment lines (its source and what its columns mean), then a header, then
one row a line. ``read_table`` checks the header, the number of cells and blank or padded cells, and names
the file and line of every row it returns, so that the code that builds a list from it can say where a bad
value is (``file:line: what was wrong``).
"""

from __future__ import annotations

from pathlib import Path

from workbench.resources import ResourceError

__all__ = ["fraction", "read_table"]


def read_table(path: Path, columns: tuple[str, ...]) -> list[tuple[str, dict[str, str]]]:
    """Rows of a table as ``(file:line, {column: value})``; ResourceError on a bad header or row."""
    rows: list[tuple[str, dict[str, str]]] = []
    header: list[str] | None = None
    try:
        f = path.open(encoding="utf-8")
    except OSError as e:
        raise ResourceError(f"{path}: cannot be read ({e.strerror})") from None
    with f:
        for lineno, line in enumerate(f, 1):
            line = line.rstrip("\n")
            if not line.strip() or line.startswith("#"):
                continue
            where = f"{path}:{lineno}"
            cells = line.split("\t")
            if header is None:
                header = cells
                if tuple(cells) != columns:
                    raise ResourceError(f"{where}: header must be {'<TAB>'.join(columns)}, got {line!r}")
                continue
            if len(cells) != len(columns):
                raise ResourceError(f"{where}: {len(columns)} tab-separated columns, got {len(cells)}")
            if any(not c.strip() or c != c.strip() for c in cells):
                raise ResourceError(f"{where}: empty cell or stray spaces in {line!r}")
            rows.append((where, dict(zip(columns, cells, strict=True))))
    if header is None:
        raise ResourceError(f"{path}: no header line")
    return rows


def fraction(where: str, what: str, value: str) -> float:
    """``value`` as a number in (0, 1] (a score, a weight); ResourceError naming ``where`` otherwise."""
    try:
        number = float(value)
    except ValueError:
        raise ResourceError(f"{where}: {what} {value!r} is not a number") from None
    if not 0 < number <= 1:
        raise ResourceError(f"{where}: {what} {number} must be in (0, 1]")
    return number
