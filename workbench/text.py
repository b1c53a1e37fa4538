"""Parse once and share (DESIGN.md, practice 4): tokens and sentences of one essay.

The tokens come from the blank spaCy pipeline of the essay's language (workbench.tokenizer): ``Doc.spacy``
is the spaCy ``Doc``, and ``Doc.tokens`` its words and marks (white space left out) as light tuples with
exact character offsets, the form the detectors read by the thousand.
"""

from __future__ import annotations

import bisect
import re
from collections.abc import Callable, Collection
from collections.abc import Set as AbstractSet
from dataclasses import dataclass, field
from functools import cached_property
from itertools import accumulate
from typing import TYPE_CHECKING, NamedTuple

from workbench.model import Essay

if TYPE_CHECKING:
    from spacy.tokens import Doc as SpacyDoc

    from workbench.detect.pack import LanguagePack

__all__ = ["Doc", "Token", "WordSieve", "parse", "read", "tokenize"]

if TYPE_CHECKING:
    _once = cached_property
else:

    class _once:  # noqa: N801 - a decorator, named like cached_property
        """``functools.cached_property`` without its lock: Python 3.11's takes one lock for every instance of
        the class at each first access, which cost about 4 us a property and an essay, and the properties of
        a Doc are pure (computed twice at worst, when two threads race)."""

        def __init__(self, func):
            self.func, self.name, self.__doc__ = func, func.__name__, func.__doc__

        def __set_name__(self, owner, name):
            self.name = name

        def __get__(self, obj, cls=None):
            if obj is None:
                return self
            value = obj.__dict__[self.name] = self.func(obj)
            return value


_SETS = (frozenset, set)
_OPENERS = frozenset(':"“«»„(*•–—-')
_NEWLINE = re.compile("\n")
#: ``[.!?]+["”»)]*\s+|\n\s*`` with each alternative opening with a literal character, so that re scans for those
#: four (an opening class gives it no first characters: it tried the pattern at every character, 2.7x the time)
_SENTENCE_END = re.compile("|".join(re.escape(c) + r"[.!?]*[\"”»)]*\s+" for c in ".!?") + r"|\n\s*")


class Token(NamedTuple):
    """A word or punctuation mark with its character offsets (a tuple: cheap to make by the thousand)."""

    start: int
    end: int
    text: str

    @property
    def lower(self) -> str:
        return self.text.lower()

    @property
    def is_word(self) -> bool:
        return self.text[:1].isalnum() or self.text[:1] == "_"

    @property
    def is_capitalized(self) -> bool:
        return self.text[:1].isupper()


def _tokens(doc: SpacyDoc, text: str) -> list[Token]:
    """The words and marks of a spaCy Doc of ``text`` (white space left out), as Tokens. (``doc.text`` would
    join the text again from the tokens.)"""
    from spacy.attrs import IDX, LENGTH  # spaCy imported when text is first tokenized (2.6 s of CPU)

    make = tuple.__new__  # Token(...) without its Python-level __new__: a hot loop
    at = doc.to_array([IDX, LENGTH])  # two flat columns, not a list of [start, length] lists
    starts = at[:, 0]
    return [make(Token, (s, e, text[s:e])) for s, e in zip(starts.tolist(), (starts + at[:, 1]).tolist(), strict=True)
            if not text[s].isspace()]


def tokenize(text: str) -> list[Token]:
    """Words (letters and digits, joined by - ' ’ : . @ /) and single punctuation marks, as the tokenizer of
    a pipeline without a language (no exceptions: no abbreviation or web address kept whole) splits them:
    the tokens that evaluation counts."""
    from workbench.tokenizer import blank

    return _tokens(blank("xx").make_doc(text), text)


