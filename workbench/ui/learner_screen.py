"""The learner screen: all essays of one learner side by side, the details they repeat, the
quasi-identifiers they reveal together with a plain-language risk note, and one action per detail that
resolves it in every essay of the learner.

The learner is picked by id or stepped through (prev/next, next with open spans), never from a list of every
learner. Whether a learner's combination of details is rare needs every learner's details: they are gathered
once per screen in a background thread, and the note appears when they are in.
"""

from __future__ import annotations

import html
import threading

import ipywidgets as w

from workbench.profile import Detail, quasi_identifiers, repeated_details, risk_notes
from workbench.store import Edit, ReviewStore, StoreError
from workbench.ui.render import STYLE, render_spans
from workbench.ui.why import why_label

__all__ = ["LearnerScreen", "corpus_profiles"]


def corpus_profiles(store: ReviewStore) -> dict[str, dict[str, list[str]]]:
    """Every learner's quasi-identifiers, from the live (not rejected) spans: two queries over the store."""
    essays, spans, _ = store.export_items(allow_unresolved=True)
    by_learner: dict[str, list] = {}
    for essay in essays:
        by_learner.setdefault(essay.learner_id, []).append((essay, spans[essay.id]))
    return {lid: quasi_identifiers(items) for lid, items in by_learner.items()}


