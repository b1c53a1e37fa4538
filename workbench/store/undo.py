"""Undo in words: what a step did, said the way a reviewer would ("accepted 'Borlänge' (city 1) in essay
SV01-2"), from the essays' states before and after the step is taken back."""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence

from workbench.store.api import Decision
from workbench.store.reducer import EssayState
from workbench.store.validate import describe_span

__all__ = ["describe_step"]

_DONE = {"accept": "accepted", "reject": "rejected", "relabel": "relabelled", "resize": "resized",
         "number": "renumbered", "attribute": "changed an attribute of", "comment": "commented on",
         "add": "added", "merge": "merged", "status": "set the status of", "document_comment": "saved the document "
         "comment of", "confirm": "confirmed", "propose": "proposed", "rename": "renamed"}


def _span(d: Decision, states: Mapping[str, EssayState]) -> str:
    st = states.get(d.essay_id)
    if st is None or d.span_id not in st.spans:
        return f"a span no longer there (span {d.span_id})"
    return describe_span(st, st.spans[d.span_id].span)


def _one(d: Decision, before: Mapping[str, EssayState], after: Mapping[str, EssayState]) -> str:
    v, what = d.value, _span(d, before) if d.span_id is not None else ""
    if d.action == "relabel":
        old = after.get(d.essay_id)
        was = old.spans[d.span_id].span.label if old and d.span_id in old.spans else "?"
        return f"relabelled {what} (was {was})"
    if d.action == "resize":
        return f"resized {what}"
    if d.action == "attribute":
        return f"{'set' if v['on'] else 'cleared'} '{v['name']}' on {what}"
    if d.action == "comment":
        return f"commented ({v['tag']}) on {what}"
    if d.action == "merge":
        return f"merged {v['label']} {v['from']} into {v['label']} {v['to']}"
    if d.action == "status":
        return f"marked the essay {v['status']}"
    if d.action == "document_comment":
        return "saved the document comment"
    if d.action == "confirm":
        return "confirmed the essay without opening it"
    return f"{_DONE.get(d.action, d.action)} {what}".strip()


def _safe(d: Decision, before: Mapping[str, EssayState], after: Mapping[str, EssayState]) -> str:
    try:
        return _one(d, before, after)
    except (KeyError, TypeError):  # a malformed decision from before decisions were validated
        return f"{d.action} (decision {d.id})"


def describe_step(step: Sequence[Decision], before: Mapping[str, EssayState],
                  after: Mapping[str, EssayState]) -> str:
    """A step in words; a bulk step (or one over many essays) by its counts."""
    main = [d for d in step if d.action != "propose"] or list(step)
    proposed = len(step) - len(main)
    essays = list(dict.fromkeys(d.essay_id for d in main))
    if len(main) == 1:
        text = f"{_safe(main[0], before, after)} in essay {main[0].essay_id}"
    else:
        kinds = ", ".join(f"{_DONE.get(a, a)} {n}" for a, n in Counter(d.action for d in main).items())
        what = "spans" if main[0].span_id is not None else "essays"
        text = (f"{kinds} {what} in {len(essays)} essay(s)"
                + (f" (bulk decision {main[0].bulk})" if main[0].bulk else ""))
    if proposed:
        text += f", and the {proposed} occurrence(s) of its value it proposed"
    return text
