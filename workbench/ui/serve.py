"""Serve the review workbench with Voilà, on this machine only, offline, with a bounded number of kernels.

This is the one place the server is configured (``voila_argv`` and ``voila_settings``):

- The host check: Voilà alone binds 127.0.0.1 but accepts any ``Host`` header (it sets Jupyter's
  ``allow_remote_access``), so a page of another site that rebinds its DNS name to 127.0.0.1 could open the
  kernels' websockets and read the essays. Only requests whose ``Host`` is a loopback address or ``localhost``
  are served, everything else gets 403.
- Nothing from another host: the pages use the ``workbench`` template (workbench/ui/jupyter/voila/templates),
  Voilà's ``lab`` template without the stylesheets it fetches from a CDN (Font Awesome is in Voilà's own bundle).
- Kernels bounded: Voilà keeps a kernel for every page view until the server stops. The template shuts a page's
  kernel down when the page is left (reload, navigation, closed tab) through Voilà's shutdown endpoint, and the
  kernel manager culls kernels idle for CULL_IDLE_SECONDS with no page connected (a crashed browser), never one a
  page has just taken from a pool (workbench.ui.kernels).
- Pages that open at once: the review screens (PREHEATED) keep kernels started with their notebook run
  (Voilà's preheated pools); the screens read the store only when the page shows them (workbench.ui.shown).
  The essay screen, opened most and reloaded most, keeps two: a page taken while the other kernel is still
  being refilled (a kernel takes 2-3 s to start and run the notebook) finds one ready. So does the sign-off
  page, whose refill is longer (its kernel also loads what the leak check reads, seconds of CPU in a thread
  that the page's own start then waits on while it holds the interpreter), and the learner page: with one, a
  page opened 3-4 s after the last one took a kernel still running its notebook (0.7-1.4 s of waiting for
  the HTML in the slowest opens of a 2,000-essay bench run at load 3-8).
- Kernels on Unix sockets (``KernelManager.transport = "ipc"``, in Voilà's private folder of connection files; TCP on
  Windows, where ZeroMQ has none):
  over TCP, the five pool kernels started at once each took five ports picked free beforehand, two sometimes
  picked the same one, a kernel died on "Address already in use" and was restarted without its notebook run,
  and the page given it never showed (about one server start in 25 under load).
- A cell's output waited for (IOPUB_SECONDS): after a cell has finished, nbclient waits 4 s for its output and
  then goes on without it; with six kernels starting on a loaded machine the screen's output came later, and
  the page showed its title and no screen.
- Clicks without a delayed ACK: the kernels' websockets send with TCP_NODELAY (workbench.ui.nodelay).
- The widgets' JavaScript kept by the browser (LABEXTENSIONS): Voilà has it revalidated on every page open.
- The page templates compiled once per server (workbench.ui.compiled_templates), not at every page and every
  refill of a preheated pool, on the event loop that relays the clicks.

``serve`` runs it in this process.
"""

from __future__ import annotations

import os
from collections.abc import MutableMapping, Sequence
from pathlib import Path
from typing import Any

__all__ = ["CULL_IDLE_SECONDS", "LOCAL_HOSTNAMES", "PREHEATED", "TEMPLATE", "main", "serve", "start_page",
           "voila_argv", "voila_settings"]

NOTEBOOKS = Path(__file__).resolve().parents[2] / "notebooks"
#: host names (besides loopback addresses) the server answers to
LOCAL_HOSTNAMES = ("localhost",)
START_PAGE = "workbench.ipynb"
#: the Voilà template of the workbench's pages, and the Jupyter data folder that holds it
TEMPLATE = "workbench"
JUPYTER_DATA = Path(__file__).resolve().parent / "jupyter"
#: a kernel idle this long with no page connected is shut down (seconds); checked every CULL_INTERVAL_SECONDS
CULL_IDLE_SECONDS = 300
CULL_INTERVAL_SECONDS = 30
#: the notebooks that keep kernels started with the notebook run, so their page opens at once, and how many
PREHEATED = {"review.ipynb": 2, "learner.ipynb": 2, "signoff.ipynb": 2}
#: where Voilà serves the widgets' JavaScript: file names or ``?v=`` hold the content's hash, so the browser may
#: keep them (Voilà has them revalidated on every page open: a round trip each, in two waves of about ten)
LABEXTENSIONS = "/voila/labextensions/"
#: seconds Voilà waits after a preheated kernel is taken before starting the next one
REFILL_DELAY = 2.0
#: how the kernels talk to the server: Unix sockets where there are any (ZeroMQ has no ipc transport on Windows)
KERNEL_TRANSPORT = "ipc" if os.name == "posix" else "tcp"
#: seconds the notebook's run waits for a cell's output after the cell has finished (nbclient's 4 s default
#: dropped the screen's output when six kernels started at once on a loaded machine: a blank page)
IOPUB_SECONDS = 30


