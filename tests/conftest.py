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
