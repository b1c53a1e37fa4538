"""Corpus-wide search: the word index the store keeps, and a search over it that finds strings, labels and
detectors across every essay.

The index (``search_terms``: a folded word and an essay that holds it; ``search_vocab``: every folded word) is
written with the essays and never changed by decisions, since texts never change. A string search folds its
words (case and diacritics, workbench.pseudonymize.fold), finds the essays that hold every word through the
index (with ``fuzzy``, every indexed word within a small edit distance counts: rapidfuzz over the vocabulary),
then locates the whole-word occurrences in those essays' texts only. A hit is marked by the span that covers
it in the searching reviewer's state (their blind review where the essay is assigned to them, else the shared
state), or is unmarked. A label or detector search alone reads the spans through their indexes.

``edits_for`` turns hits into the edits of one bulk decision (accept, reject, relabel; add for unmarked hits).
"""

from __future__ import annotations

import re
from bisect import bisect_left
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import replace
from typing import Any

from workbench.pseudonymize.fold import fold
from workbench.store.api import HIT_STATUSES, Edit, Hit, Query, SearchResult, StoreError
from workbench.store.matching import folded
from workbench.store.sqlite import Tx

__all__ = ["CONTEXT", "COUNTED", "MAX_HITS", "Vocabulary", "distance", "edits_for", "index_all", "index_essays",
           "search", "search_all", "words"]

WORD = re.compile(r"\w+")
MAX_HITS = 20_000  # a bulk decision takes at most this many hits
COUNTED = 1_000  # a search page counts the hits up to here (more: "1,000+", capped)
CONTEXT = 60  # characters of text shown on each side of a hit
MAX_WORDS = 12
MAX_TEXT = 300
_CHUNK = 500
_SPAN = 'span_id, essay_id, start, "end", label, status, source, number'


def words(text: str) -> list[str]:
    """The folded words of a text, as the index holds them."""
    return [fold(m.group()) for m in WORD.finditer(text)]


def distance(word: str) -> int:
    """The edit distance a fuzzy search allows for a word: none under 4 letters, 1 under 8, else 2."""
    return 0 if len(word) < 4 else 1 if len(word) < 8 else 2


# -- the index ---------------------------------------------------------------------------------------------

def index_essays(tx: Tx, essays: Iterable[tuple[str, int, str]]) -> None:
    """Add essays (id, position, text) to the index."""
    rows: list[tuple[str, int, str]] = []
    vocab: set[str] = set()
    for essay_id, position, text in essays:
        found = set(words(text))
        rows.extend((t, position, essay_id) for t in found)
        vocab |= found
    tx.insert_many("search_terms", ("term", "position", "essay_id"), rows)
    tx.many("INSERT INTO search_vocab (term) VALUES (?) ON CONFLICT (term) DO NOTHING", [(t,) for t in sorted(vocab)])


def index_all(tx: Tx, batch: int = 2000) -> None:
    """Build the index again from every essay (a store migrated from before it had one)."""
    tx.run("DELETE FROM search_terms")
    tx.run("DELETE FROM search_vocab")
    ids = [r[0] for r in tx.all("SELECT id FROM essays ORDER BY position")]
    for k in range(0, len(ids), batch):
        chunk = ids[k:k + batch]
        index_essays(tx, [(r[0], r[1], r[2]) for r in tx.all(
            f"SELECT id, position, text FROM essays WHERE id IN ({_in(len(chunk))})", chunk)])


class Vocabulary:
    """The index's words, kept in memory between searches (read again when the index grew)."""

    def __init__(self) -> None:
        self.terms: list[str] = []
        self._size = -1

    def get(self, tx: Tx) -> list[str]:
        size = int(tx.value("SELECT COUNT(*) FROM search_vocab"))
        if size != self._size:
            self.terms = [r[0] for r in tx.all("SELECT term FROM search_vocab")]
            self._size = size
        return self.terms

    def matches(self, tx: Tx, word: str, fuzzy: bool) -> set[str]:
        """The indexed words a query word finds."""
        if not fuzzy or distance(word) == 0:
            return {word}
        from rapidfuzz import process
        from rapidfuzz.distance import Levenshtein

        found = process.extract(word, self.get(tx), scorer=Levenshtein.distance, score_cutoff=distance(word),
                                limit=None)
        return {word} | {t for t, _, _ in found}


# -- searching ---------------------------------------------------------------------------------------------

def _in(n: int) -> str:
    return ",".join("?" * n)


