"""Step "known_values": a value known to be personal in one essay is a candidate everywhere it counts.

The last corpus step of detection (scope "corpus": every essay and its spans, after every learner went
through the steps before; pipeline.cfg lists it last). Every replaced span (not mark-only) makes its value
*known*. Every other occurrence of a known value becomes a candidate span with the same label (the running number
follows, as numbering gives one entity one number), source ``known_value``, where the leak check
(workbench.pseudonymize.leak) would count it: by its scope (workbench.pseudonymize.scope, the one rule),
in the same match form (case, diacritics, invisible characters, punctuation), inside longer words for
values of 5+ characters ("Okafor" in the handle "chi-okafor"). So what detection found once is replaced
everywhere, and the leak check does not find it again, except at three kinds of occurrence it does not spread
(``spread``: precision of detection; the leak check still reports them, and a release stops at them until a
reviewer settles the value):
- inside a word that is not capitalised, after a letter or digit: "arnas" of "Arnas" in "ungdomarnas",
  "kolar" in "sckolar" (in "Lindström" the surname "Ström" is spread: a capitalised word may be a name);
- a spelling no original has (diacritics folded) that is a common word (``common_word``): "Man" for "Män";
- another learner's name in a lower-case word that is a frequent Swedish or English word
  (scope.frequent_word, even where a name list holds it): "andras" for "Andras".
Names also catch close misspellings in the learner's own essays ("Abdirahmen" for "Abdirahman": rapidfuzz
ratio >= 85, 5+ letters, same first letter, at most one letter longer or shorter, capitalised, no common word).

An occurrence that overlaps a span already there is left alone, except that a mark-only span (kept in
the text, flagged for review) is split around it, so the value is replaced and the flag stays. The
reason a reviewer reads names the label and where the value is known from, never the value. The
evidence says which rule found it (``known_value:same_value`` or ``known_value:close_spelling``) and whether
the value is known from another learner (``other_learner``); its score comes from resources/scores.tsv like
every candidate's. Pure: (essays, spans per essay) -> spans per essay.
"""

from __future__ import annotations

import bisect
import re
from collections.abc import Iterable, Mapping, Sequence
from functools import cache, lru_cache

from rapidfuzz import fuzz

from workbench import taxonomy
from workbench.detect.evidence import evidence, score
from workbench.detect.steps import corpus_step
from workbench.model import Essay, Span
from workbench.normalize import INVISIBLE, normalize
from workbench.pseudonymize.fold import fold as _fold_text
from workbench.pseudonymize.matcher import Hit, closed_up
from workbench.pseudonymize.scope import KnownValues, common_word, frequent_word, is_name

__all__ = ["FUZZY_RATIO", "propagate_known", "spelling", "spread"]

SOURCE = "known_value"
FUZZY_RATIO = 85.0
_FUZZY_MIN = 5
#: the words (``\w+``) that may start with a capital: not those starting with a digit, "_" or an ASCII
#: lower-case letter (most words), which ``_fuzzy`` would skip anyway. The first letter comes before the look
#: back (no word character before it): ``re`` skips in C to the characters of a pattern's opening class, but
#: tries one that opens with a look-behind at every character (1.7x the time on the English bench essays)
_WORD = re.compile(r"[^\W\d_a-z](?<!\w.)\w*", re.DOTALL)
#: the same words of an all-ASCII text (most English essays), where ``\w`` is ``[A-Za-z0-9_]``: re tests
#: explicit ranges faster than a class by Unicode category (the search costs about half)
_ASCII_WORD = re.compile(r"[A-Z](?<![A-Za-z0-9_].)[A-Za-z0-9_]*", re.DOTALL)


#: ``fold``, of each value once: values and the words around them repeat across a corpus's essays
fold = lru_cache(maxsize=8192)(_fold_text)


@lru_cache(maxsize=8192)  # of every original and every occurrence of one: the same few values again and again
def spelling(value: str) -> str:
    """``value`` as spelled: lower case, its words joined by one space, invisible characters dropped, its
    diacritics kept ("Anna-Karin" and "anna karin" are one spelling, "Män" and "Man" two)."""
    return " ".join(_WORDS.findall("".join(c for c in value.lower() if c not in INVISIBLE)))


_WORDS = re.compile(r"\w+")


