"""The essay screen: source with highlighted spans beside the pseudonymized target, the span list, and
one click (or one key: a accept, r reject, n/p next/previous span) per decision. A forum message
(workbench.forum.review) is shown the same way, below its header (workbench.ui.message_header).

A view only: it reads and writes the ReviewStore and calls the library (DESIGN.md, practice 10).
"""

from __future__ import annotations

import html
from collections.abc import Callable, Sequence

import ipywidgets as w

from workbench import taxonomy
from workbench.pipeline import preview_target
from workbench.store import Edit, EssayView, ReviewStore, SpanState, Step, StoreError
from workbench.ui.message_header import is_message, render_message_header
from workbench.ui.render import LOW_SCORE, STYLE, render_spans, render_target
from workbench.ui.text_selector import TextSelector

__all__ = ["FILTERS", "EssayScreen"]

FILTERS: dict[str, Callable[[SpanState], bool]] = {
    "all": lambda s: True,
    "unresolved": lambda s: not s.resolved,
    "sensitive / extra": lambda s: s.span.label in ("sensitive", "extra") and not s.resolved,
    "prof / edu / fam": lambda s: s.span.label in ("prof", "edu", "fam") and not s.resolved,
    "low confidence": lambda s: s.span.score < LOW_SCORE and not s.resolved,
}


_DONE = {"accept": "accepted", "reject": "rejected", "relabel": "relabelled", "number": "renumbered",
         "attribute": "changed an attribute of", "comment": "commented on", "resize": "resized"}


def _words(state: SpanState, text: str) -> str:
    """A span as a reviewer reads it: 'Borlänge' (city 1)."""
    s = state.span
    number = f" {s.number}" if s.number is not None else ""
    return f"“{html.escape(text[s.start:s.end])}” ({s.label}{number})"


def _describe(state: SpanState, text: str) -> str:
    s = state.span
    number = f" #{s.number}" if s.number is not None else ""
    mark = {"open": "·", "accepted": "✓", "rejected": "✗"}[state.status]
    return f"{mark} {s.label}{number}  “{text[s.start:s.end]}”  — {s.reason or s.source}"


def _proposed(step: Step) -> str:
    n = len(step.proposed)
    return f"; {n} more occurrence(s) of it proposed in the learner's essays" if n else ""


