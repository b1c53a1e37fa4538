"""A disabled control says why, visibly, next to it (not only in a hover tooltip)."""

from __future__ import annotations

import html

import ipywidgets as w

__all__ = ["gate", "why_label"]


def why_label(name: str = "why") -> w.HTML:
    """An empty reason label to place next to a control (class ``pw-<name>`` for the browser tests)."""
    label = w.HTML()
    label.add_class(f"pw-{name}")
    return label


def gate(control: w.DOMWidget, why: w.HTML, reason: str | None) -> None:
    """Enable ``control`` when ``reason`` is empty; otherwise disable it and show the reason in ``why``."""
    with control.hold_sync():  # its state and tooltip in one message
        control.disabled = bool(reason)
        if hasattr(control, "tooltip"):
            control.tooltip = reason or None
    why.value = (f"<small style='color:#868e96'>{html.escape(reason)}</small>" if reason else "")
