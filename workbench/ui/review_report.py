"""The review report: every comment of the review (OBS!/Com! on spans, document comments), released beside
the texts as ``review_report.csv`` with no original value in it.

A comment is free text a reviewer typed and may quote what it is about ("Kalle is her brother"): every value
the review marks as personal in the learner's essays (every live span's text) is masked in it with its label
(``[FIRSTNAME_MALE]``), and the span a comment is about is named by label, running number and offset, never
by its text. The sign-off's leak check then checks the report like every released text.
"""

from __future__ import annotations

import csv
import io
import re
from pathlib import Path

from workbench.store import Comment, ReviewStore

__all__ = ["FILE_NAME", "mask", "report_rows", "report_text", "write_report"]

FILE_NAME = "review_report.csv"
COLUMNS = ("essay", "position", "tag", "span", "comment")
_TAGS = {"OBS!": "OBS", "Com!": "Com", "document": "document"}  # the release never holds "OBS!"/"Com!"


def mask(text: str, originals: list[tuple[str, str]]) -> str:
    """``text`` with every (value, label) of ``originals`` replaced by ``[LABEL]``, longest values first, case
    folded, also inside longer words."""
    for value, label in sorted(originals, key=lambda x: -len(x[0])):
        if value.strip():
            text = re.sub(re.escape(value.strip()), f"[{label.upper()}]", text, flags=re.IGNORECASE)
    return text


def _originals(store: ReviewStore, learner_id: str) -> list[tuple[str, str]]:
    found = {}
    for essay_id in store.essay_ids(learner_id):
        view = store.view(essay_id)
        for s in view.spans:
            if s.status != "rejected":
                found[view.essay.text[s.span.start:s.span.end]] = s.span.label
    return list(found.items())


def _span(c: Comment) -> str:
    if c.label is None:
        return ""
    number = f" {c.number}" if c.number is not None else ""
    return f"{c.label}{number} at {c.start}"


def report_rows(store: ReviewStore) -> list[dict[str, str]]:
    """One row per comment, in corpus order, with originals masked."""
    rows = []
    cache: dict[str, list[tuple[str, str]]] = {}
    learner_of: dict[str, str] = {}
    for c in store.comments():
        if c.essay_id not in learner_of:
            learner_of[c.essay_id] = store.essay(c.essay_id).learner_id
        learner = learner_of[c.essay_id]
        if learner not in cache:
            cache[learner] = _originals(store, learner)
        rows.append({"essay": c.essay_id, "position": str(c.position + 1), "tag": _TAGS.get(c.tag, c.tag),
                     "span": _span(c), "comment": mask(" ".join(c.text.split()), cache[learner])})
    return rows


def report_text(rows: list[dict[str, str]]) -> str:
    """The CSV as written (UTF-8, a header line, \\n line ends)."""
    buf = io.StringIO()
    writer = csv.DictWriter(buf, COLUMNS, lineterminator="\n")
    writer.writeheader()
    writer.writerows(rows)
    return buf.getvalue()


def write_report(store: ReviewStore, out_dir: str | Path) -> Path:
    """Write ``out_dir/review_report.csv``; returns its path."""
    path = Path(out_dir) / FILE_NAME
    path.write_text(report_text(report_rows(store)), encoding="utf-8")
    return path