def _texts(tx: Tx, ids: Sequence[str]) -> list[tuple[str, str]]:
    out: list[tuple[str, str]] = []
    for k in range(0, len(ids), _CHUNK):
        chunk = list(ids[k:k + _CHUNK])
        out += [(r[0], r[1]) for r in tx.all(f"SELECT id, text FROM essays WHERE id IN ({_in(len(chunk))})", chunk)]
    return out


def _check(query: Query) -> None:
    if query.status is not None and query.status not in HIT_STATUSES:
        raise StoreError(f"a hit's status is one of {', '.join(HIT_STATUSES)}, not {query.status!r}")
    if not isinstance(query.text, str) or len(query.text) > MAX_TEXT:
        raise StoreError(f"a search is text of at most {MAX_TEXT} characters")
    if len(words(query.text)) > MAX_WORDS:
        raise StoreError(f"a search takes at most {MAX_WORDS} words")
    if not words(query.text) and not query.label and not query.source:
        raise StoreError("nothing to search: give words, a label or a detector")
    if query.status == "unmarked" and not words(query.text):
        raise StoreError("unmarked hits are occurrences of words: give the words to look for")


def _candidates(tx: Tx, wanted: list[set[str]]) -> Iterator[list[str]]:
    """The essays holding every query word (each: any of its indexed words), in corpus order, a few at a time
    (then more): a frequent word fills a page from the first essays."""
    terms = [sorted(t) for t in wanted]
    if len(terms) > 1:  # the rarest word leads
        terms.sort(key=lambda ts: sum(int(tx.value(f"SELECT COUNT(*) FROM search_terms WHERE term IN "
                                                   f"({_in(len(ts[k:k + _CHUNK]))})", ts[k:k + _CHUNK]))
                                      for k in range(0, len(ts), _CHUNK)))
    after, size = -1, 16
    while True:
        first: list[tuple[int, str]] = []
        for k in range(0, len(terms[0]), _CHUNK):
            chunk = terms[0][k:k + _CHUNK]
            first += tx.all(f"SELECT position, essay_id FROM search_terms WHERE term IN ({_in(len(chunk))}) AND "
                            "position > ? ORDER BY position LIMIT ?", [*chunk, after, size])
        batch = sorted(set(first))[:size]
        if not batch:
            return
        after, size = batch[-1][0], min(size * 2, 256)
        keep = {p for p, _ in batch}
        for ts in terms[1:]:
            found: set[int] = set()
            for k in range(0, len(ts), _CHUNK):
                chunk = ts[k:k + _CHUNK]
                found |= {r[0] for r in tx.all(
                    f"SELECT position FROM search_terms WHERE term IN ({_in(len(chunk))}) AND position IN "
                    f"({_in(len(keep))})", [*chunk, *sorted(keep)])}
            keep &= found
        yield [eid for p, eid in batch if p in keep]


def _pattern(wanted: list[set[str]]) -> re.Pattern[str]:
    """The query's words one after the other, whole words, over a folded text."""
    alts = ["(?:" + "|".join(re.escape(t) for t in sorted(ts, key=lambda t: (-len(t), t))) + ")" for ts in wanted]
    return re.compile(r"(?<!\w)" + r"\W+".join(alts) + r"(?!\w)")


def _locate(text: str, pattern: re.Pattern[str]) -> list[tuple[int, int]]:
    """Whole-word occurrences of the query's words in a text (offsets of the text, whatever folding did)."""
    hay, where = folded(text)
    return [(where[m.start()], where[m.end() - 1] + 1) for m in pattern.finditer(hay)]


def _spans(tx: Tx, essay_ids: Sequence[str], reviewer: str | None) -> dict[str, list[tuple[Any, ...]]]:
    """The spans of some essays as ``reviewer`` sees them (their blind review where assigned to them)."""
    out: dict[str, list[tuple[Any, ...]]] = {}
    for k in range(0, len(essay_ids), _CHUNK):
        chunk = list(essay_ids[k:k + _CHUNK])
        blind = set()
        if reviewer:
            blind = {r[0] for r in tx.all(f"SELECT essay_id FROM blind_essay_state WHERE reviewer = ? AND essay_id "
                                          f"IN ({_in(len(chunk))})", [reviewer, *chunk])}
        shared = [e for e in chunk if e not in blind]
        rows = tx.all(f"SELECT {_SPAN} FROM span_state WHERE essay_id IN ({_in(len(shared))})", shared) if shared \
            else []
        if blind:
            rows += tx.all(f"SELECT {_SPAN} FROM blind_span_state WHERE reviewer = ? AND essay_id IN "
                           f"({_in(len(blind))})", [reviewer, *sorted(blind)])
        for r in rows:
            out.setdefault(r[1], []).append(r)
    return out


