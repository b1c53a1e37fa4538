"""The sign-off page's leak check as a job: workbench.review_release.ReleaseCheck over the page's store (the
release ``review export`` would write, rendered in memory, cached per learner, checked by the one leak
check), run in a background thread on a connection of its own, with progress reported as it goes."""

from __future__ import annotations

from collections.abc import Callable

from workbench.review_kept import KeptAccepted, kept_accepted
from workbench.review_release import ReleaseCheck, Verdict
from workbench.store import ReviewStore

__all__ = ["LeakJob"]

Progress = Callable[[int, int, str], None]


class LeakJob:
    """Checks the release ``store`` would export in ``mode`` with ``seed``; ``verdict`` is the last one, and
    ``kept`` the rejected spans of that state whose value is accepted elsewhere (workbench.review_kept)."""

    def __init__(self, store: ReviewStore, mode: str = "swell", seed: int = 0) -> None:
        self.store = store
        self.check = ReleaseCheck(mode, seed)
        self.verdict: Verdict | None = None
        self.kept: list[KeptAccepted] = []

    def stale(self) -> bool:
        """True when no check ran, or decisions were made (or undone, or essays added) since the last one."""
        return self.verdict is None or self.verdict.mark != self.store.log_mark()

    def run(self, progress: Progress | None = None, threaded: bool = False) -> Verdict:
        """Check now (``threaded``: on a connection of its own, for a background thread)."""
        store = self.store.reopen() if threaded else self.store
        try:
            self.verdict = self.check.run(store, progress)
            self.kept = kept_accepted(store, self.check.originals)
        finally:
            if threaded:
                store.close()
        return self.verdict
