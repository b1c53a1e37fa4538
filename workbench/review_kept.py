"""Rejected spans that keep a value the release replaces elsewhere (review 14's F19).

A reject is a decision: the span is kept in the release as written, and the leak check accepts the original
there (a kept occurrence). When the same value is accepted elsewhere as something to replace, one reviewer's
reject lets it through at that place: a learner's first name, accepted in their own essay, stays in another
learner's essay where a reviewer said "not personal here". The policy stays (the reviewer decided), but the
export and the sign-off say how many such places there are and where: essay, offsets, label, who rejected it
and whose original it is (learner ids), never the value itself.

The originals are the leak check's (label, value, learner): the sign-off page passes those of its check
(ReleaseCheck.originals, no query), the export reads the accepted spans. Where one counts is the leak check's
scope rule (workbench.pseudonymize.scope): a person name or contact/ID value everywhere, any other value in
its learner's essays; values are compared in the matcher's form (workbench.pseudonymize.matcher.match_key).
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from workbench import taxonomy
from workbench.pseudonymize.matcher import match_key
from workbench.pseudonymize.scope import corpus_wide
from workbench.store import KeptOccurrence, ReviewStore

__all__ = ["KeptAccepted", "describe", "kept_accepted"]

Original = tuple[str, str, str]  # label, value, learner


@dataclass(frozen=True)
class KeptAccepted:
    """A rejected span (``kept``) whose value is an original of the release: of ``learners`` as ``labels``."""

    kept: KeptOccurrence
    learners: tuple[str, ...]
    labels: tuple[str, ...]


def kept_accepted(store: ReviewStore, originals: Iterable[Original] | None = None) -> list[KeptAccepted]:
    """Every rejected span of ``store`` whose value is one of ``originals`` where it counts (module doc);
    ``originals``: the leak check's, else those of the store's accepted spans (mark-only labels replace
    nothing)."""
    rejected = store.rejected_values()
    if not rejected:
        return []
    if originals is None:
        originals = [o for o in store.accepted_values() if taxonomy.group_of(o[0]) != "mark-only"]
    wide: dict[str, set[tuple[str, str]]] = {}  # match key -> (learner, label)
    own: dict[tuple[str, str], set[str]] = {}  # (learner, match key) -> labels
    keys: dict[str, str | None] = {}  # one match_key per distinct value
    for label, value, learner in originals:
        key = keys[value] if value in keys else keys.setdefault(value, match_key(value))
        if key is None:
            continue
        if corpus_wide(label):
            wide.setdefault(key, set()).add((learner, label))
        else:
            own.setdefault((learner, key), set()).add(label)
    found: list[KeptAccepted] = []
    for kept, learner, text in rejected:
        key = match_key(text)
        if key is None:
            continue
        places = wide.get(key, set()) | {(learner, label) for label in own.get((learner, key), ())}
        if places:
            found.append(KeptAccepted(kept, tuple(sorted({x for x, _ in places})),
                                      tuple(sorted({label for _, label in places}))))
    return found


def describe(found: list[KeptAccepted], shown: int = 10) -> str:
    """One line for the reviewer's terminal or page: how many and where (never the value)."""
    if not found:
        return ""
    where = "; ".join(f"essay {k.kept.essay_id} [{k.kept.start}, {k.kept.end}) {k.kept.label}, rejected by "
                      f"{k.kept.reviewer} (replaced as {'/'.join(k.labels)} for learner "
                      f"{', '.join(k.learners[:3])}{'…' if len(k.learners) > 3 else ''})" for k in found[:shown])
    more = f"; … and {len(found) - shown} more" if len(found) > shown else ""
    return (f"{len(found)} rejected span(s) keep a value that the release replaces elsewhere: it stays there, as "
            f"a reviewer decided, and the leak check lets it through: {where}{more}")
