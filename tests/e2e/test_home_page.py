"""The home page served by Voilà renders its widgets in chromium: summary counts, the essay dropdown."""

from __future__ import annotations

from pathlib import Path

import pytest

from .fake_out import FAKE_RELEASE, make_fake_out

pytestmark = pytest.mark.e2e

NOTEBOOK = Path(__file__).resolve().parents[2] / "notebooks" / "workbench.ipynb"
RENDER_TIMEOUT_MS = 90_000


def test_home_page_renders(serve_notebook, page, screenshot_dir: Path, tmp_path: Path) -> None:
    url = serve_notebook(NOTEBOOK, make_fake_out(tmp_path / "out"))
    page.goto(url, timeout=RENDER_TIMEOUT_MS)
    summary = page.locator(".pw-summary")
    summary.wait_for(state="visible", timeout=RENDER_TIMEOUT_MS)
    text = summary.inner_text()
    assert "Released essays: 3" in text
    assert "firstname_female" in text and "problems" in text
    assert "Ingegerd" not in page.content()  # the report's problem messages are never shown

    select = page.locator(".widget-dropdown select")
    select.wait_for(state="visible")
    assert select.locator("option").all_inner_texts() == sorted(FAKE_RELEASE)
    assert FAKE_RELEASE["E001"] in page.locator(".pw-release").inner_text()

    select.select_option("E003")
    page.locator(".pw-release", has_text="070-000 00 00").wait_for(timeout=10_000)
    page.screenshot(path=str(screenshot_dir / "home_page.png"), full_page=True)
