"""Write a release: pseudonymized texts apart from everything private, all or nothing.

Layout of ``out_dir``::

    release/<essay_id>.txt           the pseudonymized texts, nothing else
    private/<essay_id>.svala.enc     source, target and labelled edges (the originals), encrypted
    private/key.enc                  the encrypted key
    report.json                      counts per label and learner, problems; no original values

private/ is owner-only, and empty with a None passphrase (--no-key): workbench.pseudonymize.private.

Everything is written into a temporary folder inside ``out_dir`` and moved into place only after the
leak check passed, so a failed run never leaves a half-written release. The leak check: an original
value found in a release file is fatal (LeakError) unless every occurrence is explained: the learner's
own text has it outside any replaced span (a common word such as "hans", or a mention the reviewers
left unmarked), or it is the surrogate of another entity by chance ("juni" standing for "maj" while
another date really was "juni"); those are listed in the report's problems for a reviewer instead.
A surrogate that contains its own original is always fatal. Key material, review comments and
SVALA JSON in release/ and original values in report.json are always fatal (the report's numbers are
counts, not scanned: 2000 essays are no year 2000). Each text is checked in memory as it is written, so
a corpus streams through: only the report's counts and the compressed key grow with it.
"""

from __future__ import annotations

import json
import shutil
import tempfile
from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from pathlib import Path
from typing import Any

from workbench import taxonomy
from workbench.pseudonymize.fold import fold
from workbench.pseudonymize.key import KeyPayload
from workbench.pseudonymize.leak import Leak, OriginalMatcher, check_material, check_text
from workbench.pseudonymize.private import PrivateFolder
from workbench.pseudonymize.render import KeyEntry, Rendered

__all__ = ["LeakError", "ReportCounts", "build_report", "check_essay", "finish_release", "write_release"]

_PARTS = ("release", "private", "report.json")


class LeakError(RuntimeError):
    """The new release contains something it must not; nothing was written."""

    def __init__(self, leaks: Sequence[Leak]) -> None:
        self.leaks = list(leaks)
        shown = "; ".join(str(x) for x in self.leaks[:10])
        more = f" (and {len(self.leaks) - 10} more)" if len(self.leaks) > 10 else ""
        super().__init__(f"release not written: {len(self.leaks)} leak(s): {shown}{more}")


class ReportCounts:
    """The counts of build_report, gathered one rendered essay at a time."""

    def __init__(self) -> None:
        self.essays = 0
        self.learners: set[str] = set()
        self.per_label: Counter[str] = Counter()
        self.per_learner: dict[str, Counter[str]] = {}
        self.decisions: Counter[str] = Counter()

    def add(self, r: Rendered) -> None:
        self.essays += 1
        self.learners.add(r.learner_id)
        for span, _, _ in r.aligned:
            if taxonomy.needs_decision(span.label):
                self.decisions[span.label] += 1
            if taxonomy.group_of(span.label) != "mark-only":
                self.per_label[span.label] += 1
                self.per_learner.setdefault(r.learner_id, Counter())[span.label] += 1

    def report(self, extra: Mapping[str, Any] | None = None) -> dict[str, Any]:
        report: dict[str, Any] = {
            "essays": self.essays,
            "learners": len(self.learners),
            "replaced_per_label": dict(sorted(self.per_label.items())),
            "replaced_per_learner": {k: dict(sorted(v.items())) for k, v in sorted(self.per_learner.items())},
            "needs_decision": dict(sorted(self.decisions.items())),
            "problems": [],
        }
        report.update(extra or {})
        return report


def build_report(results: Iterable[Rendered], extra: Mapping[str, Any] | None = None) -> dict[str, Any]:
    """Counts of replaced spans per label and per learner, and mark-only spans awaiting a decision."""
    counts = ReportCounts()
    for r in results:
        counts.add(r)
    return counts.report(extra)


def _unmarked(r: Rendered) -> str:
    """The source text with every replaced span blanked out."""
    chars = list(r.source)
    for span, _, _ in r.aligned:
        if taxonomy.group_of(span.label) != "mark-only":
            chars[span.start : span.end] = " " * (span.end - span.start)
    return "".join(chars)


def _by_chance(r: Rendered, matcher: OriginalMatcher) -> dict[str, int]:
    """Originals inside the surrogate of another entity ("juni" standing for "maj" ...), with counts."""
    chance: dict[str, int] = {}
    for span, a, b in r.aligned:
        if taxonomy.group_of(span.label) != "mark-only":
            own = fold(r.source[span.start : span.end])
            for key, n in matcher.count(r.target[a:b]).items():
                if key != own and key not in own:
                    chance[key] = chance.get(key, 0) + n
    return chance


