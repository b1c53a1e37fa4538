"""What a screen says after an action: an error in red, and undo's answer in words (shared by the team screens)."""

from __future__ import annotations

import html

from workbench.store import ReviewStore, StoreError, Undone

__all__ = ["error_html", "undo_step"]


def error_html(e: Exception) -> str:
    """An error as a red line of HTML."""
    return f"<span style='color:#c92a2a'>{html.escape(str(e))}</span>"


def undo_step(store: ReviewStore, reviewer: str) -> tuple[Undone | None, str]:
    """Take back ``reviewer``'s last step; what was undone (None: nothing, or refused) and the line to show."""
    try:
        undone = store.undo(reviewer)
    except StoreError as e:
        return None, error_html(e)
    return undone, "nothing to undo" if undone is None else html.escape(undone.description)
