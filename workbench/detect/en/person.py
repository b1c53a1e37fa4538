"""English person names with general evidence: titles (Mr, Mrs, Ms, Dr, Prof, Judge) and initials
("A. Demetriades", "Z.M. Necatigil"); plus the helpers the other English detectors share to read and label
a name (``name_run``, ``name_spans``): first token first name (gender from the list or the title), last
token surname, first-name-list tokens between them middle names, single capitals initials.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Any

from wordfreq import zipf_frequency

from workbench import resources as R
from workbench.detect.base import Detector, register
from workbench.detect.lib.context import STOP
from workbench.detect.lib.scan import scan
from workbench.lang.numbers import CALENDAR_EN
from workbench.model import Span
from workbench.resources.wordlists import GENDERS, word_list, word_map
from workbench.text import Doc

__all__ = ["TITLES", "EnTitleDetector", "is_name_token", "name_run", "name_spans"]

TITLES = word_map("titles", "en", values=GENDERS)
_NOT_NAME = (
    STOP
    | set(TITLES)
    | set(word_list("not_name_words", "en"))
    | CALENDAR_EN
)
_INITIALS = re.compile(r"\b((?:[A-Z]\.\s?){1,3})([A-Z][a-zà-ÿ'’]+(?:-[A-Z][a-zà-ÿ'’]+)?)\b")
_CAPITAL_DOT = re.compile(r"[A-Z]\.")
_TITLE_WORDS = frozenset(TITLES)


def is_name_token(doc: Doc, k: int, strict: bool = False) -> bool:
    """A capitalised word (or a single capital, an initial) that can be part of a name; ``strict``
    also asks that the lists know it or that it is no common English word."""
    if k >= len(doc.tokens):
        return False
    t = doc.tokens[k].text
    low = t.lower()
    if not t[:1].isupper() or low in _NOT_NAME or not t.replace("-", "").replace("'", "").isalpha():
        return False
    if len(t) == 1 or not strict:
        return True
    return low in R.first_names() or low in R.surnames() or zipf_frequency(low, "en") < 3.5


def name_run(doc: Doc, i: int, strict: bool = False, max_len: int = 4) -> int:
    """The last token of a name of up to ``max_len`` words starting at token ``i`` (a period after an
    initial is skipped), or -1 when token ``i`` starts none. The run stays on one line."""
    toks, j, k, words = doc.tokens, -1, i, 0
    while k < len(toks) and words < max_len and is_name_token(doc, k, strict):
        if j >= 0 and "\n" in doc.text[toks[j].end : toks[k].start]:
            break
        j, words = k, words + 1
        k += 1
        if k < len(toks) and toks[k].text == "." and len(toks[j].text) == 1:
            k += 1
    return j


def name_spans(
    det: Detector,
    doc: Doc,
    i: int,
    j: int,
    rule: str,
    reason: str,
    gender: str | None = None,
    pattern: str = "",
    lone: str = "first",
    **features: Any,
) -> list[Span]:
    """Label the name on tokens ``i..j``: first name, middle names, surname, initials. A name of one word is
    a first name when the first-name list knows it (``lone="first"``), or a surname (``lone="surname"``,
    after a title)."""
    words = [k for k in range(i, j + 1) if doc.tokens[k].text != "."]
    out = []
    for n, k in enumerate(words):
        tok = doc.tokens[k]
        low = tok.text.lower()
        first = R.first_names().get(low)
        if len(tok.text) == 1:
            label = "initials"
        elif n == 0 and (len(words) > 1 or first is not None and lone == "first"):
            g = gender if gender and gender != "unknown" else (first.gender if first else "unknown")
            label = f"firstname_{g}"
        elif n == len(words) - 1 or first is None:
            label = "surname"
        else:
            label = "middlename"
        out.append(det.span(tok.start, tok.end, label, reason, rule, pattern=pattern, position=n, words=len(words),
                            listed=first is not None, **features))
    return out


@register
class EnTitleDetector(Detector):
    """Names after a title (Mr Karl Strobel, Dr. Smith) and surnames after initials (A. Demetriades)."""

    name = "en_title"

    def detect(self, doc: Doc) -> Iterator[Span]:
        toks = doc.tokens
        for i in doc.positions(_TITLE_WORDS):  # whole tokens only: not 'mr' in 'Mr.Smith'
            if i >= len(toks) - 1:
                continue
            tok, gender = toks[i], TITLES[doc.lowers[i]]
            k = i + 2 if toks[i + 1].text == "." else i + 1
            if not tok.text[0].isupper():
                yield from self._lower_case(doc, i, k, gender)
                continue
            j = name_run(doc, k)
            if j >= 0:
                yield from name_spans(
                    self, doc, k, j, "after_title", f"name after the title '{tok.text}'", gender, "title", "surname",
                    trigger=doc.lowers[i]
                )
        if "." not in doc.text:
            return
        for m in scan(_INITIALS, doc.text, _CAPITAL_DOT, doc.text):
            word = m.group(2).lower()
            if zipf_frequency(word, "en") >= 4.0 and word not in R.surnames():
                continue
            yield self.span(
                m.start(1),
                m.start(1) + len(m.group(1).rstrip()),
                "initials",
                "initials before a capitalised word",
                "initials_before_word",
                pattern="initials",
            )
            yield self.span(
                m.start(2), m.end(2), "surname", "capitalised word after initials", "word_after_initials",
                pattern="initials"
            )

    def _lower_case(self, doc: Doc, i: int, k: int, gender: str) -> Iterator[Span]:
        """A name in lower case after a title in lower case, as students write it ("my teacher mr smith", "mrs
        mcdonald"): it was released. Only the titles that stand before a name and nothing else (`_LOWER_TITLES`), and
        only before a listed name or a rare word ('dr who', 'mr right', 'ms word' are none), the name's words in
        lower case, none a function word or a month ("mr and mrs smith": 'smith' after 'mrs')."""
        title = doc.lowers[i]
        if title not in _LOWER_TITLES or (i > 0 and doc.tokens[i - 1].text[:1].isdigit()):
            return
        words = [n for n in range(k, min(k + 2, len(doc.tokens))) if _lower_name_word(doc.tokens[n].text)]
        if not words or words[0] != k:
            return
        if not _known_or_rare(doc.lowers[k]):
            return  # 'dr who', 'mr right', 'mr president', 'ms word' (review 24)
        j = k + 1 if len(words) == 2 and doc.lowers[k] in R.first_names() and _known_or_rare(doc.lowers[k + 1]) else k
        yield from name_spans(self, doc, k, j, "after_title", f"name after the title '{doc.tokens[i].text}'", gender,
                              "title", "surname", trigger=title)


#: titles that, in lower case too, stand before a name and hardly anything else ('miss', 'sir', 'judge' do)
_LOWER_TITLES = frozenset(word_list("lower_titles", "en"))


def _lower_name_word(word: str) -> bool:
    return word.islower() and len(word) > 1 and word.replace("-", "").replace("'", "").isalpha() and \
        word not in _NOT_NAME


def _known_or_rare(word: str) -> bool:
    return word in R.first_names() or word in R.surnames() or zipf_frequency(word, "en") < 3.5
