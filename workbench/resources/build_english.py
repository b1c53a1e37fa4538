"""The English word lists of resources/: ordinary words among the names, and words for peoples.

``common_words_en.tsv``: the gazetteer keys (first names, surnames, places) that are also ordinary English
words: Webster's Second International (the ``web2`` list of the english-words package, public domain)
lists them in lower case, itself or as the singular of an -s/-es plural ('law', 'brown', 'chambers'; not
'john', 'jones', 'london'), with their wordfreq zipf (3.0 or more). wordfreq folds case, so its frequency
of 'john' is that of the name: the dictionary tells the words from the names.

``demonyms_en.tsv``: nationality adjectives (countryinfo's demonyms: German, French), language names
(pycountry's ISO 639-1 names, last word: Kurdish, Northern Sami -> Sami) and peoples (curated.py:
EN_PEOPLES: Sami, Roma, Kurd). A language name that is also in the first-name list and neither a demonym
nor a people (Ewe, Ido, Venda) is left out: it says too little.

Needs english-words, countryinfo, pycountry and wordfreq (extra ``build-resources``).
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterable
from pathlib import Path

from workbench.resources.curated import EN_PEOPLES

__all__ = ["build_common_words_en", "build_demonyms_en"]


def _web2_lower() -> frozenset[str]:
    from english_words import get_english_words_set

    return frozenset(w for w in get_english_words_set(["web2"], lower=False, alpha=True) if w.islower())


#: rarer words are left out: no rule asks about them (the dictionary lists many obsolete words)
MIN_ZIPF = 3.0


def build_common_words_en(keys: Iterable[str]) -> list[tuple[str, str]]:
    """(word, zipf with two decimals) for every key that the dictionary lists in lower case and that is at
    least MIN_ZIPF common."""
    from wordfreq import zipf_frequency

    words = _web2_lower()
    out = []
    for k in sorted(set(keys)):
        if not k.isalpha() or not k.islower() or (zipf := zipf_frequency(k, "en")) < MIN_ZIPF:
            continue
        if k in words or k.endswith("s") and k[:-1] in words or k.endswith("es") and k[:-2] in words:
            out.append((k, f"{zipf:.2f}"))
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
