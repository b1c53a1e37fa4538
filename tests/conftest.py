"""Shared fixtures: where ../shared/data is, and a skip with a clear reason when it is absent."""

from __future__ import annotations

from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
SHARED_DATA = ROOT.parent / "shared" / "data"
SAMPLES = ROOT / "samples"


@pytest.fixture
def shared_data() -> Path:
    """../shared/data (third-party data, never copied into the project); skips when absent."""
    if not SHARED_DATA.is_dir():
        pytest.skip(f"third-party data not found at {SHARED_DATA} (clone the project beside ../shared)")
    return SHARED_DATA


@pytest.fixture(autouse=True)
def _svala_files_pass_the_editor_check(request: pytest.FixtureRequest):  # type: ignore[no-untyped-def]
    """Every SVALA file a test writes (``*.svala.json`` under its tmp_path) must be one the SweLL editor
    opens and accepts as done (workbench.io.svala_check: its invariants, alignment and validation)."""
    if "tmp_path" not in request.fixturenames:
        yield
        return
    tmp = request.getfixturevalue("tmp_path")  # set up before this fixture ends, so torn down after it
    yield
    from workbench.io.svala_check import check_file

    failed = [str(r) for r in map(check_file, sorted(Path(tmp).rglob("*.svala.json"))) if not r.ok]
    assert not failed, "SVALA files the editor would not accept:\n" + "\n".join(failed)


@pytest.fixture(autouse=True)
def _rules_alone_in_detector_tests(request: pytest.FixtureRequest, monkeypatch: pytest.MonkeyPatch) -> None:
    """tests/detect/ test what the rules propose: detection runs there without the learned decision (the
    step "decide", workbench.learn: WORKBENCH_MODEL=none), which tests/learn/ tests with the pipeline."""
    if "detect" in Path(str(request.node.path)).relative_to(ROOT / "tests").parts[:1]:
        monkeypatch.setenv("WORKBENCH_MODEL", "none")
