"""The data model that flows through every step: Corpus ► Learner ► Essay, and Span.

A `Span` is one frozen record from detection to rendering (DESIGN.md, practice 1): character offsets
into the essay text, a taxonomy label, attributes (``foreign``, morphology ``gen``/``def``/``pl``,
``subgroup=religion`` ...), a running number, the detector that proposed it, a score and a reason a
reviewer can read, and the evidence (named features) the score rests on.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Mapping
from dataclasses import dataclass, field, fields, replace
from typing import Any

__all__ = ["Corpus", "Essay", "Learner", "Span"]


@dataclass(frozen=True, slots=True, init=False)
class Span:
    """A labelled stretch ``text[start:end]`` of one essay."""

    start: int
    end: int
    label: str
    attributes: frozenset[str] = frozenset()
    number: int | None = None
    source: str = ""
    score: float = 1.0
    reason: str = ""
    #: named features the score rests on (workbench.detect.evidence); not part of a span's identity
    evidence: tuple[tuple[str, Any], ...] = field(default=(), compare=False)

    def __init__(self, start: int, end: int, label: str, attributes: Iterable[str] = frozenset(),
                 number: int | None = None, source: str = "", score: float = 1.0, reason: str = "",
                 evidence: tuple[tuple[str, Any], ...] = ()) -> None:
        # written out, not generated: a detection run makes tens of thousands of spans, and the generated
        # __init__ of a frozen dataclass sets each field through object.__setattr__ (a lookup a field); the
        # slots' own setters, bound once below, cost half as much
        if start < 0 or end <= start:
            raise ValueError(f"span [{start}, {end}) is empty or negative")
        _set_start(self, start)
        _set_end(self, end)
        _set_label(self, label)
        _set_attributes(self, attributes if isinstance(attributes, frozenset) else frozenset(attributes))
        _set_number(self, number)
        _set_source(self, source)
        _set_score(self, score)
        _set_reason(self, reason)
        _set_evidence(self, evidence)

    def __reduce__(self) -> tuple[type[Span], tuple[Any, ...]]:
        """Pickled as its fields, made again by ``__init__``: a learner's part of detection comes back from a
        worker process (workbench.parallel) with thousands of spans, and the ``__getstate__`` and
        ``__setstate__`` that dataclass writes for slots walk ``fields()`` for each (2-3x slower)."""
        return Span, (self.start, self.end, self.label, self.attributes, self.number, self.source, self.score,
                      self.reason, self.evidence)

    def text(self, essay_text: str) -> str:
        """The covered string."""
        return essay_text[self.start : self.end]

    def overlaps(self, other: Span) -> bool:
        return self.start < other.end and other.start < self.end

    def with_(self, **changes: Any) -> Span:
        """A copy with some fields changed (spans are frozen)."""
        return replace(self, **changes)

    def attribute(self, key: str) -> str | None:
        """The value of a ``key=value`` attribute, or None."""
        prefix = key + "="
        for a in self.attributes:
            if a.startswith(prefix):
                return a[len(prefix) :]
        return None

    def to_dict(self) -> dict[str, Any]:
        d: dict[str, Any] = {"start": self.start, "end": self.end, "label": self.label}
        if self.attributes:
            d["attributes"] = sorted(self.attributes)
        if self.number is not None:
            d["number"] = self.number
        if self.source:
            d["source"] = self.source
        if self.score != 1.0:
            d["score"] = round(self.score, 4)
        if self.reason:
            d["reason"] = self.reason
        if self.evidence:
            d["evidence"] = {k: list(v) if isinstance(v, tuple) else v for k, v in self.evidence}
        return d

    @classmethod
    def from_dict(cls, d: Mapping[str, Any]) -> Span:
        return cls(
            start=int(d["start"]),
            end=int(d["end"]),
            label=str(d["label"]),
            attributes=frozenset(d.get("attributes", ())),
            number=None if d.get("number") is None else int(d["number"]),
            source=str(d.get("source", "")),
            score=float(d.get("score", 1.0)),
            reason=str(d.get("reason", "")),
            evidence=tuple(sorted(((str(k), tuple(v) if isinstance(v, list) else v)
                                   for k, v in (d.get("evidence") or {}).items()),
                                  key=lambda kv: (kv[0] != "rule", kv[0]))),  # the rule first
        )


(_set_start, _set_end, _set_label, _set_attributes, _set_number, _set_source, _set_score, _set_reason,
 _set_evidence) = (vars(Span)[f.name].__set__ for f in fields(Span))


@dataclass
class Essay:
    """One text by one learner."""

    id: str
    learner_id: str
    text: str
    language: str = "sv"
    metadata: dict[str, str] = field(default_factory=dict)


@dataclass
class Learner:
    """A learner and the essays they wrote, in corpus order."""

    id: str
    essays: list[Essay] = field(default_factory=list)


@dataclass
class Corpus:
    """Essays grouped by learner, plus the problems met while reading them."""

    essays: list[Essay] = field(default_factory=list)
    problems: list[str] = field(default_factory=list)

    @classmethod
    def of(cls, essays: Iterable[Essay], problems: Iterable[str] = ()) -> Corpus:
        return cls(list(essays), list(problems))

    def __iter__(self) -> Iterator[Essay]:
        return iter(self.essays)

    def __len__(self) -> int:
        return len(self.essays)

    @property
    def learners(self) -> list[Learner]:
        """Learners in order of first appearance, each with their essays."""
        by_id: dict[str, Learner] = {}
        for essay in self.essays:
            by_id.setdefault(essay.learner_id, Learner(essay.learner_id)).essays.append(essay)
        return list(by_id.values())

    def essay(self, essay_id: str) -> Essay:
        for e in self.essays:
            if e.id == essay_id:
                return e
        raise KeyError(essay_id)
