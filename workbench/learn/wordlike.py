"""Is a word no rule took a misspelt or compounded common Swedish word? Then the model may not add it.

Held out, at the real proportion of sentences with and without personal details (the first rendering of
each SweLL sentence), half of the false spans were words the step "decide" added: one learner's misspelling
of a common word ("keffe", "bonder", "vackar") or a compound that starts a sentence ("Gymnasiumutbildning",
"Familjekärlek", "Textilproduktion"), most of them in sentences without any personal detail. The corpus step
shared_words drops a word only when other learners write it too, and the model's own misspelling feature
(workbench.learn.nearword) knows only the 2,100 words the training learners write in lower case.

Both tests read wordfreq's ``WORDS`` most frequent Swedish words that no name or place list holds, and never
hold for a word a list holds in any case ("soraya", "baghdad") nor for one shorter than ``MIN_LEN``:
- ``misspelt``: the word is none of them but one edit (a letter dropped, added, replaced, two swapped) from one;
- ``compounded``: the word ends in one of them after at least three letters ("gymnasium|utbildning").
The decision (workbench.learn.decide) does not make a lower-case misspelt word a candidate, nor a capitalised
word that is misspelt or compounded where it starts a sentence (capitals say nothing there). Elsewhere a
capital letter stays evidence: "Mountains", "Corners", "Kungsholmen" may be names. Figures:
resources/model/CARD.md.
"""

from __future__ import annotations

from functools import cache

from workbench.learn.listed import lists_of
from workbench.learn.nearword import MIN_LEN as LEXICON_MIN_LEN
from workbench.learn.nearword import Lexicon

__all__ = ["MIN_LEN", "WORDS", "compounded", "like_a_word", "misspelt"]

WORDS = 25_000
MIN_LEN = 5


@cache
def _lexicon() -> Lexicon:
    from wordfreq import top_n_list

    return Lexicon.of_words(w for w in top_n_list("sv", WORDS)
                            if len(w) >= LEXICON_MIN_LEN and w.isalpha() and lists_of(w) == "-")


def _candidate(low: str) -> bool:
    return len(low) >= MIN_LEN and low.isalpha() and lists_of(low) == "-"


def misspelt(word: str) -> bool:
    """``word`` (any case) is in no list and one edit from a common Swedish word that is in no list."""
    low = word.lower()
    return _candidate(low) and _lexicon().near(low)


def compounded(word: str) -> bool:
    """``word`` (any case) is in no list and ends in a common Swedish word after three or more letters."""
    low = word.lower()
    return _candidate(low) and _lexicon().compound(low)


def like_a_word(word: str) -> bool:
    """``word`` (any case, listed or not) is shorter than four letters or one edit from a common Swedish word
    that is in no list: a list's "minna", "gamal", "sakar", "jar" written by a learner are "minns", "gammal",
    "saker", "jag" more often than names."""
    low = word.lower()
    return len(low) < LEXICON_MIN_LEN or _lexicon().near(low)
