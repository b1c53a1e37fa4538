"""Schools, workplaces, public authorities and other institutions.

'Rinkebyskolan', 'Stockholms universitet', 'Komvux Malmö', 'SFI Rinkeby' -> school; 'Skatteverket' ->
public_authority; 'Röda Korset', 'IFK Göteborg', 'Teleborg United', 'föreningen Hopp' -> other_institution;
a company ('Stora Enso', 'Medelpads Åkeri AB', 'restaurangen Lilla Kök') -> other_institution; any of them
where the writer works ('jag jobbar på Rinkebyskolan', 'hon är läkare på X') -> work; a listed company
after an article or possessive is a product ('en gammal Scania', 'sin gamla Volvo') and left alone. A bare
'SFI' or 'Komvux' names a kind of school, not one school, and is left alone (SweLL kept it). In English an
institution word names one only after a capitalised word that is no function word ('My school', 'Although
Viasat AB' do not) or, capitalised itself, before a name ('the united German legal system' does not).
"""

from __future__ import annotations

from collections.abc import Iterator
from functools import lru_cache

from wordfreq import zipf_frequency

from workbench.detect.base import Detector, register
from workbench.detect.lib.context import STOP, work_context
from workbench.detect.lib.gazetteer import analyse
from workbench.model import Span
from workbench.resources import common_compounds, first_names, patterns, places
from workbench.resources.wordlists import word_list, word_map
from workbench.taxonomy import LABELS
from workbench.text import Doc

__all__ = ["COMPANY_FORMS", "NOUNS", "InstitutionDetector", "institution_word"]

#: company forms after a name: 'Medelpads Åkeri AB'
COMPANY_FORMS = set(word_list("company_forms"))
#: a definite noun before a name: 'förskolan Regnbågen', 'restaurangen Lilla Kök', 'klubben Hopp'
NOUNS = word_map("institution_nouns", values=LABELS)
#: 'Stadsbiblioteket', 'Stadsmuseet': the city's own building, a place to meet rather than an institution (003)
_LANDMARK = ("stads", "kommunhus", "rådhus")
_COMPOUND_HEADS = word_list("institution_compound_heads")
#: authorities every town has, named by a definite noun a learner may capitalise ('Polisen', 'Kommunen'): the
#: police or the municipality as such, no institution that identifies anyone (SweLL's annotators marked none of
#: their 35 mentions in the train sentences); where someone works there they are work ('jobbar på Kommunen')
_EVERY_TOWN = frozenset({"polisen", "kommunen", "socialtjänsten", "tingsrätten", "länsstyrelsen"})


@lru_cache(maxsize=1)
def _tables() -> tuple[dict[str, str], dict[str, str], dict[str, str]]:
    """(exact names, suffixes, institution words), lowercased -> label."""
    exact: dict[str, str] = {}
    suffix: dict[str, str] = {}
    words: dict[str, str] = {}
    for p in patterns():
        table = {"institution": exact, "institution_suffix": suffix, "institution_word": words}.get(p.kind)
        if table is not None:
            table[p.text.lower()] = p.label
    return exact, suffix, words


@lru_cache(maxsize=1)
def _looked_at() -> tuple[frozenset[str], tuple[str, ...]]:
    """(words, endings): a token that is none of the words and has none of the endings is no institution."""
    exact, suffix, words = _tables()
    looked_at = frozenset({*exact, *words, *NOUNS, *(f.lower() for f in COMPANY_FORMS)})
    return looked_at, (*suffix, *_COMPOUND_HEADS)


def institution_word(word: str) -> str | None:
    """The label an institution word or noun gives ('universitet' -> school, 'klubben' -> other_institution,
    'universitetssjukhus' -> other_institution), or None."""
    words = _tables()[2]
    head = next((h for h in _COMPOUND_HEADS if word.endswith(h)), None)
    return words.get(word) or NOUNS.get(word) or (words.get(head) if head else None)


def _known(word: str) -> bool:
    w = word[:-1] if word.endswith("s") else word
    return word in places() or w in places() or w in first_names()


_DETERMINERS = frozenset(word_list("determiners"))


def _product(doc: Doc, i: int) -> bool:
    """An article or possessive (and maybe one adjective) before a company name: one of its products."""
    toks = doc.tokens
    if i < 1 or not toks[i - 1].is_word:  # 'i en klädbutik, Lindex': a comma between
        return False
    return doc.lowers[i - 1] in _DETERMINERS or (
        i >= 2 and toks[i - 1].text.isalpha() and toks[i - 1].text.islower() and doc.lowers[i - 2] in _DETERMINERS)


def _name_word(doc: Doc, k: int) -> bool:
    """Token ``k`` can be part of an institution's name: a capitalised word, not a function word (in English
    also no sentence opener, title or month: 'Although', 'My')."""
    tok = doc.tokens[k] if 0 <= k < len(doc.tokens) else None
    return (tok is not None and tok.is_word and tok.is_capitalized and tok.lower not in STOP
            and tok.lower not in doc.pack.function_words)


