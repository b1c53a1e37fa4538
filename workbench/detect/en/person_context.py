"""English context that makes a listed first name a person's where a capital proves nothing (student essays).

- After a person noun ('our mentor Sami', 'my classmate Grace', 'the coach Will'): a name, even a
  nationality or language word (Sami, German) that otherwise needs a name beside it.
- After a word that meets, greets or speaks to a person ('I met Grace', 'Hi, Norman', 'I told Will', 'with Will.');
  the step "cited" then keeps such a name though the essay names a famous person who goes by it.
- A first name followed by a verb typical of persons ('Bill passed the ball to me', 'Rose told me',
  'Grace was my partner'), or coordinated with another capitalised first name ('Grace and Mark joined').
  Common words that are also first names (Will, May, Grace, Bill, Mark, Hope) need exactly this evidence;
  nationality words do not get it ('English helped me a lot' is the language).
- A full name in lower case after such a word or a person noun ('I met john smith', 'my friend sara lee'): a first
  name no dictionary lists in lower case and a listed surname of 100 bearers or more.
- A first name in lower case: one no dictionary lists after such a word or a verb that takes a person as its object,
  where it ends its phrase ('I like erik very much', 'I talked to peter'; ``lower_person_slot``); one that is a word
  too after met, a greeting, 'me and', 'talked to', or before 'and I' where it starts its phrase ('I met jack at the
  park', 'dear grace,', 'jack and I went'; ``word_name_slot``, also read by detect/en/word_first_name.py for 'will').
- A capitalised word no list knows right before a listed surname, inside a sentence ('Jude Law', 'Xochitl
  Smith'): a first name the lists miss, which also gives a common-noun surname (Law, Smith) its name beside.
English only; no detector here: workbench.detect.neutral.names asks.
"""

from __future__ import annotations

from workbench import resources as R
from workbench.detect.en.listed_person import listed_person
from workbench.detect.en.name_words import needs_a_name_beside, person_signal
from workbench.detect.lib.context import (
    FAMILY_GENDER,
    STOP,
    addressed,
    family_predicate,
    greeting_before,
    possessive_family,
    signs_letter,
)
from workbench.detect.lib.gazetteer import (
    BIG_CITY,
    Hit,
    big_place,
    common_zipf,
    hit_at,
    is_vocabulary,
    prominent_place,
)
from workbench.lang.numbers import CALENDAR_EN
from workbench.resources.marks import lexicon
from workbench.resources.wordlists import word_list
from workbench.text import Doc

__all__ = ["MEETING", "PERSON_NOUNS", "PERSON_VERBS", "SPOKEN_TO", "UNKNOWN_FIRST_ZIPF", "common_surname",
           "en_person_context", "en_person_slot", "lower_full_name", "lower_person_slot", "lower_word_name",
           "person_noun_ends", "unknown_first_before", "unlisted_word", "word_name_slot"]

#: a capitalised word before a surname, in no list, is a first name when rarer than this as an English word
UNKNOWN_FIRST_ZIPF = 4.0

PERSON_NOUNS = frozenset(word_list("person_nouns", "en"))
PERSON_VERBS = frozenset(word_list("person_verbs", "en"))
#: verbs whose subject is a person for a first name that is no abstract noun ('Frank went home', 'Bob walked home';
#: not 'Love made me stay', 'Hope came', 'Spring came late': reviews 73, 74)
_SUBJECT_VERBS = frozenset(word_list("subject_verbs", "en"))
_ABSTRACT_NAMES = frozenset(word_list("abstract_names", "en"))
_BE = frozenset({"was", "is"})
#: an adverb between a first name and the verb that makes it a person: 'Jack really liked the movie'
_VERB_ADVERBS = frozenset({"really", "also", "always", "never", "often", "usually", "sometimes", "still", "just",
                           "finally", "then", "quickly", "suddenly"})
#: after 'was' or 'is', what a person is ('Jack was happy', 'Mark is born'), for such a first name too
_PERSON_STATES = frozenset(word_list("person_states", "en"))
#: and before a person noun: 'Jack is a good friend', 'Will was the best teacher', 'Rose is our neighbour'
_NOUN_DETERMINERS = frozenset({"a", "an", "the", "our", "his", "her", "their", "your"})

#: words after which a capitalised first name, a common word too, is the person met or greeted ('I met Grace', 'Hi,
#: Will'); the step "cited" reads them too (``cited._met``)
MEETING = frozenset({"met", "meet", "meets", "meeting", "hi", "hello", "hey", "dear"})
#: verbs whose object is a person: 'I told Will to come', 'I texted Will' (review 63 C1: released once 'with' went)
SPOKEN_TO = frozenset({"asked", "told", "helped", "invited", "texted", "hugged", "thanked", "phoned", "emailed",
                       "messaged"})
