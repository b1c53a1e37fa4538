"""A paged table: one page of rows at a time, with its counts and prev/next buttons (never every row)."""

from __future__ import annotations

import html
from collections.abc import Callable, Sequence

import ipywidgets as w

__all__ = ["Pager", "html_table"]


def html_table(header: Sequence[str], rows: Sequence[Sequence[object]]) -> str:
    head = "".join(f"<th>{html.escape(h)}</th>" for h in header)
    body = "".join("<tr>" + "".join(f"<td>{html.escape(str(c))}</td>" for c in r) + "</tr>" for r in rows)
    return f'<table class="pw-table"><tr>{head}</tr>{body}</table>'


class Pager:
    """``fetch(offset, limit) -> rows`` and ``count() -> total``; shows ``size`` rows a page under ``what``."""

    def __init__(self, name: str, what: str, header: Sequence[str], fetch: Callable[[int, int], list[list[object]]],
                 count: Callable[[], int], size: int = 20) -> None:
        self.what, self.header, self.fetch, self.count, self.size = what, list(header), fetch, count, size
        self.offset = 0
        self.total = 0
        self.table = w.HTML()
        self.where = w.HTML()
        self.prev_btn = w.Button(description="◀", layout=w.Layout(width="40px"))
        self.next_btn = w.Button(description="▶", layout=w.Layout(width="40px"))
        self.prev_btn.on_click(lambda _: self.go(self.offset - self.size))
        self.next_btn.on_click(lambda _: self.go(self.offset + self.size))
        self.widget = w.VBox([w.HBox([self.where, self.prev_btn, self.next_btn]), self.table])
        self.widget.add_class(f"pw-{name}")

    def go(self, offset: int) -> None:
        self.total = self.count()
        self.offset = max(0, min(offset, max(0, self.total - 1) // self.size * self.size))
        rows = self.fetch(self.offset, self.size) if self.total else []
        last = self.offset + len(rows)
        self.where.value = (f"<b>{html.escape(self.what)}</b>: {self.offset + 1:,}–{last:,} of {self.total:,}"
                            if self.total else f"<b>{html.escape(self.what)}</b>: none")
        self.table.value = html_table(self.header, rows) if rows else ""
        self.prev_btn.disabled = self.offset == 0
        self.next_btn.disabled = last >= self.total
        self.prev_btn.layout.display = self.next_btn.layout.display = "" if self.total > self.size else "none"

    def refresh(self) -> None:
        self.go(self.offset)
