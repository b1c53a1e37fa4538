"""One write transaction's working set: the essays it touches, the decisions it appends, the spans it brings in.

``Writer.append`` checks nothing itself: the store validates an edit (validate.check_edit) on ``Writer.state``
first; the reducer applies it in memory; ``finish`` checks every touched essay (reducer.check) and writes the
log rows and the changed state in the same transaction. ``propose`` is the propagation of a known value.

Blind review: ``layer_of`` (``target``) says where a reviewer's decision on an essay goes: into their own blind state
when the essay is assigned to them, else into the shared state. Assigning, confirming, signing off and
undoing always act on the shared state.
"""

from __future__ import annotations

import json
import time
from bisect import bisect_left
from collections.abc import Iterable
from itertools import accumulate
from typing import Any

from workbench import taxonomy
from workbench.model import Span
from workbench.store.api import Decision, Edit, SpanState, StoreError
from workbench.store.matching import occurrences
from workbench.store.reducer import EssayState, check, reduce
from workbench.store.signoff import REOPENS, refusal
from workbench.store.sqlite import Tx
from workbench.store.state import Near, load, near_rows, open_counts, save_all, span_state
from workbench.store.texts import Texts
from workbench.store.validate import check_renderable

__all__ = ["DECISION_COLS", "SPAN_COLS", "Writer", "near_of"]

DECISION_COLS = ("id", "step", "essay_id", "span_id", "action", "value", "reviewer", "time", "bulk", "layer")
SPAN_COLS = ("id", "essay_id", "start", "end", "label", "attributes", "number", "source", "score", "reason",
             "origin", "decision_id")
_PROPAGATE_FROM = ("accept", "add")
_SHARED = ("assign", "confirm", "undo")  # actions that always act on the shared state
#: edits that change or bring in one span only (read partially: state.load with ``near``); ``resize`` and
#: ``add`` give the extent they could cross
_LOCAL = frozenset({"accept", "reject", "relabel", "resize", "number", "attribute", "comment", "add"})


def near_of(edits: Iterable[object]) -> Near:
    """What a step's edits act on, per essay whose every edit is a span edit (state.load reads those essays
    partially); an essay with any other edit (a status, an assignment, a merge ...) is read whole."""
    out: dict[str, tuple[set[Any], list[tuple[Any, Any]]]] = {}
    whole: set[str] = set()
    for edit in edits:
        if not isinstance(edit, Edit) or not isinstance(edit.essay_id, str):
            continue
        if edit.action not in _LOCAL:
            whole.add(edit.essay_id)
            continue
        named, extents = out.setdefault(edit.essay_id, (set(), []))
        if edit.span_id is not None:
            named.add(edit.span_id)
        if edit.action in ("resize", "add") and isinstance(edit.value, dict):
            extents.append((edit.value.get("start"), edit.value.get("end")))
    return {eid: near for eid, near in out.items() if eid not in whole}


#: per (learner, value) the learner's essays that hold the value, with its occurrences (Writer._occurrences)
_Where = dict[tuple[str, str], list[tuple[str, list[tuple[int, int]]]]]
#: per (essay, layer) the extents of its spans, sorted, and the furthest end among those up to each (_propagate_one)
_Extents = dict[tuple[str, str | None], tuple[list[tuple[int, int]], list[int]]]


def _keeps_signoff(action: str, value: dict[str, Any]) -> bool:
    """Whether a decision may be appended to a signed-off essay: an opening (it changes nothing released),
    the sign-off's own status, or the reopening of the sign-off."""
    return action == "open" or (action == "status" and (value.get("status") == "signed off" or REOPENS in value))