#: verbs after which 'with' and a month is a time: 'ends with May', 'starting with June'
_BOUNDS = frozenset({"start", "starts", "started", "starting", "begin", "begins", "began", "beginning", "end", "ends",
                     "ended", "ending", "finish", "finishes", "finished", "finishing"})
#: words before a month that make it a time: 'in May and I', 'since June', 'last April'
_TIME_BEFORE = frozenset({"in", "during", "since", "until", "till", "of", "by", "before", "after", "from", "last",
                          "next", "this", "early", "late", "mid", "each", "every", "through", "throughout"})
#: what joins months in a list of them: 'May and June', 'April, May'
_MONTHS_JOIN = frozenset({"and", "or", ",", "to", "through"})
#: and after which a first name that is also a town is the person, not the town ('I played football with Norman', 'I
#: asked Norman'); 'with' before a common word only where the name ends a phrase ('with Will.', 'with Will and me';
#: not 'with Christian friends', 'With Love': review 61)
_PERSON_BEFORE = MEETING | SPOKEN_TO | {"with"}
#: and before a full name in lower case: 'me and john smith'
_BEFORE_LOWER = _PERSON_BEFORE | {"and"}
#: what may follow a name that ends its phrase (``_ends_phrase``)
_AFTER_WITH = frozenset({"and", "or", "to", "at", "in", "on", "for", "from", "with", "after", "before", "yesterday",
                         "today", "tonight", "tomorrow", "last", "every", "when", "because", "but", "so", "who",
                         "about", "again", "later", "by", "once", "twice", "often", "online", "there", "here"})
# 'again' ...: note 28; 'there', 'here': 'I met will there.' (session 30: released)
#: what follows a person, not a town: 'Norman was born', 'Norman lives next door', 'Norman is 16 years old'
_PERSON_AFTER = (("was", "born"), ("is", "born"), ("lives",), ("lived",))
#: a word that may follow a person noun and make it a thing: 'mother tongue', 'father land'
_OF_THINGS = frozenset({"tongue", "tongues", "language", "land", "country", "city", "town", "nature"})
#: words that only strengthen the next: 'Sami is my really really good friend'
_INTENSIFIERS = frozenset({"really", "very", "so", "truly", "super", "most", "absolutely", "totally", "real"})
#: how often a word that needs a name beside it must be given as a first name to be one after 'with' ('with Sami in
#: Oslo': 435; not 'help with German.': 50; review 66 C1)
_GIVEN_OFTEN = 200
#: how often a first name must be given to be the person's rather than a town's that is no big city without context
#: ('Mary built a house': 2,000, Mary in Turkmenistan 167,027; 'George is small': 780; review 71 C10, 72 C12)
_GIVEN_OVER_TOWN = 500
#: what a town is: 'Norman is a city in Oklahoma'
_PLACE_NOUNS = frozenset({"city", "town", "village", "capital", "suburb", "county", "state", "place", "port"})


def _first_name(doc: Doc, h: Hit | None) -> bool:
    """``h`` is a capitalised first name, no prominent place, and no month of a date ('May and June', 'May 3rd')."""
    return h is not None and h.cap and h.first is not None and not prominent_place(h) \
        and not (h.base in CALENDAR_EN and _dated(doc, h))


