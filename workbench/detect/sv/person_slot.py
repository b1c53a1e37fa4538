"""Where a word that is both a first name and a place names a person (Swedish essays only).

'Sofia' is a girl's name and Bulgaria's capital, 'Anna' a name and a Russian town. A place preposition
before it makes it a place ('i Sofia', 'från Anna') unless the word before the preposition takes a
person: 'kär i Anna', 'förälskad i Sofia', 'skrev till Anna', 'ett brev från Sofia', 'kärlek mot Anna'
(``person_object``). Without a preposition, a common first name that a city shares is a name where a person
stands (``person_slot``): the subject of a finite verb ('Då Sofia lovade henne', 'Sofia har två barn'; a
city is the subject of 'ligger' or of 'är en stad', and stays a place there), beside another first name
('Sofia och Fatima'), after 'hos' or 'med', or a genitive before a family word ('Sofias mamma'). A
country or region ('Jordan', 'Israel', 'Georgia') keeps its place. The gazetteer look-up decides what a word
can be; this module only reads its neighbours.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import TYPE_CHECKING

from workbench.detect.lib.context import FAMILY_GENDER, STOP, addressed
from workbench.detect.lib.gazetteer import big_place, hit_at
from workbench.detect.lib.name_list import listed_person as name_listed_person
from workbench.detect.lib.name_list import name_list, person_member
from workbench.pseudonymize.scope import common_word
from workbench.resources import common_words
from workbench.resources.wordlists import word_list
from workbench.text import Doc

if TYPE_CHECKING:
    from workbench.detect.lib.gazetteer import Hit

__all__ = ["AFTER_PERSON", "COMMON_NAME", "COPULAS", "FINITE", "ME", "PERSON_VERB_FORMS", "PREPOSITIONS",
           "WORD_FIRST_NAMES", "auxiliary_subject", "clause_subject", "coordinated_name", "finite_verb",
           "inverted_subject", "listed_person", "lower_person_object", "object_words", "past_verb", "person_object",
           "person_slot"]

#: bearers per million from which a first name is common enough to win the subject slot from a city
COMMON_NAME = 1000
#: preposition -> the words before it that take a person after it ('kär i X', 'sa till X', 'brev från X')
_PERSON_BEFORE = {
    "i": frozenset("kär kära förälskad förälskade förälskat förtjust förtjusta".split()),
    "till": frozenset(
        """sa sade säger skrev skriver ringde ringer svarade svarar berättade berättar skickade skickar gav ger
        brev brevet meddelande sms present presenten hälsningar""".split()
    ),
    "från": frozenset("brev brevet meddelande meddelandet sms hälsningar hälsning present presenten".split()),
    "mot": frozenset("kärlek kärleken snäll snälla elak elaka arg arga".split()),
    "på": frozenset("hälsade hälsar hälsat hälsa".split()),  # 'hälsade på Sofia': visited her
}
#: finite verbs that no suffix rule finds (strong past tenses, short presents, modals)
FINITE = frozenset(word_list("finite_verbs", "sv"))
_SUFFIX = re.compile(r"^[a-zåäöé]{2,}(?:ade|de|te|ar|er)$")  # lovade, hörde, köpte, pratar, tycker
#: lowercase words with a verb's ending that are none ('Sofia inte', 'Anna eller Sara', 'Sofia under')
_NOT_VERBS = frozenset(word_list("not_verbs", "sv")) | frozenset(FAMILY_GENDER)
#: adverbs that may stand between a subject and its verb in a subordinate clause ('att Sofia inte kom')
_ADVERBS = frozenset(word_list("clause_adverbs", "sv"))
#: what a city does as a subject: 'Sofia ligger i Bulgarien', 'Sofia är huvudstaden', 'har en miljon invånare'
_PLACE_PREDICATES = frozenset(word_list("place_predicates", "sv"))
_PLACE_NOUNS = frozenset(word_list("place_predicate_nouns", "sv"))


def finite_verb(word: str) -> bool:
    """True when the lowercased ``word`` looks like a Swedish finite verb (present or past tense)."""
    return word in FINITE or (word not in _NOT_VERBS and _SUFFIX.match(word) is not None)


def _name_and_city(doc: Doc, hit: Hit, count: int, cap: bool = True) -> bool:
    """A capitalised first name (``cap``; or in any case) with ``count`` bearers per million or more, that the place
    lists hold as a city or smaller place, never as a country or region."""
    return (
        (hit.cap or not cap)
        and hit.first is not None
        and hit.first.count >= count
        and not any(p.kind in ("country", "region") for p in hit.places)
    )


def person_object(doc: Doc, hit: Hit) -> str | None:
    """'kär i Anna', 'skrev till Sofia', 'ringde till anna' (in lower case too: 'anna' was the Russian town): the
    words before the place preposition that take a person, or None. In lower case only a name of ``COMMON_NAME``
    bearers that is no big city's (review 87 C1: 'kär i paris', 'ringde till lima' were then neither place nor
    name, and released)."""
    lower = _name_and_city(doc, hit, COMMON_NAME, cap=False) and not big_place(hit)
    if not _name_and_city(doc, hit, 0) and not lower:
        return None
    before = doc.words_before(hit.i, 2)
    if len(before) == 2 and before[0] in _PERSON_BEFORE.get(before[1], ()):
        return " ".join(before)
    return None


#: verbs (and 'hos') whose object right after them is a person: 'träffade lucas', 'ringde lina', 'har besökt lucas',
#: 'var hos lucas'
_MEETS = frozenset("""träffade träffar träffa träffat mötte möter mött ringde ringer ringt hälsade kramade kramat
pussade pussat saknar saknade saknat besökte besöker besöka besökt hos""".split())
#: verbs before 'med' whose company is a person: 'pratade med lina', 'umgås med ida', 'gick med lina', 'tillsammans
#: med lina' (a thing too: 'lekte med sten', review 90 C6, is replaced: a name released costs more)
_WITH = frozenset("""pratade pratar pratat umgås umgicks dansade dansar pluggade pluggar bråkade bråkar lekte leker
lekt spelade spelar gick går åkte åker bodde bor tillsammans""".split())
#: what may stand between such a verb and its person or 'med': the subject after a fronted word ('Igår träffade jag
#: lucas', 'Sedan pratade vi med lina'), a clause adverb ('träffade också lucas') or where one went ('gick hem med
#: lina'); two of them at most
_BETWEEN = frozenset("jag du han hon vi ni de".split()) | _ADVERBS | frozenset(
    "igen sedan även först hem ut dit iväg bort runt länge mycket mest".split())
#: the people before 'och' that a verb's person may be coordinated with: 'träffade henne och lucas', 'hälsade på
#: mormor och lucas' (review 92 C2)
_OBJECT_PRONOUNS = frozenset("henne honom dem mig dig oss er".split())
#: the first person beside 'och': 'jag och lucas', 'lucas och jag', 'med mig och lina'; and the copulas after 'jag'
#: before a name that ends its phrase ('jag är lina och jag kommer från Syrien', review 102 C1-C2; 'Jag är gift och jag
#: har barn' stays a word: 'gift' is a Swedish word, which these slots take from 1,000 bearers only)
COPULAS = frozenset({"är", "var", "blev", "blir", "vara", "varit", "blivit"})
ME = frozenset({"jag", "mig"})
#: words that may follow the person met ('träffade lucas igår', 'ringde till lina sent'), besides the function words
AFTER_PERSON = frozenset("""igår idag imorgon ikväll hem hemma ofta efter när varje förra nästa sedan sen sent ute
inne hela länge tidigt också där här""".split())  # 'där', 'här': 'Jag träffade per där' (review 125 C6)
#: a sentence's first word before its finite verb ('Igår kom erik hem'), and the first of two ('I helgen kom erik')
_FRONTED = frozenset(word_list("fronted_adverbials", "sv"))
_FRONTED_PREPOSITIONS = frozenset(word_list("fronted_prepositions", "sv"))
#: what may open a sentence before its fronted adverbial ('Men igår kom erik'), and the adverbs between the verb and
#: its subject ('Sedan kom också erik', 'kom inte erik')
_OPENERS = frozenset({"men", "och", "så"})
_AFTER_VERB = _ADVERBS | {"också", "även", "då"}
#: verbs that say what there is or grows, whose subject after them is a thing ('Sedan fanns sten', 'Där växte linnea')
_THERE_IS = frozenset({"fanns", "finns", "växte", "växer", "blommar", "blommade", "ligger", "låg", "står", "stod"})
#: how many bearers a lower-case first name needs in these slots: 100, as the names detector's lower-case rule asks
#: ('hassan' 984, 'george' 780 are small towns too, and 'Jag träffade hassan igår' was released: 1,000 was asked),
#: unless it is a Swedish word (resources.common_words: 'fred', 'tal', 'eko', 'lilja', 'maka', 'bruna': 1,000, review
#: 101 C2); a country, region or big city keeps its place ('besökte paris')
_LOWER_NAME_BEARERS = 100
#: how frequent a lower-case first name may be as a word for these verbs to make it the person ('lucas' 4.2, 'lina'
#: 4.0: wordfreq folds case, so Swedes' first names are frequent words to it; not 'per', 'hans', 'bo')
_LOWER_NAME_ZIPF = 5.0


def lower_person_object(doc: Doc, hit: Hit) -> str | None:
    """A lower-case first name of ``_LOWER_NAME_BEARERS`` bearers or more that no country, region or big city
    shares, after a verb that meets or calls a person or 'hos', after the words before a preposition that take one (up
    to two words of ``_BETWEEN`` after the verb: 'Igår träffade jag lucas', 'gick hem med lina'), as the subject after
    a fronted adverbial and its verb ('Igår kom erik hem'), after 'jag är' before a mark or 'och' ('jag är lina, jag
    bor i Mora'), in a list after 'jag,' or another list of people (``listed_person``), addressed after a comma ('Jag
    älskar dig, lina.'), beside 'jag och' / 'och jag', or
    after 'och' and such a name, an object pronoun or a family word ('träffade lucas', 'ringde till lina', 'snäll mot
    linnea', 'pratade med lina', 'umgås med ida och lisa', 'träffade henne och lucas': reviews 88 C5, 90 C4, 92,
    released): those words, or None. Not a genitive ('träffade omars fru': the family word's rule reads it), nor a
    name that is a common word too when a content word follows ('saknar rosa kläder')."""
    if not _lower_name(doc, hit):
        return None
    if (why := object_words(doc, hit.i)) is not None or _subject_ends(doc, hit) \
            and (why := inverted_subject(doc, hit.i)) is not None:
        return why
    before, after = doc.words_before(hit.i, 2), doc.words_after(hit.j, 1)
    if len(before) == 2 and before[0] in ME and before[1] == "och" \
            or after == ["och"] and doc.words_after(hit.j, 2)[1:2] and doc.words_after(hit.j, 2)[1] in ME:
        return "beside 'jag och' / 'och jag'"  # 'jag och lucas gick hem', 'lucas och jag'
    if before[-2:-1] == ["jag"] and before[-1] in COPULAS and (after == ["och"] or not _word_after(doc, hit)) \
            and hit.base not in FAMILY_GENDER:  # not 'Jag är bror.'
        return "after 'jag är'"  # 'Hej, jag är lina och jag kommer från Syrien', 'jag är lina, jag bor i Mora'
    if (why := clause_subject(doc, hit.i, hit.j)) is not None:
        return why  # 'lina flyttade till Mora', 'Jag tror att lina kommer att flytta'
    if _listed_with_me(doc, hit.i):
        return "in a list after 'jag,'"  # 'Jag, lina och ida gick till stan', 'jag, lina, ida och sara gick'
    if (why := listed_person(doc, hit.i)) is not None:
        return why  # 'Jag träffade erik, lina och sara', 'Igår var jag och lina hemma'
    if addressed(doc, hit.i):
        return "addressed after a comma"  # 'Jag älskar dig, lina.'
    if doc.words_before(hit.i, 1) == ["och"] and hit.i >= 2:
        k = hit.i - 2  # one person back only (no recursion over a long list)
        first = hit_at(doc, k)
        if first is not None and first.j == k and _lower_name(doc, first) \
                or first is None and (doc.lowers[k] in _OBJECT_PRONOUNS or doc.lowers[k] in FAMILY_GENDER):
            if (why := object_words(doc, k) or (inverted_subject(doc, k) if first is not None else None)) is not None:
                return f"{why} ... och"  # 'umgås med ida och lisa', 'Igår kom erik och lina'
    return None


#: first names of 1,000 bearers or more that are very common Swedish words (Zipf 5 or more): read by
#: sv/word_first_name.py only
WORD_FIRST_NAMES = frozenset(word_list("word_first_names", "sv"))
#: what may follow the last of a list of people that ends with such a word ('Jag träffade per, liv och bo igår'),
#: besides a mark or a finite verb ('per, liv och bo gick hem'): adverbs of time; no place nor preposition, after which
#: 'och bo' and 'och klara' are verbs ('träffa lina och bo hemma', 'och klara provet'), unless 'jag' is in the list
#: ('Igår var jag och liv hemma'); other names take the words that follow a person met too ('Igår kom erik, lina och
#: sara hem', 'träffade erik och lina i skolan')
_LIST_ENDS = frozenset({"igår", "idag", "imorgon", "ikväll", "ofta", "också", "sent", "tidigt", "länge", "igen",
                        "hem"})
#: prepositions after a person's name ('träffade erik och lina i skolan', 'Igår kom per till mig'; sv/word_first_name)
PREPOSITIONS = frozenset({"till", "i", "på", "med", "från", "hos", "efter", "vid", "om"})


def listed_person(doc: Doc, i: int) -> str | None:
    """Why token ``i`` is a person in a list of first names closed by 'och' or 'eller' (workbench.detect.lib.name_list:
    'två barn, lina och per', 'Igår var jag och liv hemma', 'Mina vänner heter erik, lina och sten', 'Jag träffade per,
    liv och bo igår', 'Igår kom erik, rosa och lina'; the first member's slots: a verb that meets a person, the subject
    after a fronted adverbial), or None."""
    return name_listed_person(doc, i, _person_member, _list_ends, _list_head, _subject_verb)


#: what only people do (past and present), for a list of names none of them sure ('per, liv och bo ringde', 'lina och
#: per bor i Mora'), and 'kom', 'gick' ('per och liv kom från Polen', 'per, liv och bo gick till skolan': review 108 C3;
#: so 'rosa och viola kom från Holland' is replaced, review 107 C5; 'rosa och lila såg fina ut' is not)
_PERSON_DOES = frozenset("""sa sade skrev pratade skrattade grät dansade spelade besökte ringde träffade åt frågade
                            svarade jobbade arbetade studerade flyttade reste åkte hälsade lekte sjöng bor bodde jobbar
                            arbetar studerar pratar heter hette gifte flyttar ringer skriver säger träffar
                            besöker frågar svarar""".split())
#: 'har' / 'hade' before what one owns ('lina och per har två barn'; not 'rosa och lila har blivit populära')
_OWNS = frozenset("en ett två tre fyra fem många inga".split())


def _subject_verb(doc: Doc, k: int, words: bool) -> bool:
    """The verb at token ``k`` is a finite verb whose subject the list of names before it is (``listed_person``): not a
    copula nor a verb of what there is ('rosa och viola var fina', 'ek och björk växte'); when no name is sure, one of
    ``_PERSON_DOES``, 'kom', 'gick', or 'har' before what one owns."""
    verb = doc.lowers[k]
    if not words:
        return past_verb(verb) and verb not in _THERE_IS and verb not in COPULAS
    if verb in ("har", "hade"):  # 'lina och per har två barn' (review 109 C1)
        owned = doc.words_after(k, 1)
        return bool(owned) and (owned[0] in _OWNS or owned[0].isdigit())
    # 'per och liv kom från Polen' (review 108 C3), 'lina och per bor i Mora' (review 109 C1)
    return verb in _PERSON_DOES or verb in ("kom", "gick")


def _list_head(doc: Doc, k: int) -> str | None:
    """Why the first of a list of names at token ``k`` is a person: after a verb that meets one, or the subject after a
    fronted adverbial."""
    words = object_words(doc, k) or inverted_subject(doc, k)
    return f"after '{words}'" if words else None


def _list_ends(doc: Doc, members: list[int], me: bool) -> bool:
    """The list of ``members`` ends where a person's phrase does (``_LIST_ENDS``)."""
    k = members[-1] + 1
    nxt = doc.lowers[k] if k < len(doc.tokens) and doc.tokens[k].is_word else ""
    ends = _LIST_ENDS | AFTER_PERSON if me else _LIST_ENDS
    if doc.lowers[members[-1]] not in WORD_FIRST_NAMES:
        ends = _LIST_ENDS | AFTER_PERSON | PREPOSITIONS
    return not nxt or nxt in ends or past_verb(nxt) or nxt in _PERSON_DOES \
        or nxt == "att" and "kommer" in doc.words_before(members[0], 2)  # 'lina och per jobbar', 'kommer ... att'


def _person_member(doc: Doc, k: int) -> bool:
    """Token ``k`` may be one of a list of people: 'jag', 'mig', a listed first name (no family word)."""
    return person_member(doc, k, ME, FAMILY_GENDER.keys())


def _word_after(doc: Doc, hit: Hit) -> bool:
    """A word (no mark, no line's end) follows ``hit``."""
    k = hit.j + 1
    return k < len(doc.tokens) and doc.tokens[k].is_word


def _listed_with_me(doc: Doc, i: int) -> bool:
    """Token ``i`` is in a list of people that 'jag,' opens: 'Jag, lina och ida gick', 'jag, lina, ida och sara' (up to
    four lower-case words back to 'jag' or 'mig' and a comma)."""
    toks, k = doc.tokens, i - 1
    for _ in range(4):
        if k < 1 or toks[k].text != "," and doc.lowers[k] != "och":
            return False
        word = k - 1
        if doc.lowers[word] in ME:
            return toks[k].text == ","
        if not (toks[word].is_word and toks[word].text.islower()):
            return False
        k = word - 1
    return False


def _lower_name(doc: Doc, hit: Hit) -> bool:
    """``hit`` may be such a person in lower case (see lower_person_object)."""
    if hit.cap or hit.first is None or hit.first.count < (_LOWER_NAME_BEARERS if hit.base not in common_words()
                                                          else COMMON_NAME) or hit.zipf >= _LOWER_NAME_ZIPF \
            or "gen" in hit.morph or big_place(hit):
        return False
    k = hit.j + 1
    return not (common_word(hit.base) and k < len(doc.tokens) and doc.tokens[k].is_word  # 'rosa', 'sten', 'lina'
                and doc.lowers[k] not in STOP | AFTER_PERSON
                and doc.lowers[k] not in FAMILY_GENDER  # 'saknar rosa kläder'; but 'träffade lucas pappa'
                and not past_verb(doc.lowers[k])  # the name is a subject: 'jag och lina gick hem' (review 92 C1)
                and doc.lowers[k] not in PERSON_VERB_FORMS  # 'Nästa år ska lina flytta', 'ska jag och lina åka'
                and doc.lowers[k] not in _AUXILIARIES and doc.lowers[k] != "kommer"
                and doc.lowers[k] not in _PERSON_DOES  # 'lina kommer att flytta', 'att lina kanske flyttar'
                and doc.lowers[k] not in _CLAUSE_ADVERBS)


def past_verb(word: str) -> bool:
    """A finite verb no noun looks like: a listed one ('gick', 'kom', 'är') or a past tense ('pratade', 'köpte'); not a
    present tense in -er / -ar, which plural nouns share ('saknar rosa kläder', 'plockade linnea blommor')."""
    return word in FINITE or word not in _NOT_VERBS and word.endswith(("ade", "de", "te")) and len(word) > 3


def object_words(doc: Doc, i: int) -> str | None:
    """The verb, or the words before a preposition, before token ``i`` that take a person, maybe with up to two words
    of ``_BETWEEN`` after the verb (the caller has asked ``_lower_name``)."""
    words = doc.words_before(i, 5)
    prep = words[-1:] if words[-1:] and words[-1] in ("med", *_PERSON_BEFORE) else []
    rest = words[: len(words) - len(prep)]
    for skip in range(3):
        if skip and (len(rest) < skip or rest[-skip] not in _BETWEEN):
            break
        verb = rest[-skip - 1] if len(rest) > skip else ""
        if not prep and verb in _MEETS:
            return " ".join(rest[-skip - 1 :])
        if prep and (verb in _PERSON_BEFORE.get(prep[0], ()) or prep == ["med"] and verb in _WITH):
            return " ".join(rest[-skip - 1 :] + prep)
    return None


def inverted_subject(doc: Doc, i: int) -> str | None:
    """The words before token ``i`` when it is the subject after a fronted adverbial and its finite verb, Swedish word
    order in a main clause ('Igår kom erik hem', 'I helgen ringde lina', 'Men igår på kvällen kom erik', 'Sedan kom
    också erik'): from the sentence's start, maybe 'men', 'och' or 'så', then adverbs of ``_FRONTED`` and phrases of
    a preposition (``_FRONTED_PREPOSITIONS``) and one word, four words at most, then the verb, maybe a clause adverb
    ('också', 'inte'), then the name; or a question's verb at the sentence's start ('Kommer erik idag?'); or None.
    Not after a verb that tells what there is ('Sedan fanns sten', 'Där växte linnea': ``_THERE_IS``)."""
    verb = i - 1
    if verb >= 1 and doc.lowers[verb] in _AFTER_VERB and doc.tokens[verb].is_word:
        verb -= 1  # 'Sedan kom också erik hem'
    if verb < 0 or not doc.tokens[verb].is_word or not finite_verb(doc.lowers[verb]) \
            or doc.lowers[verb] in _THERE_IS:
        return None
    if doc.is_sentence_initial(verb):
        after = i + 1
        question = any(t.text == "?" for t in doc.tokens[after : after + 6])
        return doc.lowers[verb] if question and doc.tokens[verb].text[:1].isupper() else None  # 'Kommer erik idag?'
    k = verb - 1
    while k >= 0 and verb - k <= 5 and doc.tokens[k].is_word and not doc.is_sentence_initial(k):
        k -= 1
    if k < 0 or verb - k > 5 or not doc.tokens[k].is_word or not all(t.is_word for t in doc.tokens[k:verb]):
        return None
    words = doc.lowers[k:verb]
    if words[0] in _OPENERS:
        words = words[1:]  # 'Men igår kom erik', 'Sen så kom erik'
    rest = words
    while rest:
        if rest[0] in _FRONTED:
            rest = rest[1:]
        elif rest[0] in _FRONTED_PREPOSITIONS and len(rest) >= 2 and rest[1] not in _FRONTED_PREPOSITIONS:
            rest = rest[2:]
        elif rest == ["så"]:
            rest = []
        else:
            return None
    return " ".join(doc.lowers[k : verb + 1]) if words else None


def _subject_ends(doc: Doc, hit: Hit) -> bool:
    """After a name that is a common word too (``common_word``: 'sten', 'rosa', 'lina') a verb, an adverb of
    ``AFTER_PERSON`` or a clause adverb must follow for it to be a subject, or 'och' and a verb ('Igår kom rosa hem',
    'Då kom lina och hämtade mig'; not 'Sedan fanns sten och grus', 'Nu finns rosa och blå tröjor'); no family word is
    ('Då kom bror hem'). Names that are rarer words stand as they are ('Igår var lisa sjuk', 'Nu kommer axel.'; review
    99 C8: a Zipf test released them), so 'Då var tom.' and 'Sedan köpte linda.' are replaced."""
    if hit.base in FAMILY_GENDER:
        return False
    if not common_word(hit.base):
        return True
    if (found := name_list(doc, hit.i, _person_member)) and found[0][0] == hit.i:
        members = found[0]  # 'Nu ska lina och per flytta' (per alone was replaced); each a name these slots take
        return _list_subject_ends(doc, members[-1] + 1) and all(  # (not 'Då kom rosa och lila hem': lila stays)
            doc.lowers[m] in WORD_FIRST_NAMES or (h := hit_at(doc, m)) is not None and _lower_name(doc, h)
            for m in members[1:])
    after = doc.words_after(hit.j, 2)
    if not after or not doc.tokens[hit.j + 1].is_word:
        return False
    if after[0] == "och":
        after = after[1:]
    return bool(after) and (after[0] in AFTER_PERSON or after[0] in _ADVERBS
                            or after[0] not in STOP and finite_verb(after[0]) or auxiliary_subject(doc, hit.i, hit.j))


def _list_subject_ends(doc: Doc, k: int) -> bool:
    """What follows a list of names at token ``k`` ends a subject's phrase: the text's end, a mark, an adverb, a
    preposition, a verb, or the 'att' of 'kommer ... att' ('Sedan kommer lina och per hem', 'Nu ska lina och per
    flytta', 'Imorgon kommer lina och sten att flytta')."""
    if k >= len(doc.tokens) or not doc.tokens[k].is_word:
        return True
    nxt = doc.lowers[k]
    return nxt in AFTER_PERSON or nxt in _LIST_ENDS or nxt in PREPOSITIONS or nxt in _ADVERBS or nxt == "att" \
        or nxt in PERSON_VERB_FORMS or past_verb(nxt)


#: finite verbs whose subject an infinitive or a supine follows ('Nästa år ska lina flytta', 'Sedan har lina flyttat')
_AUXILIARIES = frozenset("""ska skulle kan kunde vill ville måste har hade får fick brukar brukade tänker tänkte
                            började slutade försökte bör borde""".split())
#: the infinitives and supines of what a person does ('flytta', 'flyttat'; not 'falla', 'rasat', 'passa': review 104 C2)
PERSON_VERB_FORMS = frozenset(word_list("person_verb_forms", "sv"))


#: what things do too, after the future's 'kommer ... att' ('Snart kommer sten att börja rulla', 'Nu kommer rosa att gå
#: ur modet': review 114 C1)
_THINGS_DO_TOO = frozenset("""komma gå börja sluta stanna flyga spela sjunga simma""".split())


def auxiliary_subject(doc: Doc, i: int, j: int) -> bool:
    """Tokens ``i``..``j`` stand between an auxiliary and an infinitive or a supine of ``PERSON_VERB_FORMS`` ('ska lina
    flytta', 'har också lina flyttat'), or between the future's 'kommer' and 'att' before such an infinitive that
    things do not do too ('Sedan kommer lina att flytta'; not 'Snart kommer sten att börja rulla':
    ``_THINGS_DO_TOO``)."""
    after, before = doc.words_after(j, 2), doc.words_before(i, 2)
    verb = before[-1] if before and before[-1] not in _AFTER_VERB else before[0] if len(before) == 2 else ""
    if not after or not doc.tokens[j + 1].is_word:
        return False
    if verb == "kommer" and after[0] == "att":
        return _person_infinitive(doc.words_after(j, 3)[1:])  # 'Nästa år kommer lina att börja skolan'
    return after[0] in PERSON_VERB_FORMS and verb in _AUXILIARIES


#: what opens a clause whose subject comes first: a subordinator or a conjunction ('Jag tror att lina flyttar', 'När
#: per ringde', 'och lina flyttade'); and the adverbs between such a subject and its verb ('att lina inte kommer')
_CLAUSE_OPENERS = frozenset("att när om eftersom innan medan fast tills och men".split())
_CLAUSE_ADVERBS = frozenset("inte också snart alltid aldrig ofta redan nog kanske".split())
#: what only people do, in every form a learner puts after a subject or an auxiliary: speech, letters, calls, work,
#: study, moving house, greeting and calling on ('hälsa på'), travel, cooking, laughing (review 124 C1, C2: not what a
#: bear, a stone or a colour does too: 'att björn kan äta', 'att sten har träffat fönstret', 'att rosa kan hjälpa dig',
#: 'att iris kan säga mycket om hälsan'; nor 'besökte', 'heter': review 125 C4, 'att björn besökte vår trädgård', 'att
#: rosa heter pink på engelska'); never before 'sig' ('att sten reste sig ur vattnet', 'rosa skriver sig med ett s')
_ONLY_PEOPLE = frozenset("""sa sade pratade pratar prata pratat ringde ringer ringa ringt skrev skriver skriva skrivit
                            frågade frågar fråga frågat svarade svarar svara svarat jobbade jobbar jobba jobbat arbetade
                            arbetar arbeta arbetat studerade studerar studera studerat pluggade pluggar plugga pluggat
                            gifte flyttade flyttar flytta flyttat hälsade reste reser resa lagade lagar laga lagat
                            skrattade skrattar skratta grät säger hälsar hälsa""".split())
#: where one lives is a person's before a capitalised place ('lina bor i Mora'; not 'att björn bor i skogen')
_LIVES = frozenset({"bor", "bodde"})
#: what a person, not a thing, begins after 'börja' ('Nästa år kommer lina att börja skolan'; not 'börja rulla')
_BEGUN = frozenset("skolan jobba arbeta plugga studera läsa gymnasiet universitetet förskolan sfi på i".split())


def clause_subject(doc: Doc, i: int, j: int) -> str | None:
    """Tokens ``i``..``j`` open their clause (the sentence, or after a word of ``_CLAUSE_OPENERS``) before a verb only
    people do (``_ONLY_PEOPLE``; 'bor' before 'i' and a capitalised place), or before an auxiliary or the future's
    'kommer att' and such a verb ('börja' before 'skolan', 'jobba' ...), an adverb of ``_CLAUSE_ADVERBS`` allowed
    between: the words that make them the subject ('lina flyttade till Mora', 'Jag tror att lina kommer att flytta',
    'När per ringde', 'att lina ska flytta', 'lina bor i Mora'), or None. Not what things and animals do too ('att sten
    kommer att rulla', 'att björn kan äta människor', 'att rosa har börjat bli populärt')."""
    toks = doc.tokens
    if not (doc.is_sentence_initial(i) or i > 0 and doc.lowers[i - 1] in _CLAUSE_OPENERS):
        return None
    at: list[int] = []  # the words after the name, on its line
    k = j + 1
    while k < len(toks) and len(at) < 5 and toks[k].is_word \
            and "\n" not in doc.text[toks[k - 1].end : toks[k].start]:
        at.append(k)
        k += 1
    if at and doc.lowers[at[0]] in _CLAUSE_ADVERBS:
        at = at[1:]
    if not at:
        return None
    words = [doc.lowers[t] for t in at]
    verb, rest = words[0], words[1:]
    if verb in _ONLY_PEOPLE and rest[:1] != ["sig"] or verb in _LIVES and rest[:1] in (["i"], ["på"]) and len(at) > 2 \
            and toks[at[2]].is_capitalized:  # not 'att sten reste sig' (review 125 C4)
        return f"the subject of '{verb}'"
    if verb == "kommer" and rest[:1] == ["att"]:
        rest = rest[1:]
    elif verb not in _AUXILIARIES:
        return None
    if rest and rest[0] in _ONLY_PEOPLE and rest[1:2] != ["sig"] or _begins_school(rest):
        return f"the subject of '{verb} {'att ' if verb == 'kommer' else ''}{rest[0]}'"
    return None


def _person_infinitive(words: Sequence[str]) -> bool:
    """``words`` open with an infinitive of what a person does, not what things do too ('flytta'; 'börja skolan', not
    'börja rulla'; ``_THINGS_DO_TOO``, ``_BEGUN``)."""
    return bool(words) and words[0] in PERSON_VERB_FORMS and (words[0] not in _THINGS_DO_TOO or _begins_school(words))


def _begins_school(words: Sequence[str]) -> bool:
    """``words`` open with 'börja' and what a person begins (``_BEGUN``: 'börja skolan', 'börja jobba')."""
    return len(words) > 1 and words[0] == "börja" and words[1] in _BEGUN


def person_slot(doc: Doc, hit: Hit) -> str | None:
    """Why a capitalised common first name that is also a city (no country or region) stands for a person
    here, or None: the subject of a finite verb ('Då Sofia lovade'; not 'Sofia ligger', 'Sofia är en
    stad'), coordinated with another first name ('Sofia och Fatima'), after 'hos' or 'med' ('hem hos
    Sofia', 'vän med Sofia'), or a genitive before a family word ('Sofias mamma')."""
    if not _name_and_city(doc, hit, COMMON_NAME):
        return None
    before = doc.words_before(hit.i, 1)
    if before and before[0] in ("hos", "med"):
        return f"after '{before[0]}'"
    k = hit.j + 1
    nxt = doc.tokens[k].text if k < len(doc.tokens) and not doc.is_sentence_initial(k) else ""
    if "gen" in hit.morph:
        return f"genitive before '{nxt}'" if nxt in FAMILY_GENDER else None
    other = coordinated_name(doc, hit)
    if other:
        return f"coordinated with the name {other}"
    if nxt in _ADVERBS:
        k += 1
        nxt = doc.tokens[k].text if k < len(doc.tokens) and not doc.is_sentence_initial(k) else ""
    # lower case: 'Sofia Carter' is a name and a surname, no verb
    if not (nxt.isalpha() and nxt.islower() and finite_verb(nxt)) or nxt in _PLACE_PREDICATES:
        return None
    if nxt in ("är", "var", "blev", "har") and _PLACE_NOUNS.intersection(doc.words_after(k, 4)):
        return None
    return f"subject of '{nxt}'"


def coordinated_name(doc: Doc, hit: Hit) -> str | None:
    """The first name (no place) across och/eller from ``hit``: 'Sofia och Fatima', 'Elsa och Anna'."""
    from workbench.resources import first_names, places

    toks = doc.tokens
    for conj, other in ((hit.j + 1, hit.j + 2), (hit.i - 1, hit.i - 2)):
        if 0 <= other < len(toks) and doc.lowers[conj] in ("och", "eller") and toks[other].is_capitalized:
            low = doc.lowers[other]
            if low in first_names() and low not in places():
                return toks[other].text
    return None
