"""Essays kept in memory between steps: a store never changes an essay once it holds it (the essays table is
only ever inserted into), so an essay read once is the essay for as long as the store is open. A bulk decision
propagates its values into every essay of the learners it touches: without this, each step read those texts
again (on PostgreSQL the largest statement group of a bulk accept) and hashed them again for the folding cache
(matching.folded); and state.load joined essays to essay_state, which on SQLite walks each row's text to reach
the metadata stored after it (a bulk accept's 500 essays: 4.6 ms of CPU).

Bounded by characters of text held (oldest read first out); one per open store (ReviewStore), shared by its
threads. Each Essay handed out is a new record with its own metadata dict (a caller may change it).
"""

from __future__ import annotations

import json
import threading
from collections.abc import Iterable
from typing import Any

from workbench.model import Essay
from workbench.store.sqlite import Tx

__all__ = ["LIMIT", "Texts"]

#: characters held at most: 20-80 MB (1-4 bytes a character); ~6,000 essays of 3,000 characters, where a bulk
#: step over 500 hits reads a few hundred
LIMIT = 20_000_000

#: an essay as held: learner id, text, language, metadata
_Held = tuple[str, str, str, dict[str, Any]]


class Texts:
    """Essay id -> the essay (its text above all), of one store."""

    def __init__(self, limit: int = LIMIT) -> None:
        self._held: dict[str, _Held] = {}
        self._size, self._limit = 0, limit
        self._lock = threading.Lock()

    def _rows(self, tx: Tx, essay_ids: Iterable[str]) -> dict[str, _Held]:
        """The held rows of ``essay_ids`` (ids the store lacks are left out): those not held are read in a query
        per 500 essays."""
        wanted = list(dict.fromkeys(essay_ids))
        with self._lock:
            out = {eid: self._held[eid] for eid in wanted if eid in self._held}
        missing = [eid for eid in wanted if eid not in out]
        read: list[tuple[str, _Held]] = []
        for k in range(0, len(missing), 500):
            part = missing[k:k + 500]
            read += [(r[0], (r[1], r[2], r[3], json.loads(r[4]))) for r in tx.all(
                "SELECT id, learner_id, text, language, metadata FROM essays WHERE id IN "
                f"({','.join('?' * len(part))})", part)]
        out.update(read)
        self._keep(read)
        return out

    def get(self, tx: Tx, essay_ids: Iterable[str]) -> dict[str, str]:
        """The texts of ``essay_ids`` (ids the store lacks are left out)."""
        return {eid: held[1] for eid, held in self._rows(tx, essay_ids).items()}

    def essays(self, tx: Tx, essay_ids: Iterable[str]) -> dict[str, Essay]:
        """The essays of ``essay_ids`` (ids the store lacks are left out), each a new record."""
        return {eid: Essay(eid, h[0], h[1], h[2], dict(h[3])) for eid, h in self._rows(tx, essay_ids).items()}

    def keep(self, essays: Iterable[Essay]) -> None:
        """Hold essays read elsewhere (as the store holds them)."""
        self._keep((e.id, (e.learner_id, e.text, e.language, dict(e.metadata))) for e in essays)

    def _keep(self, rows: Iterable[tuple[str, _Held]]) -> None:
        with self._lock:
            for eid, held in rows:
                if eid in self._held or len(held[1]) > self._limit:
                    continue
                self._held[eid] = held
                self._size += len(held[1])
                while self._size > self._limit:
                    self._size -= len(self._held.pop(next(iter(self._held)))[1])

    def forget(self, essay_id: str) -> None:
        """Hold the essay of ``essay_id`` no more (it was renamed: the id may name another essay later)."""
        with self._lock:
            held = self._held.pop(essay_id, None)
            if held is not None:
                self._size -= len(held[1])

    def __len__(self) -> int:
        return len(self._held)
