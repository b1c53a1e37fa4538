"""The table-driven pattern detector: number-shaped spans that one regular expression per row finds.

The rows are data (resources/number_patterns.tsv: its header says what each column means): a detector name,
the essays' language, the label, the digit runs a row is tried at, the expression, an optional trigger
expression that must end right before the span, the rule (its weight is in resources/scores.tsv) and the
reason. ``PatternDetector`` is a
detector whose every rule is such a row (transport_nr); ``table_spans`` gives a code detector the rows
bearing its name (zip_code's UK and US postcodes). Anchored at the essay's digit runs: no expression scans
the whole text.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass
from functools import cache
from pathlib import Path

from workbench.detect.base import PACKS, Detector
from workbench.detect.lib.numbers import digit_runs, ends_before, lowered
from workbench.model import Span
from workbench.resources import RESOURCE_DIR, ResourceError
from workbench.resources.tables import read_table
from workbench.taxonomy import LABELS
from workbench.text import Doc

__all__ = ["COLUMNS", "PatternDetector", "Row", "rows", "table_spans"]

COLUMNS = ("detector", "pattern", "lang", "group", "label", "runs", "lead", "text", "regex", "before", "window",
           "rule", "reason")
_RUNS = re.compile(r"(\d+)-(\d+)\Z")
_RULE = re.compile(r"[a-z][a-z0-9_]*\Z")


@dataclass(frozen=True)
class Row:
    """One row of the table (see the module docstring)."""

    detector: str
    pattern: str
    langs: tuple[str, ...]
    group: str
    label: str
    runs: tuple[int, int]
    leads: tuple[int, ...]
    lower: bool
    regex: re.Pattern[str]
    before: re.Pattern[str] | None
    window: int
    rule: str
    reason: str


def _compile(where: str, what: str, value: str) -> re.Pattern[str]:
    try:
        return re.compile(value)
    except re.error as e:
        raise ResourceError(f"{where}: {what} is no regular expression ({e})") from None


def _row(where: str, r: dict[str, str]) -> Row:
    if r["lang"] != "*" and r["lang"] not in PACKS:
        raise ResourceError(f"{where}: lang {r['lang']!r} is not one of *, {', '.join(PACKS)}")
    if r["label"] not in LABELS:
        raise ResourceError(f"{where}: label {r['label']!r} is not a SweLL label (workbench/taxonomy.py)")
    m = _RUNS.match(r["runs"])
    if r["runs"] != "*" and (m is None or int(m[1]) > int(m[2]) or int(m[1]) < 1):
        raise ResourceError(f"{where}: runs {r['runs']!r} is not min-max (1-4) or *")
    if not all(x.isdigit() for x in r["lead"].split(",")):
        raise ResourceError(f"{where}: lead {r['lead']!r} is not numbers separated by commas (0 or 1,2)")
    if r["text"] not in ("text", "lower"):
        raise ResourceError(f"{where}: text {r['text']!r} is not text or lower")
    before = None if r["before"] == "-" else _compile(where, "before", r["before"])
    if (before is None) != (r["window"] == "-") or r["window"] != "-" and not r["window"].isdigit():
        raise ResourceError(f"{where}: window {r['window']!r} must be a number of characters with a before "
                            "expression, - without one")
    if not _RULE.match(r["rule"]):
        raise ResourceError(f"{where}: rule {r['rule']!r} is not lowercase letters, digits and _")
    return Row(r["detector"], "" if r["pattern"] == "-" else r["pattern"],
               PACKS if r["lang"] == "*" else (r["lang"],), r["group"], r["label"],
               (int(m[1]), int(m[2])) if m else (1, 10**9), tuple(int(x) for x in r["lead"].split(",")),
               r["text"] == "lower", _compile(where, "regex", r["regex"]), before,
               0 if before is None else int(r["window"]), r["rule"], r["reason"])


@cache
def rows(path: Path = RESOURCE_DIR / "number_patterns.tsv") -> dict[tuple[str, str], tuple[Row, ...]]:
    """(detector, language) -> its rows in the table's order, read and checked once."""
    out: dict[tuple[str, str], list[Row]] = {}
    for where, r in read_table(path, COLUMNS):
        row = _row(where, r)
        for lang in row.langs:
            out.setdefault((row.detector, lang), []).append(row)
    return {k: tuple(v) for k, v in out.items()}


@cache
def _groups(detector: str, lang: str) -> tuple[tuple[tuple[Row, ...], dict[tuple[bool, int], re.Pattern[str]]], ...]:
    """The rows of ``detector`` for ``lang`` by group, in the table's order, each group with one expression per
    (text, lead) that matches where any of its rows with that lead could ('London N17' has 44 rows of UK
    outward codes after their towns: one match call a digit run and lead instead of 44)."""
    groups: dict[str, list[Row]] = {}
    for row in rows().get((detector, lang), ()):
        groups.setdefault(row.group, []).append(row)
    out = []
    for group in groups.values():
        alts: dict[tuple[bool, int], list[str]] = {}
        for row in group:
            for k in row.leads:
                alts.setdefault((row.lower, k), []).append(row.regex.pattern)
        out.append((tuple(group), {key: re.compile("|".join(f"(?:{a})" for a in alt)) for key, alt in alts.items()}))
    return tuple(out)


def table_spans(det: Detector, doc: Doc) -> Iterator[Span]:
    """The spans of the rows of ``det``'s name for the essay's language: at every digit run the first row of
    a group that matches (its regex at one of its leads, its trigger before it) gives its spans; each span
    comes once a row."""
    groups = _groups(det.name, doc.lang)
    if not groups:
        return
    runs = digit_runs(doc)
    for group, any_row in groups:
        found: set[tuple[str, int, int]] = set()
        for s, e in runs:
            possible = {key for key, rx in any_row.items()
                        if rx.match(lowered(doc) if key[0] else doc.text, max(0, s - key[1])) is not None}
            if not possible:
                continue
            for row in group:
                if not row.runs[0] <= e - s <= row.runs[1]:
                    continue
                text = lowered(doc) if row.lower else doc.text
                matched = False
                for k in row.leads:
                    if (row.lower, k) not in possible:
                        continue
                    m = row.regex.match(text, max(0, s - k))
                    if m is None or row.before is not None and not ends_before(row.before, doc, m.start(),
                                                                                row.window, text):
                        continue
                    matched = True
                    start, end = m.span(1) if row.regex.groups else m.span()
                    if (row.pattern, start, end) not in found:
                        found.add((row.pattern, start, end))
                        yield det.span(start, end, row.label, row.reason, row.rule, pattern=row.pattern)
                if matched:
                    break


class PatternDetector(Detector):
    """A detector whose every rule is a row of the table: subclasses set ``name`` and register."""

    def detect(self, doc: Doc) -> Iterator[Span]:
        yield from table_spans(self, doc)
