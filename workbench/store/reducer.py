"""The one reducer: how a decision changes an essay's state. Nothing else in the store interprets the log.

``reduce`` applies one decision to an ``EssayState`` in memory; ``replay`` folds a list of live decisions over
an essay's first spans (``rebuild`` and ``undo`` use it, and so does the per-reviewer view for agreement);
``check`` states what every state must satisfy (spans inside the text, no two live spans crossing), so a
decision that would break it is refused before it is appended. No database here.

Blind review: ``assign`` gives an essay to reviewers; each gets a state of their own (``EssayState.blind``),
a copy of the candidates as they were then. A decision whose ``layer`` names an assigned reviewer changes that
reviewer's state only; every other decision (a curator's adjudication included) changes the shared state,
which is what a release takes.
"""

from __future__ import annotations

import logging
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field

from workbench.model import Essay
from workbench.store.api import Decision, SpanState, StoreError

__all__ = ["EssayState", "check", "reduce", "replay"]

log = logging.getLogger(__name__)

#: actions that mean a reviewer worked in the essay (``propose`` is made from another essay; ``confirm`` is
#: a confirmation without opening)
_OPENING = frozenset({"open", "accept", "reject", "relabel", "resize", "number", "attribute", "comment", "add",
                      "merge", "status", "document_comment"})


@dataclass
class EssayState:
    """An essay and its spans as the live decisions leave them."""

    essay: Essay
    position: int
    spans: dict[int, SpanState] = field(default_factory=dict)
    status: str = "unreviewed"
    opened: bool = False
    confirmed_by: str | None = None
    document_comment: str = ""
    reviewed_at: float | None = None
    touched: set[int] = field(default_factory=set)  # spans the reducer changed since this state was read
    blind: dict[str, EssayState] = field(default_factory=dict)  # each assigned reviewer's own state
    #: a partial state (state.load with ``near``) holds only the spans a step names and those that one of them
    #: could cross once it is live or moved (state.near_rows); ``rest`` counts the open, open sensitive and
    #: open extra spans it left out (None: every span)
    rest: tuple[int, int, int] | None = None

    def copy(self) -> EssayState:
        return self._with({k: _copy(s) for k, s in self.spans.items()}, {r: b.copy() for r, b in self.blind.items()})

    def _with(self, spans: dict[int, SpanState], blind: dict[str, EssayState]) -> EssayState:
        """This state with other spans and blind states, nothing touched: every other field as it is, copied
        field by field (dataclasses.replace took 6.5 us a state, this 1.4; a bulk accept snapshots ~300)."""
        new = object.__new__(EssayState)
        new.__dict__.update(self.__dict__)
        new.spans, new.touched, new.blind = spans, set(), blind
        return new

    def snapshot(self) -> EssayState:
        """A copy that shares the span records: ``reduce`` copies a span the first time it changes it (a span
        not yet ``touched``), so the snapshot keeps the spans as they are now. A state with touched spans
        (changed since it was read) is copied whole."""
        if any(layer.touched for layer in self.layers()):
            return self.copy()
        return self._with(dict(self.spans), {r: b.snapshot() for r, b in self.blind.items()})

    def layers(self) -> list[EssayState]:
        """The shared state and every blind one."""
        return [self, *self.blind.values()]

    def layer(self, reviewer: str | None) -> EssayState:
        """The shared state (``reviewer`` None), or the blind state of that reviewer."""
        return self if reviewer is None else self.blind[reviewer]

    def sorted_spans(self) -> list[SpanState]:
        return sorted(self.spans.values(), key=lambda s: (s.span.start, s.span.end, s.id))

    def live(self) -> list[SpanState]:
        """Spans that are not rejected (a release replaces them once accepted)."""
        return [s for s in self.sorted_spans() if s.status != "rejected"]


def reduce(state: EssayState, d: Decision, introduced: Mapping[int, SpanState]) -> None:
    """Apply one (validated) decision to the essay's shared state or to the blind state its layer names.
    ``introduced`` holds the spans that ``add``/``propose`` bring in."""
    if d.action == "assign":
        for reviewer in d.value["reviewers"]:
            if reviewer not in state.blind:
                state.blind[reviewer] = EssayState(state.essay, state.position,
                                                   {k: _copy(s) for k, s in state.spans.items()},
                                                   touched=set(state.spans))
        state.blind = dict(sorted(state.blind.items()))
        return
    if d.layer is not None:
        layer = state.blind.get(d.layer)
        if layer is not None:  # None: its assignment was undone, the decision has nothing to act on
            _reduce(layer, d, introduced)
        return
    _reduce(state, d, introduced)


