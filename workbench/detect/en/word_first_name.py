"""First names that are among the commonest English words, in lower case, where a person stands: 'I met will at the
park', 'I told mark about it', 'hi bill,', 'me and will went home' ('guy' is no such name: 'hi guy', 'the guy and I').

The lists give a lower-case word of Zipf 5 or more no hit (workbench.detect.lib.gazetteer: 'och', 'bor', 'will'), so
the names detector and person_context.lower_word_name, which read 'I met jack at the park', never see these; this
detector reads the few of them that are also common first names (resources/en/words.tsv, list word_first_names) in the
same slots (person_context.word_name_slot): after a word that meets, greets or speaks to a person where the name ends
its phrase, or after 'me and'; a surname in lower case after it too ('I met will johnson', 'me and mark brown'); and
after 'I am' before a mark ('Hello, I am will.') or after such a name and 'and' ('I called bill and mark'). It also
reads the lower-case genitive of any listed first name that is no frequent English word before what a person owns
("jack's house", "will's dog": the names detector takes no word-like name there, and en/org_trigger leaves a listed
name's home to this detector). 'Everyone I met will be there', 'the meeting will start', 'I helped mark the
answers', "the will's terms", "a good mark's average", "man's friend" stay words.
"""

from __future__ import annotations

from collections.abc import Iterator

from wordfreq import zipf_frequency

from workbench import resources as R
from workbench.detect.base import Detector, register
from workbench.detect.en.person_context import common_surname, word_name_slot
from workbench.detect.lib.context import FAMILY_GENDER
from workbench.detect.lib.gazetteer import hit_at
from workbench.lang.numbers import CALENDAR_EN
from workbench.model import Span
from workbench.resources.wordlists import word_list
from workbench.text import Doc

__all__ = ["EnWordFirstNameDetector"]

_WORDS = frozenset(word_list("word_first_names", "en"))
#: a genitive of these or of any listed first name in lower case ('will's mother', 'jack's home': the names detector
#: reads no word-like name there), and what such a genitive owns that makes it a person's: a family or friend word, a
#: home, a pet or a thing of one's own ('mark's house', 'will's dog'); not after a determiner, an adjective of 'will'
#: or another genitive ('the will's terms', 'free will's', 'Good will's', 'mother's will's')
_GENITIVE = ("'s", "\u2019s")
_OWNED = FAMILY_GENDER.keys() | {"house", "home", "place", "party", "birthday", "room", "flat", "apartment", "dog",
                                 "cat", "car", "bike", "phone", "wedding", "funeral", "farm", "garden", "family"}
#: from this Zipf a listed first name is a word whose genitive says nothing of a person ('man's', 'baby's', 'king's',
#: 'america's'; 'jack's' 4.8, 'rose's' 4.8 stay names); nor is a family word or a day or month ('nana's', 'friday's')
_GENITIVE_WORD_ZIPF = 5.0
_DETERMINERS = frozenset({"the", "a", "an", "this", "that", "his", "her", "my", "your", "our", "their", "its", "free",
                          "good", "ill", "own", "last", "whose"})


@register
class EnWordFirstNameDetector(Detector):
    """A lower-case first name that is one of the commonest English words, after met, a greeting, 'me and' or 'I am';
    the lower-case genitive of a first name before what a person owns."""

    name = "en_word_first_name"

    def detect(self, doc: Doc) -> Iterator[Span]:
        toks = doc.tokens
        for i in doc.positions(_WORDS, _GENITIVE):
            tok = toks[i]
            if not tok.text.islower():
                continue
            if doc.lowers[i].endswith(_GENITIVE):
                name = doc.lowers[i][:-2]
                if _genitive_name(name) and (why := _owner(doc, i)) is not None:
                    yield self.span(tok.start, tok.end, f"firstname_{R.first_name_gender(name)}",
                                    f"a first name in lower case, {why}", "person_slot", ("gen",), cap=False)
                continue
            j = i + 1 if _lower_surname(doc, i + 1) else i
            if (why := word_name_slot(doc, i, j, False) or _self_named(doc, i)) is None:
                continue
            yield self.span(tok.start, tok.end, f"firstname_{R.first_name_gender(doc.lowers[i])}",
                            f"a first name that is a common word, {why}", "person_slot", cap=False)
            if j > i:
                yield self.span(toks[j].start, toks[j].end, "surname", f"a surname after the first name, {why}",
                                "person_slot", cap=False)


def _self_named(doc: Doc, i: int) -> str | None:
    """'I am' before the word at token ``i`` and a mark after it ('Hello, I am will.'): why it is a person, or None.
    ('I called bill and mark' is person_context's, through the list of names: en/listed_person.py.)"""
    before = doc.words_before(i, 2)
    ends = i + 1 >= len(doc.tokens) or not doc.tokens[i + 1].is_word
    me = before == ["i", "am"] or before[-1:] in (["i'm"], ["i\u2019m"], ["im"])
    if me and ends and doc.tokens[i + 1 : i + 2] and doc.tokens[i + 1].text in (".", "!", ","):
        return "after 'I am'"
    return None


def _genitive_name(name: str) -> bool:
    """The stem of a lower-case genitive is a first name a person's genitive may be (see ``_GENITIVE_WORD_ZIPF``)."""
    return name in _WORDS or name in R.first_names() and name not in FAMILY_GENDER and name not in CALENDAR_EN \
        and zipf_frequency(name, "en") < _GENITIVE_WORD_ZIPF


def _owner(doc: Doc, i: int) -> str | None:
    """Why the genitive at token ``i`` is a person's: what it owns (``_OWNED``), no determiner before it."""
    after, before = doc.words_after(i, 1), doc.words_before(i, 1)
    if after and after[0] in _OWNED and not (before and (before[0] in _DETERMINERS or before[0].endswith(_GENITIVE))):
        return f"in the genitive before '{after[0]}'"
    return None


def _lower_surname(doc: Doc, k: int) -> bool:
    """Token ``k`` is a listed surname of 100 bearers or more in lower case, inside the sentence ('johnson'; 'brown':
    ``common_surname``)."""
    if k >= len(doc.tokens) or doc.is_sentence_initial(k) or not doc.tokens[k].text.islower():
        return False
    nxt = hit_at(doc, k)
    if nxt is None or nxt.i != k:
        return common_surname(doc, k)
    return nxt.surname is not None and nxt.surname.count >= 100 and (nxt.first is None or nxt.first.count < 100)
