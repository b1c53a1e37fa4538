"""Browser-test harness: serve a notebook with Voilà (a subprocess) and drive it with Playwright.

Voilà runs in its own process, with every Jupyter/IPython folder in a temp folder, so its imports (and their
DeprecationWarnings) never reach this process. Readiness is a TCP connect, never an HTTP GET (a GET renders
the notebook and starts a kernel). The browser is Debian's chromium; these tests skip when it is missing.
"""

from __future__ import annotations

import json
import os
import signal
import socket
import subprocess
import sys
import time
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
CHROMIUM = Path("/usr/bin/chromium")
CHROMIUM_ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
                 "--disable-component-update", "--disable-sync", "--no-first-run", "--disable-quic"]
SCREENSHOTS = ROOT / "test-output"
START_TIMEOUT = 60.0


def pytest_configure(config: pytest.Config) -> None:
    config.addinivalue_line("markers", "e2e: browser test through Voilà and chromium (slow; needs chromium)")


def free_port() -> int:
    """A TCP port free on 127.0.0.1 right now."""
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def wait_for_port(port: int, proc: subprocess.Popen, log: Path, timeout: float = START_TIMEOUT) -> None:
    """Wait until something accepts TCP connections on ``port``; fail with the server log if it dies."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if proc.poll() is not None:
            tail = log.read_text(errors="replace")[-3000:]
            raise RuntimeError(f"voila exited with {proc.returncode}:\n{tail}")
        with socket.socket() as s:
            s.settimeout(0.5)
            if s.connect_ex(("127.0.0.1", port)) == 0:
                return
        time.sleep(0.2)
    raise TimeoutError(f"voila did not listen on port {port} within {timeout:.0f}s:\n"
                       f"{log.read_text(errors='replace')[-3000:]}")


def stop(proc: subprocess.Popen, timeout: float = 20.0) -> int:
    """Stop voila cleanly (SIGTERM: it shuts its kernels down), killing its process group as a last resort.

    Returns voila's exit status (0 after a clean stop, negative when it had to be killed).
    """
    if proc.poll() is None:
        proc.send_signal(signal.SIGTERM)
        try:
            proc.wait(timeout)
        except subprocess.TimeoutExpired:
            os.killpg(proc.pid, signal.SIGKILL)
            proc.wait(timeout)
    return proc.returncode


@pytest.fixture(scope="session")
def serve_notebook(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Callable[..., str]]:
    """``serve(notebook, out_dir, extra_env=None, extra_args=()) -> url``: a notebook (or the folder of notebooks)
    served as users serve it (``workbench serve``: Voilà with the host check on; ``extra_args``: Voilà options
    after the workbench's), stopped at the end. ``serve.process[url]``
    is the server's process, ``serve.log[url]`` its log."""
    procs: list[subprocess.Popen] = []
    logs: list = []
    started: dict[str, subprocess.Popen] = {}
    log_paths: dict[str, Path] = {}

    def serve(notebook: Path, out_dir: Path, extra_env: dict[str, str] | None = None,
              extra_args: tuple[str, ...] = ()) -> str:
        home = tmp_path_factory.mktemp("jupyter")
        env = {**os.environ, "WORKBENCH_OUT": str(out_dir), "JUPYTER_CONFIG_DIR": str(home / "config"),
               "JUPYTER_DATA_DIR": str(home / "data"), "JUPYTER_RUNTIME_DIR": str(home / "runtime"),
               "IPYTHONDIR": str(home / "ipython"), "JUPYTER_PLATFORM_DIRS": "1", "PYTHONWARNINGS": "",
               **(extra_env or {})}
        port = free_port()
        log_path = home / "voila.log"
        log = log_path.open("w", encoding="utf-8")
        logs.append(log)
        pytest.importorskip("voila", reason="voila missing: install the ui extra (`pip install -e .[ui]`)")
        proc = subprocess.Popen(
            [sys.executable, "-m", "workbench.ui.serve", str(notebook), f"--port={port}",
             "--VoilaConfiguration.show_tracebacks=True", *extra_args],
            cwd=ROOT, env=env, stdin=subprocess.DEVNULL, stdout=log, stderr=subprocess.STDOUT,
            start_new_session=True,
        )
        procs.append(proc)
        wait_for_port(port, proc, log_path)
        url = f"http://127.0.0.1:{port}/"
        started[url] = proc
        log_paths[url] = log_path
        return url

    serve.process = started  # type: ignore[attr-defined]
    serve.log = log_paths  # type: ignore[attr-defined]
    yield serve
    statuses = [stop(proc) for proc in procs]
    for log in logs:
        log.close()
    assert all(s == 0 for s in statuses), f"voila did not stop cleanly: exit statuses {statuses}"


@pytest.fixture(scope="session")
def browser() -> Iterator:
    """Debian's chromium through Playwright's sync API; skips when /usr/bin/chromium is missing."""
    if not CHROMIUM.exists():
        pytest.skip(f"{CHROMIUM} not found: install it with `apt-get install -y chromium` (or `make test`)")
    sync_api = pytest.importorskip("playwright.sync_api", reason="playwright missing: pip install -e .[dev]")
    sync_playwright = sync_api.sync_playwright

    with sync_playwright() as pw:
        b = pw.chromium.launch(executable_path=str(CHROMIUM), headless=True, args=CHROMIUM_ARGS)
        yield b
        b.close()


@pytest.hookimpl(wrapper=True)
def pytest_runtest_makereport(item: pytest.Item, call: pytest.CallInfo) -> Iterator:
    """Keep each phase's report on the test item, for the ``page`` fixture to see whether the test failed."""
    report = yield
    setattr(item, f"report_{report.when}", report)
    return report


@pytest.fixture
def page(browser, request: pytest.FixtureRequest) -> Iterator:
    """A fresh browser page (own context), closed after the test. When the test fails, what the page showed
    is kept for whoever reads the failure (a CI log is often all there is): its screenshot and HTML under
    test-output/failed/, and its console and the kernel websocket's last frames printed."""
    context = browser.new_context(viewport={"width": 1100, "height": 1000})
    p = context.new_page()
    seen: list[str] = []
    p.on("console", lambda m: seen.append(f"console {m.type}: {m.text[:300]}"))
    p.on("pageerror", lambda e: seen.append(f"page error: {str(e)[:300]}"))
    p.on("websocket", lambda ws: (seen.append(f"websocket {ws.url}"),
                                  ws.on("framereceived", lambda f: seen.append(f"ws in: {_frame(f)}")),
                                  ws.on("framesent", lambda f: seen.append(f"ws out: {_frame(f)}"))))
    yield p
    report = getattr(request.node, "report_call", None)
    if report is not None and report.failed:
        _keep_failed_page(p, request.node.name, seen)
        if "serve_notebook" in request.fixturenames:  # the server this test started last
            logs = request.getfixturevalue("serve_notebook").log
            if logs:
                print(f"--- its server's log (end) ---\n{list(logs.values())[-1].read_text(errors='replace')[-3000:]}")
    context.close()


def _frame(frame: str | bytes) -> str:
    """A kernel websocket frame in a few words: its channel, message type and, for a widget message, the
    method (Jupyter's v1 kernel websocket protocol: offsets to each part and the end, then channel, header,
    parent, metadata, content)."""
    if isinstance(frame, str):
        return frame[:160]
    try:
        count = int.from_bytes(frame[:8], "little")
        offsets = [int.from_bytes(frame[8 * i:8 * i + 8], "little") for i in range(1, count + 1)]
        part = [frame[a:b] for a, b in zip(offsets[:-1], offsets[1:], strict=True)]
        header, content = json.loads(part[1]), json.loads(part[4]) if len(part) > 4 else {}
        data = content.get("data") if isinstance(content, dict) else None
        method = data.get("method", "") if isinstance(data, dict) else ""
        state = content.get("execution_state", "") if isinstance(content, dict) else ""
        return " ".join(x for x in (part[0].decode(), header.get("msg_type", "?"), method, state) if x)
    except (ValueError, IndexError, AttributeError):
        return f"{len(frame)} bytes"


def _keep_failed_page(p, name: str, seen: list[str]) -> None:
    folder = SCREENSHOTS / "failed"
    folder.mkdir(parents=True, exist_ok=True)
    try:
        p.screenshot(path=str(folder / f"{name}.png"), timeout=10_000)
        (folder / f"{name}.html").write_text(p.content(), encoding="utf-8")
    except Exception as e:  # a page that hangs may not answer either: the log lines below still print
        seen.append(f"(no screenshot or HTML: {type(e).__name__})")
    print(f"\n--- {name}: the page at {p.url}, its last {min(len(seen), 60)} of {len(seen)} events ---")
    print("\n".join(seen[-60:]))


@pytest.fixture
def screenshot_dir() -> Path:
    """test-output/ at the repository root (git-ignored)."""
    SCREENSHOTS.mkdir(exist_ok=True)
    return SCREENSHOTS
