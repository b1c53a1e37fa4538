from __future__ import annotations

from pathlib import Path

import pytest

from workbench.store import ReviewStore
from workbench.ui import app


def test_missing_store_is_a_message_not_a_traceback(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                                    caplog: pytest.LogCaptureFixture) -> None:
    monkeypatch.setenv("WORKBENCH_DB", str(tmp_path / "none.db"))
    for build in (app.essay_screen, app.learner_screen, app.signoff_dashboard):
        widget = build()
        assert "Cannot open the workbench" in widget.value and "workbench review init" in widget.value
    assert "cannot open the workbench" in caplog.text


def test_newer_store_is_a_message(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    import sqlite3

    path = tmp_path / "r.db"
    ReviewStore(path).close()
    db = sqlite3.connect(path)
    db.execute("PRAGMA user_version=42")
    db.commit()
    db.close()
    monkeypatch.setenv("WORKBENCH_DB", str(path))
    assert "newer workbench" in app.essay_screen().value


def test_screens_build_from_the_environment(store: ReviewStore, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("WORKBENCH_DB", store.path)
    monkeypatch.setenv("WORKBENCH_REVIEWER", "anna")
    for build in (app.essay_screen, app.learner_screen, app.signoff_dashboard):
        shown, screen = build().children  # the screen reads the store when a page shows it
        assert len(screen.children) > 5
    assert not store.view("e1").opened  # built, not shown: nobody opened an essay yet


def test_conversion_table_screen_builds_saves_and_reloads(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                                          caplog: pytest.LogCaptureFixture) -> None:
    from tests.forum.conftest import PARTICIPANTS

    table = tmp_path / "private" / "table.csv"
    monkeypatch.setenv("WORKBENCH_PARTICIPANTS", str(PARTICIPANTS))
    monkeypatch.setenv("WORKBENCH_TABLE", str(table))
    box = app.conversion_table_screen()
    participant, forms = box.children[0], box.children[1]
    assert participant.value == "u01" and "Lindqvist" in forms.value
    text, _kind, _mask, add = box.children[2].children
    text.value = "Kaja"
    add.click()
    box.children[5].children[0].click()  # save: the folder is made
    assert "Kaja" in table.read_text(encoding="utf-8")
    assert "Kaja" in app.conversion_table_screen().children[1].value  # the saved table is the one edited
    monkeypatch.setenv("WORKBENCH_PARTICIPANTS", str(tmp_path / "none.csv"))
    monkeypatch.setenv("WORKBENCH_TABLE", str(tmp_path / "none-table.csv"))
    assert "Cannot open the conversion table" in app.conversion_table_screen().value
    assert "cannot open the conversion table" in caplog.text
