"""``paused_gc()``: no cyclic garbage collection while a block makes many small objects.

Reading a key of 600,000 entries, checking 20,000 released texts or a bulk review step over 500 hits creates
hundreds of thousands to millions of tuples, strings and records, none of them in a reference cycle. With the
collector on they survive its young passes, get promoted, and push it into passes over the whole heap (2.6 of
the 3 s of reading such a key; 180-230 ms every few bulk steps at 20,000 essays, the p95 of a bulk accept).
Held off, reference counting frees them as usual. Nested and concurrent blocks (threads: the sign-off's check
runs beside the screen's decisions) share one pause: the collector is on again when the last one ends, if it
was on before the first.

What a block leaves alive when the pause ends counts as new to the collector: the next allocation starts a
collection over it, and a few such steps a collection of the whole heap (a bulk step's 580 essay states: a
full collection inside every fourth to tenth bulk step, 40-250 ms). So pause around a call whose frame holds
the working set: it is freed, by reference counting, before the pause ends (ReviewStore.apply and undo).

``paused_gc(kept=True)`` is for a block whose objects a long-lived owner keeps (the sign-off's ReleaseCheck
keeps every learner's render, the originals and their matchers): at its end every object alive is moved to
the permanent generation (gc.freeze), so the collector never walks them again. Without it, the first
collection after a 20,000-essay check walked the millions of objects the block made: 1-4 s, paid by
whatever the kernel did next. Reference counting still frees frozen objects; only garbage in reference
cycles alive at that moment is never collected (a kernel runs few checks).
"""

from __future__ import annotations

import gc
import threading
from collections.abc import Iterator
from contextlib import contextmanager

__all__ = ["paused_gc"]

_lock = threading.Lock()
_depth = 0
_was_on = False


@contextmanager
def paused_gc(kept: bool = False) -> Iterator[None]:
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
            if kept:
                gc.freeze()
            _depth -= 1
            if _depth == 0 and _was_on:
                gc.enable()
