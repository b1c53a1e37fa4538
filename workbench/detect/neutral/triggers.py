"""Context triggers that find names, places and workplaces no list knows.

'jag heter X', 'mitt namn är X', 'my name is X' -> first name (X may be lowercase: learners skip capitals;
a rare lowercase word too, 'min man heter hung'); 'min kompis/bror/syster X', 'my friend X' -> first name
when X is capitalised; 'jag bor i X', 'jag bor på X', 'jag kommer från X' (also 'komer från'), 'I live in X'
-> city (not an ordinary Swedish word a learner capitalised: 'till Alkohol', 'i Bussen', the language pack's
``plain_word``); 'moskén på X', 'biblioteket i X' -> city for a rare lowercase word (the part of town);
'jobbar/arbetar på X', 'I work at X' -> work; 'studerar/läser på X' -> school.
A capitalised word right after the name is taken as the surname. Words a list knows are left to the list
detectors.
"""

from __future__ import annotations

from collections.abc import Iterator

from workbench.detect.base import Detector, register
from workbench.detect.lib.context import (
    FAMILY_GENDER,
    NAME_TRIGGERS,
    NAMING_FILLERS,
    PLACE_PREPS,
    PLACE_TRIGGERS,
    SCHOOL_TRIGGERS,
    STOP,
    SURNAME_TRIGGER_WORDS,
    WORK_TRIGGERS,
    after_trigger,
    possessive_family,
)
from workbench.detect.lib.gazetteer import analyse, common_zipf, continent_at, is_vocabulary
from workbench.detect.lib.thing_name import thing_label
from workbench.detect.neutral.geo import DIRECTIONS as GEO_DIRECTIONS
from workbench.detect.neutral.institutions import COMPANY_FORMS, institution_word
from workbench.detect.neutral.street import street_word
from workbench.model import Span
from workbench.resources import first_names, surnames
from workbench.resources.wordlists import word_list
from workbench.text import Doc

__all__ = ["TriggerDetector"]

_AT = set(word_list("workplace_prepositions"))
#: the words that may follow a writer's name in lower case, ending the clause ('jag heter vilja och ...')
_CLAUSE_AFTER_NAME = frozenset({"och", "men", "jag", "and", "but"})
#: the bearers a first name in lower case after a naming trigger needs ('dag' 492, 'liv' 1,159): the frequent words
#: the list also holds count fewer ('gift' 111, 'man' 57, 'fem' 50, 'data' 28, 'ju' 12: 'Min kompis heter ju Omar'
#: made 'ju' a name in every essay of the learner, review 25)
_TRIGGER_NAME_BEARERS = 200
#: kinds of school, not one school: 'jag läser på SFI' stays
_GENERIC = set(word_list("school_kinds"))
#: the levels of a course ('Sfi D', 'på D kursen', 'Svenska 3'): a kind of school, not one school
_COURSE_LEVELS = frozenset("abcdef123")
#: 'går på' takes any outing ('går på Bio', 'går på Fotboll'): after it an ordinary word is no school; after
#: 'studerar', 'pluggar' or 'läser på' any capitalised word is one
_GO = frozenset({"går", "gick"})
_MUNICIPALITY = set(word_list("municipality_words"))
#: capitalised by learners after 'i', but no place: languages, months, school subjects; continents and parts
#: of the world ('the information that the writer stems from Europe does not necessitate pseudonymization',
#: guidelines 003, 4)
_NOT_PLACES = set(word_list("not_places")) | {w + s for w in word_list("continents") for s in ("", "s")}
#: place triggers ending in these ('bor i', 'flyttade till') are seldom followed by an ordinary noun: a misspelt
#: word there may be a place ('bor i tjärna'); after 'bor på', 'komer från' it is mostly a word ('hotelet', 'jobet')
_LOOSE = frozenset({"i", "till"})
#: place triggers of where someone lives ('bor på', 'bodde i', 'bott på'): parts of town are built of common words
#: there ('bor på bredäng', 'brandbergen'), which elsewhere are ordinary words ('kyrkan i hembyn')
_HOME = frozenset({"bor", "bodde", "bott", "bo"})
#: the last word of any trigger: tokens not preceded by one of them are skipped at once
_LAST = {t[-1] for t in NAME_TRIGGERS | PLACE_TRIGGERS} | set(FAMILY_GENDER) | _AT | PLACE_PREPS


