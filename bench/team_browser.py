"""Browser timings of the team screens (the search and curator pages) at corpus scale, in chromium through
Playwright, over a SQLite store of review_speed's synthetic essays: ``review_speed.py --browser`` adds them.

Each page is served as ``workbench serve`` serves it; a timing runs from the click (or key) until the DOM shows
the result, which is after the kernel handled it: searching a learner's name (until its hits are listed), a
bulk accept of all its hits (until the screen says what it did), undo of it, and on the curator page taking a
version of a difference (until the message names it) and moving to the next essay (until its differences are
shown). Every tenth essay nobody opened is reviewed blind by two reviewers first (review_speed.blind_reviews).
"""

from __future__ import annotations

import random
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from workbench.store import ReviewStore

ROOT = Path(__file__).resolve().parents[1]

__all__ = ["team_browser_times"]


def team_browser_times(n: int, rounds: int = 6, cache: Path | None = None) -> dict[str, list[float]]:
    """Time the search and curator pages over a fresh SQLite store of ``n`` essays (a copy of the one kept in
    ``cache``, when given: review_speed.cached)."""
    sys.path.insert(0, str(ROOT))
    from playwright.sync_api import sync_playwright

    from bench.review_speed import blind_reviews, cached, corpus, learner_name, wait_shown
    from bench.serve import serve
    from tests.e2e.conftest import CHROMIUM, CHROMIUM_ARGS, stop

    out: dict[str, list[float]] = {k: [] for k in ("browser: search a name", "browser: bulk accept its hits",
                                                    "browser: undo the bulk", "browser: curator takes a version",
                                                    "browser: curator next essay")}
    if not CHROMIUM.exists():
        print(f"browser timings skipped: {CHROMIUM} not found", file=sys.stderr)
        return {}
    rng = random.Random(3)
    with tempfile.TemporaryDirectory() as tmp:
        db = Path(tmp) / "review.db"
        def build(path: Path) -> None:
            store = ReviewStore(path)
            store.add_essays(corpus(n))
            blind_reviews(store)
            store.close()

        cached(build, db, cache, f"team-{n}.db")

        def served(notebook: str, reviewer: str) -> tuple[subprocess.Popen, str]:
            return serve(ROOT / "notebooks" / notebook, Path(tmp) / notebook,
                         {"WORKBENCH_DB": str(db), "WORKBENCH_OUT": str(Path(tmp) / "signed"),
                          "WORKBENCH_REVIEWER": reviewer})

        def ms(t: float) -> float:
            return (time.perf_counter() - t) * 1000

        procs = []
        try:
            with sync_playwright() as pw:
                browser = pw.chromium.launch(executable_path=str(CHROMIUM), headless=True, args=CHROMIUM_ARGS)
                page = browser.new_page(viewport={"width": 1100, "height": 1000})
                proc, url = served("search.ipynb", "bench")
                procs.append(proc)
                page.goto(url, timeout=120_000)
                wait_shown(page, ".pw-find input")
                message = page.locator(".pw-message")
                # checked every 10 ms (see review_speed.wait_shown)
                listed = ("(name) => [...document.querySelectorAll('.pw-hit-row')]"
                          ".some((r) => r.innerText.includes(name))")
                for _ in range(rounds):
                    name = learner_name(rng.randrange(n // 3))
                    page.locator(".pw-find input").fill(name)
                    page.locator(".pw-find input").press("Enter")
                    t = time.perf_counter()
                    page.locator("button.pw-search").click()
                    page.wait_for_function(listed, arg=name, timeout=60_000, polling=10)
                    out["browser: search a name"].append(ms(t))
                    for key, button, said in (("browser: bulk accept its hits", "button.pw-bulk-accept", "accepted"),
                                              ("browser: undo the bulk", "button.pw-undo", "undid")):
                        before = message.inner_text()
                        t = time.perf_counter()
                        page.locator(button).click()
                        page.wait_for_function("([b, s]) => { const t = document.querySelector('.pw-message')"
                                               ".innerText; return t !== b && t.includes(s); }", arg=[before, said],
                                               timeout=60_000)
                        out[key].append(ms(t))
                proc, url = served("curator.ipynb", "cecilia")
                procs.append(proc)
                page.goto(url, timeout=120_000)
                wait_shown(page, ".pw-unit")
                for k in range(rounds):
                    before = message.inner_text()
                    t = time.perf_counter()
                    page.locator(f".pw-unit button.pw-take-{k % 2}").first.click()
                    page.wait_for_function("(b) => document.querySelector('.pw-message').innerText !== b",
                                           arg=before, timeout=60_000)
                    out["browser: curator takes a version"].append(ms(t))
                    first = page.locator(".pw-unit").first.inner_text()
                    t = time.perf_counter()
                    page.locator(".pw-queue select").select_option(index=k + 1)
                    page.wait_for_function("(f) => { const u = document.querySelector('.pw-unit'); "
                                           "return u && u.innerText !== f; }", arg=first, timeout=60_000)
                    out["browser: curator next essay"].append(ms(t))
                browser.close()
        finally:
            for proc in procs:
                stop(proc)
    return out
