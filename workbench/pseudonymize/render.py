"""Render one essay: spans -> pseudonymized target text, aligned offsets and key entries.

Modes (``mode``):
- ``swell``: SweLL's readable pseudonyms (names from the lists, A-stad with fake places, 0000-000000 ...);
  the SVALA edges carry label and number.
- ``hips``: realistic surrogates with no marker (CRAPII's "hiding in plain sight"): see workbench.
  pseudonymize.hips.
- ``placeholder``: ``[CITY-2]``, ``[FIRSTNAME_MALE-1]``: the label in capitals and the running number.
- ``redact``: ``[REDACTED]`` for every replaced span.
- ``markers``: the swell surrogate in an inline marker, ``[firstname_female:1 Anna]``.
Which operator makes a label's surrogate in a mode: the one table of workbench.pseudonymize.table.
``RenderOptions.fake_places`` is ignored in hips mode. Mark-only labels (prof, edu, fam, sensitive,
time points) stay unchanged in every mode. A reviewer's
surrogate (span attribute ``surrogate=...``) wins in swell and hips mode.

Consistency: ``state`` maps (label, number) -> surrogate (base form) for one learner (all first names
share the key "firstname": a person called firstname_unknown in one essay and firstname_female in the
next is one person); render_essay reads it, adds what it chose and returns the new map in
``Rendered.state`` (the argument is not changed). First names are drawn before nicknames and initials,
which are made from them.

Readability (issue 17): names, places, institutions and transport lines keep the form of the original
(genitive, definite: workbench.pseudonymize.morphology) and its case as written ("östersund" ->
"jönköping"); a place surrogate gets the preposition it needs (workbench.pseudonymize.prepositions).
The renderer changes nothing but the spans it is given and the "i"/"på" before a place span.
Neighbours (issue 13.4): a surrogate is checked alone when drawn (Avoid.clashes), and the rendered essay
once more as written (Avoid.around): an original standing across a surrogate's edge ("Marjan Eriksson"
holding "jan Erik") makes the surrogates it touches that were drawn in this essay be drawn again, from an
rng of their own, so every other surrogate of the essay stays as it was; a touched surrogate that cannot be
drawn again (it was drawn in an earlier essay of the learner) is written as its placeholder ([SURNAME-1])
at that mention (the last one in the text, when several are), and so is every one still touched after
_RETRIES rounds. A reviewer's surrogate is
never changed: the leak check then refuses, naming the place, as it must.
Determinism: the rng of an essay is derived from ``seed`` and the essay id with SHA-256, so the same
input and seed give byte-identical output on every run and machine.
"""

from __future__ import annotations

import hashlib
import random
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field, replace
from typing import NamedTuple

from workbench import taxonomy
from workbench.model import Essay, Span
from workbench.pseudonymize.fold import fold
from workbench.pseudonymize.markers import REDACTED, marker, placeholder
from workbench.pseudonymize.morphology import as_written, base, infer, inflect
from workbench.pseudonymize.numbering import assign_numbers
from workbench.pseudonymize.operators import Operator
from workbench.pseudonymize.operators.country import article_rewrites, in_language, with_article
from workbench.pseudonymize.options import MODES, PseudoContext, RenderOptions
from workbench.pseudonymize.prepositions import rewrites
from workbench.pseudonymize.rewrite import rewrite
from workbench.pseudonymize.surrogates import state_key
from workbench.pseudonymize.table import operator_for

__all__ = ["REDACTED", "KeyEntry", "Rendered", "essay_rng", "placeholder", "render_essay"]

_RETRIES = 8
_DRAWING = frozenset({"swell", "hips", "markers"})  # the modes whose surrogates are drawn
_INFLECTED_KINDS = frozenset({"names", "geo", "institution", "transport"})
#: labels whose surrogates are made from another span's (a nickname from its first name ...)
_DERIVED = frozenset({"nickname", "initials", "middlename"})
State = dict[tuple[str, int], str]


class KeyEntry(NamedTuple):
    """One replaced mention: what the key file stores to restore it (a named tuple: a key of a large
    corpus holds hundreds of thousands, read back in one go)."""

    learner_id: str
    essay_id: str
    label: str
    number: int | None
    original: str
    surrogate: str
    target_start: int
    target_end: int

    def to_dict(self) -> dict[str, object]:
        return self._asdict()


@dataclass
class Rendered:
    """The pseudonymized essay."""

    essay_id: str
    source: str
    target: str
    aligned: list[tuple[Span, int, int]]
    entries: list[KeyEntry] = field(default_factory=list)
    state: State = field(default_factory=dict)
    learner_id: str = ""
    language: str = "sv"
    svala: bytes | None = None  # the checked SVALA graph, made where it was rendered (private.svala_plain)


