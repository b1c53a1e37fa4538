"""Lists of people in one sentence: 'per, liv och bo', 'bill, mark and will', 'jag och liv', 'två barn, lina och per'
(note 27: the members after the first were released where only a slot before the first one said they were people).

A list here is two to six one-word members joined by a comma, a conjunction or a comma and a conjunction, the last join
a conjunction ('per, liv och bo'; 'bill, mark, and will'), inside one sentence and line (``name_list``). What a member
may be, where the list must end and what slot makes its first member a person are the language's (sv/person_slot.py,
en/listed_person.py); ``listed_person`` reads the rest alike in both languages.
"""

from __future__ import annotations

from collections.abc import Callable

from workbench.detect.lib.context import NAME_TRIGGERS, POSSESSIVES, after_trigger
from workbench.pseudonymize.scope import common_word
from workbench.text import Doc

__all__ = ["listed_person", "name_list"]

#: the conjunctions that join a list's members (Swedish, English)
_CONJUNCTIONS = frozenset({"och", "eller", "and", "or", "&"})
_MOST = 6
#: the first person in a list ('jag och liv', 'me and will')
_ME = frozenset({"jag", "mig", "i", "me"})
#: the words for several people of a family that a list of their names may follow ('två barn, lina och per', 'Mina
#: barn: liv och bo', 'I have two kids, jack and will'); not 'familj', 'mother' ('Min familj: sten och rosa', 'for my
#: mother: rose, lily and violet': review 105 C2)
_PEOPLE = frozenset("""barn barnen syskon söner döttrar bröder systrar kusiner vänner kompisar kamrater barnbarn
                       children kids sons daughters brothers sisters cousins friends siblings grandchildren""".split())
#: what says the people are the writer's or counted: a possessive, a number, 'har' / 'have'
_COUNTS = frozenset("två tre fyra fem sex sju åtta har have has had two three four five six seven eight".split())


def listed_person(doc: Doc, i: int, member: Callable[[Doc, int], bool], ends: Callable[[Doc, list[int], bool], bool],
                  head_slot: Callable[[Doc, int], str | None], subject_verb: Callable[[str], bool]) -> str | None:
    """Why token ``i`` is a person in a list of people closed by a conjunction whose members pass ``member`` and whose
    end passes ``ends`` (the members, whether 'jag' / 'I' is one): after a counted or owned family word and a comma
    ('två barn, lina och per', 'my kids, jack and will'), any member; beside a first name that is no common word inside
    the sentence ('Mina vänner heter erik, lina och sten'), a later member, or the first where a comma joins ('with
    jack, ethan and mia'; not 'Vi var klara och erik gick hem'); a later member also with 'jag' / 'I' in the list ('Igår
    var jag och liv hemma'), or after a naming word or where the first member's ``head_slot`` (a reason: "after 'met'")
    says ('Mina barn heter liv och hans', 'Jag träffade per, liv och bo igår'). None otherwise: the first member has its
    own slots. Any member too where the list starts its sentence and a verb of ``subject_verb`` follows it, whose
    subject it is ('per, liv och bo kom hem', 'mark, bill and will went home')."""
    found = name_list(doc, i, member)
    if found is None or not found[1]:
        return None
    members = found[0]
    me = any(doc.lowers[m] in _ME for m in members)
    if not ends(doc, members, me):
        return None
    head, after = members[0], members[-1] + 1
    if family := _family_before(doc, head):
        return f"in a list after '{family}'"
    if doc.is_sentence_initial(head) and after < len(doc.tokens) and doc.tokens[after].is_word \
            and subject_verb(verb := doc.lowers[after]):
        return f"in a list, the subject of '{verb}'"
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


def _sure(doc: Doc, m: int) -> bool:
    """The member at token ``m`` is a first name that is no common word, inside its sentence ('ethan', 'erik')."""
    return doc.lowers[m] not in _ME and not common_word(doc.lowers[m]) and not doc.is_sentence_initial(m)


def _family_before(doc: Doc, k: int) -> str | None:
    """The word for several people of a family (``_PEOPLE``) before token ``k`` and a comma or a colon, after a number,
    a possessive or 'har' / 'have', maybe with one word between ('två små barn, liv och bo', 'Mina barn: per och liv',
    'my kids, jack'), or None."""
    if k < 3 or doc.tokens[k - 1].text not in (",", ":") or not doc.tokens[k - 2].is_word \
            or doc.lowers[k - 2] not in _PEOPLE:
        return None
    before = doc.words_before(k - 2, 2)
    return doc.lowers[k - 2] if any(w.isdigit() or w in _COUNTS or w in POSSESSIVES for w in before) else None


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
