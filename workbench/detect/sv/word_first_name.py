"""Swedish first names that are very common words too, in lower case, where a person stands: 'Jag träffade per igår',
'Hej per!', 'jag och per gick hem', 'Igår kom per hem', 'pratade med hans.' (note 26: released).

The lists give a lower-case word of Zipf 5 or more no hit (workbench.detect.lib.gazetteer), so the names detector and
person_slot.lower_person_object, which read 'träffade lucas', never see 'per' ('per dag'), 'hans' ('his'), 'bo'
('live'), 'inga' ('none'), 'klara' ('manage', 'clear') or 'liv' ('life'): resources/sv/words.tsv, list
word_first_names ('inga' and 'liv' in fewer slots: ``_OBJECT_WORDS``). This detector reads them in the same
slots, only where the phrase ends after the name (a mark, the sentence's end, an adverb of
``person_slot.AFTER_PERSON`` or a preposition, 'och' before no possessive; after 'hans' only a mark, 'och' or a few
adverbs of time): after a verb that meets a person or 'med' after one (``person_slot.object_words``), as the subject
after a fronted adverbial and its verb (``inverted_subject``), after a greeting or 'tack' before a mark ('Hej per!',
'Tack per!'); and beside 'jag och' or 'och jag', or after a possessive and a family word, before a past or listed
verb ('jag och per gick', 'per och jag', 'Min bror per bor i Mora'); in a list of people (person_slot.listed_person:
'Jag träffade per, liv och bo igår', 'Mina barn: per och liv'); after a possessive family word before a mark or 'och'
('min man per och våra barn'), before or after a copula and a family word ('per är min bästa vän', 'Min bästa vän är
per.'), addressed after a comma ('Jag älskar dig, per.'), between an auxiliary and a person's verb ('Nu ska per
flytta'), before an object pronoun ('Igår ringde per mig'). 'Två gånger per vecka', 'träffade hans bror',
'besökte hans hem', 'Hej, hans mamma', 'jag och hans föräldrar', 'Jag träffade inga', 'Staden saknar liv' stay words;
so does 'Hans' capitalised, which sv/word_names.py reads.
"""

from __future__ import annotations

from collections.abc import Iterator

from workbench import resources as R
from workbench.detect.base import Detector, register
from workbench.detect.lib.context import (
    POSSESSIVES,
    addressed,
    closing_before,
    family_predicate,
    greeted,
    greeting_before,
    possessive_family,
    signature_ends,
    signs_letter,
)
from workbench.detect.sv.person_slot import (
    AFTER_PERSON,
    COPULAS,
    ME,
    PERSON_VERB_FORMS,
    PREPOSITIONS,
    WORD_FIRST_NAMES,
    auxiliary_subject,
    clause_subject,
    inverted_subject,
    listed_person,
    object_words,
    past_verb,
)
from workbench.model import Span
from workbench.text import Doc

__all__ = ["WordFirstNameDetector"]

