"""What a surrogate must keep clear of: the originals of the corpus (RenderOptions.avoid).

Two rules, both over the originals of the spans being replaced:
- hard (``clashes``): a surrogate whose match form (workbench.pseudonymize.matcher) contains an original
  of the same learner, or of the corpus for names, contact and ID values (the leak check's scope,
  workbench.pseudonymize.scope), or is contained in one, is redrawn, for every label: an institution one
  letter longer than the original, "tjugotvå" for "tjugo", a company named after the learner's boss, an
  e-mail address with the girlfriend's name. The renderer redraws and finally falls back to a surrogate
  that cannot contain an original, so no seed ever refuses a release for it.
- soft (``in``): a surrogate is preferably not equal to any original of a name, place, institution or
  transport line anywhere in the corpus (one learner's surrogate should not repeat another learner's real
  town), but a large corpus names every frequent city, so this one may give way.
"""

from __future__ import annotations

from collections.abc import Iterable

from workbench import taxonomy
from workbench.pseudonymize.fold import fold
from workbench.pseudonymize.matcher import LONG, SEP, OriginalMatcher, match_form, match_key
from workbench.pseudonymize.scope import corpus_wide

__all__ = ["Avoid"]

_JOIN = "\x01"  # between originals in one string: never in a match form
_EQUAL_KINDS = ("names", "geo", "institution", "transport")


class Avoid:
    """The originals a surrogate must not contain or be contained in (see the module doc)."""

    def __init__(self, originals: Iterable[tuple[str, str, str]] = ()) -> None:
        """``originals``: (label, value, learner id) of every mention that will be replaced."""
        equal: set[str] = set()
        corpus: set[str] = set()
        learners: dict[str, set[str]] = {}
        for label, value, learner in originals:
            if taxonomy.get(label).kind in _EQUAL_KINDS:
                folded = fold(value)
                equal.update((folded, folded[:-1] if folded.endswith("s") else folded))
            key = match_key(value)
            if key is not None:
                (corpus if corpus_wide(label) else learners.setdefault(learner, set())).add(key)
        self.equal = frozenset(equal)
        self._corpus = OriginalMatcher(corpus)
        self._corpus_text = _JOIN + _JOIN.join(sorted(corpus)) + _JOIN
        self._learners = {k: sorted(v) for k, v in learners.items()}
        self._cache: dict[str, bool] = {}

    def __contains__(self, folded: object) -> bool:
        """Is ``folded`` (a folded surrogate) equal to an original name, place or institution (soft rule)?"""
        return folded in self.equal

    def __bool__(self) -> bool:
        return bool(self.equal or self._corpus or self._learners)

    def clashes(self, surrogate: str, learner: str = "") -> bool:
        """Does ``surrogate`` contain, or is it contained in, an original of ``learner`` or a corpus-wide
        one (hard rule)?"""
        form = match_form(surrogate)[0]
        if self._corpus_clash(surrogate, form):
            return True
        mine = self._learners.get(learner)
        return mine is not None and _clash(form, match_key(surrogate), mine)

    def _corpus_clash(self, surrogate: str, form: str) -> bool:
        found = self._cache.get(surrogate)
        if found is None:
            key = match_key(surrogate)
            found = bool(self._corpus.hits(surrogate)) or (key is not None and key in self._corpus_text)
            self._cache[surrogate] = found
        return found


def _clash(form: str, key: str | None, originals: list[str]) -> bool:
    padded = f"{SEP}{form}{SEP}"
    for o in originals:
        if (o in form if len(o) >= LONG else f"{SEP}{o}{SEP}" in padded) or (key is not None and key in o):
            return True
    return False
