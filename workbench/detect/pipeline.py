"""The detection pipeline of pipeline.cfg, built once per language and run essay by essay, learner by learner.

``detect_corpus`` sends every essay through the essay steps (a spaCy pipeline: normalise, candidates,
resolve, cited, decide, essay_consistency, genre), then the essays of each learner through the learner steps
(learner_consistency): both are ``detect_learner``, one learner at a time, mapped in this process, on local
processes or on a Dask cluster (workbench.parallel); at last, here and once, every essay goes through the
corpus steps (known_values). It returns the spans (in the input's offsets, also where normalising changed
the text), the raw candidates and each essay's language. ``detect_essay`` is the same for one essay. With
``explain``, ``Detection.explain`` says what every step changed (workbench detect --explain).
"""

from __future__ import annotations

import gc
import logging
from collections import Counter
from collections.abc import Callable, Iterable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, field, replace
from functools import cache
from pathlib import Path
from typing import TYPE_CHECKING, Any, NamedTuple

import spacy
from confection import Config
from spacy.language import Language
from spacy.tokens import Doc

from workbench import taxonomy
from workbench.detect.base import Detector
from workbench.detect.steps import corpus_steps, state
from workbench.gcpause import paused_gc
from workbench.lang import essay_language, language_problem
from workbench.model import Corpus, Essay, Span
from workbench.normalize import Normalized
from workbench.parallel import Runner, naming
from workbench.tokenizer import own_factories_only

log = logging.getLogger(__name__)

if TYPE_CHECKING:
    from workbench.learn import Decide

__all__ = ["CONFIG", "Detection", "Explain", "corpus_step_names", "detect_corpus", "detect_essay", "detect_learner",
           "language"]

CONFIG = Path(__file__).with_name("pipeline.cfg")


@cache
def _config() -> Config:
    _load_steps()
    return Config().from_disk(CONFIG)


def _load_steps() -> None:
    """Import the step modules, so that their components and corpus steps are registered."""
    from workbench.detect.steps import (  # noqa: F401
        candidates,
        cited,
        consistency,
        decide,
        genre,
        known_values,
        resolve,
        shared_names,
        shared_words,
    )


@cache
def language(lang: str) -> Language:
    """The pipeline of ``lang`` ("sv" or "en"), built once from pipeline.cfg."""
    with own_factories_only():
        return spacy.blank(lang, config=_config())


def corpus_step_names() -> list[str]:
    """The corpus steps of pipeline.cfg, in order."""
    return list(_config()["corpus"]["steps"])


@cache
def _corpus_steps() -> tuple[list[tuple[str, Any]], list[tuple[str, Any]]]:
    """(the learner steps, the whole-corpus steps) of pipeline.cfg, in order; a learner step listed after a
    whole-corpus step is an error in the config."""
    learner: list[tuple[str, Any]] = []
    whole: list[tuple[str, Any]] = []
    for name in corpus_step_names():
        scope, func = corpus_steps.get(name)
        if scope == "learner" and whole:
            raise ValueError(f"{CONFIG}: the learner step {name!r} comes after the corpus step {whole[-1][0]!r}; "
                             "learner steps run first")
        (learner if scope == "learner" else whole).append((name, func))
    return learner, whole


def _key(span: Span) -> tuple[int, int, str, str]:
    return span.start, span.end, span.label, span.source


@dataclass
class StepChanges:
    """What one step changed, over all essays: spans added, removed, changed (same offsets, label and
    detector, another score, reason or attributes), the essays it changed and the spans after it."""

    step: str
    essays: int = 0
    spans_after: int | None = 0  # None: a step before there are spans (normalise)
    added: int = 0
    removed: int = 0
    changed: int = 0