#: what may follow 'hans' as a name: the possessive is followed by a noun ('hans hem', 'hans förra fru'), so only a
#: mark, 'och' before no possessive, and these adverbs end the name's phrase there
_AFTER_HANS = frozenset({"igår", "idag", "imorgon", "ikväll", "ofta", "också", "sent", "tidigt", "länge", "igen"})
#: prepositions after such a name end its phrase (person_slot.PREPOSITIONS: 'Igår kom per till mig', 'träffade bo i
#: skolan'); the preposition 'per' is followed by a noun ('per vecka'), the verb 'bo' follows no verb of these slots;
#: not after 'liv' ('Sen kom liv i festen') nor 'hans'
#: names that are an object's word after a verb ('Jag träffade inga' is 'none', 'Staden saknar liv', 'lekte med liv och
#: lust'): 'inga' a person after a preposition that takes one or 'med' only ('brev från inga', 'bor med inga och
#: hennes son'), 'liv' not after 'saknar' or
#: 'med' (review 99 C1, C6; review 100: 'brev från klara', 'kär i liv', 'Hej inga!' were released when they left the
#: list), and 'inga' no subject after a fronted adverbial ('Då var inga hemma': none were)
_OBJECT_WORDS = frozenset({"inga", "liv"})
#: the objects after an inverted subject ('Igår ringde per mig'); not after 'inga' nor 'liv' ('Då gav liv mig kraft')
_OBJECT_PRONOUNS = frozenset("mig dig honom henne oss er dem".split())
#: the names that may follow 'min vän är' ('Min bästa vän är per.'; 'Boken är hans', 'Mina vänner är klara', 'Mitt
#: hem är liv' are no names)
_PREDICATE_NAMES = frozenset({"per", "bo"})
#: the names that are verbs too, which learners write after their subject ('Min mormor bo i Stockholm')
_VERBS = frozenset({"bo", "klara"})
_LACKS = frozenset({"saknar", "saknade", "saknat"})
#: 'liv' and 'klara' in the idioms and the adjective of the fronted slot ('Sedan blev liv och rörelse', 'Sen kom liv i
#: festen', 'På kvällen var klara': review 101): no copula's subject, no preposition after them, 'och' only before 'jag'
_IDIOMS = frozenset({"liv", "klara"})
#: the prepositions of person_slot.object_words that take a person after the words before them ('kär i', 'brev från')
_PERSON_PREPOSITIONS = frozenset({"i", "till", "från", "mot", "på"})


@register
class WordFirstNameDetector(Detector):
    """A lower-case first name that is a very common Swedish word, after a verb that meets a person, a greeting or
    'jag och', or as the subject after a fronted adverbial, where its phrase ends."""

    name = "word_first_name"

    def detect(self, doc: Doc) -> Iterator[Span]:
        for i in doc.positions(WORD_FIRST_NAMES):
            tok = doc.tokens[i]
            if not tok.text.islower() or (why := _slot(doc, i)) is None:
                continue
            yield self.span(tok.start, tok.end, f"firstname_{R.first_name_gender(doc.lowers[i])}",
                            f"a first name that is a common word, {why}", "person_slot", cap=False, trigger=why)


