"""Training rows: the candidates of a text, each with its features and the class gold says it is.

A candidate is what the decision step sees at detection time (workbench.learn.decide.candidates over the
rules' resolved spans, from ``workbench.pipeline.rule_spans``), so training and detection read the same
evidence. Its class is the group (NAME, PLACE, INST) of a gold span it overlaps, else "O" (not personal).
"""

from __future__ import annotations

import random
import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field

from workbench.learn.decide import candidates
from workbench.learn.features import GROUPS, Candidate, CorpusCounts, TextView, featurize, hash_features
from workbench.learn.linear import LinearModel
from workbench.model import Essay, Span

__all__ = ["Item", "Rows", "Seen", "gold_class", "keeps_counts", "make_rows", "originals", "rule_spans_of"]

_WORDS = re.compile(r"\w+")


@dataclass
class Item:
    """A text with its gold spans (labels in the taxonomy, or the model's groups), its learner and weight."""

    id: str
    learner: str
    text: str
    gold: Sequence[Span]
    weight: float = 1.0
    raw: Sequence[Span] | None = None  # the raw candidates a review store kept (None: detection's, anew)


@dataclass
class Rows:
    """Feature rows, classes, weights, and per row (item id, candidate, from a rule?) for evaluation."""

    x: list[list[int]] = field(default_factory=list)
    y: list[int] = field(default_factory=list)
    w: list[float] = field(default_factory=list)
    where: list[tuple[str, Candidate]] = field(default_factory=list)
    hidden: set[int] = field(default_factory=set)  # buckets of features holding a word of ``private``

    def extend(self, other: Rows) -> None:
        self.x += other.x
        self.y += other.y
        self.w += other.w
        self.where += other.where
        self.hidden |= other.hidden


def originals(spans: Iterable[tuple[str, Span]]) -> frozenset[str]:
    """The words (lower case) of the spans of (text, span) pairs."""
    return frozenset(w for text, s in spans for w in _WORDS.findall(text[s.start : s.end].lower()))


def gold_class(cand: Candidate, gold: Sequence[Span]) -> int:
    """The class of a candidate: the group of the first gold span it overlaps, else O (0)."""
    from workbench.learn.features import group_of_label

    for g in gold:
        if g.start < cand.end and cand.start < g.end:
            group = g.label if g.label in GROUPS else group_of_label(g.label)
            if group:
                return GROUPS.index(group)
    return 0


@dataclass
class Seen:
    """What the step "decide" reads of one text: its (normalised) text, the spans so far, the raw candidates."""

    text: str
    spans: list[Span]
    raw: list[Span]


def rule_spans_of(items: Sequence[Item], lang: str) -> dict[str, Seen]:
    """Per item, what the step "decide" of the detection pipeline reads (the pipeline runs with a decision
    that records its input and changes nothing), so training reads what detection will."""
    from workbench.detect import detect_corpus

    seen: list[Seen] = []

    def record(text: str, code: str, spans: Sequence[Span], learner: str = "", raw: Sequence[Span] = ()
               ) -> list[Span]:
        seen.append(Seen(text, list(spans), list(raw)))
        return list(spans)

    # every text its own learner and essay (learner_wide=False): the decision sees them in the items' order
    detect_corpus([Essay(it.id, it.id, it.text, lang) for it in items], lang=lang, learner_wide=False,
                  model=record)
    return {it.id: s for it, s in zip(items, seen, strict=True)}


def keeps_counts(seed: int, item_id: str, drop_counts: float) -> bool:
    """Does the item ``item_id`` keep its corpus counts (a share ``drop_counts`` of items does not)? Drawn per item, of
    the seed and the id, so that an item skipped or added leaves every other item's draw as it was (one draw after
    another shifted them all: a build's held-out figures then moved with any one training sentence, bisect 99)."""
    return random.Random(f"{seed}:{item_id}").random() >= drop_counts


def make_rows(items: Sequence[Item], spans: dict[str, Seen], lang: str, model: LinearModel,
              counts: CorpusCounts | None, seed: int = 0, drop_counts: float = 0.5,
              unknown: frozenset[str] = frozenset(), private: frozenset[str] = frozenset()) -> Rows:
    """The rows of every candidate of every item; corpus counts are left out of a share ``drop_counts`` of
    the items, so the model also works on a corpus too small for them. A candidate the gold calls not personal
    that holds a word of ``unknown`` (lower case) teaches nothing: its row has weight 0. The buckets of the
    features whose value holds a word of ``private`` (lower case: the originals of a review store, in a context
    word, a word pair, an evidence value) are collected in ``hidden``, for a fit that leaves them as they are."""
    rows = Rows()
    holds: dict[str, bool] = {}  # feature string -> holds a private word (the same strings come back)
    for it in items:
        got = spans[it.id]
        if got.text != it.text:  # normalising changed the text: its gold offsets no longer fit
            continue
        view = TextView.of(it.text)
        cands, _ = candidates(it.text, lang, got.spans, model, view, got.raw if it.raw is None else it.raw)
        use = counts if keeps_counts(seed, it.id, drop_counts) else None
        for c in cands:
            feats = featurize(view, c, lang, model.table, use, it.learner)
            rows.x.append(hash_features(feats))
            if private:
                for f, h in zip(feats, rows.x[-1], strict=True):
                    hit = holds.get(f)
                    if hit is None:
                        hit = holds[f] = not private.isdisjoint(_WORDS.findall(f.partition("=")[2].lower()))
                    if hit:
                        rows.hidden.add(h)
            y = gold_class(c, it.gold)
            rows.y.append(y)
            rows.w.append(0.0 if y == 0 and unknown and not unknown.isdisjoint(
                _WORDS.findall(it.text[c.start : c.end].lower())) else it.weight)
            rows.where.append((it.id, c))
    return rows