def spread(text: str, hit: Hit, own: bool, spellings: set[str]) -> bool:
    """Is the occurrence of a known value at ``hit`` spread (see the module doc)? ``own``: the value is
    the learner's own; ``spellings``: the ``spelling`` of every original."""
    start, end = hit.start, hit.end  # the word it stands in
    while start > 0 and text[start - 1].isalnum():
        start -= 1
    while end < len(text) and text[end].isalnum():
        end += 1
    word = text[start:end]
    if start < hit.start and not word[0].isupper():  # inside a word: "arnas" in "ungdomarnas", not "Lindström"
        return False
    # "H a r r i e t", "Stock\u2029port", "Stock-\nport" are spelled "harriet", "stockport" (the closed-up form);
    # a value is its own spelling as it stands too ("M v h" of a learner's "M.v.h", not the word "mvh")
    plain = text[hit.start : hit.end]
    written = closed_up(normalize(plain, closed=True).text)
    if spelling(written) not in spellings and spelling(plain) not in spellings and common_word(written):
        return False  # "Man" for "Män"
    # another learner's name in lower case: "andras" for "Andras"
    return own or not word.islower() or not frequent_word(word)


@cache
def _replaced(label: str) -> bool:
    return taxonomy.group_of(label) != "mark-only"


def _known(essays: Sequence[Essay], spans: Mapping[str, Sequence[Span]]
           ) -> tuple[list[tuple[str, str, str]], dict[tuple[str, str], str]]:
    """(label, value, learner) of every replaced span, and where each (learner, folded value) is first
    known ("essay <id>, offset <n>")."""
    originals: list[tuple[str, str, str]] = []
    where: dict[tuple[str, str], str] = {}
    for e in essays:
        for s in spans.get(e.id, ()):
            if _replaced(s.label):
                value = e.text[s.start : s.end]
                originals.append((s.label, value, e.learner_id))
                where.setdefault((e.learner_id, fold(value)), f"essay {e.id}, offset {s.start}")
    return originals, where


class _Overlaps:
    """The spans of a list that overlap a stretch, in the list's order, found by bisection over their starts
    (an essay of hundreds of spans and as many occurrences of known values: no scan of every span for each)."""

    def __init__(self, spans: list[Span]) -> None:
        self.spans = spans
        self.order = sorted(range(len(spans)), key=lambda k: spans[k].start)
        self.starts = [spans[k].start for k in self.order]
        self.longest = max((s.end - s.start for s in spans), default=0)

    def find(self, hit: Hit) -> list[Span]:
        """The spans that overlap the stretch of ``hit``."""
        found = []
        k = bisect.bisect_left(self.starts, hit.end) - 1  # the spans that start before it ends ...
        while k >= 0 and self.starts[k] > hit.start - self.longest:  # ... and may end after it starts
            if self.spans[self.order[k]].end > hit.start:
                found.append(self.order[k])
            k -= 1
        return [self.spans[n] for n in sorted(found)]

    def grown(self, spans: list[Span]) -> _Overlaps:
        """This index for ``spans``: the spans of this one, in the same order, and one more at the end."""
        self.spans = spans
        at = bisect.bisect_right(self.starts, spans[-1].start)
        self.starts.insert(at, spans[-1].start)
        self.order.insert(at, len(spans) - 1)
        self.longest = max(self.longest, spans[-1].end - spans[-1].start)
        return self


def _inside(hit: Hit, spans: _Overlaps) -> bool:
    """Does the stretch of ``hit`` lie inside one of ``spans``?"""
    return any(s.start <= hit.start and hit.end <= s.end for s in spans.find(hit))


def _fits(span: Span, spans: list[Span], text: str, hit: list[Span] | None = None) -> list[Span] | None:
    """``spans`` with room made for ``span``: None when it overlaps a replaced span, else with every
    mark-only span it overlaps split around it (the parts trimmed of white space, blank ones dropped).
    ``hit``: the spans of ``spans`` it overlaps, in their order, when the caller found them already."""
    if hit is None:
        hit = [s for s in spans if s.overlaps(span)]
    if any(_replaced(s.label) for s in hit):
        return None
    out = [s for s in spans if s not in hit]
    for s in hit:
        for start, end in ((s.start, span.start), (span.end, s.end)):
            part = text[start:end] if start < end else ""
            if part.strip():
                lead = len(part) - len(part.lstrip())
                out.append(s.with_(start=start + lead, end=start + len(part.rstrip())))
    return out


def _fuzzy(essay: Essay, spans: list[Span], names: dict[str, str]) -> list[Span]:
    """Capitalised words of ``essay`` that are close misspellings of the learner's ``names`` (folded
    name -> label)."""
    out: list[Span] = []
    if not names:  # a learner with no name known: nothing to compare (most essays of a corpus of sentences)
        return out
    by_first: dict[str, list[tuple[str, str]]] = {}  # the names by their first letter, in their order
    for name, label in names.items():
        by_first.setdefault(name[0], []).append((name, label))
    # word -> the label of the name it is a close spelling of, or None: each distinct word asked once, and
    # the words gone through one by one only in an essay that has one (few have)
    words = _ASCII_WORD if essay.text.isascii() else _WORD
    close = {word: _close(word, names, by_first) for word in set(words.findall(essay.text))}
    if not any(like is not None for like in close.values()):
        return out
    for m in words.finditer(essay.text):
        like = close[m.group()]
        if like is not None:
            ev = evidence(f"{SOURCE}:close_spelling")
            span = Span(m.start(), m.end(), like, source=SOURCE, score=score(ev),
                        reason=f"a close spelling of a '{like}' of this learner", evidence=ev)
            if not any(s.overlaps(span) for s in spans + out):
                out.append(span)
    return out


