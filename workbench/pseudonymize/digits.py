"""Numbers and dates of the originals however they are written: the matcher's reading of digits.

An original of six or more digits (a date, phone or ID number, in match form: workbench.pseudonymize.matcher) is the
same value run together or parted in any way ("070-123 45 67", "0701234567", "070 123 4567", "070_1234567"), a phone
also with its country code for the leading zero ("+46 70 123 45 67", "0046701234567", and "46701234567": a code of
two or three digits run together with the number), a personnummer with or without its century; a date in any order
of year, month and day (also the US month first), without its century, parted only between year, month and day
("900 512" is none), without leading zeros ("1990-5-12", "90-5-12") or with its month in words, day, month or year
first ("12 maj 1990", "May 12th, 1990", "maj 12, 1990", "1990 maj 12", "12 maj år 1990").
Originals written with a month in words are read as the date they name. A text is read in its runs of digits: groups
of digits with one to three separators between them ("\\x00" of the match form, or "_"); a hit is a run of whole
groups whose digits, so read, are an original's (no digit beside it, so "4900512" holds no "900512"). Three two-digit
groups parted by colons are a clock ("09:05:12"), no date.
"""

from __future__ import annotations

import re
from collections.abc import Callable

import ahocorasick

from workbench.lang.personnummer import valid_personnummer

__all__ = ["DigitReader", "date_of", "digit_key"]

_S = "\x00"  # the match form's separator
MIN_DIGITS = 6

#: month names in match form (folded, lower case), Swedish and English, full and short
_MONTHS = {name: n for n, names in enumerate((
    "januari january jan", "februari february feb", "mars march mar", "april apr", "maj may",
    "juni june jun", "juli july jul", "augusti august aug", "september sept sep", "oktober october okt oct",
    "november nov", "december dec"), start=1) for name in names.split()}
_MONTH = "|".join(sorted(_MONTHS, key=len, reverse=True))
_GAP = f"[{_S}_]{{1,3}}"
_ORD = f"(?:st|nd|rd|th|{_S}?e)?"  # '12th', '12:e'
#: a date with its month in words, day first ("12 maj 1990", "12th of May 1990", "12:e maj 1990") or month first
#: ("May 12th, 1990"); the year of four digits or two
_WORDED = re.compile(
    rf"(?<![0-9a-z])(?:(?:(?P<d1>[0-9]{{1,2}}){_ORD}{_GAP}(?:of{_GAP})?(?P<m1>{_MONTH})"
    rf"|(?P<m2>{_MONTH}){_GAP}(?P<d2>[0-9]{{1,2}}){_ORD}){_GAP}(?:ar{_GAP})?(?P<y>[0-9]{{4}}|[0-9]{{2}})"
    rf"|(?P<y3>[0-9]{{4}}){_GAP}(?P<m3>{_MONTH}){_GAP}(?P<d3>[0-9]{{1,2}}){_ORD})(?![0-9a-z])")
#: a month's name and a gap right before a day ("May 12th"): where a date of _WORDED may start
_MONTH_BEFORE = re.compile(rf"(?<![0-9a-z])(?:{_MONTH}){_GAP}$")
_RUN = re.compile(rf"[0-9]+(?:{_GAP}[0-9]+)*")
_GROUP = re.compile("[0-9]+")


def digit_key(key: str) -> bool:
    """``key`` (match form) is an original of digits the reader looks for: digit groups only, six digits or more."""
    parts = key.split(_S)
    return all(p.isdigit() for p in parts) and sum(map(len, parts)) >= MIN_DIGITS


def _ymd(y: str, m: str, d: str) -> tuple[str, str, str] | None:
    """A plausible date as four, two and two digits ('90' is 1990, '05' is 2005)."""
    if len(y) == 2:
        y = ("19" if y > "30" else "20") + y
    if len(y) != 4 or y[:2] not in ("19", "20") or not (1 <= int(m) <= 12 and 1 <= int(d) <= 31):
        return None
    return y, f"{int(m):02d}", f"{int(d):02d}"


