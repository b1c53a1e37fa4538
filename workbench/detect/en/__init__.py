"""The English language pack: the detectors only English essays need (en_byline, en_org, id_num,
street_address ...), and the English rules the detectors of every language ask for (``PACK``, see
workbench/detect/pack.py). Its word lists are in resources/en/.
"""

from __future__ import annotations

import re
from collections.abc import Collection, Sequence
from typing import TYPE_CHECKING, ClassVar

from workbench import resources as R
from workbench.detect.en.cited import demote_cited
from workbench.detect.en.name_words import name_beside, needs_a_name_beside, person_signal, vocabulary_surname
from workbench.detect.en.org_words import FUNCTION, in_organisation
from workbench.detect.en.person_context import (
    common_surname,
    en_person_context,
    en_person_slot,
    lower_full_name,
    lower_person_slot,
    lower_word_name,
    unknown_first_before,
)
from workbench.detect.en.place_evidence import first_person_place, unproven_english_place
from workbench.detect.en.url_kind import is_public
from workbench.detect.lib.context import STOP
from workbench.detect.lib.gazetteer import hit_at, second_name_after_trigger
from workbench.detect.pack import LanguagePack
from workbench.resources.wordlists import word_list

if TYPE_CHECKING:
    from workbench.detect.lib.gazetteer import Hit
    from workbench.model import Span
    from workbench.text import Doc

__all__ = ["PACK", "English"]


class English(LanguagePack):
    code = "en"
    #: an English word at least this common keeps its final -s: 'This' is no genitive of 'Thi', nor 'Does' of
    #: 'Doe' (English writes the genitive with an apostrophe; a rare word, a learner's 'Eriks', still is one)
    zipf_limits: ClassVar[tuple[float, float, float]] = (5.5, 4.5, 3.0)
    genitive_s_below_zipf: ClassVar[float | None] = 3.0
    ordinary_lower_zipf: ClassVar[float | None] = 3.0
    other_vocabularies: ClassVar[tuple[str, ...]] = ("sv",)
    #: sentence openers, titles, months: capitalised, they start no name or organisation ('Although', 'My')
    function_words: ClassVar[frozenset[str]] = frozenset(FUNCTION)
    parts_of_world: ClassVar[frozenset[str]] = frozenset(word_list("continents", "en"))
    #: 'jake' 4.2, 'luke' 4.5 (the lists count few bearers of English names); not 'joy' 4.6, 'rose' 4.8
    own_family_lower_zipf: ClassVar[float | None] = 4.5
    #: resources/common_words_en.tsv, column lower: 'james', 'london', 'china' are no words in lower case
    frequent_lower_names = True
    institution_word_needs_capital = True
    profession_needs_article = True
    hyphenated_surnames = True
    first_person: ClassVar[re.Pattern[str]] = re.compile(
        r"(?i:\b(?:me|my|mine|we|us|our|i'm|i’m|im)\b)|\bi\b(?!\.)|\bI\b")
    #: a lone capital that is a pronoun, no initial
    pronoun_letters: ClassVar[frozenset[str]] = frozenset({"I"})

    def common_lower(self, word: str) -> bool:
        """For a word of the name and place lists, one that a dictionary lists in lower case and that writers
        use in lower case (resources/common_words_en.tsv, lower = 1: 'law', 'mark'; not 'john', whose frequency
        is the name's, nor 'james' or 'japan', which the dictionary lists but writers capitalise); for any
        other, one at least as frequent as a lower-case name may be (``ordinary_lower_zipf``: 'this',
        'rejection')."""
        return word in R.lower_case_words_en() or super().common_lower(word)

    def person_signal(self, doc: Doc, hit: Hit) -> str | None:
        return person_signal(doc, hit) or lower_person_slot(doc, hit)

    def person_context(self, doc: Doc, hit: Hit) -> tuple[str, str] | None:
        return en_person_context(doc, hit)

    def person_slot(self, doc: Doc, hit: Hit) -> str | None:
        return en_person_slot(doc, hit)

    def unknown_first_before(self, doc: Doc, hit: Hit) -> int | None:
        return unknown_first_before(doc, hit)

    def needs_a_name_beside(self, hit: Hit) -> bool:
        return needs_a_name_beside(hit)

    def name_beside(self, doc: Doc, hit: Hit, accepted: dict[int, Hit]) -> bool:
        return name_beside(doc, hit, accepted)

    def vocabulary_surname(self, word: str) -> bool:
        return vocabulary_surname(word)

    def unproven_place(self, doc: Doc, hit: Hit, trigger: bool, context: bool) -> str | None:
        return unproven_english_place(doc, hit, trigger, context)

    def first_person_place(self, doc: Doc, i: int) -> bool:
        return first_person_place(doc, i)

    def in_organisation(self, doc: Doc, i: int, district_words: Collection[str]) -> bool:
        return in_organisation(doc, i, district_words)

    def demote_cited(self, text: str, spans: Sequence[Span]) -> list[Span]:
        return demote_cited(text, spans)

    def public_url(self, low: str, start: int, end: int) -> bool:
        return is_public(low, start, end)

    def lower_case_name(self, hit: Hit, after_named: bool = False) -> bool:
        """'my brother ethan', 'me and sophie': a listed name the dictionary does not list in lower case
        ('ethan', not 'jack' or 'grace': resources/common_words_en.tsv), of three letters or more; after a named
        first name any listed surname ('my name is priya patel', 'mark brown')."""
        if hit.cap or len(hit.base) < 3:
            return False
        return bool(after_named and hit.surname) or bool(hit.first or hit.surname) and not self.common_lower(hit.base)

    def lower_full_name(self, doc: Doc, hit: Hit) -> bool:
        return lower_full_name(doc, hit)

    def lower_person_object(self, doc: Doc, hit: Hit) -> str | None:
        return lower_word_name(doc, hit)

    def lower_case_surname(self, doc: Doc, k: int) -> bool:
        """'hi my name is harriet pemberton': a rare word (Zipf < 3) of letters in lower case; or a frequent surname
        that is a common word too ('my name is peter brown', 'I met peter green': only 'peter' was replaced)."""
        word = doc.tokens[k].text
        if not (word.isalpha() and word.islower() and len(word) > 2 and word not in STOP):
            return False
        if second_name_after_trigger(doc, k):
            return self.zipf(word) < 3.0 or common_surname(doc, k)
        return (first := hit_at(doc, k - 1)) is not None and lower_full_name(doc, first) and common_surname(doc, k)


PACK = English()