def en_person_context(doc: Doc, h: Hit) -> tuple[str, str] | None:
    """Why the capitalised name ``h`` is a person here (a reason and the rule of workbench.detect.neutral.names
    that fired), or None."""
    toks = doc.tokens
    before = doc.words_before(h.i, 1)
    if before and before[0] in PERSON_NOUNS:
        return f"after the person noun '{before[0]}'", "after_person_noun"
    k = h.j + 1
    if k + 2 < len(toks) and toks[k].lower in _BE and toks[k + 1].lower == "my" \
            and person_noun_ends(doc.words_after(k + 1, 6)):  # 'Sami is my (very) best friend' (reviews 65, 67)
        return f"'{toks[k].text} my ...' after it", "person_verb_after"  # a surname too: 'Gates is my classmate'
    if h.first is None:
        return None
    calendar = h.base in CALENDAR_EN  # May, June, April, August: a person only where nothing else may stand
    # a word that needs a name beside it ('German', 'Sami') only after met, a greeting or a verb that speaks to a
    # person, where it ends its phrase ('I met German at school'; not 'I need help with German.': review 65 C3)
    beside = needs_a_name_beside(h)
    word = before[0] if before else ""
    if calendar:
        # 'I told May', 'Hi June', 'with May.', 'May and I', 'Tom and May'; not 'we met May 3rd', 'May and June'
        if _dated(doc, h):
            return None
        if word in MEETING or word in SPOKEN_TO \
                or word == "with" and _ends_phrase(doc, h) and doc.words_before(h.i, 2)[0] not in _BOUNDS:
            return f"after '{word}'", "person_slot"
        if signal := person_signal(doc, h):
            return signal, "person_verb_after"
        return _coordinated(doc, h)
    if (word in MEETING or word in SPOKEN_TO) and (not beside or _ends_phrase(doc, h)) \
            or word == "with" and (not beside or h.first.count >= _GIVEN_OFTEN) and _ends_phrase(doc, h):
        return f"after '{word}'", "person_slot"  # 'I met Norman', 'Hi, Norman', 'I told Will', 'with Will.'
    if k + 2 < len(toks) and toks[k].text == "," and toks[k + 1].lower == "my" \
            and any(w in PERSON_NOUNS for w in doc.words_after(k + 1, 2)):
        return "', my <person>' after it", "person_slot"  # 'Norman, my classmate, is funny'
    if beside:
        return None
    if k + 1 < len(toks) and toks[k].lower in _VERB_ADVERBS and (
            toks[k + 1].lower in PERSON_VERBS or toks[k + 1].lower in _SUBJECT_VERBS and _concrete(doc, h)):
        k += 1  # 'Jack really liked the movie' (review 88 C3), 'Grace suddenly smiled' (review 90 C5): as without it
    if k < len(toks) and "\n" not in doc.text[h.end : toks[k].start]:
        nxt = toks[k].lower
        if nxt in PERSON_VERBS or nxt in _SUBJECT_VERBS and _concrete(doc, h) \
                and doc.words_after(k, 1) != ["by"]:  # 'Jack likes pizza'; not 'Summer loved by all' (review 86 C1)
            return f"followed by the person verb '{toks[k].text}'", "person_verb_after"
        if nxt in _BE and (is_what := _person_after_be(doc.words_after(k, 6))) \
                and (is_what == "people" and not prominent_place(h) or _concrete(doc, h)):
            # 'Jack was happy'; an abstract noun only before a word for a person: 'Grace is a kind person' (review 85
            # C7), not 'Love is kind', 'Hope is a good friend', 'Love is a good teacher' (review 86 C3)
            return f"'{toks[k].text}' and what a person is after it", "person_verb_after"
        if nxt == ":" and doc.text[toks[k].end : toks[k].end + 3].lstrip()[:1] in ('"', "“"):
            return "a speaker's label ('Tom: \"Hi!\"')", "person_verb_after"
    return _coordinated(doc, h)


#: words between 'was'/'is' and what a person is: 'Mark was always kind', 'Jack was a bit tired'
_BE_ADVERBS = frozenset({"always", "usually", "often", "sometimes", "never", "also", "still", "quite", "pretty",
                         "rather", "extremely", "too", "not", "very", "really", "so", "super"})
#: and a person a determiner may announce besides the person nouns: 'Jack was a nice boy', 'a good student'
_PEOPLE = frozenset({"boy", "girl", "man", "woman", "guy", "lady", "kid", "child", "person", "student", "pupil",
                     "baby", "teenager", "gentleman"})
#: the person nouns that a metaphor makes of an abstract noun ('Love is a good teacher', 'Hope is a good friend')
_METAPHOR_ROLES = frozenset({"friend", "teacher", "mentor", "partner", "coach", "guide", "buddy", "pal"})
#: ... and what makes the role someone's after all: 'a good friend of mine', 'a teacher at my school'
_SOMEONES = [["of", w] for w in ("mine", "ours", "his", "hers", "theirs", "yours")] + \
    [[p, w] for p in ("at", "in") for w in ("my", "our")]
#: ... or a person of someone's: 'a friend of my sister', 'a friend of our family' (not 'a friend of my heart': review
#: 92 C6)
_OF_SOMEONES = [["of", w] for w in ("my", "our", "your", "his", "her", "their")]


def _person_word(words: list[str]) -> bool:
    """The first of ``words`` (or the second, after an adjective) is a family word, a person noun or 'family'."""
    return any(w in FAMILY_GENDER or w in PERSON_NOUNS or w in ("family", "parents") for w in words[:2])


