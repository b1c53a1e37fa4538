"""Lists of people in one sentence: 'per, liv och bo', 'bill, mark and will', 'jag och liv', 'två barn, lina och per'
(note 27: the members after the first were released where only a slot before the first one said they were people).

A list here is two to twenty (``_MOST``) one-word members joined by a comma, a conjunction or a comma and a conjunction,
the last join a conjunction ('per, liv och bo'; 'bill, mark, and will'), inside one sentence and line (``name_list``).
What a member may be, where the list must end and what slot makes its first member a person are the language's
(sv/person_slot.py, en/listed_person.py); ``listed_person`` reads the rest alike in both languages.
"""

from __future__ import annotations

from collections.abc import Callable
from collections.abc import Set as AbstractSet

from workbench import resources as R
from workbench.detect.lib.context import (
    GREETINGS,
    NAME_TRIGGERS,
    POSSESSIVES,
    SECOND_PERSON,
    addressed,
    after_trigger,
    greeted,
)
from workbench.pseudonymize.scope import common_word
from workbench.text import Doc

__all__ = ["listed_person", "name_list", "person_member"]

#: the conjunctions that join a list's members (Swedish, English)
_CONJUNCTIONS = frozenset({"och", "eller", "and", "or", "&"})
#: the most members a list may have (a longer one is read as its first ``_MOST``: review 109 C2 lost lists of seven)
_MOST = 20
#: the first person in a list ('jag och liv', 'me and will')
_ME = frozenset({"jag", "mig", "i", "me"})
#: the words for several people of a family that a list of their names may follow ('två barn, lina och per', 'Mina
#: barn: liv och bo', 'I have two kids, jack and will'); not 'mother' ('for my mother: rose, lily and violet': review
#: 105 C2); a family only as ``_FAMILY`` says
_PEOPLE = frozenset("""barn barnen syskon söner döttrar bröder systrar kusiner vänner kompisar kamrater barnbarn
                       children kids sons daughters brothers sisters cousins friends siblings grandchildren""".split())
#: how many bearers a listed first name needs to be sure beside word names (``_sure``)
_SURE_BEARERS = 100
#: the copulas that tie a word for several people to a list ('My best friends are jack and will')
_PLURAL_COPULAS = frozenset({"är", "var", "are", "were"})
#: a family as a whole, before a comma only ('Min familj, per och liv, bor här', 'My family, bill and I'; not 'Min
#: familj: sten och rosa')
_FAMILY = frozenset({"familj", "familjen", "family"})
#: the second person, which the lists hold as names ('You', 'Du'): before a comma, the one spoken to, not one of the
#: names addressed after it ('I miss you, jack and will.')
_YOU = SECOND_PERSON | {"er"}  # 'ni', 'er': review 116 C2 ('er' is context's second person only as an object)
#: what opens a clause whose subject a list of names may be, as where it starts its sentence ('Min lärare sa att lina
#: och per bor i Malmö': review 124 C5, 'per' was replaced and 'lina' released), and English adverbs before a subject
_SUBORDINATORS = frozenset("""att när eftersom medan innan tills men that when because while until then yesterday
                                today later so but""".split())  # 'Then jack and will called me' (review 125 C5)
#: what says the people are the writer's or counted: a possessive, a number, 'har' / 'have'
_COUNTS = frozenset("två tre fyra fem sex sju åtta har have has had two three four five six seven eight".split())


