"""``workbench svala check``: the editor's verdict on files from anywhere, per file, with an exit status."""

from __future__ import annotations

import codecs
import json
from pathlib import Path

import pytest

from workbench.cli import main
from workbench.io.svala import build_graph, write_svala
from workbench.io.svala_check import check_file, svala_files
from workbench.model import Span
from workbench.pseudonymize.rewrite import rewrite


def good_graph() -> dict:
    text = "Jag heter Ali och bor i Lund"
    target, aligned = rewrite(text, [(Span(10, 13, "firstname_male", number=1), "Erik"),
                                     (Span(24, 28, "city", number=1), "Umeå")])
    return build_graph(text, target, aligned)


def test_a_file_the_project_writes_passes(tmp_path: Path) -> None:
    write_svala(tmp_path / "a.json", good_graph())
    result = check_file(tmp_path / "a.json")
    assert result.ok and result.warnings == [] and str(result).startswith("ok   ")


@pytest.mark.parametrize(("content", "problem"), [
    (codecs.BOM_UTF8 + b"{}", "byte-order mark"),
    (b'{"source": "\xff"}', "not UTF-8 (bad bytes at offset 12)"),
    (b'{"source": NaN}', "not JSON (NaN is not JSON)"),
    (b"{\n  oops", "not JSON (Expecting property name enclosed in double quotes at line 2, column 3)"),
    (b"[1, 2]", "must be a JSON object"),
])
def test_files_the_editor_cannot_read(tmp_path: Path, content: bytes, problem: str) -> None:
    (tmp_path / "g.json").write_bytes(content)
    result = check_file(tmp_path / "g.json")
    assert not result.ok and any(problem in p for p in result.problems), result.problems


def test_validation_errors_fail_unless_only_the_invariants_are_checked(tmp_path: Path) -> None:
    graph = good_graph()
    labelled = next(e for e in graph["edges"].values() if e["labels"])
    labelled["labels"] = [lab for lab in labelled["labels"] if not lab.isdigit()]  # the number removed
    graph["edges"][labelled["id"]] = labelled
    (tmp_path / "g.json").write_text(json.dumps(graph), encoding="utf-8")
    result = check_file(tmp_path / "g.json")
    assert result.problems == ["the editor's validation (pseudonymization mode, essay done): Running number "
                               f"missing: edge(s) {labelled['id']}"]
    assert check_file(tmp_path / "g.json", validate_done=False).ok


def test_warnings_do_not_fail(tmp_path: Path) -> None:
    graph = good_graph()
    labelled = next(e for e in graph["edges"].values() if e["labels"])
    labelled.update(labels=labelled["labels"] + ["OBS!"], comment="titta här")
    graph["status"] = "done"
    (tmp_path / "g.json").write_text(json.dumps(graph), encoding="utf-8")
    result = check_file(tmp_path / "g.json")
    assert result.ok
    assert [w.split(":")[0] for w in result.warnings] == [
        "the editor's validation (pseudonymization mode, essay done)", "key(s) the editor drops when it saves"]


def test_messages_never_quote_the_text(tmp_path: Path) -> None:
    graph = good_graph()
    graph["source"][2]["text"] = "Ali"  # no space after it
    (tmp_path / "g.json").write_text(json.dumps(graph), encoding="utf-8")
    result = check_file(tmp_path / "g.json")
    assert not result.ok and "Ali" not in str(result)


def test_svala_files_walks_folders(tmp_path: Path) -> None:
    (tmp_path / "a" / "b").mkdir(parents=True)
    for name in ("a/x.json", "a/b/y.json", "a/notes.txt"):
        (tmp_path / name).write_text("{}", encoding="utf-8")
    assert [p.relative_to(tmp_path).as_posix() for p in svala_files([tmp_path / "a"])] == ["a/b/y.json", "a/x.json"]
    with pytest.raises(FileNotFoundError, match="no such file or folder"):
        list(svala_files([tmp_path / "missing"]))


def test_the_command(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    write_svala(tmp_path / "good.json", good_graph())
    assert main(["svala", "check", str(tmp_path)]) == 0
    bad = good_graph()
    for e in bad["edges"].values():
        e["manual"] = False  # what the project wrote before: the editor re-aligns and splits the edges
    (tmp_path / "old.json").write_text(json.dumps(bad), encoding="utf-8")
    assert main(["svala", "check", str(tmp_path)]) == 1
    out, err = capsys.readouterr()
    assert f"FAIL {tmp_path / 'old.json'}\n     not automatically aligned" in out
    assert "2 file(s): 1 the SweLL editor accepts, 1 it does not" in err
    assert main(["svala", "check", str(tmp_path / "nothing.json")]) == 2
