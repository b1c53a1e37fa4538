"""One learner's essays rendered together, and where a source offset lands in a rendered text.

Here rather than in workbench.pipeline so that what renders a release (the export, the sign-off's leak check
in workbench.review_release) does not import detection (spaCy: seconds in a new kernel) to render.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from workbench.model import Essay, Span
from workbench.parallel import naming
from workbench.pseudonymize.numbering import assign_numbers
from workbench.pseudonymize.options import RenderOptions
from workbench.pseudonymize.render import Rendered, render_essay

__all__ = ["render_learner", "target_offset"]


def render_learner(essays: Sequence[Essay], spans: Mapping[str, Sequence[Span]], mode: str = "swell",
                   seed: int | str = 0, learner_wide: bool = True,
                   options: RenderOptions | None = None) -> list[Rendered]:
    """Number and render the essays of one learner; with ``learner_wide`` the numbers and surrogates
    carry over from essay to essay (Borlänge is the same city in all of them)."""
    numbered = assign_numbers([(e.text, list(spans.get(e.id, ()))) for e in essays], learner_wide)
    state: dict[tuple[str, int], str] = {}
    out = []
    for essay, essay_spans in zip(essays, numbered, strict=True):
        with naming("essay", essay.id):
            r = render_essay(essay, essay_spans, mode=mode, seed=seed, state=state if learner_wide else None,
                             options=options)
        state = r.state
        out.append(r)
    return out


def target_offset(r: Rendered, offset: int) -> int:
    """Where source offset ``offset`` of a rendered essay is in its target (an offset inside a replaced
    span maps to that span's surrogate start)."""
    shift = 0
    for span, a, b in sorted(r.aligned, key=lambda x: x[0].start):
        if span.end <= offset:
            shift = b - span.end
        elif span.start < offset:
            return a
        else:
            break
    return offset + shift
