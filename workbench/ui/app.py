"""Entry points the notebooks call: each builds one screen from the environment's settings.

WORKBENCH_DB (the review store: a SQLite file, default out/review.db, or a team's postgresql:// URL),
WORKBENCH_REVIEWER (default: the login name of the account running the server; decisions are recorded under
it, and the screens show it),
WORKBENCH_ORDER (the essay screen's order: "corpus", the default, or "uncertain": the essays the learned
decision is least sure of first),
WORKBENCH_OUT (where sign-off writes the release, default out/signed) and WORKBENCH_PASSPHRASE (for the
key; without it the release is written with no key). For a forum's conversion table: WORKBENCH_PARTICIPANTS
(default samples/forum/participants.csv) and WORKBENCH_TABLE (the table to edit and save, default
out/forum/private/conversion_table.csv; built from the participants with role masks when missing).
Relative paths are taken from the current folder or, when the notebook runs inside notebooks/, from its
parent.
"""

from __future__ import annotations

import getpass
import html
import logging
import os
import threading
from collections.abc import Callable
from pathlib import Path
from typing import Any

import ipywidgets as w

from workbench.store import ReviewStore, StoreError, is_url

__all__ = ["conversion_table_screen", "essay_screen", "learner_screen", "signoff_dashboard", "store_from_env"]

log = logging.getLogger(__name__)


def _resolve(value: str) -> Path:
    path = Path(value)
    if path.is_absolute() or path.exists() or Path.cwd().name != "notebooks":
        return path
    return Path.cwd().parent / path


def store_from_env() -> ReviewStore:
    """The store WORKBENCH_DB names: a SQLite file (default out/review.db) or a postgresql:// URL."""
    target = os.environ.get("WORKBENCH_DB", "out/review.db")
    if is_url(target):
        return ReviewStore(target)
    path = _resolve(target)
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


def _on_show(screen: Any, early: bool = False) -> w.Widget:
    """The screen's widget with a Shown signal: the screen reads the store when a page shows it, not when a
    preheated kernel runs the notebook (workbench.ui.shown; ``early``: when the page asks for the state), once
    the kernel's warm-up is done (``_after_warm``)."""
    from workbench.ui.shown import Shown

    return w.VBox([Shown(_after_warm(screen.start), early=early), screen.widget])


#: the kernel's warm-up thread (``_warmed``), while it runs
_WARMING: threading.Thread | None = None
#: the longest a page's start waits for the warm-up (seconds): after it, it starts beside it, as it did before
WARM_WAIT_SECONDS = 60.0


def _after_warm(start: Callable[[], None]) -> Callable[[], None]:
    """``start``, run once the kernel's warm-up thread has finished. A page that takes a kernel still warming
    up (under load the pool's kernels are taken faster than they warm) used to start its screen beside the
    warm-up: both loaded the same lazily made tables at once (each cached whole once made, so each made them),
    and took turns at the interpreter with its full collections; the screen's start took 3.8-4.5 s (0.6-0.8 s
    of CPU) in a 2,000-essay run at load 13. Waiting, the start finds the tables made."""

    def run() -> None:
        warming = _WARMING
        if warming is not None and warming is not threading.current_thread():
            warming.join(timeout=WARM_WAIT_SECONDS)
        start()

    return run


def _warmed(widget: w.Widget, check: bool = False) -> w.Widget:
    """``widget``, with what a first render loads lazily (workbench.pseudonymize.warm) loading in a background
    thread: a preheated kernel is ready as soon as the notebook has run (its refill is no longer), and the
    page's first essay and first click find the tables loaded (or, at worst, wait as they did without it).
    ``check``: also what the sign-off's first leak check loads (workbench.review_release.warm_up: the
    surrogate, name and place lists and wordfreq; seconds in a new kernel).

    What is loaded by then (the modules, the screen, the tables) is moved out of the garbage collector's sight
    (``gc.freeze``): it stays as long as the kernel, and each full collection walked all of it again, 0.1-0.7 s
    a time on this machine, about ten times while a kernel started and twice more while a page opened it (the
    page waited for the state of its widgets meanwhile) and at some clicks."""
    import gc

    from workbench.pseudonymize.warm import warm

    global _WARMING

    def run() -> None:
        warm()
        if check:
            from workbench.review_release import warm_up

            warm_up()
        gc.freeze()

    gc.freeze()
    _WARMING = threading.Thread(target=run, name="workbench-warm", daemon=True)
    _WARMING.start()
    return widget


def essay_screen() -> w.Widget:
    """The essay-by-essay review screen."""
    from workbench.ui.essay_screen import EssayScreen

    return _warmed(_guard(lambda: _on_show(EssayScreen(store_from_env(), _reviewer(), lazy=True,
                                                       uncertain_first=_order() == "uncertain"), early=True)))


def _order() -> str:
    order = os.environ.get("WORKBENCH_ORDER") or "corpus"
    if order not in ("corpus", "uncertain"):
        raise StoreError(f"WORKBENCH_ORDER={order!r}: the essay order is 'corpus' or 'uncertain'")
    return order


def learner_screen() -> w.Widget:
    """The learner-by-learner screen."""
    from workbench.ui.learner_screen import LearnerScreen

    return _warmed(_guard(lambda: _on_show(LearnerScreen(store_from_env(), _reviewer(), lazy=True))))


def signoff_dashboard() -> w.Widget:
    """The release sign-off dashboard."""
    from workbench.ui.signoff import SignoffDashboard

    out = _resolve(os.environ.get("WORKBENCH_OUT", "out/signed"))
    return _warmed(_guard(lambda: _on_show(SignoffDashboard(store_from_env(), out, lazy=True,
                                                            passphrase=os.environ.get("WORKBENCH_PASSPHRASE")))),
                   check=True)


def conversion_table_screen() -> w.Widget:
    """The conversion table of a forum (private side: it shows the participants' originals)."""
    from workbench.forum.run import load_table
    from workbench.io.errors import InputError
    from workbench.ui.conversion_table import ConversionTableView

    table_path = _resolve(os.environ.get("WORKBENCH_TABLE", "out/forum/private/conversion_table.csv"))
    participants = _resolve(os.environ.get("WORKBENCH_PARTICIPANTS", "samples/forum/participants.csv"))
    try:
        table = load_table(participants, table_path if table_path.is_file() else None)
    except InputError as e:
        log.error("cannot open the conversion table: %s", e)
        return w.HTML("<p style='color:#c92a2a'><b>Cannot open the conversion table:</b> "
                      f"{html.escape(str(e))}</p>")
    return ConversionTableView(table, table_path).widget