def _person_after_be(words: list[str]) -> str | None:
    """What ``words`` (after 'was' or 'is') say a person is: a state ("state": 'happy', 'very shy', 'always kind', 'a
    bit tired'), a person by a word for one ("people": 'a nice boy', 'a kind person') or by a role ("noun": 'a good
    friend', 'the best teacher'); None for 'red', 'part of the eye', 'a country', 'kind of expensive' (review 84 C1),
    "a person's belief" (review 86 C3)."""
    rest = [w for w in words if w not in _INTENSIFIERS]
    while rest and rest[0] in _BE_ADVERBS or rest[:2] in (["a", "bit"], ["a", "little"]):
        rest = rest[2:] if rest[:1] == ["a"] else rest[1:]
    if not rest:
        return None
    if rest[0] in _PERSON_STATES:
        return "state" if rest[1:2] != ["of"] else None
    if rest[0] not in _NOUN_DETERMINERS:
        return None
    if any(w in _PEOPLE for w in rest[1:4]) and not set(rest[1:4]) & {"of", "for"}:
        return "people"
    if not person_noun_ends(rest[1:]):
        return None
    role = next(n for n, w in enumerate(rest[1:4], 1) if w in PERSON_NOUNS)
    # a role a metaphor gives ('Love is a good teacher', 'Hope is a good friend'), unless the phrase makes it
    # someone's: 'Grace is a good friend of mine', 'a teacher at my school', 'a kind neighbour' (review 87 C3)
    if rest[role] not in _METAPHOR_ROLES or rest[role + 1 : role + 3] in _SOMEONES \
            or rest[role + 1 : role + 3] in _OF_SOMEONES and _person_word(rest[role + 3 : role + 5]):
        return "people"
    return "noun"


def _concrete(doc: Doc, h: Hit) -> bool:
    """``h`` is a first name that is no abstract noun, season ('Hope', 'Spring'), word of the sensitive lexicon
    ('Christian moved') or well-known place."""
    return h.base not in _ABSTRACT_NAMES and lexicon(doc.lang).sensitive_of(h.base) is None and not prominent_place(h)


def _coordinated(doc: Doc, h: Hit) -> tuple[str, str] | None:
    """'Grace and Mark', 'Tom and May' on one line: another first name on the other side of 'and'."""
    toks, k = doc.tokens, h.j + 1
    if k + 1 < len(toks) and toks[k].lower == "and" and "\n" not in doc.text[h.end : toks[k].start] \
            and _first_name(doc, hit_at(doc, k + 1)) \
            or h.i >= 2 and toks[h.i - 1].lower == "and" and _first_name(doc, hit_at(doc, h.i - 2)):
        return "coordinated with another first name ('and')", "coordinated_first_name"
    return None


def _dated(doc: Doc, h: Hit) -> bool:
    """The month of a date: a number follows ('met May 3rd', 'asked June 5'), a word of time stands before it ('in May
    and I loved it', 'born in August and I': review 71 C7), or another month on the other side of 'and', 'or' or a
    comma ('May and June', 'in April, May')."""
    toks, k = doc.tokens, h.j + 1
    if k < len(toks) and toks[k].text[:1].isdigit() or h.i >= 1 and doc.lowers[h.i - 1] in _TIME_BEFORE:
        return True
    return k + 1 < len(toks) and toks[k].lower in _MONTHS_JOIN and toks[k + 1].lower in CALENDAR_EN \
        or h.i >= 2 and toks[h.i - 1].lower in _MONTHS_JOIN and toks[h.i - 2].lower in CALENDAR_EN


def person_noun_ends(words: list[str]) -> bool:
    """One of the first three ``words`` but intensifiers is a person noun that ends its phrase: 'best friend', 'very
    best friend', 'really really good friend', 'sister'; not 'mother tongue' (review 66 C4: 'Sami is my mother
    tongue' read a person)."""
    words = [w for w in words if w not in _INTENSIFIERS]
    for k, w in enumerate(words[:3]):
        if w in PERSON_NOUNS:
            return k + 1 >= len(words) or words[k + 1] not in _OF_THINGS
    return False


def _ends_phrase(doc: Doc, h: Hit) -> bool:
    """Inside a sentence, the name ends its phrase: punctuation, the text's end or a word of ``_AFTER_WITH`` after it
    ('I went to the park with Will.', 'with Will and me', 'I met Art at school'; not 'with Christian friends', 'I met
    German students')."""
    return _ends_phrase_at(doc, h.i, h.j)


def _ends_phrase_at(doc: Doc, i: int, j: int) -> bool:
    """``_ends_phrase`` for the name of tokens ``i``..``j``."""
    if doc.is_sentence_initial(i - 1):
        return False  # 'With Love, Sara'
    k = j + 1
    return k >= len(doc.tokens) or not doc.tokens[k].is_word or doc.lowers[k] in _AFTER_WITH