@dataclass
class Explain:
    """The steps in order with their changes; ``details`` (on request) one line per span changed."""

    steps: dict[str, StepChanges] = field(default_factory=dict)
    details: list[str] | None = None

    def record(self, step: str, essay_id: str, before: Sequence[Span], after: Sequence[Span]) -> None:
        changes = self.steps.setdefault(step, StepChanges(step))
        if changes.spans_after is not None:
            changes.spans_after += len(after)
        old, new = Counter(before), Counter(after)
        gone, came = old - new, new - old
        if not gone and not came:
            return
        changes.essays += 1
        replaced: dict[tuple[int, int, str, str], list[Span]] = {}
        for span in gone.elements():
            replaced.setdefault(_key(span), []).append(span)
        for span in sorted(came.elements(), key=_key):
            was = replaced.get(_key(span))
            if not was:
                changes.added += 1
                self._detail(step, essay_id, "+", span)
            else:
                changes.changed += 1
                self._detail(step, essay_id, "~", span, was.pop())
        left = sorted((s for spans in replaced.values() for s in spans), key=_key)
        changes.removed += len(left)
        for span in left:
            self._detail(step, essay_id, "-", span)

    def _detail(self, step: str, essay_id: str, sign: str, span: Span, was: Span | None = None) -> None:
        if self.details is None:
            return
        what = f"{span.label} [{span.start}, {span.end}) {span.source} {span.score:.2f}"
        if was is not None and was.score != span.score:
            what += f" (was {was.score:.2f})"
        self.details.append(f"{essay_id}\t{step}\t{sign} {what}\t{span.reason}")

    def merge(self, other: Explain) -> None:
        """Add what ``other`` (another learner's part) counted; its details come after these."""
        for step, theirs in other.steps.items():
            mine = self.steps.setdefault(step, StepChanges(step, spans_after=None if theirs.spans_after is None else 0))
            if mine.spans_after is not None and theirs.spans_after is not None:
                mine.spans_after += theirs.spans_after
            mine.essays += theirs.essays
            mine.added += theirs.added
            mine.removed += theirs.removed
            mine.changed += theirs.changed
        if self.details is not None and other.details is not None:
            self.details.extend(other.details)

    def table(self) -> str:
        """The steps as a text table (no text of any essay)."""
        rows = [("step", "spans after", "essays changed", "added", "removed", "changed")]
        for c in self.steps.values():
            after = "-" if c.spans_after is None else str(c.spans_after)
            rows.append((c.step, after, str(c.essays), str(c.added), str(c.removed), str(c.changed)))
        widths = [max(len(r[k]) for r in rows) for k in range(len(rows[0]))]
        return "\n".join("  ".join(cell.ljust(w) if k == 0 else cell.rjust(w) for k, (cell, w)
                                   in enumerate(zip(row, widths, strict=True))) for row in rows)


@dataclass
class Detection:
    """Resolved spans per essay id, the raw candidates (for reviewers and evaluation by detector), each
    essay's language, and what each step changed (with ``explain``)."""

    spans: dict[str, list[Span]] = field(default_factory=dict)
    raw: dict[str, list[Span]] = field(default_factory=dict)
    languages: dict[str, str] = field(default_factory=dict)
    explain: Explain | None = None
    problems: list[str] = field(default_factory=list)  # essays read in another language than their own


@cache
def _steps(lang: str) -> tuple[Callable[[str], Doc], tuple[tuple[str, Callable[[Doc], Doc]], ...]]:
    """(the tokenizer, the essay steps) of the pipeline of ``lang``, looked up once (spaCy's
    ``Language.pipeline`` makes a new list at every call)."""
    nlp = language(lang)
    return nlp.tokenizer, tuple(nlp.pipeline)


def _run_essay(essay: Essay, lang: str, detectors: list[Detector] | None, explain: Explain | None,
               decide: Decide | None = None) -> Doc:
    tokenizer, steps = _steps(lang)
    doc = tokenizer(essay.text)
    st = state(doc)
    st.essay, st.detectors, st.decide = essay, detectors, decide
    if explain is None:
        for _name, proc in steps:
            doc = proc(doc)
        return doc
    norm = explain.steps.setdefault("normalise", StepChanges("normalise", spans_after=None))
    norm.essays += st.normalized.changed
    for name, proc in steps:
        before = st.spans
        doc = proc(doc)
        explain.record(name, essay.id, before, st.spans)
    return doc


