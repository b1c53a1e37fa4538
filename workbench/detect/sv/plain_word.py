"""Capitalised ordinary words that learners write where a place could stand (Swedish).

Learners capitalise nouns: 'han tog halva sin lön till Alkohol', 'jag träffade honom i Bussen', 'i
Centrum'. After a place preposition or trigger such a word is no unknown place: a word no place list holds
that is this common in Swedish text (wordfreq zipf, 4.2 or more: alkohol 4.7, bussen 4.8, centrum 4.7,
parken 4.3) is ordinary vocabulary. Unlisted districts and the towns SweLL uses as pseudonyms are rarer
(Sund 4.0, Kista 4.0, Rinkeby 3.9, Slussen 3.9, Haga 3.7). Kinds of school ('i SFI', 'på Komvux') name no
place either. Words the place lists know never come here: the list detectors judge them.
"""

from __future__ import annotations

from functools import lru_cache

from wordfreq import zipf_frequency

from workbench.resources.wordlists import word_list

__all__ = ["PLAIN_ZIPF", "SCHOOL_KINDS", "plain_word"]

PLAIN_ZIPF = 4.2
SCHOOL_KINDS = frozenset(word_list("school_kinds", "sv"))


@lru_cache(maxsize=16384)
def plain_word(word: str) -> bool:
    """True when the lowercased, unlisted ``word`` is an ordinary word of a Swedish essay, no place name."""
    return word in SCHOOL_KINDS or zipf_frequency(word, "sv") >= PLAIN_ZIPF