def _locked(tx: Tx, essay_ids: Sequence[str], reviewer: str | None) -> set[str]:
    """The essays under blind review whose shared state nobody may change yet (``reviewer`` is not one of
    their reviewers, and a blind review is not finished)."""
    out: set[str] = set()
    ids = sorted(set(essay_ids))
    for k in range(0, len(ids), _CHUNK):
        chunk = ids[k:k + _CHUNK]
        out |= {r[0] for r in tx.all(
            f"SELECT DISTINCT b.essay_id FROM blind_essay_state b WHERE b.essay_id IN ({_in(len(chunk))}) AND "
            "b.status <> 'reviewed' AND NOT EXISTS (SELECT 1 FROM blind_essay_state m WHERE m.essay_id = "
            "b.essay_id AND m.reviewer = ?)", [*chunk, reviewer or ""])}
    return out


def _lock(hits: list[Hit], locked: set[str]) -> list[Hit]:
    return [replace(h, locked=True) if h.essay_id in locked else h for h in hits] if locked else hits


def _mark(essay_id: str, start: int, end: int, spans: list[tuple[Any, ...]], starts: list[int],
          longest: int) -> Hit:
    """The hit, marked by the span that covers most of it (a live one before a rejected one): a decision on
    the hit acts on that span. ``spans`` are sorted by start (``starts``), none longer than ``longest``."""
    best, score = None, (False, 0)
    for r in spans[bisect_left(starts, start - longest):bisect_left(starts, end)]:
        overlap = min(end, r[3]) - max(start, r[2])
        if overlap > 0 and (r[5] != "rejected", overlap) > score:
            best, score = r, (r[5] != "rejected", overlap)
    if best is None:
        return Hit(essay_id, start, end, None, None, "unmarked", None)
    return Hit(essay_id, start, end, best[0], best[4], best[5], best[6], best[7])


def _keep(hit: Hit, query: Query) -> bool:
    return ((query.label is None or hit.label == query.label) and (query.source is None or hit.source == query.source)
            and (query.status is None or hit.status == query.status))


def _text_hits(tx: Tx, vocab: Vocabulary, query: Query, reviewer: str | None,
               limit: int) -> tuple[list[Hit], dict[str, str], bool]:
    wanted = [vocab.matches(tx, w, query.fuzzy) for w in words(query.text)]
    pattern = _pattern(wanted)
    hits: list[Hit] = []
    texts: dict[str, str] = {}
    for chunk in _candidates(tx, wanted):
        got = dict(_texts(tx, chunk))
        spans = _spans(tx, chunk, reviewer)
        locked = _locked(tx, chunk, reviewer)
        for eid in chunk:
            seen: set[int] = set()
            mine = sorted(spans.get(eid, []), key=lambda r: r[2])
            starts = [r[2] for r in mine]
            longest = max((r[3] - r[2] for r in mine), default=0)
            for start, end in _locate(got[eid], pattern):
                hit = _mark(eid, start, end, mine, starts, longest)
                if hit.span_id is not None and hit.span_id in seen or not _keep(hit, query):
                    continue
                if hit.span_id is not None:
                    seen.add(hit.span_id)
                hits.append(replace(hit, locked=True) if eid in locked else hit)
                texts[eid] = got[eid]
            if len(hits) > limit:
                return hits[:limit], texts, True
    return hits, texts, False


def _span_hits(tx: Tx, query: Query, reviewer: str | None, offset: int, limit: int,
               count: int) -> tuple[list[Hit], int, bool]:
    """Spans of a label and/or detector (and status), paged by span id, as ``reviewer`` sees them; how many
    there are, counted up to ``count`` (and whether there are more)."""
    conds: list[str] = []
    params: list[Any] = []
    for col, value in (("label", query.label), ("source", query.source), ("status", query.status)):
        if value is not None:
            conds.append(f"{col} = ?")
            params.append(value)
    where = " AND ".join(conds)
    blind = reviewer and tx.value("SELECT 1 FROM blind_essay_state WHERE reviewer = ? LIMIT 1", (reviewer,))
    if blind:
        sql = (f"SELECT {_SPAN} FROM span_state WHERE {where} AND essay_id NOT IN (SELECT essay_id FROM "
               f"blind_essay_state WHERE reviewer = ?) UNION ALL SELECT {_SPAN} FROM blind_span_state WHERE {where} "
               "AND reviewer = ?")
        args: list[Any] = [*params, reviewer, *params, reviewer]
    else:  # the shared state alone, straight from its indexes
        sql, args = f"SELECT {_SPAN} FROM span_state WHERE {where}", params
    total = int(tx.value(f"SELECT COUNT(*) FROM ({sql} LIMIT ?) h", [*args, count + 1]))
    rows = tx.all(f"SELECT * FROM ({sql}) h ORDER BY span_id LIMIT ? OFFSET ?", [*args, limit, offset])
    hits = [Hit(r[1], r[2], r[3], r[0], r[4], r[5], r[6], r[7]) for r in rows]
    return _lock(hits, _locked(tx, [h.essay_id for h in hits], reviewer)), min(total, count), total > count


