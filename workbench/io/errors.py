"""The one exception every reader raises (or collects into ``Corpus.problems``).

Its message always names the file, and where it can the line (or record) and the field that was wrong,
so a user can fix the input. It never quotes essay text: messages may end up in logs.
"""

from __future__ import annotations

from pathlib import Path

__all__ = ["InputError", "where"]


def where(path: str | Path | None, line: int | str | None = None, field: str | None = None) -> str:
    """``file:line: field 'x'`` (the parts that are known), the prefix of every input message."""
    out = str(path) if path is not None else "<input>"
    if line is not None:
        out += f":{line}"
    if field is not None:
        out += f": field {field!r}"
    return out


class InputError(ValueError):
    """Input that cannot be used; ``path``, ``line`` and ``field`` say where (each may be None)."""

    def __init__(self, message: str, path: str | Path | None = None, line: int | str | None = None,
                 field: str | None = None) -> None:
        self.path = None if path is None else Path(path)
        self.line = line
        self.field = field
        self.message = message
        super().__init__(f"{where(path, line, field)}: {message}")
