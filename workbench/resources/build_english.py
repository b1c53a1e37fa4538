"""The English word lists of resources/: ordinary words among the names, and words for peoples.

``common_words_en.tsv``: the gazetteer keys (first names, surnames, places) that are also ordinary English
words: Webster's Second International (the ``web2`` list of the english-words package, public domain)
lists them in lower case, itself or as the singular of an -s/-es plural ('law', 'brown', 'chambers'; not
'john', 'jones', 'london'), with their wordfreq zipf (3.0 or more). wordfreq folds case, so its frequency
of 'john' is that of the name: the dictionary tells the words from the names. The dictionary also lists
many names in lower case for an obsolete or rare sense ('james', 'emma', 'japan', 'smith'): column ``lower``
is 1 only for a key that informal English writes in lower case at least MIN_LOWER_RATIO as often as
capitalised (spaCy's English lexeme probabilities, spacy-lookups-data, case-sensitive: 'grace', 'mark',
'frank'), 0 for the others: in lower case those are the name (a learner who writes 'james' after 'James'
means the person), capitalised they are still words that need a first name beside them ('Harper').

``demonyms_en.tsv``: nationality adjectives (countryinfo's demonyms: German, French), language names
(pycountry's ISO 639-1 names, last word: Kurdish, Northern Sami -> Sami) and peoples (curated.py:
EN_PEOPLES: Sami, Roma, Kurd). A language name that is also in the first-name list and neither a demonym
nor a people (Ewe, Ido, Venda) is left out: it says too little.

Needs english-words, spacy-lookups-data, countryinfo, pycountry and wordfreq (extra ``build-resources``).
"""

from __future__ import annotations

import json
import math
import re
from collections.abc import Iterable
from pathlib import Path

from workbench.resources.curated import EN_PEOPLES

__all__ = ["build_common_words_en", "build_demonyms_en"]


def _web2_lower() -> frozenset[str]:
    from english_words import get_english_words_set

    return frozenset(w for w in get_english_words_set(["web2"], lower=False, alpha=True) if w.islower())


def _lexeme_logprob() -> dict[str, float]:
    """spaCy's English lexeme log probabilities, case-sensitive (spacy-lookups-data: en_lexeme_prob)."""
    import gzip
    from importlib.resources import files

    with gzip.open(str(files("spacy_lookups_data") / "data" / "en_lexeme_prob.json.gz"), "rt", encoding="utf-8") as f:
        return dict(json.load(f))


#: rarer words are left out: no rule asks about them (the dictionary lists many obsolete words)
MIN_ZIPF = 3.0
#: a key written in lower case less than a fifth as often as capitalised is a name in lower case, not a word:
#: 'james' 0.05, 'japan' 0.08, 'smith' 0.14, 'robin' 0.16; 'frank' 0.27, 'grace' 2.1, 'mark' 0.47 are words
MIN_LOWER_RATIO = 0.2
#: contractions written without their apostrophe ('cant', 'arent'): spaCy's tokenizer splits them ('ca' + "n't"),
#: so their lexeme probability is no measure of the word
_CONTRACTIONS = frozenset({"aint", "arent", "cant", "dont", "isnt", "wont", "didnt", "doesnt", "wasnt", "werent",
                           "hasnt", "havent", "hadnt", "couldnt", "wouldnt", "shouldnt", "im", "ive", "youre",
                           "theyre", "thats", "whats", "lets"})


def _mostly_lower(word: str, logprob: dict[str, float]) -> bool:
    """``word`` is written in lower case at least MIN_LOWER_RATIO as often as capitalised (never capitalised:
    True; never in lower case: False)."""
    if word in _CONTRACTIONS:
        return True
    low, cap = logprob.get(word), logprob.get(word.capitalize())
    if low is None:
        return False
    return cap is None or math.exp(low - cap) >= MIN_LOWER_RATIO


def build_common_words_en(keys: Iterable[str]) -> list[tuple[str, str, str]]:
    """(word, zipf with two decimals, lower: 1 or 0) for every key that the dictionary lists in lower case and
    that is at least MIN_ZIPF common; lower is 1 when informal English writes it in lower case (MIN_LOWER_RATIO)."""
    from wordfreq import zipf_frequency

    words, logprob = _web2_lower(), _lexeme_logprob()
    out = []
    for k in sorted(set(keys)):
        if not k.isalpha() or not k.islower() or (zipf := zipf_frequency(k, "en")) < MIN_ZIPF:
            continue
        if k in words or k.endswith("s") and k[:-1] in words or k.endswith("es") and k[:-2] in words:
            out.append((k, f"{zipf:.2f}", "1" if _mostly_lower(k, logprob) else "0"))
    return out


def _demonyms() -> set[str]:
    import countryinfo

    out = set()
    for path in sorted((Path(countryinfo.__file__).parent / "data").glob("*.json")):
        record = json.loads(path.read_text(encoding="utf-8"))
        for word in re.split(r"[,/]", record.get("demonym") or ""):
            word = word.strip()
            if word and " " not in word and word.lower() != record.get("name", "").lower():
                out.add(word)  # 'Djibouti', 'Gibraltar' are the country's own name, no adjective
    return out


def _languages() -> set[str]:
    import pycountry

    out = set()
    for lang in pycountry.languages:
        if hasattr(lang, "alpha_2"):
            name = re.sub(r"\s*\(.*\)", "", lang.name).split(";")[0].strip()
            out.add(name.split()[-1])
    return out


def build_demonyms_en(first_names: Iterable[str]) -> list[tuple[str, str]]:
    """(word, kind: demonym, language or people), one row per word, demonym before language before people;
    ``first_names``: the first-name list's keys (lowercased)."""
    firsts = set(first_names)
    demonyms, peoples = _demonyms(), set(EN_PEOPLES)
    languages = {w for w in _languages() if w.lower() not in firsts or w in demonyms | peoples}
    kinds: dict[str, str] = {}
    for kind, words in (("demonym", demonyms), ("language", languages), ("people", peoples)):
        for w in sorted(words):
            if len(w) >= 3 and w.replace("-", "").isalpha():
                kinds.setdefault(w, kind)
    return sorted(kinds.items())
