"""English organisation names by their head noun or company form (resources/patterns.tsv, kinds en_org_head
and en_org_form): 'Kayseri Administrative Court', 'Ministry of National Education', 'Lincoln High School',
'MotoMeter AG', 'Pierce Glynn Solicitors'; in lower case only after a proper name ('the Beyoğlu court',
'Lincoln high school'). A head alone ('the Court', 'the University') names none; a kind of school
('High School'), an international body ('European Court of Human Rights') or a state ('the Government of
Norway', which the place detector finds) is left alone. The label is the
head's (school, public_authority, other_institution), ``work`` where the sentence says someone works there.
"""

from __future__ import annotations

from collections.abc import Iterator
from functools import lru_cache

from workbench import resources as R
from workbench.detect.base import Detector, register
from workbench.detect.en.org_words import (
    FUNCTION,
    common,
    forms,
    heads,
    is_acronym,
    label_at,
    left_edge,
    name_word,
    of_heads,
    right_edge,
    supranational,
)
from workbench.model import Span
from workbench.resources.wordlists import word_list
from workbench.text import Doc

__all__ = ["EnOrgDetector"]

#: words that say what kind of school (or court) it is, not which one: 'High School', 'Lincoln high school'
_KINDS = set(word_list("org_kind_adjectives", "en"))
_LOWER_HEADS = set(word_list("org_lowercase_heads", "en"))
_INDEFINITE = set(word_list("indefinite_determiners", "en"))


@lru_cache(maxsize=1)
def _looked_at() -> frozenset[str]:
    """The lowercased words a name can end in: heads and company forms."""
    return frozenset(heads().keys() | {f.lower() for f in forms()})


@register
class EnOrgDetector(Detector):
    """Capitalised names around an organisation head noun or before a company form."""

    name = "en_org"

    def detect(self, doc: Doc) -> Iterator[Span]:
        hs, fs = heads(), forms()
        found: list[tuple[int, int, int, str, str, str]] = []  # first, last token, head, label, why, rule
        for i in doc.positions(_looked_at()):
            text = doc.tokens[i].text
            form = fs.get(text) or (fs.get(text.capitalize()) if text.isupper() else None)
            if form is not None and (start := left_edge(doc, i)) < i:
                found.append((start, i, i, form, f"name + company form '{text}'", "company_form"))
            elif doc.lowers[i] in hs and text[0].isupper() and not text.isupper():
                hit = self._capitalised(doc, i, hs[doc.lowers[i]])
                if hit is not None:
                    found.append(hit)
            elif doc.lowers[i] in _LOWER_HEADS and text.islower():
                hit = self._lower(doc, i, hs[doc.lowers[i]])
                if hit is not None:
                    found.append(hit)
        reach, toks = -1, doc.tokens
        for a, b, i, label, why, rule in sorted(found, key=lambda f: (f[0], -f[1])):
            if b <= reach:
                continue  # inside a longer name: 'Ege University' in 'Ege University Hospital'
            reach = b
            yield self.span(toks[a].start, toks[b].end, label_at(doc, i, label), why, rule, head=doc.lowers[i],
                            words=b - a + 1)

    @staticmethod
    def _capitalised(doc: Doc, i: int, label: str) -> tuple[int, int, int, str, str, str] | None:
        start, end = left_edge(doc, i), right_edge(doc, i)
        if start == i == end or end == i and doc.lowers[i] in of_heads():
            return None  # a head alone: 'the Court', 'the Government'
        if end == i and name_word(doc, i + 1) and doc.lowers[i + 1] not in heads():
            return None  # the name goes on: 'Military Service Act', 'Supreme Court Judge'
        words = doc.lowers[start : end + 1]
        if supranational(words):
            return None
        if start == i and doc.lowers[i] == "government" and " ".join(words[2:]) in R.places():
            return None  # 'the Government of Norway' is the state: the place says it
        if label == "school" and end == i and all(w in _KINDS for w in doc.lowers[start:i]):
            return None  # a kind of school: 'High School', 'Law School'
        named = " ".join(doc.lowers[start:i]) in R.places() or any(
            w in R.places() or not common(w) for w in words if w not in heads() and w not in FUNCTION)
        what = "a capitalised name" if named else "capitalised ordinary words"
        why = f"{what} with the head '{doc.tokens[i].text}'"
        return start, end, i, label, why, "named_head" if named else "words_and_head"

    @staticmethod
    def _lower(doc: Doc, i: int, label: str) -> tuple[int, int, int, str, str, str] | None:
        k = i - 1
        while k >= 0 and i - k <= 2 and doc.lowers[k] in _KINDS and doc.tokens[k].text.islower():
            k -= 1
        if not name_word(doc, k) or doc.is_sentence_initial(k):
            return None
        word = doc.tokens[k].text
        if not (doc.lowers[k] in R.places() or is_acronym(word) or not common(doc.lowers[k])):
            return None
        start = left_edge(doc, k + 1)
        if start > 0 and doc.lowers[start - 1] in _INDEFINITE:
            return None  # 'a London school': some school, not one
        return start, i, i, label, f"proper name + '{doc.tokens[i].text}'", "name_and_lowercase_head"
