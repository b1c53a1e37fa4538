"""The server's kernel manager: Jupyter's, with the preheated kernels kept young while they wait in their pool.

Kernels idle for CULL_IDLE_SECONDS with no page connected are culled (workbench.ui.serve). Voilà skips the
kernels still in a pool, but a pool kernel's last activity stays at its notebook run: once a page took one that
had waited longer than that, the culler's next pass (every CULL_INTERVAL_SECONDS) found it idle, busy with
nothing and not yet connected (the page was still loading its scripts), and shut it down under the page, which
never showed (a learner page opened 413 s after its kernel was made, in a 20,000-essay bench run). Each pass
here first marks every kernel waiting in a pool as active now, so a kernel a page takes has the whole idle time
ahead of it to be connected.
"""

from __future__ import annotations

from typing import Any

from jupyter_server._tz import utcnow
from jupyter_server.services.kernels.kernelmanager import AsyncMappingKernelManager

__all__ = ["PoolKernelManager"]


class PoolKernelManager(AsyncMappingKernelManager):
    """Voilà's kernel manager is made on top of this class (VoilaConfiguration.multi_kernel_manager_class)."""

    async def cull_kernels(self) -> None:
        now = utcnow()
        for kernel_id in _pooled(self):
            kernel = self._kernels.get(kernel_id)
            if kernel is not None:
                kernel.last_activity = now
        await super().cull_kernels()


def _pooled(manager: Any) -> list[str]:
    """The ids of the kernels ready in Voilà's pools (``_pools``: notebook -> futures of {"kernel_id": ...})."""
    ids = []
    for pool in getattr(manager, "_pools", {}).values():
        for future in list(pool):
            if future.done() and not future.cancelled() and future.exception() is None:
                kernel_id = future.result().get("kernel_id")
                if kernel_id:
                    ids.append(kernel_id)
    return ids