def _reduce(state: EssayState, d: Decision, introduced: Mapping[int, SpanState]) -> None:
    value = d.value
    if d.span_id is not None:
        _own(state, d.span_id)
    if d.action in _OPENING:
        state.opened = True
    if d.action in ("add", "propose"):
        new = _copy(introduced[d.span_id]) if d.span_id is not None and d.span_id in introduced else None
        if new is not None:
            new.status = "accepted" if d.action == "add" else "open"
            new.decided_by = d.reviewer if d.action == "add" else None
            state.spans[new.id] = new
        if d.action == "propose" and state.status == "reviewed":  # a new candidate: back to review
            state.status, state.reviewed_at = "in review", None
        return
    if d.action == "open":
        if state.status == "unreviewed":
            state.status = "in review"
        return
    if d.action == "status":
        state.status = value["status"]
        if state.status in ("reviewed", "signed off") and any(s.status == "open" for s in state.spans.values()):
            state.status = "in review"  # replayed after an undo took back decisions it rested on: spans are open
        state.reviewed_at = d.time if state.status in ("reviewed", "signed off") else None
        return
    if d.action == "document_comment":
        state.document_comment = value["text"]
        return
    if d.action == "confirm":
        state.confirmed_by = d.reviewer
        return
    if d.action == "merge":
        for s in list(state.spans.values()):
            if s.span.label == value["label"] and s.span.number == value["from"]:
                _own(state, s.id).span = s.span.with_(number=value["to"])
        return
    target = state.spans.get(d.span_id) if d.span_id is not None else None
    if target is None:  # a span another reviewer's undo took away: the decision has nothing to act on
        return
    span = target.span
    if d.action == "accept":
        target.status = "accepted"
    elif d.action == "reject":
        target.status = "rejected"
    elif d.action == "relabel":
        target.span = span.with_(label=value["label"])
    elif d.action == "resize":
        target.span = span.with_(start=value["start"], end=value["end"])
    elif d.action == "number":
        target.span = span.with_(number=value["number"])
    elif d.action == "attribute":
        attrs = set(span.attributes)
        (attrs.add if value["on"] else attrs.discard)(value["name"])
        target.span = span.with_(attributes=frozenset(attrs))
    elif d.action == "comment":
        target.comments.append((value["tag"], value["text"]))
        return
    target.decided_by = d.reviewer


def replay(essay: Essay, position: int, first: Iterable[SpanState], introduced: Mapping[int, SpanState],
           decisions: Iterable[Decision]) -> EssayState:
    """The state that ``decisions`` (live ones, in log order) leave, from the spans review init put in."""
    state = EssayState(essay, position, {s.id: _copy(s) for s in first})
    for d in decisions:
        try:
            reduce(state, d, introduced)
        except (KeyError, TypeError, ValueError) as e:  # only a store from before decisions were validated
            log.warning("essay %s: decision %d (%s) cannot be applied and is skipped (%s: %s)", essay.id, d.id,
                        d.action, type(e).__name__, e)
    return state


def check(state: EssayState) -> None:
    """Every span inside the text, and no two live spans crossing, in the shared state and every blind one;
    StoreError names the first problem. A partial state holds every span that overlaps one its step made live
    (a rejected span accepted, or its reject undone), moved or brought in, so the check over its spans sees
    every crossing that step could make."""
    for layer in state.blind.values():
        check(layer)
    n = len(state.essay.text)
    live = state.live()
    for s in live:
        if not 0 <= s.span.start < s.span.end <= n:
            raise StoreError(f"essay {state.essay.id}: [{s.span.start}, {s.span.end}) is not a stretch of the "
                             f"text (0-{n})")
    for a, b in zip(live, live[1:], strict=False):
        if b.span.start < a.span.end:
            raise StoreError(f"essay {state.essay.id}: '{_quote(state, a)}' [{a.span.start}, {a.span.end}) "
                             f"{a.span.label} and '{_quote(state, b)}' [{b.span.start}, {b.span.end}) "
                             f"{b.span.label} would cross (two live spans may not share text)")


def _own(state: EssayState, span_id: int) -> SpanState:
    """The span ``span_id`` of ``state`` to change: copied the first time (a snapshot may share it), marked
    touched."""
    s = state.spans.get(span_id)
    if s is not None and span_id not in state.touched:
        s = state.spans[span_id] = _copy(s)
    state.touched.add(span_id)
    return s  # type: ignore[return-value]  # None only for a span the decision no longer finds


def _copy(s: SpanState) -> SpanState:
    return SpanState(s.id, s.essay_id, s.span, s.origin, s.status, list(s.comments), s.decided_by)


def _quote(state: EssayState, s: SpanState) -> str:
    return state.essay.text[s.span.start:s.span.end]
