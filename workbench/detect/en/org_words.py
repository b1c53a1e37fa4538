"""Shared by the English organisation detectors (en_org, en_org_acronym, en_org_trigger): the head nouns and
company forms of resources/patterns.tsv, and how far a name runs around a head ('Kayseri Administrative
Court', 'Ministry of Labour and Social Security', 'Magistrates' Court of Antalya'). No detector here.
"""

from __future__ import annotations

from collections.abc import Collection
from functools import lru_cache

from wordfreq import zipf_frequency

from workbench import resources as R
from workbench.detect.en.person import TITLES
from workbench.detect.lib.context import STOP, work_context
from workbench.lang.numbers import CALENDAR_EN
from workbench.resources.wordlists import word_list
from workbench.text import Doc

__all__ = ["FUNCTION", "common", "forms", "heads", "in_organisation", "is_acronym", "label_at", "left_edge",
           "name_word", "of_heads", "right_edge", "supranational"]

#: capitalised words that never belong to an organisation's name (sentence openers, months, titles)
FUNCTION = STOP | set(TITLES) | set(word_list("function_words", "en")) | CALENDAR_EN
#: words of international bodies: a name made only of them ('European Court of Human Rights', 'Council of
#: Europe') says nothing about where a person lives, works or studies
_SUPRANATIONAL = set(word_list("supranational_words", "en"))
_CONNECTORS = {"of", "for", "and", "&", "the"}
_LINKS = {"of", "for", "and", "&"}
_SAINT = {"St", "Ste", "Mt"}


@lru_cache(maxsize=1)
def heads() -> dict[str, str]:
    """Lowercased head noun -> label (court -> public_authority, university -> school); its possessive
    ('court's') too."""
    out = {p.text.lower().removesuffix(" of"): p.label for p in R.patterns() if p.kind == "en_org_head"}
    return out | {f"{h}{s}": lab for h, lab in out.items() for s in ("'s", "’s")}


@lru_cache(maxsize=1)
def of_heads() -> frozenset[str]:
    """Heads that name an organisation only with 'of ...' after them ('House of Lords')."""
    return frozenset(p.text.lower()[:-3] for p in R.patterns() if p.kind == "en_org_head" and p.text.endswith(" of"))


@lru_cache(maxsize=1)
def forms() -> dict[str, str]:
    """Company forms as written (Ltd, GmbH, AG) -> label."""
    return {p.text: p.label for p in R.patterns() if p.kind == "en_org_form"}


def is_acronym(text: str) -> bool:
    """An upper-case abbreviation of 2 to 8 letters (digits and a hyphen allowed: TV3, DHKP-C), no Roman
    numeral."""
    core = text.replace("-", "")
    return (2 <= len(core) <= 8 and text[0].isupper() and core.isalnum() and core.upper() == core
            and sum(c.isalpha() for c in core) >= 2 and not set(core) <= set("IVXLCDM"))


def name_word(doc: Doc, k: int) -> bool:
    """Token ``k`` can be a word of an organisation's name: capitalised (or an acronym, 'TV3'), no function
    word, title or month."""
    if not 0 <= k < len(doc.tokens):
        return False
    t = doc.tokens[k].text
    return t[:1].isupper() and doc.lowers[k] not in FUNCTION and (t[:1].isalpha() or is_acronym(t))


def _gap(doc: Doc, a: int, b: int) -> bool:
    """Tokens ``a`` and ``b`` are on one line."""
    return "\n" not in doc.text[doc.tokens[a].end : doc.tokens[b].start]


def left_edge(doc: Doc, i: int, most: int = 5) -> int:
    """The first token of the run of up to ``most`` name words that ends right before token ``i`` (``i`` when
    there is none). Steps over 'Magistrates' Court', 'Marks & Spencer', 'Foreign and Commonwealth Office' and
    'St. Mary's Hospital'; never over a sentence start."""
    start, k, n = i, i - 1, 0
    while n < most and k >= 0 and _gap(doc, k, start):
        tok = doc.tokens[k].text
        saint = tok == "." and k > 0 and doc.tokens[k - 1].text in _SAINT  # 'St. Mary's Hospital'
        if doc.is_sentence_initial(start) and not saint:
            break
        if tok in ("'", "’") and k > 0 and doc.tokens[k - 1].text.endswith("s") and name_word(doc, k - 1):
            k -= 1
            continue
        if tok in ("&", "and") and name_word(doc, k - 1) and not doc.is_sentence_initial(k):
            k -= 1
            continue
        if saint:
            start, k, n = k - 1, k - 2, n + 1
            continue
        if not name_word(doc, k):
            break
        start, k, n = k, k - 1, n + 1
    return start


def right_edge(doc: Doc, i: int, most: int = 6) -> int:
    """The last token of 'of/for [the] Name [of|for [the]|and|& Name]...' after token ``i`` (``i`` when
    none): 'Court of Justice of the European Union', 'Office for Veterans and Persecuted Persons'. After
    'and' no new organisation starts ('Ministry of Justice and the Ministry of ...' are two)."""
    toks, lowers, end, words = doc.tokens, doc.lowers, i, 0
    k = i + 1
    while k < len(toks) and words < most and lowers[k] in _LINKS:
        j = k + 1 if lowers[k] in ("and", "&") else k + 2 if k + 1 < len(toks) and lowers[k + 1] == "the" else k + 1
        if k == i + 1 and lowers[k] not in ("of", "for"):
            break
        if not name_word(doc, j) or not _gap(doc, end, j) or lowers[k] in ("and", "&") and lowers[j] in heads():
            break
        end, words = j, words + 1
        while end + 1 < len(toks) and words < most and name_word(doc, end + 1) and _gap(doc, end, end + 1):
            end, words = end + 1, words + 1
        k = end + 1
    return end


def supranational(words: list[str]) -> bool:
    """The name's words (lowercased, head and connectors left out) all name an international body."""
    rest = [w for w in words if w not in _CONNECTORS and w not in heads()]
    return bool(rest) and all(w in _SUPRANATIONAL for w in rest)


def common(word: str) -> bool:
    """An ordinary English word rather than a name (wordfreq zipf >= 4)."""
    return zipf_frequency(word, "en") >= 4.0


def label_at(doc: Doc, i: int, label: str) -> str:
    """``work`` when the sentence says someone works at the organisation at token ``i``, else ``label``."""
    return "work" if work_context(doc, i) else label


def in_organisation(doc: Doc, i: int, district_words: Collection[str]) -> bool:
    """Token ``i`` is in an organisation's name, not a district's: next to a capitalised district word
    (``district_words``) that a capitalised word follows ('the District Court', 'Żary District Court'), a
    head noun itself ('the Police District') or before a capitalised one ('Southwark Council')."""
    toks = doc.tokens

    def title(k: int) -> bool:  # 'District Court', 'District Administrative Authority'
        return (0 <= k < len(toks) - 1 and toks[k].lower in district_words and toks[k].is_capitalized
                and toks[k + 1].is_word and toks[k + 1].is_capitalized)

    nxt = toks[i + 1] if i + 1 < len(toks) else None
    head = nxt is not None and nxt.is_capitalized and nxt.lower in heads()
    return head or toks[i].lower in heads() or title(i - 1) or title(i + 1)
