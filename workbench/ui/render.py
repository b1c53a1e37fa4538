"""Pure HTML rendering of an essay and its spans (DESIGN.md, practice 10): testable without a kernel.

The container's text content is exactly the essay text (running numbers are drawn by CSS from a data
attribute), so a browser selection maps back to character offsets.
"""

from __future__ import annotations

import html
from collections.abc import Iterable, Sequence

from workbench import taxonomy
from workbench.model import Span

__all__ = ["LOW_SCORE", "STYLE", "css_class", "render_spans", "render_target"]

LOW_SCORE = 0.5

STYLE = """
<style>
.pw-text { white-space: pre-wrap; line-height: 1.9; font-family: Georgia, serif; font-size: 15px;
           padding: 8px 12px; border: 1px solid #ddd; border-radius: 4px; background: #fff; }
.pw-text mark { padding: 1px 2px; border-radius: 3px; cursor: pointer; color: inherit; }
.pw-text mark[data-n]::after { content: attr(data-n); font-size: 9px; vertical-align: super; margin-left: 1px;
                               color: #444; }
.pw-replace { background: #ffd8a8; } .pw-placeholder { background: #a5d8ff; }
.pw-mark { background: #d0bfff; } .pw-low { background: #e9ecef; outline: 1px dashed #868e96; }
.pw-rejected { background: none; text-decoration: line-through #fa5252; }
.pw-accepted { box-shadow: inset 0 -2px 0 #2f9e44; } .pw-current { outline: 2px solid #e03131; }
.pw-surrogate { background: #b2f2bb; }
.pw-legend span { margin-right: 10px; padding: 1px 4px; border-radius: 3px; font-size: 12px; }
</style>
"""


def css_class(span: Span, status: str = "open") -> str:
    """The highlight class of a span: its group, low confidence, and its review status."""
    if status == "rejected":
        return "pw-rejected"
    if span.score < LOW_SCORE and status == "open":
        base = "pw-low"
    else:
        group = taxonomy.LABELS[span.label].group if taxonomy.is_label(span.label) else "mark-only"
        base = {"replace": "pw-replace", "placeholder": "pw-placeholder", "mark-only": "pw-mark"}[group]
    return base + (" pw-accepted" if status == "accepted" else "")


def render_spans(text: str, spans: Iterable[tuple[int, Span, str]], current: int | None = None) -> str:
    """The essay as HTML with every ``(span_id, span, status)`` highlighted; ``current`` is outlined.
    A rejected span that overlaps a live one is not drawn."""
    items = sorted(spans, key=lambda t: (t[1].start, t[2] == "rejected"))
    out: list[str] = []
    pos = 0
    for span_id, span, status in items:
        if span.start < pos:
            continue
        cls = css_class(span, status) + (" pw-current" if span_id == current else "")
        number = f' data-n="{span.number}"' if span.number is not None else ""
        title = html.escape(f"{span.label}: {span.reason}" if span.reason else span.label, quote=True)
        out.append(html.escape(text[pos : span.start]))
        out.append(f'<mark class="{cls}" data-span="{span_id}"{number} title="{title}">'
                   f"{html.escape(text[span.start : span.end])}</mark>")
        pos = span.end
    out.append(html.escape(text[pos:]))
    return f'<div class="pw-text">{"".join(out)}</div>'


def render_target(target: str, aligned: Sequence[tuple[Span, int, int]]) -> str:
    """The pseudonymized text with every surrogate highlighted (SVALA's target view)."""
    out: list[str] = []
    pos = 0
    for span, a, b in sorted(aligned, key=lambda t: t[1]):
        number = f' data-n="{span.number}"' if span.number is not None else ""
        out.append(html.escape(target[pos:a]))
        out.append(f'<mark class="pw-surrogate"{number} title="{html.escape(span.label)}">'
                   f"{html.escape(target[a:b])}</mark>")
        pos = b
    out.append(html.escape(target[pos:]))
    return f'<div class="pw-text">{"".join(out)}</div>'
