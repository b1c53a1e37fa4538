"""Street addresses in English text (Kaggle STREET_ADDRESS): US "123 Main Street, Springfield, IL 62704",
UK "Flat 3, 12 Baker Street, London NW1 6XE", Indian "H.No. 12-3-456, Banjara Hills, Hyderabad 500034".

Decision: the whole address is one ``place`` span (score 0.9), as Kaggle labels it, not place + street_nr +
zip_code: one entity, one surrogate (hips mode writes a whole Faker address of the same parts; swell mode
the place operator's street). Street number, flat, town, state and postcode are all inside the span, so no
digit of the original survives.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from workbench import resources as R
from workbench.detect.base import Detector, register
from workbench.detect.lib.numbers import digit_runs
from workbench.detect.lib.scan import one_of, scan, scan_at
from workbench.model import Span
from workbench.text import Doc

__all__ = ["StreetAddressDetector"]

#: a street word's full stop is the sentence's ('We live at 23 Easter Road. I study ...': review 22), and so is an
#: abbreviation's before a capital or the end ('14 Main Rd. My school'); an abbreviation keeps its dot only before
#: a word that goes on the sentence ('Main Rd. in Leeds', 'Baker St., which'), or a direction ('Queen St. West')
_DIRECTIONS = r"(?:North|South|East|West|NE|NW|SE|SW)\b"
_SUFFIX = (
    r"(?:(?:Street|Avenue|Road|Boulevard|Lane|Drive|Court|Place|Way|Terrace|Circle|Highway|Parkway|Square|"
    r"Crescent|Close|Grove|Gardens|Mews|Row|Hill|Marg|Nagar|Colony|Layout|Trail|Alley)\b|"
    rf"(?:St|Ave|Rd|Blvd|Ln|Dr|Ct|Pl|Cir|Hwy|Pkwy|Sq)\b(?:\.(?=[ \t]*(?:[a-z0-9,;:)]|{_DIRECTIONS})))?)"
    rf"(?:\s+{_DIRECTIONS})?"
)
_UNIT = r"(?:(?:Flat|Apt\.?|Apartment|Suite|Unit|Room|Floor)\s*#?\s*\w{1,5},?\s+)?"
_UNIT_BEFORE = re.compile(r"(?:Flat|Apt\.?|Apartment|Suite|Unit|Room|Floor)\s*#?\s*\w{1,5},?\s+$")
_STREET = re.compile(
    rf"\b\d{{1,6}}[A-Za-z]?(?:[-/]\d{{1,4}})?,?\s+(?:[NSEW]\.?\s+)?"
    rf"(?:[A-Z][\w'’.-]*\s+){{1,4}}{_SUFFIX}"
)
_INDIAN = re.compile(
    r"\b(?:H\.?\s?No|House\s+No|Plot\s+No|Door\s+No|Flat\s+No|D\.?\s?No)\.?\s*:?\s*[\w/-]*\d[\w/-]*"
)
_PREFIX_WORDS = (
    "Av",
    "Avda",
    "Avenida",
    "Calle",
    "Rua",
    "Rue",
    "Via",
    "Viale",
    "Jalan",
    "Jl",
    "Ulica",
    "Carrera",
)
_PREFIXED = re.compile(
    r"\b(?:Av|Avda|Avenida|Calle|Rua|Rue|Via|Viale|Jalan|Jl|Ulica|Carrera)\.?\s+"
    r"(?:[A-Z][\w'’.-]*\s+){1,3}\d{1,5}[A-Za-z]?\b"
)
#: where _PREFIXED and _INDIAN can start (they open with \b, which leaves re no scan for a first character: a
#: finditer tries them at every character; ``scan`` at these words only)
_ANCHORS = {_PREFIXED: re.compile(one_of(_PREFIX_WORDS)), _INDIAN: re.compile(one_of(("H", "Plot", "D", "Flat")))}
_BLOCK = re.compile(r"\b\d{1,4}-\d{1,4}(?:-\d{1,4})?\s+[A-Z][a-z]+")
_YEAR_BEFORE = re.compile(r"(?i)\b(?:in|since|by|of|until|from|before|after)\s+$")
_YEAR = re.compile(r"(?:1[89]|20)\d\d\b")
_TAIL = re.compile(
    r"(?:,?\s*(?:Apt\.?|Apartment|Suite|Unit|#)\s*#?\s*\w{1,5})?"
    r"(?:,[ \t]*[A-Z][a-z][\w'’.-]*(?:[ \t]+[A-Z][a-z][\w'’.-]*){0,2}){0,4}"
    r"(?:,?[ \t]+[A-Z]{2}(?=[ \t,]+(?:\d|[A-Z]\d)))?"
    r"(?:,?[ \t]*(?:\d{5}(?:-\d{4})?|\d{3}-\d{4}|\d{3}\s?\d{3}|[A-Z]{1,2}\d[A-Z\d]?\s?\d[A-Z]{2}|"
    r"[A-Z]\d[A-Z]\s?\d[A-Z]\d)(?!\w))?"
)


#: a street address in lower case, as students write it ("i live at 14 elm grove, leeds"): only after a word
#: that says an address follows (``_LOWER_BEFORE``), since 'at 10 on the road' has the same shape
_STREET_LOWER = re.compile(
    r"\d{1,4}[a-z]?,?[ \t]+(?:[a-z][a-z'’-]*[ \t]+){1,3}(?:street|road|avenue|lane|drive|grove|close|crescent|"
    r"gardens|terrace|way|court|mews|square|hill|row|place)\b"
)
_LOWER_BEFORE = re.compile(r"(?:\b(?:live|lives|living|lived|stay|stays|staying)[ \t]+(?:at|on)|\baddress"
                           r"(?:[ \t]+is)?[ \t]*:?)[ \t]+$")
#: the town after a street address in lower case: a listed place, one or two words
_TOWN_LOWER = re.compile(r",?[ \t]*([a-z][a-z'’-]+(?:[ \t]+[a-z][a-z'’-]+)?)")


#: a digit other than 0-9 (\d matches those too, digit runs hold only 0-9)
_OTHER_DIGIT = re.compile(r"[^\D0-9]")


def _digit_starts(doc: Doc) -> list[int] | None:
    """Where the essay's runs of digits begin, or None when it has digits other than 0-9."""
    if not doc.text.isascii() and _OTHER_DIGIT.search(doc.text):
        return None
    return [s for s, _e in digit_runs(doc)]


