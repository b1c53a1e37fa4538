"""Ages in words: read the spelled number (misspellings too: "niotton" -> 19), draw a number within ±2
and spell it in the same language, first letter capitalised as in the original (guidelines 003, 5):
"arton" -> "sjutton", "Eighteen" -> "Twenty", "sIxtton" -> "femton".
"""

from __future__ import annotations

from workbench.lang.numbers import read_number, spell_number
from workbench.model import Span
from workbench.pseudonymize.operators import RenderContext, operator

__all__ = ["age_string"]


@operator("age_string")
def age_string(original: str, span: Span, ctx: RenderContext) -> str:
    """A spelled number within ±2 of the original's, in its language (``ctx.lang`` on ties)."""
    hit = read_number(original.strip(), ctx.lang, cutoff=60.0)
    if hit is None:
        raise ValueError(
            f"age_string span [{span.start},{span.end}) does not read as a spelled number "
            "(0-100); a reviewer must write the surrogate"
        )
    value, lang, _similarity = hit
    return spell_number(ctx.rng.randint(max(1, value - 2), value + 2), lang, like=original.strip())
