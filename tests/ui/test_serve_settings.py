"""The server's settings reach the parts of Voilà they are for (workbench.ui.serve): a setting under a class
name that Voilà does not hand to that class would be silently ignored."""

from __future__ import annotations

import os

import pytest

from workbench.ui.serve import IOPUB_SECONDS, voila_settings

nbformat = pytest.importorskip("nbformat", reason="the ui extra is missing (`pip install -e .[ui]`)")
pytest.importorskip("voila", reason="voila missing: install the ui extra (`pip install -e .[ui]`)")


def test_the_notebook_run_waits_for_a_cells_output() -> None:
    from voila.execute import VoilaExecutor

    executor = VoilaExecutor(nbformat.v4.new_notebook(), config=voila_settings(8866)["config"])
    assert executor.iopub_timeout == IOPUB_SECONDS > 4


def test_the_kernels_use_unix_sockets() -> None:
    from jupyter_client.ioloop import AsyncIOLoopKernelManager

    manager = AsyncIOLoopKernelManager(config=voila_settings(8866)["config"])
    assert manager.transport == ("ipc" if os.name == "posix" else "tcp")
