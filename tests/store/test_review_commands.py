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
