"""What a surrogate must keep clear of: the originals of the corpus (RenderOptions.avoid).

Two rules, both over the originals of the spans being replaced:
- hard (``clashes``): a surrogate whose match form (workbench.pseudonymize.matcher) contains an original
  of the same learner, or of the corpus for names, contact and ID values (the leak check's scope,
  workbench.pseudonymize.scope), or is contained in one, is redrawn, for every label: an institution one
  letter longer than the original, "tjugotvå" for "tjugo", a company named after the learner's boss, an
  e-mail address with the girlfriend's name. The renderer redraws and finally falls back to a surrogate
  that cannot contain an original, so no seed ever refuses a release for it.
- around (``around``): a surrogate is written between other text, and the leak check reads the release as
  written, so an original may stand across a surrogate's edge: two surrogates side by side ("Marjan
  Eriksson" holding "jan Erik"), or a surrogate and the text next to it. ``around`` finds, in a rendered
  text, every original (same scope as ``clashes``) that overlaps a surrogate without lying inside one; the
  renderer redraws such a surrogate (workbench.pseudonymize.render), so no seed refuses a release for it.
- soft (``in``): a surrogate is preferably not equal to any original of a name, place, institution or
  transport line anywhere in the corpus (one learner's surrogate should not repeat another learner's real
  town), but a large corpus names every frequent city, so this one may give way.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from collections.abc import Set as AbstractSet

from workbench import taxonomy
from workbench.pseudonymize.fold import fold
from workbench.pseudonymize.matcher import LONG, SEP, OriginalMatcher, match_form, match_key
from workbench.pseudonymize.scope import corpus_wide

__all__ = ["Avoid", "CorpusChange", "RecordingAvoid", "Region", "corpus_holds", "holds"]

_JOIN = "\x01"  # between originals in one string: never in a match form
_EQUAL_KINDS = ("names", "geo", "institution", "transport")
Region = tuple[int, int]  # [start, end) of a surrogate (or an original standing across one) in a text


class Avoid:
    """The originals a surrogate must not contain or be contained in (see the module doc)."""

    def __init__(self, originals: Iterable[tuple[str, str, str]] = ()) -> None:
        """``originals``: (label, value, learner id) of every mention that will be replaced."""
        equal: dict[str, int] = {}  # per folded value: how many originals give it (for ``differences``)
        corpus: dict[str, int] = {}  # per corpus-wide match key: how many originals give it
        learners: dict[str, set[str]] = {}
        keys: dict[str, str | None] = {}  # a value's match key, computed once per distinct value
        kinds: dict[str, tuple[bool, bool]] = {}  # a label's: (kind held equal, corpus-wide)
        forms: dict[str, tuple[str, ...]] = {}  # the folded values of a value of an equal kind
        for label, value, learner in originals if isinstance(originals, AbstractSet) else set(originals):
            kind = kinds.get(label)
            if kind is None:
                kind = kinds[label] = (taxonomy.get(label).kind in _EQUAL_KINDS, corpus_wide(label))
            if kind[0]:
                mine = forms.get(value)
                if mine is None:
                    mine = forms[value] = _forms(value)
                for folded in mine:
                    equal[folded] = equal.get(folded, 0) + 1
            key = keys[value] if value in keys else keys.setdefault(value, match_key(value))
            if key is not None:
                if kind[1]:
                    corpus[key] = corpus.get(key, 0) + 1
                else:
                    learners.setdefault(learner, set()).add(key)
        self.equal = frozenset(equal)
        self._equal_count, self._corpus_count = equal, corpus
        self._corpus = OriginalMatcher(corpus)
        self._corpus_text = _joined(corpus)
        self._learners = {k: sorted(v) for k, v in learners.items()}
        self._cache: dict[str, bool] = {}
        self._mine: dict[str, OriginalMatcher] = {}  # a learner's originals, built when first asked

    def __contains__(self, folded: object) -> bool:
        """Is ``folded`` (a folded surrogate) equal to an original name, place or institution (soft rule)?"""
        return folded in self.equal

    def __bool__(self) -> bool:
        return bool(self.equal or self._corpus or self._learners)

    def differences(self, before: AbstractSet[tuple[str, str, str]], after: AbstractSet[tuple[str, str, str]]
                    ) -> tuple[bool, frozenset[str], CorpusChange | None]:
        """Where this Avoid, built from ``after``, answers otherwise than ``Avoid(before)`` would, without
        building that one: whether it is non-empty, the folded values whose ``in`` answer differs, and the
        corpus-wide originals (match keys) that differ (the corpus part of ``clashes`` and ``around``; None:
        none). Only the originals in one set and not the other are looked at, with how many originals give
        each folded value and key here."""
        equal: dict[str, int] = {}  # per folded value (corpus key): originals gained, less those lost
        corpus: dict[str, int] = {}
        for original in before ^ after:
            label, value, _ = original
            gained = 1 if original in after else -1
            if taxonomy.get(label).kind in _EQUAL_KINDS:
                for folded in _forms(value):
                    equal[folded] = equal.get(folded, 0) + gained
            key = match_key(value)
            if key is not None and corpus_wide(label):
                corpus[key] = corpus.get(key, 0) + gained
        changed = _moved(self._equal_count, equal)
        keys = _moved(self._corpus_count, corpus)
        nonempty = any(taxonomy.get(label).kind in _EQUAL_KINDS or match_key(value) is not None
                       for label, value, _ in before)
        return nonempty, changed, CorpusChange(keys) if keys else None

    def clashes(self, surrogate: str, learner: str = "") -> bool:
        """Does ``surrogate`` contain, or is it contained in, an original of ``learner`` or a corpus-wide
        one (hard rule)?"""
        if self.corpus_clash(surrogate):
            return True
        return self.learner_clash(surrogate, learner)

    def learner_clash(self, surrogate: str, learner: str) -> bool:
        """The part of ``clashes`` that depends on ``learner``'s own originals alone."""
        mine = self._learners.get(learner)
        return mine is not None and _clash(match_form(surrogate)[0], match_key(surrogate), mine)

    def corpus_clash(self, surrogate: str) -> bool:
        """The part of ``clashes`` that depends on the corpus-wide originals (cached per surrogate)."""
        found = self._cache.get(surrogate)
        if found is None:
            key = match_key(surrogate)
            found = bool(self._corpus.hits(surrogate)) or (key is not None and key in self._corpus_text)
            self._cache[surrogate] = found
        return found

    def around(self, text: str, regions: Sequence[Region], learner: str = "") -> list[Region]:
        """Where an original of ``learner``, or a corpus-wide one, stands in ``text`` across the edge of a
        surrogate: overlapping one of ``regions`` (the surrogates as written, in text order) without lying
        inside one of them (inside one is the hard rule's concern, and the leak check accepts it there)."""
        return sorted({*self.corpus_around(text, regions), *self.learner_around(text, regions, learner)})

    def learner_around(self, text: str, regions: Sequence[Region], learner: str) -> list[Region]:
        """The part of ``around`` that depends on ``learner``'s own originals alone."""
        mine = self._mine.get(learner)
        if mine is None:
            mine = self._mine[learner] = OriginalMatcher(self._learners.get(learner, ()))
        return _across(mine, text, regions)

    def corpus_around(self, text: str, regions: Sequence[Region]) -> list[Region]:
        """The part of ``around`` that depends on the corpus-wide originals."""
        return _across(self._corpus, text, regions)


