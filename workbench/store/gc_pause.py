"""The cyclic garbage collector held off while a write step runs.

A bulk step over 500 hits makes tens of thousands of short-lived records (states, spans, rows) that live until
the step ends. With the collector on, they survive its young passes, get promoted, and every few steps push it
into a full pass over the whole heap (180-230 ms in review_speed at 20,000 essays: the p95 of a bulk accept).
Held off, they are freed by reference counting when the step ends and never reach the old generation. Nested
and concurrent steps (threads) share one pause; the collector is on again when the last one ends, if it was on.
"""

from __future__ import annotations

import gc
import threading
from collections.abc import Iterator
from contextlib import contextmanager

__all__ = ["gc_paused"]

_lock = threading.Lock()
_depth = 0
_was_on = False


@contextmanager
def gc_paused() -> Iterator[None]:
    global _depth, _was_on
    with _lock:
        if _depth == 0:
            _was_on = gc.isenabled()
            gc.disable()
        _depth += 1
    try:
        yield
    finally:
        with _lock:
            _depth -= 1
            if _depth == 0 and _was_on:
                gc.enable()
