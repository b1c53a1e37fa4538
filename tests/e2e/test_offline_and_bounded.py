"""The served workbench works offline and holds a bounded number of kernels (issue 19.2, 19.3).

Every request the pages make is routed through the test: one to any host other than the server fails the
test (Voilà's own templates fetch Font Awesome from a CDN). Twenty page views (reloads and navigations between
the screens) leave no more kernels than the preheated pool and the page open now, and the server's memory does
not grow with them (Voilà keeps a kernel per page view until the server stops).
"""

from __future__ import annotations

import time
from pathlib import Path
from urllib.parse import urlparse

import pytest

from .fake_out import make_fake_out
from .test_review_workbench import make_store

pytestmark = pytest.mark.e2e

NOTEBOOKS = Path(__file__).resolve().parents[2] / "notebooks"
TIMEOUT = 90_000
PAGES = {"workbench.ipynb": ".pw-summary", "review.ipynb": ".pw-text mark", "learner.ipynb": ".pw-essays .pw-text",
         "signoff.ipynb": ".pw-summary b"}


def _kernels_and_memory(proc) -> tuple[int, float]:
    psutil = pytest.importorskip("psutil")
    server = psutil.Process(proc.pid)
    count, rss = 0, server.memory_info().rss
    for kid in server.children(recursive=True):
        try:  # a kernel just shut down may be gone, or a zombie not yet reaped: not a running kernel
            if kid.status() != psutil.STATUS_ZOMBIE and "ipykernel" in " ".join(kid.cmdline()):
                count, rss = count + 1, rss + kid.memory_info().rss
        except psutil.Error:
            continue
    return count, rss / 2**20


def _wait_for_kernels(proc, at_most: int, timeout: float = 30.0) -> int:
    deadline = time.monotonic() + timeout
    while True:
        n, _ = _kernels_and_memory(proc)
        if n <= at_most or time.monotonic() > deadline:
            return n
        time.sleep(0.5)


@pytest.fixture
def served(serve_notebook, tmp_path: Path) -> str:
    db = tmp_path / "review.db"
    make_store(db).close()
    out = make_fake_out(tmp_path / "out")
    return serve_notebook(NOTEBOOKS, out, {"WORKBENCH_DB": str(db), "WORKBENCH_REVIEWER": "e2e"})


def test_no_request_leaves_the_machine(served: str, page) -> None:
    own = urlparse(served).netloc
    foreign: list[str] = []

    def route(r) -> None:
        url = urlparse(r.request.url)
        if url.scheme in ("http", "https", "ws", "wss") and url.netloc != own:
            foreign.append(r.request.url)
            r.abort()
        else:
            r.continue_()

    page.route("**/*", route)
    page.on("websocket", lambda ws: None if urlparse(ws.url).netloc == own else foreign.append(ws.url))
    for notebook, ready in PAGES.items():
        page.goto(f"{served}voila/render/{notebook}", timeout=TIMEOUT)
        page.locator(ready).first.wait_for(timeout=TIMEOUT)
        page.wait_for_load_state("networkidle", timeout=TIMEOUT)
    page.goto(served, timeout=TIMEOUT)  # Voilà's list of notebooks
    page.wait_for_load_state("networkidle", timeout=TIMEOUT)
    assert foreign == [], f"requests to other hosts: {foreign}"


def test_kernels_and_memory_stay_bounded_over_twenty_page_views(served: str, serve_notebook, page) -> None:
    from workbench.ui.serve import PREHEATED

    proc = serve_notebook.process[served]
    views = [nb for _ in range(5) for nb in ("review.ipynb", "learner.ipynb", "signoff.ipynb", "review.ipynb")]
    counts, memory = [], []
    for k, notebook in enumerate(views):
        url = f"{served}voila/render/{notebook}"
        page.goto(url, timeout=TIMEOUT) if k % 2 == 0 or page.url != url else page.reload(timeout=TIMEOUT)
        page.locator(PAGES[notebook]).first.wait_for(timeout=TIMEOUT)
        n, rss = _kernels_and_memory(proc)
        counts.append(n)
        memory.append(rss)
    # the preheated pools (two kernels for the essay screen, one for the others), the page open now, and one
    # being shut down or refilled
    bound = sum(PREHEATED.values()) + 2
    assert max(counts) <= bound + 1, f"kernels after each of 20 page views: {counts}"
    page.goto("about:blank")
    assert _wait_for_kernels(proc, sum(PREHEATED.values())) <= sum(PREHEATED.values())
    assert memory[-1] < memory[3] + 300, f"server and kernels, MB, after each page view: {memory}"
