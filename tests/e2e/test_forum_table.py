"""The forum notebooks in chromium: add a nickname to a participant in the conversion table and save it;
a forum message in the essay screen, its header above the highlighted body."""

from __future__ import annotations

from pathlib import Path

import pytest

from workbench.forum.read import read_messages, read_participants
from workbench.forum.review import message_essays
from workbench.forum.table import ConversionTable
from workbench.store import ReviewStore

pytestmark = pytest.mark.e2e

ROOT = Path(__file__).resolve().parents[2]
NOTEBOOK = ROOT / "notebooks" / "forum.ipynb"
PARTICIPANTS = ROOT / "samples" / "forum" / "participants.csv"
TIMEOUT = 90_000


def test_add_a_nickname_in_the_conversion_table(serve_notebook, page, screenshot_dir: Path,
                                                tmp_path: Path) -> None:
    table = tmp_path / "private" / "conversion_table.csv"
    url = serve_notebook(NOTEBOOK, tmp_path / "out",
                         {"WORKBENCH_PARTICIPANTS": str(PARTICIPANTS), "WORKBENCH_TABLE": str(table)})
    page.goto(url, timeout=TIMEOUT)
    forms = page.locator(".pw-ct-forms")
    forms.locator("table").wait_for(timeout=TIMEOUT)
    assert "homonym" in page.locator(".pw-ct-warnings").inner_text()

    page.locator(".pw-ct-participant select").select_option(label="u03 (Learner#2)")
    forms.locator("h4", has_text="u03").wait_for(timeout=10_000)
    page.locator(".pw-ct-new-form input").fill("Mia")
    page.locator(".pw-ct-new-form input").press("Enter")  # sync the text widget before the click
    page.locator(".pw-ct-kind select").select_option(label="nickname")
    page.locator("button.pw-ct-add").click()
    row = forms.locator("tr", has_text="Mia")
    row.wait_for(timeout=10_000)
    assert row.locator("td").all_inner_texts()[:2] == ["nickname", "Mia"]
    page.locator(".pw-ct-message", has_text="form added").wait_for(timeout=10_000)
    page.screenshot(path=str(screenshot_dir / "forum_conversion_table.png"), full_page=True)

    page.locator("button.pw-ct-save").click()
    page.locator(".pw-ct-message", has_text="saved").wait_for(timeout=10_000)
    assert "u03,learner,female,sv,nickname,Mia," in table.read_text(encoding="utf-8")


def test_a_message_in_the_essay_screen(serve_notebook, page, screenshot_dir: Path, tmp_path: Path) -> None:
    db = tmp_path / "review.db"
    table = ConversionTable.build(read_participants(PARTICIPANTS), "roles")
    ReviewStore(db).add_essays(message_essays(read_messages(PARTICIPANTS.with_name("messages.xml")), table,
                                              detect=False))
    url = serve_notebook(ROOT / "notebooks" / "review.ipynb", tmp_path / "out",
                         {"WORKBENCH_DB": str(db), "WORKBENCH_REVIEWER": "e2e"})
    page.goto(url, timeout=TIMEOUT)
    page.locator(".pw-text mark").first.wait_for(timeout=TIMEOUT)
    for _ in range(6):  # to m7, the e-mail with recipients and a subject
        page.locator(".pw-next button:not([disabled]), button.pw-next:not([disabled])").first.click()
    header = page.locator(".pw-message-header", has_text="pvirtanen")
    header.wait_for(timeout=10_000)
    assert "Tutor#2" in header.inner_text() and "mberger → Learner#2" in header.inner_text()
    page.locator(".pw-text mark", has_text="Marie").first.wait_for(timeout=10_000)
    page.locator(".pw-accept").click()
    page.locator(".pw-text mark.pw-accepted").first.wait_for(timeout=10_000)
    page.screenshot(path=str(screenshot_dir / "forum_message_view.png"), full_page=True)
    assert any(s.status == "accepted" for s in ReviewStore(db).spans("m7"))