def _context(hit: Hit, text: str) -> Hit:
    before = text[max(0, hit.start - CONTEXT):hit.start]
    after = text[hit.end:hit.end + CONTEXT]
    if hit.start > CONTEXT and " " in before:
        before = "…" + before[before.index(" ") + 1:]
    if len(text) > hit.end + CONTEXT and " " in after:
        after = after[:after.rindex(" ")] + "…"
    return replace(hit, text=text[hit.start:hit.end], before=before.replace("\n", " "),
                   after=after.replace("\n", " "))


def search(tx: Tx, vocab: Vocabulary, query: Query, reviewer: str | None = None, offset: int = 0,
           limit: int = 50) -> SearchResult:
    """A page of hits (with their context) and the counts (up to COUNTED hits or the end of the page, then
    ``capped``)."""
    _check(query)
    offset, limit = max(0, int(offset)), max(0, int(limit))
    if words(query.text):  # counted up to COUNTED hits (or the page), so a frequent word is quick too
        hits, texts, capped = _text_hits(tx, vocab, query, reviewer, max(COUNTED, offset + limit))
        total, essays = len(hits), len({h.essay_id for h in hits})
        page = hits[offset:offset + limit]
    else:
        page, total, capped = _span_hits(tx, query, reviewer, offset, limit, max(COUNTED, offset + limit))
        texts = dict(_texts(tx, sorted({h.essay_id for h in page})))
        essays = -1  # not counted: a label can mark every essay
    return SearchResult(query, [_context(h, texts[h.essay_id]) for h in page], total, essays, offset, capped)


def search_all(tx: Tx, vocab: Vocabulary, query: Query, reviewer: str | None = None) -> list[Hit]:
    """Every hit (without context), at most MAX_HITS: StoreError when there are more."""
    _check(query)
    if words(query.text):
        hits, _, capped = _text_hits(tx, vocab, query, reviewer, MAX_HITS)
    else:
        hits, _, capped = _span_hits(tx, query, reviewer, 0, MAX_HITS, MAX_HITS)
    if capped or len(hits) > MAX_HITS:
        raise StoreError(f"more than {MAX_HITS:,} hits: narrow the search (a label, a detector, a status)")
    return hits


def edits_for(hits: Iterable[Hit], action: str, label: str | None = None) -> list[Edit]:
    """The edits of one bulk decision over hits: ``accept``/``reject``/``relabel`` (to ``label``) the spans
    that mark them, or ``add`` a span (labelled ``label``) at every unmarked one. Hits already so are left
    out, and so are locked hits (an essay under blind review, not finished) and an unmarked hit that overlaps
    one before it."""
    if action not in ("accept", "reject", "relabel", "add"):
        raise StoreError(f"a bulk decision accepts, rejects, relabels or adds, not {action!r}")
    if action in ("relabel", "add") and not label:
        raise StoreError(f"{action} needs a label")
    edits: list[Edit] = []
    seen: set[int] = set()
    last: dict[str, int] = {}
    for h in hits:
        if h.locked:
            continue
        if action == "add":
            if h.span_id is None and h.start >= last.get(h.essay_id, -1):
                edits.append(Edit(h.essay_id, "add", None, {"start": h.start, "end": h.end, "label": label}))
                last[h.essay_id] = h.end
            continue
        if h.span_id is None or h.span_id in seen:
            continue
        seen.add(h.span_id)
        if (action == "accept" and h.status != "accepted") or (action == "reject" and h.status != "rejected"):
            edits.append(Edit(h.essay_id, action, h.span_id))
        elif action == "relabel" and h.label != label:
            edits.append(Edit(h.essay_id, "relabel", h.span_id, {"label": label}))
    return edits