@dataclass
class Doc:
    """An essay's text with its tokens and sentence boundaries, computed once."""

    text: str
    lang: str = "sv"
    essay: Essay | None = None
    tokens: list[Token] = field(default_factory=list)
    sentence_starts: list[int] = field(default_factory=list)  # char offsets
    spacy: SpacyDoc | None = None  # the spaCy Doc the tokens come from

    @_once
    def pack(self) -> LanguagePack:
        """The language pack of the essay's language (workbench.detect.pack): what differs between languages."""
        from workbench.detect.pack import pack

        return pack(self.lang)

    @_once
    def _token_starts(self) -> list[int]:
        return [t.start for t in self.tokens]

    @_once
    def lowers(self) -> list[str]:
        """The lowercased text of every token (``tokens[i].lower``, computed once)."""
        return [t.text.lower() for t in self.tokens]

    @_once
    def line_starts(self) -> list[int]:
        """Character offsets where a line begins (0 and after every newline): where a pattern that opens with
        ``^`` in MULTILINE mode can match (``scan_at`` tries it there only; ``finditer`` tries every character)."""
        return [0, *(m.end() for m in _NEWLINE.finditer(self.text))]

    @_once
    def capitalized(self) -> list[int]:
        """Indices, ascending, of the tokens that begin with a capital letter (``is_capitalized``)."""
        return [i for i, t in enumerate(self.tokens) if t.text[0].isupper()]

    @_once
    def _positions(self) -> dict[str, list[int]]:
        out: dict[str, list[int]] = {}
        for i, low in enumerate(self.lowers):
            out.setdefault(low, []).append(i)
        return out

    @property
    def vocabulary(self) -> AbstractSet[str]:
        """The distinct lowercased tokens of the essay."""
        return self._positions.keys()

    def positions(self, words: Collection[str], endings: tuple[str, ...] = ()) -> list[int]:
        """Indices, ascending, of the tokens whose lowercased text is one of ``words`` or ends with one of
        ``endings``: the few tokens a detector needs to look at."""
        index = self._positions
        found: Collection[str] = self._among(words) if words else ()
        if endings:
            found = _ending_with(index.keys(), endings) | set(found)
        if len(found) < 2:  # mostly none or one word: its positions are ascending already
            return [i for w in found for i in index[w]]
        return sorted(i for w in found for i in index[w])

    def _among(self, words: Collection[str]) -> Collection[str]:
        """The distinct lowercased tokens of the essay that are in ``words``."""
        index = self._positions
        if type(words) is dict:  # a word list's map: its keys are a set
            return index.keys() & words.keys()
        if type(words) not in _SETS and not isinstance(words, AbstractSet):  # no ABC check for a set
            return [w for w in index if w in words]
        if type(words) is frozenset and len(words) > 2 * len(index):  # ``keys() &`` would walk all of a large
            # frozenset (CPython takes the smaller side only for a set or a dict's keys): the essay's words instead
            return [w for w in index if w in words]
        return index.keys() & words  # a set or a dict's keys: the intersection runs over the smaller side

    def positions_after(self, words: Collection[str]) -> list[int]:
        """Indices, ascending, of the tokens right after a token whose lowercased text is one of ``words``."""
        return [i + 1 for i in self.positions(words) if i + 1 < len(self.tokens)]

    @_once
    def _words(self) -> tuple[list[int], list[str], list[int]]:
        """(how many word tokens come before each token index, the lowercased word tokens, the sorted
        indices of sentence-opening tokens): words_before and words_after slice these."""
        is_word = [w[0].isalnum() or w[0] == "_" for w in self.lowers]  # Token.is_word
        before = [0, *accumulate(is_word)]
        words = [low for low, w in zip(self.lowers, is_word, strict=True) if w]
        return before, words, sorted(self._sentence_start_tokens)

    @_once
    def _sentence_start_tokens(self) -> frozenset[int]:
        """Indices of tokens that open a sentence."""
        out = set()
        for s in self.sentence_starts:
            i = bisect.bisect_left(self._token_starts, s)
            if i < len(self.tokens):
                out.add(i)
        return frozenset(out)

    def token_index(self, offset: int) -> int:
        """Index of the token that starts at or after ``offset``."""
        return bisect.bisect_left(self._token_starts, offset)

    def is_sentence_initial(self, i: int) -> bool:
        """True when token ``i`` opens a sentence, or opens quoted speech or a list item (after a colon,
        an opening quote, a dash or a bullet), where a capital letter says nothing about names."""
        j = i
        while j > 0 and j not in self._sentence_start_tokens and not self.tokens[j - 1].is_word:
            if self.tokens[j - 1].text in _OPENERS:
                return True
            j -= 1
        return j in self._sentence_start_tokens

    def sentence_bounds(self, offset: int) -> tuple[int, int]:
        """Character range of the sentence around ``offset``."""
        k = bisect.bisect_right(self.sentence_starts, offset) - 1
        start = self.sentence_starts[k] if k >= 0 else 0
        end = self.sentence_starts[k + 1] if k + 1 < len(self.sentence_starts) else len(self.text)
        return start, end

    def words_before(self, i: int, n: int) -> list[str]:
        """Lowercased word tokens before token ``i`` (nearest last), within its sentence."""
        before, words, opens = self._words
        if i <= 0:
            return []
        k = bisect.bisect_right(opens, i) - 1
        first = before[opens[k]] if k >= 0 else 0
        last = before[i]
        return words[max(first, last - n) : last]

    def words_after(self, i: int, n: int) -> list[str]:
        """Lowercased word tokens after token ``i``, within its sentence."""
        before, words, opens = self._words
        if i + 1 >= len(self.tokens):
            return []
        k = bisect.bisect_right(opens, i)
        first = before[i + 1]
        last = before[opens[k]] if k < len(opens) else before[-1]
        return words[first : min(last, first + n)]

    def window(self, start: int, end: int, chars: int = 40) -> str:
        """Lowercased text around a character range, for trigger words."""
        return self.text[max(0, start - chars) : end + chars].lower()