class LearnerScreen:
    """Review one learner at a time. ``lazy``: read the store on ``start()`` (when the page shows the screen)."""

    def __init__(self, store: ReviewStore, reviewer: str, lazy: bool = False) -> None:
        self.store, self.reviewer = store, reviewer
        self.learners = store.learner_ids()
        if not self.learners:
            raise StoreError("the store holds no essays: run `workbench review init` first")
        self.position = 0
        self.picker = w.Text(value=self.learners[0], description="learner", continuous_update=False,
                             layout=w.Layout(width="260px"))
        self.where = w.HTML()
        self.prev_btn = w.Button(description="◀ prev learner")
        self.next_btn = w.Button(description="next learner ▶")
        self.open_btn = w.Button(description="next with open spans", layout=w.Layout(width="180px"))
        self.nav_why = why_label("nav-why")
        self.undo_btn = w.Button(description="undo")
        self.essays = w.HTML()
        self.quasi = w.HTML()
        self.details = w.VBox()
        self.message = w.HTML()
        for widget, name in [(self.picker, "learner"), (self.message, "message"), (self.undo_btn, "undo"),
                             (self.essays, "essays"), (self.quasi, "quasi"), (self.next_btn, "next"),
                             (self.where, "where")]:
            widget.add_class(f"pw-{name}")
        self.picker.observe(lambda c: self.pick(c["new"]), "value")
        self.prev_btn.on_click(lambda _: self.go(self.position - 1))
        self.next_btn.on_click(lambda _: self.go(self.position + 1))
        self.open_btn.on_click(lambda _: self.next_open())
        self.undo_btn.on_click(lambda _: self.undo())
        self.widget = w.VBox([w.HTML(STYLE), w.HBox([self.picker, self.prev_btn, self.next_btn, self.open_btn,
                                                     self.nav_why, self.undo_btn]), self.where, self.essays,
                              w.HTML("<b>details repeated across essays</b>"), self.details,
                              w.HTML("<b>what the essays reveal together</b>"), self.quasi, self.message])
        self._profiles: dict[str, dict[str, list[str]]] | None = None
        self._gathering: threading.Thread | None = None
        if not lazy:
            self._profiles = corpus_profiles(store)
            self.refresh()

    def start(self) -> None:
        """Show the current learner as the store has it now, and gather the corpus's details in the background
        (once)."""
        if self._profiles is None and self._gathering is None:
            self._gathering = threading.Thread(target=self._gather, name="learner-profiles", daemon=True)
            self._gathering.start()
        self.refresh()

    def _gather(self) -> None:
        try:
            store = self.store.reopen()
            try:
                self._profiles = corpus_profiles(store)
            finally:
                store.close()
        except Exception as e:  # noqa: BLE001 - shown on the page: a background thread has no caller
            self.quasi.value += f"<p style='color:#c92a2a'>cannot compare with the corpus: {html.escape(str(e))}</p>"
            return
        self._show_quasi(self.picker.value)

    def profiles(self) -> dict[str, dict[str, list[str]]]:
        """Quasi-identifiers of every learner (gathered once per screen)."""
        if self._profiles is None:
            self._profiles = corpus_profiles(self.store)
        return self._profiles

    # -- moving ----------------------------------------------------------------------------------------
    def pick(self, learner_id: str) -> None:
        learner_id = learner_id.strip()
        if learner_id not in self.learners:
            self.message.value = (f"<span style='color:#c92a2a'>no learner “{html.escape(learner_id)}” in the "
                                  "store</span>")
            return
        self.position = self.learners.index(learner_id)
        self.refresh()

    def go(self, position: int) -> None:
        """Show the learner at ``position`` in corpus order (clamped)."""
        self.position = max(0, min(position, len(self.learners) - 1))
        if self.picker.value != self.learners[self.position]:
            self.picker.value = self.learners[self.position]  # refreshes through pick
        else:
            self.refresh()

    def next_open(self) -> None:
        """The next learner (in corpus order) with spans still open."""
        rows = self.store.learners(self.position + 1, limit=None)
        found = next((r for r in rows if r.open_spans), None) or \
            next((r for r in self.store.learners(0, self.position + 1) if r.open_spans), None)
        if found is None:
            self.message.value = "no learner has spans still open"
            return
        self.go(self.learners.index(found.learner_id))

    # -- showing ---------------------------------------------------------------------------------------
    def _items(self, learner_id: str) -> list:
        views = [self.store.view(e) for e in self.store.essay_ids(learner_id)]
        return [(v.essay, [s.span for s in v.spans if s.status != "rejected"]) for v in views]

    def refresh(self) -> None:
        learner = self.learners[self.position]
        p = self.store.progress(learner)
        n = len(self.learners)
        self.where.value = (f"<small>learner {self.position + 1:,} of {n:,}: <b>{p.reviewed}</b> of {p.essays} "
                            f"essays reviewed, {p.open_spans} spans open</small>")
        self.prev_btn.disabled, self.next_btn.disabled = self.position == 0, self.position == n - 1
        self.nav_why.value = ("<small style='color:#868e96'>the first learner</small>" if self.position == 0 else
                              "<small style='color:#868e96'>the last learner</small>" if self.position == n - 1
                              else "")
        columns = []
        for essay_id in self.store.essay_ids(learner):
            view = self.store.view(essay_id)
            states = [(s.id, s.span, s.status) for s in view.spans]
            columns.append(f'<div style="flex:1;min-width:260px"><b>{html.escape(essay_id)}</b> '
                           f'<small>{html.escape(view.status)}</small>'
                           f"{render_spans(view.essay.text, states)}</div>")
        self.essays.value = f'<div style="display:flex;gap:8px;flex-wrap:wrap">{"".join(columns)}</div>'
        items = self._items(learner)
        self.details.children = [self._detail_row(d) for d in repeated_details(items)] or [w.HTML("<i>none</i>")]
        self._show_quasi(learner, quasi_identifiers(items))

    def _show_quasi(self, learner: str, quasi: dict[str, list[str]] | None = None) -> None:
        if learner != self.learners[self.position]:
            return
        quasi = quasi if quasi is not None else quasi_identifiers(self._items(learner))
        rows = "".join(f"<tr><td>{html.escape(k)}</td><td>{html.escape(', '.join(v))}</td></tr>"
                       for k, v in quasi.items())
        if self._profiles is None:
            verdict = "<p><i>comparing with the other learners of the corpus…</i></p>"
        else:
            profiles = dict(self._profiles)
            profiles[learner] = quasi
            notes = "".join(f"<li>{html.escape(n)}</li>" for n in risk_notes(profiles, learner))
            verdict = (f"<ul style='color:#c92a2a'>{notes}</ul>" if notes else "<p>No rare combination found.</p>")
        self.quasi.value = f"<table>{rows}</table>{verdict}"

    def _detail_row(self, detail: Detail) -> w.HBox:
        label = w.HTML(f"{html.escape(detail.kind)}: “{html.escape(detail.text)}” in "
                       f"{len(detail.essay_ids)} essays ({html.escape(', '.join(detail.essay_ids))})")
        accept = w.Button(description="accept everywhere", button_style="success")
        reject = w.Button(description="reject everywhere", button_style="danger")
        accept.on_click(lambda _: self.resolve(detail, "accept"))
        reject.on_click(lambda _: self.resolve(detail, "reject"))
        return w.HBox([label, accept, reject])

    # -- deciding --------------------------------------------------------------------------------------
    def resolve(self, detail: Detail, action: str) -> int:
        """Apply one decision to every mention of a detail, as one bulk step (undone as one); returns how
        many spans it changed."""
        edits = []
        for essay_id, span in detail.mentions:
            for state in self.store.spans(essay_id):
                if state.span == span or (state.span.start, state.span.end) == (span.start, span.end):
                    edits.append(Edit(essay_id, action, state.id))
                    break
        try:
            if edits:
                self.store.apply(self.reviewer, edits, bulk=True)
        except StoreError as e:
            self.message.value = f"<span style='color:#c92a2a'>{html.escape(str(e))}</span>"
            return 0
        n = len(edits)
        self.refresh()
        self.message.value = f"{action}: {n} mention(s) of “{html.escape(detail.text)}”"
        return n

    def undo(self) -> None:
        """Take back this reviewer's last decision (a bulk one as a whole) and say what it was."""
        try:
            undone = self.store.undo(self.reviewer)
        except StoreError as e:
            self.message.value = f"<span style='color:#c92a2a'>{html.escape(str(e))}</span>"
            return
        self.refresh()
        self.message.value = "nothing to undo" if undone is None else html.escape(undone.description, quote=False)
