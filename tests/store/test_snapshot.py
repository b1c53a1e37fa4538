"""EssayState.snapshot and copy (workbench.store.reducer): every field carried over, nothing touched, and the
span records shared by a snapshot until the reducer changes one, never by a copy."""

from __future__ import annotations

from dataclasses import fields

from workbench.model import Essay, Span
from workbench.store.api import Decision, SpanState
from workbench.store.reducer import EssayState, reduce


def _state() -> EssayState:
    """A state whose every field differs from its default."""
    essay = Essay("e1", "L1", "Jag bor i Falun.", "sv", {"level": "A"})
    spans = {7: SpanState(7, "e1", Span(10, 15, "city", number=1), "auto")}
    blind = EssayState(essay, 3, {7: SpanState(7, "e1", Span(10, 15, "city", number=1), "auto")}, "in review",
                       True)
    return EssayState(essay, 3, spans, "in review", True, "anna", "note", 12.5, set(), {"bo": blind}, (1, 0, 0))


def test_snapshot_and_copy_carry_every_field_and_touch_nothing() -> None:
    st = _state()
    assert all(getattr(st, f.name) != f.default for f in fields(EssayState) if f.name != "touched")
    st.touched.add(7)
    for other in (st.snapshot(), st.copy(), _state().snapshot()):
        assert other is not st and other.touched == set()
        assert {f.name: getattr(other, f.name) for f in fields(EssayState) if f.name != "touched"} == \
            {f.name: getattr(st, f.name) for f in fields(EssayState) if f.name != "touched"}
        assert other.spans is not st.spans and other.blind is not st.blind
        assert other.blind["bo"] is not st.blind["bo"]


def test_a_snapshot_keeps_the_spans_the_reducer_changes_after_it() -> None:
    st = _state()
    was = st.snapshot()
    assert was.spans[7] is st.spans[7]  # shared until changed
    reduce(st, Decision(1, 1, "e1", 7, "accept", {}, "anna", 1.0, None, None), {})
    assert st.spans[7].status == "accepted" and was.spans[7].status == "open" and st.touched == {7}
    again = st.copy()
    assert again.spans[7] is not st.spans[7] and again.spans[7] == st.spans[7]
