"""A review page's kernel keeps what it loaded out of the garbage collector's full collections (app._warmed):
each walked the modules and tables again, 0.1-0.7 s a time, while a page opened and at clicks."""

from __future__ import annotations

import gc
import threading

import ipywidgets as w


def test_what_a_page_loaded_is_frozen_once_warm() -> None:
    from workbench.ui.app import _warmed

    tracked = len(gc.get_objects())  # every generation the collector walks, not the frozen one
    try:
        _warmed(w.HTML("screen"))
        for thread in threading.enumerate():
            if thread.name == "workbench-warm":
                thread.join(timeout=120)
                assert not thread.is_alive(), "the warm thread did not finish in 120 s"
        assert gc.get_freeze_count() > tracked // 2
        assert len(gc.get_objects()) < tracked // 2, "a full collection still walks what the page loaded"
    finally:
        gc.unfreeze()  # this test process, unlike a page's kernel, goes on to other tests
