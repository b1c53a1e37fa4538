"""The port of the editor's diff_main against results of its own build (diff-match-patch 1.0.4 with node)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from workbench.io.svala_diff import DELETE, EQUAL, INSERT, diff_main

CASES = json.loads((Path(__file__).parent.parent / "golden" / "svala" / "dmp_1.0.4_cases.json")
                   .read_text(encoding="utf-8"))["cases"]


@pytest.mark.parametrize("case", CASES, ids=[f"{len(c['a'])}-{len(c['b'])}-{k}" for k, c in enumerate(CASES)])
def test_diff_main_gives_what_the_editor_build_gives(case: dict) -> None:
    assert diff_main(case["a"], case["b"]) == case["diff"]


@pytest.mark.parametrize(("a", "b", "expected"), [
    ("", "", []),
    ("abc", "abc", [[EQUAL, "abc"]]),
    ("", "ab", [[INSERT, "ab"]]),
    ("ab", "", [[DELETE, "ab"]]),
    ("abc", "ab", [[EQUAL, "ab"], [DELETE, "c"]]),
    ("xabcy", "abc", [[DELETE, "x"], [EQUAL, "abc"], [DELETE, "y"]]),
])
def test_diff_main_simple_cases(a: str, b: str, expected: list) -> None:
    assert diff_main(a, b) == expected


def test_the_texts_come_back_from_the_diff() -> None:
    a, b = "Jag bor i Stockholm sedan 2019.\n" * 20, "Jag bodde i Stokholm sen 2019!\n" * 19
    diffs = diff_main(a, b)
    assert "".join(t for op, t in diffs if op != INSERT) == a
    assert "".join(t for op, t in diffs if op != DELETE) == b
