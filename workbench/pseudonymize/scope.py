"""Where an original value counts: the one scope rule of the leak check, known-value propagation and
the surrogate guard.

- Originals of person names (firstname_*, initials, middlename, surname, nickname) and of contact and ID
  kinds (email, phone_nr, url, username, personid_nr, account_nr, license_nr) count across the whole
  release: they point at one person wherever they stand.
- Every other original (places, institutions, transport, dates, ages, other numbers, extra) counts only
  in the essays of the learner who wrote it: "Stockholm" in another learner's essay is that learner's
  text, judged by detection for them.
- A person name that is also a common word of the language (``common_word``: "hans", "rose", "mark",
  "will", from the lists the consistency step uses, and a frequent word that no name list holds, such as
  a detection error "Lära") counts in lower case only in the essays of a learner who wrote that very
  name in lower case, and there not right after a subject pronoun or a determiner (``word_before``: "I hope",
  "the mark", "en dag", review 33: a signature 'Best wishes,\nhope' made her 'I hope you like it' 'I
  samantha you like it'); elsewhere only where it is capitalised ("Hans", "Rose"). Likewise in another
  learner's essays, a name in lower case does not count where the word it stands in is a common word
  as written, or a name that is above all a Swedish word (``name_words``): "lära" is no mention of "Lara" (the
  folding makes them equal), "markant" none of "Arkan", "tom" (empty) none of "Tom".
- Inside a longer word (a letter or digit right before it), an occurrence whose first letter has a diacritic
  that no original of its value has counts nowhere: the folding alone made "ållan" of "Väderförhållanden"
  equal to "Allan". Writers drop diacritics from names ("annajonsson" for "Jönsson" counts), and a name glued
  to the word before keeps its capital ("iGöteborg" of a learner who wrote "Goteborg" counts: review 50 C9).

``KnownValues`` finds the originals of a corpus in a text by this rule (the leak check finds leaks with
it, known-value propagation candidate spans): one OriginalMatcher pass, then the rule per hit.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from functools import cache, lru_cache

from workbench import taxonomy
from workbench.gcpause import paused_gc
from workbench.pseudonymize.fold import fold
from workbench.pseudonymize.matcher import Hit, OriginalMatcher, match_key

__all__ = ["COMMON_ZIPF", "CORPUS_WIDE", "KnownValues", "common_word", "corpus_wide", "counts", "frequent_word",
           "is_name", "word_before"]

_NAMES = frozenset(n for n, lab in taxonomy.LABELS.items() if lab.kind == "names")
#: labels whose originals count across the whole release
CORPUS_WIDE = _NAMES | {"email", "phone_nr", "url", "username", "personid_nr", "account_nr", "license_nr"}


def corpus_wide(label: str) -> bool:
    """True for the labels whose originals count in every essay of the release."""
    return label in CORPUS_WIDE


def is_name(label: str) -> bool:
    """A person-name label (firstname_*, initials, middlename, surname, nickname)."""
    return label in _NAMES


@cache
def _common_words() -> frozenset[str]:
    from workbench import resources as R
    from workbench.resources.marks import lexicon

    words = lexicon("sv").word("homonym") | lexicon("en").word("homonym") | R.lower_case_words_en()
    return frozenset(fold(w) for w in words)


@cache
def _listed() -> frozenset[str]:
    from workbench import resources as R

    return frozenset(R.first_names().keys() | R.surnames().keys() | R.places().keys())


#: a value that no name or place list holds counts as a common word from this wordfreq zipf frequency on
COMMON_ZIPF = 3.0


@lru_cache(maxsize=65536)
def common_word(value: str) -> bool:
    """A name value that is also a common word of Swedish or English: one of the lists the consistency step
    uses ("hans", "rose", "mark": the homonyms and the names an English dictionary lists in lower case and
    writers write so: not "james"),
    or, when no name or place list holds it (a detection error such as "Lära"), a word at least as
    frequent as COMMON_ZIPF in Swedish or English ("lära"). A value of several words is common when each of
    its words is ("jan erik" is not: "erik" is no common word), and a genitive in 's when its name is ("will's"). A
    value without letters is none ("12/5 1990", a form of a learner's birth date the matcher reads: wordfreq counts
    numbers as words, review 85 C8)."""
    word = value.strip().lower()
    if not any(c.isalpha() for c in word):
        return False
    if word.endswith(("'s", "\u2019s")) and len(word) > 3:  # an English genitive is as common as its name: "will's"
        return common_word(word[:-2])
    parts = word.split()
    if len(parts) > 1:  # a phrase is common only word by word: wordfreq finds "jan erik" as frequent as a word
        return all(common_word(part) for part in parts)
    if fold(word) in _common_words():
        return True
    if word in _listed():
        return False
    return frequent_word(word)


@cache
def _name_words() -> frozenset[str]:
    from workbench.resources.wordlists import word_list

    return frozenset(word_list("name_words", "sv"))


def _common_as_written(word: str) -> bool:
    """``common_word``, or a listed first name that is above all a Swedish word in lower case (resources/sv/words.tsv,
    ``name_words``: 'tom' empty, 'björn' a bear): another learner's word as written, no mention of the name ('Flaskan
    är tom.' beside a learner's friend Tom refused a release: review 111 C1). Not every name the Swedish dictionary
    lists: 'kalle', 'sven' are names in lower case too (review 112 C1); and not ``common_word`` itself, which would
    also stop detection reading 'Nu kommer tom.' as a person."""
    return common_word(word) or word.lower() in _name_words()


@lru_cache(maxsize=65536)
def frequent_word(word: str) -> bool:
    """A (lower-case) word at least as frequent as COMMON_ZIPF in Swedish or English, whatever lists hold it."""
    from wordfreq import zipf_frequency

    return max(zipf_frequency(word, "sv"), zipf_frequency(word, "en")) >= COMMON_ZIPF


@cache
def _before_common() -> tuple[dict[str, str], frozenset[str]]:
    """resources/words.tsv: word_before_common (word -> determiner or pronoun) and clause_openers."""
    from workbench.resources.wordlists import word_list, word_map

    return word_map("word_before_common", values=("determiner", "pronoun")), frozenset(word_list("clause_openers"))


def _word_ending(text: str, end: int) -> tuple[int, str]:
    """The start and lower-cased letters of the word that ends at ``end`` (white space before ``end`` skipped), or
    (its position, "") when none does (punctuation or the text's start)."""
    while end > 0 and text[end - 1] in " \t":
        end -= 1
    k = end
    while k > 0 and text[k - 1].isalpha():
        k -= 1
    return k, text[k:end].lower()


def word_before(text: str, start: int) -> bool:
    """Whether the word right before ``start`` (white space between, no punctuation) makes a common word there the
    word: a determiner, or a subject pronoun that opens a clause (after punctuation, the text's start or a clause
    opener: 'I hope', 'and we hope'; not 'was it hope who called?', 'igår träffade jag dag': review 35)
    (resources/words.tsv, ``word_before_common``, ``clause_openers``)."""
    if start == 0 or text[start - 1] not in " \t":
        return False  # inside a word, or after punctuation
    before, openers = _before_common()
    k, word = _word_ending(text, start)
    kind = before.get(word) if word else None
    if kind is None:
        return False
    if kind == "determiner":
        return True
    opener = _word_ending(text, k)[1]
    return not opener or opener in openers


def counts(label: str, own: bool, capitalised: bool, common: bool, written_lower: bool) -> bool:
    """Does an original of ``label`` count at an occurrence? ``own``: the occurrence is in an essay of the
    learner who wrote the original; ``capitalised``: its first letter is upper case; ``common``: the
    original (folded) is a common word; ``written_lower``: the learner wrote the original in lower case."""
    if not own and not corpus_wide(label):
        return False
    if common and not capitalised and is_name(label):
        return own and written_lower
    return True


def _word_at(text: str, start: int, end: int) -> str:
    """``text[start:end]`` grown to whole words (the word an occurrence stands in)."""
    while start > 0 and (text[start - 1].isalnum() or text[start - 1] == "_"):
        start -= 1
    while end < len(text) and (text[end].isalnum() or text[end] == "_"):
        end += 1
    return text[start:end]


@lru_cache(maxsize=65536)
def _marked(value: str) -> frozenset[str]:
    """The letters with a diacritic (any non-ASCII letter, lower case) of ``value``."""
    return frozenset(c for c in value.lower() if c.isalpha() and not c.isascii())


def _added_diacritic(written: str, originals: set[frozenset[str]]) -> bool:
    """``written`` (the first letter of an occurrence) has a letter with a diacritic that each of ``originals``
    (their ``_marked`` letters) lacks."""
    mine = _marked(written)
    return bool(mine) and all(mine - other for other in originals)


@dataclass
class _Value:
    """One original (match form): its corpus-wide labels, per learner its labels and whether the learner
    wrote it in lower case, and the name values behind it (``common`` is looked up when first needed)."""

    corpus: set[str] = field(default_factory=set)
    learners: dict[str, tuple[set[str], bool]] = field(default_factory=dict)
    names: set[str] = field(default_factory=set)
    #: the letters with a diacritic (non-ASCII, lower case) of each original, for ``added_diacritic``
    marked: set[frozenset[str]] = field(default_factory=set)
    _common: bool | None = None

    @property
    def common(self) -> bool:
        if self._common is None:
            self._common = any(common_word(n) for n in self.names)
        return self._common


class KnownValues:
    """The originals of a corpus, found in a text where they count (see the module doc)."""

    def __init__(self, originals: Iterable[tuple[str, str, str]]) -> None:
        """``originals``: (label, value, learner id) of every original."""
        with paused_gc():
            self._build(originals)

    def _build(self, originals: Iterable[tuple[str, str, str]]) -> None:
        values: dict[str, _Value] = {}
        keys: dict[str, str | None] = {}  # value -> its match key, computed once per distinct value
        lower_case: dict[str, bool] = {}  # per distinct value: written in lower case
        self.short_names: set[str] = set()  # the names too short for the matcher, folded, whoever's
        for label, value, learner in sorted(set(originals)):  # sorted: the keys' order breaks ties between hits
            if value in keys:
                key = keys[value]
            else:
                key = keys[value] = match_key(value)
                lower_case[value] = value == value.lower()
            if key is None:
                if label in _NAMES and len(short := fold(value).strip()) == 2 and short.isalpha():
                    self.short_names.add(short)  # 'Bo', 'Li': for file names
                continue
            v = values.get(key)
            if v is None:
                v = values[key] = _Value()
            if label in CORPUS_WIDE:
                v.corpus.add(label)
            if label in _NAMES:
                v.names.add(value)
            v.marked.add(_marked(value))
            mine = v.learners.get(learner)
            if mine is None:
                v.learners[learner] = ({label}, lower_case[value])
            else:
                mine[0].add(label)
                if not mine[1] and lower_case[value]:
                    v.learners[learner] = (mine[0], True)
        self.matcher = OriginalMatcher(values)
        self._values = [values[k] for k in self.matcher.keys]
        self.key_of = {value: self.matcher.index[key] for value, key in keys.items() if key is not None}

    def __len__(self) -> int:
        return len(self.matcher)

    def labels(self, hit: Hit, text: str, learner: str | None, strict: bool = False) -> list[str]:
        """The labels under which the original at ``hit`` counts in a text of ``learner`` (None: a text
        of no known learner, where corpus-wide originals count; ``strict``: every original counts), the
        learner's own labels first."""
        v = self._values[hit.key]
        if hit.start > 0 and text[hit.start - 1].isalnum() and _added_diacritic(text[hit.start], v.marked):
            return []  # "ållan" of "Väderförhållanden" is no "Allan"; "iGöteborg" of a "Goteborg" counts
        capitalised = text[hit.start : hit.start + 1].isupper()
        if strict:
            mine = list(v.learners.values())
        else:
            mine = [v.learners[learner]] if learner is not None and learner in v.learners else []
        common = not capitalised and bool(v.names) and v.common  # looked up only where it matters
        before = common and word_before(text, hit.start)
        if common:
            own = {label for labels, lower in mine for label in labels
                   if counts(label, True, capitalised, common, lower) and not (before and is_name(label))}
        else:  # what ``counts`` says of every own label then (most hits: no need to ask it label by label)
            own = {label for labels, _ in mine for label in labels}
        if v.corpus and not capitalised and not common and v.names:  # another learner's name in lower case
            common = _common_as_written(_word_at(text, hit.start, hit.end))  # "lära" for "Lara", "tom" for "Tom"
        other = {label for label in v.corpus if counts(label, False, capitalised, common, False)}
        return sorted(own) + sorted(other - own)

    def own(self, hit: Hit, learner: str) -> bool:
        """Is the original at ``hit`` one of ``learner``'s own?"""
        return learner in self._values[hit.key].learners

    def find(self, text: str, learner: str | None, strict: bool = False,
             hits: list[Hit] | None = None, nested: bool = False) -> list[tuple[Hit, list[str]]]:
        """The hits in ``text`` (``hits``: the matcher's, when already found) that count for ``learner``,
        with their labels, ordered by start (longest first); a hit inside an earlier one that counts is
        left out, unless ``nested`` (for a caller that may pass over the longer one: "1990" of a learner's
        year inside "May 12th, 1990", a form of her birth date)."""
        out: list[tuple[Hit, list[str]]] = []
        covered_to = -1
        for hit in self.matcher.hits(text) if hits is None else hits:
            if hit.end <= covered_to and not nested:
                continue
            labels = self.labels(hit, text, learner, strict)
            if labels:
                out.append((hit, labels))
                covered_to = hit.end
        return out