def en_person_slot(doc: Doc, h: Hit) -> str | None:
    """Why a capitalised first name that is also a town (no country or region) stands for a person here, or None:
    a famous person's last word ('Newton discovered gravity': whoever it is, a person; the step "cited" tells the
    famous one), before 'was born', 'lives' or 'is 16 years old', or in the context ``en_person_context`` reads ('I met
    Norman', 'Hi, Norman', 'with Norman', 'Norman, my classmate', 'my friends Norman', 'Norman said', 'Norman
    is my friend', 'Norman and Teresa'); not before 'is a city'. Without it a town of 100,000 wins ('I met
    Norman at the party' was read as the town Norman; review 59 C2, C3: 'I played football with Los Angeles',
    'Toronto discovered gravity')."""
    if not (h.cap and h.first is not None) or any(p.kind in ("country", "region") for p in h.places):
        return None
    after = doc.words_after(h.j, 4)
    if after[:1] in (["is"], ["was"]) and _PLACE_NOUNS.intersection(after[1:4]):
        return None  # 'Norman is a city in Oklahoma'
    from workbench.detect.en.cited import famous_people

    if famous_people().get(h.base) is False:
        return "a famous person's name"
    before = doc.words_before(h.i, 1)
    if before and before[0] in _PERSON_BEFORE:
        return f"after '{before[0]}'"
    context = en_person_context(doc, h)
    if context:
        return context[0]
    if any(tuple(after[: len(words)]) == words for words in _PERSON_AFTER) \
            or after[:1] in (["is"], ["was"]) and len(after) >= 3 and after[1].isdigit() and after[2] == "years":
        return f"'{' '.join(after[:3])}' after it"
    if h.first.count >= _GIVEN_OVER_TOWN and all(p.population < BIG_CITY for p in h.places):
        return "a first name given often, a town that is no big city"  # 'Mary built a house' (review 71 C10)
    return None


def unknown_first_before(doc: Doc, h: Hit) -> int | None:
    """'Jude Law', 'Xochitl Smith': the token before the surname ``h`` when it is a capitalised word inside a
    sentence that no list knows (no name, place or other list word) and no common English word (zipf < 4):
    a first name the lists miss. Its index, or None."""
    k = h.i - 1
    if not h.surname or not h.cap or k < 0 or doc.is_sentence_initial(k) or not unlisted_word(doc, k):
        return None
    low = doc.lowers[k]
    if "\n" in doc.text[doc.tokens[k].end : h.start]:
        return None
    if low.endswith(("ed", "ing")) and is_vocabulary(low, "en"):
        return None  # a participle: 'Widowed Parent's Allowance'
    return k


def unlisted_word(doc: Doc, k: int) -> bool:
    """Token ``k`` is a capitalised word of two letters or more that no list knows (no name, place or other list
    word), no common English word (Zipf below ``UNKNOWN_FIRST_ZIPF``), no stop word, month, weekday or
    nationality: the cheap tests first, as most capitalised words are common ones that open a sentence."""
    tok, low = doc.tokens[k], doc.lowers[k]
    if len(tok.text) < 2 or not tok.is_capitalized or not tok.text.isalpha():
        return False
    if common_zipf(low, "en") >= UNKNOWN_FIRST_ZIPF or low in STOP or low in CALENDAR_EN or low in R.demonyms_en():
        return False
    return hit_at(doc, k) is None


def lower_full_name(doc: Doc, h: Hit) -> bool:
    """``h`` is the first name or the surname of a full name in lower case after a word that meets, tells or goes with
    a person, or a person noun: 'I met john smith', 'with priya patel.', 'my classmate sara lee' (wordfreq folds case,
    so 'john' and 'smith' are common words to it)."""
    if h.cap:
        return False
    if h.first is None or not _lower_first(doc, h):
        prev = hit_at(doc, h.i - 1)
        return prev is not None and prev.j + 1 == h.i and h.surname is not None and _lower_first(doc, prev)
    return True


#: verbs whose object is a person when it is a first name no dictionary lists in lower case: 'I like erik', 'I miss
#: daniel', 'I saw ethan', 'I visited sara' (review 94 C9: released); not for a word-name ('I like will power')
_OBJECT_VERBS = frozenset({"like", "likes", "liked", "love", "loves", "loved", "miss", "misses", "missed", "know",
                           "knew", "known", "see", "saw", "seen", "visit", "visits", "visited", "call", "calls",
                           "called", "hug", "hugs", "kiss", "kissed", "kisses", "trust", "trusted", "married", "marry",
                           "dated", "remember", "remembered", "admire", "admired", "thank", "invite", "help", "tell",
                           "ask"})
#: two words that meet or speak to a person: 'I met with jack', 'I talked to jack' (review 92 C3), 'I talked with bill,
#: mark and will'; not 'played with' ('We played with ruby and pearl beads')
#: of them the pairs after which an abstract name is the manner, not a person ('We spoke with grace': review 110 C1)
_TALK_WITH = frozenset((verb, "with") for verb in ("talked", "spoke", "talk", "speak", "talking", "speaking", "talks",
                                                   "speaks"))
_TO_PERSON = frozenset({("met", "with"), ("talked", "to"), ("spoke", "to"), ("talking", "to"), ("speaking", "to"),
                        ("talk", "to"), ("speak", "to")}) | _TALK_WITH