def essay_rng(seed: int | str, essay_id: str) -> random.Random:
    """A random generator that depends only on ``seed`` and the essay id (stable across runs)."""
    digest = hashlib.sha256(f"{seed}\x1f{essay_id}".encode()).digest()
    return random.Random(int.from_bytes(digest[:8], "big"))


class _Chosen(NamedTuple):
    """One span's surrogate as written, the span (with inferred attributes), and the original and the
    surrogate in their base form (for the preposition)."""

    text: str
    span: Span
    stem: str
    chosen: str
    drawn: bool = False  # drawn for this span (not carried over from an earlier essay, not a reviewer's)


class _Redo(NamedTuple):
    """What the neighbour check asks of a render: surrogates not to draw again per entity (state key),
    the spans ((start, end) in the source) written as their placeholder, and what the redraws' rng
    derives from."""

    banned: dict[tuple[str, int], set[str]]
    plain: set[tuple[int, int]]
    seed: int | str
    essay_id: str


def _surrogate(original: str, span: Span, ctx: PseudoContext, others: Sequence[str], redo: _Redo) -> _Chosen:
    label = taxonomy.get(span.label)
    readable = label.kind in _INFLECTED_KINDS
    attrs = infer(original, span.attributes, ctx.lang, others, label.kind, span.label) if readable \
        else span.attributes
    if attrs != span.attributes:
        span = span.with_(attributes=attrs)
    stem = base(original, attrs, others, span.label)
    op = operator_for(ctx.mode, span.label)
    if ctx.mode in ("placeholder", "redact"):
        return _Chosen(op(original, span, ctx), span, stem, "")
    override = span.attribute("surrogate")
    if override:
        return _Chosen(marker(span, override) if ctx.mode == "markers" else override, span, stem, override)
    key = state_key(span)
    chosen = ctx.state.get(key)
    drawn = chosen is None
    if chosen is None:
        chosen = _draw(stem, span, ctx, others, op)  # as without the neighbour check: the rng moves on alike
        banned = redo.banned.get(key, set())
        if chosen in banned:
            again = replace(ctx, rng=essay_rng(f"{redo.seed}\x1f{key[0]}\x1f{key[1]}\x1f{len(banned)}",
                                               redo.essay_id))
            chosen = _draw(stem, span, again, others, op, banned)
        ctx.state[key] = chosen
    if (span.start, span.end) in redo.plain:
        return _Chosen(placeholder(span), span, stem, "")
    if span.label == "country":
        chosen = in_language(chosen, ctx.lang)
    text = as_written(inflect(chosen, attrs, ctx.lang, original), original) if readable else chosen
    if span.label == "country" and ctx.lang == "en" and ctx.mode != "markers":
        text = with_article(ctx.text, span, chosen, text)
    return _Chosen(marker(span, text) if ctx.mode == "markers" else text, span, stem, chosen, drawn)


def _draw(stem: str, span: Span, ctx: PseudoContext, others: Sequence[str], op: Operator,
          banned: Iterable[str] = ()) -> str:
    """A surrogate from ``op`` that is no mention of the entity and contains no original of the learner or
    corpus, nor is contained in one (Avoid.clashes); preferably equal to no original name or place of the
    corpus. A random rule may draw the original itself (an age within ±2 ...), so it draws again, up to
    _RETRIES times; then the placeholder ([CITY-2]) or, if even that clashes, an ellipsis, which is too
    short to contain anything: drawing always ends, and never in a surrogate that reveals an original.
    ``banned``: surrogates the neighbour check turned down for this entity."""
    avoid = ctx.options.avoid
    own = {fold(stem), *map(fold, others), *map(fold, banned)}  # every mention of the entity in this essay
    fallback = None
    for _ in range(_RETRIES):
        chosen = op(stem, span, ctx)
        folded = fold(chosen)
        if folded in own or avoid.clashes(chosen, ctx.learner):
            continue
        if folded not in avoid:
            return chosen
        fallback = fallback or chosen  # equals another learner's original: better than nothing
    if fallback is not None:
        return fallback
    for chosen in (placeholder(span), REDACTED):
        if fold(chosen) not in own and not avoid.clashes(chosen, ctx.learner):
            return chosen
    return "\u2026"


