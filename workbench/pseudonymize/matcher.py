"""Find original values in text in one pass, however many there are (the leak check's matcher).

The rules (workbench.pseudonymize.leak): text and originals are compared in their *match form*: folded
(fold.fold: case and diacritics; Cyrillic and Greek letters that look Latin read as the Latin letter),
the invisible format characters of workbench.normalize removed, and every character that is no word
character (``\\w``: letters, digits, ``_``) made one separator, so "Anna-Karin", "anna karin" and "ANNA\\nKARIN"
are one value. A text that holds a separator, a right-to-left override, a line-break hyphen or letter spacing
is read a second time, closed up (``match_forms``): words joined over the separators of normalize.IN_WORD and
line-break hyphens, the override's run in the order shown (normalize(text, closed=True)), letter-spaced words
closed up ("K a r i n  L u n d q v i s t": three or more single letters, one space apart, are one word; two
spaces part words); a hit in either reading counts. An original of 5 or more characters is found anywhere,
also inside longer words ("Borlänge" in "borlangebo"); one of 3-4 characters only as a whole word (no word
character on either side: "Omar" not in "sommar"); shorter ones, ones with fewer than 2 word characters and
digit strings shorter than 4 are skipped (noise). An original of digits alone, six or more, or a date, is found
however its digits are written, as a whole number (workbench.pseudonymize.digits: "19900512" for "1990-05-12" and
back, "12 maj 1990", "070 123 4567" and "+46 70 123 45 67" for "070-123 45 67").

One Aho-Corasick automaton (pyahocorasick) holds every original but those of digits alone (the digit reader has
its own, over a text's runs of digits); a text is turned into its match form
with a handful of C-level string operations (the characters it holds, not every character, go through
Python) and scanned once. Whole-word originals carry a separator on both sides in the automaton, so the
scan finds only real hits. Offsets of the hits are offsets of the text as given.
"""

from __future__ import annotations

import re
from collections.abc import Collection, Iterable
from functools import lru_cache
from typing import NamedTuple

import ahocorasick

from workbench.normalize import HYPHEN_BREAK, IN_WORD, INVISIBLE, normalize
from workbench.pseudonymize.digits import DigitReader, date_of, digit_key
from workbench.pseudonymize.fold import fold

__all__ = ["LONG", "SEP", "Hit", "OriginalMatcher", "closed_up", "hit_order", "letter_spaced", "match_form",
           "match_forms", "match_key"]

LONG = 5  # originals this long (match form) are found anywhere; shorter ones need whole words
_SHORT = 3  # shorter ones are skipped
SEP = _SEP = "\x00"  # what every non-word character becomes in match form
_NON_ASCII = re.compile(r"[^\x00-\x7f]")
_ASCII = str.maketrans({c: (c.lower() if c.isalnum() or c == "_" else _SEP) for c in map(chr, range(128))})


def _word(c: str) -> bool:
    return c.isalnum() or c == "_"


#: Cyrillic and Greek letters that look like a Latin one: "Karιn" (a Greek iota) and "Hаrriеt" (Cyrillic a and e)
#: read as Karin and Harriet, and the match form reads them so (review 13 released both with the check passing);
#: originals are folded the same way, so a name written in Cyrillic or Greek still matches itself
_LOOKALIKE = dict(zip("аеорсухіјѕԁԛԝһӏАВЕКМНОРСТХУІЈЅαοινρυκχΑΒΕΖΗΙΚΜΝΟΡΤΥΧ",
                      "aeopcyxijsdqwhlabekmhopctxyijsaoivpukxabezhikmnoptyx", strict=True))


@lru_cache(maxsize=4096)
def _char(c: str) -> str:
    """The match form of one character that is not ASCII."""
    if c in INVISIBLE:
        return ""
    # folded until it stays ("Ǿ" folds to "ø" and only then to "o": fold maps Ø to O before it decomposes), and
    # the look-alikes after folding ("ё", "ί" fold to a Cyrillic "е" and a Greek "ι" first): the match form of a
    # match form is itself, so a value's key is found again in a text's form (reviews 15 and 16: KeyError)
    folded, again = c, fold(c)
    while again != folded:
        folded, again = again, fold(again)
    return "".join(_LOOKALIKE.get(x, x) if _word(x) else _SEP for x in folded)


