"""Essay texts kept in memory between steps: a store never changes an essay's text once it holds the essay
(the essays table is only ever inserted into), so a text read once is the text for as long as the store is
open. A bulk decision propagates its values into every essay of the learners it touches: without this, each
step read those texts again (on PostgreSQL the largest statement group of a bulk accept) and hashed them again
for the folding cache (matching.folded).

Bounded by characters held (oldest read first out); one per open store (ReviewStore), shared by its threads.
"""

from __future__ import annotations

import threading
from collections.abc import Iterable

from workbench.store.sqlite import Tx

__all__ = ["LIMIT", "Texts"]

#: characters held at most: 20-80 MB (1-4 bytes a character); ~6,000 essays of 3,000 characters, where a bulk
#: step over 500 hits reads a few hundred
LIMIT = 20_000_000


class Texts:
    """Essay id -> text, of one store."""

    def __init__(self, limit: int = LIMIT) -> None:
        self._texts: dict[str, str] = {}
        self._size, self._limit = 0, limit
        self._lock = threading.Lock()

    def get(self, tx: Tx, essay_ids: Iterable[str]) -> dict[str, str]:
        """The texts of ``essay_ids`` (ids the store lacks are left out): those not held are read in a query per
        500 essays."""
        wanted = list(dict.fromkeys(essay_ids))
        with self._lock:
            out = {eid: self._texts[eid] for eid in wanted if eid in self._texts}
        missing = [eid for eid in wanted if eid not in out]
        for k in range(0, len(missing), 500):
            part = missing[k:k + 500]
            out.update(tx.all(f"SELECT id, text FROM essays WHERE id IN ({','.join('?' * len(part))})", part))
        self.keep((eid, out[eid]) for eid in missing if eid in out)
        return out

    def keep(self, texts: Iterable[tuple[str, str]]) -> None:
        """Hold texts read elsewhere (by id, as the store holds them)."""
        with self._lock:
            for eid, text in texts:
                if eid in self._texts or len(text) > self._limit:
                    continue
                self._texts[eid] = text
                self._size += len(text)
                while self._size > self._limit:
                    self._size -= len(self._texts.pop(next(iter(self._texts))))

    def __len__(self) -> int:
        return len(self._texts)
