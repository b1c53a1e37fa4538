"""Helpers shared by the placeholder operators: SweLL's fake forms and a seeded, collision-free pick."""

from __future__ import annotations

import string
from collections.abc import Sequence
from functools import lru_cache

from workbench.model import Span
from workbench.pseudonymize.fold import fold
from workbench.pseudonymize.operators import RenderContext
from workbench.pseudonymize.options import options_of

__all__ = ["STEMS", "fake_form", "letter", "pick", "stem"]


#: the second part of SweLL's fake forms (A-stad, B-skola ...), per kind and language
STEMS = {
    "sv": {"city": "stad", "country": "land", "homeland": "hemland", "region": "region", "area": "område",
           "place": "plats", "geo": "geo", "school": "skola", "work": "arbetsplats",
           "public_authority": "myndighet", "other_institution": "institution", "transport_name": "linjen",
           "surname": "efternamn"},
    "en": {"city": "city", "country": "country", "homeland": "homeland", "region": "region", "area": "area",
           "place": "place", "geo": "geo", "school": "school", "work": "workplace",
           "public_authority": "authority", "other_institution": "institution", "transport_name": "line",
           "surname": "surname"},
}


def stem(kind: str, lang: str) -> str:
    """The fake-form stem of ``kind`` in ``lang`` (Swedish when the language has none)."""
    return STEMS.get(lang, STEMS["sv"])[kind]


def letter(number: int | None) -> str:
    """1 -> "A", 2 -> "B" ... 26 -> "Z", 27 -> "AA" (a missing number counts as 1)."""
    n = max(1, number or 1)
    out = ""
    while n:
        n, r = divmod(n - 1, 26)
        out = string.ascii_uppercase[r] + out
    return out


def fake_form(kind: str, span: Span, lang: str = "sv") -> str:
    """SweLL's fake name for an entity: ``A-stad``, ``B-skola`` ... (letter from the running number)."""
    return f"{letter(span.number)}-{stem(kind, lang)}"


@lru_cache(maxsize=65536)
def _fold(name: str) -> str:
    return fold(name)


def pick(ctx: RenderContext, pool: Sequence[str], span: Span, original: str, strict: bool = False) -> str | None:
    """A seeded choice from ``pool`` that is not the original, does not contain it (or the reverse), is
    not already the surrogate of another entity of the same label and is no original value of the corpus
    (RenderOptions.avoid). When nothing is left: None with ``strict``, else any value but the original."""
    orig = _fold(original)
    avoid = options_of(ctx).avoid
    taken = {_fold(v) for (label, number), v in ctx.state.items()
             if label == span.label and number != span.number}
    folded = [(p, _fold(p)) for p in pool]
    ok = [p for p, f in folded if f not in taken and f not in avoid and orig not in f and f not in orig]
    if not ok and not strict:
        ok = [p for p, f in folded if f != orig]
    return ctx.rng.choice(ok) if ok else None
