"""Is a lower-case word after a place trigger ('bor på', 'komer från', 'min by', 'moskén på') a place whose
capital the learner skipped? wordfreq folds case, so a place's name is in its vocabulary but rare ("hagalund"
Zipf 2.6, "afganistan" 2.7). A rare word is still an ordinary one, misspelt or built, when it is:
- one edit from a common word (workbench.learn.wordlike ``misspelt``: "hotelet", "vånig", "jobet", "vakert",
  "lilen"), unless it is a country's name in a learner's spelling ("sirien", "somalien"), or the trigger is
  one ordinary words seldom follow ('bor i tjärna': ``loose``);
- a common word after at least three letters (``compounded``: "flyktinghemmet"), unless the first part is a
  first name ("jakobs|gårdarna");
- a very common first part and a common head ("hem|byn", "grann|byn", "fredags|bönen"), or a very common
  word's definite form ("centrumet").
Parts of town stay: "kvarnsveden", "ängsbacka", "hagalund", "hagaberg" (their first parts are rarer words).
"""

from __future__ import annotations

from functools import cache

from wordfreq import zipf_frequency

from workbench import resources as R

__all__ = ["RARE_PLACE_ZIPF", "lower_case_place"]

#: after a place trigger, a lower-case word of the vocabulary under this Zipf may be a place
RARE_PLACE_ZIPF = 3.0
#: a compound's head this common is an ordinary word ('byn' 4.5, 'gårdarna' 3.3)
_COMMON_PART = 3.0
#: a first part, or a definite form's stem, this common is an ordinary word, not a name: 'hem' 5.8, 'grann' 4.0,
#: 'fredag' 4.5, 'centrum' 4.7; not 'haga' 3.7 ('hagalund', 'hagaberg'), 'kvarn', 'björk'
_VERY_COMMON = 4.0
_DEFINITE = ("et", "en")


@cache
def _countries():  # -> workbench.learn.nearword.Lexicon
    from workbench.learn.nearword import Lexicon  # workbench.learn reads workbench.detect

    return Lexicon.of_words(n.lower() for c in R.countries().values() for n in (c.name_sv, c.name_en, *c.forms)
                            if n.isalpha())


def _country_like(word: str) -> bool:
    """A country's name as a learner spells it: one edit from it ("sirien") or it with a new last letter or
    ending ("somalien": Somalia)."""
    lex = _countries()
    return lex.near(word) or any(word.startswith(n[:-1]) for n in lex.words if len(n) >= 5)


def _splits(word: str, shortest: int) -> list[tuple[str, str]]:
    """(first part, head) of ``word`` whose head is a common word of at least ``shortest`` letters."""
    return [(word[:k], word[k:]) for k in range(3, len(word) - shortest + 1)
            if zipf_frequency(word[k:], "sv") >= _COMMON_PART]


def _built(word: str) -> bool:
    """A very common first part and a common head ("hem|byn"), or a very common word's definite form
    ("centrumet")."""
    if any(word.endswith(e) and zipf_frequency(word[: -len(e)], "sv") >= _VERY_COMMON for e in _DEFINITE):
        return True
    return any(max(zipf_frequency(first, "sv"), zipf_frequency(first.removesuffix("s"), "sv")) >= _VERY_COMMON
               for first, _ in _splits(word, 3))


def lower_case_place(word: str, zipf: float, loose: bool = False, home: bool = False) -> bool:
    """``word`` (lower case, Zipf ``zipf`` folded over cases) may be a place written without its capital;
    ``loose``: a misspelt word may be one too (after 'bor i': 'tjärna', 'mazar'); ``home``: after a trigger of where
    someone lives ('bor på', 'bodde i') a built word may be one too: parts of town are built of common words
    ("bred|äng", "brand|bergen", "rå|slätt", a review's sentences)."""
    from workbench.learn.wordlike import compounded, misspelt

    if not word.isalpha() or zipf >= RARE_PLACE_ZIPF:
        return False
    if compounded(word):
        return _country_like(word) or _named_compound(word)
    if misspelt(word) and not loose:
        return _country_like(word)
    return home or not _built(word)


def _named_compound(word: str) -> bool:
    """The first part of a compound is a first name ("jakobs|gårdarna"; a head of four letters or more:
    "flyktinghem|met" is none; not a rare word: "vinds|våningen")."""
    return any(first.removesuffix("s") in R.first_names() for first, _ in _splits(word, 4))
