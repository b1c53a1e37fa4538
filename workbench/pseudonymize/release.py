"""Write a release: pseudonymized texts apart from everything private, all or nothing.

Layout of ``out_dir``::

    release/<essay_id>.txt           the pseudonymized texts, nothing else
    private/<essay_id>.svala.json    source, target and labelled edges (contains the originals)
    private/key.enc                  the encrypted key (not with a None passphrase, i.e. --no-key)
    report.json                      counts per label and learner, problems; no original values

Everything is written into a temporary folder inside ``out_dir`` and moved into place only after the
leak check passed, so a failed run never leaves a half-written release. The leak check: an original
value found in a release file is fatal (LeakError) unless every occurrence is explained: the learner's
own text has it outside any replaced span (a common word such as "hans", or a mention the reviewers
left unmarked), or it is the surrogate of another entity by chance ("juni" standing for "maj" while
another date really was "juni"); those are listed in the report's problems for a reviewer instead.
A surrogate that contains its own original is always fatal. Key material, review comments and
SVALA JSON in release/ and original values in report.json are always fatal.
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
from workbench.pseudonymize.key import write_key
from workbench.pseudonymize.leak import Leak, OriginalMatcher, check_release, check_text
from workbench.pseudonymize.render import KeyEntry, Rendered

__all__ = ["LeakError", "build_report", "finish_release", "write_release"]

_PARTS = ("release", "private", "report.json")


class LeakError(RuntimeError):
    """The new release contains something it must not; nothing was written."""

    def __init__(self, leaks: Sequence[Leak]) -> None:
        self.leaks = list(leaks)
        shown = "; ".join(str(x) for x in self.leaks[:10])
        more = f" (and {len(self.leaks) - 10} more)" if len(self.leaks) > 10 else ""
        super().__init__(f"release not written: {len(self.leaks)} leak(s): {shown}{more}")


def build_report(results: Sequence[Rendered], extra: Mapping[str, Any] | None = None) -> dict[str, Any]:
    """Counts of replaced spans per label and per learner, and mark-only spans awaiting a decision."""
    per_label: Counter[str] = Counter()
    per_learner: dict[str, Counter[str]] = {}
    decisions: Counter[str] = Counter()
    for r in results:
        for span, _, _ in r.aligned:
            if taxonomy.needs_decision(span.label):
                decisions[span.label] += 1
            if taxonomy.group_of(span.label) != "mark-only":
                per_label[span.label] += 1
                per_learner.setdefault(r.learner_id, Counter())[span.label] += 1
    report: dict[str, Any] = {
        "essays": len(results),
        "learners": len({r.learner_id for r in results}),
        "replaced_per_label": dict(sorted(per_label.items())),
        "replaced_per_learner": {k: dict(sorted(v.items())) for k, v in sorted(per_learner.items())},
        "needs_decision": dict(sorted(decisions.items())),
        "problems": [],
    }
    report.update(extra or {})
    return report


def _unmarked(r: Rendered) -> str:
    """The source text with every replaced span blanked out."""
    chars = list(r.source)
    for span, _, _ in r.aligned:
        if taxonomy.group_of(span.label) != "mark-only":
            chars[span.start : span.end] = " " * (span.end - span.start)
    return "".join(chars)


def _check(tmp: Path, results: Sequence[Rendered], matcher: OriginalMatcher) -> tuple[list[Leak], list[str]]:
    fatal: list[Leak] = []
    warnings: list[str] = []
    by_file = {str(tmp / "release" / f"{r.essay_id}.txt"): r for r in results}
    for leak in check_release(tmp / "release", matcher):
        r = by_file.get(leak.file)
        if r is None or not leak.what.startswith("original value"):
            fatal.append(leak)
    for r in by_file.values():
        released, kept = matcher.count(r.target), matcher.count(_unmarked(r))
        chance: dict[str, int] = {}  # inside the surrogate of another entity ("juni" for "maj" ...)
        for span, a, b in r.aligned:
            if taxonomy.group_of(span.label) != "mark-only":
                own = fold(r.source[span.start : span.end])
                for key, n in matcher.count(r.target[a:b]).items():
                    if key != own and key not in own:
                        chance[key] = chance.get(key, 0) + n
        name = f"release/{r.essay_id}.txt"
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


def finish_release(tmp: Path, out: Path, report: Mapping[str, Any], matcher: OriginalMatcher,
                   fatal: Sequence[Leak]) -> None:
    """The last step of every release writer: check report.json for original values, raise LeakError when
    anything fatal was found (nothing is moved), else write report.json into ``tmp`` and move release/,
    private/ and report.json from ``tmp`` into ``out``, replacing an earlier release."""
    text = json.dumps(report, ensure_ascii=False, indent=2, sort_keys=True) + "\n"
    in_report = check_text("report.json", text, matcher)
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


def write_release(out_dir: str | Path, results: Sequence[Rendered], key_entries: Iterable[KeyEntry],
                  passphrase: str | None, corpus_id: str, report: Mapping[str, Any] | None = None) -> Path:
    """Write release/, private/ and report.json into ``out_dir`` (see the module doc); returns out_dir.

    Raises LeakError (and writes nothing) when the leak check fails."""
    from workbench.io.svala import build_graph, write_svala

    out = Path(out_dir)
    out.mkdir(parents=True, exist_ok=True)
    entries = list(key_entries)
    matcher = OriginalMatcher((e.label, e.original) for e in entries)
    tmp = Path(tempfile.mkdtemp(prefix=".writing-", dir=out))
    try:
        (tmp / "release").mkdir()
        (tmp / "private").mkdir()
        for r in results:
            (tmp / "release" / f"{r.essay_id}.txt").write_text(r.target, encoding="utf-8")
            graph = build_graph(r.source, r.target, r.aligned)
            write_svala(tmp / "private" / f"{r.essay_id}.svala.json", graph)
        if passphrase is not None:
            write_key(tmp / "private" / "key.enc", entries, passphrase, corpus_id)
        fatal, warnings = _check(tmp, results, matcher)
        full = dict(build_report(results, {"corpus_id": corpus_id, "key_written": passphrase is not None}))
        full.update(report or {})
        full["problems"] = list(full.get("problems", [])) + warnings
        finish_release(tmp, out, full, matcher, fatal)
    finally:
        shutil.rmtree(tmp, ignore_errors=True)
    return out

