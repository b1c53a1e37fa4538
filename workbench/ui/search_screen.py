"""The search screen: find a string (folded: case and diacritics; fuzzy on demand), a label or a detector
across the corpus, see every hit in context a page at a time, and accept, reject or relabel all hits or the
ticked ones at once, or add a span at every unmarked one. One bulk decision is one step: undo takes it back.

A view only (DESIGN.md, practice 10): ReviewStore.search / search_hits / decide_hits do the work.
"""

from __future__ import annotations

import html

import ipywidgets as w

from workbench import taxonomy
from workbench.store import HIT_STATUSES, Hit, Query, ReviewStore, SearchResult, StoreError
from workbench.ui.feedback import error_html, undo_step
from workbench.ui.hit_list import HitList
from workbench.ui.render import STYLE, css_class

__all__ = ["SearchScreen", "render_hit", "search_screen"]

PAGE = 50
ANY = "(any)"
_DONE = {"accept": "accepted", "reject": "rejected", "relabel": "relabelled", "add": "added"}


def render_hit(hit: Hit) -> str:
    """One hit as HTML: essay, the text around it, the span that marks it (pure: testable without a kernel)."""
    from workbench.model import Span

    if hit.span_id is None:
        mark, what = "pw-low", "unmarked"
    else:
        mark = css_class(Span(0, 1, hit.label or "extra"), hit.status)
        number = f" {hit.number}" if hit.number is not None else ""
        what = f"{hit.label}{number}, {hit.status}" + (f", {hit.source}" if hit.source else "")
    lock = " <small title='under blind review by others'>(blind review)</small>" if hit.locked else ""
    return (f"<span class='pw-hit'><b>{html.escape(hit.essay_id)}</b> {html.escape(hit.before)}"
            f"<mark class='{mark}'>{html.escape(hit.text)}</mark>{html.escape(hit.after)} "
            f"<small>[{html.escape(what)}]</small>{lock}</span>")


