"""The one base class and registry every detector goes through (DESIGN.md, practice 2).

A detector is a small class in its own module: a ``name`` and ``detect(doc) -> Iterable[Span]``. Where the
module lies says which essays it reads: workbench/detect/neutral/ every language's, workbench/detect/sv/
and workbench/detect/en/ (the language packs) only Swedish or English ones. Registering it (``@register``)
is all it takes for the step "candidates" of the pipeline to run it.
"""

from __future__ import annotations

import functools
from collections.abc import Iterable
from typing import ClassVar

import catalogue

from workbench.detect.evidence import Evidence, evidence, score
from workbench.lang import LANGUAGES
from workbench.model import Span
from workbench.text import Doc

__all__ = ["NO_ATTRIBUTES", "PACKS", "Detector", "candidates", "registry", "register", "detectors_for"]

registry = catalogue.create("workbench", "detectors", entry_points=False)
#: the attributes of most spans: one shared empty set, not a new one per span (a corpus run keeps every raw
#: span, and each new set is one more object for the garbage collector to walk)
NO_ATTRIBUTES: frozenset[str] = frozenset()
#: (detector, rule, pattern, features, the features' types) -> (source, evidence, score) of ``Detector.span``:
#: building and scoring the evidence cost about 1 us of a span's 5; the types are in the key because 1 == True
#: and 0 == False (evidence keeps 0 and leaves False out); emptied when it holds ``_MADE_MAX`` (feature values
#: may be words of the text)
_MADE: dict[tuple[object, ...], tuple[str, Evidence, float]] = {}
_MADE_MAX = 1 << 14


#: the language packs (workbench/detect/<code>/), one per language the workbench reads; detectors in
#: workbench/detect/neutral/ serve them all
PACKS = LANGUAGES


class Detector:
    """Base class: subclasses set ``name`` and implement ``detect``; ``languages`` follows from the package."""

    name: ClassVar[str] = ""
    languages: ClassVar[tuple[str, ...]] = PACKS

    def detect(self, doc: Doc) -> Iterable[Span]:  # pragma: no cover - abstract
        raise NotImplementedError

    def span(self, start: int, end: int, label: str, reason: str, rule: str,
             attributes: Iterable[str] = (), pattern: str = "", **features: object) -> Span:
        """A span whose ``source`` names this detector (and the pattern, when there are several), with the
        evidence that the rule ``rule`` of this detector fired and the ``features`` it read; its score is
        ``workbench.detect.evidence.score`` of that evidence."""
        key = (self.name, rule, pattern, *features.items(), *map(type, features.values()))
        made = _MADE.get(key)
        if made is None:  # a detector's spans repeat their rule, pattern and features: made once, then looked up
            if len(_MADE) >= _MADE_MAX:
                _MADE.clear()
            ev = evidence(f"{self.name}:{rule}", **features)
            made = _MADE[key] = (f"{self.name}:{pattern}" if pattern else self.name, ev, score(ev))
        source, ev, value = made
        return Span(start, end, label, frozenset(attributes) if attributes else NO_ATTRIBUTES, None, source, value,
                    reason, ev)


def register(cls: type[Detector]) -> type[Detector]:
    """Class decorator: add a detector to the registry under its ``name``."""
    if not cls.name:
        raise ValueError(f"{cls.__qualname__} has no name")
    package = cls.__module__.split(".")[2:3]
    cls.languages = tuple(package) if package and package[0] in PACKS else PACKS
    registry.register(cls.name, func=cls)
    return cls


def detectors_for(lang: str) -> list[Detector]:
    """One instance of every registered detector that serves ``lang``, in name order."""
    _load_all()
    return [cls() for name, cls in sorted(registry.get_all().items()) if lang in cls.languages]


def candidates(doc: Doc, detectors: list[Detector] | None = None) -> list[Span]:
    """Every span the detectors (default: every registered one of the essay's language) propose, unresolved."""
    out: list[Span] = []
    for det in detectors if detectors is not None else detectors_for(doc.lang):
        out.extend(det.detect(doc))
    return out


@functools.cache
def _load_all() -> None:
    """Import (once) every module of workbench/detect/neutral/ and of the language packs, so that their
    @register decorators run."""
    import importlib
    import pkgutil

    for package in ("neutral", *PACKS):
        pkg = importlib.import_module(f"workbench.detect.{package}")
        for mod in pkgutil.iter_modules(pkg.__path__):
            importlib.import_module(f"{pkg.__name__}.{mod.name}")
