from __future__ import annotations

from pathlib import Path

from workbench.store import ReviewStore
from workbench.ui.signoff import SignoffDashboard, dashboard_data


def accept_all(store: ReviewStore) -> None:
    for e in store.essay_ids():
        for s in store.spans(e):
            store.decide(e, s.id, "accept", "anna")
        store.decide(e, None, "status", "anna", status="reviewed")


def test_dashboard_lists_progress_and_unresolved(store: ReviewStore, tmp_path: Path) -> None:
    data = dashboard_data(store)
    assert data["essays"] == 2 and data["open"] == 8 and data["never_opened"] == ["e1", "e2"]
    assert data["unresolved"]["L1"]["sensitive"] == 1
    dash = SignoffDashboard(store, tmp_path / "release")
    assert "0</b> of <b>2</b> essays reviewed" in dash.summary.value
    assert dash.plots.value.startswith("<img")
    dash.reviewer.value = "anna"
    assert dash.sign_btn.disabled and "unresolved" in dash.sign_btn.tooltip
    assert dash.sign_off() is None and "cannot sign off" in dash.message.value
    assert not (tmp_path / "release").exists()


def test_sign_off_a_reviewed_corpus_writes_the_release(store: ReviewStore, tmp_path: Path) -> None:
    accept_all(store)
    dash = SignoffDashboard(store, tmp_path / "out")
    dash.reviewer.value = "anna"
    assert dash.sign_btn.disabled  # the leak check has not run
    dash.check_btn.click()
    assert dash.leak_ok and "passed" in dash.leak.value and not dash.sign_btn.disabled
    dash.sign_btn.click()
    released = (tmp_path / "out" / "release" / "e1.txt").read_text(encoding="utf-8")
    assert "Borlänge" not in released and "Ali" not in released and "muslim" in released
    assert store.signoffs()[0]["reviewer"] == "anna"
    assert {store.status(e) for e in store.essay_ids()} == {"signed off"}
