"""An invisible widget that tells Python when a page shows it.

The server keeps a kernel ready for each review page, with its notebook already run (workbench.ui.serve), so a
screen built then would show the store as it was when that kernel started, and would record as "opened" an
essay nobody has seen. A screen therefore reads the store when the browser renders this widget: ``Shown(fn)``
calls ``fn()`` every time a page displays it (once per page view).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import anywidget

__all__ = ["Shown"]

_ESM = """
function render({ model, el }) {
  el.style.display = "none";
  model.send({ event: "shown" });
}
export default { render };
"""


class Shown(anywidget.AnyWidget):
    """Calls ``callback()`` when a page renders the widget."""

    _esm = _ESM

    def __init__(self, callback: Callable[[], None], **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self._callback = callback
        self.on_msg(self._on_msg)

    def _on_msg(self, _widget: Any, content: Any, _buffers: Any) -> None:
        if isinstance(content, dict) and content.get("event") == "shown":
            self._callback()
