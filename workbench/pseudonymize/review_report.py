"""The review report: every comment of the review (OBS!/Com! on spans, document comments), released with the
texts as ``release/review_report.csv`` with no original value in it.

It ships inside release/ because the guidelines (003, section 16) mean Com! comments and document comments for
the corpus's users, and because a file beside the release would escape both ``check-release`` and the digest
the sign-off records; OBS! comments serve the later annotation of the same released texts. Its tags are written
without "!" (the leak check refuses "OBS!" and "Com!" anywhere in a release).

A comment is free text a reviewer typed and may quote what it is about ("Kalle is her brother"): every value
the review marks as personal in the learner's essays (every live span's text) is masked in it with its label
(``[FIRSTNAME_MALE]``), and so is what detection finds in the comment itself, read as a text of its essay's
language (review 14 released a comment with a personal ID number, a phone number and a name no span held:
"personnummer 19900101-1234, tel 0701234567"); only the spans that a release replaces are masked, not the
mark-only ones. The span a comment is about is named by label, running number and offset, never by its
text. The one leak check then checks each comment as a text of its essay's learner
(workbench.pseudonymize.leak.check_review_report), in the writer, ``check-release`` and the sign-off alike.
"""

from __future__ import annotations

import csv
import io
import os
import re

from workbench import taxonomy
from workbench.model import Essay
from workbench.pseudonymize.leak import REPORT_COLUMNS as COLUMNS
from workbench.pseudonymize.leak import REPORT_NAME as FILE_NAME
from workbench.store import Comment, ReviewStore

__all__ = ["COLUMNS", "FILE_NAME", "mask", "report_rows", "report_text"]
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
    """One row per comment, in corpus order, with originals and what detection finds in it masked."""
    rows = []
    cache: dict[str, list[tuple[str, str]]] = {}
    essays: dict[str, Essay] = {}
    for c in store.comments():
        if c.essay_id not in essays:
            essays[c.essay_id] = store.essay(c.essay_id)
        learner = essays[c.essay_id].learner_id
        if learner not in cache:
            cache[learner] = _originals(store, learner)
        rows.append({"essay": c.essay_id, "position": str(c.position + 1), "tag": _TAGS.get(c.tag, c.tag),
                     "span": _span(c), "comment": " ".join(c.text.split())})
    for row, comment in zip(rows, _detected_masked(rows, essays), strict=True):
        row["comment"] = mask(comment, cache[essays[row["essay"]].learner_id])
    return rows


def _detected_masked(rows: list[dict[str, str]], essays: dict[str, Essay]) -> list[str]:
    """Each row's comment with what detection (the rules and the model, every essay step) finds in it masked by
    its label, each comment read alone in its essay's language, before any other masking (a "[SURNAME]" is no
    text to read)."""
    if not rows:
        return []
    comments = tuple((row["comment"], essays[row["essay"]].language) for row in rows)
    key = (os.environ.get("WORKBENCH_MODEL"), comments)
    last_key, last_out = _LAST[0]  # one tuple, swapped whole: threads see a key with its own masks
    if last_key == key:  # the sign-off's check runs again after each decision; the comments rarely changed
        return list(last_out)
    from workbench.pipeline import detect_corpus

    texts = [Essay(f"comment-{k}", f"comment-{k}", text, lang) for k, (text, lang) in enumerate(comments)]
    found = detect_corpus(texts, learner_wide=False).spans
    out = []
    for text in texts:
        comment = text.text
        for span in sorted(found[text.id], key=lambda s: -s.start):
            if taxonomy.get(span.label).group != "mark-only" and span.label != "extra":
                comment = f"{comment[: span.start]}[{span.label.upper()}]{comment[span.end :]}"
        out.append(comment)
    _LAST[0] = (key, tuple(out))
    return out


#: the model setting and comments (text, language) of the last call and what detection masked in them (detection is
#: pure: the same comments under the same model give the same masks; 0.75 ms a one-sentence comment)
_LAST: list[tuple[object, tuple[str, ...]]] = [(None, ())]


def report_text(rows: list[dict[str, str]]) -> str:
    """The CSV as written (UTF-8, a header line, \\n line ends)."""
    buf = io.StringIO()
    writer = csv.DictWriter(buf, COLUMNS, lineterminator="\n")
    writer.writeheader()
    writer.writerows(rows)
    return buf.getvalue()
