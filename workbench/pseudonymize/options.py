"""Settings an operator may need besides RenderContext's fields, without changing the registry API.

The renderer passes a ``PseudoContext``: a RenderContext subclass with one extra field, ``options``.
Operators read it through ``options_of(ctx)``, which also works on a plain RenderContext (defaults).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from workbench.pseudonymize.avoid import Avoid
from workbench.pseudonymize.operators import RenderContext

__all__ = ["MODES", "PseudoContext", "RenderOptions", "options_of"]

MODES = ("swell", "hips", "placeholder", "redact", "markers")


@dataclass(frozen=True)
class RenderOptions:
    """How surrogates are chosen.

    ``fake_places``: SweLL's fake forms (A-stad, B-skola, A-land ...) instead of real names from the lists.
    ``keep_origin``: a first name or surname is drawn from the original's cultural region (``--keep-origin``).
    ``n_names`` / ``n_cities``: how deep into the frequency lists surrogates are drawn (guidelines: 50 / 5).
    ``avoid``: the originals a surrogate must keep clear of (workbench.pseudonymize.avoid.Avoid).
    """

    fake_places: bool = False
    #: names keep the cultural origin of the original (CRAPII); hips mode always does
    keep_origin: bool = False
    n_names: int = 50
    n_cities: int = 5
    #: the originals of the corpus: a surrogate never contains, or is contained in, an original of its
    #: learner (of the corpus for names, contact and IDs), and preferably equals no original name or place
    avoid: Avoid = field(default_factory=Avoid)


@dataclass
class PseudoContext(RenderContext):
    """A RenderContext that also carries RenderOptions and the learner whose essay is rendered."""

    options: RenderOptions = field(default_factory=RenderOptions)
    learner: str = ""


def options_of(ctx: RenderContext) -> RenderOptions:
    """The options of ``ctx`` (defaults for a plain RenderContext)."""
    return getattr(ctx, "options", None) or RenderOptions()
