"""The flow of DESIGN.md, corpus-wide: read ► detect ► resolve ► link ► review ► render ► write.

``detect_corpus`` (workbench.detect: the declared pipeline of workbench/detect/pipeline.cfg) finds the
spans of every essay, ending with known-value propagation (every further occurrence of a value known to be
personal). ``pseudonymize_corpus`` numbers, renders and writes a release straight from detection;
``init_review`` fills a review store and ``export_release`` writes the release of a reviewed store. The
steps themselves live in workbench.detect, workbench.pseudonymize and workbench.store. Detection and
rendering are pure functions per learner (``detect_learner``, ``render_learner``), mapped by a
workbench.parallel.Runner: in this process, on local processes or on a Dask cluster, with the same result.
"""

from __future__ import annotations

import hashlib
import sys
from collections import Counter, deque
from collections.abc import Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any, NamedTuple

from workbench import taxonomy
from workbench.io.filenames import file_stems
from workbench.lang import essay_language
from workbench.model import Corpus, Essay, Span
from workbench.parallel import Runner, naming
from workbench.pseudonymize.avoid import Avoid
from workbench.pseudonymize.key import Kept
from workbench.pseudonymize.leak import listed_names_in_id
from workbench.pseudonymize.learner import render_learner, target_offset
from workbench.pseudonymize.numbering import assign_numbers
from workbench.pseudonymize.options import RenderOptions
from workbench.pseudonymize.private import svala_plain
from workbench.pseudonymize.release import LeakError, write_release
from workbench.pseudonymize.render import Rendered, render_essay
from workbench.store import ReviewStore, StoreError

if TYPE_CHECKING:
    from workbench.detect.pipeline import Detection, detect_corpus

__all__ = ["Detection", "ReleaseError", "corpus_id", "detect_corpus", "essay_language", "export_release",
           "init_review", "iter_rendered", "number_and_render", "originals_of", "preview_target", "pseudonymize_corpus",
           "render_options"]


