"""Essay ids are input, and input is hostile (issue 13.1): through ``pseudonymize`` and through ``review
init`` + ``review export``, nothing is written outside the output folder, every usable essay is released
under a safe file name the key maps back, and an id that cannot be a name is a named input problem."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from workbench.cli import main
from workbench.model import Corpus, Essay
from workbench.pipeline import pseudonymize_corpus
from workbench.pseudonymize.key import read_key
from workbench.pseudonymize.leak import check_release
from workbench.ui.home import release_ids, render_release

PASS = "correct horse battery staple"
TEXT = "Jag heter Ali och bor i Borlänge. Ring mig på 070-123 45 67."


def hostile_ids(tmp_path: Path) -> list[str]:
    return ["../../x", str(tmp_path / "abs"), "/", "a/b", "x\x00y", "A" * 300, "Case", "case", "CON", ".", "..",
            ".hidden", "Åsa 1"]


def files_under(root: Path) -> set[str]:
    return {str(p.relative_to(root)) for p in root.rglob("*") if p.is_file()}


def expected_layout(stems: list[str], reviewed: bool = False) -> set[str]:
    return ({f"out/release/{s}.txt" for s in stems} | {f"out/private/{s}.svala.enc" for s in stems}
            | {"out/private/key.enc", "out/report.json", "in.jsonl"}
            | ({"out/release/review_report.csv"} if reviewed else set()))


@pytest.fixture
def hostile_input(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("WORKBENCH_PASSPHRASE", PASS)
    work = tmp_path / "work"
    work.mkdir()
    rows = [{"learner_id": f"L{i}", "essay_id": essay_id, "text": TEXT}
            for i, essay_id in enumerate(hostile_ids(tmp_path))]
    (work / "in.jsonl").write_text("".join(json.dumps(r) + "\n" for r in rows), encoding="utf-8")
    return work


def check_release_folder(work: Path, ids: list[str], reviewed: bool = False) -> None:
    key = read_key(work / "out" / "private" / "key.enc", PASS)
    assert sorted(key.files.values()) == sorted(ids) and set(key.learners) == set(ids)
    assert files_under(work) == expected_layout(list(key.files), reviewed)
    assert check_release(work / "out" / "release", key) == []
    assert release_ids(work / "out") == sorted(ids)
    assert "Borlänge" not in render_release(work / "out", "../../x")
    stem = next(s for s, e in key.files.items() if e == "../../x")
    assert main(["reidentify", str(work / "out" / "release" / f"{stem}.txt"), "--key",
                 str(work / "out" / "private" / "key.enc")]) == 0


def test_pseudonymize_writes_only_inside_the_output_folder(tmp_path: Path, hostile_input: Path,
                                                           capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["pseudonymize", str(hostile_input / "in.jsonl"), "--out", str(hostile_input / "out")]) in (0, 1)
    capsys.readouterr()
    assert files_under(tmp_path) == {f"work/{f}" for f in files_under(hostile_input)}  # nothing beside work/
    check_release_folder(hostile_input, hostile_ids(tmp_path))
    report = json.loads((hostile_input / "out" / "report.json").read_text(encoding="utf-8"))
    assert report["renamed_files"]["%2E.%2F..%2Fx"] == "../../x"


def test_review_init_and_export_write_only_inside_the_output_folder(tmp_path: Path, hostile_input: Path) -> None:
    db = tmp_path / "review.db"
    assert main(["review", "init", str(hostile_input / "in.jsonl"), "--db", str(db)]) in (0, 1)
    from workbench.store import ReviewStore

    store = ReviewStore(db)
    for essay_id in store.essay_ids():
        for s in store.spans(essay_id):
            store.decide(essay_id, s.id, "accept", "t")
    assert main(["review", "export", "--db", str(db), "--out", str(hostile_input / "out")]) == 0
    assert files_under(tmp_path) - {"review.db", "review.db-wal", "review.db-shm"} == {
        f"work/{f}" for f in files_under(hostile_input)}
    check_release_folder(hostile_input, hostile_ids(tmp_path), reviewed=True)


def test_an_unusable_id_is_an_input_problem_and_the_others_are_released(tmp_path: Path) -> None:
    essays = [Essay("ok", "L1", TEXT), Essay("  ", "L2", TEXT), Essay("", "L3", TEXT)]
    summary = pseudonymize_corpus(Corpus.of(essays), tmp_path / "out", passphrase=None)
    assert summary.essays == 1 and [p.name for p in (tmp_path / "out" / "release").iterdir()] == ["ok.txt"]
    assert [p for p in summary.problems if "empty or only white space" in p and "not released" in p] == [
        f"essay {'  '!r}: the essay id is empty or only white space, so no file name can be made of it; "
        "it is not released",
        f"essay {''!r}: the essay id is empty or only white space, so no file name can be made of it; "
        "it is not released"]