def listed_person(doc: Doc, i: int, member: Callable[[Doc, int], bool], ends: Callable[[Doc, list[int], bool], bool],
                  head_slot: Callable[[Doc, int], str | None],
                  subject_verb: Callable[[Doc, int, bool], bool]) -> str | None:
    """Why token ``i`` is a person in a list of people closed by a conjunction whose members pass ``member`` and whose
    end passes ``ends`` (the members, whether 'jag' / 'I' is one), or None:
    - any member after a word for several people of a family and a comma or colon, or beside one a copula ties to the
      list ('två barn, lina och per', 'my kids, jack and will', 'My best friends are jack and will');
    - any member where the list starts its sentence or clause (``_SUBORDINATORS``) and a verb follows whose subject it
      is (``subject_verb`` of the verb's token and whether no member is a sure name, ``_sure``, which asks a verb only a
      person does: 'per, liv och bo kom hem', 'mark, bill and will went home', 'att lina och per bor i Malmö'; not
      'rosa och viola kom från Holland': review 107 C5);
    - beside a sure name, a later member, or the first where a comma joins ('Mina vänner heter erik, lina och sten',
      'with jack, ethan and mia'; not 'Vi var klara och erik gick hem');
    - a later member with 'jag' / 'I' in the list ('Igår var jag och liv hemma'), after a naming word ('Mina barn heter
      liv och hans') or where the first member's ``head_slot`` (a reason: "after 'met'") says ('Jag träffade per, liv
      och bo igår'). The first member has its own slots."""
    found = name_list(doc, i, member)
    if found is None or not found[1]:
        return None
    members = found[0]
    me = any(doc.lowers[m] in _ME for m in members)
    if not ends(doc, members, me):
        return None
    head, after = members[0], members[-1] + 1
    if family := _family_before(doc, members, me) or _people_predicate(doc, head, members[-1]):
        return f"in a list beside '{family}'"
    first = members[1] if doc.lowers[head] in _YOU and len(members) > 2 else head
    if not me and doc.lowers[i] not in _YOU and addressed(doc, first, members[-1]):
        return "in a list addressed after a comma"  # 'Jag saknar dig, per och lina.' (note 28: released)
    if not me and greeted(doc, head, members[-1]):
        return "in a list after a greeting"  # 'Hej lina och per!' (review 111 C4: released)
    if (doc.is_sentence_initial(head) or head > 0 and doc.lowers[head - 1] in _SUBORDINATORS) \
            and after < len(doc.tokens) and doc.tokens[after].is_word \
            and subject_verb(doc, after, not any(_sure(doc, m) for m in members)):
        return f"in a list, the subject of '{doc.lowers[after]}'"
    commas = len(members) > 2 or doc.tokens[members[0] + 1].text == ","
    if (head != i or commas) and (sure := next((doc.tokens[m].text for m in members if m != i and _sure(doc, m)),
                                               None)):
        return f"in a list with the name {sure}"  # the first too where commas join ('med jack, ethan och mia')
    if head == i:
        return None
    if me:
        return "in a list with the first person"
    if trigger := after_trigger(doc, head, NAME_TRIGGERS):
        return f"in a list after '{' '.join(trigger)}'"
    why = head_slot(doc, head)
    return f"in a list {why}" if why else None


def person_member(doc: Doc, k: int, me: AbstractSet[str], not_names: AbstractSet[str]) -> bool:
    """Token ``k`` may be one of a list of people: a word of ``me`` ('jag', 'I'), or a listed first name that is none of
    ``not_names`` (family words; in English also months, days and abstract nouns), in lower case or capitalised and no
    place then (the lists hold 'you' and 'du' as names: 'you, jack and will went home' is a list of people)."""
    tok, low = doc.tokens[k], doc.lowers[k]
    if low in me:
        return True
    return tok.is_word and low in R.first_names() and low not in not_names and low not in GREETINGS \
        and (tok.text.islower() or tok.is_capitalized and low not in R.places())  # 'Hej, lina och per!' ('Hej': 6)


def _sure(doc: Doc, m: int) -> bool:
    """The member at token ``m`` is a first name of ``_SURE_BEARERS`` or more that is no common word, inside its
    sentence ('erik', 'mia'; not 'gul', 'lila', which the lists hold for 9 and 50 bearers: review 107 C7)."""
    low = doc.lowers[m]
    first = R.first_names().get(low)
    return first is not None and first.count >= _SURE_BEARERS and not common_word(low) \
        and not doc.is_sentence_initial(m)


