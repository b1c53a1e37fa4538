"""Reopening a sign-off on the sign-off page, in a real browser: the CLI's `review reopen --by --reason` as a
control beside the sign-off. The button says why it is disabled (the OS account is no roster name; a reason
too short), and a roster name with a real reason reopens it: the store records who, why and which sign-off."""

from __future__ import annotations

from pathlib import Path

import pytest

from workbench.model import Essay, Span
from workbench.review_release import ReleaseCheck
from workbench.store import Edit, ReviewStore

pytestmark = pytest.mark.e2e

NOTEBOOKS = Path(__file__).resolve().parents[2] / "notebooks"
TIMEOUT = 120_000


def signed_store(path: Path) -> ReviewStore:
    """Two essays, every span accepted, both confirmed, signed off by Signe (on the roster)."""
    store = ReviewStore(path)
    store.add_essays([(Essay("e1", "L1", "Jag heter Ali och bor i Borlänge.", "sv"),
                       [Span(10, 13, "firstname_male", number=1), Span(24, 32, "city", number=1)]),
                      (Essay("e2", "L2", "Hej! Min syster heter Sara.", "sv"), [Span(22, 26, "firstname_female")])])
    store.apply("setup", [Edit(e, "accept", s.id) for e in store.essay_ids() for s in store.spans(e)], bulk=True)
    store.confirm_unopened("setup")
    store.add_reviewer("Signe")
    store.sign_off("Signe", ReleaseCheck())
    assert store.progress().signed_off == 2
    return store


def test_the_page_reopens_a_sign_off_as_a_roster_name_with_a_reason(serve_notebook, page, screenshot_dir: Path,
                                                                      tmp_path: Path) -> None:
    store = signed_store(tmp_path / "review.db")
    url = serve_notebook(NOTEBOOKS / "signoff.ipynb", tmp_path / "signed",
                         {"WORKBENCH_DB": str(tmp_path / "review.db")})
    page.goto(url, timeout=TIMEOUT)
    reopen, why = page.locator("button.pw-reopen"), page.locator(".pw-reopen-why")
    reason = page.locator(".pw-reopen-reason input")
    why.filter(has_text="only a name on the store's roster reopens").wait_for(timeout=TIMEOUT)  # the OS account
    assert reopen.is_disabled() and "at least 3 words and 15 characters" in why.inner_text()

    page.locator(".pw-reviewer select").select_option("Signe")
    reason.fill("x")
    why.filter(has_text="not 1 character(s)").wait_for(timeout=10_000)  # the kernel saw both changes
    assert "roster" not in why.inner_text() and reopen.is_disabled()
    reason.fill("Borlänge was missed in e1")
    page.locator("button.pw-reopen:not([disabled])").wait_for(timeout=10_000)
    page.screenshot(path=str(screenshot_dir / "signoff_reopen_ready.png"))
    reopen.click()
    page.locator(".pw-message", has_text="sign-off reopened by Signe: 2 essay(s) back to 'reviewed'").wait_for(
        timeout=TIMEOUT)
    why.filter(has_text="nothing is signed off").wait_for(timeout=10_000)
    assert reopen.is_disabled()
    assert store.progress().signed_off == 0
    reopened = [d for d in store.history("e1") if d.value.get("reopens") == 1]
    assert [(d.reviewer, d.value["reason"]) for d in reopened] == [("Signe", "Borlänge was missed in e1")]
    page.screenshot(path=str(screenshot_dir / "signoff_reopened.png"))
    store.close()
