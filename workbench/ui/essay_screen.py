"""The essay screen: source with highlighted spans beside the pseudonymized target, the span list, and one
click or one key per decision (KEYS; ``?`` shows them all). A forum message (workbench.forum.review) is shown
the same way, below its header (workbench.ui.message_header).

A view only: it reads and writes the ReviewStore and calls the library (DESIGN.md, practice 10). Every read
is of one essay or one aggregate count, never a loop over the corpus.
"""

from __future__ import annotations

import html
from collections.abc import Sequence

import ipywidgets as w

from workbench import taxonomy
from workbench.detect.proposals import also_proposed
from workbench.model import Span
from workbench.pipeline import preview_target
from workbench.store import Edit, EssayView, ReviewStore, SpanState, Step, StoreError
from workbench.ui import span_filters
from workbench.ui.corpus_counts import CorpusCounts
from workbench.ui.help_overlay import HelpOverlay
from workbench.ui.message_header import is_message, render_message_header
from workbench.ui.render import STYLE, render_spans, render_target
from workbench.ui.text_selector import TextSelector
from workbench.ui.why import gate, why_label

__all__ = ["KEYS", "EssayScreen", "order_note"]

#: every key of the screen (KeyboardEvent.key) and what it does: the help overlay lists exactly these
KEYS: tuple[tuple[str, str], ...] = (
    ("a", "accept the current span"), ("r", "reject the current span"),
    ("n", "next span in the list"), ("p", "previous span in the list"),
    ("j", "next essay"), ("k", "previous essay"), ("u", "next essay not yet reviewed"),
    ("d", "mark the essay reviewed (when no span is open)"), ("z", "undo your last decision"),
    ("?", "show or hide this list"), ("Escape", "close this list"),
)
_DONE = {"accept": "accepted", "reject": "rejected", "relabel": "relabelled", "number": "renumbered",
         "attribute": "changed an attribute of", "comment": "commented on", "resize": "resized"}
_FLAGS = ("foreign", "gen", "def", "pl")
_SURROGATE = "surrogate="
#: renderings of the target kept (EssayScreen._target_html): the essays around the current one, and undo's
_TARGETS_KEPT = 16


def _words(state: SpanState, text: str) -> str:
    """A span as a reviewer reads it: “Borlänge” (city 1, at 24)."""
    s = state.span
    number = f" {s.number}" if s.number is not None else ""
    return f"“{html.escape(text[s.start:s.end])}” ({s.label}{number}, at {s.start})"


def _describe(state: SpanState, text: str, candidates: Sequence[Span] = ()) -> str:
    s = state.span
    number = f" #{s.number}" if s.number is not None else ""
    mark = {"open": "·", "accepted": "✓", "rejected": "✗"}[state.status]
    own = _surrogate(state)
    line = (f"{mark} {s.label}{number}  “{text[s.start:s.end]}”" + (f" → “{own}”" if own else "")
            + f"  — {s.reason or s.source}")
    also = also_proposed(s, candidates)  # the raw candidates of other detectors there (the store keeps them)
    return f"{line}; {also}" if also else line


def _surrogate(state: SpanState) -> str:
    """The replacement a reviewer typed for the span ('' when none)."""
    return next((a[len(_SURROGATE):] for a in state.span.attributes if a.startswith(_SURROGATE)), "")


def _proposed(step: Step) -> str:
    n = len(step.proposed)
    return f"; {n} more occurrence(s) of it proposed in the learner's essays" if n else ""


def _error(text: str) -> str:
    return f"<span style='color:#c92a2a'>{html.escape(text)}</span>"


def order_note(read: int, essays: int) -> str:
    """What the least-sure-first order rests on: ``read`` of the ``essays`` have open spans a model read."""
    if not read:
        return ("order: no open span in this store has a model's confidence (it was filled with the rules "
                "alone, or its essays' language has no model): the essays are in corpus order")
    rest = (f"; the other {essays - read} (no model read their open spans: the rules alone, or a language "
            "without a model) follow in corpus order" if read < essays else "")
    return (f"order: least sure first, by the model's confidence when the store was filled, for {read} of "
            f"{essays} essays{rest}")


