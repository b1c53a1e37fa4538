"""Render one essay: spans -> pseudonymized target text, aligned offsets and key entries.

Modes (``mode``):
- ``swell``: SweLL's readable pseudonyms (names from the lists, A-stad with fake places, 0000-000000 ...);
  the SVALA edges carry label and number.
- ``hips``: realistic surrogates with no marker (CRAPII's "hiding in plain sight"): see workbench.
  pseudonymize.hips.
- ``placeholder``: ``[CITY-2]``, ``[FIRSTNAME_MALE-1]``: the label in capitals and the running number.
- ``redact``: ``[REDACTED]`` for every replaced span.
``RenderOptions.fake_places`` is ignored in hips mode. Mark-only labels (prof, edu, fam, sensitive,
time points) stay unchanged in every mode. A reviewer's
surrogate (span attribute ``surrogate=...``) wins in swell and hips mode.

Consistency: ``state`` maps (label, number) -> surrogate (base form) for one learner; render_essay reads
it, adds what it chose and returns the new map in ``Rendered.state`` (the argument is not changed).
Determinism: the rng of an essay is derived from ``seed`` and the essay id with SHA-256, so the same
input and seed give byte-identical output on every run and machine.
"""

from __future__ import annotations

import hashlib
import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field, replace
from functools import cache
from typing import NamedTuple

from workbench import taxonomy
from workbench.model import Essay, Span
from workbench.pseudonymize.fold import fold
from workbench.pseudonymize.hips import HIPS
from workbench.pseudonymize.morphology import base, infer, inflect
from workbench.pseudonymize.numbering import assign_numbers
from workbench.pseudonymize.operators import Operator, get_operator
from workbench.pseudonymize.options import MODES, PseudoContext, RenderOptions
from workbench.pseudonymize.rewrite import rewrite

__all__ = ["REDACTED", "KeyEntry", "Rendered", "essay_rng", "placeholder", "render_essay"]

REDACTED = "[REDACTED]"
_RETRIES = 8
_INFLECTED_KINDS = frozenset({"names", "geo", "institution", "transport"})
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


def essay_rng(seed: int | str, essay_id: str) -> random.Random:
    """A random generator that depends only on ``seed`` and the essay id (stable across runs)."""
    digest = hashlib.sha256(f"{seed}\x1f{essay_id}".encode()).digest()
    return random.Random(int.from_bytes(digest[:8], "big"))


@cache
def _operator(name: str) -> Operator:
    """get_operator once per name (it scans the operator package on every call)."""
    return get_operator(name)


def placeholder(span: Span) -> str:
    """``[CITY-2]``; ``[EMAIL]`` when the span has no number."""
    name = span.label.upper()
    return f"[{name}-{span.number}]" if span.number is not None else f"[{name}]"


def _surrogate(original: str, span: Span, ctx: PseudoContext, others: Sequence[str]) -> tuple[str, Span]:
    label = taxonomy.get(span.label)
    attrs = infer(original, span.attributes, ctx.lang, others) if label.kind in _INFLECTED_KINDS \
        else span.attributes
    if attrs != span.attributes:
        span = span.with_(attributes=attrs)
    if ctx.mode == "placeholder":
        return placeholder(span), span
    if ctx.mode == "redact":
        return REDACTED, span
    override = span.attribute("surrogate")
    if override:
        return override, span
    key = (span.label, span.number if span.number is not None else 0)
    chosen = ctx.state.get(key)
    if chosen is None:
        stem = base(original, attrs, others)
        fn = HIPS.get(span.label) if ctx.mode == "hips" else None
        op = fn or _operator(label.operator)
        chosen = _draw(stem, span, ctx, others, op)
        ctx.state[key] = chosen
    if label.kind in _INFLECTED_KINDS:
        return inflect(chosen, attrs, ctx.lang, original), span
    return chosen, span


def _draw(stem: str, span: Span, ctx: PseudoContext, others: Sequence[str], op: Operator) -> str:
    """A surrogate from ``op`` that is no mention of the entity and contains no original of the learner or
    corpus, nor is contained in one (Avoid.clashes); preferably equal to no original name or place of the
    corpus. A random rule may draw the original itself (an age within ±2 ...), so it draws again, up to
    _RETRIES times; then the placeholder ([CITY-2]) or, if even that clashes, an ellipsis, which is too
    short to contain anything: drawing always ends, and never in a surrogate that reveals an original."""
    avoid = ctx.options.avoid
    own = {fold(stem), *map(fold, others)}  # every mention of the entity in this essay
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
    ctx = PseudoContext(rng=essay_rng(seed, essay.id), lang=essay.language or "sv", mode=mode,
                        state=dict(state or {}), text=text, spans=tuple(spans), options=options,
                        learner=essay.learner_id)
    mentions: dict[tuple[str, int | None], list[str]] = {}
    for s in spans:
        mentions.setdefault((s.label, s.number), []).append(s.text(text))
    replacements: list[tuple[Span, str]] = []
    # countries first, so cities and streets can follow the country's surrogate; then in text order
    for span in sorted(spans, key=lambda s: (s.label != "country", s.start, s.end)):
        original = span.text(text)
        if taxonomy.group_of(span.label) == "mark-only":
            replacements.append((span, original))
            continue
        others = [m for m in mentions[(span.label, span.number)] if m != original]
        try:
            replacements.append(_surrogate(original, span, ctx, others)[::-1])
        except ValueError as e:  # an operator refused the span: say which essay and span
            raise ValueError(f"essay {essay.id}: span [{span.start},{span.end}) {span.label}: {e}") from None
    target, aligned = rewrite(text, replacements)
    entries = [KeyEntry(essay.learner_id, essay.id, s.label, s.number, text[s.start:s.end], target[a:b], a, b)
               for s, a, b in aligned if taxonomy.group_of(s.label) != "mark-only"]
    return Rendered(essay.id, text, target, aligned, entries, ctx.state, essay.learner_id)
