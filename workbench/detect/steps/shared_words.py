"""Step "shared_words" (a corpus step, before known_values): a word the learned decision added that other
learners write too, where no rule finds it personal, is an ordinary word or a topic, not someone's name.

The step "decide" adds words no rule took when its model finds them personal in their context. Most of the
ones it adds wrongly are words of the language ("vara", "Kommun", "Sedan", "stan"); once added, the step
known_values makes the value known and spreads it to every essay of the corpus (names count release-wide),
so one wrong word became up to 91 false spans on held-out SweLL sentences. Corpus-level evidence says
otherwise: a value that ``MIN_OTHERS`` or more other learners write (as a whole word, any case), in places
no rule's span covers, is dropped wherever the model added it (with the spans the consistency steps copied
from it in the same essay). Rule-found values are never dropped here, and nothing is added, so what is
replaced stays what the leak check finds (workbench.pseudonymize.leak): no value is known in one essay and
left in another. Pure: (essays, spans per essay) -> spans per essay.
"""

from __future__ import annotations

import re
from collections import defaultdict
from collections.abc import Iterable, Mapping, Sequence

from workbench.detect.steps import corpus_step
from workbench.model import Essay, Span

__all__ = ["MIN_OTHERS", "drop_shared"]

#: other learners (than those the model added the word for) who must write the word where no rule's span
#: covers it; chosen on held-out SweLL sentences, seeds 15-18 (see resources/model/CARD.md)
MIN_OTHERS = 3
_ADDED = "decide"
_COPIED = frozenset({"consistency", "learner_consistency"})
_DROPPABLE = _COPIED | {_ADDED}  # what the model added, and the copies the consistency steps made of it
_WORD = re.compile(r"\w+")


def _value(text: str, span: Span) -> str:
    return text[span.start : span.end].casefold()


def _step(span: Span) -> str:
    """The step or detector that made ``span`` (its source up to the first ":")."""
    return span.source.split(":", 1)[0]


def _shared(essays: Sequence[Essay], spans: Mapping[str, Sequence[Span]], min_others: int) -> set[str]:
    """The (case-folded, one-word) values the model added that at least ``min_others`` other learners write
    where no other span covers them."""
    added: dict[str, set[str]] = defaultdict(set)  # value -> learners the model added it for
    for e in essays:
        for s in spans.get(e.id, ()):
            if _step(s) == _ADDED:
                value = _value(e.text, s)
                if _WORD.fullmatch(value):
                    added[value].add(e.learner_id)
    if not added:
        return set()
    others: dict[str, set[str]] = defaultdict(set)
    for e in essays:
        covered = sorted((s.start, s.end) for s in spans.get(e.id, ()))
        for m in _WORD.finditer(e.text):
            word = m.group().casefold()
            if word not in added or e.learner_id in added[word] or e.learner_id in others[word]:
                continue
            if not any(a < m.end() and m.start() < b for a, b in covered):
                others[word].add(e.learner_id)
    return {v for v, learners in others.items() if len(learners) >= min_others}


@corpus_step("shared_words", scope="corpus")
def drop_shared(essays: Iterable[Essay], spans: Mapping[str, Sequence[Span]],
                min_others: int = MIN_OTHERS) -> dict[str, list[Span]]:
    """``spans`` without the model-added words that other learners write too (see the module doc)."""
    essays = list(essays)
    shared = _shared(essays, spans, min_others)
    out: dict[str, list[Span]] = {}
    for e in essays:
        current = list(spans.get(e.id, ()))
        if shared:
            dropped = {v for s in current if _step(s) == _ADDED and (v := _value(e.text, s)) in shared}
            ruled = {_value(e.text, s) for s in current if _step(s) not in _DROPPABLE}
            gone = dropped - ruled
            current = [s for s in current if not (_step(s) in _DROPPABLE and _value(e.text, s) in gone)]
        out[e.id] = current
    return out