def __getattr__(name: str) -> Any:
    """``Detection`` and ``detect_corpus``, imported at their first use: detection imports spaCy (seconds of
    CPU), which the review screens that import this module for ``preview_target`` never need."""
    if name in ("Detection", "detect_corpus"):
        from workbench.detect import pipeline

        return getattr(pipeline, name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


# -- pseudonymization ----------------------------------------------------------------------------------

class ReleaseError(Exception):
    """A release that cannot be written (unresolved items, a leak); nothing was written."""


def corpus_id(essays: Iterable[Essay]) -> str:
    """A stable identifier of a corpus (a hash of its essay ids), stored in the key to catch a mix-up."""
    digest = hashlib.sha256("\n".join(sorted(e.id for e in essays)).encode()).hexdigest()
    return f"corpus-{digest[:16]}"


@dataclass
class Summary:
    """What a run wrote (no original values)."""

    out_dir: Path
    essays: int
    learners: int
    replaced: int
    key_written: bool
    problems: list[str] = field(default_factory=list)

    def __str__(self) -> str:
        key = ("an encrypted key and SVALA files in private/" if self.key_written
               else "no key and no private files (--no-key)")
        return (f"{self.essays} essays of {self.learners} learners, {self.replaced} mentions replaced; "
                f"release in {self.out_dir / 'release'}, {key}; leak check passed (no replaced original left where it "
                f"counts); {len(self.problems)} input problem(s) in report.json")


def originals_of(essays: Sequence[Essay], spans: Mapping[str, Sequence[Span]]) -> list[tuple[str, str, str]]:
    """(label, original, learner id) of every mention that will be replaced: what surrogates keep clear
    of (RenderOptions.avoid) and what the leak check looks for."""
    out: set[tuple[str, str, str]] = set()
    for e in essays:
        for s in spans.get(e.id, ()):
            if taxonomy.group_of(s.label) != "mark-only":
                out.add((s.label, e.text[s.start : s.end], e.learner_id))
    return sorted(out)


def render_options(originals: Iterable[tuple[str, str, str]], fake_places: bool = False, keep_origin: bool = False
                   ) -> RenderOptions:
    """The renderer's options for a corpus: its surrogates keep clear of every original that will be replaced
    (RenderOptions.avoid), as the writer needs them to; whoever renders a corpus outside the writer (a bench)
    takes them from here, or its release is not the one the writer would write. ``originals``: originals_of."""
    return RenderOptions(fake_places=fake_places, keep_origin=keep_origin, avoid=Avoid(originals))


class _Rendering(NamedTuple):
    """What ``render_learner`` needs besides a learner's essays and spans: the same for every learner."""

    mode: str
    seed: int | str
    learner_wide: bool
    options: RenderOptions | None
    sealed: bool


def _render_part(how: _Rendering, learner: tuple[list[Essay], dict[str, Sequence[Span]]]) -> list[Rendered]:
    """A learner's essays rendered, each with its SVALA graph built, checked and (``sealed``) serialised:
    the writer's heaviest work per essay, done here so it runs where the learner does."""
    essays, spans = learner
    out = render_learner(essays, spans, how.mode, how.seed, how.learner_wide, how.options)
    for r in out:
        with naming("essay", r.essay_id):
            r.svala = svala_plain(r, how.sealed)
    return out


def iter_rendered(essays: Sequence[Essay], spans: Mapping[str, Sequence[Span]], mode: str = "swell",
                  seed: int | str = 0, learner_wide: bool = True, options: RenderOptions | None = None,
                  progress: bool = False, runner: Runner | None = None, sealed: bool = True) -> Iterator[Rendered]:
    """``render_learner``'s results for every learner of a corpus, one essay at a time in the essays'
    order, each with its SVALA graph checked (``Rendered.svala``; serialised for sealing unless ``sealed``
    is False). ``runner``: where ``render_learner`` runs (workbench.parallel: in this process by default, or on
    local processes or a Dask cluster), a few learners ahead of the consumer; an essay that comes before
    the last essay of an earlier learner waits here until its learner is rendered."""
    learners: dict[str, list[Essay]] = {}
    for e in essays:
        learners.setdefault(e.learner_id, []).append(e)
    items = [(group, {e.id: spans.get(e.id, ()) for e in group}) for group in learners.values()]
    results = (runner or Runner()).map(_render_part, _Rendering(mode, seed, learner_wide, options, sealed), items,
                                       list(learners), [len(g) for g in learners.values()],
                                       desc="pseudonymize", unit="essay", progress=progress)
    ready: dict[str, deque[Rendered]] = {}
    try:
        for e in essays:
            while not ready.get(e.id):
                for r in next(results):
                    ready.setdefault(r.essay_id, deque()).append(r)
            yield ready[e.id].popleft()
    finally:
        results.close()  # a consumer that stops early cancels what is still being rendered


def number_and_render(essays: Sequence[Essay], spans: Mapping[str, Sequence[Span]], mode: str = "swell",
                      seed: int | str = 0, learner_wide: bool = True, fake_places: bool = False,
                      progress: bool = False) -> list[Rendered]:
    """``render_learner`` over every learner of a corpus; results in the essays' order. Surrogates of
    names, places and institutions never equal an original anywhere in the corpus."""
    options = render_options(originals_of(essays, spans), fake_places)
    return list(iter_rendered(essays, spans, mode, seed, learner_wide, options, progress))


def pseudonymize_corpus(corpus: Corpus, out_dir: str | Path, lang: str | None = None, mode: str = "swell",
                        seed: int | str = 0, passphrase: str | None = None, learner_wide: bool = True,
                        fake_places: bool = False, progress: bool = False,
                        spans: Mapping[str, Sequence[Span]] | None = None,
                        report: Mapping[str, object] | None = None,
                        kept: Mapping[str, Sequence[tuple[int, int, str, str]]] | None = None,
                        keep_origin: bool = False, forms: Sequence[str] = (), runner: Runner | None = None,
                        review_report: str | None = None) -> Summary:
    """Detect (unless ``spans``, e.g. reviewed ones, are given), number, render and write a release
    (release/, private/, report.json) into ``out_dir``. Raises ReleaseError, writing nothing, when the leak
    check fails. The essays stream from the renderer into the release one at a time. An essay whose id
    cannot be a file name (workbench.io.filenames) is an input problem and is left out; the others are
    released. ``kept``: essay id -> (start, end, label, reviewer) of occurrences in the source text that
    reviewers explicitly kept (rejected spans): the leak check accepts an original there. ``keep_origin``:
    names keep their cultural origin; ``forms``: release forms besides the text ("svala", "kaggle");
    ``runner``: where detection and rendering run, learner by learner (workbench.parallel); the corpus
    steps of detection and the writer run here, and the release is the same byte for byte wherever.
    ``review_report``: the text of release/review_report.csv (a reviewed release's comments)."""
    stems, unusable = file_stems(e.id for e in corpus.essays)
    problems = list(corpus.problems) + [f"essay {essay_id!r}: {why}; it is not released" for essay_id, why in unusable]
    problems += [f"essay {k} of the input: its id holds {n} capitalised word(s) of the first-name or surname list "
                 "(not shown here), which the leak check knows only when an essay's text names them; if the id "
                 "names someone, rename the essay" for k, e in enumerate(corpus.essays, 1)
                 if e.id in stems and (n := listed_names_in_id(e.id))]
    essays = [e for e in corpus.essays if e.id in stems]
    if not essays:
        raise ReleaseError("no essay can be released: " + "; ".join(problems))
    if spans is None:
        from workbench.detect.pipeline import detect_corpus

        found = detect_corpus(essays, lang=lang, progress=progress, learner_wide=learner_wide, runner=runner)
        problems += found.problems  # an essay read in another language than its own (workbench.lang)
        corpus.problems.extend(found.problems)
        spans = found.spans
        essays = [Essay(e.id, e.learner_id, e.text, found.languages.get(e.id, e.language), e.metadata)
                  for e in essays]
        del found  # the raw candidates are not needed any more
    originals = originals_of(essays, spans)
    options = render_options(originals, fake_places, keep_origin)
    learners = len({e.learner_id for e in essays})
    full_report = {"mode": mode, "seed": seed, "learner_wide": learner_wide, "fake_places": fake_places,
                   "keep_origin": keep_origin, "forms": ["text", *forms],
                   "essays": len(essays), "learners": learners,
                   "languages": dict(Counter(e.language for e in essays)), "problems": problems,
                   **(report or {})}
    kept_target: dict[str, list[Kept]] = {}

    def rendered() -> Iterator[Rendered]:
        for r in iter_rendered(essays, spans, mode, seed, learner_wide, options, progress, runner,
                               passphrase is not None):
            if kept and kept.get(r.essay_id):
                kept_target[r.essay_id] = [Kept(r.essay_id, target_offset(r, s), target_offset(r, e), label, who)
                                           for s, e, label, who in kept[r.essay_id]]
            yield r

    try:
        written = write_release(out_dir, rendered(), None, passphrase, corpus_id(essays), full_report, originals, stems,
                                kept_target, forms, review_report)
    except LeakError as e:
        raise ReleaseError(str(e)) from None
    replaced = sum(written["replaced_per_label"].values())  # release.ReportCounts: no rewritten preposition or 'the'
    return Summary(Path(out_dir), len(essays), learners, replaced, passphrase is not None, problems)


def preview_target(essay: Essay, spans: list[Span]) -> tuple[str, list[tuple[Span, int, int]]]:
    """The pseudonymized text of one essay as the review screens show it (swell mode, seed 0)."""
    rendered = render_essay(essay, spans, mode="swell", seed=0)
    return rendered.target, rendered.aligned


# -- the review store ----------------------------------------------------------------------------------

def init_review(corpus: Corpus, store: ReviewStore, lang: str | None = None, progress: bool = False,
                runner: Runner | None = None) -> int:
    """Detect (learner by learner where ``runner`` says: workbench.parallel), number (per learner) and put
    every essay with its spans and raw candidates into the store; then render the release as the sign-off's
    leak check renders it (no decision yet: every span open, replaced) and keep it in the store's release
    cache (workbench.review_release), so the sign-off's first check renders only the learners reviewers
    changed. Refused (StoreError, nothing added) when ``store`` holds forum messages: their release is written
    by ``workbench forum pseudonymize``, which an essay in the store would not reach (review 14's F15)."""
    from workbench.forum.review import holds_messages

    if holds_messages(store):
        raise StoreError(f"{store.path} holds forum messages: essays go into a review store of their own (review "
                         "init ESSAYS --db ANOTHER); a store's release is written either as forum messages (workbench "
                         "forum pseudonymize --db) or as essays (workbench review export), so essays added here "
                         "could never be released")
    essays = list(corpus)
    from workbench.detect.pipeline import detect_corpus

    found = detect_corpus(essays, lang=lang, progress=progress, runner=runner)
    corpus.problems.extend(found.problems)  # an essay read in another language than its own (workbench.lang)
    learners: dict[str, list[Essay]] = {}
    for essay in essays:
        essay.language = found.languages[essay.id]
        learners.setdefault(essay.learner_id, []).append(essay)
    items: list[tuple[Essay, list[Span]]] = []
    for group in learners.values():
        numbered = assign_numbers([(e.text, found.spans[e.id]) for e in group], learner_wide=True)
        items.extend(zip(group, numbered, strict=True))
    differing: list[str] = []
    added = store.add_essays(items, candidates=found.raw, problems=differing)
    for problem in differing:  # an essay already stored that this corpus holds otherwise: never overwritten
        print(f"problem: {problem}", file=sys.stderr)
    corpus.problems.extend(differing)
    from tqdm import tqdm

    from workbench.review_release import ReleaseCheck

    with tqdm(desc="release cache", unit="essay", disable=not progress) as bar:
        def shown(done: int, total: int, what: str) -> None:  # each step counts the essays once
            bar.set_description(f"release cache: {what}", refresh=False)
            bar.total, bar.n = total, done
            bar.refresh()

        ReleaseCheck().run(store, shown, runner)
    return added


def export_release(store: ReviewStore, out_dir: str | Path, passphrase: str | None = None, mode: str = "swell",
                   seed: int = 0, allow_unresolved: bool = False, keep_origin: bool = False,
                   forms: Sequence[str] = (), runner: Runner | None = None) -> Path:
    """Write the release of a reviewed store: accepted spans are replaced (mark-only ones kept), rejected
    ones kept as they are and recorded as kept occurrences (the leak check accepts an original there); the
    review's comments go into release/review_report.csv (workbench.pseudonymize.review_report).
    Refuses (ReleaseError, nothing written) while any span is unresolved, unless
    ``allow_unresolved`` (then open spans are replaced too: the safe side), or when the leak check fails.
    ``runner``: where the learners are rendered (workbench.parallel); the bytes are the same wherever."""
    essays, spans, open_total = store.export_items(allow_unresolved)
    if open_total and not allow_unresolved:
        raise ReleaseError(f"{open_total} span(s) are still unresolved; resolve them (the sign-off dashboard "
                           "lists them) before the release is written")
    kept: dict[str, list[tuple[int, int, str, str]]] = {}
    for k in store.kept_occurrences():  # a reviewer's "not personal here": the leak check accepts it
        kept.setdefault(k.essay_id, []).append((k.start, k.end, k.label, k.reviewer))
    from workbench.pseudonymize.review_report import report_rows, report_text

    try:
        pseudonymize_corpus(Corpus.of(essays), out_dir, mode=mode, seed=seed, passphrase=passphrase, spans=spans,
                            report={"reviewed_from": Path(store.path).name}, kept=kept,
                            keep_origin=keep_origin, forms=forms, review_report=report_text(report_rows(store)),
                            runner=runner)
    except ValueError as e:  # a span no operator can render (the store refuses such decisions; older stores)
        raise ReleaseError(f"{e}; relabel or reject that span in the review store") from None
    return Path(out_dir)
