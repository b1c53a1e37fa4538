"""The header block of a forum message in the essay screen: thread, author, recipients, timestamp and
subject, each original beside the mask the release gives it (metadata of workbench.forum.review).

Pure HTML (DESIGN.md, practice 10). It shows originals: like the source text beside it, it is for the
private side only.
"""

from __future__ import annotations

import html

from workbench.forum.review import MESSAGE_KIND
from workbench.model import Essay

__all__ = ["is_message", "render_message_header"]

HEADER_STYLE = """
<style>
.pw-message-header { border: 1px solid #ddd; border-left: 4px solid #4dabf7; border-radius: 4px;
                     background: #f8f9fa; padding: 6px 12px; margin: 4px 0 8px 0; font-size: 14px; }
.pw-message-header td { padding: 1px 12px 1px 0; vertical-align: top; }
.pw-message-header td:first-child { color: #555; }
.pw-message-header .pw-mask { background: #b2f2bb; padding: 0 3px; border-radius: 3px; }
</style>
"""


def is_message(essay: Essay) -> bool:
    """Whether ``essay`` is a forum message (``workbench review init MESSAGES --participants P``)."""
    return essay.metadata.get("kind") == MESSAGE_KIND


def _pair(original: str, masked: str) -> str:
    """``original → mask`` (only the original when the release keeps it as it is)."""
    if not original:
        return "<i>(none)</i>"
    if masked == original:
        return html.escape(original)
    return f"{html.escape(original)} → <span class='pw-mask'>{html.escape(masked)}</span>"


def _people(originals: str, masks: str) -> str:
    left, right = originals.split(";") if originals else [], masks.split(";") if masks else []
    if not left:
        return "<i>(none)</i>"
    if len(left) != len(right):  # should not happen; never pair a mask with the wrong person
        return _pair(", ".join(left), ", ".join(right))
    return ", ".join(_pair(a, b) for a, b in zip(left, right, strict=True))


def render_message_header(essay: Essay) -> str:
    """The header table of a message essay: thread, author, recipients, timestamp, subject."""
    m = essay.metadata
    thread = html.escape(m.get("thread", ""))
    if m.get("thread_title"):
        thread += f" “{_pair(m['thread_title'], m.get('thread_title_masked', ''))}”"
    rows = [("thread", thread),
            ("author", _pair(m.get("author", ""), m.get("author_mask", ""))),
            ("recipients", _people(m.get("recipients", ""), m.get("recipient_masks", ""))),
            ("timestamp", html.escape(m.get("timestamp", "")) or "<i>(none)</i>")]
    if m.get("subject"):
        rows.append(("subject", _pair(m["subject"], m.get("subject_masked", ""))))
    body = "".join(f"<tr><td>{k}</td><td class='pw-h-{k}'>{v}</td></tr>" for k, v in rows)
    return f"{HEADER_STYLE}<div class='pw-message-header'><table>{body}</table></div>"
