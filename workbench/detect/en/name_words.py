"""English words that the name lists know but that are mostly no names: the evidence they need.

- Nationality adjectives, language names and peoples (resources/demonyms_en.tsv: German, Kurdish, Sami,
  French): 'German law', 'the Sami people', 'Kurdish culture'. A name only with strong evidence: a
  trigger ('my name is'), a family or friend word before it, or a person's name beside it that is no
  such word itself ('German Ramirez', 'Sami Yusuf', 'Sami and Ali'), or a person signal ('Sami and I',
  'Sami's idea'); a title (Mr French) is the title detector's.
- Surnames that are common English nouns and no first names (resources/common_words_en.tsv, zipf ≥ 4.0:
  Law, Brown, Parent, Branch, Chambers): on their own they are words ('Martial Law Court', 'One Parent
  Benefit'); a first name beside them makes them a name ('Gordon Brown', 'Paul Law').

A rare capitalised word after a first name is a surname, though the English vocabulary holds it ('Harriet
Pemberton', 'Pemberton-Smith'), unless it is a listed place, an organisation's head noun or a landmark
(resources/en/words.tsv, list landmarks: 'Emma Colosseum', 'Emma Parliament').

Lone first names are left alone, however common the word (John, Mark, Grace): students are named by
their first name. And 'John and I', 'Mark's idea': a person, even at the start of a sentence.
No detector here; workbench.detect.neutral.names asks.
"""

from __future__ import annotations

from functools import cache

from workbench import resources as R
from workbench.detect.en.org_words import heads
from workbench.detect.lib.gazetteer import Hit, hit_at, prominent_place
from workbench.resources.wordlists import word_list
from workbench.text import Doc

__all__ = ["COMMON_NOUN_ZIPF", "name_beside", "needs_a_name_beside", "person_signal", "vocabulary_surname"]

#: a surname-only word at least this common as an ordinary English word needs a name beside it
COMMON_NOUN_ZIPF = 4.0
_ME = frozenset({"i", "me"})


def needs_a_name_beside(h: Hit) -> bool:
    """A people word, or a surname-only common noun: a name only with a person's name beside it."""
    if h.base in R.demonyms_en():
        return True
    return bool(h.surname) and h.first is None and R.common_words_en().get(h.base, 0.0) >= COMMON_NOUN_ZIPF


@cache
def _no_surnames() -> frozenset[str]:
    """Landmarks and the head nouns of organisation names: never a surname after a first name."""
    return frozenset(word_list("landmarks", "en")) | frozenset(heads())


def vocabulary_surname(word: str) -> bool:
    """``word`` (lower case), a rare capitalised word of the vocabulary after a first name, is a surname: not
    a landmark, an organisation's head noun or a listed place ('Emma Colosseum', 'Emma Gendarmerie')."""
    return word not in _no_surnames() and word not in R.places()


def _plain_name(h: Hit | None) -> bool:
    return h is not None and h.cap and bool(h.first or h.surname) and not h.places and not needs_a_name_beside(h)


def name_beside(doc: Doc, h: Hit, accepted: dict[int, Hit]) -> bool:
    """A person's name that is no people word or common noun right before or after ``h`` on its line, or
    on the other side of 'and' ('Sami and Ali')."""
    toks = doc.tokens
    prev = accepted.get(h.i - 1)
    if prev is not None and not needs_a_name_beside(prev) and "\n" not in doc.text[prev.end : h.start]:
        return True
    k = h.j + 1
    if k < len(toks) and not doc.is_sentence_initial(k) and "\n" not in doc.text[h.end : toks[k].start]:
        if _plain_name(hit_at(doc, k)):
            return True
    if k + 1 < len(toks) and toks[k].lower == "and" and _plain_name(hit_at(doc, k + 1)):
        return True
    two = accepted.get(h.i - 2)
    return h.i >= 2 and toks[h.i - 1].lower == "and" and two is not None and not needs_a_name_beside(two)


def person_signal(doc: Doc, h: Hit) -> str | None:
    """What marks a first name as a person's even where a capital proves nothing: 'and I' / 'and me' after
    it ('John and I worked ...', also for a place's name: 'Jordan and I'), 'me and' before it, or an
    apostrophe genitive of a word that names no well-known place, with no article before it ('Mark's
    idea'; 'Paris's' is the city's, 'the Sami's' a people's)."""
    if h.first is None:
        return None
    toks = doc.tokens
    if h.j + 2 < len(toks) and toks[h.j + 1].lower == "and" and toks[h.j + 2].lower in _ME:
        return "followed by 'and I'"
    if h.i >= 2 and toks[h.i - 1].lower == "and" and toks[h.i - 2].lower == "me":
        return "after 'me and'"
    if "gen" in h.morph and any(a in doc.text[h.start : h.end] for a in ("'", "’")) and not prominent_place(h):
        if doc.words_before(h.i, 1)[-1:] not in (["the"], ["a"], ["an"]):
            return "a genitive with an apostrophe"
    return None
