"""Learning from review (issue 15.3): update a model from the decisions in a review store.

``store_items(store)`` reads a store (SQLite or PostgreSQL) through its public reading methods only
(``essay_ids``, ``view``, ``candidates``) and turns every reviewed essay into a training item: accepted,
added and relabelled spans are personal (with their current label), rejected ones are not, and every other
candidate the model sees in that essay is a negative. An essay is reviewed when a reviewer marked it so
(status "reviewed" or "signed off") and none of its spans is open: an essay nobody marked (even one with no
span at all, whose candidates nobody looked at), one signed off after a confirmation that nobody opened it,
or one an undo left with open spans is left out, and counted.
The raw candidates the store kept (what every detector proposed when the store was filled) are the
agreement evidence the model reads, as at detection time. ``update`` refits a model on those items,
starting from and staying near the given model's weights, with the reviewed items weighted up (a threshold
may move down where the reviewed candidates ask for it, never up: recall first), and writes a model folder
detection can use (``workbench detect --model DIR``, or ``$WORKBENCH_MODEL``).
"""

from __future__ import annotations

import os
import stat
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from workbench.learn.build import choose_thresholds
from workbench.learn.decide import label_support
from workbench.learn.examples import Item, make_rows, originals, rule_spans_of
from workbench.learn.features import CorpusCounts, group_of_label
from workbench.learn.linear import LinearModel, fit

__all__ = ["PRIVATE", "ReviewData", "out_problem", "store_items", "train_from_store", "update"]

REVIEW_WEIGHT = 2.0  # a reviewer's decision counts this many times a silver example
REVIEWED = ("reviewed", "signed off")  # the essay statuses a reviewer set when done with an essay
PRIVATE = ("trained on the reviewed essays of a review store: it holds hashed features of their words (not of "
           "the words of their spans, whose features keep the old model's weights), so a list of guessed words "
           "can be tested against it; it is as private as the store: keep it with the store, owner-only, and "
           "never release it")


@dataclass
class ReviewData:
    """Reviewed items per language, and counts of what was read."""

    items: dict[str, list[Item]]
    accepted: int = 0
    rejected: int = 0
    skipped_open: int = 0  # marked reviewed, yet with open spans (an undo can leave that)
    skipped_unreviewed: int = 0  # not marked reviewed (never opened, still in review, signed off unopened)
    private: frozenset[str] = frozenset()  # the words of every span not rejected, in every essay: originals


def _worked_in(store: Any, essay_id: str) -> bool:
    """Whether a reviewer worked in an essay that was confirmed at sign-off without being opened: a decision
    in it besides the confirmation, the sign-off's status and proposals made from other essays."""
    return any(d.action not in ("confirm", "propose") and not (d.action == "status" and d.value.get("status")
                                                                 == "signed off") for d in store.history(essay_id))


def store_items(store: Any) -> ReviewData:
    """The reviewed essays of a store as training items per language (see the module docstring)."""
    out = ReviewData({})
    private: set[str] = set()
    for essay_id in store.essay_ids():
        view = store.view(essay_id)
        private |= originals((view.essay.text, s.span) for s in view.spans if s.status != "rejected")
        if view.status not in REVIEWED or (view.confirmed_by and not _worked_in(store, essay_id)):
            out.skipped_unreviewed += 1
            continue
        states, essay = view.spans, view.essay
        if any(not s.resolved for s in states):
            out.skipped_open += 1
            continue
        gold = [s.span for s in states if s.status == "accepted" and group_of_label(s.span.label)]
        out.accepted += len(gold)  # both counts: spans of the labels the model decides on (names, places, inst.)
        out.rejected += sum(s.status == "rejected" and group_of_label(s.span.label) is not None for s in states)
        out.items.setdefault(essay.language, []).append(
            Item(essay.id, essay.learner_id, essay.text, gold, REVIEW_WEIGHT, store.candidates(essay_id) or None))
    out.private = frozenset(private)
    return out


