"""The sign-off page's leak check as a job: what the store would release now, checked by the release's own
leak check, with progress reported as it goes (the page runs it in a background thread)."""

from __future__ import annotations

import tempfile
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from workbench.pipeline import ReleaseError, export_release
from workbench.store import ReviewStore

__all__ = ["LeakJob", "LeakResult", "report_leaks"]

Progress = Callable[[int, int], None]


def report_leaks(store: ReviewStore) -> list[str]:
    """The review report (review_report.csv) against every value the review marks personal (live spans),
    case folded, inside longer words too: named by row and label, never by the value."""
    from workbench.ui.review_report import report_rows

    rows = report_rows(store)
    if not rows:
        return []
    essays, spans, _ = store.export_items(allow_unresolved=True)
    values = {(e.text[s.start:s.end].strip().casefold(), s.label) for e in essays for s in spans[e.id]}
    found = []
    for k, row in enumerate(rows, 2):
        text = row["comment"].casefold()
        found += [f"review_report.csv:{k}: an original ({label}) in the comment on essay {row['essay']}"
                  for value, label in sorted(values) if len(value) >= 3 and value in text]
    return found


@dataclass(frozen=True)
class LeakResult:
    """The verdict: ok, the problems found (file, line, label, never the value), the files checked, the
    essays rendered anew for this check, and how long it took."""

    ok: bool
    leaks: list[str]
    files: int
    seconds: float
    rendered: int = 0


class LeakJob:
    """Checks the release ``store`` would export in ``mode`` with ``seed``."""

    def __init__(self, store: ReviewStore, mode: str = "swell", seed: int = 0) -> None:
        self.store, self.mode, self.seed = store, mode, seed
        self._checked_at: tuple[int, int] | None = None

    def _version(self, store: ReviewStore) -> tuple[int, int]:
        """What the check saw: the number of decisions and of undone steps (any decision changes it)."""
        return store.log_version()

    def stale(self) -> bool:
        """True when decisions were made (or undone) since the last check."""
        return self._checked_at is None or self._checked_at != self._version(self.store)

    def run(self, progress: Progress | None = None, threaded: bool = False) -> LeakResult:
        """Export into a scratch folder with the writer's own leak check (``threaded``: on a connection of its
        own, for a background thread)."""
        store = self.store.reopen() if threaded else self.store
        t = time.perf_counter()
        try:
            version = self._version(store)
            n = len(store.essay_ids())
            if progress:
                progress(0, n)
            with tempfile.TemporaryDirectory() as tmp:
                try:
                    export_release(store, Path(tmp) / "check", passphrase=None, mode=self.mode, seed=self.seed,
                                   allow_unresolved=True)
                    leaks: list[str] = []
                except ReleaseError as e:
                    leaks = [str(e)]
            leaks += report_leaks(store)
            if progress:
                progress(n, n)
        finally:
            if threaded:
                store.close()
        self._checked_at = version
        return LeakResult(not leaks, leaks, n, time.perf_counter() - t, n)