def date_of(key: str) -> tuple[str, str, str] | None:
    """The date (year, month, day) an original names, in match form: 'yyyymmdd', 'yyyy mm dd', 'dd mm yyyy' (the
    month and day may lack their zero), or with its month in words."""
    parts = key.split(_S)
    if all(p.isdigit() for p in parts):
        sizes = [len(p) for p in parts]
        if sizes == [8]:
            return _ymd(parts[0][:4], parts[0][4:6], parts[0][6:])
        if len(parts) == 3 and sizes[0] == 4 and max(sizes[1:]) <= 2:
            return _ymd(*parts)
        if len(parts) == 3 and sizes[2] == 4 and max(sizes[:2]) <= 2:
            return _ymd(parts[2], parts[1], parts[0])
        return None
    m = _WORDED.fullmatch(key)
    return None if m is None else _worded_date(m)


def _worded_date(m: re.Match[str]) -> tuple[str, str, str] | None:
    """The date a match of _WORDED names."""
    return _ymd(m["y"] or m["y3"], str(_MONTHS[m["m1"] or m["m2"] or m["m3"]]), m["d1"] or m["d2"] or m["d3"])


#: where a date's digits may be parted: between year, month and day ('1990 05 12', '12.05.1990'), not elsewhere
#: ('900 512 människor' is no date: review 83 C1)
_DATE_CUTS = {"ymd": frozenset({4, 6}), "short": frozenset({2, 4})}


def _targets(key: str, international: bool) -> tuple[dict[str, frozenset[int] | None], set[str]]:
    """The digit strings a run of whole groups may read as to be ``key``, each with where its groups may part (None:
    anywhere), and the phone numbers without their leading zero that a country code may stand before."""
    out: dict[str, frozenset[int] | None] = {}
    trunk: set[str] = set()
    ymd = date_of(key)
    parts = key.split(_S)
    digits = "".join(parts)
    if digit_key(key) and ymd is None:
        out[digits] = None
        if len(digits) == 12 and digits[:2] in ("19", "20") and valid_personnummer(digits)[0]:
            out[digits[2:]] = None  # a personnummer without its century; only one with a birth date (review 80 C4)
        if len(digits) == 10 and valid_personnummer(digits)[0]:
            out.update(dict.fromkeys(("19" + digits, "20" + digits)))  # and one without it written with it
        if digits[0] == "0" and digits[1] != "0" and len(digits) >= 8:
            trunk.add(digits[1:])  # '070-123 45 67' as '+46 70 123 45 67'
        elif international or digits[:2] == "00":
            rest = digits[2:] if digits[:2] == "00" else digits
            codes = [len(parts[0]) - (2 if digits[:2] == "00" else 0)] if len(parts) > 1 else [1, 2, 3]
            national = [rest[n:] for n in codes if 1 <= n <= 3 and len(rest) - n >= 7]
            out.update(dict.fromkeys("0" + n for n in national))  # '+46 70 123 45 67' as '070-123 45 67'
            trunk.update(national)  # and as '0046 70 ...', '+46701234567'
    if ymd is not None:
        y, m, d = ymd
        out[y + m + d] = _DATE_CUTS["ymd"]
        out.update(dict.fromkeys((d + m + y, m + d + y, y[2:] + m + d), _DATE_CUTS["short"]))
    return out, trunk


#: three groups a date may stand in without leading zeros ('1990-5-12', '12.5.1990'): every start, overlapping
_THREE = re.compile(rf"(?<![0-9])(?=([0-9]{{1,4}}){_GAP}([0-9]{{1,2}}){_GAP}([0-9]{{1,4}})(?![0-9]))")
_NO_SEP = str.maketrans("", "", _S + "_")


