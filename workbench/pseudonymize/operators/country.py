"""Countries: another country, never Sweden, or A-land (A-hemland for a country of origin)."""

from __future__ import annotations

import re

from workbench.model import Span
from workbench.pseudonymize.lists import country_code, country_names
from workbench.pseudonymize.operators import RenderContext, operator
from workbench.pseudonymize.options import options_of
from workbench.pseudonymize.surrogates import fake_form, pick

__all__ = ["country", "is_origin"]

#: countries an English text names with 'the' ('the UK', 'the Philippines'): after 'the' a surrogate is one of
#: them, elsewhere none ('moved to the UK' became 'moved to the Uzbekistan': the lead's probes, session 21)
_WITH_THE = frozenset({"US", "GB", "PH", "NL", "CD", "CF", "DO", "AE", "CZ", "BS", "GM", "MV", "SB", "MH", "KM"})
_THE_BEFORE = re.compile(r"\bthe\s+$", re.I)
_ORIGIN = re.compile(r"\b(?:kommer|kom|född|från|hemland|hemlandet|from|born|native)\W+(?:\w+\W+)?$", re.I)


def is_origin(text: str, start: int) -> bool:
    """True when the words before ``start`` say where someone comes from ("kommer från", "born in")."""
    return bool(_ORIGIN.search(text[max(0, start - 30) : start]))


@operator("country")
def country(original: str, span: Span, ctx: RenderContext) -> str:
    """A different country from the list, or A-land / A-hemland with fake places."""
    if options_of(ctx).fake_places:
        return fake_form("homeland" if is_origin(ctx.text, span.start) else "country", span, ctx.lang)
    code = country_code(original)  # never another name of the same country ('UK' -> 'United Kingdom', 'Holland'
    pool = [c for c in country_names(ctx.lang) if code is None or country_code(c) != code]  # -> 'Nederländerna')
    if ctx.lang == "en":
        the = _THE_BEFORE.search(ctx.text, max(0, span.start - 8), span.start) is not None
        pool = [c for c in pool if (country_code(c) in _WITH_THE) == the] or pool
    return pick(ctx, pool, span, original) or fake_form("country", span, ctx.lang)