class EssayScreen:
    """Review one essay after another. ``essay_ids`` defaults to every essay of the store."""

    def __init__(self, store: ReviewStore, reviewer: str, essay_ids: Sequence[str] | None = None) -> None:
        self.store, self.reviewer = store, reviewer
        self.whole_corpus = essay_ids is None
        self.essay_ids = list(essay_ids) if essay_ids is not None else store.essay_ids()
        if not self.essay_ids:
            raise StoreError("the store holds no essays: run `workbench review init` first")
        self.index = 0
        self.current: int | None = None  # span id
        self.states: list[SpanState] = []
        self._syncing = False
        self._build()
        self.show(0)

    # -- layout ----------------------------------------------------------------------------------------
    def _build(self) -> None:
        labels = list(taxonomy.LABELS)
        self.title = w.HTML()
        self.meta = w.HTML()
        self.progress = w.IntProgress(min=0, max=len(self.essay_ids), description="reviewed")
        self.prev_btn, self.next_btn = w.Button(description="◀ prev essay"), w.Button(description="next essay ▶")
        self.filter = w.Dropdown(options=list(FILTERS), value="all", description="show")
        self.source = TextSelector()
        self.target = w.HTML()
        self.span_list = w.Select(options=[], rows=12, layout=w.Layout(width="100%"))
        self.accept_btn = w.Button(description="accept (a)", button_style="success")
        self.reject_btn = w.Button(description="reject (r)", button_style="danger")
        self.relabel = w.Dropdown(options=labels, description="label")
        self.number = w.BoundedIntText(min=1, max=999, description="number")
        self.every_mention = w.Checkbox(value=False, description="for every mention (merge)", indent=False)
        self.flags = {name: w.ToggleButton(description=name, layout=w.Layout(width="70px"))
                      for name in ("foreign", "gen", "def", "pl")}
        self.doc_comment = w.Textarea(placeholder="document comment (about the whole essay)",
                                      layout=w.Layout(width="60%", height="48px"))
        self.doc_comment_btn = w.Button(description="save document comment", layout=w.Layout(width="210px"))
        self.comment = w.Text(placeholder="comment", layout=w.Layout(width="40%"))
        self.comment_tag = w.Dropdown(options=["OBS!", "Com!"], layout=w.Layout(width="80px"))
        self.comment_btn = w.Button(description="comment")
        self.undo_btn = w.Button(description="undo")
        self.selected = w.HTML()
        self.add_label = w.Dropdown(options=labels, value="firstname_unknown", description="as")
        self.add_btn = w.Button(description="add span", disabled=True)
        self.done_btn = w.Button(description="mark essay reviewed", button_style="info",  # "(999 open)" fits
                                 layout=w.Layout(width="240px"))
        self.message = w.HTML()

        for widget, name in [(self.accept_btn, "accept"), (self.reject_btn, "reject"), (self.relabel, "relabel"),
                             (self.number, "number"), (self.add_label, "add-label"), (self.add_btn, "add"),
                             (self.span_list, "span-list"), (self.message, "message"), (self.target, "target"),
                             (self.done_btn, "done"), (self.next_btn, "next"), (self.filter, "filter"),
                             (self.meta, "meta")]:
            widget.add_class(f"pw-{name}")  # stable hooks for the browser tests
        self.prev_btn.on_click(lambda _: self.show(self.index - 1))
        self.next_btn.on_click(lambda _: self.show(self.index + 1))
        self.filter.observe(lambda _: self._refresh(), "value")
        self.span_list.observe(self._on_pick, "value")
        self.source.observe(self._on_click_mark, "clicked")
        self.source.observe(self._on_select, "selection")
        self.source.observe(self._on_key, "key")
        self.accept_btn.on_click(lambda _: self.decide("accept"))
        self.reject_btn.on_click(lambda _: self.decide("reject"))
        self.relabel.observe(self._on_relabel, "value")
        self.number.observe(self._on_number, "value")
        self.comment_btn.on_click(self._on_comment)
        for name, toggle in self.flags.items():
            toggle.observe(lambda change, name=name: self._on_flag(name, change), "value")
        self.doc_comment_btn.on_click(self._on_doc_comment)
        self.undo_btn.on_click(self._on_undo)
        self.add_btn.on_click(self._on_add)
        self.done_btn.on_click(self._on_done)

        legend = w.HTML(STYLE + '<div class="pw-legend"><span class="pw-replace">replaced</span>'
                        '<span class="pw-placeholder">placeholder</span><span class="pw-mark">mark-only</span>'
                        '<span class="pw-low">low confidence</span><span class="pw-surrogate">surrogate</span></div>')
        texts = w.HBox([w.VBox([w.HTML("<b>source</b>"), self.source], layout=w.Layout(width="50%")),
                        w.VBox([w.HTML("<b>pseudonymized</b>"), self.target], layout=w.Layout(width="50%"))])
        actions = w.HBox([self.accept_btn, self.reject_btn, self.relabel, self.number, self.every_mention])
        flags = w.HBox([w.HTML("attributes:&nbsp;"), *self.flags.values()])
        comments = w.HBox([self.comment_tag, self.comment, self.comment_btn, self.undo_btn])
        adding = w.HBox([self.selected, self.add_label, self.add_btn])
        self.widget = w.VBox([w.HBox([self.prev_btn, self.next_btn, self.progress, self.filter]), self.title,
                              self.meta, legend, texts, self.span_list, actions, flags, comments, adding,
                              w.HBox([self.doc_comment, self.doc_comment_btn]), self.done_btn, self.message])

    # -- showing ---------------------------------------------------------------------------------------
    def show(self, index: int) -> None:
        """Open the essay at ``index`` (clamped to the list)."""
        self.index = max(0, min(index, len(self.essay_ids) - 1))
        essay_id = self.essay_ids[self.index]
        view = self.store.open_essay(essay_id, self.reviewer)
        self.essay = view.essay
        self.current = None
        what, who = ("Message", "author") if is_message(self.essay) else ("Essay", "learner")
        self.title.value = (f"<h3>{what} {html.escape(essay_id)} — {who} {html.escape(self.essay.learner_id)} "
                            f"({self.index + 1}/{len(self.essay_ids)})</h3>")
        if is_message(self.essay):
            self.meta.value = render_message_header(self.essay)
        else:
            meta = ", ".join(f"{k}: {v}" for k, v in sorted(self.essay.metadata.items()))
            self.meta.value = f"<i>{html.escape(meta)}</i>" if meta else ""
        self.prev_btn.disabled = self.index == 0
        self.next_btn.disabled = self.index == len(self.essay_ids) - 1
        self.source.selection = []
        self.doc_comment.value = view.document_comment
        self._refresh(view)

    def _progress(self) -> int:
        """Essays reviewed: one aggregate query over the store's state, never a loop over the corpus."""
        if self.whole_corpus:
            return self.store.progress().reviewed
        return sum(self.store.status(e) in ("reviewed", "signed off") for e in self.essay_ids)

    def _refresh(self, view: EssayView | None = None) -> None:
        view = view or self.store.view(self.essay_ids[self.index], self.reviewer)  # a blind review: their own
        self.states = view.spans
        shown = [s for s in self.states if FILTERS[self.filter.value](s)]
        if self.current is None and shown:
            self.current = shown[0].id
        self.source.html = render_spans(self.essay.text, [(s.id, s.span, s.status) for s in self.states],
                                        self.current)
        live = [s.span for s in self.states if s.status != "rejected"]
        try:
            target, aligned = preview_target(self.essay, live)
            self.target.value = render_target(target, aligned)
        except ValueError as e:  # a span its operator cannot render, e.g. age_digits on a spelled age
            self.target.value = f"<p style='color:#c92a2a'>cannot render the target: {html.escape(str(e))}</p>"
        options = [(_describe(s, self.essay.text), s.id) for s in shown]
        self._syncing = True
        try:
            self.span_list.options = options
            self.span_list.value = self.current if any(v == self.current for _, v in options) else None
        finally:
            self._syncing = False
        self._sync_controls()
        self.progress.value = self._progress()
        open_count = sum(not s.resolved for s in self.states)
        self.done_btn.description = ("mark essay reviewed" if open_count == 0
                                     else f"mark essay reviewed ({open_count} open)")
        self.done_btn.disabled = open_count > 0

    def _state(self) -> SpanState | None:
        return next((s for s in self.states if s.id == self.current), None)

    def _sync_controls(self) -> None:
        state = self._state()
        self._syncing = True
        try:
            if state is not None:
                self.relabel.value = state.span.label
                self.number.value = state.span.number or 1
                for name, toggle in self.flags.items():
                    toggle.value = name in state.span.attributes
        finally:
            self._syncing = False

    # -- deciding --------------------------------------------------------------------------------------
    def decide(self, action: str, **value: object) -> None:
        """Apply a decision to the current span and move on to the next open one."""
        state = self._state()
        if state is None:
            self.message.value = "<span style='color:#c92a2a'>select a span first</span>"
            return
        try:
            step = self.store.apply(self.reviewer, [Edit(self.essay.id, action, state.id, dict(value))])
        except StoreError as e:
            self._error(e)
            return
        self.message.value = f"{_DONE.get(action, action)} {_words(state, self.essay.text)}" + _proposed(step)
        if action in ("accept", "reject"):
            self._advance(1)
        self._refresh()

    def _advance(self, step: int) -> None:
        shown = [s.id for s in self.states if FILTERS[self.filter.value](s)]
        if self.current in shown:
            k = shown.index(self.current) + step
            self.current = shown[k] if 0 <= k < len(shown) else self.current

    def _on_pick(self, change: dict) -> None:
        if not self._syncing and change["new"] is not None and change["new"] != self.current:
            self.current = change["new"]
            self.source.html = render_spans(self.essay.text, [(s.id, s.span, s.status) for s in self.states],
                                            self.current)
            self._sync_controls()

    def _on_click_mark(self, change: dict) -> None:
        if change["new"] >= 0:
            self.current = change["new"]
            self.source.clicked = -1
            self._refresh()

    def _on_key(self, change: dict) -> None:
        key = change["new"].split(":", 1)[0]
        if key == "a":
            self.decide("accept")
        elif key == "r":
            self.decide("reject")
        elif key in ("n", "p"):
            self._advance(1 if key == "n" else -1)
            self._refresh()

    def _on_relabel(self, change: dict) -> None:
        state = self._state()
        if not self._syncing and state is not None and change["new"] != state.span.label:
            self.decide("relabel", label=change["new"])

    def _on_number(self, change: dict) -> None:
        state = self._state()
        if self._syncing or state is None or change["new"] == state.span.number:
            return
        if self.every_mention.value and state.span.number is not None:  # merge: every mention of the entity
            try:
                self.store.decide(self.essay.id, None, "merge", self.reviewer, label=state.span.label,
                                  **{"from": state.span.number, "to": int(change["new"])})
            except StoreError as e:
                self._error(e)
                return
            self.message.value = f"merged {state.span.label} {state.span.number} into {change['new']}"
            self._refresh()
        else:  # split: this mention only
            self.decide("number", number=int(change["new"]))

    def _on_flag(self, name: str, change: dict) -> None:
        state = self._state()
        if not self._syncing and state is not None and change["new"] != (name in state.span.attributes):
            self.decide("attribute", name=name, on=bool(change["new"]))

    def _error(self, e: Exception) -> None:
        self.message.value = f"<span style='color:#c92a2a'>{html.escape(str(e))}</span>"

    def _on_doc_comment(self, _: object) -> None:
        try:
            self.store.decide(self.essay.id, None, "document_comment", self.reviewer, text=self.doc_comment.value)
        except StoreError as e:
            self._error(e)
            return
        self.message.value = "document comment saved"

    def _on_comment(self, _: object) -> None:
        if self.comment.value.strip():
            self.decide("comment", tag=self.comment_tag.value, text=self.comment.value.strip())
            self.comment.value = ""

    def _on_undo(self, _: object) -> None:
        try:
            undone = self.store.undo(self.reviewer)
        except StoreError as e:
            self._error(e)
            return
        self.message.value = "nothing to undo" if undone is None else html.escape(undone.description)
        self._refresh()

    def _on_select(self, change: dict) -> None:
        sel = change["new"]
        if len(sel) == 2:
            self.selected.value = f"selected: “{html.escape(self.essay.text[sel[0]:sel[1]])}”"
            self.add_btn.disabled = False
        else:
            self.selected.value = ""
            self.add_btn.disabled = True

    def _on_add(self, _: object) -> None:
        sel = self.source.selection
        if len(sel) != 2:
            return
        start, end = sel
        while start < end and self.essay.text[start].isspace():
            start += 1
        while end > start and self.essay.text[end - 1].isspace():
            end -= 1
        try:
            step = self.store.add_span_step(self.essay.id, start, end, self.add_label.value, self.reviewer)
        except StoreError as e:
            self._error(e)
            return
        self.current = step.span_id
        self.message.value = (f"added {self.add_label.value} “{html.escape(self.essay.text[start:end])}”"
                              + _proposed(step))
        self.source.selection = []
        self._refresh()

    def _on_done(self, _: object) -> None:
        try:
            self.store.decide(self.essay.id, None, "status", self.reviewer, status="reviewed")
        except StoreError as e:
            self._error(e)
            return
        self.message.value = "essay marked reviewed"
        if self.index < len(self.essay_ids) - 1:
            self.show(self.index + 1)
        else:
            self._refresh()
