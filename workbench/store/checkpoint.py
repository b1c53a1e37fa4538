"""SQLite's write-ahead log copied into the database file by a thread of its own, not by a write.

SQLite checkpoints automatically inside the COMMIT that takes the log past 1,000 pages: that write then also
copies the log into the database file and syncs it (a bulk step over 500 hits writes about 250 pages, so every
fourth one paid 100-140 ms more, its p95). A store's connection turns that off, and after each write wakes this
thread, which runs a PASSIVE checkpoint on a connection of its own: it copies what no reader still needs,
never waits for or blocks a reviewer's reads or writes, and a missed one is done after the next write. SQLite
syncs the database file before it reuses the log, so nothing committed is lost.
"""

from __future__ import annotations

import sqlite3
import threading

__all__ = ["Checkpointer"]


class Checkpointer:
    """Checkpoints one SQLite file in the background after each ``poke`` (pokes while one runs: one more)."""

    def __init__(self, path: str) -> None:
        self._path = path
        self._wake = threading.Event()
        self._stop = False
        self._thread = threading.Thread(target=self._run, name=f"checkpoint {path}", daemon=True)
        self._thread.start()

    def poke(self) -> None:
        self._wake.set()

    def _run(self) -> None:
        try:
            db = sqlite3.connect(self._path, isolation_level=None)
        except sqlite3.Error:
            return  # the store's own connection checkpoints when it closes
        try:
            while True:
                self._wake.wait()
                self._wake.clear()
                if self._stop:
                    return
                try:
                    db.execute("PRAGMA wal_checkpoint(PASSIVE)").fetchall()
                except sqlite3.Error:
                    pass  # busy (another process checkpoints): the next write wakes us again
        finally:
            db.close()

    def close(self) -> None:
        """Stop the thread and close its connection (before the store's own, which checkpoints the rest)."""
        self._stop = True
        self._wake.set()
        self._thread.join()
