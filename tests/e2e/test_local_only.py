"""The served workbench answers this machine only (issue 13.10): a request or a kernel websocket upgrade whose
Host header names another site (DNS rebinding) gets 403, while the page itself, opened as a user opens it,
works and its kernel's websocket opens (101) with a local Host."""

from __future__ import annotations

import base64
import os
import socket
from pathlib import Path
from urllib.parse import urlparse

import pytest

from .fake_out import make_fake_out

pytestmark = pytest.mark.e2e

NOTEBOOK = Path(__file__).resolve().parents[2] / "notebooks" / "workbench.ipynb"
RENDER_TIMEOUT_MS = 90_000


def _status(port: int, path: str, host: str, origin: str | None = None, upgrade: bool = False) -> int:
    """The HTTP status of one raw request to 127.0.0.1:port with the given Host (and Origin) header."""
    lines = [f"GET {path} HTTP/1.1", f"Host: {host}"]
    if origin:
        lines.append(f"Origin: {origin}")
    if upgrade:
        key = base64.b64encode(os.urandom(16)).decode()
        lines += ["Upgrade: websocket", "Connection: Upgrade", f"Sec-WebSocket-Key: {key}",
                  "Sec-WebSocket-Version: 13"]
    with socket.create_connection(("127.0.0.1", port), timeout=30) as s:
        s.sendall(("\r\n".join(lines) + "\r\n\r\n").encode())
        head = s.recv(4096).decode("latin-1")
    return int(head.split()[1])


def test_foreign_hosts_are_refused(serve_notebook, page, tmp_path: Path) -> None:
    url = serve_notebook(NOTEBOOK, make_fake_out(tmp_path / "out"))
    port = urlparse(url).port
    assert port is not None
    page.goto(url, timeout=RENDER_TIMEOUT_MS)
    page.locator(".pw-summary").wait_for(state="visible", timeout=RENDER_TIMEOUT_MS)
    kernel = page.evaluate("JSON.parse(document.getElementById('jupyter-config-data').textContent).kernelId")
    channels = f"/api/kernels/{kernel}/channels"

    evil = "rebind.example.com"
    assert _status(port, "/", f"{evil}:{port}") == 403
    assert _status(port, channels, f"{evil}:{port}", origin=f"http://{evil}:{port}", upgrade=True) == 403
    # the same upgrade from the page's own origin is accepted: the 403 above is the host check, not a bad request
    local = f"127.0.0.1:{port}"
    assert _status(port, channels, local, origin=f"http://{local}", upgrade=True) == 101
    assert _status(port, channels, f"localhost:{port}", origin=f"http://localhost:{port}", upgrade=True) == 101