def _slot(doc: Doc, i: int) -> str | None:
    """Why the word at token ``i`` is a person here (see the module doc), or None."""
    k = i + 1
    nxt = doc.lowers[k] if k < len(doc.tokens) and doc.tokens[k].is_word else ""
    before, word = doc.words_before(i, 2), doc.lowers[i]
    verb_after = not nxt or past_verb(nxt)  # 'gick', 'bor', 'kom' (not a plural noun in -er/-ar: 'föräldrar')
    if len(before) == 2 and before[0] in ME and before[1] == "och" and verb_after:
        return "after 'jag och'"  # 'jag och per gick hem'; not 'jag och hans familj', 'jag och hans föräldrar'
    if not before and doc.words_after(i, 2) in (["och", "jag"], ["och", "mig"]):
        return "before 'och jag'"  # 'per och jag gick hem'
    if possessive_family(doc, i) and nxt and past_verb(nxt):
        return f"after '{' '.join(before)}'"  # 'Min bror per bor i Mora'
    if not before and word != "inga" and nxt in COPULAS and (family := family_predicate(doc, i, i)):
        return f"before '{nxt} ... {family}'"  # 'per är min bästa vän' ('inga är mina vänner': none)
    if (why := listed_person(doc, i)) is not None:
        return why  # 'Jag träffade per, liv och bo igår', 'Igår var jag och liv hemma'
    if (nxt in _OBJECT_PRONOUNS or nxt in PERSON_VERB_FORMS and word not in _VERBS) and word not in _OBJECT_WORDS \
            and (words := inverted_subject(doc, i)):
        return f"after '{words}'"  # 'Igår ringde per mig', 'Nu ska per flytta' (not 'Nu kan liv börja')
    if nxt == "att" and word not in _VERBS and word not in _OBJECT_WORDS and auxiliary_subject(doc, i, i):
        return "between 'kommer' and 'att'"  # 'Sedan kommer per att flytta'
    if word not in _OBJECT_WORDS and word != "hans" and (word not in _VERBS or doc.lowers[i - 1] != "att") \
            and (why := clause_subject(doc, i, i)):
        return why  # 'per flyttade till Mora', 'Jag tror att per kommer att ringa', 'bo ringde mig igår' (review 126
        # C3); not 'inga bor här' (none do), '... men hans bor i Umeå' (his: review 124 C3), 'att bo har flyttat'

    if greeted(doc, i):
        return "after a greeting opening its line"  # 'Hej per hur mår du?'
    if signs_letter(doc, i):
        return "alone on a letter's last line"  # 'Hej!\n...\nSkriv snart!\nper'
    if (c := closing_before(doc, i)) is not None and signature_ends(doc, doc.tokens[i].end):
        return f"after '{doc.lowers[c]}' at the text's end"  # 'Kram per', 'Kram, liv :)' (review 126 C3: released)
    if not _ends(doc, i, nxt):
        return None
    if not nxt and (g := greeting_before(doc, i)) >= 0:  # the greeting's own token: a line break may stand between
        return f"after '{doc.lowers[g]}'"  # 'Hej per!', 'Tack per!', 'God morgon per!' (review 127 C1: 'Tack\nper')
    if possessive_family(doc, i) and word not in _VERBS and word != "inga" and (not nxt or nxt == "och"):
        # 'Jag bor med min man per och våra barn', 'min vän liv.'; not a learner's verb ('Min mormor bo i Stockholm',
        # SweLL; 'där min mamma bo.', 'att min son klara.': review 105 C5) nor 'min man inga'
        return f"after '{' '.join(before)}'"
    if word in _PREDICATE_NAMES and (family := family_predicate(doc, i, i)):
        return f"after '{family} är'"  # 'Min bästa vän är per.' (not 'Mina vänner är klara.': ready)
    if not nxt and word not in _OBJECT_WORDS and addressed(doc, i):  # not 'ett nytt liv, liv.'
        return "addressed after a comma"  # 'Jag älskar dig, per.'
    words = object_words(doc, i)
    if words and word in _OBJECT_WORDS and before[-1] not in _PERSON_PREPOSITIONS \
            and (word == "inga" and before[-1] != "med" or word == "liv" and (words.split()[0] in _LACKS
                                                                          or before[-1] == "med")):
        words = None  # 'Jag träffade inga', 'saknar jag liv', 'lekte med liv'; but 'saknar klara', 'brev från inga'
    if not words and word != "inga":
        words = inverted_subject(doc, i)
        if words and word in _IDIOMS and words.split()[-1] in COPULAS and nxt != "och":
            words = None  # 'Sedan var liv.', 'På kvällen var klara.' (ready); but 'Sedan var klara och jag hemma'
    return f"after '{words}'" if words else None


def _ends(doc: Doc, i: int, nxt: str) -> bool:
    """The phrase of the name at token ``i`` ends before the next token (its word ``nxt``, "" for none or a mark)."""
    word = doc.lowers[i]
    ends = _AFTER_HANS if word == "hans" else AFTER_PERSON if word == "liv" else AFTER_PERSON | PREPOSITIONS
    if not nxt or nxt in ends:
        return True
    after = doc.words_after(i + 1, 1)
    if word in _IDIOMS:  # 'liv och rörelse', 'liv och glädje'; but 'klara och jag'
        return nxt == "och" and after[:1] in (["jag"], ["mig"])
    # 'per och lisa', 'per och hans fru'; not 'hans och hennes'
    return nxt == "och" and bool(after) and (word != "hans" or after[0] not in POSSESSIVES)
