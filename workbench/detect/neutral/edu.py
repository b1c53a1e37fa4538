"""Education (guidelines 003, section 15: <edu>): the subject after a trigger ("jag har en examen i kemi",
"jag studerade ekonomi", "läser till sjuksköterska", "I have a degree in biology"), and degree words
("kandidatexamen", "datavetare", "master's") in a sentence about the writer or people near them.

Mark-only: the span is flagged for a reviewer and never replaced.
"""

from __future__ import annotations

from collections.abc import Iterator

from rapidfuzz import fuzz, process

from workbench.detect.base import Detector, register
from workbench.model import Span
from workbench.resources.marks import Lexicon, lexicon, longest_match, sentence_view
from workbench.resources.wordlists import word_list
from workbench.text import Doc

__all__ = ["EducationDetector"]

_LINKS = frozenset(word_list("subject_links"))  # "kandidatexamen i ekonomi", "master of arts"


@register
class EducationDetector(Detector):
    """Subjects and degrees of the writer or of people near them."""

    name = "edu"

    def detect(self, doc: Doc) -> Iterator[Span]:
        lex, view = lexicon(doc.lang), sentence_view(doc)
        words, triggers = view.lowers, lex.triggers["edu"]
        firsts, degrees = lex.trigger_firsts["edu"], lex.degree_firsts
        for i in doc.pack.training_compounds(doc, lex, view):  # 'hon har börjat en undersköterskeutbildning'
            tok = doc.tokens[i]
            yield self.span(tok.start, tok.end, "edu", "profession or subject + 'utbildning'", "training_compound",
                            pattern="compound")
        done = 0  # the tokens before ``done`` are part of the last span
        for i in doc.positions(firsts | degrees):  # the first word of a trigger or a degree
            if i < done:
                continue
            done, w, s = i + 1, words[i], view.sentence_of[i]
            end, about = view.bounds[s][1], view.about[s]
            hit = longest_match(words, i, end, triggers) if about and w in firsts else None
            j, reason = (i + len(hit[0]), f"subject after '{' '.join(hit[0])}'") if hit else (i, "")
            listed = hit is not None and hit[1] == "listed"
            degree = longest_match(words, i, end, lex.education, 3) if about and not hit and w in degrees \
                else None
            if degree and degree[1] == "degree":
                n = len(degree[0])
                yield self.span(doc.tokens[i].start, doc.tokens[i + n - 1].end, "edu",
                                "degree word in a sentence about the writer", "degree", pattern="degree", about=about)
                j = done = i + n
                if j < end and words[j] in _LINKS:
                    j, reason = j + 1, f"subject after a degree and '{words[j]}'"
            if reason:
                span = self._subject(doc, lex, words, j, end, reason, listed)
                if span is not None:
                    yield span
                    done = doc.token_index(span.end)

    def _subject(self, doc: Doc, lex: Lexicon, words: list[str], j: int, end: int, reason: str,
                 listed: bool) -> Span | None:
        """The subject or degree at token ``j`` (after an article, or one modifier: "engelsk litteratur")."""
        skip = lex.word("article") | lex.word("possessive")
        while j < end and words[j] in skip:
            j += 1
        for k in (j, j + 1):
            if k >= end or not doc.tokens[k].is_word:
                break
            found = longest_match(words, k, end, lex.education, 3) or longest_match(words, k, end,
                                                                                    lex.professions, 3)
            if found and found[1] != "not_subject":
                last = doc.tokens[k + len(found[0]) - 1]
                return self.span(doc.tokens[k].start, last.end, "edu", reason, "listed_subject", pattern="listed")
            if found or (listed and k == j + 1):
                break
            if len(words[k]) >= 7 and process.extractOne(words[k], lex.subjects, scorer=fuzz.ratio,
                                                         score_cutoff=85):
                return self.span(doc.tokens[k].start, doc.tokens[k].end, "edu",
                                 f"{reason}, spelled like a listed subject", "fuzzy_subject", pattern="fuzzy",
                                 fuzzy=True)
            if not listed:
                break
        unlikely = lex.word("count") | lex.word("first") | lex.word("third") | lex.word("block")
        if listed or j >= end or not doc.tokens[j].is_word or words[j] in unlikely or words[j].isdigit() \
                or lex.education.get((words[j],)) == "not_subject":
            return None
        return self.span(doc.tokens[j].start, doc.tokens[j].end, "edu", f"{reason}, not in the subject list",
                         "unlisted_subject", pattern="unlisted")
