"""Where a first name that is a very common Swedish word too names a person (Swedish essays only).

Hans ('his'), Per ('per'), Bo ('live'), Inga ('no'), Klara ('manage'), Liv ('life'): first names of 1,000 bearers
or more whose word is more frequent than a name may be (Zipf 5 or more), so the names detector needs a reason to
read them as names. Written with a capital inside a sentence, where Swedish capitalises no such word, they are
names ('Igår kom Hans hem'); at a sentence's start, where a capital says nothing, only beside another first name
('Bo och Eva'), with 'jag' ('Per och jag'), or before 'är min vän' ('Hans är min bästa kompis'). Before a surname:
workbench.detect.neutral.names (``_word_first_before``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from workbench import resources as R
from workbench.detect.lib.context import FAMILY_GENDER, POSSESSIVES, ROLE_NOUNS
from workbench.detect.sv.name_slots import mid_word_slot
from workbench.detect.sv.person_slot import coordinated_name
from workbench.text import Doc

if TYPE_CHECKING:
    from workbench.detect.lib.gazetteer import Hit

__all__ = ["word_name_context"]

#: the Zipf from which the names detector reads a capitalised word as the word (Swedish: inside a sentence too)
_WORD_ZIPF = 5.0
_ME = frozenset({"jag", "mig"})
_BE = frozenset({"är", "var"})


def word_name_context(doc: Doc, h: Hit) -> tuple[str, str] | None:
    """Why the capitalised ``h``, a common first name that is a very common word too, is a person here (a reason
    and the rule of the names detector), or None."""
    if not (h.cap and h.zipf >= _WORD_ZIPF and R.common_first_name(h.base)):
        return None
    if other := coordinated_name(doc, h):
        return f"coordinated with the name {other}", "coordinated"
    if not h.initial and not mid_word_slot(doc, h):  # kept by the decision (workbench.learn.decide.WORD_NAME_RULE)
        return "capitalised inside a sentence, a common word too", "word_name"
    toks, k = doc.tokens, h.j + 1
    if k + 1 < len(toks) and doc.lowers[k] == "och" and doc.lowers[k + 1] in _ME:
        return f"before 'och {doc.lowers[k + 1]}'", "person_signal"
    after = doc.words_after(h.j, 5)
    if len(after) >= 3 and after[0] in _BE and after[1] in POSSESSIVES \
            and any(w in FAMILY_GENDER or w in ROLE_NOUNS for w in after[2:4]):
        return f"before '{' '.join(after[:2])} ...'", "person_signal"  # 'Per är min bästa vän'
    return None