def render_essay(essay: Essay, spans: Sequence[Span], mode: str = "swell", seed: int | str = 0,
                 state: Mapping[tuple[str, int], str] | None = None,
                 options: RenderOptions | None = None) -> Rendered:
    """Pseudonymize ``essay`` at ``spans`` (see the module doc). Spans without a number are numbered
    per essay first; overlapping spans raise ValueError (resolve them before rendering)."""
    if mode not in MODES:
        raise ValueError(f"unknown mode {mode!r}; choose one of {', '.join(MODES)}")
    options = options or RenderOptions()
    if mode == "hips" and options.fake_places:  # fake forms are markers; hips has none
        options = replace(options, fake_places=False)
    text = essay.text
    spans = sorted(spans, key=lambda s: (s.start, s.end))
    if any(s.number is None for s in spans):
        spans = assign_numbers([(text, spans)], learner_wide=False)[0]
    redo = _Redo({}, set(), seed, essay.id)
    check = bool(options.avoid) and mode in _DRAWING
    for attempt in range(_RETRIES + 1):
        out, drawn = _render(essay, spans, mode, seed, state, options, redo)
        across = options.avoid.around(out.target, [(e.target_start, e.target_end) for e in out.entries],
                                      essay.learner_id) if check else []
        if not across:
            return out
        if not _redo(out, across, drawn, redo, last=attempt >= _RETRIES - 1):
            return out  # only a reviewer's surrogate is touched: the leak check names it
    return out


def _redo(out: Rendered, across: list[tuple[int, int]], drawn: set[tuple[str, int]], redo: _Redo,
          last: bool) -> bool:
    """Add to ``redo`` what the originals standing across surrogates (``across``, target offsets) ask: the
    entities drawn in this essay (``drawn``) whose surrogates they touch are drawn again; when none was, the
    last touched mention is written as its placeholder (``last``: every touched one). False: nothing to
    change."""
    changed = False
    for start, end in across:
        touched = {(s.start, s.end): state_key(s) for s, a, b in out.aligned
                   if a < end and start < b and s.source != "preposition" and not s.attribute("surrogate")
                   and taxonomy.group_of(s.label) != "mark-only" and (s.start, s.end) not in redo.plain}
        again = {key for key in touched.values() if key in drawn}
        if again and not last:
            for key in again:
                redo.banned.setdefault(key, set()).add(out.state[key])
        elif touched and not last:
            redo.plain.add(max(touched))  # one placeholder parts the pair; the others stay readable
        else:
            redo.plain.update(touched)
        changed = changed or bool(touched)
    return changed


def _render(essay: Essay, spans: Sequence[Span], mode: str, seed: int | str,
            state: Mapping[tuple[str, int], str] | None, options: RenderOptions,
            redo: _Redo) -> tuple[Rendered, set[tuple[str, int]]]:
    """One rendering of ``essay`` (render_essay's, under ``redo``), and the entities (state keys) whose
    surrogates were drawn in it."""
    text = essay.text
    drawn: set[tuple[str, int]] = set()
    ctx = PseudoContext(rng=essay_rng(seed, essay.id), lang=essay.language or "sv", mode=mode,
                        state=dict(state or {}), text=text, spans=tuple(spans), options=options,
                        learner=essay.learner_id)
    mentions: dict[tuple[str, int | None], list[str]] = {}
    for s in spans:
        mentions.setdefault((s.label, s.number), []).append(s.text(text))
    replacements: list[tuple[Span, str]] = []
    places: list[tuple[Span, str, str]] = []
    # countries first, so cities and streets can follow the country's surrogate; first names before the
    # nicknames and initials made from them; then in text order
    for span in sorted(spans, key=lambda s: (s.label != "country", s.label in _DERIVED, s.start, s.end)):
        original = span.text(text)
        if taxonomy.group_of(span.label) == "mark-only":
            replacements.append((span, original))
            continue
        others = [m for m in mentions[(span.label, span.number)] if m != original]
        try:
            done = _surrogate(original, span, ctx, others, redo)
        except ValueError as e:  # an operator refused the span: say which essay and span
            raise ValueError(f"essay {essay.id}: span [{span.start},{span.end}) {span.label}: {e}") from None
        replacements.append((done.span, done.text))
        if done.drawn:
            drawn.add(state_key(span))
        if done.chosen and mode in ("swell", "hips", "markers"):
            places.append((done.span, done.stem, done.chosen))
    replacements += rewrites(text, ctx.lang, places) + article_rewrites(text, ctx.lang, places)
    target, aligned = rewrite(text, replacements)
    entries = [KeyEntry(essay.learner_id, essay.id, s.label, s.number, text[s.start:s.end], target[a:b], a, b)
               for s, a, b in aligned if taxonomy.group_of(s.label) != "mark-only"]
    return Rendered(essay.id, text, target, aligned, entries, ctx.state, essay.learner_id, ctx.lang), drawn
