"""The flow of DESIGN.md, corpus-wide: read ► detect ► resolve ► link ► review ► render ► write.

``detect_corpus`` runs every detector over every essay, resolves overlaps, makes detection consistent
inside each essay and across each learner's essays, and lowers the score of names in reviews of public
figures. ``pseudonymize_corpus`` numbers, renders and writes a release straight from detection;
``init_review`` fills a review store and ``export_release`` writes the release of a reviewed store. The
steps themselves live in workbench.detect, workbench.pseudonymize and workbench.store.
"""

from __future__ import annotations

import hashlib
from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import Path

from tqdm import tqdm

from workbench.detect import candidates, detectors_for
from workbench.detect.consistency import propagate, propagate_learner
from workbench.detect.genre import adjust_for_genre
from workbench.detect.resolve import resolve_overlaps
from workbench.lang import guess_language
from workbench.model import Corpus, Essay, Span
from workbench.pseudonymize.numbering import assign_numbers
from workbench.pseudonymize.options import RenderOptions
from workbench.pseudonymize.release import LeakError, write_release
from workbench.pseudonymize.render import Rendered, render_essay
from workbench.store import ReviewStore
from workbench.text import parse

__all__ = ["Detection", "ReleaseError", "corpus_id", "detect_corpus", "essay_language", "export_release",
           "init_review", "number_and_render", "preview_target", "pseudonymize_corpus"]


def essay_language(essay: Essay, lang: str | None) -> str:
    """``lang`` when given ("sv"/"en"); with None or "auto": the essay's own language when its metadata
    set one, else a guess from its function words."""
    if lang and lang != "auto":
        return lang
    if essay.metadata.get("language") in ("sv", "en"):
        return essay.metadata["language"]
    return guess_language(essay.text, default=essay.language or "sv")


@dataclass
class Detection:
    """Resolved spans per essay id, and the raw candidates for reviewers and evaluation by detector."""

    spans: dict[str, list[Span]] = field(default_factory=dict)
    raw: dict[str, list[Span]] = field(default_factory=dict)
    languages: dict[str, str] = field(default_factory=dict)


def detect_corpus(corpus: Corpus | Iterable[Essay], lang: str | None = None, progress: bool = False,
                  learner_wide: bool = True) -> Detection:
    """Detect personal information in every essay of a corpus (see the module docstring)."""
    essays = list(corpus)
    by_lang = {code: detectors_for(code) for code in ("sv", "en")}
    out = Detection()
    for essay in tqdm(essays, desc="detect", unit="essay", disable=not progress):
        code = essay_language(essay, lang)
        doc = parse(essay, code)
        raw = candidates(doc, by_lang[code])
        spans = propagate(essay.text, resolve_overlaps(raw))
        out.spans[essay.id] = adjust_for_genre(essay.metadata, essay.text, spans)
        out.raw[essay.id] = raw
        out.languages[essay.id] = code
    if learner_wide:
        learners: dict[str, list[Essay]] = {}
        for essay in essays:
            learners.setdefault(essay.learner_id, []).append(essay)
        for group in learners.values():
            if len(group) > 1:
                merged = propagate_learner([(e.text, out.spans[e.id]) for e in group])
                for e, spans in zip(group, merged):
                    out.spans[e.id] = spans
    return out


# -- pseudonymization ----------------------------------------------------------------------------------

class ReleaseError(Exception):
    """A release that cannot be written (unresolved items, a leak); nothing was written."""


def corpus_id(essays: Iterable[Essay]) -> str:
    """A stable identifier of a corpus (from its essay ids), stored in the key to catch a mix-up."""
    digest = hashlib.sha256("\x1f".join(sorted(e.id for e in essays)).encode()).hexdigest()
    return f"corpus-{digest[:16]}"


def number_and_render(essays: list[Essay], spans: dict[str, list[Span]], mode: str = "swell", seed: int = 0,
                      learner_wide: bool = True, fake_places: bool = False,
                      progress: bool = False) -> list[Rendered]:
    """Running numbers per learner (or per essay), then each essay rendered, a learner's surrogates shared
    across their essays when ``learner_wide``."""
    options = RenderOptions(fake_places=fake_places)
    learners: dict[str, list[Essay]] = {}
    for essay in essays:
        learners.setdefault(essay.learner_id, []).append(essay)
    results: dict[str, Rendered] = {}
    bar = tqdm(total=len(essays), desc="pseudonymize", unit="essay", disable=not progress)
    for group in learners.values():
        numbered = assign_numbers([(e.text, [s.with_(number=None) if s.number is None else s
                                             for s in spans[e.id]]) for e in group], learner_wide=learner_wide)
        state: dict[tuple[str, int], str] = {}
        for essay, essay_spans in zip(group, numbered):
            rendered = render_essay(essay, essay_spans, mode=mode, seed=seed, state=state, options=options)
            if learner_wide:
                state = rendered.state
            results[essay.id] = rendered
            bar.update()
    bar.close()
    return [results[e.id] for e in essays]


