"""The release a review store would export now, checked by the one leak check, without writing it.

``ReleaseCheck.run(store)`` renders what ``review export`` (pipeline.export_release) would write into
release/, through the export's own code path (the same essays, spans, kept occurrences, file names,
originals, RenderOptions.avoid, numbering and ``render_learner``), holds the exact bytes in memory, checks
every text with ``LeakCheck.check_text`` as the writer does, the review report with ``check_review_report``
as the writer and ``check-release`` do, and what report.json would add (its learner ids, the store's name,
the essays left out) with the writer's ``report_leaks``, and gives the verdict with the release
digest of exactly those bytes (workbench.store.digest): the sign-off records that digest, and the export
must then write the same bytes.

It re-renders only what changed. A learner's texts depend on (1) that learner's essays and review state
(surrogates are consistent across a learner's essays: one decision can change all of them), keyed by the
store's digest of that state (ReviewStore.release_state: after the first run only the learners with a
decision since the last run are digested again); and (2) the other learners' originals, which every
surrogate keeps clear of (Avoid): each render records the questions it asked of Avoid (RecordingAvoid) and
is kept only while the current originals give the same answers. The renders are cached per learner in this
object and in the store (ReviewStore.release_cache: they hold text, so they stay where the originals are).

Names, contact and ID originals count across the whole release (pseudonymize.scope), so one learner's new
name can make another learner's unchanged text leak: every text is checked with the full set of originals
(one LeakCheck, rebuilt when the originals change). A learner whose texts did not change keeps its earlier
findings when the originals did not change either, or when no value whose originals changed (added,
removed, or with another label or learner) occurs in its texts: one pass of a matcher of those values alone
tells, since what the check finds at an occurrence of a value depends only on that value's originals.
"""

from __future__ import annotations

import json
import time
import zlib
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from pathlib import Path

from workbench import taxonomy
from workbench.io.filenames import file_stems
from workbench.model import Essay, Span
from workbench.pseudonymize.avoid import Avoid, RecordingAvoid, corpus_holds, holds
from workbench.pseudonymize.gcpause import paused_gc
from workbench.pseudonymize.key import Kept
from workbench.pseudonymize.leak import REPORT_NAME, Leak, LeakCheck, check_review_report
from workbench.pseudonymize.matcher import OriginalMatcher
from workbench.pseudonymize.options import RenderOptions
from workbench.pseudonymize.release import report_leaks
from workbench.pseudonymize.render import KeyEntry
from workbench.store import KeptOccurrence, ReviewStore, digest_files
from workbench.store.release_state import LogMark

__all__ = ["ReleaseCheck", "Verdict"]

Progress = Callable[[int, int, str], None]
_FORMAT = 2  # of the cached data: a change makes every cached render stale


@dataclass(frozen=True)
class Verdict:
    """What the check found: ``leaks`` (each names file, line, essay, offset and label, never the value), the
    files the release would hold, the digest of their exact bytes, the essays rendered anew for this run,
    the essays that cannot be released (an id no file name can be made of: the export leaves them out too),
    the spans still open (replaced here, the safe side; the export refuses while any is open), the log mark
    the check saw, and how long it took."""

    leaks: list[Leak]
    files: int
    digest: str
    rendered: int
    unusable: list[tuple[str, str]]
    open_spans: int
    mark: LogMark
    seconds: float

    @property
    def ok(self) -> bool:
        return not self.leaks


@dataclass
class _Learner:
    """One learner's part of the release: per released essay (id, target, key entries, kept occurrences),
    the originals its spans replace, and the questions its render asked of Avoid."""

    key: str
    essays: list[tuple[str, str, list[KeyEntry], list[Kept]]]
    originals: list[tuple[str, str, str]]
    avoid: dict[str, object]
    leaks: list[Leak] | None = field(default=None, compare=False)  # found with the current checker
    _asked: frozenset[str] | None = field(default=None, compare=False)

    def holds(self, avoid: Avoid, since: tuple[Avoid, frozenset[str], bool] | None) -> bool:
        """Does ``avoid`` answer every question this render asked as it was answered? ``since``: the Avoid the
        render is known to hold under, with where the two differ (Avoid.differs): then only the questions
        whose answer may differ are asked again."""
        if since is None or bool(since[0]) != bool(avoid):
            return holds(self.avoid, avoid)
        _, equal, corpus = since
        if self._asked is None:
            asked = self.avoid.get("equal")
            self._asked = frozenset(q for q, _ in asked) if isinstance(asked, list) else frozenset()
        if not self._asked.isdisjoint(equal):
            return holds(self.avoid, avoid)
        return not corpus or corpus_holds(self.avoid, avoid)

    def dump(self) -> bytes:
        data = {"essays": [[e, t, [list(x) for x in entries], [list(k) for k in kept]]
                           for e, t, entries, kept in self.essays],
                "originals": [list(o) for o in self.originals], "avoid": self.avoid}
        return zlib.compress(json.dumps(data, ensure_ascii=False, separators=(",", ":")).encode("utf-8"), 1)

    @classmethod
    def load(cls, key: str, blob: bytes) -> _Learner | None:
        """A cached learner, or None when the data is not what dump wrote (then it is rendered anew)."""
        try:
            data = json.loads(zlib.decompress(blob))
            essays = [(e, t, [KeyEntry(*x) for x in entries], [Kept(*k) for k in kept])
                      for e, t, entries, kept in data["essays"]]
            originals = [(a, b, c) for a, b, c in data["originals"]]
            avoid = data["avoid"]
        except (ValueError, TypeError, KeyError, zlib.error):
            return None
        return cls(key, essays, originals, avoid) if isinstance(avoid, dict) else None


