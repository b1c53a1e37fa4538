"""Month names: a random month name in the same language (guidelines 003, 6), capitalised like the
original ("maj" -> "oktober", "May" -> "October", "MAJ" -> "OKTOBER"); an abbreviation stays an
abbreviation ("okt." -> "feb."). The language is the one the original reads in (misspellings too);
``ctx.lang`` when it is none or both ("april")."""

from __future__ import annotations

from workbench.lang.numbers import month_name, read_month
from workbench.model import Span
from workbench.pseudonymize.operators import RenderContext, operator

__all__ = ["month_word"]


@operator("month_word")
def month_word(original: str, span: Span, ctx: RenderContext) -> str:
    """One of the twelve months of the original's language, drawn with ``ctx.rng``."""
    word = original.strip()
    hit = read_month(word, ctx.lang if ctx.lang in ("sv", "en") else "sv")
    lang, abbreviated = (hit[1], hit[2]) if hit else (ctx.lang if ctx.lang in ("sv", "en") else "sv", False)
    dot = "." if word.endswith(".") else ""
    return month_name(ctx.rng.randint(1, 12), lang, abbreviated, like=word.rstrip(".")) + dot
