"""English text only: list places whose name is also an ordinary English word need evidence.

Many small towns are named with ordinary words ('Republic', 'Federal', 'University', 'Officer', 'Union',
'March', 'The Villages'); capitalised in English text these words are mostly titles, names of bodies or
sentence parts ('the Federal Minister', 'against the Republic of Turkey', 'his Commanding Officer'). Such a
place needs a place trigger ('I live in', 'born in') or a place preposition before it; a month needs a
trigger (a preposition before it is a date: 'in March 1999'). Also needing evidence: a multi-word name
written with lower-case words ('the villages') and a plural read as a genitive ('Turkish Liras'). Well
known places (countries, regions, cities of 100,000 or more: Paris, Reading) need none. No detector here.

The other way round, ``first_person_place``: a listed town in lower case after a bare 'in' is the writer's
town where they speak of themselves in that sentence ('i go to school in cork', 'my school is in cork':
review 22 released one), unless a word just before 'in' makes it a material or manner ('made in cork', 'i made
a bowl in clay'). Measured: no such proposal on TAB train+dev nor on the synthetic English essays.
"""

from __future__ import annotations

from workbench.detect.lib.gazetteer import Hit, prominent_place
from workbench.lang.numbers import MONTHS
from workbench.resources.wordlists import word_list
from workbench.text import Doc

__all__ = ["ORDINARY_ZIPF", "first_person_place", "unproven_english_place"]

#: an English word at least this common (wordfreq zipf) is an ordinary word rather than a name
ORDINARY_ZIPF = 4.0
#: lower-case words a multi-word place name may contain ('Stratford upon Avon', 'the Hague')
_NAME_PARTICLES = set(word_list("place_name_particles", "en"))
_FIRST_PERSON = frozenset(word_list("first_person", "en"))
_MATERIAL = frozenset(word_list("material_before_in", "en"))


def first_person_place(doc: Doc, i: int) -> bool:
    """Token ``i`` follows a bare 'in' in a sentence where the writer speaks of themself before it, and no
    material or manner word is among the four words before 'in' (see the module doc)."""
    if i < 1 or doc.lowers[i - 1] != "in":
        return False
    before = doc.words_before(i - 1, 12)
    return not _MATERIAL.intersection(before[-4:]) and any(w in _FIRST_PERSON for w in before)


def unproven_english_place(doc: Doc, h: Hit, trigger: bool, context: bool) -> str | None:
    """Why the list hit ``h`` is no place in English ``doc`` without more evidence, or None (it may be one).
    ``trigger``: a place trigger comes right before it; ``context``: a place preposition does."""
    if trigger or h.fuzzy:
        return None
    toks = doc.tokens[h.i : h.j + 1]
    if h.j > h.i:
        lower = any(t.text[:1].islower() and t.lower not in _NAME_PARTICLES for t in toks[1:])
        return "a multi-word name in lower case" if lower else None
    if "gen" in h.morph and not any(c in toks[0].text for c in "'’"):
        return None if context else "an English plural, not a genitive"
    if not h.cap or h.zipf < ORDINARY_ZIPF or prominent_place(h):
        return None
    if h.base in MONTHS["en"]:
        return "a month"
    return None if context else "an ordinary English word"
