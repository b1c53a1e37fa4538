"""Context words shared by the gazetteer detectors: what before a word makes it a name, a place, a
workplace or a school (Swedish and English), and common words never to take for names."""

from __future__ import annotations

import re

from workbench.resources.marks import lexicon
from workbench.resources.wordlists import GENDERS, phrases, word_list, word_map
from workbench.taxonomy import LABELS
from workbench.text import Doc

__all__ = [
    "AFTER_SIGNATURE",
    "CLOSINGS",
    "FAMILY_GENDER",
    "GREETINGS",
    "NAME_TRIGGERS",
    "NAMING_FILLERS",
    "PLACE_NOUNS",
    "PLACE_PREPS",
    "PLACE_TRIGGERS",
    "POSSESSIVES",
    "ROLE_NOUNS",
    "SECOND_PERSON",
    "SCHOOL_TRIGGERS",
    "STOP",
    "SURNAME_TRIGGER_WORDS",
    "WORK_TRIGGERS",
    "after_place_noun",
    "name_labels",
    "naming_context",
    "run_context",
    "after_trigger",
    "closing_before",
    "coordinated_trigger",
    "family_predicate",
    "family_word_after",
    "gender_hint",
    "greeted",
    "greeting_before",
    "place_context",
    "possessive_family",
    "signature_ends",
    "signs_letter",
    "work_context",
]

#: what may follow a signature at the text's end: punctuation, kisses and smileys, as many as written ('tack, lisa
#: :)', 'love, tom xx', 'Thanks,\nsam xoxo', 'sam :D', 'sam x x <3': review 36)
AFTER_SIGNATURE = re.compile(r"(?:[\s\W_]|(?<![^\s\W_])(?:x+|(?:x[o0])+x?|[:;]-?[DPp]|[xX]D|<3)(?![^\s\W_]))*")


def signature_ends(doc: Doc, pos: int, line: bool = False) -> bool:
    """Only punctuation, kisses or smileys (``AFTER_SIGNATURE``) follow offset ``pos`` to the text's end or,
    with ``line``, to the end of its line ('Thanks,\nsam xoxo', 'Thanks,\nsam\n\nWords: 120')."""
    end = doc.text.find("\n", pos) if line else -1
    return AFTER_SIGNATURE.fullmatch(doc.text, pos, len(doc.text) if end < 0 else end) is not None


def closing_before(doc: Doc, i: int) -> int | None:
    """The token of the closing ('hälsning', 'tack', 'kram', 'love') that is the last word before token ``i``, across
    a comma, slash, dash or line break, or None."""
    toks = doc.tokens
    k = i - 1
    while k >= 0 and not toks[k].is_word and toks[k].text in (",", "/", "-", "–"):
        k -= 1
    return k if k >= 0 and toks[k].lower in CLOSINGS else None


#: word sequences (lowercased, last word nearest) that announce a name right after them
NAME_TRIGGERS = phrases("name_triggers")
#: the first word of a naming trigger that names a surname ('mitt efternamn är Al-Rashid', 'my last name is X')
SURNAME_TRIGGER_WORDS = frozenset({"efternamn", "efternamnet", "surname", "last", "family"})
#: family words and friends: a capitalised or known name may follow (min kompis Ali)
FAMILY_GENDER = word_map("family_gender", values=GENDERS)
#: a word between a name in the genitive and a family word ('Annas lilla bror')
_FAMILY_ADJECTIVES = frozenset(word_list("family_adjectives"))
#: what a person's genitive names besides family words: 'saras födelsedag', 'eriks hus' (family_word_after)
_POSSESSIONS = frozenset(word_list("genitive_possessions"))
#: possessives: before a family word they make the word after it that person's name ('min bror Ali')
POSSESSIVES = frozenset(word_list("possessives"))
#: greetings ('Hej Isak!'), a letter's closings ('Hälsningar, Anna.') and roles of a learner's life ('grannen
#: Birgitta', 'min handläggare Ulla'): what makes the name beside them someone the writer knows
GREETINGS = frozenset(word_list("greetings"))
CLOSINGS = frozenset(word_list("closings"))
ROLE_NOUNS = frozenset(word_list("role_nouns"))
#: what a closing may be followed by that the first-name list holds but is no signature ('love, honey', 'cheers,
#: mate': review 24); family words ('love, nan') are FAMILY_GENDER's
ENDEARMENTS = frozenset(word_list("endearments"))
#: sequences that announce a place right after them
PLACE_TRIGGERS = phrases("place_triggers")
#: a definite place noun (or a saint's 'S:t') before a name makes it a place, with this label ('i delstaten
#: Shan', 'i lägret Shimelba', 'byn X', 'S:t Moritz')
PLACE_NOUNS = word_map("place_nouns", values=LABELS)
PLACE_PREPS = set(word_list("place_prepositions"))
WORK_TRIGGERS = phrases("work_triggers")
SCHOOL_TRIGGERS = phrases("school_triggers")
#: words never taken for a name even right after a trigger (heter inte, kommer från en ...)
STOP = set(word_list("stop"))


