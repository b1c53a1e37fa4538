"""SVALA files from the SweLL editor into the review store and back (workbench.io.svala_review does the graph
work; this module is the only one that takes it to the store).

`import_svala`: the essay (the graph's source text), one span per labelled edge with its running number,
the edges' OBS!/Com! comments as comment decisions and the document comment as a document-comment decision;
with ``accept`` the editor's spans are recorded as accepted by ``reviewer`` (they are an annotator's
decisions), else they wait for review. `export_svala`: the same graph with what the review changed.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any

from workbench.io.svala import svala_essay_id
from workbench.io.svala_review import Reviewed, apply_review, read_review
from workbench.model import Essay, Span
from workbench.pseudonymize.numbering import assign_numbers

if TYPE_CHECKING:
    from workbench.store import ReviewStore

__all__ = ["export_svala", "import_svala", "svala_essay_id"]


def import_svala(store: ReviewStore, graph: dict[str, Any], essay_id: str, learner_id: str | None = None,
                 language: str = "sv", reviewer: str = "svala", accept: bool = False) -> int:
    """Put one editor graph into ``store`` (see the module doc); the number of spans, 0 when the essay
    was there already (it is left as it is). StoreError when it is not added for a problem (ReviewStore.
    add_essays: an essay of that id was renamed, or the stored one has another text)."""
    text, reviewed, document_comment = read_review(graph)
    essay = Essay(essay_id, learner_id or essay_id, text, language, {"source_format": "svala"})
    problems: list[str] = []
    if not store.add_essays([(essay, [r.span for r in reviewed])], problems=problems):
        if problems:
            from workbench.store import StoreError

            raise StoreError("; ".join(problems))
        return 0
    pending: dict[tuple[int, int, str, int | None], list[Reviewed]] = {}
    for r in reviewed:
        pending.setdefault((r.span.start, r.span.end, r.span.label, r.span.number), []).append(r)
    for state in store.spans(essay_id):  # in offset order; a key's spans in the order they were added
        r = pending[(state.span.start, state.span.end, state.span.label, state.span.number)].pop(0)
        for tag, comment in r.comments:
            store.decide(essay_id, state.id, "comment", reviewer, tag=tag, text=comment)
        if accept:
            store.decide(essay_id, state.id, "accept", reviewer)
    if document_comment:
        store.decide(essay_id, None, "document_comment", reviewer, text=document_comment)
    return len(reviewed)


def _surrogates(essay: Essay, mode: str, seed: int | str):  # type: ignore[no-untyped-def]
    """The project's surrogates for spans (the first of overlapping ones), as the release renders them."""
    from workbench.pseudonymize.render import render_essay

    def surrogates(spans: Sequence[Span]) -> Mapping[Span, str]:
        chosen: list[Span] = []
        for s in sorted(spans, key=lambda s: (s.start, s.end)):
            if not chosen or s.start >= chosen[-1].end:
                chosen.append(s)
        r = render_essay(essay, chosen, mode=mode, seed=seed)
        by_place = {(s.start, s.end, s.label): r.target[a:b] for s, a, b in r.aligned}
        return {s: by_place[(s.start, s.end, s.label)] for s in chosen}

    return surrogates


def export_svala(store: ReviewStore, graph: dict[str, Any], essay_id: str, mode: str = "swell",
                 seed: int | str = 0) -> dict[str, Any]:
    """``graph`` (the editor file the essay came from) with the review's spans and comments: open and
    accepted spans kept, rejected ones dropped, spans a reviewer added numbered (the same entity, the same
    number); new target text rendered in ``mode``."""
    essay = store.essay(essay_id)
    if essay.text != read_review(graph)[0]:
        raise ValueError(f"essay {essay_id}: the SVALA file's source text is not the essay's text in the store")
    kept = [s for s in store.spans(essay_id) if s.status != "rejected"]
    numbered = assign_numbers([(essay.text, [s.span for s in kept])], learner_wide=False)[0]  # spans added
    reviewed = [Reviewed(span, tuple(s.comments)) for s, span in zip(kept, numbered, strict=True)]
    return apply_review(graph, reviewed, store.document_comment(essay_id), _surrogates(essay, mode, seed))