def _across(matcher: OriginalMatcher, text: str, regions: Sequence[Region]) -> list[Region]:
    if not regions or not len(matcher):
        return []
    out: list[Region] = []
    for start, end, _ in matcher.hits(text):
        touched = [(a, b) for a, b in regions if a < end and start < b]
        if touched and not any(a <= start and end <= b for a, b in touched):
            out.append((start, end))
    return out


def _joined(keys: Iterable[str]) -> str:
    return _JOIN + _JOIN.join(sorted(keys)) + _JOIN


class CorpusChange:
    """The corpus-wide originals (match keys) in which two Avoids differ: an answer of the corpus part of
    ``clashes`` or of ``around`` can differ between them only where one of these stands (the hits of the
    others are the same under both), so ``corpus_holds`` asks again only those questions."""

    def __init__(self, keys: Iterable[str]) -> None:
        self._matcher = OriginalMatcher(keys)  # a match key is its own match key
        self._text = _joined(self._matcher.keys)
        self._clash: dict[str, bool] = {}  # per surrogate: most learners draw from the same lists

    def clash(self, surrogate: str) -> bool:
        """May the corpus part of ``clashes`` answer otherwise for ``surrogate``?"""
        found = self._clash.get(surrogate)
        if found is None:
            key = match_key(surrogate)
            found = self._clash[surrogate] = bool(self._matcher.hits(surrogate)) or (key is not None
                                                                                    and key in self._text)
        return found

    def around(self, text: str, regions: Sequence[Region]) -> bool:
        """May ``corpus_around`` answer otherwise for ``text`` and ``regions``?"""
        return bool(_across(self._matcher, text, regions))


