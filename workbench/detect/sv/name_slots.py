"""Where a capitalised list word is no name although the lists know it (Swedish).

A capital letter says nothing at the start of a sentence, a quotation or a line, and the name lists hold
many ordinary Swedish words ('Ring' is a surname, 'Kramar' one in Slovenia, 'Finns' the genitive of
Finn). There the word needs evidence of a name (a trigger, a family word, a surname after it) when

- it is an *ordinary word*: more common in Swedish text than its name could make it. ``zipf`` (the word's
  frequency in text, resources/common_words_sv.tsv) against ``log10(count)`` (bearers per million, the name
  lists): a name held by 3% of Swedes ('Erik', count 32,401, zipf 4.8) reaches zipf 4.5 on its own, so
  the word counts as ordinary when its zipf exceeds that by ``MARGIN`` ('Ring': zipf 4.7, count 50);
- or it stands where Swedish word order puts a verb: first in the sentence and followed at once by a
  pronoun ('Ring mig', 'Kramar dig', 'Finns det'); a subject name is followed by its verb ('Erik bor').

A capitalised common word right after a title noun ('filmen Modig', 'boken "Modig"') is a title, and so
is every other mention of it in the essay ('Jämförelse mellan Modig och ...').
"""

from __future__ import annotations

from collections.abc import Sequence
from math import log10

from workbench.detect.lib.gazetteer import RARE_ZIPF, Hit
from workbench.resources.wordlists import word_list
from workbench.text import Doc

__all__ = ["MARGIN", "mid_word_slot", "ordinary_word", "title_slot", "titles_of", "verb_slot"]

MARGIN = 1.5
#: definite noun endings ('sidan', 'brodern', 'huset', 'barnen') and words with them that are no nouns
_DEFINITE = word_list("definite_endings", "sv")
_NOT_NOUNS = frozenset(word_list("definite_not_nouns", "sv"))
_PRONOUNS = frozenset(word_list("pronouns", "sv"))
_TITLE_NOUNS = frozenset(word_list("title_nouns", "sv"))
_QUOTES = frozenset("\"“”«»„'\\")  # and the backslash of an escaped quote


def ordinary_word(hit: Hit) -> bool:
    """True when ``hit`` is far more common as an ordinary word than its name could make it."""
    if hit.zipf < RARE_ZIPF:
        return False
    count = max(hit.first.count if hit.first else 0, hit.surname.count if hit.surname else 0)
    return hit.zipf - log10(max(count, 1)) >= MARGIN


def mid_word_slot(doc: Doc, hit: Hit) -> bool:
    """'den Ena sidan', 'blir Ena brodern kär': a mid-sentence capitalised word far more common as an
    ordinary word than as a name, after a lowercase word and before a definite noun ('Ena går' stays a name)."""
    if hit.initial or not ordinary_word(hit) or hit.i < 1 or hit.j + 1 >= len(doc.tokens):
        return False
    prev, nxt = doc.tokens[hit.i - 1], doc.tokens[hit.j + 1]
    noun = nxt.lower.endswith(_DEFINITE) and len(nxt.text) >= 4 and nxt.lower not in _NOT_NOUNS
    return prev.is_word and prev.text.islower() and nxt.is_word and nxt.text.islower() and noun


def verb_slot(doc: Doc, hit: Hit) -> bool:
    """'Ring mig', 'Finns det': the first word of a sentence with a pronoun right after it."""
    nxt = hit.j + 1
    return (
        hit.initial
        and hit.zipf >= RARE_ZIPF
        and nxt < len(doc.tokens)
        and doc.tokens[nxt].text in _PRONOUNS  # lowercase: 'Sven Det beror' is two sentences
    )


def titles_of(doc: Doc, hits: Sequence[Hit]) -> frozenset[str]:
    """The common words (list keys) that name a work somewhere in the essay."""
    return frozenset(h.base for h in hits if h.cap and h.zipf >= RARE_ZIPF and title_slot(doc, h.i))


def title_slot(doc: Doc, i: int) -> bool:
    """'filmen Modig', 'boken "Modig"': token ``i`` names a work (after a title noun, maybe in quotes)."""
    k = i - 1
    while k >= 0 and doc.tokens[k].text in _QUOTES:
        k -= 1
    return k >= 0 and doc.lowers[k] in _TITLE_NOUNS
