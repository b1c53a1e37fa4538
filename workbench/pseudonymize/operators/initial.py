"""Initials and middle names: every initial to "A", delimiters kept (guidelines 003, 1).

"M." -> "A.", "M.K." -> "A.A.", "M K" -> "A A", "Maria" (a middle name) -> "A". In ``hips`` mode the
initials of a linked person (the span attribute ``of=firstname:1,surname:2`` from
workbench.pseudonymize.entities) are the initials of that person's surrogates, so "Chinedu O." reads
"Usman I." when Okafor became Idris; "A" where a part has no surrogate yet.
"""

from __future__ import annotations

import re

from workbench.model import Span
from workbench.pseudonymize.operators import RenderContext, operator

__all__ = ["initial", "linked_initials"]

_WORD = re.compile(r"\w+")


def linked_initials(span: Span, ctx: RenderContext) -> list[str]:
    """The first letters of the surrogates of the names ``of=`` links the span to, in order."""
    out = []
    seen: dict[str, int] = {}  # "P-O" of "Per-Olof": the second letter from the surrogate's second part
    for part in (span.attribute("of") or "").split(","):
        key, _, number = part.partition(":")
        chosen = ctx.state.get((key, int(number))) if number.isdigit() else None
        words = _WORD.findall(chosen or "")
        k = seen[part] = seen.get(part, -1) + 1
        out.append(words[k][:1].upper() if k < len(words) else "A")
    return out


@operator("initial")
def initial(original: str, span: Span, ctx: RenderContext) -> str:
    """Each word of the original becomes "A" (hips: the linked surrogate's initial); dots, hyphens and
    spaces stay where they were."""
    letters = iter(linked_initials(span, ctx) if ctx.mode == "hips" and span.attribute("of") else ())
    out = _WORD.sub(lambda m: next(letters, "A"), original)
    return out if out.strip() else "A"
