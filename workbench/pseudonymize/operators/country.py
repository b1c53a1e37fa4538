"""Countries: another country, never Sweden, or A-land (A-hemland for a country of origin)."""

from __future__ import annotations

import re
from collections.abc import Sequence
from functools import cache

from workbench.model import Span
from workbench.pseudonymize.lists import country_code, country_name, country_names
from workbench.pseudonymize.operators import RenderContext, operator
from workbench.pseudonymize.options import options_of
from workbench.pseudonymize.prepositions import PREPOSITION
from workbench.pseudonymize.surrogates import fake_form, pick
from workbench.resources.wordlists import word_list

__all__ = ["article_rewrites", "country", "in_language", "is_origin", "with_article"]

#: countries an English text names with 'the' ('the UK', 'the Philippines'): after 'the' a surrogate is one of
#: them, elsewhere none ('moved to the UK' became 'moved to the Uzbekistan': the lead's probes, session 21)
_WITH_THE = frozenset({"US", "GB", "PH", "NL", "CD", "CG", "CI", "CF", "DO", "AE", "CZ", "BS", "GM", "MV", "SB", "MH",
                       "KM"})  # 'the Congo', 'the Ivory Coast' too (review 55 C8: 'the Afghanistan')
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
    if ctx.lang == "en":  # a country with 'the' when any mention of it has one ('the USA ... America')
        mentions = [s.start for s in ctx.spans if s.label == span.label and s.number == span.number]
        the = any(_the_before(ctx.text, start) is not None for start in [span.start, *mentions])
        pool = [c for c in pool if (country_code(c) in _WITH_THE) == the] or pool
    return pick(ctx, pool, span, original) or fake_form("country", span, ctx.lang)


def _the_before(text: str, start: int) -> re.Match[str] | None:
    """The 'the' right before ``start``, or None."""
    return _THE_BEFORE.search(text, max(0, start - 8), start)


def in_language(surrogate: str, lang: str) -> str:
    """The surrogate country as the essay's language names it: one country of a learner's Swedish and English
    essays ('Tyskland', 'Germany') is one surrogate, 'Kanada' in one and 'Canada' in the other (review 51 C5)."""
    code = country_code(surrogate)
    return (country_name(code, lang) or surrogate) if code else surrogate


def with_article(text: str, span: Span, surrogate: str, written: str) -> str:
    """``written`` (the surrogate as written at ``span``) with 'the' before it when the surrogate is a country English
    names with 'the' and the text has none there ('America is big' for 'the USA ... America' -> 'The Philippines is
    big'; 'I love America' -> 'I love the Philippines'); none after another determiner ('a US court') or before a
    noun the name describes ('US law', 'UK nationals': resources/en/words.tsv, country_nouns; review 51 C3)."""
    if country_code(surrogate) not in _WITH_THE or _the_before(text, span.start) is not None \
            or written.lower().startswith("the "):
        return written
    before = _WORD_BEFORE.search(text, max(0, span.start - 12), span.start)
    after = None if "gen" in span.attributes else _WORD_AFTER.match(text, span.end)  # "America's economy"
    if before and before.group(1).lower() in _determiners() or after and after.group(1).lower() in _nouns():
        return written
    opens = not text[: span.start].strip() or text[: span.start].rstrip()[-1] in ".!?\n"
    return ("The " if opens else "the ") + written


_WORD_BEFORE = re.compile(r"(\w+)[ \t]+$")
_WORD_AFTER = re.compile(r"[ \t]+(\w+)")


@cache
def _determiners() -> frozenset[str]:
    return frozenset(word_list("determiners", "en"))


@cache
def _nouns() -> frozenset[str]:
    return frozenset(word_list("country_nouns", "en"))


def article_rewrites(text: str, lang: str, chosen: Sequence[tuple[Span, str, str]]) -> list[tuple[Span, str]]:
    """The 'the' before an English country to drop where its surrogate takes none ('I come from the Netherlands' ->
    'I come from Bangladesh', not 'the Bangladesh': the one surrogate of a country a learner's Swedish essay named
    first, review 51/52 C5), as (span over 'the ', ''), a rewrite like a preposition's (workbench.pseudonymize.
    prepositions: the attribute ``preposition``, in the key, so reidentify writes 'the' back). ``chosen``: (span,
    original, surrogate) of the rendered places."""
    if lang != "en":
        return []
    out = []
    for span, original, surrogate in chosen:
        if span.label != "country" or PREPOSITION in span.attributes or country_code(surrogate) in _WITH_THE \
                or country_code(original) not in _WITH_THE:
            continue  # the 'the' of 'the Germany of my childhood', 'the Brazil team' stays (review 54)
        the = _the_before(text, span.start)
        if the is not None and country_code(surrogate) is not None:
            out.append((Span(the.start(), span.start, span.label, frozenset({PREPOSITION}), span.number,
                             source="article"), ""))
    return out
