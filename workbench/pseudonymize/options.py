"""Settings an operator may need besides RenderContext's fields, without changing the registry API.

The renderer passes a ``PseudoContext``: a RenderContext subclass with one extra field, ``options``.
Operators read it through ``options_of(ctx)``, which also works on a plain RenderContext (defaults).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from workbench.pseudonymize.operators import RenderContext

__all__ = ["MODES", "PseudoContext", "RenderOptions", "options_of"]

MODES = ("swell", "hips", "placeholder", "redact")


@dataclass(frozen=True)
class RenderOptions:
    """How surrogates are chosen.

    ``fake_places``: SweLL's fake forms (A-stad, B-skola, A-land ...) instead of real names from the lists.
    ``n_names`` / ``n_cities``: how deep into the frequency lists surrogates are drawn (guidelines: 50 / 5).
    ``avoid``: folded original values a surrogate must not equal (see the field).
    """

    fake_places: bool = False
    n_names: int = 50
    n_cities: int = 5
    #: folded originals of the whole corpus: a surrogate is redrawn rather than equal one of them, so that
    #: one learner's surrogate never repeats another learner's real town or name in the release
    avoid: frozenset[str] = frozenset()


@dataclass
class PseudoContext(RenderContext):
    """A RenderContext that also carries RenderOptions."""

    options: RenderOptions = field(default_factory=RenderOptions)


def options_of(ctx: RenderContext) -> RenderOptions:
    """The options of ``ctx`` (defaults for a plain RenderContext)."""
    return getattr(ctx, "options", None) or RenderOptions()