#: what may follow a subject besides the verbs of persons: 'me and frank went', 'jack and I were'
_SUBJECT_NEXT = frozenset({"are", "were", "was", "is", "have", "had", "has", "will", "would", "can", "could", "did",
                           "do", "used", "both", "always", "often", "never", "went", "go", "play", "played", "like"})
#: where a name before 'and I' starts its phrase: the sentence's start or these words ('yesterday jack and I'); not
#: after a determiner, a pronoun or a verb ('the guy and I', 'I will and I can', 'pay the bill and I': review 93 C8)
_MIRROR_BEFORE = frozenset({"and", "then", "so", "but", "when", "because", "after", "before", "yesterday", "today",
                            "later", "first", "also", "both", "while", "since", "until", "with", "where"})
#: verbs that take a person and then what is told or asked, and what that may start with: 'I told mark the place', 'I
#: asked mark what to do' (review 93 C11; not 'helped': 'I helped mark the answers')
_TELLS = frozenset({"told", "asked", "tell", "ask", "tells", "asks"})
_TOLD_WHAT = frozenset({"the", "a", "an", "no", "yes", "everything", "nothing", "something", "what", "how", "why",
                        "where", "when", "if", "whether", "all", "my", "our", "this"})
#: a pronoun and a verb that calls or visits a person: 'I called will yesterday', 'we visited mark in london' (session
#: 27: released); not 'a song called grace'
_SUBJECT_PRONOUNS = frozenset({"i", "we", "he", "she", "they", "you"})
_CALLS = frozenset({"called", "call", "calls", "visited", "visit", "visits"})
#: what a clause whose subject is a word name before a verb only people do may open with ('Then will called me.', 'I
#: think mark called me.', 'When bill called, I was out'; not 'that', a determiner too: 'I think that bill helped a lot
#: of families', review 125 C1), and those verbs: speech, letters, calls, gestures (not what a bill, a ruby or a rose
#: does too: helped, reminded, wanted, passed, brought: review 125 C2; 'called' not before 'for': a bill calls for)
_CLAUSE_OPENERS = _MIRROR_BEFORE - {"with", "both", "first", "also"} | {"think", "thought", "if", "said"}
_ONLY_PEOPLE = frozenset("""said says told tells asked asks called calls replied replies answered answers laughed laughs
                            smiled smiles cried shouted shouts whispered whispers texted texts emailed phoned messaged
                            thanked hugged nodded agreed admitted argued argues explained promised suggested invited
                            wrote writes thinks thought believes decided taught""".split())
#: words before a clause whose modal may end it ('I think my cousin will.': review 108 C4)
_CLAUSE = frozenset({"think", "thought", "hope", "hoped", "guess", "believe", "believed", "know", "knew", "bet", "wish",
                     "expect", "doubt", "sure", "if", "that", "when", "maybe", "probably", "say", "said", "whether"})
#: after a possessive and a family or friend word, the verb that makes the word after them that person's name: 'my
#: friend will is nice', 'my brother mark has a dog' (not the modal: 'my friend will come')
_FAMILY_SUBJECT_NEXT = _SUBJECT_VERBS | _BE | frozenset({"has", "had", "does", "did", "says", "said"})


def lower_word_name(doc: Doc, h: Hit) -> str | None:
    """A lower-case first name that is a common word too ('jack', 'grace', 'frank'; those no dictionary lists are
    ``lower_person_slot``'s), after a word that meets, greets or speaks to a person where it ends its phrase, or after
    'me and': 'I met jack at the park', 'I told harry about it', 'dear grace,', 'me and frank went'; not 'everyone I
    met frank told' ... An abstract name ('grace', 'joy') after a greeting only before punctuation ('hi grace to see
    you'; 'hi jack how are you'), after 'me and' only where it ends its phrase."""
    if h.cap or h.first is None or h.base in CALENDAR_EN or h.base in STOP or doc.pack.lower_case_name(h):
        return None
    return word_name_slot(doc, h.i, h.j, h.base in _ABSTRACT_NAMES)


