"""Turn one metadata/essay row (CSV row, JSONL record) into an Essay, collecting what is wrong.

Shared by the folder and tabular readers so they treat a missing field the same way:
a missing ``essay_id`` skips the row (nothing can name the essay), a missing ``learner_id`` falls
back to the essay id, a missing text keeps an empty essay; each with a problem naming file and line.
An id that is no string nor a whole number (a JSON list, object, fraction, true/false) counts as missing,
its problem saying what it was: it is not made a string silently ("['x']").
"""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path
from typing import Any

from workbench.io.errors import InputError, where
from workbench.lang import LANGUAGE_CODE
from workbench.model import Essay

__all__ = ["RESERVED", "essay_from_row", "learner_of", "metadata_of", "not_an_id"]

#: Fields that are not metadata.
RESERVED = frozenset({"learner_id", "essay_id", "text", "language"})


def _value(v: Any) -> str:
    return "" if v is None else str(v).strip()


def not_an_id(value: Any) -> str | None:
    """What a JSON value given as an id is when it cannot be one ("a list"); None for a string, a whole
    number or nothing."""
    if value is None or isinstance(value, str) or (isinstance(value, int) and not isinstance(value, bool)):
        return None
    kinds = {bool: "true or false", dict: "an object", list: "a list", float: "a fraction"}
    return kinds.get(type(value), type(value).__name__)


def _id(row: Mapping[str, Any], field: str, where: str, problems: list[str], then: str) -> str:
    """The id in ``row[field]``, stripped; "" with a problem ending in ``then`` when it is missing, empty or
    not an id."""
    kind = not_an_id(row.get(field))
    found = "" if kind else _value(row.get(field))
    if not found:
        what = f"is {kind}, not a string" if kind else "is missing or empty"
        problems.append(f"{where}: field {field!r} {what}; {then}")
    return found


def learner_of(value: Any, essay_id: str, path: Path, line: int | str | None,
               problems: list[str] | None) -> str:
    """The learner id ``value`` of a format where it is optional (span JSONL, Kaggle): absent or empty, the
    essay id. Not an id: with ``problems``, a problem and the essay id, as an absent one; without, InputError."""
    kind = not_an_id(value)
    if kind is None:
        return _value(value) or essay_id
    message = f"field 'learner_id' is {kind}, not a string"
    if problems is None:
        raise InputError(message, path, line)
    problems.append(f"{where(path, line)}: {message}; essay {essay_id!r} read with learner_id = essay_id")
    return essay_id


def metadata_of(row: Mapping[str, Any]) -> dict[str, str]:
    """Every further non-empty field as a string (a nested ``metadata`` mapping is merged in)."""
    out: dict[str, str] = {}
    for key, value in row.items():
        if key is None or key in RESERVED:
            continue
        if key == "metadata" and isinstance(value, Mapping):
            out.update({str(k): _value(v) for k, v in value.items() if _value(v)})
        elif _value(value):
            out[str(key)] = _value(value)
    return out


def essay_from_row(row: Mapping[str, Any], where: str, problems: list[str], lang: str | None = None,
                   text: str | None = None) -> Essay | None:
    """An Essay from ``row`` (its ``text`` field unless ``text`` is given), or None when it has no id.

    ``where`` is ``file:line`` and prefixes every problem appended to ``problems``.
    """
    essay_id = _id(row, "essay_id", where, problems, "row skipped")
    if not essay_id:
        return None
    learner_id = _id(row, "learner_id", where, problems,
                     f"essay {essay_id!r} read with learner_id = essay_id") or essay_id
    missing = False
    if text is None:
        raw = row.get("text")
        missing = not isinstance(raw, str)
        if missing:
            what = "missing" if raw is None else "not a string"
            problems.append(f"{where}: field 'text' is {what}; essay {essay_id!r} kept empty")
        text = raw if isinstance(raw, str) else ""
    if not missing and not text.strip():
        problems.append(f"{where}: essay {essay_id!r} is empty (kept)")
    language = _value(row.get("language")) or lang or "sv"
    if not LANGUAGE_CODE.fullmatch(language):
        problems.append(f"{where}: field 'language' holds {len(language)} characters and no language code: an "
                        "unquoted comma in the text may have moved the essay's end into it; essay "
                        f"{essay_id!r} read as it stands")
    return Essay(id=essay_id, learner_id=learner_id, text=text, language=language, metadata=metadata_of(row))
