"""Helpers shared by the placeholder operators: SweLL's fake forms and a seeded, collision-free pick."""

from __future__ import annotations

import string
from collections.abc import Sequence
from functools import lru_cache

from rapidfuzz.distance import Levenshtein

from workbench.model import Span
from workbench.pseudonymize.fold import fold
from workbench.pseudonymize.operators import RenderContext
from workbench.pseudonymize.options import options_of

__all__ = ["STEMS", "fake_form", "letter", "pick", "state_key", "stem"]


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


_FIRST_NAMES = frozenset({"firstname_male", "firstname_female", "firstname_unknown"})


def state_key(span: Span) -> tuple[str, int]:
    """Where the renderer keeps an entity's surrogate: (label, number), every first-name label under
    "firstname" (one person, whatever gender a detector or reviewer gave each mention)."""
    label = "firstname" if span.label in _FIRST_NAMES else span.label
    return label, span.number if span.number is not None else 0


@lru_cache(maxsize=65536)
def _fold(name: str) -> str:
    return fold(name)


def _spelling_of(original: str, surrogate: str) -> bool:
    """``surrogate`` (folded) is another spelling of ``original`` (folded): one letter apart, of four letters or more
    ('Baghdad' for 'Bagdad' was drawn, and the leak check, which compares folded forms, passed it: review 119 C4), or
    the same two or more consonants in the same order, as they sound ('Mohamed' for 'Muhammad', 'John' for 'Johan':
    review 120 C6; 'Moscow' for 'Moskva', 'Mikael' for 'Michael': review 121 C1, C2)."""
    if min(len(original), len(surrogate)) >= 4 and Levenshtein.distance(original, surrogate, score_cutoff=1) <= 1:
        return True
    skeleton = _consonants(original)
    return len(skeleton) >= 2 and skeleton == _consonants(surrogate)


@lru_cache(maxsize=65536)
def _consonants(folded: str) -> str:
    """The consonants of ``folded`` as they sound (``_SOUNDS``: 'ch', 'c' and 'q' are 'k', 'ph' is 'f', 'w' is 'v'), a
    doubled one once: 'muhammad' and 'mohamed' are 'mhmd', 'moskva' and 'moscow' 'mskv', 'michael' and 'mikael'
    'mkl'."""
    for written, sound in _SOUNDS:
        folded = folded.replace(written, sound)
    out: list[str] = []
    for c in folded:
        if c.isalpha() and c not in _VOWELS and (not out or out[-1] != c):
            out.append(c)
    return "".join(out)


#: the vowels of a folded name (folding took their diacritics): left out of its consonants
_VOWELS = frozenset("aeiouy")
#: spellings of one sound, the longer first
_SOUNDS = (("ch", "k"), ("ck", "k"), ("ph", "f"), ("th", "t"), ("c", "k"), ("q", "k"), ("w", "v"), ("z", "s"))


def pick(ctx: RenderContext, pool: Sequence[str], span: Span, original: str, strict: bool = False,
         reuse: bool = True) -> str | None:
    """A seeded choice from ``pool`` that is not the original or another mention of its entity in the
    essay, nor another spelling of one (``_spelling_of``), does not contain one (or the reverse), is not already
    the surrogate of another entity of the same label and is no original value of the corpus (RenderOptions.avoid).
    When nothing is left: None
    with ``strict``, else one that is no other entity's surrogate (a large corpus names every frequent city:
    then a surrogate may be another learner's real city, which stands for someone else here), else, with
    ``reuse``, any value but the entity's mentions (None without: review 37, 'Scotland, Wales and Yorkshire' ->
    'Cornwall, Lancashire and Lancashire')."""
    own = {_fold(original)} | {_fold(s.text(ctx.text)) for s in ctx.spans
                               if s.label == span.label and s.number == span.number}
    avoid = options_of(ctx).avoid
    mine = state_key(span)
    taken = {_fold(v) for key, v in ctx.state.items() if key[0] == mine[0] and key != mine}
    clear = [(p, f) for p, f in ((p, _fold(p)) for p in pool)
             if all(o not in f and f not in o and not _spelling_of(o, f) for o in own)]
    ok = [p for p, f in clear if f not in taken and f not in avoid]
    if not ok and not strict:
        learner = getattr(ctx, "learner", "")  # a PseudoContext's: none of the learner's own originals (review 39)
        ok = [p for p, f in clear if f not in taken and not avoid.learner_clash(p, learner)] \
            or ([p for p, _ in clear] if reuse else [])
    return ctx.rng.choice(ok) if ok else None