def _input_offsets(spans: list[Span], norm: Normalized, join: bool = True) -> list[Span]:
    """``spans`` in the offsets of the text as it came in (normalising may have removed characters); with ``join``
    (the resolved spans, not the raw candidates, which may overlap) those that overlap there made one."""
    if not norm.changed:
        return spans
    out = []
    for span in spans:  # over a turned right-to-left run, from its least input offset (Normalized.old_span)
        start, end = norm.old_span(span.start, span.end)
        out.append(span.with_(start=start, end=end))
    return _joined(out) if join else out


def _joined(spans: list[Span]) -> list[Span]:
    """``spans`` with those that overlap made one: a span over a turned right-to-left run covers the whole run in the
    input, and a span inside the run overlaps it (rendering refused overlapping spans and the essay failed). The one
    that starts first (the longer at one start) takes the other's end; a mark-only span gives way to a replaced one,
    so whatever either covered is replaced."""
    out: list[Span] = []
    for span in sorted(spans, key=lambda s: (s.start, -s.end)):
        last = out[-1] if out else None
        if last is None or span.start >= last.end:
            out.append(span)
            continue
        keep = span if taxonomy.group_of(last.label) == "mark-only" and taxonomy.group_of(span.label) != "mark-only" \
            else last
        out[-1] = keep.with_(start=last.start, end=max(last.end, span.end))
    return out


def detect_corpus(corpus: Iterable[Essay], lang: str | None = None, progress: bool = False,
                  learner_wide: bool = True, explain: bool | str = False,
                  detectors: list[Detector] | None = None, model: str | Path | Decide | None = None,
                  runner: Runner | None = None) -> Detection:
    """Detect personal information in every essay (see the module docstring). ``lang``: "sv", "en", or
    None/"auto" (each essay's own); ``learner_wide``: run the learner steps (else every essay stands alone
    in them; the steps of scope "corpus" run either way); ``explain``: True for counts per step, "spans" for
    a line per span changed too; ``detectors``: only these instead of every registered one (tests and
    benchmarks of single detectors); ``model``: the step "decide"'s model folder (None: $WORKBENCH_MODEL,
    else the shipped one; "none": the rules alone) or a decision of one's own (workbench.learn.Decide), built
    here with the counts of the whole corpus; ``runner``: where ``detect_learner`` runs, learner by learner
    (workbench.parallel: in this process by default, or on local processes or a Dask cluster); the corpus
    steps run here, once, after every learner's part came back."""
    from workbench.learn import decider  # workbench.learn reads workbench.detect.evidence

    essays = list(corpus)
    decide = model if callable(model) else decider(model, ((e.learner_id, e.text) for e in essays), lang)
    learners: dict[str, list[Essay]] = {}
    for essay in essays:
        learners.setdefault(essay.learner_id, []).append(essay)
    out = Detection(explain=Explain(details=[] if explain == "spans" else None) if explain else None)
    spans: dict[str, list[Span]] = {}
    parts = (runner or Runner()).map(_detect_part, _Settings(lang, learner_wide, explain, detectors, decide),
                                     list(learners.values()), list(learners), [len(g) for g in learners.values()],
                                     desc="detect", unit="essay", progress=progress)
    with _frozen_after_first(parts) as arriving:
        for part in arriving:
            spans.update(part.spans)
            out.raw.update(part.raw)
            out.languages.update(part.languages)
            if out.explain is not None and part.explain is not None:
                out.explain.merge(part.explain)
    # the corpus steps read each essay in the language detection chose for it
    detected = [replace(e, language=out.languages.get(e.id, e.language)) for e in essays]
    for name, step in _corpus_steps()[1]:
        with paused_gc():  # as in _detect_part
            found = step(detected, spans)
        if out.explain is not None:
            for e in essays:
                out.explain.record(name, e.id, spans[e.id], list(found[e.id]))
        spans = {e.id: list(found[e.id]) for e in essays}
    out.spans = {e.id: spans[e.id] for e in essays}
    out.raw = {e.id: out.raw[e.id] for e in essays}
    out.languages = {e.id: out.languages[e.id] for e in essays}
    for e in essays:
        problem = language_problem(e, lang, out.languages[e.id])
        if problem:
            log.warning("problem: %s", problem)
            out.problems.append(problem)
    if isinstance(corpus, Corpus):  # the command line lists a corpus's problems and exits 1 on them
        corpus.problems.extend(out.problems)
    return out