def word_name_slot(doc: Doc, i: int, j: int, abstract: bool) -> str | None:
    """``lower_word_name`` for tokens ``i``..``j`` in lower case (``abstract``: an abstract noun's name, 'grace'): the
    words around them that make them a person, or None. A line break after the name ends its phrase ('Dear grace\n');
    'met with', 'talked to', 'spoke to' meet a person too, 'that' ends the phrase after a verb that speaks to one ('I
    told frank that'); after 'me and' (or before 'and I', 'and me') a name that is no abstract noun, before what a
    subject is followed by ('me and frank went'; not 'me and frank discussion': review 92 C7)."""
    if i == j and (why := listed_person(doc, i, _list_head)) is not None:
        return why  # 'I called bill, mark and will', 'I met jack and frank yesterday'
    if i == j and signs_letter(doc, i):
        return "alone on a letter's last line"  # 'Hi!\nI am fine.\nwill'
    before = doc.words_before(i, 2)
    word = before[-1] if before else ""
    k = j + 1
    toks = doc.tokens
    ends = k >= len(toks) or not toks[k].is_word or "\n" in doc.text[toks[j].end : toks[k].start]
    nxt = doc.lowers[k] if not ends else ""
    if (g := greeting_before(doc, i)) >= 0:  # an abstract name only before punctuation ('hi hope you are well'; 'dear
        # grace,'), after a greeting of two words too ('Good morning will be better': review 123 C1)
        ok = ends or not abstract and all(doc.tokens[t].text == "," for t in range(g + 1, i)) \
            and not (doc.lowers[i] == "will" and nxt in _SUBJECT_PRONOUNS)  # 'Hi, will you help me?' (review 123)
    elif before == ["me", "and"] or doc.words_after(j, 2) in (["and", "i"], ["and", "me"]) \
            and (not before or word in _MIRROR_BEFORE):  # 'the guy and I', 'I will and I can' (review 93 C8)
        ok = not abstract and (ends or nxt in _AFTER_WITH or nxt in _SUBJECT_NEXT or nxt in _SUBJECT_VERBS
                               or nxt in PERSON_VERBS)
        if ok and before != ["me", "and"]:
            return "before 'and I' / 'and me'"
    elif tuple(before) in _TO_PERSON:
        ok = not (abstract and tuple(before) in _TALK_WITH)  # 'I met with grace'; not 'We spoke with grace'
        return f"after '{' '.join(before)}'" if ok and (ends or nxt in _AFTER_WITH) else None
    elif len(before) == 2 and before[0] in _SUBJECT_PRONOUNS and word in _CALLS:
        ok = ends or _ends_phrase_at(doc, i, j)  # 'I called will yesterday', 'we visited mark in london'
    elif possessive_family(doc, i) and (nxt in _FAMILY_SUBJECT_NEXT or ends and doc.tokens[i - 1].is_word
                                        and not (doc.lowers[i] == "will"
                                                 and _CLAUSE.intersection(doc.words_before(i, 8)))):
        # 'my friend will is nice', 'I live with my brother will.'; not 'my friend will come', 'for my mother: rose,'
        return f"after '{' '.join(before)}'" + (f", before '{nxt}'" if nxt else "")
    elif (ends or nxt in _BE and doc.is_sentence_initial(i)) and not abstract \
            and (family := family_predicate(doc, i, j)):
        return f"a copula ties it to '{family}'"  # 'My best friend is will.', 'will is my best friend.' (not joy)
    elif ends and i == j and addressed(doc, i):
        return "addressed after a comma"  # 'I love you, jack.'
    elif not abstract and (verb := _verb_after(doc, k)) and (doc.is_sentence_initial(i) or word in _CLAUSE_OPENERS):
        return f"the subject of '{verb}'"  # 'Then will called me.', 'I think mark called me.', 'jack said no.'
    else:
        ok = (word in MEETING or word in SPOKEN_TO) and (ends or _ends_phrase_at(doc, i, j)
                                                         or word in SPOKEN_TO and nxt == "that"
                                                         or word in _TELLS and nxt in _TOLD_WHAT)
    return f"after '{' '.join(before) if word == 'and' else word}'" if ok else None


def _verb_after(doc: Doc, k: int) -> str:
    """The verb of ``_ONLY_PEOPLE`` at token ``k``, or after one adverb of ``_VERB_ADVERBS`` there ('Then will usually
    calls me': review 125 C5), on the name's line; '' when there is none ('bill called for': a law)."""
    toks = doc.tokens
    for _ in range(2):
        if k >= len(toks) or not toks[k].is_word or "\n" in doc.text[toks[k - 1].end : toks[k].start]:
            return ""
        if doc.lowers[k] in _ONLY_PEOPLE:
            nxt = doc.lowers[k + 1] if k + 1 < len(toks) else ""
            return doc.lowers[k] if not (doc.lowers[k] in ("called", "calls") and nxt == "for") else ""
        if doc.lowers[k] not in _VERB_ADVERBS:
            return ""
        k += 1
    return ""


def _list_head(doc: Doc, k: int) -> str | None:
    """Why the first of a list of names at token ``k`` is a person: ``word_name_slot``, or ``lower_person_slot`` for a
    name no dictionary lists in lower case ('I saw ethan, jack and will'; not 'I saw rose, lily and violet': review 104
    C1)."""
    h = hit_at(doc, k)
    return word_name_slot(doc, k, k, h is not None and h.base in _ABSTRACT_NAMES) \
        or (h is not None and doc.pack.lower_case_name(h) and lower_person_slot(doc, h) or None)


