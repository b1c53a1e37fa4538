"""The sign-off page's panel on blind review: how far the reviewers agreed (Krippendorff's alpha per label, and
overall with Fleiss' kappa, workbench.evaluate.review_agreement) and which essays still wait for
adjudication (the release waits for them). The sign-off page shows an ``AgreementPanel``.
"""

from __future__ import annotations

import html
import math
from collections.abc import Sequence

import ipywidgets as w

from workbench.evaluate.review_agreement import ReviewAgreement, review_agreement
from workbench.store import Assignment, Progress, ReviewStore

__all__ = ["AgreementPanel", "render_agreement"]

PAGE = 20


def _num(x: float | None) -> str:
    return "–" if x is None or math.isnan(x) else f"{x:.2f}"


def _table(header: list[str], rows: Sequence[Sequence[object]]) -> str:
    head = "".join(f"<th>{html.escape(h)}</th>" for h in header)
    body = "".join("<tr>" + "".join(f"<td>{html.escape(str(c))}</td>" for c in r) + "</tr>" for r in rows)
    return f'<table class="pw-table"><tr>{head}</tr>{body}</table>'


def render_agreement(p: Progress, result: ReviewAgreement, waiting: list[Assignment]) -> str:
    """The panel's HTML (pure: testable without a kernel)."""
    if not p.assigned:
        return "<h4>blind review</h4><p>No essay is under blind review (workbench review assign).</p>"
    parts = [f"<h4>blind review</h4><p><b>{p.assigned}</b> essays assigned; <b>{p.adjudicated}</b> adjudicated; "
             f"<b>{p.unadjudicated}</b> not adjudicated yet{' (the release waits for them)' if p.unadjudicated else ''}"
             ".</p>"]
    if waiting:
        rows = [[a.essay_id, a.learner_id, ", ".join(a.reviewers),
                 "ready for the curator" if a.ready else "waiting for " + ", ".join(
                     r for r in a.reviewers if r not in a.finished)] for a in waiting]
        more = p.unadjudicated - len(waiting)
        parts.append(_table(["essay", "learner", "reviewers", "state"], rows)
                     + (f"<p>… and {more} more</p>" if more > 0 else ""))
    if result.units:
        agreed = 100 * result.agreed / result.units
        parts.append(f"<p>agreement over <b>{result.essays}</b> essays every reviewer finished "
                     f"({', '.join(html.escape(r) for r in result.reviewers)}): {result.units} spans decided, "
                     f"{agreed:.0f}% alike; Krippendorff's alpha <b>{_num(result.alpha)}</b>"
                     + (f", Fleiss' kappa <b>{_num(result.kappa)}</b>" if result.kappa is not None else "") + "</p>")
        parts.append(_table(["label", "spans", "alike", "alpha"],
                            [[x.label, x.units, x.agreed, _num(x.alpha)] for x in result.labels]))
    else:
        parts.append("<p>No essay has every blind review finished yet: no agreement to show.</p>")
    return "".join(parts)


class AgreementPanel:
    """The panel as a widget, read again on ``refresh``."""

    def __init__(self, store: ReviewStore, read: bool = True) -> None:
        """``read``: read the store now (else at the first ``refresh``)."""
        self.store = store
        self.html = w.HTML()
        self.refresh_btn = w.Button(description="refresh agreement")
        self.refresh_btn.on_click(lambda _: self.refresh())
        self.widget = w.VBox([self.html, self.refresh_btn])
        self.widget.add_class("pw-agreement")
        if read:
            self.refresh()

    def refresh(self, store: ReviewStore | None = None) -> None:
        """Read the figures again (``store``: another connection to the same store, a background thread's)."""
        store = store or self.store
        p = store.progress()
        if p.assigned:
            result = review_agreement(store.blind_marks())
            waiting = store.assignments(limit=PAGE, adjudicated=False)
        else:
            result, waiting = review_agreement({}), []
        self.html.value = render_agreement(p, result, waiting)