def update(model: LinearModel, items: Sequence[Item], l2: float = 5.0,
           private: frozenset[str] = frozenset()) -> LinearModel:
    """A copy of ``model`` refitted on ``items`` (the rules' candidates of their texts), kept near the old
    weights by the L2 term; thresholds and frequency table are kept. The features that hold a word of the
    items' gold spans or of ``private`` (the store's other originals) keep the old model's weights, so the
    new model says nothing of whether such a word occurred."""
    spans = rule_spans_of(items, model.lang)
    counts = CorpusCounts.of((it.learner, it.text) for it in items)
    private |= originals((it.text, s) for it in items for s in it.gold)
    rows = make_rows(items, spans, model.lang, model, counts, seed=0, private=private)
    weights = (fit(rows.x, rows.y, rows.w, l2=l2, init=model.weights, fixed=rows.hidden) if rows.y
               else model.weights.copy())
    card = {**model.card, "updated_from_review": {"items": len(items), "candidates": len(rows.y)},
            "private": PRIVATE}
    if isinstance(model.card.get("labels"), dict):  # the reviewed labels count toward what the model decides on
        card["labels"] = dict(Counter(model.card["labels"]) + Counter(label_support(items)))
    out = LinearModel(model.lang, weights, dict(model.thresholds), model.table, card)
    if rows.y:  # the reviewed decisions may move a threshold down (more recall), never up
        tuned = choose_thresholds(rows, out.proba(rows.x))
        out.thresholds = {k: min(v, tuned.get(k, v)) for k, v in model.thresholds.items()}
    return out


def out_problem(out: Path) -> str | None:
    """Why ``out`` cannot be the model folder ``workbench train`` writes (None: it can)."""
    from workbench.learn import DEFAULT_MODEL

    if out.is_symlink() and not out.exists():
        return f"{out} is a symbolic link to nothing ({os.readlink(out)}); name a folder"
    if out.exists() and not out.is_dir():
        return f"{out} is a file, not a folder; name a folder for the model"
    if out.exists() and out.resolve() == DEFAULT_MODEL.resolve():
        return f"{out} is the shipped model; name another folder"
    if out.exists() and stat.S_IMODE(out.stat().st_mode) & 0o077:
        return (f"{out} is already there and open to others (mode {stat.S_IMODE(out.stat().st_mode):o}); a model "
                "trained on reviewed essays is as private as the store: name a new folder (it is made owner-only)")
    return None


def train_from_store(db: str | Path, out: Path, base: str | Path | None = None) -> dict[str, Any]:
    """``workbench train``: update the model of each language the store holds reviewed essays of and write
    the models into ``out``, owner-only (a folder of mode 0700, files of 0600, as a release's private/: see
    ``PRIVATE``); returns what was done (counts and the files written, in ``written``)."""
    from workbench.learn import load_models, model_dir
    from workbench.pseudonymize.private import owner_only_dir
    from workbench.pseudonymize.sealed import write_owner_only
    from workbench.store import ReviewStore

    with ReviewStore(db) as store:
        data = store_items(store)
    folder = model_dir(base)
    models = load_models(folder) if folder is not None else {}
    report: dict[str, Any] = {"accepted": data.accepted, "rejected": data.rejected,
                              "not_marked_reviewed": data.skipped_unreviewed,
                              "reviewed_with_open_spans": data.skipped_open, "languages": {}, "written": []}
    for lang, items in sorted(data.items.items()):
        if lang not in models:
            report["languages"][lang] = f"no {lang} model to update ({len(items)} reviewed essays left as they are)"
            continue
        updated = update(models[lang], items, private=data.private)
        path = write_owner_only(owner_only_dir(out) / f"{lang}.npz", updated.dump())  # 0700 folder, 0600 file
        report["written"].append(path)
        report["languages"][lang] = f"{len(items)} reviewed essays"
    report["earlier"] = sorted(p for p in out.glob("*.npz") if p not in report["written"]) if out.is_dir() else []
    return report
