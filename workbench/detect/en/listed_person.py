"""English lists of people: 'I called bill, mark and will', 'I met jack and frank yesterday', 'I have two kids, jack and
will', 'mark, bill and will went home' (note 27: the members after the first were released where only a slot before
the first one said they were people).

The reading is workbench.detect.lib.name_list's, with English members (first names, 'I', 'me'; no abstract noun:
'faith, hope and grace'), ends (a mark, an adverb of time, a preposition, a past tense: 'I called jack and will
yesterday'; not 'I met jack and will go', 'I told jack and mark the answers') and the verbs of a person whose subject
a list at a sentence's start is: past tenses ('went', 'played'; not 'rose and lily bloomed'), present tenses and
'have' before the people had ('mark, bill and will live in London', 'jack and will have two kids': session 29).
"""

from __future__ import annotations

from collections.abc import Callable

from workbench.detect.lib.context import FAMILY_GENDER
from workbench.detect.lib.name_list import listed_person as name_listed_person
from workbench.detect.lib.name_list import person_member
from workbench.lang.numbers import CALENDAR_EN
from workbench.resources.wordlists import word_list
from workbench.text import Doc

__all__ = ["listed_person"]

_ME = frozenset({"i", "me"})
#: past tenses (and 'are') after a list of people, which no modal 'will' nor verb 'mark' takes ('Me, jack and will went
#: home')
_PAST = frozenset({"went", "came", "were", "was", "got", "had", "saw", "met", "ate", "ran", "left", "said", "told",
                   "took", "gave", "made", "did", "are"})
#: what a list of people at a sentence's start does ('mark, bill and will went home'; not 'rose and lily bloomed', 'rose
#: and ruby were my favourites', 'pearl and jade had died': review 106 C2)
_PERSON_PAST = _PAST - {"were", "was", "are", "had", "got", "did", "made"} | frozenset(
    """played walked talked visited called arrived stayed helped laughed cried studied moved lived worked danced
    travelled traveled joined decided wanted liked loved asked answered""".split())
#: present tenses of what people do, whose subject a list at a sentence's start is ('mark, bill and will live in
#: London': note 28; not 'I met jack and will go', where the list does not start its sentence)
_PERSON_PRESENT = frozenset("live work study go play come visit".split())
#: ... where no name of the list is sure only these, before where one does them: 'at', 'for', or 'in' and a capital
#: ('bill and will work at a bank', 'mark and will live in London'; not 'rose and ruby work well', 'ruby and amber play
#: with light', 'rose and lily live in the garden': review 114 C2)
_AT_PLACE = frozenset({"live", "work", "study"})
#: what 'have' may be before where its subject is a list of people ('jack and will have two kids') ...
_OWNS = frozenset({"a", "an", "two", "three", "four", "five", "many", "no"})
#: ... and, where no name of the list is sure, the people had ('rose and lily have a nice smell', 'holly and ivy have a
#: long history' are things: review 114 C2)
_PEOPLE_HAD = frozenset("""kid kids child children son sons daughter daughters boy boys girl girls baby babies brother
                           brothers sister sisters""".split())
#: past tenses that things do too
_THINGS_DO = frozenset({"saw", "ran", "left", "took", "gave", "met"})
#: first names that are no member of a list of people: family words, months and days, abstract nouns ('faith, hope and
#: grace', 'joy')
_NOT_NAMES = FAMILY_GENDER.keys() | CALENDAR_EN | frozenset(word_list("abstract_names", "en"))
#: a word for several people right before a list of their names, and the present tenses after it ('My friends tom and
#: jack like football': review 126 C2)
_FRIENDS = frozenset("friends kids children sons daughters brothers sisters cousins".split())
_FRIENDS_DO = _PERSON_PRESENT | frozenset({"like", "love", "are", "have"})
#: what may follow the last of a list of people
_ENDS = frozenset({"yesterday", "today", "tonight", "tomorrow", "again", "too", "also", "at", "in", "on", "to", "for",
                   "from", "with", "after", "before", "last", "every", "when", "because", "but", "so", "about"})


def listed_person(doc: Doc, i: int, head_slot: Callable[[Doc, int], str | None]) -> str | None:
    """Why token ``i`` is a person in a list of first names (see the module doc), or None; ``head_slot`` tells why the
    list's first member is one."""
    return name_listed_person(doc, i, _member, _ends, head_slot, _subject_verb)


def _subject_verb(doc: Doc, k: int, words: bool) -> bool:
    """The verb at token ``k`` is one whose subject the list of names before it is: a past tense of ``_PERSON_PAST``,
    when no name is sure none that things do too (``_THINGS_DO``: 'rose and lily left a scent'; 'went' and 'came' are a
    person's: 'jack and will went to school', review 108 C3, so 'ruby and jade came from India' is replaced); a present
    tense of ``_PERSON_PRESENT`` (with no sure name only ``_AT_PLACE`` before a place); 'have' before what one owns
    (``_OWNS``; with no sure name, the people had: ``_PEOPLE_HAD``)."""
    verb = doc.lowers[k]
    if verb in ("have", "has", "had"):  # 'jack and will have two kids' (review 109 C1); not 'rose and lily have died'
        nxt = doc.words_after(k, 2)
        return bool(nxt) and (nxt[0].isdigit() or nxt[0] in _OWNS) and (not words or nxt[-1] in _PEOPLE_HAD)
    if verb in _PERSON_PRESENT:
        return not words or verb in _AT_PLACE and _at_place(doc, k)
    return verb in _PERSON_PAST and (not words or verb not in _THINGS_DO)


def _at_place(doc: Doc, k: int) -> bool:
    """'at' or 'for', or 'in' and a capitalised word, follow token ``k`` ('work at a bank', 'live in London')."""
    if k + 2 >= len(doc.tokens):
        return False
    return doc.lowers[k + 1] in ("at", "for") or doc.lowers[k + 1] == "in" and doc.tokens[k + 2].is_capitalized


def _past(word: str) -> bool:
    """``word`` is a past tense no modal 'will' nor verb 'mark' takes before it ('Me, jack and will went home')."""
    return word in _PAST or len(word) > 4 and word.endswith("ed")


def _ends(doc: Doc, members: list[int], me: bool) -> bool:
    """The list of ``members`` ends where a person's phrase does (``_ENDS``, a past tense), or, where it starts its
    sentence, before a verb whose subject it is ('jack and will have two kids', 'mark and will live in London'), or
    after a word for several people before what they do (``_FRIENDS``: 'My friends tom and jack like football')."""
    k = members[-1] + 1
    if k >= len(doc.tokens) or not doc.tokens[k].is_word:
        return True
    return doc.lowers[k] in _ENDS or _past(doc.lowers[k]) \
        or doc.is_sentence_initial(members[0]) and _subject_verb(doc, k, False) \
        or members[0] > 0 and doc.lowers[members[0] - 1] in _FRIENDS and doc.lowers[k] in _FRIENDS_DO



def _member(doc: Doc, k: int) -> bool:
    """Token ``k`` may be one of a list of people: 'I', 'me', a listed first name (``_NOT_NAMES``: no family word,
    month, day or abstract noun)."""
    return person_member(doc, k, _ME, _NOT_NAMES)
