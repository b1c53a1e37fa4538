"""English organisation acronyms, with what defines them nearby: 'the Employment Appeal Tribunal (“EAT”)',
'the regional health insurance fund (“the CRAM”)', 'PKK (the Kurdistan Workers' Party)' (an organisation head
noun in the parenthesis or in the words before it), or 'the' before an acronym that is no English word nor
a state's abbreviation ('the PKK', 'the KGB'; not 'the USSR', 'THE FACTS', 'the IELTS exam'). A frequent
acronym ('the FBI', 'the BBC': wordfreq zipf >= 4) names a body too well known to identify anyone, or is a
word. Consistency then flags the acronym's other mentions.
"""

from __future__ import annotations

from collections.abc import Iterator
from functools import lru_cache

from workbench import resources as R
from workbench.detect.base import Detector, register
from workbench.detect.en.org_words import FUNCTION, common, forms, heads, is_acronym, label_at
from workbench.model import Span
from workbench.resources.wordlists import word_list
from workbench.text import Doc

__all__ = ["EnOrgAcronymDetector"]

_OPEN = {"(", "“", '"', "‘", "'", "’", "the"}
_VERBS = set(word_list("acronym_verbs", "en"))
_REACH = 12  # words between an acronym and the head noun that defines it


@lru_cache(maxsize=1)
def _states() -> frozenset[str]:
    return frozenset(p.text for p in R.patterns() if p.kind == "en_state_acronym")


def _head(doc: Doc, lo: int, hi: int) -> str | None:
    """The label of the last organisation head or company form among tokens ``lo..hi-1`` (a hyphenated word
    counts by its parts: 'Party-Front'), or None; a number or a punctuation mark on the way ends the search
    ('12,355.61 Turkish liras (TRY)' is a sum)."""
    hs, fs = heads(), forms()
    for k in range(hi - 1, max(lo, 0) - 1, -1):
        if doc.tokens[k].text[0].isdigit() or not doc.tokens[k].is_word and doc.tokens[k].text not in _OPEN:
            return None
        if doc.tokens[k].text in fs:
            return fs[doc.tokens[k].text]
        for part in reversed(doc.lowers[k].split("-")):
            if part in hs:
                return hs[part]
    return None


def _sentence(doc: Doc, k: int) -> tuple[int, int]:
    """Token range [first, last] of the sentence holding token ``k``."""
    start, end = doc.sentence_bounds(doc.tokens[k].start)
    return doc.token_index(start), doc.token_index(end) - 1


@register
class EnOrgAcronymDetector(Detector):
    """Acronyms defined by an organisation's name next to them, or used with 'the'."""

    name = "en_org_acronym"

    def detect(self, doc: Doc) -> Iterator[Span]:
        toks, lowers = doc.tokens, doc.lowers
        for i in doc.capitalized:
            text = toks[i].text
            if len(text) < 2 or text[1].islower() or not is_acronym(text):
                continue
            if text in _states() or lowers[i] in R.places():
                continue
            if i + 1 < len(toks) and toks[i + 1].text[0].isdigit():
                continue  # a currency or unit: 'PLN 8,000'
            first, last = _sentence(doc, i)
            k = i - 1
            while k >= first and i - k <= 3 and toks[k].text in _OPEN:
                k -= 1
            opened = any(toks[j].text == "(" for j in range(k + 1, i))
            if opened and (label := _head(doc, max(first, k - _REACH), k + 1)):
                yield self._span(doc, i, label, "acronym after an organisation's name", "after_name")
            elif i + 1 <= last and toks[i + 1].text == "(" and (label := self._defined_after(doc, i, last)):
                yield self._span(doc, i, label, "acronym before an organisation's name", "before_name")
            elif (i > 0 and toks[i - 1].text in ("the", "The") and len(text.replace("-", "")) >= 3
                  and not common(lowers[i]) and not self._modifies(doc, i)):
                yield self._span(doc, i, "other_institution", "'the' + an acronym", "after_the")

    @staticmethod
    def _modifies(doc: Doc, i: int) -> bool:
        """The acronym modifies the noun after it: 'the IELTS exam', 'the COVID pandemic'."""
        nxt = doc.tokens[i + 1].text if i + 1 < len(doc.tokens) else ""
        verb = nxt in _VERBS or nxt.endswith("ed")  # 'the PKK had', 'the PKK claimed'
        return nxt.isalpha() and nxt.islower() and nxt not in FUNCTION and not verb

    @staticmethod
    def _defined_after(doc: Doc, i: int, last: int) -> str | None:
        close = next((k for k in range(i + 2, min(last, i + _REACH) + 1) if doc.tokens[k].text == ")"), None)
        return None if close is None else _head(doc, i + 2, close)

    def _span(self, doc: Doc, i: int, label: str, why: str, rule: str) -> Span:
        tok = doc.tokens[i]
        return self.span(tok.start, tok.end, label_at(doc, i, label), why, rule, letters=len(tok.text))
