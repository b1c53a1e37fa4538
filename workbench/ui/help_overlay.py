"""The keyboard help overlay (``?``): every key of a screen and what it does."""

from __future__ import annotations

import html
from collections.abc import Sequence

import ipywidgets as w

__all__ = ["HelpOverlay", "render_help"]

_BOX = ("position:fixed;top:70px;left:50%;transform:translateX(-50%);z-index:1000;background:#fff;"
        "border:1px solid #adb5bd;border-radius:6px;box-shadow:0 4px 16px rgba(0,0,0,.2);padding:12px 20px")


def _key(k: str) -> str:
    return {" ": "space", "Escape": "Esc"}.get(k, k)


def render_help(keys: Sequence[tuple[str, str]], title: str = "Keys") -> str:
    """The overlay's HTML: one row per (key, what it does)."""
    rows = "".join(f"<tr><td><kbd>{html.escape(_key(k))}</kbd></td><td>{html.escape(what)}</td></tr>"
                   for k, what in keys)
    return (f"<div class='pw-help-box' style='{_BOX}'><b>{html.escape(title)}</b> <small>(they work anywhere on "
            "the page but in a text field; <kbd>?</kbd> or <kbd>Esc</kbd> closes this)</small>"
            f"<table>{rows}</table></div>")


class HelpOverlay:
    """A hidden overlay listing ``keys``; ``toggle``/``hide`` show and hide it."""

    def __init__(self, keys: Sequence[tuple[str, str]]) -> None:
        self.keys = list(keys)
        self.widget = w.HTML(render_help(self.keys), layout=w.Layout(display="none"))
        self.widget.add_class("pw-help")

    @property
    def visible(self) -> bool:
        return self.widget.layout.display != "none"

    def toggle(self) -> None:
        self.widget.layout.display = "none" if self.visible else ""

    def hide(self) -> None:
        self.widget.layout.display = "none"
