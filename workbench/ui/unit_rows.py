"""The curator's differences, one row per place (its words in context, and one button per version to take), as
one widget: an essay's rows reach the browser in one message and a click comes back as one (anywidget: its
JavaScript ships inside the Python package, nothing is fetched).

With a row of ipywidgets per place (an HTML and a button per version), moving to the next essay sent the
browser two model updates per row, and an essay with more places than any before made four new widget models
a row (the first moves at 20,000 essays: 25-112 messages and up to 48 new models each).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import anywidget
import traitlets

__all__ = ["UnitRows"]

_ESM = r"""
function render({ model, el }) {
  const box = document.createElement("div");
  box.className = "pw-unit-rows";
  el.appendChild(box);
  const draw = () => {
    const disabled = model.get("disabled");
    box.replaceChildren(...model.get("rows").map((row, k) => {
      const line = document.createElement("div");
      line.className = "pw-unit";
      line.style.cssText = "display:flex;align-items:center;gap:4px;margin:2px 0";
      const quote = document.createElement("div");
      quote.style.width = "46%";
      quote.innerHTML = row.quote;
      line.appendChild(quote);
      row.choices.forEach((words, n) => {
        const b = document.createElement("button");
        b.className = "jupyter-button widget-button pw-take-" + n + (row.taken[n] ? " mod-success" : "");
        b.style.width = "auto";
        b.textContent = words;
        b.title = words;
        b.disabled = disabled;
        b.addEventListener("click", () => model.send({ take: [k, n] }));
        line.appendChild(b);
      });
      return line;
    }));
  };
  draw();
  model.on("change:rows", draw);
  model.on("change:disabled", draw);
}
export default { render };
"""


class UnitRows(anywidget.AnyWidget):
    """``rows``: one dict per place, ``quote`` (HTML), ``choices`` (the words of each version's button) and
    ``taken`` (whether the shared state gives that version now); a click on row k's button n calls
    ``on_take(k, n)`` (``click`` does the same from Python)."""

    _esm = _ESM
    rows = traitlets.List(traitlets.Dict(), default_value=[]).tag(sync=True)
    disabled = traitlets.Bool(False).tag(sync=True)

    def __init__(self, on_take: Callable[[int, int], None], **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self._on_take = on_take
        self.on_msg(self._on_msg)

    def click(self, k: int, n: int) -> None:
        """What a click on row ``k``'s button ``n`` does (nothing for a row or button not shown, or disabled)."""
        if not self.disabled and 0 <= k < len(self.rows) and 0 <= n < len(self.rows[k]["choices"]):
            self._on_take(k, n)

    def _on_msg(self, _widget: Any, content: Any, _buffers: Any) -> None:
        take = content.get("take") if isinstance(content, dict) else None
        if isinstance(take, list) and len(take) == 2 and all(type(x) is int for x in take):
            self.click(take[0], take[1])