def voila_argv(target: str | Path, port: int, ip: str = "127.0.0.1", extra: Sequence[str] = ()) -> list[str]:
    """Voilà's command-line arguments for serving ``target`` (a notebook or a folder of notebooks) on
    ``ip:port``, no browser opened, with the workbench's template, kernel culling and preheated kernels (the
    host check is set by ``voila_settings``). An ``extra`` option of the form ``--Class.trait=value`` replaces
    the workbench's own setting of that trait (traitlets refuses a trait given twice)."""
    ours = [f"--VoilaConfiguration.template={TEMPLATE}", "--VoilaConfiguration.preheat_kernel=True",
            f"--MappingKernelManager.cull_idle_timeout={CULL_IDLE_SECONDS}",
            f"--MappingKernelManager.cull_interval={CULL_INTERVAL_SECONDS}",
            "--MappingKernelManager.cull_connected=False", f"--VoilaKernelManager.fill_delay={REFILL_DELAY}",
            "--VoilaConfiguration.multi_kernel_manager_class=workbench.ui.kernels.PoolKernelManager"]
    given = {arg.split("=", 1)[0] for arg in extra if arg.startswith("--") and "=" in arg}
    return [str(target), f"--port={port}", f"--Voila.ip={ip}", "--Voila.port_retries=0", "--no-browser",
            *(arg for arg in ours if arg.split("=", 1)[0] not in given), *extra]


def voila_settings(port: int, ip: str = "127.0.0.1", target: str | Path = NOTEBOOKS) -> dict[str, Any]:
    """The Voilà traits the workbench sets: Jupyter's host check on (only loopback hosts and
    LOCAL_HOSTNAMES), the start page as the address Voilà prints, the preheated kernels of PREHEATED
    (none for the other pages), kernels on Unix sockets, the kernels' websockets with TCP_NODELAY and the
    widgets' JavaScript cached."""
    from traitlets.config import Config

    from workbench.ui.nodelay import NoDelayConnection

    pools = {"default": {"pool_size": 0}, **{name: {"pool_size": size} for name, size in PREHEATED.items()}}
    return {"tornado_settings": {"allow_remote_access": False, "local_hostnames": list(LOCAL_HOSTNAMES),
                                 "static_immutable_cache": [LABEXTENSIONS]},
            "custom_display_url": start_page(port, ip, target),
            "config": Config({"VoilaKernelManager": {"kernel_pools_config": pools},
                              "KernelManager": {"transport": KERNEL_TRANSPORT},
                              "VoilaExecutor": {"iopub_timeout": IOPUB_SECONDS},
                              "Voila": {"kernel_websocket_connection_class": NoDelayConnection}})}


def use_template_folder(environ: MutableMapping[str, str] = os.environ) -> None:
    """Put the workbench's Jupyter data folder (its Voilà template) first on JUPYTER_PATH."""
    paths = [p for p in environ.get("JUPYTER_PATH", "").split(os.pathsep) if p and p != str(JUPYTER_DATA)]
    environ["JUPYTER_PATH"] = os.pathsep.join([str(JUPYTER_DATA), *paths])


def start_page(port: int, ip: str = "127.0.0.1", target: str | Path = NOTEBOOKS) -> str:
    """The address a user opens: the workbench's home page when a folder is served."""
    base = f"http://{ip}:{port}/"
    return base + f"voila/render/{START_PAGE}" if Path(target).is_dir() else base


def serve(target: str | Path | None = None, port: int = 8866, ip: str = "127.0.0.1", db: str | None = None,
          out: str | None = None, extra: Sequence[str] = (), order: str | None = None) -> int:
    """Serve ``target`` until interrupted (Ctrl-C); ``db`` and ``out`` set WORKBENCH_DB / WORKBENCH_OUT for the
    notebooks, ``order`` WORKBENCH_ORDER (the essay screen's order), ``extra`` are further Voilà options.
    Returns 0 after a clean stop."""
    from voila.app import Voila

    from workbench.ui import compiled_templates

    target = Path(target) if target else NOTEBOOKS
    if not target.exists():
        raise FileNotFoundError(f"{target}: no such notebook or folder")
    if db:
        os.environ["WORKBENCH_DB"] = str(db)
    if out:
        os.environ["WORKBENCH_OUT"] = str(out)
    if order:
        os.environ["WORKBENCH_ORDER"] = order
    use_template_folder()
    compiled_templates.install()
    print(f"Serving the workbench at {start_page(port, ip, target)} (Ctrl-C stops it)", flush=True)
    Voila.launch_instance(argv=voila_argv(target, port, ip, extra), **voila_settings(port, ip, target))
    return 0


def main(argv: Sequence[str] | None = None) -> int:
    """``python -m workbench.ui.serve [TARGET] [--port N] [--ip IP] [VOILA OPTIONS...]`` (the browser tests
    start the server this way; users run ``workbench serve``)."""
    import argparse

    parser = argparse.ArgumentParser(prog="python -m workbench.ui.serve")
    parser.add_argument("target", nargs="?", default=str(NOTEBOOKS))
    parser.add_argument("--port", type=int, default=8866)
    parser.add_argument("--ip", default="127.0.0.1")
    args, extra = parser.parse_known_args(argv)
    return serve(args.target, args.port, args.ip, extra=extra)


if __name__ == "__main__":  # pragma: no cover
    raise SystemExit(main())
