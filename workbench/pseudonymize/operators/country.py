"""Countries: another country, never Sweden, or A-land (A-hemland for a country of origin)."""

from __future__ import annotations

import re

from workbench.model import Span
from workbench.pseudonymize.lists import country_names
from workbench.pseudonymize.operators import RenderContext, operator
from workbench.pseudonymize.options import options_of
from workbench.pseudonymize.surrogates import fake_form, pick

__all__ = ["country", "is_origin"]

_ORIGIN = re.compile(r"\b(?:kommer|kom|född|från|hemland|hemlandet|from|born|native)\W+(?:\w+\W+)?$", re.I)


def is_origin(text: str, start: int) -> bool:
    """True when the words before ``start`` say where someone comes from ("kommer från", "born in")."""
    return bool(_ORIGIN.search(text[max(0, start - 30) : start]))


@operator("country")
def country(original: str, span: Span, ctx: RenderContext) -> str:
    """A different country from the list, or A-land / A-hemland with fake places."""
    if options_of(ctx).fake_places:
        return fake_form("homeland" if is_origin(ctx.text, span.start) else "country", span, ctx.lang)
    return pick(ctx, country_names(ctx.lang), span, original) or fake_form("country", span, ctx.lang)
