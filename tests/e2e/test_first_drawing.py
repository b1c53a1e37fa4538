"""The essay screen's first drawing already shows the essay (workbench.ui.shown): the screen starts when the
page asks the kernel for the widgets' state, so the page never draws the empty screen ("loading the essay…")
and then the essay a round trip later."""

from __future__ import annotations

from pathlib import Path

import pytest

from .test_review_workbench import make_store

pytestmark = pytest.mark.e2e

NOTEBOOKS = Path(__file__).resolve().parents[2] / "notebooks"
TIMEOUT = 90_000
#: records, from the page's first script on, whether the empty screen's title was ever in the document
WATCH = """
window.__drawnEmpty = false;
new MutationObserver(() => {
  if (!window.__drawnEmpty && document.body && document.body.innerText.includes('loading the essay')) {
    window.__drawnEmpty = true;
  }
}).observe(document, { childList: true, subtree: true, characterData: true });
"""


def test_the_first_drawing_shows_the_essay(serve_notebook, page, tmp_path: Path) -> None:
    db = tmp_path / "review.db"
    make_store(db).close()
    url = serve_notebook(NOTEBOOKS / "review.ipynb", tmp_path / "out", {"WORKBENCH_DB": str(db),
                                                                       "WORKBENCH_REVIEWER": "e2e"})
    page.add_init_script(WATCH)
    for _ in range(2):  # a preheated kernel, then its refill
        page.goto(url, timeout=TIMEOUT)
        page.locator(".pw-text mark").first.wait_for(timeout=TIMEOUT)
        assert page.evaluate("window.__drawnEmpty") is False, "the page drew the empty screen first"
        page.goto("about:blank")
        page.wait_for_timeout(6000)  # the pool refills
