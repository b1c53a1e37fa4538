"""An invisible widget that tells Python when a page shows it.

The server keeps a kernel ready for each review page, with its notebook already run (workbench.ui.serve), so a
screen built then would show the store as it was when that kernel started, and would record as "opened" an
essay nobody has seen. A screen therefore reads the store when a page shows it: ``Shown(fn)`` calls ``fn()``
once per page view.

``Shown(fn, early=True)``, for a screen whose ``fn`` only fills in widgets that exist (the essay screen), runs
it as early as that can be: a page asks the kernel for the state of every widget (ipywidgets' ``request_states``
on its control comm) before it draws any, and ``fn()`` runs first, so the reply already holds what ``fn``
filled in and the page's first drawing shows the screen. Otherwise ``fn()`` runs when the browser renders this
widget, a round trip and a second drawing later: a screen that makes new widgets when it starts (the learner
screen: 143 at 20,000 essays) would send their comm_open messages while the page is still loading the state,
and one such page open in a 20,000-essay bench never showed (120 s), so those keep waiting for the render.

An early start delays the page's state reply (by the screen's start: seconds when the page took a kernel still
warming up, workbench.ui.app._after_warm). The page's output then gives up waiting for the screen's model after
2 s and draws it once the models are loaded; the workbench's page template makes that reliable (a reply that
landed in the last 100 ms of the 2 s left "model not found" on the page for good:
workbench/ui/jupyter/voila/templates/workbench/index.html.j2).
"""

from __future__ import annotations

import logging
import weakref
from collections.abc import Callable
from typing import Any

import anywidget
from ipywidgets import Widget

__all__ = ["Shown"]

log = logging.getLogger(__name__)

_ESM = """
function render({ model, el }) {
  el.style.display = "none";
  model.send({ event: "shown" });
}
export default { render };
"""

#: the Shown widgets of this kernel, started when a page asks for the widgets' state
_WAITING: weakref.WeakSet[Shown] = weakref.WeakSet()
_ANSWER_STATES: Callable[[Any], None] | None = None
_TRIES = 5


def _before_states(cls: type[Widget], msg: Any) -> None:
    """ipywidgets' control-comm handler, with every Shown widget started before a ``request_states`` reply."""
    data = msg.get("content", {}).get("data", {}) if isinstance(msg, dict) else {}
    if isinstance(data, dict) and data.get("method") == "request_states":
        for shown in list(_WAITING):
            shown._show(early=True)
    assert _ANSWER_STATES is not None
    for attempt in range(_TRIES):
        try:  # the reply iterates over every widget: a screen's own thread (started just now) may add one
            _ANSWER_STATES(msg)
            return
        except RuntimeError as e:
            if "changed size during iteration" not in str(e) or attempt == _TRIES - 1:
                raise


def _hook_request_states() -> None:
    """Wrap ipywidgets' control-comm handler once (a page opens its control comm after the notebook ran, so
    the wrapped handler is the one registered)."""
    global _ANSWER_STATES
    if _ANSWER_STATES is None:
        _ANSWER_STATES = Widget._handle_control_comm_msg
        Widget._handle_control_comm_msg = classmethod(_before_states)  # type: ignore[method-assign,assignment]


class Shown(anywidget.AnyWidget):
    """Calls ``callback()`` once per page view: when the page renders the widget, or, with ``early``, when the
    page asks for the widgets' state (then not again at the render)."""

    _esm = _ESM

    def __init__(self, callback: Callable[[], None], early: bool = False, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self._callback = callback
        self._early = False  # started for the page's state request: its render is that same page view
        self.on_msg(self._on_msg)
        if early:
            _hook_request_states()
            _WAITING.add(self)

    def close(self) -> None:
        _WAITING.discard(self)
        super().close()

    def _show(self, early: bool) -> None:
        if not early and self._early:
            self._early = False
            return
        try:
            self._callback()
        except Exception:  # the page's state reply must still go out; the render calls it again
            log.exception("a screen failed to start before the page's first drawing")
            return
        self._early = early

    def _on_msg(self, _widget: Any, content: Any, _buffers: Any) -> None:
        if isinstance(content, dict) and content.get("event") == "shown":
            self._show(early=False)
