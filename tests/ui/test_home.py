"""The home page summary: counts from report.json, released texts, never the report's strings."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from workbench.ui.home import ReportError, find_out_dir, release_ids, render_release, render_summary

SECRET = "Ingegerd Blomqvist"


def make_out(folder: Path, report: object | None, release: dict[str, str]) -> Path:
    (folder / "release").mkdir(parents=True)
    if report is not None:
        (folder / "report.json").write_text(json.dumps(report), encoding="utf-8")
    for essay_id, text in release.items():
        (folder / "release" / f"{essay_id}.txt").write_text(text, encoding="utf-8")
    return folder


@pytest.mark.parametrize(
    ("report", "expected", "absent"),
    [
        (None, ["Released essays: <b>2</b>", "No report.json yet"], []),
        ({"essays": 2, "spans": 7}, ["<td>essays</td>", ">7<"], ["No report.json"]),
        ({"per_label": {"city": 2, "firstname_male": 5}}, ["per label", "firstname_male", ">5<"], []),
        ({"per_learner": {"L1": {"city": 2, "year": 1}}}, ["per learner", "<td>L1</td>", ">3<"], []),
        ({"problems": [f"x.txt:3: {SECRET} looks odd"], "mode": SECRET},
         ["<td>problems</td>", ">1<"], [SECRET]),
        ({"names": {SECRET: 1}}, ["names: 1 entries"], [SECRET]),
        ({"per_label": {"<b>": 1}}, ["per_label: 1 entries"], ["<b>:"]),
    ],
)
def test_render_summary(tmp_path: Path, report: object, expected: list[str], absent: list[str]) -> None:
    markup = render_summary(make_out(tmp_path, report, {"E1": "Jag heter A.", "E2": "B bor i C-stad."}))
    for part in expected:
        assert part in markup
    for part in absent:
        assert part not in markup


@pytest.mark.parametrize(("content", "message"), [("{", "report.json:1: not JSON"),
                                                  ("[1, 2]", "report.json:1: expected a JSON object")])
def test_bad_report_fails_with_file_and_line(tmp_path: Path, content: str, message: str) -> None:
    make_out(tmp_path, None, {})
    (tmp_path / "report.json").write_text(content, encoding="utf-8")
    with pytest.raises(ReportError, match=message):
        render_summary(tmp_path)


def test_release_ids_and_text(tmp_path: Path) -> None:
    out = make_out(tmp_path, None, {"E2": "B <bor> & C", "E1": "A"})
    assert release_ids(out) == ["E1", "E2"]
    assert release_ids(tmp_path / "missing") == []
    assert "B &lt;bor&gt; &amp; C" in render_release(out, "E2")
    with pytest.raises(KeyError, match="no released essay 'E9'"):
        render_release(out, "E9")


@pytest.mark.parametrize(
    ("env", "make_parent", "expected"),
    [({"WORKBENCH_OUT": "/data/run1"}, True, "/data/run1"), ({}, True, "../out"), ({}, False, "./out")],
)
def test_find_out_dir(tmp_path: Path, env: dict[str, str], make_parent: bool, expected: str) -> None:
    notebooks = tmp_path / "notebooks"
    notebooks.mkdir()
    if make_parent:
        (tmp_path / "out").mkdir()
    found = find_out_dir(notebooks, env)
    want = {"../out": tmp_path / "out", "./out": notebooks / "out"}.get(expected, Path(expected))
    assert found.resolve() == want.resolve()


def test_home_screen_dropdown_shows_the_picked_essay(tmp_path: Path) -> None:
    from workbench.ui.home import home_screen

    screen = home_screen(make_out(tmp_path, {"essays": 2}, {"E1": "Jag heter A.", "E2": "B bor i C-stad."}))
    summary, pick, text = screen.children
    assert "Released essays: <b>2</b>" in summary.value and list(pick.options) == ["E1", "E2"]
    assert "Jag heter A." in text.value
    pick.value = "E2"
    assert "B bor i C-stad." in text.value


def test_home_screen_without_release(tmp_path: Path) -> None:
    from workbench.ui.home import home_screen

    _, pick, text = home_screen(tmp_path).children
    assert pick.options == () and "No released essays" in text.value