def check_essay(r: Rendered, matcher: OriginalMatcher) -> tuple[list[Leak], list[str]]:
    """The leak check of one released text (see the module doc): (fatal leaks, warnings)."""
    name = f"release/{r.essay_id}.txt"
    fatal = list(check_material(name, r.target))
    warnings: list[str] = []
    released = matcher.count(r.target)
    if not released:
        return fatal, warnings
    kept = matcher.count(_unmarked(r))
    chance = _by_chance(r, matcher) if any(n > kept.get(k, 0) for k, n in released.items()) else {}
    for key, n in released.items():
        if n > kept.get(key, 0) + chance.get(key, 0):
            line = next((i for i, x in enumerate(r.target.splitlines(), 1) if key in matcher.find(x)), 0)
            fatal.append(Leak(name, line, matcher.describe(key)))
        elif kept.get(key, 0):
            warnings.append(f"{name}: {matcher.describe(key)} also occurs unmarked in the learner's "
                            "text; a reviewer should check it")
        # else: only surrogates that happen to equal another entity's original ("juni" for "maj"):
        # they stand for someone else and reveal nothing, so they are not reported
    return fatal, warnings


def _without_numbers(value: Any) -> Any:
    """``value`` with every number set to 0: a count in the report ("essays": 2000) is no original year,
    while every string (labels, ids, problems) is still checked."""
    if isinstance(value, dict):
        return {k: _without_numbers(v) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [_without_numbers(v) for v in value]
    return 0 if isinstance(value, (int, float)) and not isinstance(value, bool) else value


def finish_release(tmp: Path, out: Path, report: Mapping[str, Any], matcher: OriginalMatcher,
                   fatal: Sequence[Leak]) -> None:
    """The last step of every release writer: check report.json for original values, raise LeakError when
    anything fatal was found (nothing is moved), else write report.json into ``tmp`` and move release/,
    private/ and report.json from ``tmp`` into ``out``, replacing an earlier release."""
    text = json.dumps(report, ensure_ascii=False, indent=2, sort_keys=True) + "\n"
    masked = json.dumps(_without_numbers(report), ensure_ascii=False, indent=2, sort_keys=True)
    in_report = check_text("report.json", masked, matcher)  # same lines as ``text``
    fatal = list(fatal) + [Leak("report.json", x.line, x.what) for x in in_report
                           if x.what.startswith("original value")]
    if fatal:
        raise LeakError(fatal)
    (tmp / "report.json").write_text(text, encoding="utf-8")
    old = tmp / "previous"
    old.mkdir()
    for part in _PARTS:
        if (out / part).exists():
            (out / part).replace(old / part)
    for part in _PARTS:
        (tmp / part).replace(out / part)


def write_release(out_dir: str | Path, results: Iterable[Rendered], key_entries: Iterable[KeyEntry] | None,
                  passphrase: str | None, corpus_id: str, report: Mapping[str, Any] | None = None,
                  originals: Iterable[tuple[str, str]] | None = None) -> dict[str, Any]:
    """Write release/, private/ and report.json into ``out_dir`` (see the module doc); returns the report
    written (its "problems" end with the leak check's warnings).

    ``key_entries``: what the key stores; None: the entries of the results. ``originals``: (label,
    value) of every replaced mention, for the leak check; None: those of the key entries. With
    ``originals`` given and ``key_entries`` None, ``results`` may be a generator: each essay is written,
    checked and dropped in turn, so memory does not grow with the corpus.
    Raises LeakError (and writes nothing) when the leak check fails."""
    from workbench.io.svala import build_graph

    if originals is None:
        results = list(results)
        key_entries = [x for r in results for x in r.entries] if key_entries is None else list(key_entries)
        originals = [(e.label, e.original) for e in key_entries]
    out = Path(out_dir)
    out.mkdir(parents=True, exist_ok=True)
    matcher = OriginalMatcher(originals)
    payload = KeyPayload(corpus_id)
    counts = ReportCounts()
    fatal: list[Leak] = []
    warnings: list[str] = []
    tmp = Path(tempfile.mkdtemp(prefix=".writing-", dir=out))
    try:
        (tmp / "release").mkdir()
        private = PrivateFolder(tmp / "private", passphrase, corpus_id)
        for r in results:
            (tmp / "release" / f"{r.essay_id}.txt").write_text(r.target, encoding="utf-8")
            private.svala(r.essay_id, build_graph(r.source, r.target, r.aligned))
            essay_fatal, essay_warnings = check_essay(r, matcher)
            fatal += essay_fatal
            warnings += essay_warnings
            counts.add(r)
            if key_entries is None and passphrase is not None:
                payload.add(r.entries)
        if passphrase is not None:
            if key_entries is not None:  # else the results' entries went in above, essay by essay
                payload.add(key_entries)
        private.key(payload)
        full = counts.report({"corpus_id": corpus_id, "key_written": passphrase is not None,
                              "private": private.note()})
        full.update(report or {})
        full["problems"] = list(full.get("problems", [])) + warnings
        finish_release(tmp, out, full, matcher, fatal)
    finally:
        shutil.rmtree(tmp, ignore_errors=True)
    return full