class WordSieve:
    """The words of a set that pass ``test``, each word tested once across essays: most of an essay's words were
    in an essay before. It keeps the words asked about and those that passed; a full table is replaced, never
    emptied, so that a thread reading it meanwhile sees every word it asked about with its answer."""

    def __init__(self, test: Callable[[str], object], most: int = 1 << 16) -> None:
        self.test, self.most = test, most
        self._table: tuple[set[str], set[str]] = (set(), set())

    def __call__(self, words: AbstractSet[str]) -> AbstractSet[str]:
        seen, passed = self._table
        if len(seen) >= self.most:
            seen, passed = self._table = (set(), set())
        new = words - seen
        if new:
            passed.update(w for w in new if self.test(w))  # before ``seen``: a word seen has its answer
            seen.update(new)
        return words & passed


#: endings -> the sieve of the words with one of them (``str.endswith`` once per new word, not once per word
#: and essay: about 0.1 ms an essay for each detector that asks)
_ENDINGS: dict[tuple[str, ...], WordSieve] = {}


def _ending_with(words: AbstractSet[str], endings: tuple[str, ...]) -> AbstractSet[str]:
    """The ones of ``words`` that end with one of ``endings``."""
    sieve = _ENDINGS.get(endings)
    if sieve is None:
        sieve = _ENDINGS[endings] = WordSieve(lambda w: w.endswith(endings))
    return sieve(words)


def parse(text_or_essay: str | Essay, lang: str | None = None) -> Doc:
    """Tokenize and split into sentences."""
    if isinstance(text_or_essay, Essay):
        essay: Essay | None = text_or_essay
        text = text_or_essay.text
        lang = lang or text_or_essay.language
    else:
        essay, text = None, text_or_essay
    lang = lang or "sv"
    from workbench.tokenizer import blank

    return read(blank(lang if lang in ("sv", "en") else "xx").make_doc(text), text, lang, essay)


def read(sdoc: SpacyDoc, text: str, lang: str, essay: Essay | None = None) -> Doc:
    """The Doc the detectors read, of the spaCy Doc of ``text`` (``parse`` makes one of a string)."""
    starts = [0]
    for m in _SENTENCE_END.finditer(text):
        if m.end() < len(text):
            starts.append(m.end())
    return Doc(text=text, lang=lang, essay=essay, tokens=_tokens(sdoc, text), sentence_starts=starts, spacy=sdoc)
