"""A detected name must not be rendered as a participant's original name.

The renderer draws surrogates from the most frequent names, and a participant may well bear one
("Karin"): the release would then show an original form, and the leak check would refuse it.
``avoid_originals`` gives such spans a ``surrogate=`` of their own (the first frequent name of the
label's gender that is no form or mask of the table), to be rendered again.
"""

from __future__ import annotations

from workbench import resources, taxonomy
from workbench.forum.table import ConversionTable
from workbench.model import Span
from workbench.pseudonymize.fold import fold
from workbench.pseudonymize.leak import OriginalMatcher
from workbench.pseudonymize.render import Rendered, placeholder

__all__ = ["avoid_originals"]


def avoid_originals(rendered: list[Rendered], spans: dict[str, list[Span]], table: ConversionTable) -> bool:
    """Give a detected span whose surrogate happens to be a participant's original form (a frequent name
    drawn from the lists) another surrogate, so the release never shows an original; True when any."""
    matcher = OriginalMatcher(f.original for f in table.text_forms())
    taken = {fold(f.original) for f in table.forms} | {fold(f.mask) for f in table.forms}
    changed = False
    for r in rendered:
        for span, a, b in r.aligned:
            if span.source.startswith("forum:") or not matcher.find(r.target[a:b]):
                continue
            label = taxonomy.get(span.label)
            pool = (
                resources.top_surnames(100)
                if span.label == "surname"
                else resources.top_first_names(
                    span.label.removeprefix("firstname_")
                    if span.label.startswith("firstname_")
                    else "unknown",
                    100,
                )
                if label.kind == "names"
                else []
            )
            alt = next((n for n in pool if fold(n) not in taken), None) or placeholder(span)
            taken.add(fold(alt))
            spans[r.essay_id] = [
                x.with_(attributes=x.attributes | {f"surrogate={alt}"})
                if (x.start, x.end) == (span.start, span.end)
                else x
                for x in spans[r.essay_id]
            ]
            changed = True
    return changed
