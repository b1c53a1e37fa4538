"""The detectors' word lists as data: trigger words, context words, function words, endings.

Three tables (workbench.resources.tables: ``#`` comments, a header, one row a line): resources/words.tsv
holds the lists the detectors of every language read (Swedish and English words together, as learners mix
them), resources/sv/words.tsv and resources/en/words.tsv those of one language pack. A row is ``list``
(the list's name), ``entry`` (a word, an ending, or words separated by one space for a phrase) and
``value`` (what the entry stands for in a list that maps words to values, such as a gender or a label;
``-`` in a plain list). Everything is checked when loaded: a list named twice for one entry, a value
where none belongs or none where one must be, a value outside the ones the code accepts, or a list the
code asks for that the file lacks all fail with the file, line and what is wrong.
"""

from __future__ import annotations

import re
from collections.abc import Collection
from functools import cache
from pathlib import Path

from workbench.resources import RESOURCE_DIR, ResourceError
from workbench.resources.tables import read_table

__all__ = ["COLUMNS", "GENDERS", "NO_VALUE", "path_of", "phrases", "word_list", "word_map"]

COLUMNS = ("list", "entry", "value")
#: the value of an entry of a plain list
NO_VALUE = "-"
#: the values of lists that give a gender
GENDERS = ("male", "female", "unknown")
_NAME = re.compile(r"[a-z][a-z0-9_]*\Z")
Row = tuple[str, str, str]  # (file:line, entry, value)


def path_of(scope: str = "", directory: Path | None = None) -> Path:
    """resources/words.tsv (``scope`` "") or resources/<scope>/words.tsv."""
    base = RESOURCE_DIR if directory is None else directory
    return (base / scope if scope else base) / "words.tsv"


@cache
def _lists(path: Path) -> dict[str, list[Row]]:
    out: dict[str, list[Row]] = {}
    seen: dict[tuple[str, str], str] = {}
    for where, row in read_table(path, COLUMNS):
        name, entry, value = row["list"], row["entry"], row["value"]
        if not _NAME.match(name):
            raise ResourceError(f"{where}: list name {name!r} is not lowercase letters, digits and _")
        if "  " in entry:
            raise ResourceError(f"{where}: {entry!r} has two spaces in a row (a phrase's words take one)")
        if (name, entry) in seen:
            raise ResourceError(f"{where}: {entry!r} is in list {name!r} already ({seen[name, entry]})")
        seen[name, entry] = where
        out.setdefault(name, []).append((where, entry, value))
    return out


def _rows(name: str, scope: str, directory: Path | None) -> list[Row]:
    path = path_of(scope, directory)
    rows = _lists(path).get(name)
    if rows is None:
        raise ResourceError(f"{path}: no list {name!r} (a detector reads it)")
    return rows


def word_list(name: str, scope: str = "", directory: Path | None = None) -> tuple[str, ...]:
    """The entries of the plain list ``name``, in the file's order."""
    out = []
    for where, entry, value in _rows(name, scope, directory):
        if value != NO_VALUE:
            raise ResourceError(f"{where}: list {name!r} takes no value, got {value!r} (write {NO_VALUE})")
        out.append(entry)
    return tuple(out)


def word_map(name: str, scope: str = "", values: Collection[str] | None = None,
             directory: Path | None = None) -> dict[str, str]:
    """Entry -> value of the list ``name``, in the file's order; every value one of ``values`` when given."""
    out = {}
    for where, entry, value in _rows(name, scope, directory):
        if value == NO_VALUE:
            raise ResourceError(f"{where}: list {name!r} needs a value for {entry!r}")
        if values is not None and value not in values:
            raise ResourceError(f"{where}: {value!r} is not one of {', '.join(sorted(values))} (list {name!r})")
        out[entry] = value
    return out


def phrases(name: str, scope: str = "", directory: Path | None = None) -> set[tuple[str, ...]]:
    """The entries of the plain list ``name`` as word sequences ('namn är' -> ('namn', 'är'))."""
    return {tuple(entry.split(" ")) for entry in word_list(name, scope, directory)}
