"""The essay and learner screens in a real browser: undo takes back exactly the last decision of every kind
(add, accept, relabel, status, a bulk step) and says what it was in words (issue 19.1); keys work without the
text having focus, ``?`` opens the help, a disabled control says why next to it, a typed replacement reaches
the pseudonymized text (issue 19.6, 16.5)."""

from __future__ import annotations

from pathlib import Path

import pytest

from workbench.model import Essay, Span
from workbench.store import ReviewStore

from .test_review_workbench import SELECT_JS, SPANS, TEXT, span_id

pytestmark = pytest.mark.e2e

NOTEBOOKS = Path(__file__).resolve().parents[2] / "notebooks"
TIMEOUT = 90_000
SECOND = "Hej! Jag bor kvar i Borlänge med Omar."


def make_store(path: Path) -> ReviewStore:
    store = ReviewStore(path)
    store.add_essays([(Essay("e1", "L1", TEXT, "sv", {"level": "A"}), SPANS),
                      (Essay("e2", "L1", SECOND, "sv", {}),
                       [Span(SECOND.index("Borlänge"), SECOND.index("Borlänge") + 8, "city", number=1),
                        Span(SECOND.index("Omar"), SECOND.index("Omar") + 4, "firstname_male", number=2)])])
    return store


def message(page, text: str) -> None:
    page.locator(".pw-message", has_text=text).wait_for(timeout=15_000)


def press(page, key: str) -> None:
    """A key pressed with the focus nowhere in particular (not on the text)."""
    page.evaluate("document.activeElement && document.activeElement.blur()")
    page.keyboard.press(key)


def open_review(serve_notebook, page, tmp_path: Path) -> ReviewStore:
    db = tmp_path / "review.db"
    store = make_store(db)
    url = serve_notebook(NOTEBOOKS, tmp_path / "out", {"WORKBENCH_DB": str(db), "WORKBENCH_REVIEWER": "e2e"})
    page.goto(f"{url}voila/render/review.ipynb", timeout=TIMEOUT)
    page.locator(".pw-text mark").first.wait_for(timeout=TIMEOUT)
    page.url_base = url  # type: ignore[attr-defined]
    return store


def test_undo_takes_back_each_kind_of_decision(serve_notebook, page, tmp_path: Path) -> None:
    store = open_review(serve_notebook, page, tmp_path)
    city, omar = span_id(store, "city", 24), span_id(store, "firstname_male", 43)

    assert page.evaluate(SELECT_JS, "Kalle")  # add
    page.locator(".pw-add-label select").select_option("firstname_male")
    page.locator("button.pw-add:not([disabled])").click()
    message(page, "added firstname_male “Kalle”")
    page.locator("button.pw-undo").click()
    message(page, "undid: added 'Kalle' (firstname_male")
    assert page.locator(".pw-text mark", has_text="Kalle").count() == 0

    page.locator(f'.pw-text mark[data-span="{city}"]').click()  # accept, by key, then undo by key
    page.locator(f'.pw-text mark.pw-current[data-span="{city}"]').wait_for(timeout=10_000)
    press(page, "a")
    page.locator(f'.pw-text mark.pw-accepted[data-span="{city}"]').wait_for(timeout=10_000)
    press(page, "z")
    message(page, "undid: accepted 'Borlänge' (city 1) in essay e1")
    assert page.locator(f'.pw-text mark.pw-accepted[data-span="{city}"]').count() == 0

    page.locator(f'.pw-text mark[data-span="{omar}"]').click()  # relabel
    page.locator(f'.pw-text mark.pw-current[data-span="{omar}"]').wait_for(timeout=10_000)
    page.locator(".pw-relabel select").select_option("firstname_unknown")
    message(page, "relabelled")
    page.locator("button.pw-undo").click()
    message(page, "undid: relabelled 'Omar' (firstname_unknown 2) (was firstname_male) in essay e1")

    for k in range(len(SPANS)):  # status: accept every span, mark the essay reviewed (d), undo
        press(page, "a")
        page.locator(".pw-text mark.pw-accepted").nth(k).wait_for(timeout=10_000)
    page.locator("button.pw-done:not([disabled])").wait_for(timeout=15_000)
    press(page, "d")
    message(page, "essay e1 marked reviewed")
    page.locator(".pw-title", has_text="Essay e2").wait_for(timeout=10_000)
    press(page, "z")
    message(page, "undid: marked the essay reviewed in essay e1")
    page.locator(".pw-title", has_text="Essay e1").wait_for(timeout=10_000)  # back at the undone essay
    assert store.status("e1") == "in review"

    page.goto(f"{page.url_base}voila/render/learner.ipynb", timeout=TIMEOUT)  # a bulk step
    page.locator("button", has_text="accept everywhere").first.wait_for(timeout=TIMEOUT)
    row = page.locator(".widget-hbox", has=page.locator("text=Omar")).filter(has=page.locator("button"))
    row.locator("button", has_text="accept everywhere").first.click()
    message(page, "mention(s) of “Omar”")
    page.locator("button.pw-undo").click()
    message(page, "undid: accepted 2 spans in 2 essay(s) (bulk decision")
    omar_e2 = next(s for s in store.spans("e2") if s.span.label == "firstname_male")
    assert omar_e2.status == "open" and {s.id: s for s in store.spans("e1")}[omar].status == "accepted"


def test_keys_help_reasons_and_a_typed_replacement(serve_notebook, page, tmp_path: Path,
                                                   screenshot_dir: Path) -> None:
    store = open_review(serve_notebook, page, tmp_path)
    page.locator(".pw-done-why", has_text="still open").wait_for(timeout=10_000)  # why it is disabled, visibly
    page.locator(".pw-add-why", has_text="select text in the source first").wait_for(timeout=10_000)
    press(page, "?")
    page.locator(".pw-help-box", has_text="next essay not yet reviewed").wait_for(state="visible", timeout=10_000)
    page.screenshot(path=str(screenshot_dir / "review_help_overlay.png"))
    press(page, "Escape")
    page.locator(".pw-help-box").wait_for(state="hidden", timeout=10_000)
    press(page, "j")
    page.locator(".pw-title", has_text="Essay e2").wait_for(timeout=10_000)
    press(page, "k")
    page.locator(".pw-title", has_text="Essay e1").wait_for(timeout=10_000)

    city = span_id(store, "city", 24)
    page.locator(f'.pw-text mark[data-span="{city}"]').click()
    page.locator(f'.pw-text mark.pw-current[data-span="{city}"]').wait_for(timeout=10_000)
    page.locator(".pw-surrogate input").fill("Storstad")
    page.locator(".pw-surrogate input").press("Enter")
    page.locator(".pw-target mark", has_text="Storstad").wait_for(timeout=10_000)
    assert "surrogate=Storstad" in {s.id: s for s in store.spans("e1")}[city].span.attributes
    fam = span_id(store, "fam", 38)
    page.locator(f'.pw-text mark[data-span="{fam}"]').click()
    page.locator(".pw-surrogate-why", has_text="mark-only").wait_for(timeout=10_000)
    page.screenshot(path=str(screenshot_dir / "review_reasons.png"), full_page=True)
