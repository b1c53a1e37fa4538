"""A page of search hits with a tick box each, as one widget: the hits' HTML goes in as one list and the
ticked rows come back as one list, so a new page reaches the browser in one message (anywidget: its
JavaScript ships inside the Python package, nothing is fetched)."""

from __future__ import annotations

import anywidget
import traitlets

__all__ = ["HitList"]

_ESM = r"""
function render({ model, el }) {
  const box = document.createElement("div");
  box.className = "pw-hit-list";
  el.appendChild(box);
  const draw = () => {
    const ticked = new Set(model.get("ticked"));
    box.innerHTML = "";
    model.get("rows").forEach((html, i) => {
      const row = document.createElement("label");
      row.className = "pw-hit-row";
      row.style.display = "block";
      const tick = document.createElement("input");
      tick.type = "checkbox";
      tick.checked = ticked.has(i);
      tick.style.marginRight = "8px";
      tick.addEventListener("change", () => {
        const now = new Set(model.get("ticked"));
        tick.checked ? now.add(i) : now.delete(i);
        model.set("ticked", [...now].sort((a, b) => a - b));
        model.save_changes();
      });
      const text = document.createElement("span");
      text.innerHTML = html;
      row.appendChild(tick);
      row.appendChild(text);
      box.appendChild(row);
    });
  };
  draw();
  model.on("change:rows", draw);
  model.on("change:ticked", () => {
    const ticked = new Set(model.get("ticked"));
    box.querySelectorAll("input[type=checkbox]").forEach((t, i) => { t.checked = ticked.has(i); });
  });
}
export default { render };
"""


class HitList(anywidget.AnyWidget):
    """``rows`` (HTML of each hit, from search_screen.render_hit) in; ``ticked`` (row numbers) both ways."""

    _esm = _ESM
    rows = traitlets.List(traitlets.Unicode(), default_value=[]).tag(sync=True)
    ticked = traitlets.List(traitlets.Int(), default_value=[]).tag(sync=True)
