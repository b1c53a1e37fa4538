"""A page that takes a preheated kernel which waited in its pool longer than the cull time still shows its
screen (workbench/ui/kernels.py): the culler used to shut such a kernel down before the page had connected to
it (a learner page in a 20,000-essay bench run never showed). Here the cull time is 10 s, checked every second,
the kernel waits 20 s in its pool, and the page's connection to it is held 2 s."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from .test_review_workbench import make_store

pytestmark = pytest.mark.e2e

NOTEBOOKS = Path(__file__).resolve().parents[2] / "notebooks"
TIMEOUT = 90_000
CULL = ("--MappingKernelManager.cull_idle_timeout=10", "--MappingKernelManager.cull_interval=1")


def test_a_kernel_taken_after_waiting_past_the_cull_time_is_not_culled(serve_notebook, page, tmp_path: Path) -> None:
    db = tmp_path / "review.db"
    make_store(db).close()
    url = serve_notebook(NOTEBOOKS / "review.ipynb", tmp_path / "out",
                         {"WORKBENCH_DB": str(db), "WORKBENCH_REVIEWER": "e2e"}, extra_args=CULL)
    routes: list = []

    def route(ws) -> None:  # connected to the kernel later (below); what the page sends meanwhile is kept
        early: list = []
        routes.append((ws, early))
        ws.on_message(lambda message: early.append(message))

    page.route_web_socket(re.compile(r"/api/kernels/[^/]+/channels"), route)
    page.wait_for_timeout(20_000)  # the pool's kernels start, run the notebook and wait past the cull time
    page.goto(url, timeout=TIMEOUT, wait_until="commit")
    for _ in range(TIMEOUT // 100):
        if routes:
            break
        page.wait_for_timeout(100)
    page.wait_for_timeout(2000)  # the page is slow to connect: the culler passes twice meanwhile
    ws, early = routes[0]
    server = ws.connect_to_server()
    server.on_message(lambda message: ws.send(message))
    ws.on_message(lambda message: server.send(message))
    for message in early:
        server.send(message)
    page.locator(".pw-text mark").first.wait_for(timeout=60_000)
    log = serve_notebook.log[url].read_text(errors="replace")
    assert "Culling '" not in log  # no kernel culled (the line at the start says how it culls)
