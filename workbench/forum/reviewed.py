"""Review decisions into the forum release: ``workbench forum pseudonymize MESSAGES ... --db DB``.

Every body is rendered with its current spans in the review store (workbench.forum.review put them
there): accepted, added and still open ones (the safe side), not rejected ones; relabelled, resized and
renumbered as decided. Headers, thread titles and subjects come from the conversion table and the
detectors as without a store. A participant form the table gained after ``review init`` is still masked
where it crosses no span of the store.

The store must be the messages' own: every message in it, with the same body text, and with the masks
of the table given (headers and participant spans); otherwise ``StoreError`` says what differs, by
message id only (never a text).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence

from workbench.forum.model import ForumCorpus
from workbench.forum.review import holds_messages, message_essays
from workbench.forum.table import ConversionTable
from workbench.model import Essay, Span
from workbench.store import ReviewStore, StoreError

__all__ = ["reviewed_bodies"]


Kept = dict[str, list[tuple[int, int, str, str]]]


def reviewed_bodies(corpus: ForumCorpus, table: ConversionTable, store: ReviewStore,
                    seed: int = 0) -> tuple[dict[str, list[Span]], dict[str, int], Kept]:
    """``{"<message id>#body": spans}`` for ``apply_table(fixed=...)``, counts for the report (messages,
    rejected, added, open, new_table_forms) and the rejected spans as kept occurrences ``{"<message
    id>#body": [(start, end, label, reviewer)]}`` for the leak check; StoreError when the store does not
    match."""
    if not holds_messages(store):
        raise StoreError(f"{store.path} holds no forum messages; fill it with workbench review init "
                         "MESSAGES --participants P --db DB")
    order = store.essay_ids()
    stored = set(order)
    fresh = message_essays(corpus, table, detect=False, seed=seed)
    wrong: dict[str, list[str]] = {k: [] for k in _WHAT}
    bodies: dict[str, list[Span]] = {}
    rejected: Kept = {}
    counts: Counter[str] = Counter(messages=len(fresh))
    for essay, participant_spans in fresh:
        if essay.id not in stored:
            wrong["missing"].append(essay.id)
            continue
        kept = store.essay(essay.id)
        if kept.text != essay.text:
            wrong["changed"].append(essay.id)
            continue
        candidates = store.spans(essay.id, reviewer="")  # no one's decisions: as review init put them
        if not _same_masks(kept, essay, [s.span for s in candidates], participant_spans):
            wrong["masks"].append(essay.id)
            continue
        states = store.spans(essay.id)
        taken = [s.span for s in states] + [s.span for s in candidates]
        new = [p for p in participant_spans if not any(p.overlaps(t) for t in taken)]
        bodies[f"{essay.id}#body"] = sorted([s.span for s in states if s.status != "rejected"] + new,
                                            key=lambda s: (s.start, s.end))
        rejected[f"{essay.id}#body"] = [(s.span.start, s.span.end, s.span.label, s.decided_by or "")
                                        for s in states if s.status == "rejected"]
        counts.update(rejected=sum(s.status == "rejected" for s in states),
                      added=sum(s.origin == "manual" and s.status != "rejected" for s in states),
                      open=sum(s.status == "open" for s in states), new_table_forms=len(new))
    wrong["extra"] = [e for e in order if e not in {e.id for e, _ in fresh}]
    if any(wrong.values()):
        raise StoreError(_mismatch(store.path, str(corpus.source), wrong))
    return bodies, {k: counts[k] for k in ("messages", "rejected", "added", "open", "new_table_forms")}, rejected


def _same_masks(kept: Essay, essay: Essay, stored: Sequence[Span], fresh: Sequence[Span]) -> bool:
    """The store's header masks and participant spans are those the table gives now."""
    keys = ("author_mask", "recipient_masks")
    if kept.learner_id != essay.learner_id or any(kept.metadata.get(k) != essay.metadata[k] for k in keys):
        return False
    now = {(s.start, s.end, s.attribute("surrogate")) for s in fresh}
    return all((s.start, s.end, s.attribute("surrogate")) in now
               for s in stored if s.source.startswith("forum:"))


_WHAT = {
    "missing": "message(s) not in the store",
    "extra": "essay(s) in the store that are not in the messages",
    "changed": "message(s) whose body differs from the store's",
    "masks": "message(s) masked with another conversion table (give the store's table, --table)",
}


def _mismatch(db: str, messages: str, wrong: dict[str, list[str]]) -> str:
    def ids(xs: list[str]) -> str:
        return ", ".join(xs[:5]) + (f" and {len(xs) - 5} more" if len(xs) > 5 else "")

    parts = [f"{len(xs)} {_WHAT[k]}: {ids(xs)}" for k, xs in wrong.items() if xs]
    return (f"the review store {db} does not match {messages}: {'; '.join(parts)}. Fill a store from these "
            "messages (workbench review init MESSAGES --participants P --db NEW.db) and review it, or give "
            "the messages the store was filled from")
