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


def test_a_screen_starts_once_the_warm_up_is_done(monkeypatch) -> None:
    """A page that takes a kernel still warming up starts its screen after the warm-up, not beside it (both
    made the same tables, and the start took seconds under load)."""
    import time

    import workbench.pseudonymize.warm as warm_module
    from workbench.ui.app import _on_show, _warmed
    from workbench.ui.shown import Shown

    warmed = threading.Event()

    def slow_warm() -> None:
        time.sleep(0.5)
        warmed.set()

    class Screen:
        widget = w.HTML("screen")
        saw: list[bool] = []

        def start(self) -> None:
            self.saw.append(warmed.is_set())

    monkeypatch.setattr(warm_module, "warm", slow_warm)
    try:
        page = _warmed(_on_show(Screen(), early=True))
        shown = next(c for c in page.children if isinstance(c, Shown))
        shown._show(early=True)  # as the page's request for the widgets' state does
        assert Screen.saw == [True]
    finally:
        gc.unfreeze()
