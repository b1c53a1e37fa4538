"""The curator's screen: essays whose blind reviews are all finished, one at a time; each reviewer's version
side by side, the places where they differ span by span, and one click to take a version. Agreed places are
taken in one step; "mark adjudicated" settles the essay (its shared state is what the release takes).

A view only (DESIGN.md, practice 10): it reads the store (assignments, blind_views, view) and writes ordinary
decisions with the curator's name (workbench.store.adjudicate says which).
"""

from __future__ import annotations

import html
from collections.abc import Sequence

import ipywidgets as w

from workbench.store import ReviewStore, SpanState, StoreError
from workbench.store.adjudicate import Unit, Version, edits_to, units
from workbench.ui.feedback import error_html, undo_step
from workbench.ui.render import STYLE, render_spans
from workbench.ui.unit_rows import UnitRows

__all__ = ["CuratorScreen", "curator_screen"]

QUEUE = 200  # essays listed at once in the queue
_CONTEXT = 40


def _set(widget: w.Widget, **traits: object) -> None:
    """Set ``traits`` on ``widget``, in one message when any changed (none when none did)."""
    changed = {k: v for k, v in traits.items() if getattr(widget, k) != v}
    if changed:
        with widget.hold_sync():
            for k, v in changed.items():
                setattr(widget, k, v)


def _quote(text: str, unit: Unit) -> str:
    before = text[max(0, unit.start - _CONTEXT):unit.start].replace("\n", " ")
    after = text[unit.end:unit.end + _CONTEXT].replace("\n", " ")
    return (f"…{html.escape(before)}<mark>{html.escape(text[unit.start:unit.end])}</mark>"
            f"{html.escape(after)}…")


