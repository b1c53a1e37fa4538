"""Schools: A-skola, B-skola ... (guidelines 003, 3); in ``hips`` mode a realistic school name of the same
kind as the original: a university stays a university ('Linköping University' -> 'Uppsala University',
'Lunds universitet' -> 'Umeå universitet'), a high school a high school, a gymnasium a gymnasium."""

from __future__ import annotations

from workbench.model import Span
from workbench.pseudonymize.fakers import faker_for
from workbench.pseudonymize.operators import RenderContext, operator
from workbench.pseudonymize.surrogates import fake_form, pick

__all__ = ["school", "school_pattern"]

#: (a word of the original, lower case) -> the surrogate's pattern; {surname} or {city}; first match wins
_KINDS = {
    "en": (("universit", "{city} University"), ("college", "{surname} College"), ("institute", "{surname} Institute"),
           ("academy", "{surname} Academy"), ("middle school", "{surname} Middle School"),
           ("elementary", "{surname} Elementary School"), ("primary", "{surname} Primary School"),
           ("", "{surname} High School")),
    "sv": (("universitet", "{city} universitet"), ("folkhögskola", "{surname}s folkhögskola"),
           ("högskola", "Högskolan i {city}"), ("gymnasi", "{surname}gymnasiet"), ("", "{surname}skolan")),
}


def school_pattern(original: str, lang: str) -> str:
    """The pattern of a surrogate of the same kind as ``original`` (see _KINDS)."""
    low = original.lower()
    return next(p for word, p in _KINDS["en" if lang == "en" else "sv"] if word in low)


@operator("school")
def school(original: str, span: Span, ctx: RenderContext) -> str:
    """``A-skola`` (swell), or a school name of the original's kind (hips: "Lindqvistskolan", "Baker High
    School", "Uppsala University")."""
    if ctx.mode != "hips":
        return fake_form("school", span, ctx.lang)
    fake, pattern = faker_for(ctx), school_pattern(original, ctx.lang)
    pool = sorted({pattern.format(surname=fake.last_name(), city=fake.city()) for _ in range(8)})
    return pick(ctx, pool, span, original) or fake_form("school", span, ctx.lang)