def after_trigger(doc: Doc, i: int, triggers: set[tuple[str, ...]]) -> tuple[str, ...] | None:
    """The trigger (a tuple of lowercased words) that ends right before token ``i``, or None."""
    before = doc.words_before(i, 3)  # at most 3; the longest trigger first (a hot path: no loop, no slices)
    n = len(before)
    if n == 3 and (found := tuple(before)) in triggers:
        return found
    if n >= 2 and (found := (before[-2], before[-1])) in triggers:
        return found
    if n and (found := (before[-1],)) in triggers:
        return found
    return None


#: the words that join places in a list ('bott i Lund och Göteborg', 'lived in Leeds, York and Hull')
_AND = frozenset({"och", "samt", "eller", "and", "or", "&", ","})


def coordinated_trigger(doc: Doc, i: int, depth: int = 4) -> tuple[str, ...] | None:
    """The place trigger of a list that token ``i`` continues: 'Jag har bott i Lund och Göteborg' gives Göteborg
    'bott i' (the lead's probes, session 21: the model dropped a second town with no trigger of its own, and it was
    released); up to four places back, each of up to three capitalised words."""
    toks = doc.tokens
    k = i - 1
    if depth == 0 or k < 1 or toks[k].lower not in _AND:
        return None
    if toks[k].text == "," and k > 1 and toks[k - 1].lower in _AND:
        k -= 1  # 'Lund, och Göteborg'
    start = k - 1
    while start > 0 and start > k - 4 and toks[start - 1].is_capitalized and toks[start - 1].is_word:
        start -= 1
    if start < 0 or not toks[start].is_capitalized:
        return None
    return after_trigger(doc, start, PLACE_TRIGGERS) or coordinated_trigger(doc, start, depth - 1)


#: a word earlier in the sentence that names someone ('heter', 'namn', 'name', 'called')
NAMING_WORDS = frozenset(word_list("naming_words"))
#: a word that may stand between a naming trigger and the name ('heter ju Omar', 'heter idag Anna'), never the name
NAMING_FILLERS = frozenset(word_list("naming_fillers"))


def naming_context(doc: Doc, i: int) -> str | None:
    """What makes token ``i`` a name by its context: a naming trigger right before it ('heter', 'my name is'),
    or a naming word earlier in its sentence ('Jag heter Wang Wei (王伟)', 'mitt namn på ryska Иван'); or None."""
    trigger = after_trigger(doc, i, NAME_TRIGGERS)
    if trigger is not None:
        return " ".join(trigger)
    return next((w for w in reversed(doc.words_before(i, 40)) if w in NAMING_WORDS), None)


