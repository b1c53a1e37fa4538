"""The review workbench in a real browser: decisions made by clicking persist across a reload, and a fully
reviewed corpus is signed off and its release lands on disk."""

from __future__ import annotations

from pathlib import Path

import pytest

from workbench.model import Essay, Span
from workbench.store import ReviewStore, release_digest

pytestmark = pytest.mark.e2e

NOTEBOOKS = Path(__file__).resolve().parents[2] / "notebooks"
TIMEOUT = 90_000
TEXT = "Jag heter Ali och bor i Borlänge. Min bror Omar jobbar på Ica. Min kompis Kalle bor i Falun."
SPANS = [Span(10, 13, "firstname_male", number=1, source="names", reason="after 'jag heter'"),
         Span(24, 32, "city", number=1, source="places"), Span(38, 42, "fam", source="fam"),
         Span(43, 47, "firstname_male", number=2, source="names"),
         Span(58, 61, "work", number=1, source="institutions"),
         Span(TEXT.index("Falun"), TEXT.index("Falun") + 5, "city", number=2, source="places")]

SELECT_JS = """(word) => {
  const root = document.querySelector('.pw-text');
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  while (walker.nextNode()) {
    const node = walker.currentNode, i = node.textContent.indexOf(word);
    if (i < 0) continue;
    const range = document.createRange();
    range.setStart(node, i); range.setEnd(node, i + word.length);
    const sel = window.getSelection(); sel.removeAllRanges(); sel.addRange(range);
    root.dispatchEvent(new MouseEvent('mouseup', {bubbles: true}));
    return true;
  }
  return false;
}"""


def make_store(path: Path, accept_all: bool = False) -> ReviewStore:
    store = ReviewStore(path)
    store.add_essays([(Essay("e1", "L1", TEXT, "sv", {"level": "A"}), SPANS)])
    if accept_all:
        for s in store.spans("e1"):
            store.decide("e1", s.id, "accept", "setup")
        store.decide("e1", None, "status", "setup", status="reviewed")
        store.add_reviewer("Signe Reviewer")  # the roster: sign-off names a reviewer from it, never free text
    return store


def span_id(store: ReviewStore, label: str, start: int) -> int:
    return next(s.id for s in store.spans("e1") if s.span.label == label and s.span.start == start)


def click_mark(page, sid: int) -> None:
    page.locator(f'.pw-text mark[data-span="{sid}"]').click()
    page.locator(f'.pw-text mark.pw-current[data-span="{sid}"]').wait_for(timeout=10_000)


def test_decisions_made_in_the_browser_persist(serve_notebook, page, screenshot_dir: Path, tmp_path: Path) -> None:
    db = tmp_path / "review.db"
    store = make_store(db)
    url = serve_notebook(NOTEBOOKS / "review.ipynb", tmp_path / "out",
                         {"WORKBENCH_DB": str(db), "WORKBENCH_REVIEWER": "e2e"})
    page.goto(url, timeout=TIMEOUT)
    page.locator(".pw-text mark").first.wait_for(timeout=TIMEOUT)

    city, fam = span_id(store, "city", 24), span_id(store, "fam", 38)
    omar = span_id(store, "firstname_male", 43)
    click_mark(page, city)
    page.locator(".pw-accept").click()
    page.locator(f'.pw-text mark.pw-accepted[data-span="{city}"]').wait_for(timeout=10_000)
    click_mark(page, fam)
    page.locator(".pw-reject").click()
    page.locator(f'.pw-text mark.pw-rejected[data-span="{fam}"]').wait_for(timeout=10_000)
    click_mark(page, omar)
    page.locator(".pw-relabel select").select_option("firstname_unknown")
    page.locator(".pw-span-list option", has_text="firstname_unknown").wait_for(state="attached", timeout=10_000)
    assert page.evaluate(SELECT_JS, "Kalle")
    page.locator(".pw-add-label select").select_option("firstname_male")
    page.locator(".pw-add button:not([disabled]), button.pw-add:not([disabled])").first.click()
    page.locator(".pw-message", has_text="added firstname_male").wait_for(timeout=10_000)
    page.screenshot(path=str(screenshot_dir / "review_essay_decisions.png"), full_page=True)

    page.reload(timeout=TIMEOUT)
    page.locator(f'.pw-text mark.pw-accepted[data-span="{city}"]').wait_for(timeout=TIMEOUT)
    assert page.locator(f'.pw-text mark.pw-rejected[data-span="{fam}"]').count() == 1
    assert "firstname_unknown" in page.locator(f'.pw-text mark[data-span="{omar}"]').get_attribute("title")
    kalle = page.locator(".pw-text mark", has_text="Kalle")
    assert kalle.count() == 1 and "pw-accepted" in kalle.get_attribute("class")
    page.screenshot(path=str(screenshot_dir / "review_essay_after_reload.png"), full_page=True)

    states = {(s.span.label, s.span.start): s for s in ReviewStore(db).spans("e1")}
    assert states[("city", 24)].status == "accepted" and states[("fam", 38)].status == "rejected"
    assert states[("firstname_unknown", 43)].decided_by == "e2e"
    assert states[("firstname_male", TEXT.index("Kalle"))].origin == "manual"


def test_sign_off_exports_the_release(serve_notebook, page, screenshot_dir: Path, tmp_path: Path) -> None:
    db = tmp_path / "review.db"
    make_store(db, accept_all=True)
    out = tmp_path / "signed"
    serve_url = serve_notebook(NOTEBOOKS / "signoff.ipynb", out, {"WORKBENCH_DB": str(db)})
    page.goto(serve_url, timeout=TIMEOUT)
    page.locator(".pw-leak-check").wait_for(timeout=TIMEOUT)
    assert page.locator("button.pw-sign").is_disabled()
    page.locator(".pw-leak-check").click()
    page.locator(".pw-leak", has_text="leak check passed").wait_for(timeout=30_000)
    page.locator(".pw-reviewer select").select_option("Signe Reviewer")
    page.locator("button.pw-sign:not([disabled])").wait_for(timeout=10_000)
    page.locator("button.pw-sign").click()
    page.locator(".pw-message", has_text="signed off by Signe Reviewer").wait_for(timeout=30_000)
    page.screenshot(path=str(screenshot_dir / "signoff_done.png"), full_page=True)
    released = (out / "release" / "e1.txt").read_text(encoding="utf-8")
    assert "Borlänge" not in released and "Falun" not in released and "Ali " not in released
    signed = ReviewStore(db).signoffs()[0]
    assert signed.reviewer == "Signe Reviewer" and signed.digest == release_digest(out / "release")
