"""Where a first name that is a very common Swedish word too names a person (Swedish essays only).

Hans ('his'), Per ('per'), Bo ('live'), Inga ('no'), Klara ('manage'), Liv ('life'): first names of 1,000 bearers
or more whose word is more frequent than a name may be (Zipf 5 or more), so the names detector needs a reason to
read them as names. Written with a capital inside a sentence, where Swedish capitalises no such word, they are
names ('Igår kom Hans hem') unless a lower-case word other than a verb follows ('och Hans fru', 'Det var Inga
problem', 'Per dag') or the line is in capitals ('MITT LIV I SVERIGE'); at a sentence's start, where a capital says
nothing, only beside another first name ('Bo och Eva', 'Per, Eva och jag'), with 'jag' ('Per och jag'), before 'är
min vän' ('Hans är min bästa kompis'), or as the subject of a verb a person does ('Per kom hem', 'Hans ringde').
Before a surname: workbench.detect.neutral.names (``_word_first_before``).
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Literal

from workbench import resources as R
from workbench.detect.lib.context import FAMILY_GENDER, POSSESSIVES, ROLE_NOUNS, STOP
from workbench.detect.sv.name_slots import mid_word_slot
from workbench.detect.sv.person_slot import FINITE as _FINITE
from workbench.detect.sv.person_slot import ME as _ME
from workbench.detect.sv.person_slot import coordinated_name
from workbench.text import Doc

if TYPE_CHECKING:
    from workbench.detect.lib.gazetteer import Hit

__all__ = ["word_name_context"]

#: the Zipf from which the names detector reads a capitalised word as the word (Swedish: inside a sentence too)
_WORD_ZIPF = 5.0
#: what may follow a name as well as the word: 'Hans och Eva', 'Per eller jag'
_JOINS = frozenset({"och", "eller", "som", "men"})
#: adverbs and particles that follow a verb's object: 'kom Hans hem', 'träffade Per igen'
_ADVERBS = frozenset("""hem hit dit ut in upp ner bort fram tillbaka igen också idag igår imorgon ofta aldrig
                        alltid""".split())
#: a past tense: 'ringde', 'pratade', 'köpte' (not the presents in -ar/-er, plural nouns alike: 'föräldrar')
_PAST = re.compile(r"[a-zåäö]{2,}(?:ade|de|te)")
#: the verbs whose subject at a sentence's start is a person, not the word ('Per kom', 'Hans sa'; not 'Liv är
#: viktigt', 'Liv går vidare', 'Hans var bättre')
_SUBJECT_VERBS = frozenset("""kom gick sa sade skrev sprang åt sov log grät såg tog gav stod satt drack flög förstod
                             höll bjöd drog slog skrek vann bor säger tror vet""".split())
_BE = frozenset({"är", "var"})


def word_name_context(doc: Doc, h: Hit) -> tuple[str, str] | None:
    """Why the capitalised ``h``, a common first name that is a very common word too, is a person here (a reason
    and the rule of the names detector), or None."""
    if not (h.cap and h.zipf >= _WORD_ZIPF and R.common_first_name(h.base)):
        return None
    if other := coordinated_name(doc, h):
        return f"coordinated with the name {other}", "coordinated"
    toks, k = doc.tokens, h.j + 1
    if k + 1 < len(toks) and toks[k].text == "," and toks[k + 1].is_capitalized \
            and doc.lowers[k + 1] in R.first_names() and not doc.is_sentence_initial(k + 1):
        return f"before ', {toks[k + 1].text}'", "coordinated"  # 'Per, Eva och jag gick' (review 72 C3)
    verb = _after(doc, h)
    if not h.initial and verb is not False and not mid_word_slot(doc, h) and not _shouted(doc, h):
        # kept by the decision (workbench.learn.decide.WORD_NAME_RULE)
        return "capitalised inside a sentence, a common word too", "word_name"
    if h.initial and verb and h.base != "inga" and (verb in _SUBJECT_VERBS or _PAST.fullmatch(verb)):
        return f"the subject of '{verb}'", "person_signal"  # 'Per kom hem', 'Hans ringde mig' (review 72 C3)
    if k + 1 < len(toks) and doc.lowers[k] == "och" and doc.lowers[k + 1] in _ME:
        return f"before 'och {doc.lowers[k + 1]}'", "person_signal"
    after = doc.words_after(h.j, 5)
    if len(after) >= 3 and after[0] in _BE and after[1] in POSSESSIVES \
            and any(w in FAMILY_GENDER or w in ROLE_NOUNS for w in after[2:4]):
        return f"before '{' '.join(after[:2])} ...'", "person_signal"  # 'Per är min bästa vän'
    return None


def _after(doc: Doc, h: Hit) -> str | Literal[False] | None:
    """What follows ``h`` on its line: a finite verb of the closed list or a past tense ('kom', 'ringde': the name
    may be its subject), False another lower-case word ('Hans fru', 'Inga problem', 'Per dag': the word's own
    reading, with the noun after it: review 72 C1), None anything else (punctuation, 'och', a capital, the end)."""
    k = h.j + 1
    if k >= len(doc.tokens) or not doc.tokens[k].is_word or "\n" in doc.text[h.end : doc.tokens[k].start]:
        return None
    word = doc.tokens[k].text
    if not word.islower() or word in _JOINS or word in STOP or word in _ADVERBS:
        return None  # 'kom Hans hem', 'pratade med Hans i telefon': no noun of a possessive's
    return word if word in _FINITE or _PAST.fullmatch(word) else False


def _shouted(doc: Doc, h: Hit) -> bool:
    """``h`` stands among words in capitals ('MITT LIV I SVERIGE': review 72 C1)."""
    return any(doc.tokens[k].text.isupper() and doc.tokens[k].is_word and len(doc.tokens[k].text) > 1
               for k in (h.i - 1, h.j + 1) if 0 <= k < len(doc.tokens))
