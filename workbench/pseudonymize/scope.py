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
  name in lower case; elsewhere only where it is capitalised ("Hans", "Rose"). Likewise in another
  learner's essays, a name in lower case does not count where the word it stands in is a common word
  as written: "lära" is no mention of "Lara" (the folding makes them equal), "markant" none of "Arkan".
- A name that is first of all a word (``homonym``: "hope", "will", "mark", "grace", "hans") is read by its
  context in lower case (``reading``): where it reads as a name ("my name is hope", "Thanks, hope", "/grace",
  a line of its own) it counts in any learner's essays; where the word beside it makes it the common word ("I
  hope", "by the grace", "have faith", "will come") it counts nowhere, even for a learner named Hope who signs
  "hope" ("I hope to become a doctor" was released as "I emily to become a doctor"); elsewhere ("hopes
  cousins", "dag bor i") as any common-word name above.

``KnownValues`` finds the originals of a corpus in a text by this rule (the leak check finds leaks with
it, known-value propagation candidate spans): one OriginalMatcher pass, then the rule per hit.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass, field
from functools import cache, lru_cache

from workbench import taxonomy
from workbench.gcpause import paused_gc
from workbench.pseudonymize.matcher import Hit, OriginalMatcher, match_key

__all__ = ["COMMON_ZIPF", "CORPUS_WIDE", "KnownValues", "as_word", "common_word", "corpus_wide", "counts",
           "frequent_word", "homonym", "is_name", "named_at", "reading"]

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
def _homonyms() -> frozenset[str]:
    from workbench.pseudonymize.fold import fold
    from workbench.resources.marks import lexicon

    return frozenset(fold(w) for w in lexicon("sv").word("homonym") | lexicon("en").word("homonym"))


@cache
def _common_words() -> frozenset[str]:
    from workbench import resources as R
    from workbench.pseudonymize.fold import fold

    return _homonyms() | frozenset(fold(w) for w in R.common_words_en().keys())


@lru_cache(maxsize=8192)
def homonym(value: str) -> bool:
    """A name that is first of all a common word (the homonyms of resources/marks: "hope", "will", "mark",
    "grace", "hans", "bo"), which its context reads in lower case (``reading``)."""
    from workbench.pseudonymize.fold import fold

    return fold(value.strip().lower()) in _homonyms()


@cache
def _naming() -> tuple[re.Pattern[str], re.Pattern[str]]:
    """A naming trigger ending right before a name ('my name is', 'heter', "i'm"), and a closing or greeting that
    opens its text, line or sentence ('Thanks,', 'Love from', 'hi', 'thank you'), over lower-case text."""
    from workbench.resources.wordlists import phrases, word_list

    def alternatives(entries: Iterable[str]) -> str:
        return "|".join(sorted(entries, key=len, reverse=True))

    triggers = alternatives(r"\s+".join(map(re.escape, p)) for p in phrases("name_triggers"))
    openers = alternatives(map(re.escape, (*word_list("closings"), *word_list("greetings"), "thank you")))
    return (re.compile(r"(?<![\w'])(?:" + triggers + r")\s+$"),
            re.compile(r"(?:^|[.!?\n]\s*)(?:" + openers + r")(?:\s+(?:från|from))?[ \t]*[,!:–—-]*\s*$"))


#: what may follow a name after a closing or greeting: punctuation or the line's end ('Thanks, hope!'; not
#: 'Thanks, hope you like it'), and what stands beside a name on a line of its own
_AFTER_OPENER = re.compile(r"[ \t]*(?:[,.!?:;)]|\n|$)")
_LINE_BEFORE = re.compile(r"(?:^|\n)[ \t]*[^\w\s]*[ \t]*$")
_LINE_AFTER = re.compile(r"[ \t]*[^\w\s]*[ \t]*(?:\n|$)")
#: a naming phrase after a name ('hope is my name', 'hans är mitt namn')
_NAMED_AFTER = re.compile(r"\s+(?:is|was|är|var)\s+(?:my|mitt)\s+(?:first\s+)?(?:name|namn|förnamn)\b", re.IGNORECASE)


def named_at(text: str, start: int, end: int) -> bool:
    """Does ``text[start:end]`` read as a name by its context: a naming trigger before it ("my name is hope",
    "jag heter hans", "i'm hope") or after it ("hope is my name"), a '/' before it ("/grace"), a line of its own,
    or a closing or greeting that opens its sentence or line before it with only punctuation after it ("Thanks,
    hope", "Love, grace.", "hi hope!"; "Thanks, hope you like it" is the verb)?"""
    window = ("x" if start > 40 else "") + text[max(0, start - 40) : start].lower().replace("’", "'")
    trigger, opener = _naming()
    if trigger.search(window) or window.rstrip(" \t").endswith("/") or _NAMED_AFTER.match(text, end):
        return True
    if _LINE_BEFORE.search(window) and _LINE_AFTER.match(text, end):
        return True
    return opener.search(window) is not None and _AFTER_OPENER.match(text, end) is not None


@cache
def _word_context() -> tuple[frozenset[str], frozenset[str]]:
    from workbench.resources.wordlists import word_list

    return frozenset(word_list("homonym_word_before")), frozenset(word_list("homonym_word_after"))


_WORD_BEFORE = re.compile(r"(?<![\w'’])([\w'’]+)[ \t]+$")
_WORD_AFTER = re.compile(r"[ \t]+([\w'’]+)")


def as_word(text: str, start: int, end: int) -> bool:
    """Does ``text[start:end]`` read as the common word by the word beside it (resources/words.tsv): a pronoun,
    article, possessive, preposition or auxiliary right before it ("I hope", "by the grace", "have faith", "a
    good mark", "en dag", "jag bor"), or a bare verb after it that makes it a modal ("my friend will come")?"""
    before, after = _word_context()
    b = _WORD_BEFORE.search(text, max(0, start - 24), start)
    if b is not None and b[1].lower().replace("’", "'") in before:
        return True
    a = _WORD_AFTER.match(text, end)
    return a is not None and a[1].lower() in after


def reading(text: str, start: int, end: int) -> str:
    """How a name that is a common word reads in lower case at ``text[start:end]``: "name" (``named_at``), "word"
    (``as_word``) or "open" (nothing beside it says: "hopes cousins", "dag bor i")."""
    if named_at(text, start, end):
        return "name"
    return "word" if as_word(text, start, end) else "open"


@cache
def _listed() -> frozenset[str]:
    from workbench import resources as R

    return frozenset(R.first_names().keys() | R.surnames().keys() | R.places().keys())


#: a value that no name or place list holds counts as a common word from this wordfreq zipf frequency on
COMMON_ZIPF = 3.0


@lru_cache(maxsize=65536)
def common_word(value: str) -> bool:
    """A name value that is also a common word of Swedish or English: one of the lists the consistency step
    uses ("hans", "rose", "mark": the homonyms and the names an English dictionary lists in lower case),
    or, when no name or place list holds it (a detection error such as "Lära"), a word at least as
    frequent as COMMON_ZIPF in Swedish or English ("lära"). A value of several words is common when each of
    its words is ("jan erik" is not: "erik" is no common word)."""
    from workbench.pseudonymize.fold import fold

    word = value.strip().lower()
    parts = word.split()
    if len(parts) > 1:  # a phrase is common only word by word: wordfreq finds "jan erik" as frequent as a word
        return all(common_word(part) for part in parts)
    if fold(word) in _common_words():
        return True
    if word in _listed():
        return False
    return frequent_word(word)


@lru_cache(maxsize=65536)
def frequent_word(word: str) -> bool:
    """A (lower-case) word at least as frequent as COMMON_ZIPF in Swedish or English, whatever lists hold it."""
    from wordfreq import zipf_frequency

    return max(zipf_frequency(word, "sv"), zipf_frequency(word, "en")) >= COMMON_ZIPF


def counts(label: str, own: bool, capitalised: bool, common: bool, written_lower: bool, how: str | None = None
           ) -> bool:
    """Does an original of ``label`` count at an occurrence? ``own``: the occurrence is in an essay of the
    learner who wrote the original; ``capitalised``: its first letter is upper case; ``common``: the
    original (folded) is a common word; ``written_lower``: the learner wrote the original in lower case;
    ``how``: for an original that is a ``homonym``, how the occurrence reads (``reading``)."""
    if not own and not corpus_wide(label):
        return False
    if common and not capitalised and is_name(label):
        return how == "name" or how != "word" and own and written_lower
    return True


def _word_at(text: str, start: int, end: int) -> str:
    """``text[start:end]`` grown to whole words (the word an occurrence stands in)."""
    while start > 0 and (text[start - 1].isalnum() or text[start - 1] == "_"):
        start -= 1
    while end < len(text) and (text[end].isalnum() or text[end] == "_"):
        end += 1
    return text[start:end]


@dataclass
class _Value:
    """One original (match form): its corpus-wide labels, per learner its labels and whether the learner
    wrote it in lower case, and the name values behind it (``common`` is looked up when first needed)."""

    corpus: set[str] = field(default_factory=set)
    learners: dict[str, tuple[set[str], bool]] = field(default_factory=dict)
    names: set[str] = field(default_factory=set)
    _common: bool | None = None
    _homonym: bool | None = None

    @property
    def common(self) -> bool:
        if self._common is None:
            self._common = any(common_word(n) for n in self.names)
        return self._common

    @property
    def homonym(self) -> bool:
        if self._homonym is None:
            self._homonym = any(homonym(n) for n in self.names)
        return self._homonym


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
        for label, value, learner in set(originals):
            if value in keys:
                key = keys[value]
            else:
                key = keys[value] = match_key(value)
                lower_case[value] = value == value.lower()
            if key is None:
                continue
            v = values.get(key)
            if v is None:
                v = values[key] = _Value()
            if label in CORPUS_WIDE:
                v.corpus.add(label)
            if label in _NAMES:
                v.names.add(value)
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
        capitalised = text[hit.start : hit.start + 1].isupper()
        if strict:
            mine = list(v.learners.values())
        else:
            mine = [v.learners[learner]] if learner is not None and learner in v.learners else []
        common = not capitalised and bool(v.names) and v.common  # looked up only where it matters
        how = None
        if common:
            how = reading(text, hit.start, hit.end) if v.homonym else None
            own = {label for labels, lower in mine for label in labels
                   if counts(label, True, capitalised, common, lower, how)}
        else:  # what ``counts`` says of every own label then (most hits: no need to ask it label by label)
            own = {label for labels, _ in mine for label in labels}
        if v.corpus and not capitalised and not common and v.names:  # another learner's name in lower case
            common = common_word(_word_at(text, hit.start, hit.end))  # "lära" for "Lara", "markant" for "Arkan"
        other = {label for label in v.corpus if counts(label, False, capitalised, common, False, how)}
        return sorted(own) + sorted(other - own)

    def own(self, hit: Hit, learner: str) -> bool:
        """Is the original at ``hit`` one of ``learner``'s own?"""
        return learner in self._values[hit.key].learners

    def find(self, text: str, learner: str | None, strict: bool = False,
             hits: list[Hit] | None = None) -> list[tuple[Hit, list[str]]]:
        """The hits in ``text`` (``hits``: the matcher's, when already found) that count for ``learner``,
        with their labels, ordered by start (longest first); a hit inside an earlier one that counts is
        left out."""
        out: list[tuple[Hit, list[str]]] = []
        covered_to = -1
        for hit in self.matcher.hits(text) if hits is None else hits:
            if hit.end <= covered_to:
                continue
            labels = self.labels(hit, text, learner, strict)
            if labels:
                out.append((hit, labels))
                covered_to = hit.end
        return out
