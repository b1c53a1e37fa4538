"""Street and square names (-gatan, -vägen, -torget, -gränd, -allén ...) -> place, and the number after
them -> street_nr ('Storgatan 12' -> place + street_nr), and a flat number ('lgh 1101') -> street_nr ('lgh 2019' only
in an address: 'Storgatan 12 lgh 2019'; 'Vi bytte lgh 2019' is a year).
'Göteborgsvägen' is a street, not the city.
Stations and stops: '-stationen', '-terminalen', and a name after 'hållplatsen' or 'stationen'.

An ordinary compound that hunspell knows (motorvägen, genvägen) is only taken when it is capitalised
mid-sentence or followed by a number.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from functools import lru_cache

from workbench.detect.base import Detector, register
from workbench.detect.lib.context import STOP
from workbench.model import Span
from workbench.resources import common_compounds, patterns
from workbench.resources.wordlists import word_list
from workbench.text import Doc

__all__ = ["StreetDetector", "street_word"]

_NUMBER = re.compile(r"^\d{1,4}[A-Za-z]?$")
_LETTER = re.compile(r"^[A-Ha-h]$")
_WEAK = word_list("street_weak_heads")
#: heads that are a street only as a word of their own: 'Milwaukee Ave', not 'Octave'
_ABBREVIATIONS = frozenset(word_list("street_abbreviations"))
_PREFIX_WORDS = set(word_list("street_prefix_words"))
#: a stop or station named right after these: 'hållplatsen Vasaplatsen', 'stationen Odenplan'
_STOPS = set(word_list("street_stops"))
_ADDRESS = set(word_list("address_words"))
#: a flat number: 'lgh 1101', 'lgh nr 1101', 'lägenhetsnummer 1101', 'lägenhet 1101' right after a street number
#: ('Storgatan 12, lägenhet 1101'; 'en lägenhet 2010' is a year, 'lgh 1999-2005' two); ``said``: a number word or a
#: colon says it is a number
_FLAT = re.compile(
    r"\b(?:lgh\.?|(?P<word>lägenhetsnummer|lägenhetsnr)|lägenhet(?=[ ]*(?:nr|nummer)\b)|(?<=\d[ ])lägenhet|"
    r"(?<=\d,[ ])lägenhet)(?P<said>[ ]*(?:nr|nummer)\.?)?[ ]*(?P<colon>:)?[ ]*(?P<flat>\d{3,4})\b(?![.,:–-]\d)",
    re.IGNORECASE,
)
#: a street and its number right before 'lgh' ('Storgatan 12 lgh', 'Storgatan 12, lägenhet')
_NUMBERED_STREET = re.compile(r"([^\W\d_]+)[ ]+\d{1,4}[ ]?[A-Za-z]?,?[ ]*$")
#: the years a flat number (floor 10 and up: 1001, 2019) may be mistaken for ('Vi bytte lgh 2019'; review 26 L4)
_YEARS = range(1900, 2040)


@lru_cache(maxsize=1)
def _suffixes() -> tuple[str, ...]:
    return tuple(sorted((p.text for p in patterns() if p.kind == "street_suffix"), key=len, reverse=True))


def street_word(word: str) -> bool:
    """'kungsgatan', 'björkvägen': a lowercased word ending in a street suffix that is no weak one ('parken')."""
    suffix = next((x for x in _suffixes() if word.endswith(x)), None)
    return suffix is not None and suffix not in _WEAK and len(word) - len(suffix) >= 3


def _an_address(text: str, m: re.Match[str]) -> bool:
    """The flat number of ``m`` is said to be one ('lgh nr 2019', 'lägenhetsnummer 2019', 'lgh: 2019'), or stands
    after a street and its number ('Storgatan 12 lgh 2019'): a year-shaped number is a flat's only so."""
    if m["word"] or m["said"] or m["colon"]:
        return True
    street = _NUMBERED_STREET.search(text, max(0, m.start() - 40), m.start())
    return street is not None and (street_word(street[1].lower()) or street[1][0].isupper())


@register
class StreetDetector(Detector):
    name = "street"

    def detect(self, doc: Doc) -> Iterator[Span]:
        for m in _FLAT.finditer(doc.text) if "lgh" in doc.text.lower() or "lägenhet" in doc.text.lower() else ():
            if int(m["flat"]) not in _YEARS or _an_address(doc.text, m):
                yield self.span(m.start("flat"), m.end("flat"), "street_nr", "flat number after 'lgh'/'lägenhet'",
                                "flat_number", pattern="flat")
        toks, suffixes = doc.tokens, _suffixes()
        after_stop = set(doc.positions_after(_STOPS))
        for i in sorted(after_stop.union(doc.positions((), suffixes))):
            tok = toks[i]
            if i in after_stop and tok.is_capitalized and tok.is_word and tok.lower not in STOP:
                yield self.span(tok.start, tok.end, "place", f"name after '{toks[i - 1].lower}'", "after_stop_word",
                                pattern="stop", trigger=toks[i - 1].lower, cap=True)
                continue
            low = tok.text.lower()
            if not low.endswith(suffixes) or not tok.is_word:
                continue
            suffix = next(s for s in suffixes if low.endswith(s))
            standalone = low == suffix
            start = i
            if standalone:  # 'Drottning Kristinas väg', 'Baker Street'
                while (
                    start > 0
                    and toks[start - 1].is_capitalized
                    and toks[start - 1].is_word
                    and not doc.is_sentence_initial(start - 1)
                    and i - start < 3
                ):
                    start -= 1
                if start == i:
                    continue
            elif len(low) - len(suffix) < 3 or not low[: len(low) - len(suffix)].isalpha() or suffix in _ABBREVIATIONS:
                continue
            while start > 0 and toks[start - 1].lower in _PREFIX_WORDS and toks[start - 1].is_capitalized:
                start -= 1
            nr = i + 1 if i + 1 < len(toks) and _NUMBER.match(toks[i + 1].text) else None
            why = self._evidence(doc, i, start, low, suffix, nr is not None, standalone)
            if why is None:
                continue
            yield self.span(toks[start].start, tok.end, "place", f"street name (-{suffix}); {why[0]}", why[1],
                            suffix=suffix, number_after=nr is not None, cap=toks[start].is_capitalized)
            if nr is not None:
                end = toks[nr].end
                if nr + 1 < len(toks) and _LETTER.match(toks[nr + 1].text) and toks[nr + 1].start == end + 1:
                    end = toks[nr + 1].end
                yield self.span(
                    toks[nr].start,
                    end,
                    "street_nr",
                    f"number after street name {tok.text}",
                    why[1],
                    pattern="number",
                    suffix=suffix,
                )

    @staticmethod
    def _evidence(
        doc: Doc, i: int, start: int, low: str, suffix: str, has_nr: bool, standalone: bool
    ) -> tuple[str, str] | None:
        """(why, the rule that fired), or None: no street here."""
        if has_nr:
            return "followed by a number", "number_after"
        cap, initial = doc.tokens[start].is_capitalized, doc.is_sentence_initial(start)
        if standalone:
            return "capitalised words before it", "street_word_after_name"
        if cap and not initial:
            return "capitalised mid-sentence", "capitalised"
        before = doc.words_before(start, 1)
        known = low in common_compounds()
        if known or suffix in _WEAK:
            return None
        if cap:
            return "sentence-initial, not an ordinary compound", "sentence_initial"
        return ("lowercase, after '" + before[0] + "'", "lowercase_after_address") if before and before[0] in _ADDRESS \
            else None
