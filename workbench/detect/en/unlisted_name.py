"""First names no list knows, after a person noun in an English essay: 'grandma Gwen', 'livs grandma Gwen', 'my coach
Gwen', 'teammate Chidera'.

The name lists (resources/first_names.tsv) go a few hundred names deep per country, so many students' names are in
none ('Gwen'); a possessive before the person noun made them a name (triggers), but 'Yesterday grandma Gwen came'
and "livs grandma Gwen" were released whole. A capitalised word right after a person noun (person_context's
PERSON_NOUNS), that no list holds (no name, place or organisation word), is no common English word (Zipf below
``person_context.UNKNOWN_FIRST_ZIPF``), no family word, title or person noun itself, is a first name here. Its
weight (resources/scores.tsv) is below the sensitive words' ('My friend Dyslexia' stays a health word for the
reviewer). Not kept (review 27): the same word coordinated with 'I' or 'me', before a person verb with a personal
object, or after 'I met/asked ...': apps, brands, games, illnesses and book characters stand there as often
('Duolingo and I', 'Covid taught us', 'I asked Chatgpt'), and known_values spread them through the corpus.
"""

from __future__ import annotations

from collections.abc import Iterator

from workbench.detect.base import Detector, register
from workbench.detect.en.person_context import PERSON_NOUNS, unlisted_word
from workbench.detect.lib.context import ENDEARMENTS, FAMILY_GENDER
from workbench.model import Span
from workbench.resources.wordlists import word_list
from workbench.text import Doc

__all__ = ["EnUnlistedNameDetector"]

_TITLES = frozenset(word_list("person_titles"))


def _unlisted(doc: Doc, i: int) -> bool:
    """Token ``i`` is a word no list knows (``person_context.unlisted_word``), written like a name ('Gwen', not
    'GWEN' or 'McX'), and no family word, person noun, title or endearment."""
    low = doc.lowers[i]
    return doc.tokens[i].text[1:].islower() and unlisted_word(doc, i) and low not in FAMILY_GENDER \
        and low not in PERSON_NOUNS and low not in _TITLES and low not in ENDEARMENTS


@register
class EnUnlistedNameDetector(Detector):
    """A capitalised word no list knows, after a person noun: a first name."""

    name = "en_unlisted_name"

    def detect(self, doc: Doc) -> Iterator[Span]:
        toks = doc.tokens
        for i in doc.capitalized:
            if i == 0 or toks[i - 1].lower not in PERSON_NOUNS or not _unlisted(doc, i):
                continue
            noun, tok = toks[i - 1].text, toks[i]
            yield self.span(tok.start, tok.end, "firstname_unknown", f"a first name no list holds, after the "
                            f"person noun '{noun}'", "after_person_noun", cap=True)
