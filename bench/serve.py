"""Start the workbench's server for a browser bench, as ``workbench serve`` serves it (workbench.ui.serve:
preheated kernels), with Jupyter folders of its own, so that nothing of the user's Jupyter set-up is read or
written. The one place review_speed, team_browser and browser_floor start a server; stop it with
tests.e2e.conftest.stop."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]

__all__ = ["kernels", "serve"]


def kernels(folder: Path) -> Path:
    """Where the kernels of the server ``serve`` started in ``folder`` log (bench.kernel_log)."""
    return folder / "kernels"


def serve(path: Path, folder: Path, env: dict[str, str] | None = None) -> tuple[subprocess.Popen, str]:
    """Serve ``path`` (a folder of notebooks or one notebook) with ``env`` added to this process's, keeping
    Jupyter's folders and the server's log (``voila.log``) in ``folder``; return the process once it listens,
    and its address (``http://127.0.0.1:PORT/``). Its kernels log what they handle to ``kernels(folder)``
    (bench.kernel_log: for the slow rounds of bench.page_timer.action), and so does the server's own process
    (bench.server_log: its event loop's lateness, collections and pool refills)."""
    sys.path.insert(0, str(ROOT))
    from bench import server_log
    from bench.kernel_log import startup
    from tests.e2e.conftest import free_port, wait_for_port

    home = folder / "jupyter"
    # the kernels import the workbench of this copy of the code: without it they run in the notebooks' folder
    # and find the one the virtualenv was installed from (an editable install), so a bench run from a copy
    # of older code timed the newer code's screens
    pythonpath = os.pathsep.join(p for p in (str(ROOT), os.environ.get("PYTHONPATH", "")) if p)
    env = {**os.environ, **(env or {}), "PYTHONPATH": pythonpath,
           "JUPYTER_CONFIG_DIR": str(home / "c"), "JUPYTER_DATA_DIR": str(home / "d"),
           "JUPYTER_RUNTIME_DIR": str(home / "r"), "IPYTHONDIR": str(home / "i"), "JUPYTER_PLATFORM_DIRS": "1",
           **startup(home / "i", kernels(folder)), **server_log.startup(home / "c", kernels(folder))}
    port = free_port()
    folder.mkdir(parents=True, exist_ok=True)
    log = folder / "voila.log"
    with log.open("w") as sink:  # the server writes to its own copy of the descriptor
        proc = subprocess.Popen([sys.executable, "-m", "workbench.ui.serve", str(path), f"--port={port}"],
                                cwd=ROOT, env=env, stdout=sink, stderr=subprocess.STDOUT, start_new_session=True)
    wait_for_port(port, proc, log)
    return proc, f"http://127.0.0.1:{port}/"
