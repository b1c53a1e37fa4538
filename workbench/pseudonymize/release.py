"""Write a release: pseudonymized texts apart from everything private, all or nothing.

Layout of ``out_dir``::

    release/<stem>.txt           the pseudonymized texts
    release/<stem>.svala.json    with forms "svala": the public SVALA form (target, labels, numbers)
    release/kaggle.json          with forms "kaggle": the texts as Kaggle PII JSON (B-/I- on surrogates)
    release/review_report.csv    a reviewed release's comments, originals masked (review_report.py)
    private/<stem>.svala.enc     source, target and labelled edges (the originals), encrypted
    private/key.enc              the encrypted key
    report.json                  counts per label and learner, problems; no original values

private/ is owner-only, and empty with a None passphrase (--no-key): workbench.pseudonymize.private.
``<stem>`` is the essay id made a safe, unique file name (workbench.io.filenames); the key records which
essay (and learner) each stem is, report.json lists the stems that differ from their ids. Everything is
written into a temporary folder inside ``out_dir`` (workbench.pseudonymize.staging: removed at the end, or
by the next run when the process was killed) and moved into place only after the leak check
(workbench.pseudonymize.leak: the same check as ``check-release`` and the sign-off) passed on every text
as written, so a failed run never leaves a half-written release: any leak is fatal (LeakError). Original
values in report.json are fatal too (its numbers are counts, not scanned: 2000 essays are no year 2000).
Each text is checked in memory as it is written, so a corpus streams through: only the report's counts
and the compressed key grow with it (and, with forms "kaggle", the Kaggle documents). The public SVALA
and Kaggle files are checked like the texts, as files holding them (leak.check_container).
"""

from __future__ import annotations

import json
from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from pathlib import Path
from typing import Any

from workbench import taxonomy
from workbench.io.filenames import file_stems
from workbench.pseudonymize.key import Kept, KeyPayload
from workbench.pseudonymize.leak import (
    REPORT_NAME,
    Leak,
    LeakCheck,
    check_container,
    check_file_names,
    check_review_report,
    originals_of_entries,
)
from workbench.pseudonymize.private import PrivateFolder
from workbench.pseudonymize.render import KeyEntry, Rendered
from workbench.pseudonymize.staging import staging_folder

__all__ = ["LeakError", "ReportCounts", "build_report", "finish_release", "report_leaks", "write_release"]

_PARTS = ("release", "private", "report.json")
_NOT_SCANNED = ("renamed_files", "private")  # report.json's keys report_leaks leaves out


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
            if "preposition" in span.attributes:  # the "i"/"på" before a place: no mention of its own
                continue
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


