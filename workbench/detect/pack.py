"""Language packs: what a language brings to detection, the way spaCy's ``Language.Defaults`` do.

The detectors of workbench/detect/neutral/ serve every language and never branch on it: where languages
differ, they ask the essay's pack (``doc.pack``) for a setting or a rule. ``LanguagePack`` holds the
neutral answer to every question (no such rule: None, False, an empty set); the Swedish pack
(workbench/detect/sv/__init__.py) and the English one (workbench/detect/en/__init__.py) override what their
language has. A pack's detectors (those only its essays need) live beside it in its package; its word
lists in resources/<code>/.
"""

from __future__ import annotations

import importlib
import re
from collections.abc import Collection, Sequence
from functools import cache
from typing import TYPE_CHECKING, ClassVar

if TYPE_CHECKING:
    from workbench.detect.lib.gazetteer import Hit
    from workbench.model import Span
    from workbench.resources.marks import Lexicon, SentenceView
    from workbench.text import Doc

__all__ = ["LanguagePack", "first_person_words", "pack"]


class LanguagePack:
    """The neutral pack: every language-specific rule off. Subclasses set ``code`` and override."""

    code: ClassVar[str] = ""

    # -- settings -----------------------------------------------------------------------------------------
    #: (capitalised mid-sentence, sentence-initial, lowercase): a word more common than this (zipf) as an
    #: ordinary word needs supporting context before it is taken for a name or place
    zipf_limits: ClassVar[tuple[float, float, float]] = (5.5, 4.5, 3.0)
    #: a lower-case word in no name or place list at least this frequent (wordfreq's Zipf) is an ordinary word,
    #: never a mention of a value written with a capital elsewhere in the essay (``common_lower``); None: none is
    ordinary_lower_zipf: ClassVar[float | None] = None
    #: a bare final -s is read as a genitive only on a word rarer than this (zipf); None: on every word
    genitive_s_below_zipf: ClassVar[float | None] = None
    #: the languages whose ordinary words are no misspelled place either (learners mix their languages)
    other_vocabularies: ClassVar[tuple[str, ...]] = ()
    #: capitalised words that never start or continue a name or an institution ('Although', 'My', 'March')
    function_words: ClassVar[frozenset[str]] = frozenset()
    #: the parts of the world the essays name, no one's personal information ('Afrika', 'Asia'; guidelines 003, 4)
    parts_of_world: ClassVar[frozenset[str]] = frozenset()
    #: words that open a place's name and say where or how big ('Norra', 'Lilla', 'Östra' of 'Östra Mora'): never a
    #: name or place alone (the decision added 'Västra' of 'Västra Göteborg' as a town and 'Södra' as a first name)
    place_openers: ClassVar[frozenset[str]] = frozenset()
    #: a lower-case first name after a possessive family word ('my brother jake') is the person's name up to this
    #: Zipf, unless an object follows it as after a verb ('my brother drew a picture'); None: the lists' rule alone
    own_family_lower_zipf: ClassVar[float | None] = None
    #: ``common_lower`` knows which listed words writers use in lower case, so a very frequent listed word that is
    #: none of them is a name or place in lower case too ('james', 'london'); False: no listed word that frequent is
    frequent_lower_names: ClassVar[bool] = False
    #: an institution word ('university') names one before a name only when capitalised itself
    institution_word_needs_capital: ClassVar[bool] = False
    #: a hyphenated capitalised word after a first name is a surname ('Al-Khatib')
    hyphenated_surnames: ClassVar[bool] = False
    #: a Swedish city wins over a same-named country or region without other evidence
    swedish_city_first: ClassVar[bool] = False
    #: a digit chain after a bare 'nummer' is a phone number only when it starts like one or a phone word is near
    phone_chain_needs_phone_word: ClassVar[bool] = False
    #: five digits and a capitalised word after them make a postcode, unprefixed and ungrouped too
    postcode_before_town: ClassVar[bool] = False
    #: a name after 'på' with a lake's, hill's (geo_suffixes) or street's ending is that place, not a workplace
    places_before_workplaces: ClassVar[bool] = False
    #: the prepositions after which a lower-case word may name a local institution or a workplace: learners
    #: skip the capital ('går på tallnässkolan', 'jobbar på lidl', 'borlänge bibliotek'); none: capitals only
    lowercase_institution_preps: ClassVar[frozenset[str]] = frozenset()
    #: endings of lakes, rivers, mountains ... ('-sjön', '-älven'): a capitalised word with one is geo
    geo_suffixes: ClassVar[tuple[str, ...]] = ()
    #: a name and a river or stream word after it ('Göta älv'), or None
    geo_two_words: ClassVar[re.Pattern[str] | None] = None
    #: an unlisted profession after an open trigger needs an article ('as a ...', not 'as soon as')
    profession_needs_article: ClassVar[bool] = False
    #: compounds ending in a listed profession are professions ('pizzabagare')
    profession_compounds: ClassVar[bool] = False
    #: single capital letters that are words, no initials (English 'I')
    pronoun_letters: ClassVar[frozenset[str]] = frozenset()
    #: a month name after a preposition inside a sentence is a date, without a first-person word ('i januari')
    month_after_preposition: ClassVar[bool] = False
    #: first-person words (pronouns, possessives): a sentence with one is about the writer
    first_person: ClassVar[re.Pattern[str]] = re.compile(r"(?!)")
    #: words that other languages count as first person but this one does not (Swedish 'i' is 'in')
    not_first_person: ClassVar[frozenset[str]] = frozenset()

    # -- rules (the neutral answer: no such rule) -------------------------------------------------------
    def zipf(self, word: str) -> float:
        """How common the lowercased ``word`` is as an ordinary word of the language (wordfreq's zipf)."""
        from wordfreq import zipf_frequency

        return float(zipf_frequency(word, self.code))

    def person_signal(self, doc: Doc, hit: Hit) -> str | None:
        """What marks a listed first name as a person's where a capital proves nothing ('John and I')."""
        return None

    def person_context(self, doc: Doc, hit: Hit) -> tuple[str, str] | None:
        """Context that makes a listed first name a person's ('our mentor Sami', 'Bill passed the ball'):
        (why, the rule of the names detector that fired)."""
        return None

    def unknown_first_before(self, doc: Doc, hit: Hit) -> int | None:
        """The token of an unlisted first name right before the surname ``hit`` ('Jude Law'), or None."""
        return None

    def needs_a_name_beside(self, hit: Hit) -> bool:
        """A list word that is a name only with another name beside it (a people word, a common noun)."""
        return False

    def name_beside(self, doc: Doc, hit: Hit, accepted: dict[int, Hit]) -> bool:
        """A person's name beside ``hit`` (for the words that need one)."""
        return False

    def vocabulary_surname(self, word: str) -> bool:
        """``word`` (lower case), a rare capitalised word that the language's vocabulary holds, is a surname
        after a first name (English: 'Harriet Pemberton', not 'Emma Colosseum'); False: never."""
        return False

    def title_words(self, doc: Doc, hits: Sequence[Hit]) -> frozenset[str]:
        """The list words that name a work somewhere in the essay ('filmen Modig')."""
        return frozenset()

    def verb_slot(self, doc: Doc, hit: Hit) -> bool:
        """A sentence-initial list word where the word order puts a verb ('Ring mig', 'Finns det')."""
        return False

    def ordinary_word(self, hit: Hit) -> bool:
        """A list word far more common as an ordinary word than its name could make it ('Ring')."""
        return False

    def mid_word_slot(self, doc: Doc, hit: Hit) -> bool:
        """A mid-sentence capitalised ordinary word between a lowercase word and a noun ('den Ena sidan')."""
        return False

    def lower_person_object(self, doc: Doc, hit: Hit) -> str | None:
        """The words before a lower-case first name that make it the person met, called or written to ('träffade
        lucas', 'ringde till lina', 'I met jack at the park'), where no rule of the pack reads the name in lower case;
        or None."""
        return None

    def person_object(self, doc: Doc, hit: Hit) -> str | None:
        """A name after a place preposition that a word before it gives a person ('kär i Anna')."""
        return None

    def person_slot(self, doc: Doc, hit: Hit) -> str | None:
        """Why a first name that is also a city stands for a person here ('Då Sofia lovade'), or None."""
        return None

    def person_reading(self, doc: Doc, hit: Hit) -> str | None:
        """Why a town's name names a character ('Merida inser att hon'), or None."""
        return None

    def unproven_place(self, doc: Doc, hit: Hit, trigger: bool, context: bool) -> str | None:
        """Why the list place ``hit`` is no place without more evidence ('the Federal Minister'), or None."""
        return None

    def first_person_place(self, doc: Doc, i: int) -> bool:
        """Token ``i``, a lower-case listed town after a bare place preposition, stands where the writer says
        where they are ('i go to school in cork'), so it is the town, not the word; here: never."""
        return False

    def plain_word(self, word: str) -> bool:
        """An unlisted lowercased word that is an ordinary word where a place could stand ('till Alkohol')."""
        return False

    def district_after_city(self, doc: Doc, i: int) -> bool:
        """Token ``i`` names a part of the town named before it ('i Karlstad, på Herrhagen')."""
        return False

    def lower_case_place(self, word: str, loose: bool = False, home: bool = False) -> bool:
        """A lowercased word of the vocabulary that is, after a place trigger ('bor i'), a place written without
        its capital ('hagalund', 'afganistan': rare, and no compound of a common word). ``loose``: after a
        trigger that ordinary words seldom follow ('bor i', 'heter') a word one edit from a common one may be a
        place too ('bor i tjärna'); ``home``: after a trigger of where someone lives ('bor på') a word built of
        common words may be one too ('bredäng')."""
        return False

    def in_organisation(self, doc: Doc, i: int, district_words: Collection[str]) -> bool:
        """Token ``i`` is part of an organisation's name, not a district's ('the District Court')."""
        return False

    def common_lower(self, word: str) -> bool:
        """A lowercase occurrence that is an ordinary word, never flagged by consistency ('law', 'this'): here,
        a word in no name or place list at least ``ordinary_lower_zipf`` frequent (wordfreq; a pack may say
        otherwise which words count)."""
        if self.ordinary_lower_zipf is None:
            return False
        return not self.listed(word) and LanguagePack.zipf(self, word) >= self.ordinary_lower_zipf

    @staticmethod
    def listed(word: str) -> bool:
        """``word`` (lower case) is in the first-name, surname or place list."""
        from workbench import resources as R

        return R.listed(word)

    def demote_cited(self, text: str, spans: Sequence[Span]) -> list[Span]:
        """``spans`` without cited authors and public figures (the step "cited")."""
        return list(spans)

    def public_url(self, low: str, start: int, end: int) -> bool:
        """The web address ``low[start:end]`` is a public resource, not the writer's."""
        return False

    def year_ties(self, doc: Doc, pos: int) -> tuple[bool, bool] | None:
        """(the year at ``pos`` is the writer's, a personal trigger ties it to someone) from its clause, or
        None: the sentence decides."""
        return None

    def training_compounds(self, doc: Doc, lex: Lexicon, view: SentenceView) -> list[int]:
        """Tokens that are a profession or subject + 'utbildning' someone does."""
        return []

    def story(self, view: SentenceView, s: int) -> bool:
        """Sentence ``s`` tells a story (a book, a film): its counted family words are no one's."""
        return False

    def lower_case_name(self, hit: Hit, after_named: bool = False) -> bool:
        """A listed name written in lower case that no dictionary lists as an ordinary word, so that the context
        that makes a capitalised name a person's ('me and', 'my brother', a greeting) makes it one too;
        ``after_named``: right after a first name a naming trigger introduced, any listed surname. Swedish
        leaves lower-case names to its rules' own limits and its model (none here)."""
        return False

    def lower_full_name(self, doc: Doc, hit: Hit) -> bool:
        """``hit`` is part of a full name in lower case where a person stands ('I met john smith')."""
        return False

    def lower_case_surname(self, doc: Doc, k: int) -> bool:
        """Token ``k``, in no list, is a surname in lower case after a first name a naming trigger introduced."""
        return False


@cache
def pack(code: str) -> LanguagePack:
    """The pack of language ``code`` ("sv", "en"): workbench.detect.<code>.PACK."""
    try:
        module = importlib.import_module(f"workbench.detect.{code}")
    except ModuleNotFoundError:
        raise ValueError(f"no language pack for {code!r} (there are workbench/detect/sv and workbench/detect/en)") \
            from None
    found: LanguagePack = module.PACK
    return found


@cache
def first_person_words(lang: str) -> frozenset[str]:
    """The first-person pronouns and possessives of every language's lexicon (learners mix their languages), less
    the ones that are something else in ``lang`` (Swedish "i" is "in": English "I" counts in English text); all of
    them for a language without a pack."""
    from workbench.lang import LANGUAGES
    from workbench.resources.marks import lexicon

    words = frozenset().union(*(lexicon(x).first_person for x in LANGUAGES))
    return words - pack(lang).not_first_person if lang in LANGUAGES else words