def run_context(doc: Doc, i: int) -> tuple[str, str] | None:
    """What the context says a run of words starting at token ``i`` that no list reads is: ("place", the
    preposition or trigger) right after 'från', 'from', 'i', 'bor i' ...; ("name", the trigger or naming word)
    after a naming trigger or in a sentence that names someone (naming_context); None: nothing says."""
    before = doc.words_before(i, 1)
    if before and before[0] in PLACE_PREPS:
        return "place", before[0]
    trigger = after_trigger(doc, i, PLACE_TRIGGERS)
    if trigger is not None:
        return "place", " ".join(trigger)
    naming = naming_context(doc, i)
    return ("name", naming) if naming is not None else None


def name_labels(n: int) -> list[str]:
    """The labels of a name of ``n`` words whose gender no list gives, in the standard Swedish order the
    guidelines ask for in uncertain cases (first name, middle names, surname)."""
    return ["firstname_unknown"] if n == 1 else ["firstname_unknown", *["middlename"] * (n - 2), "surname"]


def after_place_noun(doc: Doc, i: int) -> str | None:
    """The place noun right before token ``i`` ('delstaten' in 'i delstaten Shan'), or None."""
    before = doc.words_before(i, 1)
    return before[0] if before and before[0] in PLACE_NOUNS else None


def place_context(doc: Doc, i: int) -> bool:
    """True when the word before token ``i`` is a place preposition (i, från, till, in, from ...)."""
    before = doc.words_before(i, 1)
    return bool(before) and before[0] in PLACE_PREPS


#: a new clause starts after these: a work word before one does not govern the preposition after it
_CLAUSE_LINKS = frozenset(word_list("clause_links", "sv"))
#: a job searched for is no workplace ('sökte jobb på lidl')
_JOB_SEARCH = frozenset(word_list("job_search_words", "sv"))


def work_context(doc: Doc, i: int, governs: bool = False) -> bool:
    """True when the sentence says, before token ``i``, that someone works there: a work verb, or a
    profession right before 'på'/'vid'/'at' ('hon är läkare på X', 'barista at X'). ``governs``: the work
    word governs the preposition before ``i``: no clause link between ('jag jobbar och handlar på ica'), and
    no job searched for ('sökte jobb på lidl'), and the work word among the four words before ``i`` with no
    punctuation between ('Jag har jobbat hemma, nu handlar jag på ica', 'När jag har jobbat klart brukar jag
    handla på willys': a review's sentences)."""
    before = doc.words_before(i, 4 if governs else 6)
    if governs:
        before = before[len(before) - _words_since_punctuation(doc, i, len(before)):]
    for k in range(len(before) - 1, -1, -1):  # the nearest trigger wins: 'jobbar ... och studerar på X'
        w = before[k]
        if governs and w in _CLAUSE_LINKS:
            return False
        if (w,) in WORK_TRIGGERS:
            return not governs or not _JOB_SEARCH.intersection(before[max(0, k - 2) : k])
        if (w,) in SCHOOL_TRIGGERS:
            return False
    if len(before) >= 2 and before[-1] in ("på", "vid", "at", "for"):
        from workbench.resources.marks import lexicon  # the mark lists import this package's Doc only

        return (before[-2],) in lexicon(doc.lang).professions
    return False


#: marks that end the clause a work word governs ('Jag har jobbat hemma, nu handlar jag på ica')
_PUNCTUATION = frozenset(",;:.!?()\"”–—")


def _words_since_punctuation(doc: Doc, i: int, most: int) -> int:
    """How many of the ``most`` word tokens before token ``i`` come after the last punctuation mark before it."""
    words = 0
    for k in range(i - 1, -1, -1):
        if words == most:
            break
        if doc.tokens[k].is_word:
            words += 1
        elif doc.tokens[k].text in _PUNCTUATION:
            break
    return words


def possessive_family(doc: Doc, i: int) -> bool:
    """A possessive and a family word right before token ``i`` ('min man', 'hennes bror'), maybe with a family
    adjective between ('min lillebror', 'my little brother', 'min bästa vän'): the word at ``i`` may be that
    person's name."""
    before = doc.words_before(i, 3)
    if len(before) < 2 or before[-1] not in FAMILY_GENDER:
        return False
    return before[-2] in POSSESSIVES or (len(before) == 3 and before[-2] in _FAMILY_ADJECTIVES
                                          and before[0] in POSSESSIVES)


