"""The floor under every browser timing of review_speed: a Voilà page holding one button and one HTML widget,
served as ``workbench serve`` serves the workbench, in chromium through Playwright. A click sets the HTML to a
new text (no store, no work); the time from the click until the DOM shows it is the round trip of the
browser, the server and the kernel (widget message in, widget message out), which no screen can beat. Also
the page's open time (navigation until the button shows) on a preheated kernel: the floor of opening a page.

Run alone: ``python -m bench.browser_floor [--clicks 40]``; ``review_speed.py --browser`` adds its rows.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]

__all__ = ["floor_times"]

_CODE = """import ipywidgets as w
button, shown = w.Button(description="click"), w.HTML("0")
button.add_class("pw-floor-button")
shown.add_class("pw-floor")
def clicked(_):
    shown.value = str(int(shown.value) + 1)
button.on_click(clicked)
w.VBox([button, shown])"""


def _notebook(path: Path) -> None:
    cell = {"cell_type": "code", "execution_count": None, "id": "c1", "metadata": {}, "outputs": [],
            "source": _CODE.splitlines(keepends=True)}
    nb = {"cells": [cell], "metadata": {"kernelspec": {"display_name": "Python 3 (ipykernel)", "language": "python",
                                                       "name": "python3"}, "language_info": {"name": "python"}},
          "nbformat": 4, "nbformat_minor": 5}
    path.write_text(json.dumps(nb), encoding="utf-8")


def floor_times(clicks: int = 40, pages: int = 6) -> dict[str, list[float]]:
    """Time ``clicks`` round trips and ``pages`` page opens of the one-button page."""
    sys.path.insert(0, str(ROOT))
    from playwright.sync_api import sync_playwright

    from bench import page_timer
    from bench.review_speed import wait_shown
    from bench.serve import serve
    from tests.e2e.conftest import CHROMIUM, CHROMIUM_ARGS, stop

    if not CHROMIUM.exists():
        print(f"browser floor skipped: {CHROMIUM} not found", file=sys.stderr)
        return {}
    out: dict[str, list[float]] = {"browser floor: click, one widget": [], "browser floor: open a one-widget page": [],
                                   "browser floor: click, Playwright's wall clock": []}
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp) / "nb"
        folder.mkdir()
        _notebook(folder / "review.ipynb")  # a name the server preheats kernels for
        proc, served = serve(folder, Path(tmp) / "server")
        try:
            time.sleep(10)  # the preheated kernels start
            url = f"{served}voila/render/review.ipynb"
            with sync_playwright() as pw:
                browser = pw.chromium.launch(executable_path=str(CHROMIUM), headless=True, args=CHROMIUM_ARGS)
                page = browser.new_page(viewport={"width": 1100, "height": 1000})
                page_timer.install(page, (".pw-floor-button",))
                page.goto(url, timeout=120_000)  # the first page of a fresh browser: not timed
                wait_shown(page, ".pw-floor-button")
                for _ in range(pages):
                    page.wait_for_timeout(3000)  # the pool refills
                    out["browser floor: open a one-widget page"].append(
                        page_timer.page_open(page, url, ".pw-floor-button"))
                page.wait_for_timeout(1000)
                button = page.locator(".pw-floor-button")
                shown = "(n) => document.querySelector('.pw-floor').innerText === n"
                for k in range(clicks):
                    out["browser floor: click, one widget"].append(
                        page_timer.action(page, button.click, shown, str(2 * k + 1)))
                    t = time.perf_counter()  # as the benches timed it before page_timer: the wall clock around
                    button.click()  # a locator's click and a wait polled every 10 ms
                    page.wait_for_function(shown, arg=str(2 * k + 2), timeout=30_000, polling=10)
                    out["browser floor: click, Playwright's wall clock"].append((time.perf_counter() - t) * 1000)
                browser.close()
        finally:
            stop(proc)
    return out


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--clicks", type=int, default=40)
    ap.add_argument("--pages", type=int, default=6)
    args = ap.parse_args(argv)
    load = os.getloadavg()[0]
    for key, ms in floor_times(args.clicks, args.pages).items():
        ms = sorted(ms)
        print(f"{key:44}{statistics.median(ms):8.1f} / {ms[min(len(ms) - 1, int(0.95 * len(ms)))]:7.1f} ms "
              f"(p50 / p95, load {load:.1f})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