def _people_predicate(doc: Doc, head: int, last: int) -> str | None:
    """The word for several people of a family that a copula ties to the list from ``head`` to ``last``: 'My best
    friends are jack and will', 'jack and will are my best friends', 'Mina vänner är lina och per'; or None."""
    before, after = doc.words_before(head, 4), doc.words_after(last, 4)
    if len(before) >= 3 and before[-1] in _PLURAL_COPULAS and before[-2] in _PEOPLE \
            and (before[-3] in POSSESSIVES or len(before) == 4 and before[-4] in POSSESSIVES):
        return before[-2]
    if len(after) >= 3 and after[0] in _PLURAL_COPULAS and after[1] in POSSESSIVES:
        at = 2 if after[2] in _PEOPLE else 3  # 'are my best friends'
        k = doc.words_after(last, at + 2)  # the people word ends the phrase: not "are my sisters' favourite flowers"
        return after[at] if at < len(after) and after[at] in _PEOPLE and len(k) == at + 1 else None
    return None


def _family_before(doc: Doc, members: list[int], me: bool) -> str | None:
    """The word for several people of a family (``_PEOPLE``; a family, ``_FAMILY``, before a comma only) before the list
    of ``members`` and a comma or a colon, after a number, a possessive or 'har' / 'have', maybe with one word between
    ('två små barn, liv och bo', 'Mina barn: per och liv', 'my kids, jack', 'Min familj, per och liv, bor här'; a word
    for people without a mark too: 'My friends tom and jack'), or
    None. A family only where a comma closes the list or 'jag' / 'I' is in it ('My family, bill and I'; not 'Min familj,
    rosa och lila är mina färger', 'min familj, liv och hans.': review 108 C5)."""
    k, end = members[0], members[-1] + 1
    if k >= 2 and doc.tokens[k - 1].is_word and doc.lowers[k - 1] in _PEOPLE:
        word = k - 1  # no mark between: 'My friends tom and jack like football' (review 126 C2)
    else:
        mark = doc.tokens[k - 1].text if k >= 3 else ""
        if mark not in (",", ":") or not doc.tokens[k - 2].is_word:
            return None
        closed = me or end < len(doc.tokens) and doc.tokens[end].text == ","
        if doc.lowers[k - 2] not in (_PEOPLE | _FAMILY if mark == "," and closed else _PEOPLE):
            return None
        word = k - 2
    before = doc.words_before(word, 2)
    return doc.lowers[word] if any(w.isdigit() or w in _COUNTS or w in POSSESSIVES for w in before) else None


def name_list(doc: Doc, i: int, member: Callable[[Doc, int], bool]) -> tuple[list[int], bool] | None:
    """The members of the list that token ``i`` stands in (token indices in order) and whether its last join is a
    conjunction; None when ``i`` stands in no list of two or more members each passing ``member``."""
    if not member(doc, i):
        return None
    members, conj = [i], False
    k = i
    while len(members) < _MOST and (j := _join_before(doc, k)) is not None and member(doc, j[0]):
        k = j[0]
        members.insert(0, k)
    k = i
    while len(members) < _MOST and (j := _join_after(doc, k)) is not None and member(doc, j[0]):
        k, conj = j[0], j[1]
        members.append(k)
    if len(members) < 2:
        return None
    if k == i:  # ``i`` is the last member: the join before it
        conj = _join_before(doc, i)[1]  # type: ignore[index]
    return members, conj


def _join_before(doc: Doc, k: int) -> tuple[int, bool] | None:
    """The member before token ``k`` across one join (its index, whether the join holds a conjunction), or None."""
    toks, j, conj = doc.tokens, k - 1, False
    if j >= 0 and doc.lowers[j] in _CONJUNCTIONS:
        j, conj = j - 1, True
    if j >= 0 and toks[j].text == ",":
        j -= 1
    if j == k - 1 or j < 0 or not toks[j].is_word or doc.is_sentence_initial(k) \
            or "\n" in doc.text[toks[j].end : toks[k].start]:
        return None
    return j, conj


def _join_after(doc: Doc, k: int) -> tuple[int, bool] | None:
    """The member after token ``k`` across one join (as ``_join_before``), or None."""
    toks, j, conj = doc.tokens, k + 1, False
    if j < len(toks) and toks[j].text == ",":
        j += 1
    if j < len(toks) and doc.lowers[j] in _CONJUNCTIONS:
        j, conj = j + 1, True
    if j == k + 1 or j >= len(toks) or not toks[j].is_word or doc.is_sentence_initial(j) \
            or "\n" in doc.text[toks[k].end : toks[j].start]:
        return None
    return j, conj