@contextmanager
def _frozen_after_first(parts: Iterator[Detection]) -> Iterator[Iterator[Detection]]:
    """``parts``, with the garbage collector told (``gc.freeze``) after the first one came back that what lives
    then (the word lists, patterns and model the first essay loaded: hundreds of thousands of objects) stays:
    each full collection while the corpus runs then walks only what came after, not the lists again. Unfrozen
    at the end, so that nothing stays uncollectable in a long-lived process (the review workbench)."""
    frozen = False

    def watched() -> Iterator[Detection]:
        nonlocal frozen
        # asked once, after the first part: gc.get_freeze_count() counts the permanent generation object by object
        # (23 ms a call in a process that froze a few million objects before: the review kernel, a paused_gc(kept))
        asked = False
        for part in parts:
            yield part
            if not asked:
                asked = True
                if not gc.get_freeze_count():
                    gc.freeze()
                    frozen = True

    try:
        yield watched()
    finally:
        if frozen:
            gc.unfreeze()


class _Settings(NamedTuple):
    """What ``detect_learner`` needs besides the essays: the same for every learner of a corpus. (A step
    that needs something of the whole corpus before it runs gets it here, computed before the map: a
    worker process sees nothing else.)"""

    lang: str | None
    learner_wide: bool
    explain: bool | str
    detectors: list[Detector] | None
    decide: Decide | None  # the step "decide", with the counts of the whole corpus (workbench.learn.decider)


def _detect_part(settings: _Settings, essays: list[Essay]) -> Detection:
    """``detect_learner`` with the cyclic garbage collector paused (workbench.gcpause): an essay makes
    thousands of small objects that stay alive while it is read (its tokens are tuples of a subclass, which
    the collector never stops tracking) and none in a reference cycle (100 English bench essays detected with
    the collector off leave 0 unreachable objects), so its passes found nothing and cost 4-6 % of English
    detection; what the part does not return is freed, by reference counting, before the pause ends."""
    with paused_gc():
        return detect_learner(essays, *settings)


def detect_learner(essays: Sequence[Essay], lang: str | None = None, learner_wide: bool = True,
                   explain: bool | str = False, detectors: list[Detector] | None = None,
                   decide: Decide | None = None) -> Detection:
    """The essay steps, then (with ``learner_wide``) the learner steps, over the essays of one learner: its
    part of ``detect_corpus``, before the corpus steps (the arguments are ``detect_corpus``'s; ``decide``: the
    step "decide" that ``detect_corpus`` built with the counts of the whole corpus, None: the default model
    without them). Pure: the result depends on the arguments alone, so it maps over processes and machines
    (workbench.parallel)."""
    out = Detection(explain=Explain(details=[] if explain == "spans" else None) if explain else None)
    docs = []
    for essay in essays:
        with naming("essay", essay.id):
            code = essay_language(essay, lang)
            out.languages[essay.id] = code
            docs.append(_run_essay(essay, code, detectors, out.explain, decide))
    states = [state(d) for d in docs]
    for name, step in _corpus_steps()[0] if learner_wide else []:
        before = [st.spans for st in states]
        with naming("learner step", name):
            step(docs)
        if out.explain is not None:
            for essay, st, old in zip(essays, states, before, strict=True):
                out.explain.record(name, essay.id, old, st.spans)
    for essay, st, doc in zip(essays, states, docs, strict=True):
        out.spans[essay.id] = _input_offsets(st.spans, st.normalized)
        out.raw[essay.id] = _input_offsets(st.candidates, st.normalized, join=False)
        doc.user_data.clear()  # the state refers back to the Doc: freed at once, not by the cycle collector
    return out


def detect_essay(essay: Essay, lang: str | None = None, detectors: list[Detector] | None = None,
                 model: str | Path | Decide | None = None) -> list[Span]:
    """The spans of one essay: the same pipeline as ``detect_corpus`` (sorted by offset, none overlapping)."""
    return detect_corpus([essay], lang, detectors=detectors, model=model).spans[essay.id]
