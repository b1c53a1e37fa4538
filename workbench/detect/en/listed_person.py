"""English lists of people: 'I called bill, mark and will', 'I met jack and frank yesterday' (note 27: the members
after the first were released where only a slot before the first one said they were people).

A later member of a list of first names (workbench.detect.lib.name_list) closed by 'and' or 'or' is a person when 'I'
or 'me' is in the list, when another member is a first name that is no common word ('ethan, will and mark'), or when
the first member stands where a person stands (the caller's slot: 'I called bill'); and the list ends with it or where a
person's phrase ends: a mark, an adverb of time, a preposition ('I called jack and will yesterday'; not 'I met jack and
will go', 'I told jack and mark the answers').
"""

from __future__ import annotations

from collections.abc import Callable

from workbench import resources as R
from workbench.detect.lib.context import FAMILY_GENDER
from workbench.detect.lib.name_list import name_list
from workbench.lang.numbers import CALENDAR_EN
from workbench.pseudonymize.scope import common_word
from workbench.text import Doc

__all__ = ["listed_person"]

_ME = frozenset({"i", "me"})
#: what may follow the last of a list of people
_ENDS = frozenset({"yesterday", "today", "tonight", "tomorrow", "again", "too", "also", "at", "in", "on", "to", "for",
                   "from", "with", "after", "before", "last", "every", "when", "because", "but", "so", "about"})


def listed_person(doc: Doc, i: int, head_slot: Callable[[Doc, int], str | None]) -> str | None:
    """Why token ``i``, a later member of a list of first names, is a person (see the module doc), or None;
    ``head_slot`` tells why the list's first member is one."""
    found = name_list(doc, i, _member)
    if found is None or not found[1] or found[0][0] == i:
        return None
    members = found[0]
    k = members[-1] + 1
    if k < len(doc.tokens) and doc.tokens[k].is_word and doc.lowers[k] not in _ENDS:
        return None
    if any(doc.lowers[m] in _ME for m in members):
        return "in a list with 'I'"
    if sure := next((doc.tokens[m].text for m in members
                     if m != i and doc.lowers[m] not in _ME and not common_word(doc.lowers[m])), None):
        return f"in a list with the name {sure}"
    words = head_slot(doc, members[0])
    return f"in a list {words}" if words else None


def _member(doc: Doc, k: int) -> bool:
    """Token ``k`` may be one of a list of people: 'I', 'me', a listed first name (no family word, month or day)."""
    tok, low = doc.tokens[k], doc.lowers[k]
    if low in _ME:
        return True
    return tok.is_word and low in R.first_names() and low not in FAMILY_GENDER and low not in CALENDAR_EN \
        and (tok.text.islower() or tok.is_capitalized and low not in R.places())
