"""Swedish first names that are very common words too, in lower case, where a person stands: 'Jag träffade per igår',
'Hej per!', 'jag och per gick hem', 'Igår kom per hem', 'pratade med hans.' (note 26: released).

The lists give a lower-case word of Zipf 5 or more no hit (workbench.detect.lib.gazetteer), so the names detector and
person_slot.lower_person_object, which read 'träffade lucas', never see 'per' ('per dag'), 'hans' ('his'), 'bo'
('live'), 'inga' ('no'), 'klara' ('manage'), 'liv' ('life'): resources/sv/words.tsv, list word_first_names. This
detector reads them in the same slots, only where the phrase ends after the name (a mark, the sentence's end, a word
of ``person_slot._AFTER_PERSON``, 'och' before no possessive): after a verb that meets a person or 'med' after one
(``person_slot._object_words``), as the subject after a fronted adverbial and its verb (``_inverted_subject``), after a
greeting before a mark ('Hej per!'), and beside 'jag och' before a verb ('jag och per gick'). 'Två gånger per vecka',
'träffade hans bror', 'Hej, hans mamma', 'jag och hans familj' stay words; so does 'Hans' capitalised, which
sv/word_names.py reads.
"""

from __future__ import annotations

from collections.abc import Iterator

from workbench import resources as R
from workbench.detect.base import Detector, register
from workbench.detect.lib.context import GREETINGS, POSSESSIVES
from workbench.detect.sv.person_slot import AFTER_PERSON, finite_verb, inverted_subject, object_words
from workbench.model import Span
from workbench.resources.wordlists import word_list
from workbench.text import Doc

__all__ = ["WordFirstNameDetector"]

_WORDS = frozenset(word_list("word_first_names", "sv"))
_ME = frozenset({"jag", "mig"})


@register
class WordFirstNameDetector(Detector):
    """A lower-case first name that is a very common Swedish word, after a verb that meets a person, a greeting or
    'jag och', or as the subject after a fronted adverbial, where its phrase ends."""

    name = "word_first_name"

    def detect(self, doc: Doc) -> Iterator[Span]:
        for i in doc.positions(_WORDS):
            tok = doc.tokens[i]
            if not tok.text.islower() or (why := _slot(doc, i)) is None:
                continue
            first = R.first_names().get(doc.lowers[i])
            gender = first.gender if first is not None and first.gender in ("male", "female") else "unknown"
            yield self.span(tok.start, tok.end, f"firstname_{gender}", f"a first name that is a common word, {why}",
                            "person_slot", cap=False, trigger=why)


def _slot(doc: Doc, i: int) -> str | None:
    """Why the word at token ``i`` is a person here (see the module doc), or None."""
    k = i + 1
    nxt = doc.lowers[k] if k < len(doc.tokens) and doc.tokens[k].is_word else ""
    before = doc.words_before(i, 2)
    if before[-2:] and before[-2:][0] in _ME and before[-1] == "och" and len(before) == 2 \
            and (not nxt or finite_verb(nxt)):
        return "after 'jag och'"  # 'jag och per gick hem'; not 'jag och hans familj'
    if not _ends(doc, k, nxt):
        return None
    if before and before[-1] in GREETINGS and not nxt:
        return f"after '{before[-1]}'"  # 'Hej per!'
    words = object_words(doc, i) or inverted_subject(doc, i)
    return f"after '{words}'" if words else None


def _ends(doc: Doc, k: int, nxt: str) -> bool:
    """The name's phrase ends before token ``k`` (its word ``nxt``, "" for none or a mark)."""
    if not nxt or nxt in AFTER_PERSON:
        return True
    after = doc.words_after(k, 1)
    return nxt == "och" and bool(after) and after[0] not in POSSESSIVES  # 'per och lisa'; not 'hans och hennes'
