"""Turn one metadata/essay row (CSV row, JSONL record) into an Essay, collecting what is wrong.

Shared by the folder and tabular readers so they treat a missing field the same way:
a missing ``essay_id`` skips the row (nothing can name the essay), a missing ``learner_id`` falls
back to the essay id, a missing text keeps an empty essay; each with a problem naming file and line.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from workbench.model import Essay

__all__ = ["RESERVED", "essay_from_row", "metadata_of"]

#: Fields that are not metadata.
RESERVED = frozenset({"learner_id", "essay_id", "text", "language"})


def _value(v: Any) -> str:
    return "" if v is None else str(v).strip()


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
    essay_id = _value(row.get("essay_id"))
    if not essay_id:
        problems.append(f"{where}: field 'essay_id' is missing or empty; row skipped")
        return None
    learner_id = _value(row.get("learner_id"))
    if not learner_id:
        problems.append(f"{where}: field 'learner_id' is missing or empty; essay {essay_id!r} "
                        "read with learner_id = essay_id")
        learner_id = essay_id
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
    return Essay(id=essay_id, learner_id=learner_id, text=text, language=language, metadata=metadata_of(row))
