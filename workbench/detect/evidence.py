"""Evidence: what a candidate rests on, as named features, and the one function that scores it.

Every candidate carries ``Span.evidence``: the rule that proposed it (``rule``: ``<detector>:<rule>``, one
name for each way a detector can find a span) and the features its detector read (``cap``: capitalised,
``initial``: where a capital proves nothing, ``common_word``: also an ordinary word, ``fuzzy``: a misspelling
matched, ``trigger``: the words that announced it, ``list``: which list knows it ...), plus what later steps
found (``propagated``: found again elsewhere, ``lowered``: the steps that lowered it, in order).
A span that came with a score and no evidence (read from a file, made by hand) gets the rule ``given:score``
and its score as the feature ``score``. ``score(evidence)`` is the only place a score comes from: the rule's
weight and the weights of its features (resources/scores.tsv, set by hand), times a sensitive word's own
weight (``word_weight``, from resources/marks/sensitive.tsv), or, once the learned decision (the step
"decide", workbench/learn) read the candidate, its confidence (``model``: P(personal)) instead, then
what the steps did, in their order: ``likely_cited`` (a person after a profession word), ``genre`` (a name in a
review) and ``shared_names`` (a name of a text many learners write about) ×0.3 and at most 0.3, ``other_case``
(found again in another case) halved.
"""

from __future__ import annotations

from collections.abc import Mapping
from functools import cache, lru_cache
from pathlib import Path

from workbench.model import Span
from workbench.resources import RESOURCE_DIR, ResourceError
from workbench.resources.tables import read_table

__all__ = ["COLUMNS", "GIVEN", "LOWERED", "Evidence", "evidence", "feature", "lowered", "of_span", "score", "weights",
           "with_features"]

#: sorted (name, value) pairs; "rule" is always there
Evidence = tuple[tuple[str, object], ...]
COLUMNS = ("rule", "feature", "weight")
#: the rule of a span that came with a score and no evidence (from a file, a test): its ``score`` feature
GIVEN = "given:score"
#: what ``lowered`` may hold: the steps that lower a score
LOWERED = ("likely_cited", "other_case", "genre", "shared_names")


def evidence(rule: str, **features: object) -> Evidence:
    """The evidence of a candidate: its ``rule`` and the ``features`` that are set (None and False are left
    out, so that the same evidence always looks the same)."""
    if not features:
        return (("rule", rule),)
    pairs = [(k, v) for k, v in features.items() if v is not None and v is not False]
    return (("rule", rule), *sorted(pairs))


def with_features(ev: Evidence, **features: object) -> Evidence:
    """``ev`` with ``features`` set (replacing what it had under those names)."""
    kept = {k: v for k, v in ev if k not in features}
    return evidence(str(kept.pop("rule")), **kept, **features)


def lowered(ev: Evidence, step: str) -> Evidence:
    """``ev`` after the step ``step`` (one of LOWERED) lowered its score."""
    if step not in LOWERED:
        raise ValueError(f"{step!r} is not one of {', '.join(LOWERED)}")
    before = feature(ev, "lowered")
    return with_features(ev, lowered=(*(before if isinstance(before, tuple) else ()), step))


def of_span(span: Span) -> Evidence:
    """The evidence of ``span``; a span without any (read from a file, made by hand) has its score given."""
    return span.evidence or evidence(GIVEN, score=span.score)


def feature(ev: Evidence, name: str) -> object:
    """The value of the feature ``name`` in ``ev``, or None."""
    return next((v for k, v in ev if k == name), None)


@cache
def weights(path: Path = RESOURCE_DIR / "scores.tsv") -> tuple[dict[str, float], dict[tuple[str, str], float]]:
    """(rule -> weight, (rule or detector, feature) -> weight added when the feature is set), read once."""
    base: dict[str, float] = {}
    added: dict[tuple[str, str], float] = {}
    for where, row in read_table(path, COLUMNS):
        try:
            weight = float(row["weight"])
        except ValueError:
            raise ResourceError(f"{where}: weight {row['weight']!r} is not a number") from None
        rule, name = row["rule"], row["feature"]
        if name == "-":
            if ":" not in rule or rule in base:
                raise ResourceError(f"{where}: rule {rule!r} is not detector:rule or is there already")
            base[rule] = weight
        elif (rule, name) in added:
            raise ResourceError(f"{where}: feature {name!r} of {rule!r} is there already")
        else:
            added[rule, name] = weight
    return base, added


@lru_cache(maxsize=65536)  # candidates repeat their evidence: one look-up instead of one sum
def score(ev: Evidence) -> float:
    """The score of a candidate with evidence ``ev``: its rule's weight plus the weights of its features
    (those of the rule, or of every rule of its detector), then the steps' changes (module docstring)."""
    base, added = weights()
    features: Mapping[str, object] = dict(ev)
    rule = str(features["rule"])
    given = features.get("score")
    model = features.get("model")
    if isinstance(model, float):  # the learned decision's confidence replaces the hand-set weights
        value = model
    elif rule == GIVEN and isinstance(given, float):
        value = given
    elif rule in base:
        value = base[rule]
    else:
        raise ResourceError(f"{RESOURCE_DIR / 'scores.tsv'}: no weight for rule {rule!r}")
    if not isinstance(model, float):
        detector = rule.split(":", 1)[0]
        for name in features:
            w = added.get((rule, name), added.get((detector, name)))
            if w is not None:
                value = value + w
        word_weight = features.get("word_weight")
        if isinstance(word_weight, float):  # a sensitive word's own weight (resources/marks/sensitive.tsv)
            value = round(value * word_weight, 3)
    steps = features.get("lowered", ())
    for step in steps if isinstance(steps, tuple) else ():
        value = round(value / 2, 4) if step == "other_case" else round(min(value * 0.3, 0.3), 4)
    return value
