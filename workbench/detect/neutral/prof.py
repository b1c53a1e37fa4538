"""Professions (guidelines 003, section 15: <prof>): a listed profession after a trigger such as "jag är",
"jobbar som", "I work as"; after "jobbar som"/"work as" also an unlisted word, with a lower score.

Mark-only: the span is flagged for a reviewer and never replaced.
"""

from __future__ import annotations

from collections.abc import Iterator

from workbench.detect.base import Detector, register
from workbench.model import Span
from workbench.resources.marks import Lexicon, SentenceView, lexicon, longest_match, sentence_view
from workbench.text import Doc

__all__ = ["ProfessionDetector"]

@register
class ProfessionDetector(Detector):
    """Professions of the writer or of people near them, found after context triggers."""

    name = "prof"

    def detect(self, doc: Doc) -> Iterator[Span]:
        lex, view = lexicon(doc.lang), sentence_view(doc)
        words, triggers = view.lowers, lex.triggers["prof"]
        firsts = lex.trigger_firsts["prof"]
        done = 0  # the tokens before ``done`` are part of the last profession
        for i in doc.positions(firsts):  # the first word of a trigger
            if i < done or not view.about[view.sentence_of[i]]:
                continue
            hit = longest_match(words, i, view.bounds[view.sentence_of[i]][1], triggers)
            span = self._after(doc, lex, view, i, *hit) if hit else None
            if span is not None:
                yield span
                done = doc.token_index(span.end)

    def _after(self, doc: Doc, lex: Lexicon, view: SentenceView, i: int, pattern: tuple[str, ...],
               kind: str) -> Span | None:
        """The profession after the trigger ``pattern`` at token ``i``, if any."""
        words = view.lowers
        a, end = view.bounds[view.sentence_of[i]]
        j = i + len(pattern)
        person = lex.person
        if kind == "copula" and not (person.intersection(words[max(a, i - 3) : i + 1])
                                     or any(w in lex.family for w in words[max(a, i - 3) : i])
                                     or (j < end and words[j] in person)):
            return None  # "det är läkare som ...": no person is the subject
        skip = lex.word("article") | lex.word("first") | lex.word("third")
        while j < min(end, i + len(pattern) + 2) and words[j] in skip:
            j += 1
        trigger = " ".join(pattern)
        if kind == "copula" and i > a and words[i - 1] in person:
            trigger = f"{words[i - 1]} {trigger}"
        for k in (j, j + 1):  # the profession, or after one modifier ("en bra lärare", "a senior developer")
            if k >= end or not doc.tokens[k].is_word:
                break
            found = longest_match(words, k, end, lex.professions, 3) or (
                _compound(words[k], lex) if doc.pack.profession_compounds else None)
            if found:
                last = doc.tokens[k + len(found[0]) - 1]
                return self.span(doc.tokens[k].start, last.end, "prof", f"profession after '{trigger}'",
                                 f"{kind}_trigger", pattern=kind, trigger=trigger)
        # English needs an article: "as a ...", not "as soon as"
        article = words[j - 1] in lex.word("article") or not doc.pack.profession_needs_article
        if kind == "open" and view.about[view.sentence_of[i]] == "first" and j < end and article \
                and doc.tokens[j].is_word and not words[j].isdigit() \
                and lex.education.get((words[j],)) != "not_subject":
            return self.span(doc.tokens[j].start, doc.tokens[j].end, "prof",
                             f"word after '{trigger}', not in the profession list", "unlisted", pattern="unlisted",
                             trigger=trigger)
        return None


def _compound(word: str, lex: Lexicon) -> tuple[tuple[str, ...], str] | None:
    """A compound ending in a listed profession ("pizzabagare", "barnsjuksköterska": the language pack's
    ``profession_compounds``)."""
    if len(word) < 8:
        return None
    for k in range(3, len(word) - 4):
        if word[k:] in lex.profession_suffixes:
            return (word,), lex.professions[(word[k:],)]
    return None
