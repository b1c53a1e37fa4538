"""``paused_gc()``: no cyclic garbage collection while a block builds many small objects.

Reading a key of 600,000 entries or checking 20,000 released texts creates millions of tuples and
strings, none of them in a reference cycle; the cyclic collector still walks them again and again as
they pile up (it took 2.6 of the 3 s of reading such a key). Reference counting frees everything as
usual; the collector runs again when the block ends, if it was enabled before.

``paused_gc(kept=True)`` is for a block whose objects a long-lived owner keeps (the sign-off's ReleaseCheck
keeps every learner's render, the originals and their matchers): at its end every object alive is moved to
the permanent generation (gc.freeze), so the collector never walks them again. Without it, the first
collection after a 20,000-essay check walked the millions of objects the block made: 1-3 s, paid by
whatever the kernel did next. Reference counting still frees frozen objects; only garbage in reference
cycles alive at that moment is never collected (a kernel runs few checks).
"""

from __future__ import annotations

import gc
from collections.abc import Iterator
from contextlib import contextmanager

__all__ = ["paused_gc"]


@contextmanager
def paused_gc(kept: bool = False) -> Iterator[None]:
    enabled = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if kept:
            gc.freeze()
        if enabled:
            gc.enable()
