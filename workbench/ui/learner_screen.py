"""The learner screen: all essays of one learner side by side, the details they repeat, the
quasi-identifiers they reveal together with a plain-language risk note, and one action per detail that
resolves it in every essay of the learner."""

from __future__ import annotations

import html

import ipywidgets as w

from workbench.profile import Detail, quasi_identifiers, repeated_details, risk_notes
from workbench.store import Edit, ReviewStore, StoreError
from workbench.ui.render import STYLE, render_spans

__all__ = ["LearnerScreen"]


class LearnerScreen:
    """Review one learner at a time."""

    def __init__(self, store: ReviewStore, reviewer: str) -> None:
        self.store, self.reviewer = store, reviewer
        self.learners = store.learner_ids()
        if not self.learners:
            raise StoreError("the store holds no essays: run `workbench review init` first")
        self.picker = w.Dropdown(options=self.learners, description="learner")
        self.essays = w.HTML()
        self.quasi = w.HTML()
        self.details = w.VBox()
        self.message = w.HTML()
        self.picker.observe(lambda _: self.refresh(), "value")
        self.widget = w.VBox([w.HTML(STYLE), self.picker, self.essays,
                              w.HTML("<b>details repeated across essays</b>"), self.details,
                              w.HTML("<b>what the essays reveal together</b>"), self.quasi, self.message])
        self._profiles: dict[str, dict[str, list[str]]] | None = None
        self.refresh()

    def _items(self, learner_id: str) -> list:
        views = [self.store.view(e) for e in self.store.essay_ids(learner_id)]
        return [(v.essay, [s.span for s in v.spans if s.status != "rejected"]) for v in views]

    def profiles(self) -> dict[str, dict[str, list[str]]]:
        """Quasi-identifiers of every learner (computed once per screen)."""
        if self._profiles is None:
            self._profiles = {lid: quasi_identifiers(self._items(lid)) for lid in self.learners}
        return self._profiles

    def refresh(self) -> None:
        learner = self.picker.value
        items = self._items(learner)
        columns = []
        for essay, _ in items:
            view = self.store.view(essay.id)
            states = [(s.id, s.span, s.status) for s in view.spans]
            columns.append(f'<div style="flex:1;min-width:260px"><b>{html.escape(essay.id)}</b> '
                           f'<small>{html.escape(view.status)}</small>'
                           f"{render_spans(essay.text, states)}</div>")
        self.essays.value = f'<div style="display:flex;gap:8px;flex-wrap:wrap">{"".join(columns)}</div>'
        self.details.children = [self._detail_row(d) for d in repeated_details(items)] or [w.HTML("<i>none</i>")]
        quasi = quasi_identifiers(items)
        rows = "".join(f"<tr><td>{html.escape(k)}</td><td>{html.escape(', '.join(v))}</td></tr>"
                       for k, v in quasi.items())
        profiles = dict(self.profiles())
        profiles[learner] = quasi
        notes = "".join(f"<li>{html.escape(n)}</li>" for n in risk_notes(profiles, learner))
        self.quasi.value = (f"<table>{rows}</table>" + (f"<ul style='color:#c92a2a'>{notes}</ul>" if notes
                                                        else "<p>No rare combination found.</p>"))

    def _detail_row(self, detail: Detail) -> w.HBox:
        label = w.HTML(f"{html.escape(detail.kind)}: “{html.escape(detail.text)}” in "
                       f"{len(detail.essay_ids)} essays ({html.escape(', '.join(detail.essay_ids))})")
        accept = w.Button(description="accept everywhere", button_style="success")
        reject = w.Button(description="reject everywhere", button_style="danger")
        accept.on_click(lambda _: self.resolve(detail, "accept"))
        reject.on_click(lambda _: self.resolve(detail, "reject"))
        return w.HBox([label, accept, reject])

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
        self.message.value = f"{action}: {n} mention(s) of “{html.escape(detail.text)}”"
        self.refresh()
        return n
