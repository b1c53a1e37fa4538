"""The misses and false alarms of an evaluation, each with its context, for a reviewer to read.

The table holds the essays' original text: it is for whoever evaluates, never for a released artifact.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping

import pandas as pd

from workbench.evaluate.matching import Unit

__all__ = ["CONTEXT", "ERROR_COLUMNS", "error_table"]

#: Characters of context shown on each side of an error.
CONTEXT = 40
ERROR_COLUMNS = ["essay_id", "error", "label", "found_as", "start", "end", "text", "left", "right", "source"]


def _clean(s: str) -> str:
    return " ".join(s.split())


def error_table(units: Iterable[Unit], texts: Mapping[str, str], context: int = CONTEXT) -> pd.DataFrame:
    """One row per unmatched unit, by essay and position, misses first. ``error`` is "miss" (gold not
    found) or "false_alarm"; ``found_as`` names the labels the other side gave the same characters."""
    rows = []
    for u in sorted(units, key=lambda u: (u.essay_id, u.start, u.side != "gold", u.end)):
        if u.matched:
            continue
        text = texts[u.essay_id]
        rows.append({
            "essay_id": u.essay_id,
            "error": "miss" if u.side == "gold" else "false_alarm",
            "label": u.label,
            "found_as": u.other,
            "start": u.start,
            "end": u.end,
            "text": text[u.start : u.end],
            "left": _clean(text[max(0, u.start - context) : u.start]),
            "right": _clean(text[u.end : u.end + context]),
            "source": u.source,
        })
    return pd.DataFrame(rows, columns=ERROR_COLUMNS)