def pseudonymize_corpus(corpus: Corpus, out_dir: str | Path, lang: str | None = None, mode: str = "swell",
                        seed: int = 0, passphrase: str | None = None, learner_wide: bool = True,
                        fake_places: bool = False, progress: bool = False) -> str:
    """Detect, number, render and write a release (release/, private/, report.json) into ``out_dir``.
    Returns a one-line summary. Raises ReleaseError when the leak check fails (nothing is written)."""
    essays = list(corpus)
    found = detect_corpus(essays, lang=lang, progress=progress, learner_wide=learner_wide)
    for essay in essays:
        essay.language = found.languages[essay.id]
    results = number_and_render(essays, found.spans, mode, seed, learner_wide, fake_places, progress)
    report = {"problems": list(corpus.problems), "mode": mode, "seed": seed, "essays": len(essays),
              "learners": len({e.learner_id for e in essays}),
              "languages": dict(sorted(Counter(found.languages.values()).items()))}
    try:
        write_release(out_dir, results, [k for r in results for k in r.entries], passphrase,
                      corpus_id(essays), report)
    except LeakError as e:
        raise ReleaseError(str(e)) from None
    n_spans = sum(len(r.aligned) for r in results)
    key = "with an encrypted key in private/key.enc" if passphrase else "without a key (--no-key)"
    return (f"{len(essays)} essays of {report['learners']} learners pseudonymized ({mode} mode, {n_spans} spans), "
            f"{key}, into {out_dir}/release; leak check passed")


def preview_target(essay: Essay, spans: list[Span]) -> tuple[str, list[tuple[Span, int, int]]]:
    """The pseudonymized text of one essay as the review screens show it (swell mode, seed 0)."""
    rendered = render_essay(essay, spans, mode="swell", seed=0)
    return rendered.target, rendered.aligned


# -- the review store ----------------------------------------------------------------------------------

def init_review(corpus: Corpus, store: ReviewStore, lang: str | None = None, progress: bool = False) -> int:
    """Detect, number (per learner) and put every essay with its candidate spans into the store."""
    essays = list(corpus)
    found = detect_corpus(essays, lang=lang, progress=progress)
    learners: dict[str, list[Essay]] = {}
    for essay in essays:
        essay.language = found.languages[essay.id]
        learners.setdefault(essay.learner_id, []).append(essay)
    items: list[tuple[Essay, list[Span]]] = []
    for group in learners.values():
        numbered = assign_numbers([(e.text, found.spans[e.id]) for e in group], learner_wide=True)
        items.extend(zip(group, numbered))
    return store.add_essays(items)


def export_release(store: ReviewStore, out_dir: str | Path, passphrase: str | None = None, mode: str = "swell",
                   seed: int = 0, allow_unresolved: bool = False) -> Path:
    """Write the release of a reviewed store: accepted spans are replaced (mark-only ones kept), rejected
    ones dropped. Refuses (ReleaseError, nothing written) while any span is unresolved, unless
    ``allow_unresolved`` (then open spans are replaced too: the safe side), or when the leak check fails."""
    ids = store.essay_ids()
    essays = [store.essay(e) for e in ids]
    spans: dict[str, list[Span]] = {}
    open_total = 0
    for essay in essays:
        states = store.spans(essay.id)
        open_total += sum(not s.resolved for s in states)
        spans[essay.id] = [s.span for s in states if s.status == "accepted" or (allow_unresolved and not s.resolved)]
    if open_total and not allow_unresolved:
        raise ReleaseError(f"{open_total} span(s) are still unresolved; resolve them (the sign-off dashboard "
                           "lists them) before the release is written")
    results = number_and_render(essays, spans, mode, seed)
    report = {"mode": mode, "seed": seed, "essays": len(essays), "reviewed_from": Path(store.path).name,
              "problems": []}
    try:
        write_release(out_dir, results, [k for r in results for k in r.entries], passphrase, corpus_id(essays),
                      report)
    except LeakError as e:
        raise ReleaseError(str(e)) from None
    return Path(out_dir)