def _moved(now: dict[str, int], gained: dict[str, int]) -> frozenset[str]:
    """Of the values that ``gained`` originals (net: fewer than 0, lost), those held now and not before the
    change, or the other way round (``now``: how many originals give each value now)."""
    return frozenset(x for x, n in gained.items() if (now.get(x, 0) > 0) != (now.get(x, 0) > n))


def _forms(value: str) -> tuple[str, ...]:
    """The folded values ``in`` answers True for when ``value`` is an original of an equal kind."""
    folded = fold(value)
    return (folded, folded[:-1]) if folded.endswith("s") else (folded,)


def _clash(form: str, key: str | None, originals: list[str]) -> bool:
    padded = f"{SEP}{form}{SEP}"
    for o in originals:
        if (o in form if len(o) >= LONG else f"{SEP}{o}{SEP}" in padded) or (key is not None and key in o):
            return True
    return False


class RecordingAvoid(Avoid):
    """An Avoid that answers as ``inner`` does and records every question whose answer depends on other
    learners' originals: the equal-to-an-original test (``in``) and the corpus-wide part of ``clashes``.
    A render is a deterministic function of its essays, spans, seed and these answers, so a learner's
    render stays valid under another Avoid exactly when ``holds`` (the same answers) is true; the
    learner's own part of ``clashes`` changes only with that learner's spans. Any other use of Avoid
    fails loudly (AttributeError), never silently unrecorded."""

    def __init__(self, inner: Avoid) -> None:  # no super().__init__: nothing of Avoid's state is copied
        self.inner = inner
        self.equal_asked: dict[str, bool] = {}
        self.corpus_asked: dict[str, bool] = {}
        self.around_asked: list[tuple[str, list[Region], list[Region]]] = []
        self.nonempty: bool | None = None

    def __contains__(self, folded: object) -> bool:
        answer = folded in self.inner
        if isinstance(folded, str):
            self.equal_asked[folded] = answer
        return answer

    def __bool__(self) -> bool:
        self.nonempty = bool(self.inner)
        return self.nonempty

    def corpus_clash(self, surrogate: str) -> bool:
        answer = self.corpus_asked[surrogate] = self.inner.corpus_clash(surrogate)
        return answer

    def learner_clash(self, surrogate: str, learner: str) -> bool:
        return self.inner.learner_clash(surrogate, learner)

    def corpus_around(self, text: str, regions: Sequence[Region]) -> list[Region]:
        answer = self.inner.corpus_around(text, regions)
        self.around_asked.append((text, list(regions), answer))
        return answer

    def learner_around(self, text: str, regions: Sequence[Region], learner: str) -> list[Region]:
        return self.inner.learner_around(text, regions, learner)

    def record(self) -> dict[str, object]:
        """The questions and answers, as JSON-ready data (``holds`` takes them back)."""
        return {"equal": sorted(self.equal_asked.items()), "corpus": sorted(self.corpus_asked.items()),
                "around": [[t, [list(r) for r in regions], [list(r) for r in answer]]
                           for t, regions, answer in self.around_asked],
                "nonempty": self.nonempty}


def holds(record: dict[str, object], avoid: Avoid) -> bool:
    """Does ``avoid`` give every answer of a RecordingAvoid's ``record``?"""
    equal, nonempty = record.get("equal"), record.get("nonempty")
    if not isinstance(equal, list):
        return False
    if nonempty is not None and bool(avoid) != nonempty:
        return False
    return all((folded in avoid) == answer for folded, answer in equal) and corpus_holds(record, avoid)


def corpus_holds(record: dict[str, object], avoid: Avoid, since: CorpusChange | None = None) -> bool:
    """Does ``avoid`` give the answers of ``record`` that depend on the corpus-wide originals (the corpus
    part of ``clashes`` and of ``around``)? A record without them (an older one) holds under none.
    ``since``: the record is known to hold under an Avoid whose corpus-wide originals differ from
    ``avoid``'s in these (Avoid.differs): only the questions where one of them stands are asked again."""
    corpus, around = record.get("corpus"), record.get("around")
    if not isinstance(corpus, list) or not isinstance(around, list):
        return False
    if not all(avoid.corpus_clash(surrogate) == answer for surrogate, answer in corpus
               if since is None or since.clash(surrogate)):
        return False
    for text, regions, answer in around:
        pairs = [(a, b) for a, b in regions]
        if since is not None and not since.around(text, pairs):
            continue
        if [list(r) for r in avoid.corpus_around(text, pairs)] != answer:
            return False
    return True