@register
class TriggerDetector(Detector):
    name = "triggers"

    def detect(self, doc: Doc) -> Iterator[Span]:
        toks = doc.tokens
        yield from self._municipality(doc)
        known = {k for h in analyse(doc) for k in range(h.i, h.j + 1)}
        for i in doc.positions_after(_LAST):
            tok = toks[i]
            if not tok.text[0].isalpha():
                continue
            if doc.lowers[i] in STOP:
                if (verb := _named_alone(doc, i)) is not None:  # 'Jag heter hans.' (review 29: released)
                    yield from self._person(doc, i, "unknown", f"after '{verb}', alone", "after_name_trigger", verb)
                continue
            before = doc.words_before(i, 2)
            trig = after_trigger(doc, i, NAME_TRIGGERS)
            # a list word: only a workplace or school trigger adds to what the lists say, and a naming trigger to
            # a word no name list holds ('Min man heter Lamin', 'heter cali': places of the list, so no rule named
            # them; a first name or surname there is the names detector's)
            named = i in known and trig is not None and tok.lower not in first_names() and tok.lower not in surnames()
            if i in known and not named:
                yield from self._institution(doc, i, before)
                continue
            cap = tok.is_capitalized
            unknown = named or not is_vocabulary(tok.lower, doc.lang) and common_zipf(tok.lower, doc.lang) < 3.0
            if trig is not None and not cap and (rec := first_names().get(tok.lower)) is not None \
                    and rec.count >= _TRIGGER_NAME_BEARERS:
                # 'jag heter per', 'min dotter heter liv', 'min pappa heter dag': a first name in lower case after
                # a naming trigger, which the lists leave out there as a frequent word (review 16 and, for the
                # rarer names that are words, 'dag', review 22: released)
                unknown = True
            if trig is not None and not cap and _names_self(doc, i):
                unknown = True  # 'jag heter vilja och ...': the writer's own name, whatever word it is too
            ptrig = after_trigger(doc, i, PLACE_TRIGGERS)
            where = None if cap or ptrig or trig else self._institution_place(doc, i, before)
            loose = trig is not None or ptrig is not None and ptrig[-1] in _LOOSE
            home = ptrig is not None and ptrig[0] in _HOME
            if not (cap or unknown) and (ptrig or trig or where) \
                    and doc.pack.lower_case_place(tok.lower, loose, home):
                unknown = True  # 'bor i hagalund', 'min man heter hung': the learner skipped the capital
            elif unknown and ptrig and not (cap or named or trig) and doc.pack.lowercase_institution_preps \
                    and not doc.pack.lower_case_place(tok.lower, loose, home):
                unknown = False  # 'bor på hotelet', 'bodde på flyktinghemmet': an ordinary word, misspelt or built
            if not (cap or unknown):  # an ordinary lowercase word: only 'på förskolan Regnbågen' is left
                yield from self._institution(doc, i, before)
                continue
            thing = thing_label(doc, i) if trig else None
            if trig and thing is not None:  # 'ett köpcentrum, det heter X'
                yield self.span(tok.start, toks[self._extent(doc, i)].end, thing, "name of the place noun before "
                                f"'{' '.join(trig)}'", "thing_name", pattern="place", trigger=" ".join(trig), cap=cap)
                continue
            if trig and (cap or unknown) and trig not in {("am",), ("i'm",)} or trig and cap:
                yield from self._person(doc, i, "unknown", f"after '{' '.join(trig)}'", "after_name_trigger",
                                        " ".join(trig))
                continue
            if cap and possessive_family(doc, i):
                yield from self._person(doc, i, FAMILY_GENDER[before[-1]], f"after '{' '.join(before)}'",
                                        "after_family_word", " ".join(before))
                continue
            plain = tok.lower in _NOT_PLACES or tok.lower in doc.pack.parts_of_world or doc.pack.plain_word(tok.lower) \
                or continent_at(doc, i)  # 'till Alkohol', 'i SFI', 'from Africa', 'from South America'
            if where and not plain and doc.pack.lower_case_place(tok.lower):
                yield self.span(tok.start, tok.end, "city", f"lower-case place after '{where}'", "after_institution",
                                pattern="place", trigger=where, cap=False)
                continue
            if ptrig and (cap or unknown) and not plain:
                end = self._extent(doc, i)
                yield self.span(
                    tok.start,
                    toks[end].end,
                    self._place_label(doc, i, end),
                    f"unknown place after '{' '.join(ptrig)}'",
                    "after_place_trigger",
                    pattern="place",
                    trigger=" ".join(ptrig),
                    cap=cap,
                )
                continue
            if (
                cap
                and before
                and before[-1] in PLACE_PREPS
                and common_zipf(tok.lower, doc.lang) < 4.5
                and not doc.is_sentence_initial(i)
                and not plain
            ):
                end = self._extent(doc, i)
                yield self.span(
                    tok.start,
                    toks[end].end,
                    self._place_label(doc, i, end),
                    f"unknown capitalised word after '{before[-1]}'",
                    "after_place_preposition",
                    pattern="place",
                    trigger=before[-1],
                    cap=True,
                )
                continue
            if not plain and doc.pack.district_after_city(doc, i) and self._nearest(doc, i) is None:
                yield self.span(tok.start, toks[self._extent(doc, i)].end, "city", "part of the town named "
                                "before ('i Karlstad, på X')", "district_after_town", pattern="place", cap=cap)
                continue
            yield from self._institution(doc, i, before)

    def _municipality(self, doc: Doc) -> Iterator[Span]:
        """'Segerstad kommun', 'Sunds kommun' -> city, whatever the lists know; not across a sentence or line
        ('Kramar / Karin' + a new line + 'Kommunen planerar')."""
        toks = doc.tokens
        for i in doc.positions(_MUNICIPALITY):
            prev = toks[i - 1]
            if (
                i > 0
                and not doc.is_sentence_initial(i)
                and prev.is_capitalized
                and prev.text.isalpha()
                and prev.text.lower() not in STOP
            ):
                yield self.span(
                    prev.start,
                    prev.end,
                    "city",
                    f"capitalised word before '{toks[i].text}'",
                    "before_municipality",
                    attributes={"gen"}
                    if prev.text.endswith("s") and toks[i].text.lower() in ("kommun", "stad")
                    else (),
                    pattern="place",
                )

    def _institution(self, doc: Doc, i: int, before: list[str]) -> Iterator[Span]:
        """'jobbar (jag) (som kock) på X' -> work, 'studerar på X' -> school: X capitalised (and not a bare
        'SFI', a course level or, after 'går på', an ordinary word), or an institution noun and a name
        ('på förskolan Regnbågen'); the nearest trigger within six words wins. A first name after 'hos' is a
        person, not a workplace."""
        toks = doc.tokens
        if not before or before[-1] not in _AT:
            return
        first = i
        if not toks[i].is_capitalized:
            nxt = toks[i + 1] if i + 1 < len(toks) else None
            if institution_word(toks[i].lower) is None or nxt is None or not nxt.is_capitalized:
                return
            first = i + 1
        end = self._extent(doc, first)
        while end + 1 < len(toks) and (toks[end + 1].text in COMPANY_FORMS or first == i and end - i < 3
                                       and institution_word(toks[end + 1].lower) and toks[end + 1].is_word):
            end += 1  # 'Medelpads Åkeri AB', 'Norrlands universitetssjukhus'
        while end + 2 < len(toks) and toks[end + 1].text == "&" and toks[end + 1].start == toks[end].end \
                and toks[end + 2].is_capitalized and toks[end + 2].start == toks[end + 1].end:
            end += 2  # 'H&M', 'M&S': one name
        rest = [t.lower for t in toks[first + (toks[first].lower in _GENERIC) : end + 1]]
        if all(w in _COURSE_LEVELS for w in rest):
            return  # a bare 'SFI', a course level ('på Sfi D', 'på D kursen'): a kind of school, not one school
        last = end + 1 if toks[end].lower in GEO_DIRECTIONS and end + 1 < len(toks) else end
        places = doc.pack.places_before_workplaces
        if places and toks[last].lower.endswith(doc.pack.geo_suffixes) and not institution_word(toks[last].lower):
            return  # 'vi går på Storsjön', 'upp på Norra stadsberget': a lake or a hill, left to the geo rules
        if places and street_word(toks[end].lower) and not institution_word(toks[end].lower):
            return  # 'jobbar på Pizzeria Roma vid Kungsgatan': the street, left to the street rules
        if before[-1] == "hos" and end == first and toks[first].lower in first_names():
            return
        trig = self._nearest(doc, i)
        if trig is not None:
            label, word = trig
            if word in _GO and end == first and doc.pack.plain_word(toks[first].lower) \
                    and not institution_word(toks[first].lower) and toks[first].lower not in GEO_DIRECTIONS:
                return  # 'går på Bio': an ordinary word a learner capitalised, no school ('går på Norra' is one)
            why = f"institution after '{word} ... {before[-1]}'"
            yield self.span(toks[i].start, toks[end].end, label, why, "institution_after_trigger", pattern=label,
                            trigger=f"{word} {before[-1]}")

    @staticmethod
    def _place_label(doc: Doc, i: int, end: int) -> str:
        """An unknown place's label: school when a name follows a school word ('go to Coláiste Chríost Rí', 'Scoil
        Mhuire': review 22 released one as a town), else city."""
        return "school" if end > i and institution_word(doc.lowers[i]) == "school" else "city"

    @staticmethod
    def _institution_place(doc: Doc, i: int, before: list[str]) -> str | None:
        """'biblioteket på kvarnsveden', 'moskén på hagalund': an institution noun and one of the pack's
        ``lowercase_institution_preps`` before a lower-case token ``i`` (the caller asks the pack's
        ``lower_case_place`` whether it is an ordinary word: 'i centrumet', 'på fredagsbönen') name the part of
        town where it stands (the words, joined); else None."""
        if len(before) < 2 or before[-1] not in doc.pack.lowercase_institution_preps \
                or institution_word(before[-2]) is None:
            return None
        return " ".join(before[-2:])

    @staticmethod
    def _nearest(doc: Doc, i: int) -> tuple[str, str] | None:
        """('work' or 'school', the trigger word) of the nearest trigger in the six words before 'på X'."""
        for w in reversed(doc.words_before(i, 7)[:-1]):
            if (w,) in WORK_TRIGGERS:
                return "work", w
            if (w,) in SCHOOL_TRIGGERS:
                return "school", w
        return None

    def _person(self, doc: Doc, i: int, gender: str, why: str, rule: str, trigger: str) -> Iterator[Span]:
        tok = doc.tokens[i]
        label = "surname" if trigger.split(" ", 1)[0] in SURNAME_TRIGGER_WORDS else f"firstname_{gender}"
        yield self.span(tok.start, tok.end, label, f"unknown name {why}", rule, pattern="name",
                        trigger=trigger, cap=tok.is_capitalized)
        nxt = i + 1
        if (
            nxt < len(doc.tokens)
            and doc.tokens[nxt].is_word
            and doc.tokens[nxt].is_capitalized
            and doc.tokens[nxt].lower not in STOP
        ):
            t = doc.tokens[nxt]
            yield self.span(t.start, t.end, "surname", f"capitalised word after a name {why}", rule, pattern="name",
                            trigger=trigger, cap=True)

    @staticmethod
    def _extent(doc: Doc, i: int) -> int:
        """The last token of a capitalised name starting at ``i`` (San Sebastian, Volvo Cars)."""
        end = i
        while (
            end + 1 < len(doc.tokens)
            and end - i < 2
            and doc.tokens[end + 1].is_word
            and doc.tokens[end + 1].is_capitalized
        ):
            end += 1
        return end