class EssayScreen:
    """Review one essay after another. ``essay_ids`` defaults to every essay of the store, starting at the first
    one not yet reviewed. ``lazy``: build the widgets only; the store is read on ``start()`` (the page calls it
    when it shows the screen, workbench.ui.shown). ``uncertain_first``: the essays the learned decision is
    least sure of first (by the open spans' confidence: workbench.learn.reasons_uncertainty; a stable sort,
    so essays the model did not read keep the corpus order after the uncertain ones)."""

    def __init__(self, store: ReviewStore, reviewer: str, essay_ids: Sequence[str] | None = None,
                 lazy: bool = False, uncertain_first: bool = False) -> None:
        self.store, self.reviewer = store, reviewer
        self.whole_corpus = essay_ids is None
        self.essay_ids = list(essay_ids) if essay_ids is not None else store.essay_ids()
        self.uncertain_first = uncertain_first
        if not self.essay_ids:
            raise StoreError("the store holds no essays: run `workbench review init` first")
        self.index = 0
        self.current: int | None = None  # span id
        self.states: list[SpanState] = []
        self.started = False
        self._syncing = False
        self.corpus = CorpusCounts(store)  # the corpus's counts, kept without a query over the corpus per click
        self._targets: dict[tuple[str, tuple[Span, ...]], str] = {}  # (essay, spans not rejected) -> its target
        self._build()
        if not lazy:
            self.start()

    def start(self) -> None:
        """Open the first essay not yet reviewed (the first essay when all are); later calls show the current
        essay again, as the store has it now."""
        if self.started:
            self.show(self.index)
            return
        self.started = True
        if self.uncertain_first:  # as the store is when the page shows (not when a preheated kernel ran it)
            from workbench.learn import reasons_uncertainty
            from workbench.learn.decide import reasons_confident

            reasons = self.store.open_reasons()
            unsure = {e: reasons_uncertainty(reasons.get(e, ())) for e in self.essay_ids}
            self.essay_ids.sort(key=lambda e: -unsure[e])
            read = sum(reasons_confident(reasons.get(e, ())) for e in self.essay_ids)
            self.order_note.value = f"<small>{html.escape(order_note(read, len(self.essay_ids)))}</small>"
        self.show(self._next_unreviewed(-1, wrap=True) or 0)

    # -- layout ----------------------------------------------------------------------------------------
    def _build(self) -> None:
        labels = list(taxonomy.LABELS)
        self.title = w.HTML("<h3>loading the essay…</h3>")
        self.meta = w.HTML()
        self.who = w.HTML(f"<small>reviewing as <b>{html.escape(self.reviewer)}</b></small>")
        self.order_note = w.HTML()  # with uncertain_first: what the order rests on
        self.progress = w.IntProgress(min=0, max=len(self.essay_ids), description="reviewed")
        self.counts = w.HTML()
        self.prev_btn = w.Button(description="◀ prev essay (k)")
        self.next_btn = w.Button(description="next essay ▶ (j)")
        self.unreviewed_btn = w.Button(description="next not reviewed (u)", layout=w.Layout(width="190px"))
        self.nav_why = why_label("nav-why")
        self.help_btn = w.Button(description="keys (?)", layout=w.Layout(width="90px"))
        self.filter = w.Dropdown(options=list(span_filters.STATUS), value="all", description="show",
                                 layout=w.Layout(width="190px"))
        self.group = w.Dropdown(options=list(span_filters.GROUPS), layout=w.Layout(width="170px"))
        self.confidence = w.Dropdown(options=list(span_filters.CONFIDENCE), layout=w.Layout(width="150px"))
        self.source = TextSelector(hotkeys=[k for k, _ in KEYS])
        self.target = w.HTML()
        self.span_list = w.Select(options=[], rows=12, layout=w.Layout(width="100%"))
        self.accept_btn = w.Button(description="accept (a)", button_style="success")
        self.reject_btn = w.Button(description="reject (r)", button_style="danger")
        self.relabel = w.Dropdown(options=labels, description="label")
        self.number = w.Text(description="number", placeholder="none", continuous_update=False,
                             layout=w.Layout(width="150px"))
        self.every_mention = w.Checkbox(value=False, description="for every mention (merge)", indent=False)
        self.span_why = why_label("span-why")
        self.flags = {name: w.ToggleButton(description=name, layout=w.Layout(width="70px")) for name in _FLAGS}
        self.surrogate = w.Text(description="replace by", placeholder="the surrogate the release uses",
                                continuous_update=False, layout=w.Layout(width="340px"))
        self.surrogate_btn = w.Button(description="set replacement", layout=w.Layout(width="140px"))
        self.surrogate_why = why_label("surrogate-why")
        self.doc_comment = w.Textarea(placeholder="document comment (about the whole essay)",
                                      layout=w.Layout(width="60%", height="48px"))
        self.doc_comment_btn = w.Button(description="save document comment", layout=w.Layout(width="210px"))
        self.comment = w.Text(placeholder="comment on the current span", layout=w.Layout(width="40%"))
        self.comment_tag = w.Dropdown(options=["OBS!", "Com!"], layout=w.Layout(width="80px"))
        self.comment_btn = w.Button(description="comment")
        self.undo_btn = w.Button(description="undo (z)")
        self.selected = w.HTML("<small>select text in the source to add a span</small>")
        self.add_label = w.Dropdown(options=[("choose a label", None), *[(x, x) for x in labels]], value=None,
                                    description="as")
        self.add_btn = w.Button(description="add span", disabled=True)
        self.add_why = why_label("add-why")
        self.done_btn = w.Button(description="mark essay reviewed (d)", button_style="info",
                                 layout=w.Layout(width="220px"))
        self.done_why = why_label("done-why")
        self.message = w.HTML()
        self.help = HelpOverlay(KEYS)

        for widget, name in [(self.accept_btn, "accept"), (self.reject_btn, "reject"), (self.relabel, "relabel"),
                             (self.number, "number"), (self.add_label, "add-label"), (self.add_btn, "add"),
                             (self.span_list, "span-list"), (self.message, "message"), (self.target, "target"),
                             (self.done_btn, "done"), (self.next_btn, "next"), (self.prev_btn, "prev"),
                             (self.filter, "filter"), (self.group, "group"), (self.confidence, "confidence"),
                             (self.meta, "meta"), (self.title, "title"), (self.undo_btn, "undo"),
                             (self.unreviewed_btn, "next-unreviewed"), (self.counts, "counts"),
                             (self.surrogate, "surrogate"), (self.surrogate_btn, "surrogate-set"),
                             (self.help_btn, "help-button")]:
            widget.add_class(f"pw-{name}")  # stable hooks for the browser tests
        self.prev_btn.on_click(lambda _: self.show(self.index - 1))
        self.next_btn.on_click(lambda _: self.show(self.index + 1))
        self.unreviewed_btn.on_click(lambda _: self.next_unreviewed())
        self.help_btn.on_click(lambda _: self.help.toggle())
        for dropdown in (self.filter, self.group, self.confidence):
            dropdown.observe(lambda _: self._on_filter(), "value")
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
        self.surrogate_btn.on_click(lambda _: self.set_surrogate(self.surrogate.value))
        self.surrogate.observe(lambda c: self.set_surrogate(c["new"]) if not self._syncing else None, "value")
        self.doc_comment_btn.on_click(self._on_doc_comment)
        self.undo_btn.on_click(lambda _: self.undo())
        self.add_btn.on_click(self._on_add)
        self.add_label.observe(lambda _: self._gate_add(), "value")
        self.done_btn.on_click(lambda _: self.mark_reviewed())

        legend = w.HTML(STYLE + '<div class="pw-legend"><span class="pw-replace">replaced</span>'
                        '<span class="pw-placeholder">placeholder</span><span class="pw-mark">mark-only</span>'
                        '<span class="pw-low">low confidence</span><span class="pw-surrogate">surrogate</span></div>')
        texts = w.HBox([w.VBox([w.HTML("<b>source</b>"), self.source], layout=w.Layout(width="50%")),
                        w.VBox([w.HTML("<b>pseudonymized</b>"), self.target], layout=w.Layout(width="50%"))])
        nav = w.HBox([self.prev_btn, self.next_btn, self.unreviewed_btn, self.nav_why, self.progress, self.help_btn])
        filters = w.HBox([self.filter, self.group, self.confidence])
        actions = w.HBox([self.accept_btn, self.reject_btn, self.relabel, self.number, self.every_mention,
                          self.span_why])
        flags = w.HBox([w.HTML("attributes:&nbsp;"), *self.flags.values()])
        replacing = w.HBox([self.surrogate, self.surrogate_btn, self.surrogate_why])
        comments = w.HBox([self.comment_tag, self.comment, self.comment_btn, self.undo_btn])
        adding = w.HBox([self.selected, self.add_label, self.add_btn, self.add_why])
        self.widget = w.VBox([self.help.widget, nav, self.counts, self.who, self.order_note, self.title, self.meta,
                              legend, texts, filters, self.span_list, actions, flags, replacing, comments, adding,
                              w.HBox([self.doc_comment, self.doc_comment_btn]),
                              w.HBox([self.done_btn, self.done_why]), self.message])

    # -- showing ---------------------------------------------------------------------------------------
    def show(self, index: int) -> None:
        """Open the essay at ``index`` (clamped to the list): the store records that this reviewer opened it."""
        self.index = max(0, min(index, len(self.essay_ids) - 1))
        essay_id = self.essay_ids[self.index]
        with self.corpus.change(self.store.learner_of(essay_id)):  # opening moves an essay into review
            view = self.store.open_essay(essay_id, self.reviewer)
        self.essay = view.essay
        self.candidates = self.store.candidates(essay_id)  # what each detector proposed: "also proposed by"
        self.current = None
        what, who = ("Message", "author") if is_message(self.essay) else ("Essay", "learner")
        self.title.value = (f"<h3>{what} {html.escape(essay_id)} — {who} {html.escape(self.essay.learner_id)} "
                            f"({self.index + 1:,} of {len(self.essay_ids):,})</h3>")
        if is_message(self.essay):
            self.meta.value = render_message_header(self.essay)
        else:
            meta = ", ".join(f"{k}: {v}" for k, v in sorted(self.essay.metadata.items()))
            self.meta.value = f"<i>{html.escape(meta)}</i>" if meta else ""
        first, last = self.index == 0, self.index == len(self.essay_ids) - 1
        self.prev_btn.disabled, self.next_btn.disabled = first, last
        self.nav_why.value = ("<small style='color:#868e96'>"
                              + ("the only essay" if first and last else "the first essay" if first
                                 else "the last essay" if last else "") + "</small>") if first or last else ""
        self.source.selection = []
        self.doc_comment.value = view.document_comment
        self._refresh(view)

    def _progress(self) -> tuple[int, str]:
        """Essays reviewed, and the counts line: one indexed query for the learner; the corpus's counts as
        kept (workbench.ui.corpus_counts: read whole only when someone else changed the store)."""
        learner = self.store.progress(self.essay.learner_id)
        mine = (f"learner {html.escape(self.essay.learner_id)}: <b>{learner.reviewed}</b> of {learner.essays} "
                f"essays reviewed, {learner.open_spans} spans open")
        if self.whole_corpus:
            p = self.corpus.get()
            return p.reviewed, (f"<small>corpus: <b>{p.reviewed:,}</b> of {p.essays:,} essays reviewed, "
                                f"{p.open_spans:,} spans open · {mine}</small>")
        reviewed = sum(self.store.status(e) in ("reviewed", "signed off") for e in self.essay_ids)
        return reviewed, f"<small>these essays: <b>{reviewed}</b> of {len(self.essay_ids)} reviewed · {mine}</small>"

    def _shown(self) -> list[SpanState]:
        return span_filters.shown(self.states, self.filter.value, self.group.value, self.confidence.value)

    def _refresh(self, view: EssayView | None = None) -> None:
        """Show the essay as the store has it."""
        view = view or self.store.view(self.essay_ids[self.index], self.reviewer)  # a blind review: their own
        self.states = view.spans
        shown = self._shown()
        if self.current is None or not any(s.id == self.current for s in self.states):
            first_open = next((s for s in shown if not s.resolved), None)
            self.current = (first_open or shown[0]).id if shown else None
        self.source.html = render_spans(self.essay.text, [(s.id, s.span, s.status) for s in self.states],
                                        self.current)
        self.target.value = self._target_html()
        options = [(_describe(s, self.essay.text, self.candidates), s.id) for s in shown]
        self._syncing = True
        try:
            with self.span_list.hold_sync():  # the options and the pick in one message (not three)
                self.span_list.options = options
                self.span_list.value = self.current if any(v == self.current for _, v in options) else None
        finally:
            self._syncing = False
        self._sync_controls()
        self.progress.value, self.counts.value = self._progress()
        open_count = sum(not s.resolved for s in self.states)
        gate(self.done_btn, self.done_why, f"{open_count} span(s) of this essay are still open" if open_count
             else "already reviewed" if view.status in ("reviewed", "signed off") else None)
        self._gate_add()

    def _target_html(self) -> str:
        """The pseudonymized essay as the store has it now. Rendering is most of a click's work, and only the
        spans not rejected change it (accepting, moving between spans, filtering, commenting leave it as it
        was): the latest renderings are kept by essay and those spans."""
        key = (self.essay.id, tuple(s.span for s in self.states if s.status != "rejected"))
        if key not in self._targets:
            try:
                target, aligned = preview_target(self.essay, list(key[1]))
                shown = render_target(target, aligned)
            except ValueError as e:  # a span its operator cannot render, e.g. age_digits on a spelled age
                shown = f"<p style='color:#c92a2a'>cannot render the target: {html.escape(str(e))}</p>"
            if len(self._targets) >= _TARGETS_KEPT:
                del self._targets[next(iter(self._targets))]
            self._targets[key] = shown
        return self._targets[key]

    def _state(self) -> SpanState | None:
        return next((s for s in self.states if s.id == self.current), None)

    def _sync_controls(self) -> None:
        state = self._state()
        self._syncing = True
        try:
            reason = None if state is not None else ("this essay has no span" if not self.states
                                                     else "pick a span in the text or the list")
            for control in (self.accept_btn, self.reject_btn, self.relabel, self.number, self.every_mention,
                            *self.flags.values(), self.comment_btn):
                control.disabled = reason is not None
            self.span_why.value = f"<small style='color:#868e96'>{reason}</small>" if reason else ""
            if state is not None:
                self.relabel.value = state.span.label
                self.number.value = str(state.span.number) if state.span.number is not None else ""
                for name, toggle in self.flags.items():
                    toggle.value = name in state.span.attributes
            else:
                self.number.value = ""
            self.surrogate.value = _surrogate(state) if state is not None else ""
            label = state.span.label if state is not None else ""
            mark_only = taxonomy.is_label(label) and taxonomy.group_of(label) == "mark-only"
            gate(self.surrogate_btn, self.surrogate_why, reason or (
                f"{label} is mark-only: kept in the text, not replaced" if mark_only else None))
            self.surrogate.disabled = self.surrogate_btn.disabled
        finally:
            self._syncing = False

    def _gate_add(self) -> None:
        sel = self.source.selection
        gate(self.add_btn, self.add_why, "select text in the source first" if len(sel) != 2
             else "choose the label of the new span" if self.add_label.value is None else None)

    # -- moving ----------------------------------------------------------------------------------------
    def _next_unreviewed(self, after: int, wrap: bool = False) -> int | None:
        """The index of the first essay after index ``after`` not yet reviewed (wrapping round), or None."""
        if self.whole_corpus:
            found = self.store.next_unreviewed(after)
            return None if found is None else self.store.view(found).position
        n = len(self.essay_ids)
        for k in range(1, n + 1):
            i = (after + k) % n
            if self.store.status(self.essay_ids[i]) in ("unreviewed", "in review"):
                return i
        return None

    def next_unreviewed(self) -> None:
        """Go to the next essay not yet reviewed (say so when every essay is)."""
        index = self._next_unreviewed(self.index)
        if index is None:
            self.message.value = "every essay is reviewed"
            return
        self.show(index)
        self.message.value = f"the next essay not yet reviewed: {html.escape(self.essay.id)}"

    # -- deciding --------------------------------------------------------------------------------------
    def decide(self, action: str, **value: object) -> None:
        """Apply a decision to the current span and move on to the next open one."""
        state = self._state()
        if state is None:
            self.message.value = _error("select a span first (click it in the text or the list)")
            return
        if self._apply([Edit(self.essay.id, action, state.id, dict(value))]) is None:
            return
        self.message.value = f"{_DONE.get(action, action)} {_words(state, self.essay.text)}" + _proposed(self._step)
        if action in ("accept", "reject"):
            self._next_open()
        self._refresh()

    def _apply(self, edits: list[Edit]) -> Step | None:
        try:
            with self.corpus.change(self.essay.learner_id):  # the edits are of this essay
                self._step = self.store.apply(self.reviewer, edits)
        except StoreError as e:
            self.message.value = _error(str(e))
            return None
        return self._step

    def _advance(self, step: int) -> None:
        shown = [s.id for s in self._shown()]
        if self.current in shown:
            k = shown.index(self.current) + step
            self.current = shown[k] if 0 <= k < len(shown) else self.current
        elif shown:
            self.current = shown[0]

    def _next_open(self) -> None:
        """Move to the next span still open in the list after the current one (wrapping round); stay when none."""
        shown = self._shown()
        ids = [s.id for s in shown]
        k = ids.index(self.current) if self.current in ids else -1
        after = shown[k + 1:] + shown[:k + 1]
        following = next((s.id for s in after if not s.resolved and s.id != self.current), None)
        if following is not None:
            self.current = following

    def _on_filter(self) -> None:
        self.current = None
        self._refresh()

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
        if key == "?":
            self.help.toggle()
        elif key == "Escape":
            self.help.hide()
        elif key in ("a", "r"):
            self.decide("accept" if key == "a" else "reject")
        elif key in ("n", "p"):
            self._advance(1 if key == "n" else -1)
            self._refresh()
        elif key in ("j", "k"):
            self.show(self.index + (1 if key == "j" else -1))
        elif key == "u":
            self.next_unreviewed()
        elif key == "d":
            self.mark_reviewed()
        elif key == "z":
            self.undo()

    def _on_relabel(self, change: dict) -> None:
        state = self._state()
        if not self._syncing and state is not None and change["new"] != state.span.label:
            self.decide("relabel", label=change["new"])

    def _on_number(self, change: dict) -> None:
        state = self._state()
        if self._syncing or state is None:
            return
        text = change["new"].strip()
        if not text.isdigit() or int(text) < 1:
            self.message.value = _error(f"a running number is a whole number from 1 up, not “{text}”")
            self._sync_controls()
            return
        new = int(text)
        if new == state.span.number:
            return
        if self.every_mention.value and state.span.number is not None:  # merge: every mention of the entity
            edit = Edit(self.essay.id, "merge", None, {"label": state.span.label, "from": state.span.number,
                                                       "to": new})
            if self._apply([edit]) is None:
                return
            self.message.value = f"merged {state.span.label} {state.span.number} into {state.span.label} {new}"
            self._refresh()
        else:  # split: this mention only
            self.decide("number", number=new)

    def _on_flag(self, name: str, change: dict) -> None:
        state = self._state()
        if not self._syncing and state is not None and change["new"] != (name in state.span.attributes):
            self.decide("attribute", name=name, on=bool(change["new"]))

    def set_surrogate(self, value: str) -> None:
        """Type-in replacement: the release writes ``value`` for the current span (an empty value goes back to
        the replacement the rules draw). One step, so one undo takes it back."""
        state = self._state()
        if state is None or self.surrogate_btn.disabled:
            return
        value = " ".join(value.split())
        old = _surrogate(state)
        if value == old:
            return
        edits = [Edit(self.essay.id, "attribute", state.id, {"name": _SURROGATE + old, "on": False})] if old else []
        if value:
            edits.append(Edit(self.essay.id, "attribute", state.id, {"name": _SURROGATE + value, "on": True}))
        if self._apply(edits) is None:
            self._sync_controls()
            return
        self.message.value = (f"{_words(state, self.essay.text)} is replaced by “{html.escape(value)}” in the release"
                              if value else f"{_words(state, self.essay.text)} gets the rules' replacement again")
        self._refresh()

    def _on_doc_comment(self, _: object) -> None:
        if self._apply([Edit(self.essay.id, "document_comment", None, {"text": self.doc_comment.value})]):
            self.message.value = f"document comment of essay {html.escape(self.essay.id)} saved"

    def _on_comment(self, _: object) -> None:
        if self.comment.value.strip():
            self.decide("comment", tag=self.comment_tag.value, text=self.comment.value.strip())
            self.comment.value = ""

    def undo(self) -> None:
        """Take back this reviewer's last decision, whatever its kind, say what it was, and show its essay."""
        try:
            undone = self.store.undo(self.reviewer)
        except StoreError as e:
            self.message.value = _error(str(e))
            return
        if undone is None:
            self.message.value = "nothing to undo"
            return
        if self.essay.id not in undone.essay_ids and len(undone.essay_ids) == 1 \
                and undone.essay_ids[0] in self.essay_ids:
            self.show(self.essay_ids.index(undone.essay_ids[0]))
        else:
            self._refresh()
        self.message.value = html.escape(undone.description, quote=False)

    def _on_select(self, change: dict) -> None:
        sel = change["new"]
        self.selected.value = (f"selected: “{html.escape(self.essay.text[sel[0]:sel[1]])}” at {sel[0]}"
                               if len(sel) == 2 else "<small>select text in the source to add a span</small>")
        self._gate_add()

    def _on_add(self, _: object) -> None:
        sel = self.source.selection
        if len(sel) != 2 or self.add_label.value is None:
            return
        start, end = sel
        while start < end and self.essay.text[start].isspace():
            start += 1
        while end > start and self.essay.text[end - 1].isspace():
            end -= 1
        label = self.add_label.value
        try:
            with self.corpus.change(self.essay.learner_id):
                step = self.store.add_span_step(self.essay.id, start, end, label, self.reviewer)
        except StoreError as e:
            self.message.value = _error(str(e))
            return
        self.current = step.span_id
        self.message.value = (f"added {label} “{html.escape(self.essay.text[start:end])}” at {start}"
                              + _proposed(step))
        self.source.selection = []
        self._refresh()

    def mark_reviewed(self) -> None:
        """Mark the essay reviewed (refused, with the reason, while a span is open) and open the next one."""
        if self.done_btn.disabled:
            self.message.value = _error(f"cannot mark essay {self.essay.id} reviewed: {self.done_btn.tooltip}")
            return
        if self._apply([Edit(self.essay.id, "status", None, {"status": "reviewed"})]) is None:
            return
        done = self.essay.id
        if self.index < len(self.essay_ids) - 1:
            self.show(self.index + 1)
        else:
            self._refresh()
        self.message.value = f"essay {html.escape(done)} marked reviewed"
