"""Named replacement operators (DESIGN.md, practice 6), one module each.

An operator turns the original string of one span into its surrogate:
``op(original: str, span: Span, ctx: RenderContext) -> str``. Operators are pure given ``ctx.rng``;
consistency (same entity, same surrogate) is not their business: the renderer keeps it in
``ctx.state`` and calls an operator once per entity.
"""

from __future__ import annotations

import functools
import importlib
import pkgutil
import random
from collections.abc import Callable
from dataclasses import dataclass, field

import catalogue

from workbench.model import Span

__all__ = ["Operator", "RenderContext", "get_operator", "operator", "registry"]

registry = catalogue.create("workbench", "operators", entry_points=False)


@dataclass
class RenderContext:
    """What an operator may look at besides the original string."""

    rng: random.Random
    lang: str = "sv"
    mode: str = "swell"  # swell | hips | placeholder | redact
    #: surrogates already chosen for this learner/essay, keyed by (label, number); read-only for operators
    state: dict[tuple[str, int], str] = field(default_factory=dict)
    #: the essay text, for operators that look at context (e.g. a city's country)
    text: str = ""
    #: every span of the essay with its running number, for coordination (street with city ...)
    spans: tuple[Span, ...] = ()


Operator = Callable[[str, Span, RenderContext], str]


def operator(name: str) -> Callable[[Operator], Operator]:
    """Decorator: register a function as the operator ``name`` (the taxonomy's ``Label.operator``)."""

    def deco(fn: Operator) -> Operator:
        registry.register(name, func=fn)
        return fn

    return deco


def get_operator(name: str) -> Operator:
    _load_all()
    try:
        return registry.get(name)
    except catalogue.RegistryError:
        raise KeyError(f"no operator named {name!r}; known: {', '.join(sorted(registry.get_all()))}") from None


@functools.cache
def _load_all() -> None:
    """Import every operator module once, so that their @operator decorators run."""
    for mod in pkgutil.iter_modules(__path__):
        importlib.import_module(f"{__name__}.{mod.name}")