#: the copulas that tie a name to a family or friend word: 'min bästa kompis är lucas', 'sara is my best friend'
_COPULAS = frozenset({"är", "var", "is", "was"})
#: an adverb that may stand between the copula and the name
_COPULA_ADVERBS = frozenset({"alltså", "nu", "också", "fortfarande", "ju", "now", "also", "still"})


#: the second person that a name at a sentence's end addresses ('Jag älskar dig, lina.', 'I love you, jack.'); not
#: 'din', 'your' ('Jag vill ha din bok, rosa.')
SECOND_PERSON = frozenset({"du", "dig", "ni", "you"})
#: the words that open a question whose answer may follow it after a comma: a choice or an owner ('Vilken färg vill du
#: ha, rosa?', review 105 C1); not 'vad' / 'what', which open questions to a person as often ('Vad gör du, per?', 'What
#: do you think, jack?': review 108 C2), so 'Vad hittade du på stranden, sten?' is replaced (review 107 C2)
_ASKS = frozenset("vilken vilket vilka vems which whose".split())
#: what opens a sentence of thanks or wishes, said to the one whose name may end it after a comma ('Tack för allt,
#: per.', 'Grattis på födelsedagen, lina!', 'Thanks for everything, jack.': the lead's probes, session 29, released):
#: its first word, or its first two
_WISHES = frozenset("""tack tusen grattis välkommen förlåt hejdå thanks thank thx congratulations congrats welcome
                      sorry bye""".split())
#: (not 'god natt', 'good night': said to the moon and the world as well; 'hej då', 'glad påsk', 'trevlig helg',
#: 'get well soon', 'happy easter': review 112 C5)
_WISHES_TWO = frozenset({("god", "jul"), ("gott", "nytt"), ("god", "morgon"), ("god", "fortsättning"), ("ha", "det"),
                         ("ha", "en"), ("vi", "ses"), ("lycka", "till"), ("hej", "då"), ("glad", "påsk"),
                         ("glad", "midsommar"), ("glad", "jul"), ("trevlig", "helg"), ("trevlig", "sommar"),
                         ("see", "you"), ("good", "luck"), ("good", "morning"), ("happy", "birthday"),
                         ("happy", "new"), ("happy", "easter"), ("happy", "holidays"), ("merry", "christmas"),
                         ("have", "a"), ("take", "care"), ("get", "well")})
#: what may follow the object 'er' (not the possessive 'er nya färg'): adverbs and prepositions
_AFTER_OBJECT_ER = frozenset("""så mycket jätte jättemycket väldigt verkligen också med igen nu idag igår ikväll imorgon
                                snart alltid ofta alla allihop båda hemma på i till från hos efter under för en ett
                                några något lite""".split())  # 'köpt er en present' (no possessive takes 'en')
#: what a list of words that the lists hold as names tells of before its comma, which no one addressed follows
#: ('Thanks for the flowers, rose and lily.', 'Do you like red, rose or violet?', 'Jag ger dig två färger, rosa och
#: lila.': review 115 C2; review 116 C1: 'Tack för maten, per och lina.' is addressed)
_THINGS_LISTED = frozenset("""flowers flower colours colors colour color stones gems jewels fruits fruit apples dogs
                              cats red blue green yellow pink purple white black blommor blommorna färger färgerna
                              stenar stenarna frukter frukterna hundar hundarna katter katterna röd röda blå grön gröna
                              gul gula vit svart""".split())  # 'Tack för hundarna, bella och sixten.': review 117


