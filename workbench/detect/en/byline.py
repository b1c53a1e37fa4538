"""Bylines: the student's name in a header ("Name: Jane Doe", "Student: ...", "By Jane Doe", "Author: ...")
or after "submitted/written/prepared by" anywhere, or alone on the first line of the essay."""

from __future__ import annotations

import re
from collections.abc import Iterator

from workbench import resources as R
from workbench.detect.base import Detector, register
from workbench.detect.en.person import name_run, name_spans
from workbench.detect.lib.numbers import lowered
from workbench.detect.lib.scan import one_of, scan, scan_at
from workbench.detect.pack import LanguagePack
from workbench.lang.numbers import CALENDAR_EN
from workbench.model import Span
from workbench.resources.wordlists import word_list
from workbench.text import Doc

__all__ = ["EnBylineDetector"]

_HEADER = re.compile(
    r"(?im)^[ \t]*(?:(?:(?:student|learner|participant|full|author|writer)['’]?s?[ \t]+)?name|student|author|"
    r"learner|participant|by)[ \t]*[:\-–]?[ \t]*(?=\S)"
)
_BY = re.compile(
    r"(?i)(?:\b(?:written|submitted|prepared|presented|created|done|compiled)[ \t]+by|"
    r"[|–—-][ \t]*by)[ \t]*:?[ \t]*(?=[A-Za-z])"
)
#: each alternative a literal, the dashes too ('[|–—-]' would cost re its scan for the first characters)
_BY_ANCHOR = re.compile(one_of(("written", "submitted", "prepared", "presented", "created", "done", "compiled",
                                "|", "–", "—", "-")))
_FIRST_LINE_WORDS = 4
#: first names that end a line after 'by' as idioms ('learnt by heart', 'better by far', 'By noon.', 'By ferry.': review
#: 118 C1); after a bare 'By' also months and days ('By may.'; but 'Name: june', 'Written by may': review 120 C1) and
#: abstract nouns that the lists hold as names ('Hymn\nBy grace.', 'Seasons\nBy autumn': review 116 C5; but 'Written by
#: hope', 'Author: grace': review 117 C4)
_BY_IDIOMS = frozenset("""far heart noon night midnight dawn dusk ferry bus train plane boat ship car bike taxi mail
                          post phone hand chance""".split())
_ABSTRACT = frozenset(word_list("abstract_names", "en"))
_LOWER_WORDS = 3
#: how many bearers a surname that is a word too needs to continue a byline's name in lower case (brown 500, green 736;
#: frost 50, power 91)
_COMMON_SURNAME = 300


def _lower_run(doc: Doc, i: int, words: bool = False, bare: bool = False) -> int:
    """The last token of a name in lower case that starts at token ``i`` and ends its line ('Written by emily', 'by
    john smith' on a header's line; were released): a listed first name no dictionary lists in lower case, then listed
    names or surnames of the same kind; with ``words`` (a byline that opens its line), a first name that is a word too
    where it ends the line alone but for a period or comma or before such surnames ('Written by jack', 'Name: will', 'My
    essay\nBy jack.', 'Written by jack smith': note 28, reviews 117 C3, 119 C1; not 'The song was written by will.'),
    after a bare 'By' (``bare``) no abstract noun ('Hymn\nBy grace.': review 116 C5; 'Payment\nBy bill.' is replaced);
    never an idiom after 'by' (``_BY_IDIOMS``); -1 when there is none (not 'by the author', 'by car', 'by heart')."""
    toks, pack = doc.tokens, doc.pack
    low = toks[i].lower if i < len(toks) else ""
    common = bool(low) and pack.common_lower(low)  # a word too: 'jack', 'will'
    if not low or not toks[i].text.islower() or low not in R.first_names() or low in _BY_IDIOMS \
            or bare and low in CALENDAR_EN or common and (not words or bare and low in _ABSTRACT):
        return -1
    j = i  # a word too ends the line alone or before surnames no dictionary lists ('By jack.': review 119 C1; 'Written
    # by jack smith'; not 'By jack frost')
    while j + 1 < len(toks) and j - i + 1 < _LOWER_WORDS and toks[j + 1].text.islower() \
            and "\n" not in doc.text[toks[j].end : toks[j + 1].start] and _lower_part(pack, toks[j + 1].lower):
        j += 1
    rest = doc.text[toks[j].end :].split("\n", 1)[0].strip()
    return j if rest in ("", ".", ",") else -1


def _lower_part(pack: LanguagePack, low: str) -> bool:
    """``low`` may continue a byline's name in lower case: a listed name no dictionary lists, or a surname of
    ``_COMMON_SURNAME`` bearers or more that is a word too ('Written by will brown', 'by mark green': review 126 C4; not
    'By jack frost')."""
    if not pack.common_lower(low):
        return low in R.first_names() or low in R.surnames()
    surname = R.surnames().get(low)
    return surname is not None and surname.count >= _COMMON_SURNAME


@register
class EnBylineDetector(Detector):
    """Student names in bylines and headers (strongest; 'by' mid-line weaker), or alone on the first line."""

    name = "en_byline"

    def detect(self, doc: Doc) -> Iterator[Span]:
        text = doc.text
        low = lowered(doc)
        found = [(scan_at(_HEADER, text, doc.line_starts), "header")]
        if " by" in low:
            found.append((scan(_BY, text, _BY_ANCHOR, low), "by_mid_line"))
        for matches, rule in found:
            for m in matches:
                i = doc.token_index(m.end())
                if i >= len(doc.tokens) or doc.tokens[i].start < m.end():
                    continue  # inside a word: 'Bye', 'Written byron' (review 108 C1: an IndexError at the text's end)
                opens = not text[text.rfind("\n", 0, m.start()) + 1 : m.start()].strip()  # a byline of its own line
                bare = m.group().strip(" \t:-–").lower() == "by"
                j = name_run(doc, i, strict=True) if doc.tokens[i].text[:1].isupper() \
                    else _lower_run(doc, i, opens, bare)
                if j < 0 or rule == "by_mid_line" and doc.tokens[i].lower not in R.first_names():
                    continue  # after a mid-line 'by', the first name must be a listed one
                trigger = " ".join(m.group().split())
                yield from name_spans(self, doc, i, j, rule, f"byline '{trigger}'", pattern="header",
                                      trigger=trigger.lower())
        first = text.lstrip()
        line_end = first.find("\n")
        if line_end <= 0:
            return
        start = len(text) - len(first)
        i = doc.token_index(start)
        j = name_run(doc, i, strict=True, max_len=_FIRST_LINE_WORDS)
        if j > i and doc.tokens[j].end >= start + len(first[:line_end].rstrip()):
            yield from name_spans(
                self, doc, i, j, "alone_on_first_line", "a name alone on the first line", pattern="first_line"
            )
