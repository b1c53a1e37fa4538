"""A page whose widget state comes as the renderer gives up still shows its screen (the workbench's page
template, workbench/ui/jupyter/voila/templates/workbench/index.html.j2).

jupyterlab-manager's renderer looks for the screen's model every 100 ms for 2 s and, once the 2 s are over,
gives up without looking again. If the kernel's reply with the widgets' state came after its last look and the
manager was done loading it before the give-up, the page showed "Error displaying widget: model not found" for
good (under load, 1 page open in 40). Here that reply is held on its way to the page (Playwright's
route_web_socket) and the page's clock moves only as the test moves it: a few hundred ms, until the renderer is
looking. The reply is then let through and the manager loads it, the clock standing still; then the clock jumps
past the 2 s, and the renderer wakes after its deadline with the model there: the race, every time. Without the
template's wrapper of the renderer the page stays on the error (checked: 3 runs of 3 timed out on it).
"""

from __future__ import annotations

import re
import time
from pathlib import Path

import pytest

from .conftest import _frame
from .test_review_workbench import make_store

pytestmark = pytest.mark.e2e

NOTEBOOKS = Path(__file__).resolve().parents[2] / "notebooks"
TIMEOUT = 90_000
MISSING = "Error displaying widget: model not found"
#: ms of the page's time (and of real time) a step of the page's load
STEP = 20


def test_a_state_reply_landing_as_the_renderer_gives_up_still_shows_the_screen(serve_notebook, page,
                                                                              tmp_path: Path) -> None:
    db = tmp_path / "review.db"
    make_store(db).close()
    url = serve_notebook(NOTEBOOKS / "review.ipynb", tmp_path / "out", {"WORKBENCH_DB": str(db),
                                                                       "WORKBENCH_REVIEWER": "e2e"})
    held: list[tuple[object, str | bytes]] = []
    holding = [True]

    def route(ws) -> None:  # the kernel's websocket: every frame passes, but for the state reply while held
        server = ws.connect_to_server()

        def to_page(message: str | bytes) -> None:
            if holding[0] and "update_states" in _frame(message):
                held.append((ws, message))
            else:
                ws.send(message)

        server.on_message(to_page)
        ws.on_message(server.send)

    errors: list[str] = []
    page.on("console", lambda m: errors.append(m.text) if m.type == "error" else None)
    page.route_web_socket(re.compile(r"/api/kernels/[^/]+/channels"), route)
    page.clock.install()
    page.clock.pause_at(time.time() + 1)  # the page's time moves only as the test moves it, below
    page.goto(url, timeout=TIMEOUT, wait_until="commit")
    looking = page.get_by_text("Loading widget...").first
    for _ in range(TIMEOUT // STEP):  # until the renderer looks for the model and the state reply is held:
        if held and looking.is_visible():  # a few hundred ms of the page's time (its 2 s and the manager's
            break  # 4 s wait for the reply never pass, however slow the machine)
        page.clock.run_for(STEP)
        page.wait_for_timeout(STEP)
    assert held, "the kernel never sent the widgets' state"
    page.clock.run_for(300)  # the renderer's first looks
    holding[0] = False
    for ws, message in held:
        ws.send(message)
    page.wait_for_timeout(3000)  # the manager makes the models from the reply (its clock stopped)
    page.clock.fast_forward(2500)  # the renderer wakes after its 2 s, the models there
    page.clock.resume()
    page.locator(".pw-text mark").first.wait_for(timeout=TIMEOUT)
    assert MISSING not in page.locator("body").inner_text()
    assert any("widget model not found" in e for e in errors), "the renderer never gave up: no race was made"