class Writer:
    """Appends decisions of one reviewer in one step; call ``finish`` before the transaction commits."""

    def __init__(self, tx: Tx, reviewer: str, bulk: str | None = None, texts: Texts | None = None) -> None:
        """``texts``: the store's essay texts kept between steps (propagation reads the learners' essays)."""
        self.tx, self.reviewer, self.bulk, self.now = tx, reviewer, bulk, time.time()
        self.texts = Texts() if texts is None else texts
        self.next_id = int(tx.value("SELECT COALESCE(MAX(id), 0) FROM decisions")) + 1
        self.step = self.next_id
        self._next_span: int | None = None
        self.before: dict[str, EssayState] = {}
        self.states: dict[str, EssayState] = {}
        self.rows: list[tuple[Any, ...]] = []
        self.span_rows: list[tuple[Any, ...]] = []
        self.proposed: list[int] = []
        self._propagate: list[Decision] = []
        self._changed: set[str] = set()  # the essays a decision of this step was appended to

    def layer_of(self, st: EssayState, action: str, value: dict[str, Any] | None = None) -> str | None:
        """The blind review an action of this writer's reviewer on the essay of ``st`` belongs to (None: the
        shared state)."""
        if action in _SHARED or (action == "status" and ((value or {}).get("status") == "signed off"
                                                         or REOPENS in (value or {}))):
            return None
        return self.reviewer if self.reviewer in st.blind else None

    def target(self, essay_id: str, action: str, value: dict[str, Any] | None = None) -> EssayState:
        """The state an action of this writer's reviewer on an essay acts on (its shared state, or the blind
        state ``layer_of`` names)."""
        st = self.state(essay_id)
        return st.layer(self.layer_of(st, action, value))

    def preload(self, essay_ids: Iterable[str], near: Near | None = None) -> None:
        """Read the states of many essays at once (a bulk step: a few queries, not a few per essay); ids the
        store lacks are left for ``state`` to refuse. ``near``: read those essays partially (state.load); an
        essay read partially before gets the spans ``near`` names or overlaps that it lacks."""
        wanted = [e for e in dict.fromkeys(essay_ids) if isinstance(e, str)]
        fresh = [e for e in wanted if e not in self.states]
        for eid, st in load(self.tx, fresh, near, self.texts).items():
            self.states[eid] = st
            self.before[eid] = st.snapshot()
        again = {e: near[e] for e in set(wanted) - set(fresh)
                 if near and e in near and e in self.states and self.states[e].rest is not None}
        if again:
            self._widen(again)

    def _widen(self, near: Near) -> None:
        """Add to partial states (and their states before the step) the spans ``near`` names or overlaps that
        they lack: spans no decision of this step touched yet, as the store holds them."""
        for r in near_rows(self.tx, near):
            st, was = self.states[r[1]], self.before[r[1]]
            if st.rest is None or was.rest is None or r[0] in st.spans:
                continue
            span = span_state(r)
            st.spans[span.id] = was.spans[span.id] = span
            counts = open_counts([span])
            st.rest = tuple(a - b for a, b in zip(st.rest, counts, strict=True))  # type: ignore[assignment]
            was.rest = st.rest

    def state(self, essay_id: str) -> EssayState:
        if essay_id not in self.states:
            loaded = load(self.tx, [essay_id], texts=self.texts)
            if essay_id not in loaded:
                raise StoreError(f"no essay {essay_id!r} in the store")
            self.states[essay_id] = loaded[essay_id]
            self.before[essay_id] = loaded[essay_id].snapshot()
        return self.states[essay_id]

    def append(self, essay_id: str, span_id: int | None, action: str, value: dict[str, Any],
               introduced: dict[int, SpanState] | None = None) -> Decision:
        st = self.state(essay_id)
        if st.status == "signed off" and not _keeps_signoff(action, value):
            raise refusal(self.tx, essay_id, f"proposing there the value accepted in essay {value.get('essay')}"
                          if action == "propose" else f"a decision ({action})")
        layer = self.layer_of(st, action, value)
        if layer is not None and st.blind[layer].status == "reviewed" and action not in ("status", "open", "propose"):
            raise StoreError(f"essay {essay_id}: {layer}'s blind review of it is finished (marked reviewed), and "
                             f"{layer}'s decisions there go to that review, not the shared state: set its status "
                             "back to 'in review' first to change it (the agreement figures read it)")
        d = self.record(essay_id, span_id, action, value, layer)
        reduce(st, d, introduced or {})
        self._changed.add(essay_id)
        if d.action in _PROPAGATE_FROM and d.span_id is not None:
            self._propagate.append(d)
        return d

    def record(self, essay_id: str, span_id: int | None, action: str, value: dict[str, Any],
               layer: str | None = None) -> Decision:
        """A log row and no change of state: ``append``'s, or an undo's record (the undo replays the states
        itself; nothing is read for it)."""
        d = Decision(self.next_id, self.step, essay_id, span_id, action, value, self.reviewer, self.now, self.bulk,
                     layer)
        self.next_id += 1
        self.rows.append((d.id, d.step, d.essay_id, d.span_id, d.action,
                          json.dumps(value, ensure_ascii=False) if value else "{}",
                          d.reviewer, d.time, d.bulk, d.layer))
        return d

    def new_span(self, essay_id: str, span: Span, origin: str) -> SpanState:
        """Register a span that the next appended decision brings in."""
        if self._next_span is None:
            self._next_span = int(self.tx.value("SELECT COALESCE(MAX(id), 0) FROM spans")) + 1
        sid, self._next_span = self._next_span, self._next_span + 1
        self.span_rows.append((sid, essay_id, span.start, span.end, span.label,
                               json.dumps(sorted(span.attributes), ensure_ascii=False), span.number, span.source,
                               span.score, span.reason, origin, self.next_id))
        return SpanState(sid, essay_id, span, origin)

    def _known_value(self, d: Decision) -> tuple[Span, str, str] | None:
        """The span an accept or add left, its value and the essay's learner, when it is to be propagated."""
        base = self.states[d.essay_id]  # read by the append of ``d``
        st = base if d.layer is None else base.blind.get(d.layer)
        if st is None or d.span_id not in st.spans or st.spans[d.span_id].status != "accepted":
            return None  # taken back later in the same step
        known = st.spans[d.span_id].span
        if taxonomy.group_of(known.label) == "mark-only":
            return None
        return known, known.text(st.essay.text), base.essay.learner_id

    def _occurrences(self, pending: list[tuple[Decision, Span, str, str]]) -> _Where:
        """Per value to propagate, the essays of its learner (corpus order) that hold it, with where: the texts
        the step has not read yet come from the store's texts (Texts: read once per store), and only the essays
        holding a value are read further."""
        values: dict[str, set[str]] = {}
        for _, _, value, learner in pending:
            values.setdefault(learner, set()).add(value)
        out: _Where = {}
        learners = sorted(values)
        essays = sorted(((r[0], r[1], r[2]) for k in range(0, len(learners), 500) for r in self.tx.all(
            "SELECT essay_id, learner_id, position FROM essay_state WHERE learner_id IN "
            f"({','.join('?' * len(learners[k:k + 500]))})", learners[k:k + 500])), key=lambda r: r[2])
        texts = {eid: st.essay.text for eid, st in self.states.items()}
        texts.update(self.texts.get(self.tx, (eid for eid, _, _ in essays if eid not in texts)))
        for eid, learner, _ in essays:
            text = texts[eid]
            for value in values[learner]:
                found = occurrences(text, value)
                if found:
                    out.setdefault((learner, value), []).append((eid, found))
        near: dict[str, tuple[set[Any], list[tuple[int, int]]]] = {}
        for holding in out.values():
            for eid, where in holding:
                st = self.states.get(eid)
                if st is not None:  # an occurrence a span read already reaches into is never proposed
                    if st.rest is None:
                        continue  # read whole
                    taken = [(s.span.start, s.span.end) for s in st.spans.values()]
                    where = [(a, b) for a, b in where if not any(s < b and a < e for s, e in taken)]
                    if not where:
                        continue
                near.setdefault(eid, (set(), []))[1].extend(where)
        self.preload(near, near)
        return out

    def _propagate_one(self, d: Decision, known: Span, value: str, learner: str, where: _Where, extents: _Extents
                       ) -> None:
        """After an accept or add that left the span ``known`` (its text ``value``): every unmarked occurrence of
        the value in the learner's essays becomes an open candidate (same label and number, source
        "known_value"), in the state where this reviewer works on that essay (a blind review proposes only in
        the same reviewer's blind reviews). ``where``: _occurrences; ``extents``: the sorted extents of the
        spans of each (essay, layer) and their reach, kept between the calls of one step until a span is added
        there (a bulk accept: ~400 propagations over the same few essays each)."""
        for other_id, found in where.get((learner, value), ()):
            st = self.state(other_id)  # read by _occurrences
            target = self.layer_of(st, "propose")
            if d.layer is not None and target != d.layer:
                continue  # a blind decision says nothing outside the same reviewer's blind reviews
            other = st.layer(target)
            if (other_id, target) not in extents:
                taken = sorted((s.span.start, s.span.end) for s in other.spans.values())
                # the furthest end among spans starting so far
                extents[other_id, target] = taken, list(accumulate((e for _, e in taken), max))
            taken, reach = extents[other_id, target]
            for start, end in found:
                k = bisect_left(taken, (end,))  # the spans starting before this occurrence ends
                if k and reach[k - 1] > start:
                    continue  # one of them reaches into it
                span = Span(start, end, known.label, known.attributes & {"foreign"}, known.number, "known_value",
                            1.0, f"known value: {known.label} {known.number or ''} in essay {d.essay_id}".replace(
                                "  ", " "))
                try:
                    check_renderable(other.essay, span, f"essay {other_id}")
                except StoreError:
                    continue
                new = self.new_span(other_id, span, "known_value")
                self.append(other_id, new.id, "propose", {"essay": d.essay_id, "span": d.span_id}, {new.id: new})
                self.proposed.append(new.id)
                extents.pop((other_id, target), None)  # read again by the next propagation into it

    def finish(self) -> list[int]:
        """Propagate the step's accepted and added values, check every touched essay, write the log rows and
        the changed state; returns the decision ids."""
        pending = [(d, *got) for d in self._propagate if (got := self._known_value(d)) is not None]
        self._propagate = []
        where = self._occurrences(pending) if pending else {}
        done: set[tuple[Any, ...]] = set()
        extents: _Extents = {}
        for d, known, value, learner in pending:
            # a value propagated once with its label, number and attributes leaves nothing for another decision
            # that left the same in the same learner's essays: every occurrence is marked or refused by then
            key = (learner, value, known.label, known.number, known.attributes & {"foreign"}, d.layer)
            if key not in done:
                done.add(key)
                self._propagate_one(d, known, value, learner, where, extents)
        changed = [eid for eid in self.states if eid in self._changed]  # not those only read (propagation)
        for eid in changed:
            if any(layer.touched for layer in self.states[eid].layers()):
                check(self.states[eid])
        with self.tx.batch():
            self.tx.insert_many("spans", SPAN_COLS, self.span_rows)
            self.tx.insert_many("decisions", DECISION_COLS, self.rows)
            save_all(self.tx, ((self.before[eid], self.states[eid]) for eid in changed), only_touched=True)
            self.tx.run("INSERT INTO reviewers (name, created, roster) VALUES (?, ?, 0) ON CONFLICT (name) DO "
                        "NOTHING", (self.reviewer, self.now))
        return [r[0] for r in self.rows]
