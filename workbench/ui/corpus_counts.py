"""The corpus's review counts as the essay screen shows them, without an aggregate query over the corpus on a
click.

The counts of the whole corpus are one aggregate query over every essay's state (about 35 ms at 20,000
essays, half of what moving to the next essay cost). A change the screen makes itself (opening an essay, a
decision in it) changes the counts of that essay's learner only, so the corpus counts move by as much as the
learner's did (two indexed queries). The counts are read whole
again only when the store's log moved by someone else's hand (another reviewer, the sign-off page) or by an
undo (it may reach any essay): the log's version (``log_version``, two index look-ups) is compared before
every read.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import astuple

from workbench.store import Progress, ReviewStore

__all__ = ["CorpusCounts"]


def _moved(total: Progress, before: Progress, after: Progress) -> Progress:
    return Progress(*(t - b + a for t, b, a in zip(astuple(total), astuple(before), astuple(after), strict=True)))


class CorpusCounts:
    """The counts of ``store``'s whole corpus: ``get()``; wrap a change of one learner's essays in
    ``change(learner_id)``."""

    def __init__(self, store: ReviewStore) -> None:
        self.store = store
        self.total: Progress | None = None
        self.version: tuple[int, int] | None = None  # the log's version ``total`` holds
        self.full_reads = 0  # aggregate queries over the corpus so far (the tests count them)

    def get(self) -> Progress:
        """The counts now: as kept, or read whole when the log moved since (the version is read first, so a
        change landing between the two reads is read again next time rather than missed)."""
        version = self.store.log_version()
        if self.total is None or version != self.version:
            self.total, self.version = self.store.progress(), version
            self.full_reads += 1
        return self.total

    @contextmanager
    def change(self, learner_id: str) -> Iterator[None]:
        """Around this screen's own write, which changes essays of ``learner_id`` only: the kept counts move by
        as much as the learner's did. When the log had moved by someone else's hand before the write, the
        counts are read whole at the next ``get``. (A decision by someone else in the instant between this
        write and the version read after it is counted at the next read after a later one of theirs.)"""
        exact = self.total is not None and self.store.log_version() == self.version
        before = self.store.progress(learner_id) if exact else None
        try:
            yield
        finally:
            if before is not None and self.total is not None:
                version = self.store.log_version()
                self.total = _moved(self.total, before, self.store.progress(learner_id))
                self.version = version
            else:
                self.total = None
