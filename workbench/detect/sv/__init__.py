"""The Swedish language pack: the detectors only Swedish essays need (place_compounds, place_nouns,
toponyms), and the Swedish rules the detectors of every language ask for (``PACK``, see
workbench/detect/pack.py). Its word lists are in resources/sv/. The step "cited" drops the authors a Swedish
essay cites (sv/cited.py) and the places it gives as examples of general knowledge (sv/general_places.py).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import TYPE_CHECKING, ClassVar

from workbench import resources as R
from workbench.detect.pack import LanguagePack
from workbench.detect.sv.cited import demote_cited
from workbench.detect.sv.district import district_after_city
from workbench.detect.sv.edu_compound import training_compounds
from workbench.detect.sv.general_places import demote_listed
from workbench.detect.sv.lower_place import lower_case_place
from workbench.detect.sv.name_slots import mid_word_slot, ordinary_word, titles_of, verb_slot
from workbench.detect.sv.person_slot import lower_person_object, person_object, person_slot
from workbench.detect.sv.place_person import person_reading
from workbench.detect.sv.plain_word import plain_word
from workbench.detect.sv.story import story
from workbench.detect.sv.word_names import word_name_context
from workbench.detect.sv.year_clause import ties
from workbench.model import Span
from workbench.resources.wordlists import word_list

if TYPE_CHECKING:
    from workbench.detect.lib.gazetteer import Hit
    from workbench.resources.marks import Lexicon, SentenceView
    from workbench.text import Doc

__all__ = ["PACK", "Swedish"]


class Swedish(LanguagePack):
    code = "sv"
    zipf_limits: ClassVar[tuple[float, float, float]] = (5.0, 5.0, 0.01)
    ordinary_lower_zipf: ClassVar[float | None] = 5.0
    #: the Swedish names and the English ones (learners mix their languages: 'jag kommer från Africa')
    parts_of_world: ClassVar[frozenset[str]] = frozenset(word_list("continents") + word_list("continents", "en"))
    place_openers: ClassVar[frozenset[str]] = frozenset(word_list("place_name_openers", "sv"))
    hyphenated_surnames = True
    swedish_city_first = True
    phone_chain_needs_phone_word = True
    postcode_before_town = True
    places_before_workplaces = True
    geo_suffixes: ClassVar[tuple[str, ...]] = word_list("geo_suffixes", "sv")
    lowercase_institution_preps: ClassVar[frozenset[str]] = frozenset(word_list("lowercase_institution_preps", "sv"))
    geo_two_words: ClassVar[re.Pattern[str] | None] = re.compile(r"\b([A-ZÅÄÖ][a-zåäöé]+)\s+(älv|å|ström)\b")
    profession_compounds = True
    month_after_preposition = True
    first_person: ClassVar[re.Pattern[str]] = re.compile(r"\b(?:jag|mig|mej|min|mitt|mina|vi|oss|vår|vårt|våra)\b",
                                                         re.IGNORECASE)
    not_first_person: ClassVar[frozenset[str]] = frozenset({"i"})  # the preposition 'in'

    def common_lower(self, word: str) -> bool:
        """A frequent Swedish word (Zipf 5 or more: ``zipf`` for a word of the name and place lists, wordfreq for
        another) that is no common first name of the lists: "kläder", "med", "vi", "mina" are no mentions of a
        "Kläder", "Med", "Vi", "Mina" detected with a capital (SweLL's train text in pseudo-essays: "Hej, kära
        rektorn Kläder spelar ...", "trivs med mat" after a "Med" taken for a name; the lists hold "med" for 200
        bearers, "vi" for 50); "stockholm", "anna", "maria", "hans", "tesfay", "law" still are (a pure name or
        place, a first name of 1,000 bearers or more, rarer words)."""
        zipf = self.zipf(word) if self.listed(word) else LanguagePack.zipf(self, word)
        return zipf >= (self.ordinary_lower_zipf or 0.0) and not R.common_first_name(word)

    def zipf(self, word: str) -> float:
        """From the hunspell-checked list of list words that are also ordinary Swedish words
        (resources/common_words_sv.tsv); 0 for pure names ('stockholm') and for famous places: countries,
        regions (continents: europa, landskap: skåne) and Swedish cities of 50,000 or more (göteborg,
        irak); a foreign city's name may be an ordinary word (Man, Medan, Breda)."""
        hit = R.common_words().get(word)
        if hit is None or any(p.kind in ("country", "region") or p.country == "SE" and p.population >= 50_000
                              for p in R.places().get(word, ())):
            return 0.0
        return hit[0]

    def title_words(self, doc: Doc, hits: Sequence[Hit]) -> frozenset[str]:
        return titles_of(doc, hits)

    def verb_slot(self, doc: Doc, hit: Hit) -> bool:
        return verb_slot(doc, hit)

    def ordinary_word(self, hit: Hit) -> bool:
        return ordinary_word(hit)

    def mid_word_slot(self, doc: Doc, hit: Hit) -> bool:
        return mid_word_slot(doc, hit)

    def plain_word(self, word: str) -> bool:
        return plain_word(word)

    def district_after_city(self, doc: Doc, i: int) -> bool:
        return district_after_city(doc, i)

    def lower_case_place(self, word: str, loose: bool = False, home: bool = False) -> bool:
        """A rare word, no misspelt, compounded or inflected common word (sv/lower_place.py)."""
        return lower_case_place(word, super().zipf(word), loose, home)

    def person_reading(self, doc: Doc, hit: Hit) -> str | None:
        return person_reading(doc, hit)

    def year_ties(self, doc: Doc, pos: int) -> tuple[bool, bool] | None:
        return ties(doc, pos)

    def training_compounds(self, doc: Doc, lex: Lexicon, view: SentenceView) -> list[int]:
        return training_compounds(doc, lex, view)

    def story(self, view: SentenceView, s: int) -> bool:
        return story(view, s)

    def person_object(self, doc: Doc, hit: Hit) -> str | None:
        return person_object(doc, hit)

    def lower_person_object(self, doc: Doc, hit: Hit) -> str | None:
        return lower_person_object(doc, hit)

    def person_slot(self, doc: Doc, hit: Hit) -> str | None:
        return person_slot(doc, hit)

    def person_context(self, doc: Doc, hit: Hit) -> tuple[str, str] | None:
        return word_name_context(doc, hit)

    def demote_cited(self, text: str, spans: Sequence[Span]) -> list[Span]:
        return demote_listed(text, demote_cited(text, spans))


PACK = Swedish()