class ReleaseCheck:
    """The leak check of the release a store would export in ``mode`` with ``seed`` (see the module doc).
    Keep one object per store and call ``run`` again: it re-renders only what changed."""

    def __init__(self, mode: str = "swell", seed: int = 0, fake_places: bool = False,
                 keep_origin: bool = False) -> None:
        self.mode, self.seed, self.fake_places, self.keep_origin = mode, seed, fake_places, keep_origin
        self._settings = json.dumps([_FORMAT, mode, seed, fake_places, keep_origin])
        self._learners: dict[str, _Learner] = {}
        self._digests: dict[str, str] = {}
        self._mark: LogMark | None = None
        self._originals: frozenset[tuple[str, str, str]] | None = None
        self._avoid: Avoid | None = None
        self._check: LeakCheck | None = None
        self._validated: set[str] = set()  # learners whose render holds under the current originals

    def _key(self, digest: str) -> str:
        return f"{self._settings}:{digest}"

    def run(self, store: ReviewStore, progress: Progress | None = None) -> Verdict:
        """Render what changed, check every text and the review report, and give the verdict. ``progress``
        is called with (done, total, what) as essays are rendered and checked."""
        t0 = time.perf_counter()
        with paused_gc():  # hundreds of thousands of small objects, no cycles (gcpause)
            return self._run(store, progress or (lambda done, total, what: None), t0)

    def _run(self, store: ReviewStore, progress: Progress, t0: float) -> Verdict:
        mark, order, digests = store.release_state(self._mark)
        if self._mark is None:
            self._digests = digests
        else:
            self._digests.update(digests)
        ids = [e for e, _ in order]
        stems, unusable = file_stems(ids)
        released: dict[str, list[str]] = {}
        for essay_id, learner in order:
            if essay_id in stems:
                released.setdefault(learner, []).append(essay_id)
        keys = {learner: self._key(self._digests.get(learner, "")) for learner in released}
        stale = {x for x in released if x not in self._learners or self._learners[x].key != keys[x]}
        if stale:  # another run (this page's earlier kernel, another page) may have rendered them already
            for learner, (key, blob) in store.release_cache(stale).items():
                if key == keys[learner] and (found := _Learner.load(key, blob)) is not None:
                    self._learners[learner] = found
                    self._validated.discard(learner)
                    stale.discard(learner)
        total = sum(len(released[x]) for x in stale) + len(ids)
        done = 0
        progress(done, total, "reading the review")
        fresh = self._fetch(store, stale, released) if stale else {}
        originals = frozenset(o for x in released
                              for o in (fresh[x][3] if x in fresh else self._learners[x].originals))
        since: dict[str, tuple[Avoid, frozenset[str], bool]] = {}
        delta: OriginalMatcher | None = None  # the values whose originals changed, when findings are kept
        if originals != self._originals:
            previous, before = self._avoid, self._originals
            self._originals = originals
            self._avoid, self._check = Avoid(originals), LeakCheck(originals)  # both take them as a set
            if previous is not None:  # the renders known to hold under the previous Avoid
                changed = (previous, *self._avoid.differs(previous))
                since = {x: changed for x in self._validated}
            self._validated.clear()
            if before is not None:
                delta = OriginalMatcher({value for _, value, _ in originals ^ before})
        assert self._avoid is not None and self._check is not None
        avoid = self._avoid
        invalid = {x for x in released if x not in fresh and x not in self._validated
                   and not self._learners[x].holds(avoid, since.get(x))}
        if invalid:  # another learner's originals change what these learners' surrogates must keep clear of
            total += sum(len(released[x]) for x in invalid)
            fresh.update(self._fetch(store, invalid, released))
        self._validated.update(released)
        save: dict[str, tuple[str, bytes]] = {}
        for learner, (essays, spans, kept, originals_of, key) in fresh.items():
            made = self._learners[learner] = self._render(key, essays, spans, kept, originals_of)
            save[learner] = (made.key, made.dump())
            done += len(essays)
            progress(done, total, "rendering")
        store.save_release_cache(save)
        self._mark = mark
        files: list[tuple[str, bytes]] = []
        leaks: list[Leak] = []
        learner_of: dict[str, str] = {}
        for learner, essay_ids in released.items():
            part = self._learners[learner]
            for essay_id, target, _, _ in part.essays:
                files.append((f"{stems[essay_id]}.txt", target.encode("utf-8")))
                learner_of[essay_id] = learner
            if part.leaks is not None and delta is not None and any(delta.hits(t) for _, t, _, _ in part.essays):
                part.leaks = None  # a changed value occurs in these texts: what counts there may differ
            if part.leaks is None:
                part.leaks = [x for essay_id, target, entries, kept in part.essays
                              for x in self._check.check_text(f"release/{stems[essay_id]}.txt", target, learner,
                                                              essay_id, entries, kept)]
            leaks += part.leaks
            done += len(essay_ids)
            if done % 500 < len(essay_ids) or done == total:
                progress(done, total, "checking")
        from workbench.pseudonymize.review_report import report_rows, report_text

        report = report_text(report_rows(store))
        leaks += check_review_report(f"release/{REPORT_NAME}", report, self._check, learner_of.get)
        files.append((REPORT_NAME, report.encode("utf-8")))
        leaks += report_leaks({"replaced_per_learner": {x: {} for x in released
                                                        if any(e[2] for e in self._learners[x].essays)},
                               "reviewed_from": Path(store.path).name,
                               "problems": [f"essay {e!r}: {why}; it is not released" for e, why in unusable]},
                              self._check)
        open_spans = store.progress().open_spans
        progress(total, total, "done")
        position = {e: k for k, e in enumerate(ids)}
        leaks.sort(key=lambda x: (position.get(x.essay_id or "", len(ids)), x.file, x.line, x.offset or 0))
        return Verdict(leaks, len(files), digest_files(files), sum(len(v[0]) for v in fresh.values()), unusable,
                       open_spans, mark, time.perf_counter() - t0)

    def _fetch(self, store: ReviewStore, learners: Iterable[str], released: dict[str, list[str]]
               ) -> dict[str, tuple[list[Essay], dict[str, list[Span]], list[KeptOccurrence],
                                    list[tuple[str, str, str]], str]]:
        """The released essays, spans, kept occurrences, originals and cache key of each learner, read in one
        snapshot (the key is of the state read, whatever changed since the digests were read)."""
        wanted = set(learners)
        essays, spans, kept, digests = store.release_items(None if len(wanted) == len(released) else wanted)
        out: dict[str, tuple[list[Essay], dict[str, list[Span]], list[KeptOccurrence], list[tuple[str, str, str]],
                             str]] = {}
        usable = {e for x in wanted for e in released.get(x, ())}
        for e in essays:
            if e.id in usable:
                entry = out.setdefault(e.learner_id, ([], {}, [], [], self._key(digests.get(e.learner_id, ""))))
                entry[0].append(e)
                entry[1][e.id] = spans.get(e.id, [])
        by_essay = {e.id: e.learner_id for e in essays if e.id in usable}
        for k in kept:
            if k.essay_id in by_essay:
                out[by_essay[k.essay_id]][2].append(k)
        for learner, (group, group_spans, _, originals, _) in out.items():
            originals.extend(sorted({(s.label, e.text[s.start:s.end], learner) for e in group
                                     for s in group_spans[e.id] if taxonomy.group_of(s.label) != "mark-only"}))
        return out

    def _render(self, key: str, essays: Sequence[Essay], spans: dict[str, list[Span]],
                kept: Sequence[KeptOccurrence], originals: list[tuple[str, str, str]]) -> _Learner:
        """One learner's essays rendered as pipeline.export_release renders them, asking a RecordingAvoid."""
        from workbench.pipeline import render_learner, target_offset

        assert self._avoid is not None
        asked = RecordingAvoid(self._avoid)
        options = RenderOptions(fake_places=self.fake_places, keep_origin=self.keep_origin, avoid=asked)
        rendered = render_learner(essays, spans, mode=self.mode, seed=self.seed, learner_wide=True, options=options)
        kept_by: dict[str, list[KeptOccurrence]] = {}
        for k in kept:
            kept_by.setdefault(k.essay_id, []).append(k)
        out = []
        for r in rendered:
            mine = [Kept(r.essay_id, target_offset(r, k.start), target_offset(r, k.end), k.label, k.reviewer)
                    for k in kept_by.get(r.essay_id, ())]
            out.append((r.essay_id, r.target, r.entries, mine))
        return _Learner(key, out, originals, asked.record())
