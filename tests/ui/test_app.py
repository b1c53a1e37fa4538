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
    assert len(app.essay_screen().children) > 5
    assert len(app.learner_screen().children) > 3