class DigitReader:
    """Finds the digit originals of a matcher (their key index) in a text's match form."""

    def __init__(self, keys: dict[str, int], international: Callable[[str], bool]) -> None:
        self.targets: dict[str, dict[int, frozenset[int] | None]] = {}  # -> key index -> where it may part
        self.trunks: dict[str, set[int]] = {}
        for key, i in keys.items():
            out, trunk = _targets(key, international(key))
            for t, cuts in out.items():
                self.targets.setdefault(t, {})[i] = cuts
            for t in trunk:
                self.trunks.setdefault(t, set()).add(i)
        # one automaton over the digits of a run, separators left out: a hit counts where it starts and ends
        # between groups (or, for a phone without its leading zero, after a country code)
        self._automaton = ahocorasick.Automaton()
        for t in {*self.targets, *self.trunks}:
            self._automaton.add_word(t, (len(t), t))
        if self:
            self._automaton.make_automaton()

    def __bool__(self) -> bool:
        return bool(self.targets or self.trunks)

    def hits(self, form: str, plus_before: Callable[[int], bool], colons: Callable[[int, int], bool],
             ) -> list[tuple[int, int, int]]:
        """(start, end, key index) in ``form`` of every digit original; ``plus_before(start)``: a '+' stands right
        before the form's offset in the text; ``colons(start, end)``: the separators between are colons only."""
        found: list[tuple[int, int, int]] = []
        for run in _RUN.finditer(form):  # the regexes below only where a run of digits calls for them
            head = len(run[0]) - len(run[0].lstrip("0123456789"))  # its first group's digits
            if head <= 2 or head == 4:  # '12 maj 1990', 'maj 12, 1990', '1990 maj 12'
                found += self._worded(form, run.start())
            if len(run[0]) <= 2:
                continue
            if run[0].count(_S) + run[0].count("_") >= 2:  # three groups or more: a date without its zeros?
                found += self._unpadded(form, run, colons)
            digits = run[0].translate(_NO_SEP)
            if len(digits) >= MIN_DIGITS:
                found += self._joined(form, run, digits, plus_before, colons)
        return found

    def _joined(self, form: str, run: re.Match[str], digits: str, plus_before: Callable[[int], bool],
                colons: Callable[[int, int], bool]) -> list[tuple[int, int, int]]:
        """The originals in ``run`` read as its digits run together: whole groups."""
        found: list[tuple[int, int, int]] = []
        where: list[int] = []  # the form's offset of each digit
        starts: set[int] = set()  # the digits' offsets where a group starts
        for g in _GROUP.finditer(run[0]):
            starts.add(len(where))
            where.extend(range(run.start() + g.start(), run.start() + g.end()))
        for last, (n, t) in self._automaton.iter(digits):
            first, end = last - n + 1, last + 1
            if end < len(digits) and end not in starts:
                continue
            stop = where[last] + 1
            if first in starts and t in self.targets:
                start = where[first]
                parted = frozenset(k - first for k in starts if first < k <= last)
                if not (n == 6 and len(parted) == 2 and colons(start, stop)):  # not a clock, '09:05:12'
                    found += [(start, stop, i) for i, cuts in self.targets[t].items() if cuts is None or parted <= cuts]
            if t in self.trunks:  # a phone without its leading zero: after a country code that opens the run
                code = plus_before(run.start()) and 1 <= first <= 3 or digits[:2] == "00" and 3 <= first <= 5 \
                    or len(starts) == 1 and 2 <= first <= 3 and digits[0] != "0" and end == len(digits)  # '46701234567'
                if code or first in starts:  # ('+46701234567', '0046 70-123 45 67'), or alone
                    found += [(where[0 if code else first], stop, i) for i in self.trunks[t]]
        return found

    def _worded(self, form: str, day: int) -> list[tuple[int, int, int]]:
        """The date originals written with the month in words around the day that starts at ``day``."""
        month = _MONTH_BEFORE.search(form, max(0, day - 12), day)
        m = _WORDED.match(form, day if month is None else month.start())
        if m is None:
            return []
        return [(m.start(), m.end(), i) for i in self._dated(_worded_date(m))]

    def _unpadded(self, form: str, run: re.Match[str], colons: Callable[[int, int], bool],
                  ) -> list[tuple[int, int, int]]:
        """The date originals that three groups of ``run`` written without leading zeros name ('1990-5-12',
        '12.5.1990', the US '5/12/1990')."""
        found: list[tuple[int, int, int]] = []
        for m in _THREE.finditer(form, run.start(), run.end()):
            a, b, c = m[1], m[2], m[3]
            if len(a) == 4 and len(c) <= 2:
                keys = self._dated(_ymd(a, b, c))
            elif len(c) in (2, 4) and len(a) <= 2:
                keys = self._dated(_ymd(c, b, a)) | self._dated(_ymd(c, a, b))  # day first, or month first
                if len(a) == 2 and len(c) <= 2:
                    keys |= self._dated(_ymd(a, b, c))  # '90-5-12', year first (review 83 C3)
            else:
                continue
            start, stop = m.start(1), m.end(3)
            if keys and not (len(a) == len(b) == len(c) == 2 and colons(start, stop)):
                found += [(start, stop, i) for i in keys]
        return found

    def _dated(self, ymd: tuple[str, str, str] | None) -> set[int]:
        return set(self.targets.get("".join(ymd), ())) if ymd is not None else set()
