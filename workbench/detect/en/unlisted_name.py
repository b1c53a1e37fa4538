"""First names no list knows, by a person's context in an English essay: 'I met Gwen at the park', 'Gwen and I
went', 'me and Chidera', 'Then Chidera told me', 'grandma Gwen', 'Gwen and Emma'.

The name lists (resources/first_names.tsv) go a few hundred names deep per country, so many students' names
are in none ('Gwen'), and the rules that read a listed name's context passed them by: 'I met Gwen at the
park' was released whole. A capitalised word that no list holds (no name, place or organisation word), that is
no common English word (Zipf below ``person_context.UNKNOWN_FIRST_ZIPF``), no family word, title or person
noun itself, is a first name here when
- a person noun stands right before it ('grandma Gwen', 'teammate Chidera'),
- it is coordinated with 'I', 'me' or a listed first name ('Gwen and I', 'me and Gwen', 'Gwen and Emma'),
- a person verb with a personal object follows it ('Gwen told me', 'Chidera helped us'), or
- 'I' or 'we' and a verb that takes a person stand before it ('I met Gwen', 'we asked Chidera').
Found once, the step known_values finds the name's other mentions in the learner's essays.
"""

from __future__ import annotations

from collections.abc import Iterator

from workbench import resources as R
from workbench.detect.base import Detector, register
from workbench.detect.en.person_context import PERSON_NOUNS, PERSON_VERBS, UNKNOWN_FIRST_ZIPF
from workbench.detect.lib.context import FAMILY_GENDER, STOP
from workbench.detect.lib.gazetteer import common_zipf, hit_at
from workbench.lang.numbers import CALENDAR_EN
from workbench.model import Span
from workbench.resources.wordlists import word_list
from workbench.text import Doc

__all__ = ["EnUnlistedNameDetector"]

_TITLES = frozenset(word_list("person_titles"))
_ENDEARMENTS = frozenset(word_list("endearments"))
#: the objects that make a person verb a person's act ('Gwen told me'; not 'Canva helped the design')
_OBJECTS = frozenset({"me", "us", "him", "her", "them", "my", "our"})
#: verbs that take a person as their object after 'I' or 'we' ('I met Gwen'); not 'visited' or 'joined' (a
#: place, a club)
_MEET = frozenset({"met", "asked", "told", "called", "texted", "messaged", "emailed", "phoned", "thanked",
                   "helped", "hugged", "invited", "interviewed", "contacted", "reminded", "encouraged"})


def _unlisted(doc: Doc, i: int) -> bool:
    """Token ``i`` is a capitalised word that no list holds and no common English word."""
    text = doc.tokens[i].text
    if len(text) < 2 or not text[1:].islower() or not text.isalpha():
        return False
    low = doc.lowers[i]  # the cheap tests first: most capitalised words are common ones opening a sentence
    if common_zipf(low, "en") >= UNKNOWN_FIRST_ZIPF or low in STOP or low in CALENDAR_EN or low in FAMILY_GENDER \
            or low in PERSON_NOUNS or low in _TITLES or low in _ENDEARMENTS or low in R.demonyms_en():
        return False
    return hit_at(doc, i) is None


def _listed_first(doc: Doc, i: int) -> bool:
    h = hit_at(doc, i)
    return h is not None and h.cap and h.first is not None


def _why(doc: Doc, i: int) -> tuple[str, str] | None:
    """Why the unlisted word at ``i`` is a person's first name (a reason and a rule), or None."""
    toks, n = doc.tokens, len(doc.tokens)
    if i > 0 and (toks[i - 1].is_capitalized and (not doc.is_sentence_initial(i - 1) or _listed_first(doc, i - 1))
                  or toks[i - 1].text == "." and i > 1 and len(toks[i - 2].text) == 1):
        return None  # a surname after a first name or an initial ('Adem Kepeneklioğlu', 'G. Nicolaides')
    before = doc.words_before(i, 2)
    after = doc.words_after(i, 2)
    if before and before[-1] in PERSON_NOUNS:
        return f"after the person noun '{before[-1]}'", "after_person_noun"
    if after[:1] == ["and"] and len(after) > 1 and after[1] in ("i", "me"):
        return f"'and {after[1]}' after it", "coordinated"
    if before[-2:] in (["me", "and"], ["i", "and"]):
        return f"'{' '.join(before[-2:])}' before it", "coordinated"
    if after[:1] == ["and"] and i + 2 < n and _listed_first(doc, i + 2):
        return "coordinated with a listed first name", "coordinated"
    if before[-1:] == ["and"] and i >= 2 and toks[i - 1].lower == "and" and _listed_first(doc, i - 2):
        return "coordinated with a listed first name", "coordinated"
    if len(after) == 2 and after[0] in PERSON_VERBS and after[1] in _OBJECTS \
            and i + 1 < n and toks[i + 1].lower == after[0]:
        return f"followed by '{after[0]} {after[1]}'", "person_verb_object"
    if len(before) == 2 and before[0] in ("i", "we") and before[1] in _MEET and toks[i - 1].lower == before[1]:
        return f"after '{before[0]} {before[1]}'", "after_meeting_verb"
    return None


@register
class EnUnlistedNameDetector(Detector):
    """A capitalised word no list knows, in a person's context: a first name."""

    name = "en_unlisted_name"

    def detect(self, doc: Doc) -> Iterator[Span]:
        for i in doc.capitalized:
            if not _unlisted(doc, i):
                continue
            why = _why(doc, i)
            if why is None:
                continue
            tok = doc.tokens[i]
            yield self.span(tok.start, tok.end, "firstname_unknown", f"a first name no list holds, {why[0]}",
                            why[1], cap=True)
