"""How the served workbench talks to the browser (workbench.ui.serve): the kernel's websocket sends each frame
when it is written (TCP_NODELAY: with Nagle's algorithm a click's widget update waited about 40 ms behind the
kernel's "busy" status for the browser's delayed ACK), and the widgets' JavaScript is kept by the browser
(Voilà has it revalidated on every page open, a round trip a file).

The socket option is read from the server's own socket: the test takes a copy of its descriptor
(pidfd_getfd, Linux 5.6 and later), so it checks the server as users run it, not a setting.
"""

from __future__ import annotations

import ctypes
import json
import os
import socket
from pathlib import Path
from urllib.parse import urlparse

import pytest

from .test_offline_and_bounded import TIMEOUT, serve_workbench

pytestmark = pytest.mark.e2e

PIDFD_GETFD = 438  # the system call's number on x86-64 and arm64 alike


def _nodelay_of_connections(pid: int, port: int) -> list[bool]:
    """TCP_NODELAY of each connected TCP socket of process ``pid`` on local ``port``."""
    if not hasattr(os, "pidfd_open"):
        pytest.skip("os.pidfd_open missing (Linux 5.3+, Python 3.9+)")
    libc = ctypes.CDLL(None, use_errno=True)
    pidfd = os.pidfd_open(pid)
    found = []
    try:
        for fd in os.listdir(f"/proc/{pid}/fd"):
            try:
                if not os.readlink(f"/proc/{pid}/fd/{fd}").startswith("socket:"):
                    continue
            except OSError:
                continue
            copy = libc.syscall(PIDFD_GETFD, pidfd, int(fd), 0)
            if copy < 0:
                pytest.skip(f"pidfd_getfd refused: {os.strerror(ctypes.get_errno())}")
            with socket.socket(fileno=copy) as s:
                if s.family not in (socket.AF_INET, socket.AF_INET6) or s.type != socket.SOCK_STREAM:
                    continue
                try:
                    s.getpeername()
                except OSError:  # the listening socket
                    continue
                if s.getsockname()[1] == port:
                    found.append(bool(s.getsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY)))
    finally:
        os.close(pidfd)
    return found


@pytest.fixture(scope="module")
def served(serve_notebook, tmp_path_factory: pytest.TempPathFactory) -> str:
    """One server for this module: its tests change no setting and read only how it talks, not its history."""
    return serve_workbench(serve_notebook, tmp_path_factory.mktemp("transport"))


def test_the_kernel_websocket_sends_without_delay(served: str, serve_notebook, page) -> None:
    page.goto(f"{served}voila/render/review.ipynb", timeout=TIMEOUT)
    page.locator(".pw-text mark").first.wait_for(timeout=TIMEOUT)
    port = urlparse(served).port
    assert port is not None
    nodelay = _nodelay_of_connections(serve_notebook.process[served].pid, port)
    # the page's kernel websocket (tornado turns Nagle back on for HTTP connections between requests)
    assert True in nodelay, f"TCP_NODELAY of the server's connections: {nodelay}"


def test_the_kernels_take_no_tcp_port(served: str, serve_notebook, page) -> None:
    """The kernels talk to the server over Unix sockets in the server's private folder: with TCP, five kernels
    started at once each picked five free ports, two sometimes picked the same, one died on "Address already
    in use", and a page given the pool's restarted kernel (its notebook never run) never showed."""
    psutil = pytest.importorskip("psutil")
    page.goto(f"{served}voila/render/review.ipynb", timeout=TIMEOUT)
    page.locator(".pw-text mark").first.wait_for(timeout=TIMEOUT)
    kernels = [k.cmdline() for k in psutil.Process(serve_notebook.process[served].pid).children(recursive=True)
               if "ipykernel_launcher" in " ".join(k.cmdline())]
    assert kernels, "no kernel is running"
    connections = [json.loads(Path(cmd[cmd.index("-f") + 1]).read_text()) for cmd in kernels]
    assert {c["transport"] for c in connections} == {"ipc"}, connections
    folder = Path(kernels[0][kernels[0].index("-f") + 1]).parent
    assert all(Path(c["ip"]).parent == folder for c in connections), "a kernel's sockets outside the server's folder"
    assert folder.stat().st_mode & 0o077 == 0, f"{folder} is open to other users"
    assert "Address already in use" not in serve_notebook.log[served].read_text(errors="replace")


def test_the_widgets_javascript_is_kept_by_the_browser(served: str, page) -> None:
    responses: list = []
    page.on("response", lambda r: responses.append(r) if "/voila/labextensions/" in r.url else None)
    url = f"{served}voila/render/review.ipynb"
    page.goto(url, timeout=TIMEOUT)
    page.locator(".pw-text mark").first.wait_for(timeout=TIMEOUT)
    assert responses, "the page loaded no widget JavaScript from /voila/labextensions/"
    kept = {Path(urlparse(r.url).path).name: r.headers.get("cache-control", "") for r in responses}
    assert all("immutable" in v for v in kept.values()), kept
    responses.clear()
    page.goto(url, timeout=TIMEOUT)
    page.locator(".pw-text mark").first.wait_for(timeout=TIMEOUT)
    assert [r.url for r in responses if r.status == 304] == []
