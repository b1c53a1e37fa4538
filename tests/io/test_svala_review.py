"""apply_review on graphs the writer makes from arbitrary rewrites: an unchanged review gives the graph back,
rejecting everything gives the learner's text back, and every result passes the editor's invariants."""

from __future__ import annotations

from hypothesis import given, settings

from tests.io.test_svala import rewrites
from workbench.io.svala import build_graph, edge_spans, graph_texts
from workbench.io.svala_invariant import check_invariant
from workbench.io.svala_review import Reviewed, apply_review, read_review
from workbench.model import Span
from workbench.pseudonymize.rewrite import rewrite


def _no_surrogates(spans: object) -> dict:
    return {}


@settings(max_examples=200, deadline=None)
@given(rewrites().filter(lambda case: all(new for _, new in case[1])))
def test_review_round_trip_property(case: tuple[str, list[tuple[Span, str]]]) -> None:
    """Every replacement non-empty, as every operator's is: a span rewritten to nothing has no target token,
    so two such spans with one label and no number cannot be told apart when the graph is read back."""
    text, reps = case
    target, aligned = rewrite(text, reps)
    graph = build_graph(text, target, aligned)
    source, reviewed, comment = read_review(graph)
    assert source == text
    assert apply_review(graph, reviewed, comment, _no_surrogates) == graph
    nothing = apply_review(graph, [], "", _no_surrogates)  # every span rejected
    assert check_invariant(nothing) == []
    assert graph_texts(nothing)[0] == text
    unread = {k for k, e in graph["edges"].items() if e["labels"]} - {k for k, _ in edge_spans(graph)}
    kept = {k for k, e in nothing["edges"].items() if set(e["labels"]) - {"OBS!", "Com!"}}  # notes stay
    assert kept <= unread  # a label over whitespace alone gives no span to reject
    if reviewed:  # a comment on the first span changes one edge's labels and comment, nothing else
        first = Reviewed(reviewed[0].span, (("OBS!", "titta"),))
        commented = apply_review(graph, [first, *reviewed[1:]], comment, _no_surrogates)
        assert check_invariant(commented) == []
        assert commented["target"] == graph["target"]
        changed = [k for k, e in commented["edges"].items() if graph["edges"].get(k) != e]
        assert len(changed) == 1 and commented["edges"][changed[0]]["comment"] == "titta"