#: what ends a greeting's name ('Hej lina,', 'Hej sten!\n'; not a colon: 'Hej tal:', review 111 C2)
_GREETING_ENDS = frozenset(",!.?")
#: greetings of two words, and the 'again' a greeting may take before its name ('God morgon lina!', 'Hej igen lina!')
#: (not 'good night', a farewell: 'Good night, moon.')
_GREETINGS_TWO = frozenset({("god", "morgon"), ("god", "kväll"), ("god", "dag"), ("good", "morning"),
                            ("good", "afternoon"), ("good", "evening"), ("thank", "you")})
_AGAIN = frozenset({"igen", "again"})
#: thanks, read as a greeting before the name it thanks ('Tack per!', 'Tack sten för blommorna!', 'Thanks mark for
#: the help'): no letter's opening for fam.py, so not in the 'greetings' list
_THANKS = frozenset({"tack", "thanks"})
#: the words after a greeted name that open the message without a mark between ('Hej lina hur mår du?', 'hej lina kan
#: du komma?', 'hi grace can you help me?': review 123 C2; not the English 'i': 'Hi, will I see you?')
_AFTER_GREETED = frozenset({"hur", "vad", "hoppas", "jag", "kan", "vill", "tack", "när", "var", "vi", "ses", "läget",
                            "för", "how", "what", "hope", "can", "where", "are", "do", "thanks", "thank", "when",
                            "for"})
#: what may stand before a greeting on its line: a dash or quote of dialogue ('- Hej lina! sa jag.': review 111 C4)
_DIALOGUE = " \t-–—\"“”'«»"


def greeting_before(doc: Doc, i: int) -> int:
    """The index of the first word of a greeting that ends right before token ``i``, a comma between them allowed, or
    -1: 'Hej lina', 'Hej, sten', 'Hej kära lina', 'Tack sten'; a greeting of two words or with 'igen' / 'again' only
    where it opens its sentence ('God morgon lina', 'Hej igen lina', 'Hello again, will', 'Thank you jack'; not 'It was
    a good morning mark my words', 'We said hello again, will you come?': review 123 C1)."""
    g = i - 1
    if g > 0 and doc.tokens[g].text == ",":  # 'Hej, sten!'
        g -= 1
    again = g > 0 and doc.lowers[g] in _AGAIN  # 'Hej igen lina!'
    g -= again
    if g < 0:
        return -1
    if g > 0 and (doc.lowers[g - 1], doc.lowers[g]) in _GREETINGS_TWO:  # 'God morgon lina!'
        return g - 1 if doc.is_sentence_initial(g - 1) else -1
    if doc.lowers[g] not in GREETINGS and doc.lowers[g] not in _THANKS:
        return -1
    g -= g > 0 and doc.lowers[g - 1] in GREETINGS  # 'Hej kära lina'
    return g if not again or doc.is_sentence_initial(g) else -1


def greeted(doc: Doc, i: int, last: int | None = None) -> bool:
    """Token ``i`` (to ``last``: a list of names, 'Hej lina och per!') is addressed by a greeting that opens its line
    (``greeting_before``), its phrase ended by a mark, a smiley, the line's end or a question or wish that opens the
    message (``_AFTER_GREETED``): 'Hej lina,', 'Hej kära rosa!', 'Hej, sten!', 'God morgon lina!', '- Hej lina! sa
    jag.', 'Hej lina :)', 'Hej lina hur mår du?'. Not a family word or an endearment ('Hej bror!', 'Hej gumman,')."""
    toks, low, g = doc.tokens, doc.lowers[i], greeting_before(doc, i)
    if g < 0 or low in FAMILY_GENDER or low in ENDEARMENTS:
        return False
    line = doc.text.rfind("\n", 0, toks[g].start) + 1
    end = i if last is None else last
    k = end + 1
    return not doc.text[line : toks[g].start].strip(_DIALOGUE) and (
        k >= len(toks) or toks[k].text in _GREETING_ENDS or "\n" in doc.text[toks[end].end : toks[k].start]
        or doc.lowers[k] in _AFTER_GREETED
        or signature_ends(doc, toks[k].start, line=True))  # 'Hej lina :)'  (review 111 C4)


