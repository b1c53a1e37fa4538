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
from pathlib import Path

from workbench.store import ReviewStore

ROOT = Path(__file__).resolve().parents[1]

__all__ = ["team_browser_times"]


def team_browser_times(n: int, rounds: int = 40, cache: Path | None = None) -> dict[str, list[float]]:
    """Time the search and curator pages over a fresh SQLite store of ``n`` essays (a copy of the one kept in
    ``cache``, when given: review_speed.cached), ``rounds`` times each action: with 20 the p95 was the slowest
    round, one commit that waited on the disk (a store's undo took 149 ms wall for 20 ms of CPU in one of 60
    rounds in Python at 20,000 essays), with 40 it is the second slowest."""
    sys.path.insert(0, str(ROOT))
    from playwright.sync_api import sync_playwright

    from bench import page_timer
    from bench.review_speed import blind_reviews, cached, corpus, learner_name, wait_shown
    from bench.serve import kernels, serve
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

        procs = []
        try:
            with sync_playwright() as pw:
                browser = pw.chromium.launch(executable_path=str(CHROMIUM), headless=True, args=CHROMIUM_ARGS)
                page = browser.new_page(viewport={"width": 1100, "height": 1000})
                page_timer.install(page)
                log = kernels(Path(tmp) / "search.ipynb")
                proc, url = served("search.ipynb", "bench")
                procs.append(proc)
                page.goto(url, timeout=120_000)
                wait_shown(page, ".pw-find input")
                listed = ("(name) => [...document.querySelectorAll('.pw-hit-row')]"
                          ".some((r) => r.innerText.includes(name))")
                said = ("([b, s]) => { const t = document.querySelector('.pw-message').innerText; "
                        "return t !== b && t.includes(s); }")
                message = page.locator(".pw-message")
                for _ in range(rounds):
                    name = learner_name(rng.randrange(n // 3))
                    page.locator(".pw-find input").fill(name)
                    page.locator(".pw-find input").press("Enter")
                    page.wait_for_timeout(300)  # the text box's value reaches the kernel before the search
                    out["browser: search a name"].append(
                        page_timer.action(page, page.locator("button.pw-search").click, listed, name,
                                          kernels=log, name="search a name"))
                    for key, button, says in (("browser: bulk accept its hits", "button.pw-bulk-accept", "accepted"),
                                              ("browser: undo the bulk", "button.pw-undo", "undid")):
                        out[key].append(page_timer.action(page, page.locator(button).click, said,
                                                          [message.inner_text(), says], kernels=log,
                                                          name=key.removeprefix("browser: ")))
                log = kernels(Path(tmp) / "curator.ipynb")
                proc, url = served("curator.ipynb", "cecilia")
                procs.append(proc)
                page.goto(url, timeout=120_000)
                wait_shown(page, ".pw-unit")
                for k in range(rounds):
                    out["browser: curator takes a version"].append(page_timer.action(
                        page, page.locator(f".pw-unit button.pw-take-{k % 2}").first.click,
                        "(b) => document.querySelector('.pw-message').innerText !== b", message.inner_text(),
                        kernels=log, name="curator takes a version"))
                    out["browser: curator next essay"].append(page_timer.action(
                        page, lambda k=k: page.locator(".pw-queue select").select_option(index=k + 1),
                        "(f) => { const u = document.querySelector('.pw-unit'); return u && u.innerText !== f; }",
                        page.locator(".pw-unit").first.inner_text(), kernels=log, name="curator next essay"))
                browser.close()
        finally:
            for proc in procs:
                stop(proc)
    return out