def lower_person_slot(doc: Doc, h: Hit) -> str | None:
    """A lower-case first name (one no dictionary lists: the caller's test) after a word that meets or speaks to a
    person, or after 'with' where it ends its phrase: 'I met ethan yesterday', 'I told sara', 'with mia.' (were
    released: only a capital made such a word a person there)."""
    before = doc.words_before(h.i, 1)
    if h.cap or h.first is None or h.base in CALENDAR_EN:
        return None
    if h.i == h.j and (why := listed_person(doc, h.i, _list_head)) is not None:
        return why  # 'I called jack, ethan and mia', 'tom and jack played football' (review 126 C1: tom released)
    if h.i == h.j and addressed(doc, h.i):
        return "addressed after a comma"  # 'I miss you, ethan!'
    if not before:
        return None
    word = before[0]
    if word in MEETING or word in SPOKEN_TO or word == "with" and _ends_phrase(doc, h) \
            or word in _OBJECT_VERBS and not big_place(h) and _object_ends(doc, h):  # not 'I like paris', 'I saw
        return f"after '{word}'"  # china', 'jordan shoes', 'zara clothes', 'harry potter' (review 95 C4)
    if tuple(doc.words_before(h.i, 2)) in _TO_PERSON:
        return f"after '{' '.join(doc.words_before(h.i, 2))}'"  # 'I talked to peter' (review 94 C9)
    if word == "and" and (two := doc.words_before(h.i, 2)) and two[0] in PERSON_NOUNS:
        return f"after '{two[0]} and'"  # 'I live with my mum and ethan' (review 84 C6)
    return None


#: what may follow a person who is a verb's object: 'I like erik very much', 'I miss daniel so much', 'I saw ethan at
#: school'
_AFTER_OBJECT = _AFTER_WITH | frozenset({"very", "so", "too", "much", "a", "lot", "more", "most", "already", "again",
                                         "there", "here", "now", "since", "back", "anymore", "forever", "well"})


def _object_ends(doc: Doc, h: Hit) -> bool:
    """The object ``h`` ends its phrase (``_AFTER_OBJECT``, punctuation, a line break) or a listed surname follows it
    ('I like erik johansson'); not 'I like zara clothes', 'I like harry potter'."""
    k = h.j + 1
    toks = doc.tokens
    if k >= len(toks) or not toks[k].is_word or "\n" in doc.text[h.end : toks[k].start] \
            or doc.lowers[k] in _AFTER_OBJECT:
        return True
    nxt = hit_at(doc, k)
    return nxt is not None and nxt.i == k and nxt.surname is not None and nxt.surname.count >= 100 \
        and nxt.first is None and common_zipf(doc.lowers[k], "en") < 4.0


def _lower_first(doc: Doc, h: Hit) -> bool:
    """``h`` is a lower-case first name after a person's word, before a listed surname: one no dictionary lists, or
    one that is a word too ('me and will johnson') before a surname no more common as a word."""
    before = doc.words_before(h.i, 1)
    if h.cap or h.first is None or not before:
        return False
    plain = doc.pack.lower_case_name(h)
    if not (before[0] in _BEFORE_LOWER or before[0] in PERSON_NOUNS
            or before[0] in _OBJECT_VERBS and plain and not big_place(h)):  # 'I like erik johansson'
        return False
    if not plain and (h.base in _ABSTRACT_NAMES or h.base in CALENDAR_EN or h.base in STOP):
        return False
    k = h.j + 1
    if k >= len(doc.tokens) or doc.is_sentence_initial(k):
        return False
    nxt = hit_at(doc, k)
    if nxt is None or nxt.i != k:  # 'brown', 'green', 'white': too common in lower case to be a list's hit
        return plain and common_surname(doc, k)
    return (not nxt.cap and nxt.surname is not None and nxt.surname.count >= 100
            and doc.pack.lower_case_name(nxt, after_named=True))


#: how common a word that is a frequent surname may be to be one in lower case after a first name ('peter brown',
#: 'sara white'; not 'peter said', 'me and sara go')
_SURNAME_ZIPF = 5.6


def common_surname(doc: Doc, k: int) -> bool:
    """Token ``k`` is a surname given 100 times or more, in lower case, that no list hit reads (a common word too:
    'brown', 'green', 'white', 'hall'), no function word, day or month: the surname of a lower-case full name."""
    tok, low = doc.tokens[k], doc.lowers[k]
    found = R.surnames().get(low)
    return (found is not None and found.count >= 100 and tok.text.isalpha() and tok.text.islower() and low not in STOP
            and low not in CALENDAR_EN and common_zipf(low, "en") < _SURNAME_ZIPF)