@register
class StreetAddressDetector(Detector):
    """``place``: a whole street address (0.9)."""

    name = "street_address"

    def detect(self, doc: Doc) -> Iterator[Span]:
        text = doc.text
        taken: list[tuple[int, int]] = []
        patterns = [(_STREET, "street"), (_BLOCK, "block number")]
        if any(f"{w} " in text or f"{w}. " in text for w in _PREFIX_WORDS):
            patterns.append((_PREFIXED, "street"))
        if "No" in text:
            patterns.append((_INDIAN, "house number"))
        starts = _digit_starts(doc)
        for pattern, kind in patterns:
            if pattern in _ANCHORS:
                found = scan(pattern, text, _ANCHORS[pattern], text)
            elif starts is not None:  # _STREET and _BLOCK open with \b\d: only where a digit run begins
                found = scan_at(pattern, text, starts)
            else:
                found = pattern.finditer(text)
            for m in found:
                unit = (
                    _UNIT_BEFORE.search(text, max(0, m.start() - 20), m.start()) if kind == "street" else None
                )
                begin = unit.start() if unit else m.start()
                if _YEAR_BEFORE.search(text, max(0, m.start() - 8), m.start()) and _YEAR.match(
                    text, m.start()
                ):
                    continue  # 'in 2019 Main Street was closed'
                tail = _TAIL.match(text, m.end())
                end = tail.end() if tail else m.end()
                has_tail = end > m.end()
                if kind != "street" and not has_tail or any(begin < e and s < end for s, e in taken):
                    continue
                taken.append((begin, end))
                yield self._address(begin, end, kind, has_tail)
        if starts:
            yield from self._lower_case(text, starts, taken)

    def _address(self, begin: int, end: int, kind: str, has_tail: bool) -> Span:
        return self.span(begin, end, "place",
                         f"street address ({kind} and town/postcode)" if has_tail else f"street address ({kind})",
                         "address", pattern=kind, town_or_postcode=has_tail)

    def _lower_case(self, text: str, starts: list[int], taken: list[tuple[int, int]]) -> Iterator[Span]:
        """'i live at 14 elm grove, leeds': the street, and a listed town after it, in lower case."""
        for m in scan_at(_STREET_LOWER, text, starts):
            if not _LOWER_BEFORE.search(text, max(0, m.start() - 24), m.start()) or \
                    any(m.start() < e and s < m.end() for s, e in taken):
                continue
            end, town = m.end(), _TOWN_LOWER.match(text, m.end())
            if town is not None and text[m.end() : town.start(1)].strip(" \t") == ",":
                words = town[1] if town[1] in R.places() else town[1].split()[0]
                end = town.start(1) + len(words) if words in R.places() else end
            taken.append((m.start(), end))
            yield self._address(m.start(), end, "street in lower case", end > m.end())
