"""First names and surnames from the lists, with capitalisation, frequency and context as evidence.

'Erik Olsson' -> firstname_male + surname; 'Hans' mid-sentence is a name, 'hans' (his) is not; a common word
that is also a name (Bo, Per, Alla) needs a trigger (heter, min bror) or a neighbouring name. A capital proves
nothing at the start of a sentence or line, so an ordinary word there ('Ring mig', 'Kramar') or after a title
noun ('filmen Modig') needs such evidence too (_name_slots). Gender comes from the list, or from a family word
before it (min syster Kim). In lower case a listed first name after a possessive and a family word ('min man
milos'; a common one too: 'min son erik') is a name, and so is a surname right after a first name a naming
trigger introduced ('jag heter ahmed hassan'). A first name in the genitive before a family or friend word is
someone's ('Annas pappa', 'Omars familj', 'omars fru'), except in a sentence that tells a story. Initials:
'M.K.', 'P-O', and a capital with a period next to a known name ('E. Olsson', 'Chinedu O.'). English nationality
words and surnames that are common nouns need a name beside them, and 'John and I' is a person (_en_name_words).
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from functools import cache

from workbench.detect.base import Detector, register
from workbench.detect.lib.context import (
    AFTER_SIGNATURE,
    ENDEARMENTS,
    FAMILY_GENDER,
    NAME_TRIGGERS,
    NAMING_FILLERS,
    POSSESSIVES,
    ROLE_NOUNS,
    STOP,
    SURNAME_TRIGGER_WORDS,
    after_place_noun,
    after_trigger,
    closing_before,
    family_predicate,
    family_word_after,
    gender_hint,
    greeted,
    greeting_before,
    possessive_family,
    signature_ends,
    signs_letter,
)
from workbench.detect.lib.gazetteer import (
    CALENDAR,
    RARE_ZIPF,
    SURNAME_PARTICLES,
    Hit,
    analyse,
    big_place,
    common_zipf,
    hit_at,
    hit_features,
    is_vocabulary,
    place_rather_than_name,
    second_name_after_trigger,
    zipf_limit,
)
from workbench.detect.neutral.area import district_before_town
from workbench.model import Span
from workbench.resources import COMMON_BEARERS, FirstName, common_first_name, first_names, places, surnames
from workbench.resources.marks import lexicon, sentence_view
from workbench.resources.wordlists import word_list, word_map
from workbench.text import Doc

__all__ = ["NameDetector", "farewell_signs", "lower_first_name"]

#: words after which a lower-case common-word first name before a surname is the word ('finns inga', 'kan klara')
_WORD_BEFORE_WORD = frozenset("""finns fanns har hade kan kunde ska skulle måste vill ville kr kronor betalar betalade
                                kostar kostade""".split())
_REGNAL = re.compile(r"[IVX]+")  # 'Louis XIV', 'Charles II'
_INITIALS = re.compile(r"^[A-ZÅÄÖ](?:[.-][A-ZÅÄÖ])+$")  # M.K, P-O, L.F.R (the final period is its own token)
#: a hyphenated surname after a first name: 'Al-Khatib', 'El-Amin', 'Abu-Zaid', 'Lind-Berg'
_HYPHENATED = re.compile(r"[^\W\d_]{2,}(?:-[A-ZÅÄÖ][^\W\d_]+)+")
#: a surname with a prefix of its own before a capital ('McAllister', 'MacLeod', "O'Malley", "D'Angelo",
#: 'DiMaggio', 'FitzGerald', 'LaRue'): neither all letters nor capitalised like a word, so the rule for a rare
#: capitalised word after a first name passed it by ('Luca McAllister' released 'McAllister': Zipf 3.0)
_PREFIXED = re.compile(r"(?:Ma?c|Fitz|[DLO]['’]|D[aeiu]|L[ae])([A-ZÀ-ÖØ-Þ][a-zß-öø-ÿ]+)(?:-[A-ZÀ-ÖØ-Þ][a-zß-öø-ÿ]+)?")
_NOT_INITIALS = set(word_list("not_initials"))
_PERSON_TITLES = frozenset(word_list("person_titles"))
#: closings that are words of running text too: a capitalised name after one signs only set off ('Love, Tom')
_RUNNING_CLOSINGS = frozenset(word_list("closings_in_running_text"))
#: closings said to things and places too: the name after one must sign the text (``farewell_signs``)
_FAREWELLS = frozenset(word_list("farewells"))
#: what may follow a signed first name: a surname or initials, then what may follow a signature ('Hans B', 'Ewa Z.')
_SIGNATURE_REST = re.compile(r"(?:[ \t]+[A-ZÅÄÖ][\w-]*\.?){0,2}" + AFTER_SIGNATURE.pattern)
#: endings of nationality adjectives: a vocabulary word with one after a first name is none's surname ('a Sierra
#: Leonean national', TAB)
_ADJECTIVE_ENDINGS = ("ean", "ian", "ese", "ish")
#: a lower-case first name after a possessive and a family word ('min man milos': "milos" 3.0 as a word, a
#: list's Swedish word) is the person's name up to this zipf; 'min bror har', 'min mamma sa' are far above. (5.0,
#: for 'min son erik' (4.8: wordfreq folds case), took the lists' ordinary words there: 'min bror gift med', 'min
#: mor far', 'min pappa muslim', a review's sentences; left out) ...
_OWN_FAMILY_ZIPF = 3.5
#: ... and up to Zipf 5 when the name is a common one (workbench.resources.common_first_name: 'min son erik':
#: 32,401 bearers; 'karl' 22,011, 'lisa' 3,817; the words above: 'gift' 111, 'muslim' 50, 'mor' 23, 'far' 6)
_OWN_FAMILY_COMMON_ZIPF = 5.0
#: how common a lower-case first name may be as a word to be a person's in the genitive before a family word or a
#: possession ('linas fest': 'lina' 4.0, wordfreq folds case; not 'pers', 'hans': 'per' 5.5)
_GENITIVE_NAME_ZIPF = 5.0
#: ... and (the pack's own_family_lower_zipf) when no object follows
_OBJECT_STARTS = frozenset({"a", "an", "the", "his", "her", "my", "me", "us", "them", "it", "him", "up", "out", "down",
                            "some", "this", "that", "our", "their", "your"})


#: how many bearers a listed name that is a word too must have to be the one a greeting opening its line addresses
#: (lib/context.greeted: 'Hej lina,', 'Hej kära rosa!'; 'lina' is a rope too, but nobody greets a rope); not 'Hallå
#: eko!', 'Hej lilja!', 'Tja bas!': 111-286 bearers, review 111 C2; 'Hej ben,' 319, 'Hej jasmin,' 322 are
_GREETED_BEARERS = 300


@register
class NameDetector(Detector):
    name = "names"

    def detect(self, doc: Doc) -> Iterator[Span]:
        yield from self._initials(doc)
        hits = [h for h in analyse(doc) if (h.first or h.surname) and not h.fuzzy and "multi" not in h.extra]
        accepted: dict[int, Hit] = {}
        titles = doc.pack.title_words(doc, hits)
        for h in hits:
            why = self._evidence(doc, h, accepted, titles)
            if why is None:
                continue
            accepted[h.i] = h
            label, what = self._label(doc, h, accepted)
            morph = h.morph
            if why[1] == "before_family_word" and "gen" not in morph and (stem := _genitive_stem(h)) is not None:
                # 'Johans pappa', 'linas fest': the lists hold 'Johans' (Latvian, 50 bearers) and 'Linas' too
                morph, label = morph | {"gen"}, f"firstname_{stem.gender}"
                what = f"first-name list ({stem.name}, {stem.gender}) in the genitive"
            yield self.span(h.start, h.end, label, f"{what}; {why[0]}", why[1], morph, **hit_features(h),
                            trigger=why[2] if len(why) > 2 else None)
            if label.startswith("firstname"):
                yield from self._unknown_surname(doc, h)
            elif (k := doc.pack.unknown_first_before(doc, h)) is not None:  # 'Jude Law'
                tok = doc.tokens[k]
                yield self.span(tok.start, tok.end, "firstname_unknown", "capitalised word before a surname",
                                "unknown_before_surname", cap=True)
            elif label == "surname" and (first := _word_first_before(doc, h, accepted)) is not None:
                tok = doc.tokens[h.i - 1]  # 'Hans Larsson', 'per andersson', 'BO LUNDGREN'
                yield self.span(tok.start, tok.end, f"firstname_{first.gender}",
                                f"first-name list ({first.name}), a common word too, before a surname",
                                "next_to_name", cap=tok.is_capitalized)

    def _initials(self, doc: Doc) -> Iterator[Span]:
        """'M.K.', 'P-O', 'L.F.R.' -> initials; a capital with a period beside a known name ('E. Olsson',
        'Chinedu O.') too, and a capital after a first name or initials at the text's end ('/ewa Z', 'S-Å N').
        The period after the last letter is part of the span."""
        toks = doc.tokens
        for i in doc.capitalized:
            tok = toks[i]
            if tok.text[1:2] not in ("", ".", "-"):
                continue  # neither 'M.K', 'P-O' nor a single capital
            dot = i + 1 < len(toks) and toks[i + 1].text == "." and toks[i + 1].start == tok.end
            end = toks[i + 1].end if dot else tok.end
            if _INITIALS.match(tok.text) and tok.text not in _NOT_INITIALS:
                yield self.span(tok.start, end, "initials", "capital letters with periods or a hyphen", "initials",
                                pattern="initials")
            elif dot and len(tok.text) == 1 and tok.text.isupper() and tok.text not in doc.pack.pronoun_letters:
                nxt = toks[i + 2] if i + 2 < len(toks) else None
                prev = toks[i - 1] if i > 0 else None
                if nxt is not None and nxt.is_capitalized and _listed(nxt.lower):
                    why = "a capital with a period before a name"
                elif prev is not None and prev.is_capitalized and prev.lower in first_names():
                    why = "a capital with a period after a first name"
                else:
                    continue
                yield self.span(tok.start, end, "initials", why, "capital_dot_beside_name", pattern="initials")
            elif len(tok.text) == 1 and i > 0 and tok.text not in doc.pack.pronoun_letters \
                    and (toks[i - 1].lower in first_names() or _INITIALS.match(toks[i - 1].text)) \
                    and toks[i - 1].end + 1 == tok.start and AFTER_SIGNATURE.fullmatch(doc.text, end):
                # a signature's surname initial: 'hälsningar /ewa Z', 'mvh S-Å N'
                yield self.span(tok.start, end, "initials", "a capital after a signed name at the text's end",
                                "initial_after_signature", pattern="initials")

    def _unknown_surname(self, doc: Doc, h: Hit) -> Iterator[Span]:
        """'Amina Warsame': a capitalised word no list knows, right after a first name, is a surname; so is a
        hyphenated one in lower case after a named first name ('jag heter ahmed al-rashid')."""
        k = h.j + 1
        if k >= len(doc.tokens) or hit_at(doc, k) is not None:
            return
        tok = doc.tokens[k]
        after = f"after first name {h.first.name}" if h.first else "after a first name"
        if self._unknown_capitalised(doc, k) or _prefixed_surname(doc, k):
            yield self.span(tok.start, tok.end, "surname", f"capitalised word {after}", "unknown_after_first_name",
                            pattern="after_first", cap=True)
        elif self._hyphenated_after_named(doc, k) or doc.pack.lower_case_surname(doc, k):
            yield self.span(tok.start, tok.end, "surname", f"hyphenated name in lower case {after}",
                            "unknown_after_first_name", pattern="after_first", cap=False)

    @staticmethod
    def _unknown_capitalised(doc: Doc, k: int) -> bool:
        """Token ``k`` is a capitalised word ('Warsame', also hyphenated: 'Al-Khatib', 'Svensson-Öberg'), in no
        list, rare and (but in English: 'Harriet Pemberton', not 'Emma Colosseum') in no vocabulary, inside a
        sentence."""
        tok, low = doc.tokens[k], doc.lowers[k]
        return (
            tok.is_capitalized
            and (tok.text.isalpha() or doc.pack.hyphenated_surnames and _HYPHENATED.fullmatch(tok.text) is not None)
            and low not in STOP
            and common_zipf(low, doc.lang) < 3.0
            and (not is_vocabulary(low, doc.lang)
                 or doc.pack.vocabulary_surname(low) and not low.endswith(_ADJECTIVE_ENDINGS))
            and not doc.is_sentence_initial(k)
        )

    @staticmethod
    def _hyphenated_after_named(doc: Doc, k: int) -> bool:
        """Token ``k`` is a hyphenated double surname in lower case, each part a listed name or no word, after a
        first name a naming trigger introduced: 'jag heter karin svensson-öberg', 'jag heter ahmed al-rashid'."""
        low = doc.lowers[k]
        parts = low.split("-")
        return (doc.pack.hyphenated_surnames and len(parts) > 1 and second_name_after_trigger(doc, k)
                and _HYPHENATED.fullmatch(doc.tokens[k].text.title()) is not None
                and all(p in SURNAME_PARTICLES or _name_part(p, doc.lang) for p in parts))

    def _evidence(self, doc: Doc, h: Hit, accepted: dict[int, Hit],
                  titles: frozenset[str] = frozenset()) -> tuple[str, ...] | None:
        if h.base in _PERSON_TITLES:
            return None  # 'heter doktor Anna Berg': the title, not a first name
        if h.cap and not h.initial and (h.i - 1) in accepted and self._next_is_name(doc, h, surname=True):
            return "between a first name and a surname", "next_to_name"  # 'Olivia May Jones', 'Anna Maj Berg'
        if h.first and h.base not in FAMILY_GENDER and h.base not in ENDEARMENTS \
                and (k := closing_before(doc, h.i)) is not None and _signs_text(doc, h) \
                and (not h.cap or doc.lowers[k] not in _RUNNING_CLOSINGS or _set_off(doc, k, h.i)) \
                and (doc.lowers[k] not in _FAREWELLS or farewell_signs(doc, k, h.i)):
            # 'tack, lisa', 'love, tom', 'Med vänlig hälsning Hans B', 'Hälsningar\nPer': a name that is a
            # common word too ('hans', 'per') signs the text after a closing (review 29: 'Hans' was released)
            return f"after '{doc.lowers[k]}' at the text's end", "after_closing", doc.lowers[k]
        if (
            h.base in STOP
            and not (h.cap and not h.initial)
            and not (h.cap and common_first_name(h.base) and doc.pack.person_context(doc, h))  # 'Hans och jag'
            or h.base in CALENDAR
            and not after_trigger(doc, h.i, NAME_TRIGGERS)
            and not (h.cap and doc.pack.person_context(doc, h))  # 'I told May', 'my friend June'
        ):
            return None
        if not h.cap and doc.pack.lower_full_name(doc, h):  # English: 'I met john smith', 'ahmed hassan' (a town)
            return "a full name in lower case where a person stands", "next_to_name"
        if not h.cap and (words := doc.pack.lower_person_object(doc, h)):  # 'träffade lucas', 'I met will at'
            return f"after '{words}'", "person_slot", words
        if (family := self._genitive_before(doc, h)) is not None:
            # 'Annas pappa', at a sentence's start too; 'omars fru', 'daniels cykel', 'hassans bil' in lower case when
            # the name is no word ('pers'), before a town's reading ('Hassan', India)
            return f"before '{family}'", "before_family_word", family
        if place_rather_than_name(doc, h) or after_place_noun(doc, h.i) or district_before_town(doc, h.i):
            return None  # 'i Göteborg', 'i delstaten Shan', 'in Small Heath, Birmingham'
        trig = after_trigger(doc, h.i, NAME_TRIGGERS)
        if not trig and h.cap and h.i > 1 and doc.lowers[h.i - 1] in NAMING_FILLERS:
            trig = after_trigger(doc, h.i - 1, NAME_TRIGGERS)  # 'Min kompis heter ju Omar' (review 25: released)
        if trig:
            return f"after '{' '.join(trig)}'", "after_trigger", " ".join(trig)
        pack = doc.pack
        plain = pack.lower_case_name(h)
        own = h.first and (plain or self._own_family_name(doc, h)) and possessive_family(doc, h.i)
        if (h.cap or h.zipf == 0 or own) and gender_hint(doc, h.i):
            return f"after '{doc.words_before(h.i, 1)[0]}'", "after_family_word", doc.words_before(h.i, 1)[0]
        if not h.cap and h.first and (plain or self._own_family_name(doc, h)) \
                and (family := family_predicate(doc, h.i, h.j)):  # 'min bästa kompis är lucas', 'sara is my friend'
            return f"a copula ties it to '{family}'", "after_family_word", family
        if not h.cap and (h.zipf == 0 or pack.lower_case_name(h, after_named=True)) and (h.i - 1) in accepted \
                and second_name_after_trigger(doc, h.i):
            return "after a name after a naming trigger", "next_to_name"  # 'jag heter ahmed hassan', 'priya patel'
        if not h.cap and (h.zipf == 0 or plain) and (g := greeting_before(doc, h.i)) >= 0:
            return f"after '{doc.lowers[g]}'", "after_greeting", doc.lowers[g]  # 'hej talib!': no word, a list's name
        if not h.cap and h.first and h.first.count >= _GREETED_BEARERS and h.i == h.j and greeted(doc, h.i):
            greeting = doc.lowers[greeting_before(doc, h.i)]
            return f"after '{greeting}' opening a line", "after_greeting", greeting
        if not h.cap and h.first and h.first.count >= _GREETED_BEARERS and h.i == h.j and signs_letter(doc, h.i):
            return "alone on a letter's last line", "after_closing"  # 'Skriv snart!\nbjörn', '/lina'
        if plain and (signal := pack.person_signal(doc, h)):
            return signal, "person_signal"  # 'me and sophie', 'sophie and i'
        if plain and h.i >= 2 and doc.lowers[h.i - 1] in ("och", "and") and (h.i - 2) in accepted:
            return "coordinated with another name (och/and)", "coordinated"  # 'I met kim and ali' (review 84 C6)
        if h.cap and (context := pack.person_context(doc, h)):
            return context  # English: 'our mentor Sami', 'Bill passed the ball', 'Grace and Mark'
        if h.cap and not h.initial and (role := _own_role(doc, h.i)):
            return f"after '{role}'", "after_own_role", role  # 'min handläggare Ulla', 'min kurator Lena'
        if h.cap and (h.base in titles or self._word_not_name(doc, h)):
            return None
        if pack.needs_a_name_beside(h):  # English: German, Sami, Law
            if h.cap and (pack.name_beside(doc, h, accepted) or pack.unknown_first_before(doc, h) is not None):
                return "next to another name", "next_to_name"
            signal = pack.person_signal(doc, h) if h.cap else None
            return (signal, "person_signal") if signal else None
        neighbour = (h.i - 1) in accepted and not h.initial or self._next_is_name(doc, h)
        if h.cap and neighbour and h.zipf < 5.0:
            return "next to another name", "next_to_name"
        if h.cap and not h.initial and self._coordinated(doc, h, accepted):
            return "coordinated with another name (och/and)", "coordinated"
        if h.cap and (signal := pack.person_signal(doc, h)):
            return signal, "person_signal"
        if not h.cap and h.first and self._lower_surname_after(doc, h):
            return "before a surname in lower case", "next_to_name"  # 'träffade jag karin larsson' (review 65 C1)
        if h.zipf >= _name_zipf_limit(doc, h) or h.cap and pack.mid_word_slot(doc, h):
            return None  # a common word; 'den Ena sidan' (a learner's capital on an ordinary word)
        if not h.cap:
            rec = h.surname if _surname_rather(h) else h.first or h.surname  # 'andersson': 4 first names
            return ("lowercase, not a common word", "lowercase") if rec and rec.count >= 100 else None
        where = "sentence-initial" if h.initial else "capitalised mid-sentence"
        return where + (f", also a common word (zipf {h.zipf:.1f})" if h.zipf else ""), (
            "capitalised_common_word" if h.zipf else "sentence_initial" if h.initial else "capitalised"
        )

    @staticmethod
    def _own_family_name(doc: Doc, h: Hit) -> bool:
        """A lower-case first name that may follow 'min son' as the person's name (see _OWN_FAMILY_ZIPF), or up to the
        pack's ``own_family_lower_zipf`` whatever its bearers, or above it when the pack's ``common_lower`` says it
        is no word in lower case ('my brother james'; not 'my brother will'), unless an object follows it, as after a
        verb ('my brother jake played', 'my friend luke': the lists count few bearers of English names; not 'my
        brother drew a picture')."""
        if h.base in FAMILY_GENDER:
            return h.zipf < _OWN_FAMILY_ZIPF  # 'bror' is a name too
        if h.zipf < _OWN_FAMILY_ZIPF or h.zipf < _OWN_FAMILY_COMMON_ZIPF and h.first is not None \
                and h.first.count >= COMMON_BEARERS:
            return True
        nxt = doc.lowers[h.j + 1] if h.j + 1 < len(doc.tokens) else ""
        limit = doc.pack.own_family_lower_zipf
        if limit is None or nxt in _OBJECT_STARTS:
            return False
        # frequent, but a name that writers do not use as a word in lower case ('my brother james'; not 'will')
        return h.zipf < limit or h.first is not None and not doc.pack.common_lower(h.base)

    @classmethod
    def _genitive_before(cls, doc: Doc, h: Hit) -> str | None:
        """The family word or possession after ``h``, a first name in the genitive ('Annas pappa', 'saras födelsedag';
        also a token the lists hold whole whose stem is a first name: 'daniels cykel', 'linas fest'), capitalised or
        no common word, that no country, region or big city shares, no family word itself ('Mors hus', 'Fars bil':
        review 95 C3), outside a sentence that tells a story; or None. A rare surname the lists hold whole counts as
        the genitive of a common first name too ('veras fest': Veras, 9 bearers; review 97)."""
        if h.first is None and _genitive_stem(h) is None or h.base in FAMILY_GENDER \
                or big_place(h) \
                or common_zipf(doc.lowers[h.j], doc.lang) >= 3.0 or not (h.cap or h.zipf < _GENITIVE_NAME_ZIPF):
            return None
        if "gen" not in h.morph and not (h.base.endswith("s") and h.base[:-1] in first_names()):
            return None
        family = family_word_after(doc, h.j)
        return family if family is not None and not cls._story(doc, h.i) else None

    @staticmethod
    def _story(doc: Doc, i: int) -> bool:
        """Token ``i`` stands in a sentence that tells a book's or film's story ('Kristinas barn i boken')."""
        view = sentence_view(doc)
        return doc.pack.story(view, view.sentence_of[i])

    @staticmethod
    def _coordinated(doc: Doc, h: Hit, accepted: dict[int, Hit]) -> bool:
        """'Hans och Maria', 'Erik and Per': a name on the other side of och/and."""
        toks = doc.tokens
        if h.j + 2 < len(toks) and toks[h.j + 1].lower in ("och", "and") and toks[h.j + 2].is_capitalized:
            nxt = hit_at(doc, h.j + 2)
            if nxt is not None and nxt.first and nxt.zipf < 5.0:
                return True
        return h.i >= 2 and toks[h.i - 1].lower in ("och", "and") and (h.i - 2) in accepted

    @staticmethod
    def _lower_surname_after(doc: Doc, h: Hit) -> bool:
        """A surname in lower case right after ``h`` in its sentence, no first name and no common word, of 100 bearers
        or more: the lower-case rule's own test ('karin larsson', 'peter smith' in Swedish: the surname was replaced and
        the first name released)."""
        nxt = hit_at(doc, h.j + 1)
        return bool(nxt and not nxt.cap and nxt.surname and nxt.first is None and nxt.surname.count >= 100
                    and not doc.is_sentence_initial(nxt.i) and nxt.zipf < zipf_limit(doc, nxt))

    @staticmethod
    def _next_is_name(doc: Doc, h: Hit, surname: bool = False) -> bool:
        """A name right after ``h`` in the same sentence ('Kramar' + a new line + 'Anna' is none); with
        ``surname``, one that only the surname list knows."""
        nxt = hit_at(doc, h.j + 1)
        if not (nxt and nxt.cap and nxt.zipf < 5.0) or doc.is_sentence_initial(nxt.i):
            return False
        return bool(nxt.surname and not nxt.first) if surname else bool(nxt.surname or nxt.first)

    @classmethod
    def _word_not_name(cls, doc: Doc, h: Hit) -> bool:
        """A capitalised ordinary word where a capital proves nothing (the pack's ``verb_slot`` and
        ``ordinary_word``; Swedish: workbench.detect.sv.name_slots): a sentence-initial verb or common word
        without a surname after it."""
        if not h.initial:
            return False
        if doc.pack.verb_slot(doc, h):
            return True
        return doc.pack.ordinary_word(h) and not (h.first and cls._surname_after(doc, h))

    @classmethod
    def _surname_after(cls, doc: Doc, h: Hit) -> bool:
        """'Mark Levengood', 'Max Larsson': a listed surname or an unknown capitalised word right after."""
        if cls._next_is_name(doc, h, surname=True):
            return True
        k = h.j + 1
        if k >= len(doc.tokens) or hit_at(doc, k) is not None or doc.is_sentence_initial(k):
            return False
        tok = doc.tokens[k]
        return tok.is_capitalized and tok.is_word and common_zipf(doc.lowers[k], doc.lang) < RARE_ZIPF

    @staticmethod
    def _label(doc: Doc, h: Hit, accepted: dict[int, Hit]) -> tuple[str, str]:
        trig = after_trigger(doc, h.i, NAME_TRIGGERS)
        if trig and trig[0] in SURNAME_TRIGGER_WORDS:  # 'mitt efternamn är Ali'
            return "surname", f"{'surname' if h.surname else 'first-name'} list, after '{' '.join(trig)}'"
        prev = accepted.get(h.i - 1)
        if h.surname and (not h.first or prev is not None and prev.first or _surname_rather(h)):
            if (
                prev is not None
                and prev.first
                and h.first
                and (nxt := hit_at(doc, h.j + 1)) is not None
                and nxt.surname
                and nxt.cap
            ):
                return "middlename", f"first-name list ({h.first.name}) between first name and surname"
            return "surname", f"surname list ({h.surname.name})"
        assert h.first is not None
        if _after_first_name(doc, h, accepted) and not h.initial and _ends_name(doc, h) and not _swedish_first(h):
            return "surname", f"first-name list ({h.first.name}) ending a name after a first name"
        gender = h.first.gender
        hint = gender_hint(doc, h.i)
        if gender == "unknown" and hint:
            gender = hint
        return f"firstname_{gender}", f"first-name list ({h.first.name}, {h.first.gender})"


#: a listed first name ending in -s before a family word or a possession is the genitive of its stem when the stem
#: is given this many times as often ('Johans' 50, Johan 19,352; not 'Jonas', 'Elias')
_GENITIVE_OVER_NAME = 10


def _genitive_stem(h: Hit) -> FirstName | None:
    """The first name whose genitive the whole-word hit ``h`` is ('Johans' -> Johan, 'linas' -> Lina), or None. Only
    before a family word or a possession (the caller): elsewhere 'Oskars', 'Toms', 'Linas' are the learner's own
    names (review 96 C1: a lists-wide genitive reading gave 'Jag heter Oskars' a genitive surrogate)."""
    if not h.base.endswith("s"):
        return None
    stem = first_names().get(h.base[:-1])
    whole = max(h.first.count if h.first else 0, h.surname.count if h.surname else 0)
    return stem if stem is not None and stem.count >= _GENITIVE_OVER_NAME * whole else None


def _name_zipf_limit(doc: Doc, h: Hit) -> float:
    """``zipf_limit``, but a sentence's first word that is a first name of 100 bearers or more and no word the
    dictionary lists in lower case has the limit of a capital inside a sentence: its frequency is the name's ('John
    built the model', 'David', 'Tom': English gives a capital at a sentence's start 4.5, and they were released;
    'Will', 'Mark', 'Grace' keep it, and so do the words of the sensitive lexicon ('Christian values'), a month's
    abbreviation ('Jan') and a ruler's name ('Louis XIV': review 71 C6))."""
    if h.cap and h.initial and h.first is not None and h.first.count >= 100 and not doc.pack.common_lower(h.base) \
            and lexicon(doc.lang).sensitive_of(h.base) is None \
            and h.base not in _month_abbreviations(doc.lang) \
            and not _REGNAL.fullmatch(doc.tokens[h.j + 1].text if h.j + 1 < len(doc.tokens) else ""):
        return doc.pack.zipf_limits[0]
    return zipf_limit(doc, h)


@cache
def _month_abbreviations(code: str) -> frozenset[str]:
    return frozenset(word_map("month_abbreviations", code))


def _surname_rather(h: Hit) -> bool:
    """The lists give ``h`` a hundred times as often as a surname as a first name ('Andersson': 50,317 / 4)."""
    return h.surname is not None and h.first is not None and h.surname.count >= 100 * max(h.first.count, 1)


def _word_first_before(doc: Doc, h: Hit, accepted: dict[int, Hit]) -> FirstName | None:
    """The first name right before the surname ``h`` that the rules left as the common word it is too, written
    as the surname is (lower case, capitalised, capitals; or in lower case before a capital: 'inga Svensson', review
    71 C2) on its line: a name of 1,000 bearers or more before a surname that is no word and no compound's first part
    ('Hans Larsson', 'per andersson', 'BO LUNDGREN': the first name was released; not 'hans Larsson-bok')."""
    k = h.i - 1
    if k < 0 or k in accepted or h.zipf >= 3.0 or "\n" in doc.text[doc.tokens[k].end : h.start]:
        return None
    tok, low = doc.tokens[k], doc.lowers[k]
    written = doc.tokens[h.i].text
    if tok.text.islower() and k > 0 and (doc.lowers[k - 1] in _WORD_BEFORE_WORD or doc.tokens[k - 1].text.isdigit()):
        return None  # 'det finns inga Andersson', 'kostar 10 kr per Johansson', 'kan klara Svensson' (review 72 C7)
    if not tok.text.isalpha() or not common_first_name(low) or doc.text[h.end : h.end + 1] == "-" \
            or not (tok.text.islower() and (written.islower() or written.istitle())
                    or tok.text.isupper() and written.isupper() or tok.text.istitle() and written.istitle()):
        return None
    return first_names()[low]


def _after_first_name(doc: Doc, h: Hit, accepted: dict[int, Hit]) -> bool:
    """A first name right before ``h``, or before an unknown capitalised word before it ('Cecilia
    Christner Riad')."""
    prev = accepted.get(h.i - 1)
    if prev is not None:
        return prev.first is not None
    two = accepted.get(h.i - 2)
    return bool(two and two.first and hit_at(doc, h.i - 1) is None and doc.tokens[h.i - 1].is_capitalized)


def _ends_name(doc: Doc, h: Hit) -> bool:
    """No capitalised word follows ``h`` in its sentence: 'Rebin Qadir och jag', 'Tuija Nikko säger'."""
    k = h.j + 1
    return k >= len(doc.tokens) or not doc.tokens[k].is_capitalized or doc.is_sentence_initial(k)


def _swedish_first(h: Hit) -> bool:
    """A common Swedish first name: the second of a double first name ('Anna Karin'), no surname."""
    return h.first is not None and "SE" in h.first.origins and h.first.count >= 1000


def _name_part(word: str, lang: str) -> bool:
    """A part of a hyphenated name in lower case: no common word, a listed name or no word at all."""
    if len(word) < 3 or word in STOP:
        return False
    zipf = common_zipf(word, lang)
    return zipf == 0 or zipf < 3.5 and _listed(word)


def _listed(word: str) -> bool:
    return word in surnames() or word in first_names()


def _prefixed_surname(doc: Doc, k: int) -> bool:
    """Token ``k`` is a surname with a prefix of its own (`_PREFIXED`), inside a sentence."""
    m = _PREFIXED.fullmatch(doc.tokens[k].text)
    if m is None or doc.is_sentence_initial(k):
        return False
    rest = m.group(1).lower()  # 'MacBook': 'book' is a word, no name's part ('McDonald': 'donald' is a name)
    return common_zipf(rest, doc.lang) < 4.5 or rest in first_names() or rest in surnames()


def lower_first_name(doc: Doc, i: int) -> bool:
    """Token ``i`` is a listed first name in lower case and no family word, endearment or function word ('hope',
    'will'; not 'mate', 'nan', 'me')."""
    if i >= len(doc.tokens):
        return False
    tok, low = doc.tokens[i], doc.lowers[i]
    return tok.text.isalpha() and tok.text.islower() and low in first_names() \
        and low not in FAMILY_GENDER and low not in ENDEARMENTS and low not in STOP


def farewell_signs(doc: Doc, k: int, i: int, last: int | None = None) -> bool:
    """Whether token ``i`` signs the text after the farewell whose last word is token ``k`` ('bye', 'take care', 'see
    you soon'): on a line of its own ('Bye,\nSydney'), or set off by punctuation and, capitalised, no country, region
    or city of a million ('Bye, Darwin', 'Bye! Per'; not 'See you soon, Paris!', 'Bye, China!'), in lower case no
    very common dictionary word (Zipf 5: 'Bye, john', 'bye, jordan'; not 'Bye, summer'), which at the text's end
    signs unset off too ('bye sam', 'bye sam smith': ``last`` is the signature's last token; not 'bye summer'; 'bye
    paris' is a name then, as 'bye sofia' and 'bye jordan' are, review 44 C1): reviews 36, 38, 39, 41, 42, 43, 44
    (refusing a capitalised common word after '!', '.' or ':' released 'Bye! Per', 'Take care: Will Smith')."""
    gap = doc.text[doc.tokens[k].end : doc.tokens[i].start]
    if "\n" in gap:
        return True
    set_off = any(c in gap for c in ",;/-–—:!.")
    low = doc.lowers[i]
    if doc.tokens[i].text.islower():  # no detector takes a lower-case place: a listed name signs unless a word
        unset_off = signature_ends(doc, doc.tokens[i if last is None else last].end)
        return (set_off or unset_off) \
            and (common_zipf(low, doc.lang) < 5.0 or not doc.pack.common_lower(low))  # 'summer'; not 'sam', 'john'
    return set_off and not _well_known_place(low)


def _well_known_place(low: str) -> bool:
    """``low`` is a country, a region or a city of a million: said goodbye to, not signed by, when capitalised ('Bye,
    China!', 'See you soon, Paris!'; 'Bye, Darwin' is a name though a town of the lists)."""
    return any(p.kind in ("country", "region") or p.population >= 1_000_000 for p in places().get(low, ()))


def _signs_text(doc: Doc, h: Hit) -> bool:
    """Nothing but a surname or initials, then punctuation, kisses or a smiley follows ``h`` in the text: a
    signature ('tack, lisa', 'Hans B', 'Ewa Z.', 'Per Olsson :)')."""
    return _SIGNATURE_REST.fullmatch(doc.text, h.end) is not None


def _set_off(doc: Doc, k: int, i: int) -> bool:
    """A comma, slash, dash or line break stands between the closing at token ``k`` and token ``i`` ('Love, Tom',
    'Hälsningar\\nPer'; not 'I love Paris')."""
    gap = doc.text[doc.tokens[k].end : doc.tokens[i].start]
    return "\n" in gap or any(c in gap for c in ",/-–")


def _own_role(doc: Doc, i: int) -> str | None:
    """The role or profession right before token ``i`` after a possessive ('min handläggare', 'my tutor', 'vår
    lärare'), perhaps with a title between ('min handledare, professor Ingrid': words_before skips the comma):
    the name after it is someone of the writer's life. None otherwise."""
    before = doc.words_before(i, 3)
    if before and before[-1] in _PERSON_TITLES:  # 'min handledare, professor Ingrid Malmberg' (review 22)
        before = before[:-1]
    if len(before) < 2 or before[-2] not in POSSESSIVES:
        return None
    role = before[-1]
    return role if role in ROLE_NOUNS or (role,) in lexicon(doc.lang).professions else None
