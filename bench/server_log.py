"""What the bench server's own process was doing during a slow click round: its event loop's lateness, its
garbage collections and the refills of Voilà's preheated pools.

``startup(config_dir, folder)`` writes a ``voila.py`` into a bench server's Jupyter config folder (bench/serve.py
gives each server its own), so the server calls ``install`` while it reads its configuration: it then appends
JSON lines to ``<folder>/<pid>.jsonl`` (the kernels' log folder, bench.kernel_log, which reads them with the
kernels' lines):

- ``lag``: the event loop ran a 10 ms timer LAG_LINE_MS or more late (``ms``: how late; ``at``: when it ran;
  ``cpu``: the loop thread's CPU over the tick: near ``ms``, the loop was busy; near 0, the process waited
  for a CPU); while it is late the server relays no kernel message to a page;
- ``gc``: a collection in the server of bench.kernel_log.GC_LINE_MS or more;
- ``refill`` / ``refilled``: a pool kernel's start asked of Jupyter (``refill``, with the notebook's name) and
  its notebook run finished in the server (``refilled``: the kernel is ready in its pool); between the two a
  new kernel process imports and runs the notebook (seconds of CPU on a machine of two cores) and the server
  renders the notebook's outputs on its loop.

Only the bench uses this; nothing of an essay is logged.
"""

from __future__ import annotations

import asyncio
import gc
import itertools
import os
import time
from pathlib import Path
from typing import Any

from bench.kernel_log import _Log

__all__ = ["install", "startup", "summary"]

ENV = "WORKBENCH_SERVER_LOG"
#: the loop's timer this late (ms) gets a line
LAG_LINE_MS = 10.0
TICK_S = 0.01


def startup(config_dir: Path, folder: Path) -> dict[str, str]:
    """Have the Voilà server whose JUPYTER_CONFIG_DIR is ``config_dir`` log to ``folder``; returns the
    environment to add."""
    config_dir.mkdir(parents=True, exist_ok=True)
    (config_dir / "voila.py").write_text("import bench.server_log\nbench.server_log.install()\n")
    folder.mkdir(parents=True, exist_ok=True)
    return {ENV: str(folder)}


async def _probe(log: _Log) -> None:
    while True:
        due, cpu = time.perf_counter() + TICK_S, time.thread_time()
        await asyncio.sleep(TICK_S)
        late = (time.perf_counter() - due) * 1000
        if late >= LAG_LINE_MS:  # ``cpu``: the loop thread's CPU in the tick; the rest it waited
            log.write(kind="lag", at=time.time(), ms=round(late, 1),
                      cpu=round((time.thread_time() - cpu) * 1000, 1))


def install() -> None:
    """Log the server's loop lateness, collections and pool refills (see the module); does nothing without the
    variable."""
    folder = os.environ.get(ENV)
    if not folder:
        return
    from workbench.ui.kernels import PoolKernelManager

    log = _Log(Path(folder) / f"{os.getpid()}.jsonl")  # its collections of GC_LINE_MS or more: ``gc`` lines
    gc.callbacks.append(log.on_gc)
    init = PoolKernelManager.__init__
    count = itertools.count()

    def __init__(self: Any, **kwargs: Any) -> None:
        init(self, **kwargs)
        asyncio.get_event_loop().create_task(_probe(log))  # the loop Voilà's refills are put on
        initialize = getattr(self, "_initialize", None)
        if initialize is None:  # no preheated kernels
            return

        async def _initialize(notebook: str, kernel_id: str | None = None, **kw: Any) -> Any:
            n = next(count)
            log.write(kind="refill", at=time.time(), n=n, notebook=notebook)
            content = await initialize(notebook, kernel_id, **kw)
            content["task"].add_done_callback(lambda _task: log.write(kind="refilled", at=time.time(), n=n))
            return content

        self._initialize = _initialize

    PoolKernelManager.__init__ = __init__  # type: ignore[method-assign]
    log.write(kind="server", at=time.time())


def summary(rows: list[dict[str, Any]], t0: float, end: float) -> str:
    """What the server did from ``t0`` to ``end`` (epoch seconds), of the lines above (bench.kernel_log.read's
    other lines; empty when there are none)."""
    servers = {r["pid"] for r in rows if r.get("kind") == "server"}
    if not servers:
        return ""
    lag = [r for r in rows if r.get("kind") == "lag" and t0 <= r["at"] <= end + 0.05]
    sgc = [r["ms"] for r in rows if r.get("kind") == "gc" and r["pid"] in servers and t0 - 0.05 <= r["at"] <= end]
    done = {(r["pid"], r["n"]): r["at"] for r in rows if r.get("kind") == "refilled"}
    running = [(r["at"], done.get((r["pid"], r["n"]))) for r in rows if r.get("kind") == "refill"]
    during = sorted((s, e) for s, e in running if s <= end and (e is None or e >= t0))
    parts = [f"server loop late {sum(r['ms'] for r in lag):.0f} ms in {len(lag)} ticks, running "
             f"{sum(r.get('cpu', 0) for r in lag):.0f} ms of it",
             f"server gc {sum(sgc):.0f} ms"]
    if during:
        parts.append("pool refill in progress: " + ", ".join(
            f"started {(t0 - s) * 1000:.0f} ms before" + (f", ready {(e - t0) * 1000:.0f} ms after" if e else "")
            for s, e in during))
    else:
        parts.append("no pool refill")
    return "; ".join(parts)