class CuratorScreen:
    """Adjudicate essays under blind review as ``curator`` (who must not be one of an essay's reviewers)."""

    def __init__(self, store: ReviewStore, curator: str) -> None:
        self.store, self.curator = store, curator
        self.essay_id: str | None = None
        self.units: list[Unit] = []
        self.queue = w.Dropdown(options=[], description="essay", layout=w.Layout(width="420px"))
        self.counts = w.HTML()
        self.columns = w.HTML()  # the versions side by side, in one widget (one message a move)
        self.rows = UnitRows(self._take_nth)
        self.todo: list[Unit] = []
        self.mine = False
        self.agree_note = w.HTML("<i>the reviews agree everywhere</i>")
        self.agreed_btn = w.Button(description="take the agreed ones", button_style="success",
                                   layout=w.Layout(width="260px"))
        self.done_btn = w.Button(description="mark adjudicated", button_style="info", layout=w.Layout(width="200px"))
        self.undo_btn = w.Button(description="undo")
        self.message = w.HTML()
        for widget, name in [(self.queue, "queue"), (self.counts, "counts"), (self.agreed_btn, "take-agreed"),
                             (self.done_btn, "adjudicated"), (self.undo_btn, "undo"), (self.message, "message"),
                             (self.rows, "units"), (self.columns, "versions")]:
            widget.add_class(f"pw-{name}")
        self._syncing = False
        self.queue.observe(lambda change: None if self._syncing else self.show(change["new"]), "value")
        self.agreed_btn.on_click(lambda _: self.take_agreed())
        self.done_btn.on_click(lambda _: self.mark_adjudicated())
        self.undo_btn.on_click(lambda _: self.undo())
        self.widget = w.VBox([w.HTML(STYLE), w.HBox([self.queue, self.counts]),
                              self.columns, w.HTML("<h4>where the reviews differ</h4>"), self.agree_note, self.rows,
                              w.HBox([self.agreed_btn, self.done_btn, self.undo_btn]), self.message])
        self.reload()

    # -- the queue -------------------------------------------------------------------------------------
    def reload(self, keep: str | None = None) -> None:
        """Read the queue again (essays whose blind reviews are all finished, not adjudicated yet)."""
        queue = self.store.assignments(limit=QUEUE, ready=True)
        ready = [a.essay_id for a in queue]
        p = self.store.progress()
        waiting = p.unadjudicated - len(ready)
        self.counts.value = (f"<span>{len(ready)}{'+' if len(ready) == QUEUE else ''} essays ready for "
                             f"adjudication; {max(0, waiting)} still under blind review; {p.adjudicated} of "
                             f"{p.assigned} adjudicated</span>")
        current = keep if keep in ready else (ready[0] if ready else None)
        self._syncing = True
        try:
            self.queue.options = [(f"{a.essay_id} (learner {a.learner_id}; {', '.join(a.reviewers)})", a.essay_id)
                                  for a in queue]
            self.queue.value = current
        finally:
            self._syncing = False
        self.show(current)

    def show(self, essay_id: str | None) -> None:
        """Show an essay's blind versions and differences (the widgets are kept and refilled: a click sends the
        browser only what changed)."""
        self.essay_id = essay_id
        if essay_id is None:
            self.units, self.todo = [], []
            self._fill_columns([], "")
            self._fill_rows("")
            self.agreed_btn.disabled = self.done_btn.disabled = True
            self.message.value = self.message.value or "nothing to adjudicate: no essay has every blind review done"
            return
        shared = self.store.view(essay_id)
        blind = self.store.blind_views(essay_id)
        text = shared.essay.text
        self.units = units(shared, blind)
        self.mine = self.curator in blind
        self._fill_columns([("shared state (the release)", shared.spans),
                            *((f"{r} (blind)", v.spans) for r, v in blind.items())], text)
        self.todo = [u for u in self.units if not u.agreed]
        self._fill_rows(text)
        todo = sum(u.agreed and u.settled != next(iter(u.versions.values())) for u in self.units)
        _set(self.agreed_btn, description=f"take the {todo} agreed ones" if todo else "agreed ones taken",
             disabled=self.mine or not todo)
        self.done_btn.disabled = self.mine
        if self.mine:
            self.message.value = (f"<span style='color:#c92a2a'>you reviewed essay {html.escape(essay_id)} blind: "
                                  "another person adjudicates it</span>")

    def _fill_columns(self, columns: list[tuple[str, list[SpanState]]], text: str) -> None:
        width = 100 // len(columns) if columns else 100
        self.columns.value = "<div style='display:flex;gap:8px'>" + "".join(
            f"<div style='width:{width}%'><b>{html.escape(title)}</b>"
            f"{render_spans(text, [(s.id, s.span, s.status) for s in spans])}</div>" for title, spans in columns) + (
            "</div>")

    def _choices(self, unit: Unit) -> list[tuple[str, Version]]:
        if not unit.seen and unit.shared is not None:  # new in the shared state: no reviewer saw it
            p = unit.shared.span
            return [(f"keep {p.label}", Version(True, p.start, p.end, p.label, p.number,
                                                frozenset(p.attributes) - {"manual"})), ("not marked", Version(False))]
        return [(f"{r}: {v.words()}", v) for r, v in unit.versions.items()]

    def _fill_rows(self, text: str) -> None:
        rows = []
        for unit in self.todo:
            now, choices = unit.settled, self._choices(unit)
            rows.append({"quote": (f"{_quote(text, unit)} <small>now: "
                                   f"{'open' if now is None else html.escape(now.words())}</small>"),
                         "choices": [words for words, _ in choices], "taken": [v == now for _, v in choices]})
        with self.rows.hold_sync():
            self.rows.disabled, self.rows.rows = self.mine, rows
        self.agree_note.layout.display = None if not self.todo and self.essay_id else "none"

    def _take_nth(self, k: int, n: int) -> None:
        if k < len(self.todo):
            unit = self.todo[k]
            self.take(unit, self._choices(unit)[n][1])

    # -- deciding --------------------------------------------------------------------------------------
    def _apply(self, edits: Sequence, done: str) -> None:  # type: ignore[type-arg]
        if not edits:
            self.message.value = "the shared state is so already"
            return
        try:
            step = self.store.apply(self.curator, list(edits), bulk=len(edits) > 1)
        except StoreError as e:
            self.message.value = error_html(e)
            return
        self.show(self.essay_id)
        self.message.value = f"{done} ({len(step.decision_ids)} decision(s) by {html.escape(self.curator)})"

    def take(self, unit: Unit, version: Version) -> None:
        """Make the shared state give ``version`` at ``unit``."""
        if self.essay_id is not None:
            self._apply(edits_to(self.essay_id, unit, version), f"took “{html.escape(version.words())}”")

    def take_agreed(self) -> None:
        """Take every agreed version in one step."""
        if self.essay_id is None:
            return
        eid = self.essay_id
        edits = [e for u in self.units if u.agreed for e in edits_to(eid, u, next(iter(u.versions.values())))]
        self._apply(edits, "took the agreed versions")

    def mark_adjudicated(self) -> None:
        """Settle the essay: its shared state is reviewed (refused while a span is open there)."""
        if self.essay_id is None:
            return
        try:
            self.store.decide(self.essay_id, None, "status", self.curator, status="reviewed")
        except StoreError as e:
            self.message.value = error_html(e)
            return
        done = self.essay_id
        self.message.value = f"essay {html.escape(done)} adjudicated"
        self.reload()

    def undo(self) -> None:
        undone, said = undo_step(self.store, self.curator)
        self.message.value = said
        self.reload(keep=self.essay_id if undone is None or not undone.essay_ids else undone.essay_ids[0])


def curator_screen() -> w.Widget:
    """The curator's screen, for WORKBENCH_DB as WORKBENCH_REVIEWER (notebooks/curator.ipynb)."""
    from workbench.ui.app import _guard, _reviewer, _warmed, store_from_env

    return _warmed(_guard(lambda: CuratorScreen(store_from_env(), _reviewer()).widget))