class SearchScreen:
    """Search the corpus as ``reviewer`` (their blind reviews where essays are assigned to them)."""

    def __init__(self, store: ReviewStore, reviewer: str) -> None:
        self.store, self.reviewer = store, reviewer
        self.result: SearchResult | None = None
        self.query: Query | None = None
        labels = [ANY, *taxonomy.LABELS]
        self.text = w.Text(placeholder="a name, a word, a phrase", description="find",
                           layout=w.Layout(width="340px"))
        self.fuzzy = w.Checkbox(value=False, description="fuzzy (misspellings)", indent=False)
        self.label = w.Dropdown(options=labels, value=ANY, description="label")
        self.source = w.Dropdown(options=[ANY, *store.sources()], value=ANY, description="detector")
        self.status = w.Dropdown(options=[ANY, *HIT_STATUSES], value=ANY, description="status")
        self.search_btn = w.Button(description="search", button_style="primary")
        self.summary = w.HTML()
        self.hits = HitList()
        self.prev_btn, self.next_btn = w.Button(description="◀ previous"), w.Button(description="next ▶")
        self.scope = w.Dropdown(options=["ticked hits", "all hits"], value="all hits", description="apply to")
        self.accept_btn = w.Button(description="accept", button_style="success")
        self.reject_btn = w.Button(description="reject", button_style="danger")
        self.new_label = w.Dropdown(options=list(taxonomy.LABELS), value="city", description="as")
        self.relabel_btn = w.Button(description="relabel")
        self.add_btn = w.Button(description="add at unmarked hits", layout=w.Layout(width="170px"))
        self.undo_btn = w.Button(description="undo")
        self.message = w.HTML()
        self.ticks: list[Hit] = []  # the hits of the page shown
        for widget, name in [(self.text, "find"), (self.search_btn, "search"), (self.summary, "summary"),
                             (self.hits, "hits"), (self.scope, "scope"), (self.accept_btn, "bulk-accept"),
                             (self.reject_btn, "bulk-reject"), (self.relabel_btn, "bulk-relabel"),
                             (self.add_btn, "bulk-add"), (self.undo_btn, "undo"), (self.message, "message"),
                             (self.new_label, "new-label"), (self.next_btn, "next-page"), (self.fuzzy, "fuzzy"),
                             (self.label, "label"), (self.status, "status")]:
            widget.add_class(f"pw-{name}")
        self.search_btn.on_click(lambda _: self.search())
        self.prev_btn.on_click(lambda _: self.page(-1))
        self.next_btn.on_click(lambda _: self.page(1))
        for btn, action in [(self.accept_btn, "accept"), (self.reject_btn, "reject"), (self.relabel_btn, "relabel"),
                            (self.add_btn, "add")]:
            btn.on_click(lambda _, a=action: self.decide(a))
        self.undo_btn.on_click(lambda _: self.undo())
        self.widget = w.VBox([
            w.HTML(STYLE),
            w.HBox([self.text, self.fuzzy, self.search_btn]), w.HBox([self.label, self.source, self.status]),
            self.summary, self.hits, w.HBox([self.prev_btn, self.next_btn]),
            w.HBox([self.scope, self.accept_btn, self.reject_btn, self.new_label, self.relabel_btn, self.add_btn,
                    self.undo_btn]), self.message])
        self._show()

    def _query(self) -> Query:
        pick = {ANY: None}
        return Query(self.text.value, pick.get(self.label.value, self.label.value),
                     pick.get(self.source.value, self.source.value), bool(self.fuzzy.value),
                     pick.get(self.status.value, self.status.value))

    def _error(self, e: Exception) -> None:
        self.message.value = error_html(e)

    def search(self, offset: int = 0) -> None:
        """Run the search in the fields (or the last one again, at ``offset``)."""
        query = self._query() if offset == 0 or self.query is None else self.query
        try:
            self.result = self.store.search(query, self.reviewer, offset=offset, limit=PAGE)
        except StoreError as e:
            self._error(e)
            return
        self.query = query
        self._show()

    def page(self, step: int) -> None:
        if self.result is not None:
            self.search(max(0, self.result.offset + step * PAGE))

    def _show(self) -> None:
        r = self.result
        if r is None:
            self.summary.value = "<i>search a string, a label or a detector</i>"
            self.ticks, self.hits.rows = [], []
            self.prev_btn.disabled = self.next_btn.disabled = True
            return
        total = f"{r.total:,}{'+' if r.capped else ''}"
        essays = f" in {r.essays:,} essays" if r.essays >= 0 else ""
        shown = f"{r.offset + 1}-{r.offset + len(r.hits)}" if r.hits else "none"
        self.summary.value = f"<b>{total}</b> hits{essays}; showing {shown}"
        self.ticks = list(r.hits)
        with self.hits.hold_sync():  # one message: the new page, nothing ticked
            self.hits.ticked = []
            self.hits.rows = [render_hit(h) for h in r.hits]
        self.prev_btn.disabled = r.offset == 0
        self.next_btn.disabled = r.offset + len(r.hits) >= r.total and not r.capped

    def _chosen(self) -> list[Hit]:
        if self.scope.value == "ticked hits":
            return [self.ticks[k] for k in self.hits.ticked if k < len(self.ticks)]
        assert self.query is not None
        return self.store.search_hits(self.query, self.reviewer)

    def decide(self, action: str) -> None:
        """One bulk decision over the chosen hits (every hit of the search, or the ticked ones)."""
        if self.query is None:
            self.message.value = "search first"
            return
        try:
            hits = self._chosen()
            label = self.new_label.value if action in ("relabel", "add") else None
            step = self.store.decide_hits(self.reviewer, hits, action, label)
        except StoreError as e:
            self._error(e)
            return
        locked = sum(h.locked for h in hits)
        made = len(step.added) if action == "add" else len(step.decision_ids) - len(step.proposed)
        self.message.value = (f"{_DONE[action]} {made} span(s) in one bulk decision ({step.bulk}); undo takes it "
                              "back as one" + (f"; {len(step.proposed)} more occurrence(s) proposed in the learners' "
                                               "essays" if step.proposed else "")
                              + (f"; {locked} hit(s) under blind review by others left out" if locked else ""))
        self.search(self.result.offset if self.result else 0)

    def undo(self) -> None:
        _, self.message.value = undo_step(self.store, self.reviewer)
        if self.query is not None:
            self.search(self.result.offset if self.result else 0)


def search_screen() -> w.Widget:
    """The search screen for WORKBENCH_DB as WORKBENCH_REVIEWER (notebooks/search.ipynb)."""
    from workbench.ui.app import _guard, _reviewer, _warmed, store_from_env

    return _warmed(_guard(lambda: SearchScreen(store_from_env(), _reviewer()).widget))