#: a text that normalize would reshape (a separator or a right-to-left override among its characters that are
#: not ASCII, a line-break hyphen) or that may hold a letter-spaced word (two single letters between spaces)
_RESHAPING = IN_WORD | {"\u202e"}
_SPACED_HINT = re.compile(r" [^\W\d_] [^\W\d_] ")
_SPACED_ASCII = re.compile(r" [A-Za-z] [A-Za-z] ")  # the same in an ASCII text, twice as fast
_SPACED = re.compile(r"(?<!\w)[^\W\d_](?: [^\W\d_]){2,}(?!\w)")


def match_form(text: str) -> tuple[str, list[int] | None]:
    """``text`` in match form, and where each of its characters came from in ``text`` (None: the same
    offsets, the usual case: every character maps to one)."""
    chars = set(_NON_ASCII.findall(text)) if not text.isascii() else ()  # no search through an ASCII text
    return _plain(text, chars)


def _plain(text: str, chars: Collection[str]) -> tuple[str, list[int] | None]:
    out = text
    for c in chars:
        new = _char(c)
        if len(new) != 1:
            return _mapped(text)
        out = out.replace(c, new)
    return out.translate(_ASCII), None


def match_forms(text: str) -> list[tuple[str, list[int] | None]]:
    """The forms the matcher reads ``text`` in: its match form, and its closed-up form when it holds what that
    changes (a separator of normalize.IN_WORD or a right-to-left override, a line-break hyphen, two single
    letters between spaces): a value hidden by one is found there ("Har\u2009riet", "K a r i n"), and one
    next to one ("Ali\u2009och") in the match form."""
    chars = set(_NON_ASCII.findall(text)) if not text.isascii() else ()  # no search through an ASCII text
    plain = _plain(text, chars)
    if (not _RESHAPING.isdisjoint(chars) or HYPHEN_BREAK.search(text) is not None
            or (_SPACED_ASCII if not chars else _SPACED_HINT).search(text) is not None):
        return [plain, _reshaped(text)]
    return [plain]


def letter_spaced(text: str) -> list[tuple[int, int]]:
    """The (start, end) of every run of letter-spaced letters in ``text`` (three or more, one space apart)."""
    return [m.span() for m in _SPACED.finditer(text)] if _SPACED_HINT.search(f" {text} ") else []


def closed_up(text: str) -> str:
    """``text`` with its letter-spaced words closed up, as the match form reads them ("K a r i n" -> "Karin")."""
    return _SPACED.sub(lambda m: m.group().replace(" ", ""), text) if _SPACED_HINT.search(f" {text} ") else text


def _reshaped(text: str) -> tuple[str, list[int]]:
    """The match form of ``text`` as normalize reads it, its letter-spaced words closed up, with the offsets
    in ``text``."""
    n = normalize(text, closed=True)
    shown = n.text
    kept: list[int] = []
    done = 0
    for m in _SPACED.finditer(shown):
        kept.extend(range(done, m.start()))
        kept.extend(range(m.start(), m.end(), 2))  # the letters, not the spaces between them
        done = m.end()
    kept.extend(range(done, len(shown) + 1))
    form, where = _mapped("".join(shown[i] for i in kept[:-1]))
    return form, [n.to_old(kept[w]) for w in where]


def _mapped(text: str) -> tuple[str, list[int]]:
    parts: list[str] = []
    where: list[int] = []
    for i, c in enumerate(text):
        new = c.translate(_ASCII) if c <= "\x7f" else _char(c)
        parts.append(new)
        where.extend([i] * len(new))
    where.append(len(text))
    return "".join(parts), where


def match_key(value: str) -> str | None:
    """The match form of an original value, or None when it is too short to be looked for."""
    key = match_form(value)[0].strip(_SEP)
    words = sum(c != _SEP for c in key)
    if len(key) < _SHORT or words < 2 or (key.isdigit() and len(key) < 4):
        return None
    return key