def _names_self(doc: Doc, i: int) -> bool:
    """Token ``i``, a word in lower case, is the writer's name: 'jag heter' or 'jag hette' right before it, no filler
    ('jag heter ju ...'), and a clause's end after it (punctuation, the text's end, 'och', 'men', a new 'jag'): 'jag
    heter vilja och jag kommer från Syrien' (the lead's probes: released, 'vilja' is a Swedish word no name list
    holds), or one before a capitalised surname; not 'jag heter väl inte', nor an adverb, a filler of the list
    naming_fillers ('Jag heter idag Anna': review 44 C3)."""
    if doc.words_before(i, 2) not in (["jag", "heter"], ["jag", "hette"]):
        return False
    tok = doc.tokens[i]
    if not tok.text.isalpha() or doc.lowers[i] in NAMING_FILLERS:
        return False
    nxt = doc.tokens[i + 1] if i + 1 < len(doc.tokens) else None
    # or a capitalised surname after it ('Jag heter trivs Swift', held out; 'Jag heter vilja Ahmed': review 45 C3);
    # an adverb before the name is a filler ('Jag heter idag Anna', 'fortfarande', 'därför': review 44 C3)
    return nxt is None or not nxt.is_word or nxt.lower in _CLAUSE_AFTER_NAME or nxt.is_capitalized


