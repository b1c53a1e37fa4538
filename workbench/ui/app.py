"""Entry points the notebooks call: each builds one screen from the environment's settings.

WORKBENCH_DB (the review store, default out/review.db), WORKBENCH_REVIEWER (default: the login name),
WORKBENCH_OUT (where sign-off writes the release, default out/signed) and WORKBENCH_PASSPHRASE (for the
key; without it the release is written with no key). Relative paths are taken from the current folder or,
when the notebook runs inside notebooks/, from its parent.
"""

from __future__ import annotations

import getpass
import logging
import os
from pathlib import Path

import ipywidgets as w

from workbench.store import ReviewStore, StoreError

__all__ = ["essay_screen", "learner_screen", "signoff_dashboard", "store_from_env"]

log = logging.getLogger(__name__)


def _resolve(value: str) -> Path:
    path = Path(value)
    if path.is_absolute() or path.exists() or Path.cwd().name != "notebooks":
        return path
    return Path.cwd().parent / path


def store_from_env() -> ReviewStore:
    path = _resolve(os.environ.get("WORKBENCH_DB", "out/review.db"))
    if not path.exists():
        raise StoreError(f"no review store at {path}: run `workbench review init CORPUS --db {path}` "
                         "(or `make run`) first, or set WORKBENCH_DB")
    return ReviewStore(path)


def _reviewer() -> str:
    return os.environ.get("WORKBENCH_REVIEWER") or getpass.getuser()


def _guard(build):  # type: ignore[no-untyped-def]
    """Build a screen; a store that cannot be opened is a clear message on the page and in the log."""
    try:
        return build()
    except StoreError as e:
        log.error("cannot open the workbench: %s", e)
        return w.HTML(f"<p style='color:#c92a2a'><b>Cannot open the workbench:</b> {e}</p>")


def essay_screen() -> w.Widget:
    """The essay-by-essay review screen."""
    from workbench.ui.essay_screen import EssayScreen

    return _guard(lambda: EssayScreen(store_from_env(), _reviewer()).widget)


def learner_screen() -> w.Widget:
    """The learner-by-learner screen."""
    from workbench.ui.learner_screen import LearnerScreen

    return _guard(lambda: LearnerScreen(store_from_env(), _reviewer()).widget)


def signoff_dashboard() -> w.Widget:
    """The release sign-off dashboard."""
    from workbench.ui.signoff import SignoffDashboard

    out = _resolve(os.environ.get("WORKBENCH_OUT", "out/signed"))
    return _guard(lambda: SignoffDashboard(store_from_env(), out,
                                           passphrase=os.environ.get("WORKBENCH_PASSPHRASE")).widget)
