"""Sensitive information (guidelines 003, basic principle 7 and section 15: <sensitive>): religion, politics,
ethnicity, sexuality and health, only in sentences about the writer or people near them (a first-person
pronoun, a family word, or he/she). A hospital is a workplace, not health, after 'jobbar på'.

Per sentence and subgroup one token is marked (the guidelines: "at least one token per sentence", "fewer
rather than more"): the trigger with the highest weight, the first on a tie. The span has the attribute
``subgroup=<subgroup>`` and a reason naming the trigger ("religion: 'moské'"); a reviewer reads the whole
sentence before release. Mark-only: never replaced.
"""

from __future__ import annotations

from collections.abc import Iterator
from functools import lru_cache

from workbench.detect.base import Detector, register
from workbench.detect.lib.context import work_context
from workbench.model import Span
from workbench.resources.marks import lexicon, sentence_view
from workbench.resources.wordlists import word_list
from workbench.text import Doc

__all__ = ["SensitiveDetector"]

#: score by who the sentence is about, times the trigger's weight
_WHO = {"first": "the writer", "family": "the writer's family", "third": "a person near the writer"}
#: where care is given: a health word unless someone works there
_CARE_PLACES = frozenset(word_list("care_places"))


@lru_cache(maxsize=65536)
def _trigger(lang: str, word: str) -> tuple[str, float, str] | None:
    """``lexicon(lang).sensitive_of(word)``, remembered: every distinct word of every essay is looked up."""
    return lexicon(lang).sensitive_of(word)


@register
class SensitiveDetector(Detector):
    """Religion, politics, ethnicity, sexuality and health words in sentences about the writer."""

    name = "sensitive"

    def detect(self, doc: Doc) -> Iterator[Span]:
        lex, view = lexicon(doc.lang), sentence_view(doc)
        hits = {w: hit for w in doc.vocabulary if (hit := _trigger(lex.lang, w)) is not None}
        per_sentence: dict[tuple[int, str], dict[str, tuple[float, int, str]]] = {}  # in sentence order
        for i in doc.positions(hits):
            s, hit = view.sentence_of[i], hits[view.lowers[i]]
            about = view.about[s]
            if about is None or view.lowers[i] in _CARE_PLACES and work_context(doc, i):
                continue  # 'Jag vill jobba på sjukhus igen': a workplace, no health
            best = per_sentence.setdefault((s, about), {})
            if hit[0] not in best or hit[1] > best[hit[0]][0]:
                best[hit[0]] = (hit[1], i, hit[2])
        for (_, about), best in per_sentence.items():
            for subgroup, (weight, i, trigger) in sorted(best.items(), key=lambda kv: kv[1][1]):
                tok = doc.tokens[i]
                yield self.span(tok.start, tok.end, "sensitive",
                                f"{subgroup}: '{trigger}' in a sentence about {_WHO[about]}",
                                f"about_{about}", (f"subgroup={subgroup}",), pattern=subgroup, about=about,
                                trigger=trigger, word_weight=weight)