#: what may stand before a signature on its line: a slash or a dash ('/lina', '- jack', '//per')
_SIGNATURE_MARKS = " \t/-–—"
_BULLETS = frozenset("-–—*•·")
#: how the line above a signature may not end: a word (the signature would finish it), a colon, comma or dash
_OPEN_ENDS = frozenset(":,;-–—")


def signs_letter(doc: Doc, i: int) -> bool:
    """Token ``i`` is a signature alone on the text's last line, after lines of its own: a slash or a dash before it, or
    the text opens with a greeting ('Hej!\nJag mår bra.\nSkriv snart!\nbjörn', 'Tack för brevet.\n/lina', 'Hi!\nI am
    fine.\nwill': were released); only punctuation, kisses or smileys after it. Not a family word or an endearment
    ('Hej!\n...\nmamma'), nor the last item of a list, nor a word that finishes the line above, which ends in a word, a
    colon, a comma or a dash ('Jag behöver:\n- mjölk\n- sten', 'Min favoritfärg är\nrosa': review 128)."""
    tok, low = doc.tokens[i], doc.lowers[i]
    line = doc.text.rfind("\n", 0, tok.start) + 1
    above = doc.text[: line].strip()
    if not above or low in FAMILY_GENDER or low in ENDEARMENTS \
            or doc.text[line : tok.start].strip(_SIGNATURE_MARKS) or not signature_ends(doc, tok.end):
        return False
    last = above.rsplit("\n", 1)[-1].strip()
    if last[:1] in _BULLETS or last[-1:].isalnum() or last[-1:] in _OPEN_ENDS:
        return False  # a line the word finishes ('Min favoritfärg är\nrosa', 'ett hus av trä och\nsten': review 128)
    return bool(doc.text[line : tok.start].strip()) or doc.lowers[0] in GREETINGS


#: what a word before a wish's last word may be for that word to be no name without a comma ('Tack för den rosa!',
#: 'Tack för hjälpen per!' is one)
_NO_NAME_AFTER = frozenset("""för på i till med av om hos från åt en ett den det de min din mitt ditt mina dina er ert
                              era for to in on at of with from by the a an my your our this that""".split())


def addressed(doc: Doc, i: int, last: int | None = None) -> bool:
    """Token ``i`` (to ``last``: a list of names, 'Jag saknar dig, per och lina.') ends its sentence after a comma,
    and a word of the second person stands before it in the sentence, or the sentence opens with thanks or a wish
    (``_WISHES``): the name of the one addressed ('Jag saknar dig, lina!', 'I love you, jack.', 'Tack för allt, per.'; a
    wish's last word before '!' without the comma a learner left out: 'Tack för hjälpen per!'), or the Swedish object
    'er' (``_object_er``: 'Jag saknar er, lina.'). Not in a question, whose answer may follow (``_ASKS``: 'Vilken färg
    vill du ha, rosa?'); nor the last item of a list ('I bought you three colours: red, blue, rose.'); nor an endearment
    or a family word ('I love you, honey.', 'Hej då, bror!': review 113 C4); nor a list after a noun its members may
    name (``_THINGS_LISTED``: 'Thanks for the flowers, rose and lily.'). An abstract noun that the lists hold is the one
    addressed too ('Congratulations, grace!', 'Happy birthday, joy!': review 114 C6, released when 8f37c09 left them
    out)."""
    k, before, low = (i if last is None else last) + 1, doc.words_before(i, 12), doc.lowers[i]
    end = doc.tokens[k].text if k < len(doc.tokens) else ""
    wish = 0 < len(before) < 12 and (before[0] in _WISHES or tuple(before[:2]) in _WISHES_TWO)
    bare = wish and last is None and end == "!" and i >= 2 and doc.tokens[i - 1].is_word \
        and doc.lowers[i - 1] not in _NO_NAME_AFTER and doc.lowers[i - 1] not in _THINGS_LISTED
    if i < 2 or doc.tokens[i - 1].text != "," and not bare or i >= 3 and doc.tokens[i - 3].text in ",:" \
            or low in ENDEARMENTS or low in FAMILY_GENDER:
        return False  # not the last of a list of things ('three colours: red, blue, rose.': review 106 C1)
    if SECOND_PERSON.isdisjoint(before) and not wish and not _object_er(doc, i):
        return False
    if last is not None and last != i and doc.lowers[i - 2] in _THINGS_LISTED:
        return False
    if end == "?":
        return bool(before) and before[0] not in _ASKS  # 'Mår du bra, lina?', 'Hur mår du, per?'
    if not end or end in (".", "!") or doc.is_sentence_initial(k):
        return True
    # a smiley or a heart may close its line ('I love you, jack :)', 'Jag saknar dig, lina 😊': note 28), as a question
    # mark may ('Which colour do you want, rose :)')
    return before[0] not in _ASKS and signature_ends(doc, doc.tokens[k].start, line=True)


