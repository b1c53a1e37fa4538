"""A widget that shows an essay's HTML and reports the reader's text selection as character offsets.

Made with anywidget (its JavaScript ships inside the Python package, nothing is fetched), so it renders
the same in JupyterLab and Voilà. The HTML must come from workbench.ui.render: its text content is the
essay text, so offsets counted over text nodes are offsets into the essay.
"""

from __future__ import annotations

import anywidget
import traitlets

__all__ = ["TextSelector"]

_ESM = r"""
function offsetIn(root, node, offset) {
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  let total = 0;
  while (walker.nextNode()) {
    if (walker.currentNode === node) return total + offset;
    total += walker.currentNode.textContent.length;
  }
  return -1;
}
function render({ model, el }) {
  const box = document.createElement("div");
  box.className = "pw-selector";
  el.appendChild(box);
  const draw = () => { box.innerHTML = model.get("html"); };
  draw();
  model.on("change:html", draw);
  box.addEventListener("mouseup", () => {
    const sel = window.getSelection();
    if (!sel || sel.rangeCount === 0 || sel.isCollapsed) return;
    const range = sel.getRangeAt(0);
    const root = box.querySelector(".pw-text") || box;
    let a = offsetIn(root, range.startContainer, range.startOffset);
    let b = offsetIn(root, range.endContainer, range.endOffset);
    if (a < 0 || b < 0 || a === b) return;
    if (a > b) [a, b] = [b, a];
    model.set("selection", [a, b]);
    model.save_changes();
  });
  // keys work wherever the focus is on the page, except while typing in a field
  let presses = 0;
  const onKey = (ev) => {
    const t = ev.target;
    if (ev.ctrlKey || ev.metaKey || ev.altKey) return;
    const typing = t && (["INPUT", "SELECT", "TEXTAREA"].includes(t.tagName) || t.isContentEditable);
    if (typing) return;
    if (!model.get("hotkeys").includes(ev.key)) return;
    ev.preventDefault();
    presses += 1;
    model.set("key", ev.key + ":" + Date.now() + "." + presses);
    model.save_changes();
  };
  document.addEventListener("keydown", onKey);
  box.addEventListener("click", (ev) => {
    const mark = ev.target.closest("mark[data-span]");
    if (!mark) return;
    const sel = window.getSelection();
    if (sel && !sel.isCollapsed) return;
    model.set("clicked", parseInt(mark.dataset.span, 10));
    model.save_changes();
  });
  return () => document.removeEventListener("keydown", onKey);
}
export default { render };
"""


class TextSelector(anywidget.AnyWidget):
    """``html`` and ``hotkeys`` in; ``selection`` ([start, end] of the latest selection), ``clicked`` (span id) and
    ``key`` out."""

    _esm = _ESM
    html = traitlets.Unicode("").tag(sync=True)
    selection = traitlets.List(traitlets.Int(), default_value=[]).tag(sync=True)
    clicked = traitlets.Int(-1).tag(sync=True)
    #: the keys reported (``KeyboardEvent.key`` values), pressed anywhere on the page but in a text field
    hotkeys = traitlets.List(traitlets.Unicode(), default_value=[]).tag(sync=True)
    #: the latest of ``hotkeys`` pressed, as "key:timestamp" (so a repeat still changes it); not echoed back to
    #: the page (ipywidgets 8 answers every value a page sets with an "echo_update" message: one per key press)
    key = traitlets.Unicode("").tag(sync=True, echo_update=False)
