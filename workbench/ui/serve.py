"""Serve the review workbench with Voilà, on this machine only.

Voilà alone binds 127.0.0.1 but accepts any ``Host`` header (it sets Jupyter's ``allow_remote_access``), so a
page of another site that rebinds its DNS name to 127.0.0.1 could open the kernels' websockets and read the
essays. ``voila_argv`` starts Voilà with Jupyter's host check on: only requests whose ``Host`` is a loopback
address or ``localhost`` are served, everything else gets 403. ``serve`` runs it in this process.
"""

from __future__ import annotations

import os
from collections.abc import Sequence
from pathlib import Path
from typing import Any

__all__ = ["LOCAL_HOSTNAMES", "main", "serve", "start_page", "voila_argv", "voila_settings"]

NOTEBOOKS = Path(__file__).resolve().parents[2] / "notebooks"
#: host names (besides loopback addresses) the server answers to
LOCAL_HOSTNAMES = ("localhost",)
START_PAGE = "workbench.ipynb"


def voila_argv(target: str | Path, port: int, ip: str = "127.0.0.1", extra: Sequence[str] = ()) -> list[str]:
    """Voilà's command-line arguments for serving ``target`` (a notebook or a folder of notebooks) on
    ``ip:port``, no browser opened (the host check is set by ``voila_settings``)."""
    return [str(target), f"--port={port}", f"--Voila.ip={ip}", "--Voila.port_retries=0", "--no-browser", *extra]


def voila_settings(port: int, ip: str = "127.0.0.1", target: str | Path = NOTEBOOKS) -> dict[str, Any]:
    """The Voilà traits the workbench sets: Jupyter's host check on (only loopback hosts and
    LOCAL_HOSTNAMES), and the start page as the address Voilà prints."""
    return {"tornado_settings": {"allow_remote_access": False, "local_hostnames": list(LOCAL_HOSTNAMES)},
            "custom_display_url": start_page(port, ip, target)}


def start_page(port: int, ip: str = "127.0.0.1", target: str | Path = NOTEBOOKS) -> str:
    """The address a user opens: the workbench's home page when a folder is served."""
    base = f"http://{ip}:{port}/"
    return base + f"voila/render/{START_PAGE}" if Path(target).is_dir() else base


def serve(target: str | Path | None = None, port: int = 8866, ip: str = "127.0.0.1", db: str | None = None,
          out: str | None = None, extra: Sequence[str] = ()) -> int:
    """Serve ``target`` until interrupted (Ctrl-C); ``db`` and ``out`` set WORKBENCH_DB / WORKBENCH_OUT for the
    notebooks, ``extra`` are further Voilà options. Returns 0 after a clean stop."""
    from voila.app import Voila

    target = Path(target) if target else NOTEBOOKS
    if not target.exists():
        raise FileNotFoundError(f"{target}: no such notebook or folder")
    if db:
        os.environ["WORKBENCH_DB"] = str(db)
    if out:
        os.environ["WORKBENCH_OUT"] = str(out)
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