@register
class InstitutionDetector(Detector):
    name = "institutions"

    def detect(self, doc: Doc) -> Iterator[Span]:
        exact, suffixes, words = _tables()
        toks = doc.tokens
        for h in analyse(doc):  # multi-word names from the lists (Röda Korset)
            if h.extra.get("multi") == "institution":
                yield self._span(doc, h.i, h.start, h.end, exact[h.base], f"institution list ({h.base})", "listed")
        looked_at, ends = _looked_at()
        for i in doc.positions(looked_at, ends):
            tok, low = toks[i], doc.lowers[i]
            if tok.text in COMPANY_FORMS and _name_word(doc, i - 1):
                start = self._left(doc, i - 1)
                yield self._span(doc, i, toks[start].start, tok.end, "other_institution",
                                 f"company name + '{tok.text}'", "company_form")
                continue
            if low in NOUNS and _name_word(doc, i + 1) and zipf_frequency(toks[i + 1].lower, doc.lang) < 4.0:
                end = self._right(doc, i + 1)
                yield self._span(doc, i, tok.start, toks[end].end, NOUNS[low], f"'{low}' + a name", "noun_and_name")
                continue
            if low not in exact and low not in words and not low.endswith(ends):
                continue
            cap = tok.is_capitalized
            mid = cap and not doc.is_sentence_initial(i)
            if low in exact and (cap or low.isupper()):
                if _product(doc, i):
                    continue  # 'en gammal Scania', 'i sin gamla Volvo': a vehicle, not the company
                if low in _EVERY_TOWN and not work_context(doc, i):
                    continue  # 'Polisen kom', 'Kommunen betalar': the police, the municipality, no one's own
                nxt = toks[i + 1] if i + 1 < len(toks) else None
                end = nxt.end if nxt is not None and nxt.is_capitalized and nxt.text.isalpha() else tok.end
                yield self._span(doc, i, tok.start, end, exact[low], f"institution list ({tok.text})", "listed")
            elif (low in words or low.endswith(_COMPOUND_HEADS)) and (len(low) > 3 or tok.text.isupper()):
                head = low if low in words else next(h for h in _COMPOUND_HEADS if low.endswith(h))
                label = words.get(head, "other_institution")
                prev, nxt = (toks[i - 1] if i else None), (toks[i + 1] if i + 1 < len(toks) else None)
                capital = doc.pack.institution_word_needs_capital
                if (
                    prev is not None
                    and prev.is_capitalized
                    and prev.is_word
                    and prev.lower not in doc.pack.function_words
                    and (not doc.is_sentence_initial(i - 1) or _known(prev.lower))
                ):
                    start = self._left(doc, i - 1)
                    yield self._span(doc, i, toks[start].start, tok.end, label, f"{prev.text} + '{low}'",
                                     "name_and_word")
                elif nxt is not None and _name_word(doc, i + 1) and (cap or not capital) and (
                    _known(nxt.lower) or tok.text.isupper() and zipf_frequency(nxt.lower, doc.lang) < 3.5
                ):
                    yield self._span(doc, i, tok.start, nxt.end, label, f"'{low}' + {nxt.text}", "word_and_name")
            else:
                suf = next((s for s in suffixes if low.endswith(s) and len(low) - len(s) >= 3), None)
                if suf is None or not low[: -len(suf)].replace("-", "").isalpha():
                    continue
                prefix = low[: -len(suf)].rstrip("-")
                if _known(prefix) or mid and low not in common_compounds():
                    why = f"known name + '-{suf}'" if _known(prefix) else "capitalised mid-sentence"
                    yield self._span(
                        doc,
                        i,
                        tok.start,
                        tok.end,
                        suffixes[suf],
                        f"institution name ({why})",
                        "suffix" if cap else "suffix_lowercase",
                    )

    @staticmethod
    def _left(doc: Doc, k: int) -> int:
        """The first of up to three capitalised words ending at ``k`` (Sundsvall Kurdiska Förening)."""
        start = k
        while k - start < 2 and _name_word(doc, start - 1) and not doc.is_sentence_initial(start):
            start -= 1
        return start

    @staticmethod
    def _right(doc: Doc, k: int) -> int:
        """The last of up to three capitalised words starting at ``k`` (Lilla Kök)."""
        end = k
        while end - k < 2 and _name_word(doc, end + 1):
            end += 1
        return end

    def _span(self, doc: Doc, i: int, start: int, end: int, label: str, why: str, rule: str) -> Span:
        cap = doc.text[start : start + 1].isupper()
        if work_context(doc, min(i, doc.token_index(start))):  # the words before the whole name
            return self.span(start, end, "work", why + "; where someone works", rule, pattern=label, cap=cap,
                             work_context=True)
        if label == "other_institution" and doc.lowers[i].startswith(_LANDMARK) and end - start == len(doc.lowers[i]):
            return self.span(start, end, "place", why + "; the city's own building", rule, pattern=label, cap=cap,
                             landmark=True)
        return self.span(start, end, label, why, rule, cap=cap)