class Hit(NamedTuple):
    """An original found in a text: ``text[start:end]`` is it, ``key`` its index in OriginalMatcher.keys."""

    start: int
    end: int
    key: int


#: how a pattern of the automaton may stand: anywhere, or as a whole word (a separator or the edge on both sides)
_ANYWHERE, _WHOLE_WORD = range(2)


def hit_order(h: Hit) -> tuple[int, int, int]:
    """The order of OriginalMatcher.hits: by start, longest first."""
    return h.start, -h.end, h.key


class OriginalMatcher:
    """Finds original values in text (see the module doc for the rules)."""

    def __init__(self, originals: Iterable[str]) -> None:
        index: dict[str, int] = {}
        plus: set[str] = set()  # keys of values written with a country code ('+46 70 ...')
        for value in originals:
            key = match_key(value)
            if key is not None and key not in index:
                index[key] = len(index)
            if key is not None and value.lstrip().startswith("+"):
                plus.add(key)
        international = plus.__contains__
        self.keys: list[str] = list(index)
        self.index = index
        # the originals of six digits or more, however written: not inside '4900512' (review 76 C10), but glued
        # to a letter ('född19900512': review 77 C1), parted otherwise ('070 123 4567'), with a country code
        self._digits = DigitReader({k: i for k, i in index.items() if digit_key(k) or date_of(k) is not None},
                                   international)
        words = {k: i for k, i in index.items() if not digit_key(k)}
        self._automaton = ahocorasick.Automaton() if words else None
        if self._automaton is not None:
            for key, i in words.items():
                long = len(key) >= LONG
                pattern = key if long else _SEP + key + _SEP
                self._automaton.add_word(pattern, (len(pattern), i, _ANYWHERE if long else _WHOLE_WORD))
            self._automaton.make_automaton()

    def __len__(self) -> int:
        return len(self.keys)

    def hits(self, text: str) -> list[Hit]:
        """Every occurrence of every original in ``text``, ordered by start, longest first."""
        if (self._automaton is None and not self._digits) or not text:
            return []
        forms = match_forms(text)
        found: list[Hit] = []
        for form, where in forms:
            # (end, (len, key, kind)) in the form padded with one separator on each side
            hits = [] if self._automaton is None else [
                Hit(end - n + 1, end - 1, i) if kind == _WHOLE_WORD else Hit(end - n, end, i)
                for end, (n, i, kind) in self._automaton.iter(_SEP + form + _SEP)]
            if self._digits:
                hits += self._digit_hits(text, form, where)
            # a closed form's offsets run backwards under a right-to-left override: a hit covers them all
            found += hits if where is None else [Hit(min(where[s:e]), max(where[s:e]) + 1, i) for s, e, i in hits]
        if len(forms) > 1:
            found = list(set(found))
        found.sort(key=hit_order)
        if self._digits:  # '900512' inside '19 900512', both forms of one date: one hit
            reach: dict[int, int] = {}
            outer = []
            for h in found:
                if reach.get(h.key, -1) < h.end:
                    reach[h.key] = h.end
                    outer.append(h)
            found = outer
        return found

    def _digit_hits(self, text: str, form: str, where: list[int] | None) -> list[Hit]:
        """The digit originals in ``form`` (offsets of the form), a match form of ``text``."""
        def at(k: int) -> int:
            return k if where is None else where[k]

        def plus_before(k: int) -> bool:
            return at(k) > 0 and text[at(k) - 1] == "+"

        def colons(start: int, end: int) -> bool:
            return {text[at(k)] for k in range(start, end) if not form[k].isdigit()} == {":"}

        return [Hit(*h) for h in self._digits.hits(form, plus_before, colons)]

    def find(self, text: str) -> list[str]:
        """The originals (match form) that occur in ``text``, each once, in order of first occurrence."""
        return list(dict.fromkeys(self.keys[h.key] for h in self.hits(text)))

    def count(self, text: str) -> dict[str, int]:
        """How often each original (match form) occurs in ``text``."""
        out: dict[str, int] = {}
        for h in self.hits(text):
            out[self.keys[h.key]] = out.get(self.keys[h.key], 0) + 1
        return out

