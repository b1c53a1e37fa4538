"""Read a corpus of messages in any of the three formats, chosen by the file's suffix."""

from __future__ import annotations

from pathlib import Path

from workbench.forum.model import ForumCorpus
from workbench.forum.participants import read_participants
from workbench.forum.rows import read_rows
from workbench.forum.xml_format import read_xml
from workbench.io.errors import InputError

__all__ = ["format_of", "read_messages", "read_participants"]

_SUFFIXES = {".xml": "xml", ".jsonl": "jsonl", ".csv": "csv"}


def format_of(path: str | Path) -> str:
    """``xml``, ``jsonl`` or ``csv`` from the suffix; InputError for any other."""
    fmt = _SUFFIXES.get(Path(path).suffix.lower())
    if fmt is None:
        raise InputError(f"unknown message format {Path(path).suffix!r}; use .xml, .jsonl or .csv", path)
    return fmt


def read_messages(path: str | Path) -> ForumCorpus:
    """The messages of ``path`` (XML, JSONL or CSV: see workbench/forum/README.md)."""
    path = Path(path)
    if not path.is_file():
        raise InputError("no such file", path)
    fmt = format_of(path)
    return read_xml(path) if fmt == "xml" else read_rows(path, fmt)
