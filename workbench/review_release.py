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
findings when the originals did not change either; else, since what the check finds at an occurrence of a
value depends only on that value's originals, one pass of a matcher of the values whose originals changed
(added, removed, or with another label or learner) tells per text: a text holding none keeps its findings,
one that had none has only the hits of those values judged (a frequent word made a name: its hits, not the
millions of others), and only a text with earlier findings is checked again in full.

A new object (a new kernel) starts from the store's record of the last check in the same settings
(ReviewStore.release_checked: the log mark, and per learner the cache key of the render it checked and
what the check found there): only the learners with a decision since that mark are digested again, and the
renders the record names, read from the cache, give back the originals of that check, so the rules above
apply as if the object had made the record itself (an unchanged learner keeps its findings, a changed value
re-checks only the texts holding it). A record that does not match the cache (another kernel wrote since,
or it is unreadable) is not used: then every text is checked. Every run validates every learner's render
under the current originals, so a cache row under a recorded key is the render the record checked.
``review init`` (pipeline.init_review) runs a first check, so a fresh store's sign-off renders only what
reviewers changed. A cached learner is one blob of five compressed parts (_Learner.dump): a head (essay
ids, text lengths, originals), Avoid's answers in two parts (the equal-to-an-original questions; the rest,
read only when the corpus-wide originals changed), the key entries and kept occurrences (read only when its
texts are checked again), and the texts: a new kernel after a decision that changes no original reads only
the heads and the texts.
"""

from __future__ import annotations

import json
import time
import zlib
from bisect import bisect_right
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from workbench import taxonomy
from workbench.gcpause import paused_gc
from workbench.io.filenames import file_stems
from workbench.model import Essay, Span
from workbench.parallel import Runner
from workbench.pseudonymize.avoid import Avoid, CorpusChange, RecordingAvoid, corpus_holds, holds
from workbench.pseudonymize.key import Kept
from workbench.pseudonymize.leak import REPORT_NAME, Leak, LeakCheck, check_file_names, check_review_report
from workbench.pseudonymize.matcher import Hit, OriginalMatcher
from workbench.pseudonymize.options import RenderOptions
from workbench.pseudonymize.release import report_leaks
from workbench.pseudonymize.render import KeyEntry
from workbench.store import KeptOccurrence, ReviewStore, digest_files
from workbench.store.release_state import LogMark

__all__ = ["ReleaseCheck", "Verdict", "originals_of", "warm_up"]

Progress = Callable[[int, int, str], None]
_FORMAT = 4  # of the cached data: a change makes every cached render stale


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
    """One learner's part of the release: its released essays' ids and texts, the originals its spans
    replace, whether any span is replaced, the questions its render asked of Avoid (``avoid``: read from the
    cache only when asked), and (read only when the texts are checked) per essay the key entries and kept
    occurrences."""

    key: str
    ids: list[str]
    targets: list[str]
    originals: list[tuple[str, str, str]]
    _avoid: dict[str, object] | tuple[bytes, bytes] = field(compare=False)
    replaced: bool
    _body: bytes | list[Any] = field(compare=False)  # per essay (entries, kept): see _parts
    leaks: list[Leak] | None = field(default=None, compare=False)  # found with the current checker
    _asked: frozenset[str] | None = field(default=None, compare=False)
    _typed: bool = field(default=False, compare=False)  # _body holds KeyEntry and Kept, not JSON lists

    @classmethod
    def of(cls, key: str, essays: list[tuple[str, str, list[KeyEntry], list[Kept]]],
           originals: list[tuple[str, str, str]], avoid: dict[str, object]) -> _Learner:
        return cls(key, [e for e, _, _, _ in essays], [t for _, t, _, _ in essays], originals, avoid,
                   any(entries for _, _, entries, _ in essays), [(entries, kept) for _, _, entries, kept in essays],
                   _typed=True)

    @property
    def avoid(self) -> dict[str, object]:
        """The questions the render asked of Avoid, with their answers (RecordingAvoid.record). Cached data
        that cannot be read gives {}, under which the render holds nowhere (it is rendered anew)."""
        if isinstance(self._avoid, tuple):
            equal, rest = self._avoid
            try:
                record = json.loads(zlib.decompress(rest))
                record["equal"] = json.loads(zlib.decompress(equal))
            except (ValueError, TypeError, zlib.error):
                record = {}
            self._avoid = record if isinstance(record, dict) else {}
        return self._avoid

    def _parts(self) -> list[Any]:
        """Per essay (key entries, kept occurrences), as JSON lists until ``essays`` is asked for."""
        if isinstance(self._body, bytes):
            parsed: list[Any] = json.loads(zlib.decompress(self._body))
            self._body = parsed
            return parsed
        return self._body

    @property
    def essays(self) -> list[tuple[str, str, list[KeyEntry], list[Kept]]]:
        """Per essay (id, target, key entries, kept occurrences): the entries are parsed on first use."""
        if not self._typed:
            self._body = [([KeyEntry(*x) for x in entries], [Kept(*k) for k in kept])
                          for entries, kept in self._parts()]
            self._typed = True
        return [(e, t, entries, kept) for e, t, (entries, kept) in zip(self.ids, self.targets, self._parts(),
                                                                        strict=True)]

    def near(self, k: int, hits: Iterable[Hit]) -> tuple[list[KeyEntry], list[Kept]]:
        """Of essay ``k``: the key entries one of ``hits`` may lie in, which are all that check_text looks at
        when it judges only those hits (per hit, the last entry to start at or before it), and the kept
        occurrences. A learner's other entries stay JSON lists (a frequent word made a name has hits in
        thousands of texts, each holding dozens of entries)."""
        entries, kept = self._parts()[k]
        starts = [x[6] for x in entries]  # KeyEntry.target_start
        if starts != sorted(starts):
            return self.essays[k][2], self.essays[k][3]
        picked = sorted({i for h in hits if (i := bisect_right(starts, h.start) - 1) >= 0})
        return [KeyEntry(*entries[i]) for i in picked], [Kept(*x) for x in kept]

    def holds(self, avoid: Avoid, since: _Since | None) -> bool:
        """Does ``avoid`` answer every question this render asked as it was answered? ``since``: where
        ``avoid`` may answer otherwise than the Avoid the render is known to hold under: then only the
        questions whose answer may differ are asked again (and only the equal-to-an-original ones are read,
        unless the corpus-wide originals differ; then only the corpus questions where a changed one stands)."""
        if since is None or since.nonempty != bool(avoid):
            return holds(self.avoid, avoid)
        equal, corpus = since.equal, since.corpus
        if self._asked is None and isinstance(self._avoid, tuple):  # asked none of ``equal``: not parsed
            try:
                raw = zlib.decompress(self._avoid[0])
            except zlib.error:
                return False
            if raw[:1] == b"[" and not any(q in raw for q in since.needles):
                return corpus is None or corpus_holds(_rest(self._avoid[1]), avoid, corpus)
        if self._asked is None:
            if isinstance(self._avoid, tuple):
                try:
                    asked = json.loads(zlib.decompress(self._avoid[0]))
                except (ValueError, zlib.error):
                    asked = None
            else:
                asked = self._avoid.get("equal")
            if not isinstance(asked, list):
                return False
            self._asked = frozenset(q for q, _ in asked)
        if not self._asked.isdisjoint(equal):
            return holds(self.avoid, avoid)
        return corpus is None or corpus_holds(self.avoid, avoid, corpus)

    def dump(self) -> bytes:
        """Five zlib streams, each after its length (4 bytes, big-endian): a JSON head (ids, text lengths in
        bytes, originals, whether a span is replaced), the equal-to-an-original questions Avoid was asked, the
        rest of Avoid's record, a JSON body (key entries, kept occurrences), then the texts' UTF-8 bytes back
        to back. A new kernel reads the head and the texts of every learner; the rest (most of the bytes: the
        around questions hold whole texts) only where it is needed."""
        texts = [t.encode("utf-8") for t in self.targets]
        head = {"ids": self.ids, "lengths": [len(t) for t in texts], "originals": [list(o) for o in self.originals],
                "replaced": self.replaced}
        record = dict(self.avoid)
        equal = record.pop("equal", None)
        body = [[[list(x) for x in entries], [list(k) for k in kept]] for _, _, entries, kept in self.essays]
        parts = (zlib.compress(x, 1) for x in (_json(head), _json(equal), _json(record), _json(body), b"".join(texts)))
        return b"".join(len(x).to_bytes(4, "big") + x for x in parts)

    @classmethod
    def load(cls, key: str, blob: bytes) -> _Learner | None:
        """A cached learner, or None when the data is not what dump wrote (then it is rendered anew)."""
        try:
            parts, pos = [], 0
            while pos < len(blob):
                n = int.from_bytes(blob[pos:pos + 4], "big")
                parts.append(blob[pos + 4:pos + 4 + n])
                pos += 4 + n
            if pos != len(blob) or len(parts) != 5 or any(len(x) == 0 for x in parts):
                return None
            head = json.loads(zlib.decompress(parts[0]))
            ids, lengths, replaced = head["ids"], head["lengths"], head["replaced"]
            originals = [(a, b, c) for a, b, c in head["originals"]]
            data, targets, pos = zlib.decompress(parts[4]), [], 0
            for n in lengths:
                targets.append(data[pos:pos + n].decode("utf-8"))
                pos += n
        except (ValueError, TypeError, KeyError, zlib.error):
            return None
        if pos != len(data) or len(ids) != len(lengths) or not all(isinstance(x, str) for x in ids):
            return None
        return cls(key, ids, targets, originals, (parts[1], parts[2]), bool(replaced), parts[3])


@dataclass(frozen=True)
class _Since:
    """Where the current Avoid may answer otherwise than the one a render is known to hold under
    (avoid.differences): whether that one was non-empty, the folded values whose ``in`` answer may differ
    (and each as it stands in the recorded JSON, ``["folded",``), and the corpus-wide originals."""

    nonempty: bool
    equal: frozenset[str]
    corpus: CorpusChange | None
    needles: tuple[bytes, ...] = field(init=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "needles", tuple(b"[" + _json(q) + b"," for q in self.equal))


def _rest(part: bytes) -> dict[str, object]:
    """Avoid's record but the equal-to-an-original questions, as _Learner.dump wrote it ({}: unreadable)."""
    try:
        record = json.loads(zlib.decompress(part))
    except (ValueError, zlib.error):
        return {}
    return record if isinstance(record, dict) else {}


def _json(data: object) -> bytes:
    return json.dumps(data, ensure_ascii=False, separators=(",", ":")).encode("utf-8")


class ReleaseCheck:
    """The leak check of the release a store would export in ``mode`` with ``seed`` (see the module doc).
    Keep one object per store and call ``run`` again: it re-renders only what changed."""

    def __init__(self, mode: str = "swell", seed: int = 0, fake_places: bool = False,
                 keep_origin: bool = False) -> None:
        self.mode, self.seed, self.fake_places, self.keep_origin = mode, seed, fake_places, keep_origin
        self._settings = json.dumps([_FORMAT, mode, seed, fake_places, keep_origin])
        self._reset()

    def _reset(self) -> None:
        """Forget every store's state: the renders, the log mark the next run goes on from, the last verdict."""
        self._learners: dict[str, _Learner] = {}
        self._digests: dict[str, str] = {}
        self._mark: LogMark | None = None
        self._originals: frozenset[tuple[str, str, str]] | None = None
        self._avoid: Avoid | None = None
        self._check: LeakCheck | None = None
        self._validated: set[str] = set()  # learners whose render holds under the current originals
        self._last: tuple[str, Verdict] | None = None  # the last run's store and verdict (``verdict``)

    @property
    def originals(self) -> frozenset[tuple[str, str, str]]:
        """The originals of the last run's release, as (label, value, learner)."""
        return self._originals or frozenset()

    def _key(self, digest: str) -> str:
        return f"{self._settings}:{digest}"

    def run(self, store: ReviewStore, progress: Progress | None = None, runner: Runner | None = None) -> Verdict:
        """Render what changed, check every text and the review report, and give the verdict. ``progress``
        is called with (done, total, what) as essays are rendered and checked (each step, ``what``, counts
        its own essays: "rendering" those rendered anew, "checking" every released essay); ``runner``: where
        the learners are rendered (workbench.parallel; in this process by default)."""
        t0 = time.perf_counter()
        identity = _identity(store)
        if self._last is not None and (self._last[0] != identity or identity.endswith("#")):
            # what this object holds (renders, the log mark it goes on from) is another store's, or a store's
            # with no id to tell: start afresh (review 18: a check run on a clean store, then handed a leaking
            # one, signed the leaking one off)
            self._reset()
        with paused_gc(kept=True):  # millions of small objects, no cycles, kept by this object (gcpause)
            verdict = self._run(store, progress or (lambda done, total, what: None), t0, runner or Runner())
        self._last = (identity, verdict)
        return verdict

    def verdict(self, store: ReviewStore) -> Verdict:
        """The verdict on ``store`` as it is now: this object's last one when its run was on this store and
        nothing came in since (the store's log mark is the verdict's), else a new ``run``. What
        ``ReviewStore.sign_off`` takes its verdict from: the page that ran the check pays nothing again."""
        if self._last is not None and self._last[1].mark[0] and self._last[1].mark == store.log_mark() and \
                self._last[0] == _identity(store):
            return self._last[1]
        return self.run(store)

    def _run(self, store: ReviewStore, progress: Progress, t0: float, runner: Runner) -> Verdict:
        record = self._restore(store) if self._mark is None else None
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
        checked: dict[str, _Learner] = {}  # the renders the record names, as read from the cache
        if stale:  # another run (this page's earlier kernel, another page) may have rendered them already
            for learner, (key, blob) in store.release_cache(stale).items():
                named = record is not None and learner in record and record[learner][0] == key
                if (key == keys[learner] or named) and (found := _Learner.load(key, blob)) is not None:
                    if named:
                        checked[learner] = found
                    if key == keys[learner]:
                        self._learners[learner] = found
                        self._validated.discard(learner)
                        stale.discard(learner)
        trusted = record is None or checked.keys() == record.keys()  # else the stored record is rewritten
        if record is not None and trusted:
            # the release the record was made of: its originals and what its check found
            self._originals = frozenset(o for part in checked.values() for o in part.originals)
            self._avoid = self._check = None  # built for the current originals below
            for learner, part in checked.items():
                part.leaks = record[learner][1]
            self._validated = {x for x, part in checked.items() if self._learners.get(x) is part}
        to_render = sum(len(released[x]) for x in stale)
        to_check = sum(len(v) for v in released.values())  # each phase counts essays, once
        progress(0, to_check, "reading the review")
        fresh = self._fetch(store, stale, released) if stale else {}
        originals = frozenset(o for x in released
                              for o in (fresh[x][3] if x in fresh else self._learners[x].originals))
        since: dict[str, _Since] = {}
        delta: OriginalMatcher | None = None  # the values whose originals changed, when findings are kept
        if originals != self._originals:
            before = self._originals
            self._originals = originals
            self._avoid, self._check = Avoid(originals), LeakCheck(originals)  # both take them as a set
            if before is not None:  # the renders validated hold under the Avoid of ``before``
                changed = _Since(*self._avoid.differences(before, originals))
                since = {x: changed for x in self._validated}
                delta = OriginalMatcher({value for _, value, _ in originals ^ before})
            self._validated.clear()
        if self._check is None:
            self._check = LeakCheck(originals)
        if self._avoid is None:
            self._avoid = Avoid(originals)
        avoid = self._avoid
        invalid = {x for x in released if x not in fresh and x not in self._validated
                   and not self._learners[x].holds(avoid, since.get(x))}
        if invalid:  # another learner's originals change what these learners' surrogates must keep clear of
            to_render += sum(len(released[x]) for x in invalid)
            fresh.update(self._fetch(store, invalid, released))
        self._validated.update(released)
        save: dict[str, tuple[str, bytes]] = {}
        how = _How(self.mode, self.seed, self.fake_places, self.keep_origin, self._avoid)
        made_all = runner.map(_render, how, list(fresh.values()), list(fresh)) if fresh else iter(())
        done = 0
        for learner, made in zip(fresh, made_all, strict=True):
            self._learners[learner] = made
            save[learner] = (made.key, made.dump())
            done += len(made.ids)
            progress(done, to_render, "rendering")
        done = 0
        saved, self._mark = self._mark, mark
        files: list[tuple[str, bytes]] = []
        leaks: list[Leak] = []
        learner_of: dict[str, str] = {}
        for learner, essay_ids in released.items():
            part = self._learners[learner]
            for essay_id, target in zip(part.ids, part.targets, strict=True):
                files.append((f"{stems[essay_id]}.txt", target.encode("utf-8")))
                learner_of[essay_id] = learner
            if part.leaks is not None and delta is not None:
                part.leaks = self._again(part, learner, stems, delta)
            if part.leaks is None:
                part.leaks = [x for essay_id, target, entries, kept in part.essays
                              for x in self._check.check_text(f"release/{stems[essay_id]}.txt", target, learner,
                                                              essay_id, entries, kept, essay_text=True)]
            leaks += part.leaks
            done += len(essay_ids)
            if done % 500 < len(essay_ids) or done == to_check:
                progress(done, to_check, "checking")
        if save or saved != mark or not trusted:
            store.save_release_cache(save, (self._settings, self._record(released)))
        from workbench.pseudonymize.review_report import report_rows, report_text

        report = report_text(report_rows(store))
        leaks += check_review_report(f"release/{REPORT_NAME}", report, self._check, learner_of.get)
        files.append((REPORT_NAME, report.encode("utf-8")))
        leaks += check_file_names((name for name, _ in files), self._check, {v: k for k, v in stems.items()},
                                  learner_of=learner_of.get)
        leaks += report_leaks({"replaced_per_learner": {x: {} for x in released
                                                        if self._learners[x].replaced},
                               "reviewed_from": Path(store.path).name,
                               "problems": [f"essay {e!r}: {why}; it is not released" for e, why in unusable]},
                              self._check)
        open_spans = store.progress().open_spans
        progress(to_check, to_check, "done")
        position = {e: k for k, e in enumerate(ids)}
        leaks.sort(key=lambda x: (position.get(x.essay_id or "", len(ids)), x.file, x.line, x.offset or 0))
        return Verdict(leaks, len(files), digest_files(files), sum(len(v[0]) for v in fresh.values()), unusable,
                       open_spans, mark, time.perf_counter() - t0)

    def _again(self, part: _Learner, learner: str, stems: dict[str, str], delta: OriginalMatcher) -> list[Leak]:
        """The findings in an unchanged learner's texts after the originals of the values of ``delta`` changed,
        from the findings under the earlier originals (``part.leaks``): a text holding none of those values
        keeps its findings; one that held no finding has only the hits of those values judged (nothing else
        can count there now); any other is checked again in full.

        The key entries are read from the cache only for the judged hits that count where they stand (a
        surrogate may hide them: _Learner.near). A hit that counts nowhere is a leak only inside a surrogate
        that contains its own original, and that original is then one of this learner's own, unchanged
        (a rewritten preposition, "i"/"på", is too short to be looked for; every other entry replaces a span
        whose text is an original of the learner): the hit was a finding with that label before, and a text
        with one is checked in full."""
        assert self._check is not None and part.leaks is not None
        index, known = self._check.matcher.index, self._check.known
        found: dict[str | None, list[Leak]] = {}
        for leak in part.leaks:
            found.setdefault(leak.essay_id, []).append(leak)
        leaks: list[Leak] = []
        for k, (essay_id, target) in enumerate(zip(part.ids, part.targets, strict=True)):
            before = found.get(essay_id, [])
            hits = delta.hits(target)
            if not hits:
                leaks += before
                continue
            if any(x.label is not None for x in before):
                only, (_, _, entries, kept) = None, part.essays[k]
            else:
                only = [Hit(h.start, h.end, index[delta.keys[h.key]]) for h in hits if delta.keys[h.key] in index]
                counted = [h for h in only if known.labels(h, target, learner)]
                entries, kept = part.near(k, counted) if counted else ([], [])
            leaks += self._check.check_text(f"release/{stems[essay_id]}.txt", target, learner, essay_id, entries,
                                            kept, only=only, essay_text=True)
        return leaks

    def _restore(self, store: ReviewStore) -> dict[str, tuple[str, list[Leak]]] | None:
        """A new object's start from the store's record of the last check in these settings (any kernel's):
        its log mark and learner digests, so only the learners changed since are digested again, and per
        learner the cache key of the render it checked with what the check found. None when there is no
        record, or it is not what _record wrote, or it is of another store (another id, a log behind it, or a
        copy of this one that took other decisions)."""
        blob = store.release_checked(self._settings)
        if blob is None:
            return None
        try:
            data = json.loads(zlib.decompress(blob))
            mark = (str(data["mark"][0]), int(data["mark"][1]), int(data["mark"][2]), float(data["mark"][3]))
            record = {x: (self._key(digest), [Leak(**leak) for leak in leaks])
                      for x, (digest, leaks) in data["learners"].items()}
        except (ValueError, TypeError, KeyError, IndexError, zlib.error):
            return None
        now = store.log_mark()
        if not mark[0] or now[0] != mark[0] or now[1] < mark[1] or now[2] < mark[2] or (
                now[1] == mark[1] and now[3] != mark[3]):  # another store's, or a copy's that took other decisions
            return None
        self._mark = mark
        self._digests = {x: key[len(self._settings) + 1:] for x, (key, _) in record.items()}
        return record

    def _record(self, released: Iterable[str]) -> bytes:
        """What this run checked, for a new object's _restore: the log mark, and per learner the digest of
        the render checked and what the check found in its texts (Leak.to_dict: never an original)."""
        skip = len(self._settings) + 1
        learners = {x: [self._learners[x].key[skip:], [leak.to_dict() for leak in self._learners[x].leaks or ()]]
                    for x in released}
        return zlib.compress(_json({"mark": self._mark, "learners": learners}), 1)

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
        for group, group_spans, _, originals, _ in out.values():
            originals.extend(sorted(originals_of(group, group_spans)))
        return out


def originals_of(essays: Iterable[Essay], spans: Mapping[str, Sequence[Span]]) -> set[tuple[str, str, str]]:
    """The originals the leak check looks for, as (label, value, learner id): the text of every span of ``spans``
    (essay id -> the spans its release replaces) but the mark-only ones."""
    return {(s.label, e.text[s.start:s.end], e.learner_id) for e in essays for s in spans.get(e.id, ())
            if taxonomy.group_of(s.label) != "mark-only"}


#: what warm_up renders and checks: a name, a surname, a place and a country, in Swedish and in English
_WARM = (("sv", "Anna och Erik Svensson bor i Falun i Sverige.", ((0, 4, "firstname_female"),
                                                                    (9, 13, "firstname_male"), (14, 22, "surname"),
                                                                    (30, 35, "city"), (38, 45, "country"))),
         ("en", "Anna Smith lives in Leeds, England.", ((0, 4, "firstname_female"), (5, 10, "surname"),
                                                     (20, 25, "city"), (27, 34, "country"))))


def _identity(store: ReviewStore) -> str:
    """Which store a verdict is of: its file or URL (another connection to it is the same store; a memory store
    is the one object) and its random id (another store made at the same place has another; ends in "#" when
    it has none)."""
    return (store.path if store.path != ":memory:" else f":memory:{id(store)}") + f"#{store.store_id()}"


def warm_up(mode: str = "swell") -> None:
    """Read what the check reads on first use, over two made-up sentences: the surrogate lists, the name and
    place lists and the common-word lists (wordfreq). A new kernel that runs this while its page opens (Voila
    preheats kernels) spares the reviewer's first check the load (seconds, cold: more than the rendering of
    one learner and the check of its texts)."""
    from workbench.pseudonymize.scope import common_word

    for lang, text, marks in _WARM:
        essay = Essay(f"warm-up-{lang}", f"warm-up-{lang}", text, lang)
        spans = [Span(a, b, label) for a, b, label in marks]
        originals = [(x.label, text[x.start:x.end], essay.learner_id) for x in spans]
        _render(_How(mode, 0, False, False, Avoid(originals)), ([essay], {essay.id: spans}, [], originals, ""))
        LeakCheck(originals).check_text("warm-up.txt", text.lower(), "another learner")
        common_word(text.split()[0].lower())


@dataclass(frozen=True)
class _How:
    """What rendering a learner needs besides its own part: the settings, and the Avoid of every original."""

    mode: str
    seed: int
    fake_places: bool
    keep_origin: bool
    avoid: Avoid


def _render(how: _How, part: tuple[list[Essay], dict[str, list[Span]], list[KeptOccurrence],
                                   list[tuple[str, str, str]], str]) -> _Learner:
    """One learner's essays rendered as pipeline.export_release renders them, asking a RecordingAvoid
    (module-level: workbench.parallel runs it where the Runner says)."""
    from workbench.pseudonymize.learner import render_learner, target_offset

    essays, spans, kept, originals, key = part
    asked = RecordingAvoid(how.avoid)
    options = RenderOptions(fake_places=how.fake_places, keep_origin=how.keep_origin, avoid=asked)
    rendered = render_learner(essays, spans, mode=how.mode, seed=how.seed, learner_wide=True, options=options)
    kept_by: dict[str, list[KeptOccurrence]] = {}
    for k in kept:
        kept_by.setdefault(k.essay_id, []).append(k)
    out = []
    for r in rendered:
        mine = [Kept(r.essay_id, target_offset(r, k.start), target_offset(r, k.end), k.label, k.reviewer)
                for k in kept_by.get(r.essay_id, ())]
        out.append((r.essay_id, r.target, r.entries, mine))
    return _Learner.of(key, out, originals, asked.record())