def _object_er(doc: Doc, i: int) -> bool:
    """The Swedish object 'er' (you, plural) stands before token ``i`` in its sentence: before a mark, an adverb or a
    preposition ('Jag saknar er, lina.', 'Jag saknar er så mycket, lina och per.', 'Jag såg er på stan, per.': reviews
    115 C3, 117 C1); not the possessive before a noun ('Jag gillar er nya färg, rosa.': review 116 C3), nor an English
    'Er,' opening its sentence or between commas ('Er, I think so, rose.', 'It was, er, a good day, bill.': review
    118 C2), where no object stands."""
    a, _ = doc.sentence_bounds(doc.tokens[i].start)
    return any(doc.lowers[k] == "er" and not doc.is_sentence_initial(k) and doc.tokens[k - 1].is_word
               and (not doc.tokens[k + 1].is_word or doc.lowers[k + 1] in _AFTER_OBJECT_ER)
               for k in range(doc.token_index(a), i - 1))


def family_predicate(doc: Doc, i: int, j: int) -> str | None:
    """The family or friend word that a copula ties to the name of tokens ``i``..``j``: before it ('min bästa kompis
    är lucas', 'my best friend is sara') or after it ('lucas är min kompis', 'sara is my best friend'); or None."""
    k = i - 1
    if k > 0 and doc.tokens[k].lower in _COPULA_ADVERBS:
        k -= 1  # 'min bästa kompis är alltså lucas', 'min bror är nu lucas' (review 92 C2)
    if k > 0 and doc.tokens[k].lower in _COPULAS and possessive_family(doc, k):
        return doc.words_before(k, 1)[0]
    after = doc.words_after(j, 4)
    if len(after) >= 3 and after[0] in _COPULAS and after[1] in POSSESSIVES:
        family = after[3] if after[2] in _FAMILY_ADJECTIVES and len(after) == 4 else after[2]
        return family if family in FAMILY_GENDER else None
    return None


def family_word_after(doc: Doc, j: int) -> str | None:
    """The family or friend word after token ``j`` ('Annas pappa', 'Omars familj', 'Karins lilla bror': one of
    the family adjectives between; not 'familj av'), or a possession a person's genitive names ('saras
    födelsedag', 'eriks hus'), or None. The words: resources/marks/family.tsv, the family_gender and the
    genitive_possessions lists."""
    after = doc.words_after(j, 3)
    if len(after) >= 2 and after[0] in _FAMILY_ADJECTIVES:
        after = after[1:]
    if not after or after[0] not in FAMILY_GENDER and after[0] not in lexicon(doc.lang).family \
            and after[0] not in _POSSESSIONS:
        return None
    return None if after[1:2] == ["av"] else after[0]  # 'Apples familj av telefoner': a product family


def gender_hint(doc: Doc, i: int) -> str | None:
    """The gender a family word right before token ``i`` gives (min bror X -> male), or None."""
    before = doc.words_before(i, 1)
    return FAMILY_GENDER.get(before[0]) if before else None