def _named_alone(doc: Doc, i: int) -> str | None:
    """'heter' or 'hette' when token ``i`` right after it is a stop word that is a common first name ('hans': his)
    with no word after it that it could be the possessive of: 'Jag heter hans.', 'Jag heter hans och ...'; not
    'Vad heter hans fru?'."""
    trig = after_trigger(doc, i, NAME_TRIGGERS)
    if trig is None or trig[-1] not in ("heter", "hette"):
        return None
    rec = first_names().get(doc.lowers[i])
    if rec is None or rec.count < _TRIGGER_NAME_BEARERS:
        return None
    if doc.words_before(i, 2)[:1] in (["vad"], ["hur"], ["vem"]):
        return None  # review 30: 'Vad heter hans och hennes barn?', 'Vad heter hans Fru?'
    toks = doc.tokens
    nxt = toks[i + 1] if i + 1 < len(toks) else None
    after = toks[i + 2].lower if i + 2 < len(toks) else ""
    alone = (nxt is None or (not nxt.is_word and nxt.text != ",")
             or (nxt.lower in ("och", "and") and after not in ("hennes", "hans", "deras", "hens"))
             or (nxt.is_capitalized and common_zipf(nxt.lower, doc.lang) < 3.0))
    return trig[-1] if alone else None