def _without_numbers(value: Any) -> Any:
    """``value`` with every number set to 0 and every label key emptied: a count in the report ("essays": 2000)
    is no original year, and a label ("city" in "replaced_per_label") is the taxonomy's word, no learner's (an
    original "City", from "Malmö City", stopped every release: review 22); every other string (ids, problems)
    is still checked."""
    if isinstance(value, dict):
        return {("" if taxonomy.is_label(k) else k): _without_numbers(v) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [_without_numbers(v) for v in value]
    return 0 if isinstance(value, (int, float)) and not isinstance(value, bool) else value


def report_leaks(report: Mapping[str, Any], check: LeakCheck) -> list[Leak]:
    """Original values in report.json (every original counts, whoever wrote it), but not in its counts, nor in
    what the tool itself wrote or what release/ shows anyway: the stems' essay ids (file names) and the note
    on private/ (a fixed text: "traced back" is no mention of a learner named Bäck)."""
    shown = {k: ({} if k in _NOT_SCANNED else v) for k, v in report.items()}
    masked = json.dumps(_without_numbers(shown), ensure_ascii=False, indent=2, sort_keys=True)
    return [x for x in check.check_text("report.json", masked, strict=True) if x.label is not None]


def finish_release(tmp: Path, out: Path, report: Mapping[str, Any], check: LeakCheck, fatal: Sequence[Leak],
                   learners: Mapping[str, str] | None = None) -> None:
    """The last step of every release writer: check report.json and the released files' names for original values
    (``learners``: essay id -> learner, whose originals an essay's file name is checked against too), raise
    LeakError when anything fatal was found (nothing is moved), else write report.json into ``tmp`` and move
    release/, private/ and report.json from ``tmp`` into ``out``, replacing an earlier release."""
    text = json.dumps(report, ensure_ascii=False, indent=2, sort_keys=True) + "\n"
    released = tmp / "release"
    names = sorted(p.relative_to(released).as_posix() for p in released.rglob("*")) if released.is_dir() else []
    fatal = list(fatal) + check_file_names(names, check, report.get("renamed_files"),
                                           learner_of=None if learners is None else learners.get) \
        + report_leaks(report, check)
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
                  originals: Iterable[tuple[str, str, str]] | None = None, files: Mapping[str, str] | None = None,
                  kept: Mapping[str, Sequence[Kept]] | None = None, forms: Sequence[str] = (),
                  review_report: str | None = None) -> dict[str, Any]:
    """Write release/, private/ and report.json into ``out_dir`` (see the module doc); returns the report
    written.

    ``key_entries``: what the key stores; None: the entries of the results. ``originals``: (label, value,
    learner id) of every replaced mention, for the leak check; None: those of the key entries. ``files``:
    essay id -> file stem (workbench.io.filenames.file_stems); None: derived from the results' ids, an
    unusable id being a problem in the report and its essay left out. ``kept``: essay id -> occurrences
    reviewers kept (target offsets), accepted by the leak check and recorded in the key. With
    ``originals`` and ``files`` given and ``key_entries`` None, ``results`` may be a generator: each essay
    is written, checked and dropped in turn, so memory does not grow with the corpus. ``forms``: release
    forms besides the text, "svala" and/or "kaggle" (workbench.pseudonymize.public_forms). ``review_report``:
    the text of release/review_report.csv (check_review_report checks it).
    Raises LeakError (and writes nothing) when the leak check fails."""
    from workbench.pseudonymize.public_forms import (
        FORMS,
        KAGGLE_FILE,
        SVALA_SUFFIX,
        kaggle_doc,
        public_svala,
        svala_structure,
    )

    unknown = sorted(set(forms) - set(FORMS))
    if unknown:
        raise ValueError(f"unknown release form(s) {', '.join(unknown)}; choose from {', '.join(FORMS)}")

    problems: list[str] = []
    if originals is None or files is None:
        results = list(results)
    if files is None:
        files, unusable = file_stems(r.essay_id for r in results)
        problems += [f"essay {essay_id!r}: {why}; it is not released" for essay_id, why in unusable]
        results = [r for r in results if r.essay_id in files]
    if originals is None:
        key_entries = [x for r in results for x in r.entries] if key_entries is None else list(key_entries)
        originals = list(originals_of_entries(key_entries))
    kept = {} if kept is None else kept  # may fill while the results stream (pseudonymize_corpus)
    out = Path(out_dir)
    out.mkdir(parents=True, exist_ok=True)
    check = LeakCheck(originals)
    payload = KeyPayload(corpus_id)
    counts = ReportCounts()
    fatal: list[Leak] = []
    learners: dict[str, str] = {}
    kaggle: list[dict[str, Any]] = []
    kaggle_texts: list[tuple[str, str, str]] = []
    kaggle_entries: dict[str, Sequence[KeyEntry]] = {}
    with staging_folder(out) as tmp:
        (tmp / "release").mkdir()
        private = PrivateFolder(tmp / "private", passphrase, corpus_id)
        for r in results:
            stem = files[r.essay_id]
            (tmp / "release" / f"{stem}.txt").write_bytes(r.target.encode("utf-8"))
            private.svala(stem, r)
            fatal += check.check_text(f"release/{stem}.txt", r.target, r.learner_id, r.essay_id, r.entries,
                                      kept.get(r.essay_id, ()), essay_text=True)
            texts = [(r.essay_id, r.learner_id, r.target)]
            if "svala" in forms:
                data = public_svala(r)
                (tmp / "release" / f"{stem}{SVALA_SUFFIX}").write_bytes(data)
                fatal += check_container(f"release/{stem}{SVALA_SUFFIX}", data.decode("utf-8"), texts, check,
                                         {r.essay_id: r.entries}, {r.essay_id: kept.get(r.essay_id, ())},
                                         svala_structure(data))
            if "kaggle" in forms:
                kaggle.append(kaggle_doc(r, r.language))
                kaggle_texts += texts
                kaggle_entries[r.essay_id] = r.entries
            counts.add(r)
            payload.add_essay(r.essay_id, r.learner_id, stem)
            learners[r.essay_id] = r.learner_id
            payload.add_kept(kept.get(r.essay_id, ()))
            if key_entries is None and passphrase is not None:
                payload.add(r.entries)
        if "kaggle" in forms:
            raw = json.dumps(kaggle, ensure_ascii=False)
            (tmp / "release" / KAGGLE_FILE).write_text(raw, encoding="utf-8")
            fatal += check_container(f"release/{KAGGLE_FILE}", raw, kaggle_texts, check, kaggle_entries, kept)
        if review_report is not None:
            (tmp / "release" / REPORT_NAME).write_bytes(review_report.encode("utf-8"))
            fatal += check_review_report(f"release/{REPORT_NAME}", review_report, check, learners.get)
        if passphrase is not None:
            if key_entries is not None:  # else the results' entries went in above, essay by essay
                payload.add(key_entries)
        private.key(payload)
        full = counts.report({"corpus_id": corpus_id, "key_written": passphrase is not None,
                              "private": private.note()})
        full.update(report or {})
        full["problems"] = list(full.get("problems", [])) + problems
        renamed = {stem: essay_id for essay_id, stem in files.items() if stem != essay_id}
        if renamed:
            full["renamed_files"] = dict(sorted(renamed.items()))
        finish_release(tmp, out, full, check, fatal, learners)
    return full
