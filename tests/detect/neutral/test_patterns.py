"""The table-driven pattern detector: rows of resources/number_patterns.tsv, checked when read."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from workbench.detect.base import detectors_for
from workbench.detect.neutral.patterns import COLUMNS, rows, table_spans
from workbench.resources import ResourceError
from workbench.text import parse

GOOD = ["transport_nr", "-", "*", "line", "transport_nr", "1-4", "0", "lower", r"\d+", r"\bbuss\s+$", "10",
        "after_transport_word", "after buss"]


def _table(tmp_path: Path, *cells: list[str]) -> Path:
    path = tmp_path / "number_patterns.tsv"
    path.write_text("# rows\n" + "\t".join(COLUMNS) + "\n" + "".join("\t".join(c) + "\n" for c in cells),
                    encoding="utf-8")
    return path


def test_the_shipped_table_gives_each_detector_its_rows() -> None:
    table = rows()
    assert len(table["transport_nr", "sv"]) == 3 and table["transport_nr", "sv"] == table["transport_nr", "en"]
    assert {r.pattern for r in table["zip_code", "en"]} == {"uk", "us"} and ("zip_code", "sv") not in table
    assert "transport_nr" in {d.name for d in detectors_for("sv")}


@pytest.mark.parametrize(
    ("text", "lang", "found"),
    [
        ("Jag tar buss 528 till jobbet och tar 4:an hem.", "sv", [("528", 0.85), ("4", 0.8)]),
        ("I take the 42 bus.", "en", [("42", 0.8)]),
        ("We live at 10 Downing Street, London SW1A 2AA. Boston, MA 02134", "en", [("SW1A 2AA", 0.75),
                                                                               ("02134", 0.75)]),
    ],
)
def test_rows_find_their_spans(text: str, lang: str, found: list[tuple[str, float]]) -> None:
    doc = parse(text, lang)
    spans = [s for d in detectors_for(lang) if d.name in ("transport_nr", "zip_code") for s in table_spans(d, doc)]
    assert sorted((text[s.start : s.end], s.score) for s in spans) == sorted(found)


@pytest.mark.parametrize(
    ("column", "value", "message"),
    [
        ("regex", "(", "regex is no regular expression"),
        ("label", "bus", "label 'bus' is not a SweLL label"),
        ("lang", "de", "lang 'de' is not one of"),
        ("runs", "4-1", "runs '4-1' is not min-max"),
        ("window", "-", "window '-' must be a number"),
        ("rule", "After", "rule 'After' is not lowercase"),
        ("text", "upper", "text 'upper' is not text or lower"),
    ],
)
def test_a_bad_row_names_file_and_line(tmp_path: Path, column: str, value: str, message: str) -> None:
    bad = list(GOOD)
    bad[COLUMNS.index(column)] = value
    path = _table(tmp_path, GOOD, bad)
    with pytest.raises(ResourceError, match=re.escape(f"{path}:4: {message}")):
        rows(path)