def _close(word: str, names: dict[str, str], by_first: dict[str, list[tuple[str, str]]]) -> str | None:
    """The label of the first of ``names`` (by first letter, in order) that capitalised ``word`` is a close
    misspelling of; None when it is none's (lower case, short, a name itself, a common word)."""
    if not word[0].isupper():  # the cheapest test first
        return None
    folded = fold(word)
    if len(folded) < _FUZZY_MIN or folded in names or folded[0] not in by_first or common_word(word):
        return None
    for name, label in by_first[folded[0]]:
        if abs(len(name) - len(folded)) <= 1 and fuzz.ratio(name, folded) >= FUZZY_RATIO:
            return label
    return None


def _fragments(text: str, hit: Hit, overlapped: list[Span]) -> list[Span]:
    """The replaced spans that are pieces of a value the matcher read whole only closed up ("Ka" of "Ka-\nrin",
    "Pem" of "Pem\u2009berton": detection reads the text as it stands), or none when any replaced span is more than
    that: those give way to the whole value, or its second piece is released (review 20)."""
    plain = text[hit.start : hit.end]
    if normalize(plain, closed=True).text == plain:
        return []
    replaced = [s for s in overlapped if _replaced(s.label)]
    inside = all(hit.start <= s.start and s.end <= hit.end and (s.start, s.end) != (hit.start, hit.end)
                 for s in replaced)
    return replaced if inside else []


@corpus_step("known_values", scope="corpus")
def propagate_known(essays: Iterable[Essay], spans: Mapping[str, Sequence[Span]]) -> dict[str, list[Span]]:
    """``spans`` plus a ``known_value`` span at every occurrence of a known value where it counts (see
    the module doc), for every essay of ``essays``; the result is sorted like the input spans."""
    essays = list(essays)
    originals, where = _known(essays, spans)
    known = KnownValues(originals)
    spellings = {spelling(value) for _, value, _ in originals}
    names: dict[str, dict[str, str]] = {}
    for label, value, learner in originals:
        if is_name(label) and len(folded := fold(value)) >= _FUZZY_MIN:
            names.setdefault(learner, {}).setdefault(folded, label)
    same_value = {own: (ev, score(ev)) for own in (True, False)
                  for ev in [evidence(f"{SOURCE}:same_value", other_learner=not own)]}  # by ``own``
    out: dict[str, list[Span]] = {}
    for e in essays:
        current = list(spans.get(e.id, ()))
        index: _Overlaps | None = None  # of ``current``, made again when it changed
        # most hits lie inside a replaced span (its own value, a first name of a full name): no room there,
        # whatever else this loop does to ``current`` (a longer value read whole that takes such a span as its
        # piece covers the hit too), so they are not asked of at all
        replaced = _Overlaps([s for s in current if _replaced(s.label)])
        hits = [h for h in known.matcher.hits(e.text) if not _inside(h, replaced)] if len(known) else []
        for hit, labels in known.find(e.text, e.learner_id, hits=hits, nested=True) if hits else ():
            own = known.own(hit, e.learner_id)
            if not spread(e.text, hit, own, spellings):
                continue
            index = index or _Overlaps(current)
            overlapped = index.find(hit)
            if any(_replaced(s.label) for s in overlapped):
                inside = _fragments(e.text, hit, overlapped)
                if not inside:
                    continue  # no room (``_fits``): most hits are where a replaced span is already, the value's own
                current = [s for s in current if s not in inside]  # the value read whole wins over its pieces
                overlapped = [s for s in overlapped if s not in inside]
                index = None
            label = labels[0]
            origin = where.get((e.learner_id, fold(e.text[hit.start : hit.end]))) if own else None
            reason = (f"a '{label}' known to be personal in this learner's {origin}" if own and origin
                      else f"a '{label}' known to be personal in another learner's essay")
            ev, ev_score = same_value[own]
            span = Span(hit.start, hit.end, label, source=SOURCE, score=ev_score, reason=reason, evidence=ev)
            room = _fits(span, current, e.text, overlapped)
            if room is not None:
                current = room + [span]
                index = None if overlapped or index is None else index.grown(current)  # a split: made again
        current += _fuzzy(e, current, names.get(e.learner_id, {}))
        out[e.id] = sorted(current, key=lambda s: (s.start, s.end, s.label))
    return out
