"""The review commands on both backends: ``--db`` takes a SQLite file or a postgresql:// URL, and without
``--db`` they use ``$WORKBENCH_DB``."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.store.conftest import accept_all
from tests.test_cli import write_folder
from workbench.cli import main
from workbench.store import ReviewStore


def test_init_roster_and_export_through_the_command_line(target: str, tmp_path: Path,
                                                         monkeypatch: pytest.MonkeyPatch,
                                                         capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.setenv("WORKBENCH_PASSPHRASE", "correct horse battery staple")
    assert main(["review", "init", str(write_folder(tmp_path / "in")), "--db", target]) == 0
    assert main(["review", "reviewer", "Signe Lind", "--db", target]) == 0
    assert "Signe Lind" in capsys.readouterr().err
    monkeypatch.setenv("WORKBENCH_DB", target)  # from here on without --db
    assert main(["review", "export", "--out", str(tmp_path / "rel")]) == 1  # spans still open
    with ReviewStore(target) as store:
        assert store.roster() == ["Signe Lind"]
        accept_all(store)
    assert main(["review", "export", "--out", str(tmp_path / "rel")]) == 0
    assert (tmp_path / "rel" / "release" / "a1.txt").is_file()
    # review init kept every raw candidate of detection; review candidates writes them as a span file
    assert main(["review", "candidates", "--out", str(tmp_path / "cands.jsonl")]) == 0
    with ReviewStore(target) as store:
        kept = sum(len(store.candidates(e)) for e in store.essay_ids())
    assert kept > 0 and f"with {kept} raw candidates written" in capsys.readouterr().err
    assert (tmp_path / "cands.jsonl").read_text(encoding="utf-8").count('"label"') == kept


def test_assign_review_blind_adjudicate_and_agreement_through_the_command_line(
        store: ReviewStore, target: str, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["review", "assign", "anna", "--essays", "e1", "--db", target]) == 2
    assert "two or more reviewers" in capsys.readouterr().err
    assert main(["review", "assign", "anna", "bo", "--learners", "nobody", "--db", target]) == 2
    assert main(["review", "assign", "anna", "bo", "--sample", "1.5", "--db", target]) == 2
    assert main(["review", "assign", "anna", "bo", "--sample", "0.5", "--seed", "3", "--by", "lead",
                 "--db", target]) == 0
    assert "2 essays assigned to anna, bo" in capsys.readouterr().err
    assert store.progress().assigned == 2 and store.assigned_to("anna") == store.assigned_to("bo")
    assert main(["review", "agreement", "--db", target]) == 0
    out = capsys.readouterr().out
    assert "essays under blind review: 2; adjudicated: 0; not yet: 2" in out and "agreement: none yet" in out
    for eid in store.assigned_to("anna"):
        for who in ("anna", "bo"):
            for s in store.view(eid, who).spans:
                store.decide(eid, s.id, "accept", who)
            store.decide(eid, None, "status", who, status="reviewed")
    assert main(["review", "agreement", "--db", target]) == 0
    out = capsys.readouterr().out
    assert "Krippendorff's alpha: 1.000; Fleiss' kappa: 1.000" in out and "adjudicated: 0; not yet: 2" in out


def test_init_again_with_a_changed_essay_says_so_and_keeps_the_stored_one(target: str, tmp_path: Path,
                                                                         capsys: pytest.CaptureFixture[str]) -> None:
    folder = write_folder(tmp_path / "in")
    assert main(["review", "init", str(folder), "--db", target]) == 0
    with ReviewStore(target) as store:
        stored = store.essay("a1").text
    (folder / "a1.txt").write_text(stored.replace("a", "o", 1) + " Ny mening.", encoding="utf-8")
    capsys.readouterr()
    assert main(["review", "init", str(folder), "--db", target]) == 1
    err = capsys.readouterr().err
    assert "problem: essay 'a1': its text differs from the stored one: the store keeps its stored essay" in err
    assert "0 essays added" in err
    with ReviewStore(target) as store:
        assert store.essay("a1").text == stored
