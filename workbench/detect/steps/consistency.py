"""Steps "essay_consistency" and "learner_consistency" (a corpus step): a string detected once as a name or
place is flagged everywhere in the essay, and in every essay of the learner.

Once a string carries a placeholder-group label (names, places, institutions, transport names), or is a
username or an e-mail address, every other whole-word occurrence of it (case-insensitive, also its genitive
``-s``/``'s``/``:s`` form, which gets the attribute ``gen``) is flagged with the same label and attributes,
source ``consistency`` and the reason "same as '<label>' at offset N" (never the string itself).
Occurrences that overlap an existing span are skipped, so no overlaps are created, except a span the learned
decision added (step "decide"): a rule's value found again there replaces it. An occurrence in another
case than the detected one ("stockholm" for "Stockholm") keeps half the score; names that are also common
words (context.tsv, kind ``homonym``: "hans", "bo") are not propagated in lower case, nor, written in lower
case, right after a determiner or a subject pronoun that opens a clause ("the mark", "I hope":
workbench.pseudonymize.scope.word_before, which the leak check keeps too), nor (the language
pack's ``common_lower``) to a lower-case occurrence that is an ordinary word of the essay's language: in
English a list word that a dictionary lists in lower case ("law", "brown") or another frequent word
("this"); "john", "stockholm", "tesfay" are still flagged. In Swedish a frequent word that is no place and no
common first name ("kläder", "med", "vi" after a "Kläder", "Med", "Vi" taken for a name where a full stop was
missing; not "stockholm", "anna").
A detected country is also flagged under its other names, as the country list writes them (capitalised, four
letters or more: 'America' and 'United States' after 'the USA', 'Britain' after 'England'; not 'us').
``extra`` spans are not propagated (they are phrases, not names). Nor is a string propagated into the
title of a law, treaty or code that it begins or continues ('the Administrative Court Act', 'the Military
Service Act', 'the Stockholm Convention'): a capitalised title ending in Act, Law, Code, Convention and
the like names a text, not the court, person or place. Deterministic: the same input always gives the same output.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from spacy.language import Language
from spacy.tokens import Doc

from workbench import taxonomy
from workbench.detect.base import NO_ATTRIBUTES
from workbench.detect.evidence import lowered, of_span, score, with_features
from workbench.detect.lib.wholeword import occurrences
from workbench.detect.pack import pack
from workbench.detect.steps import corpus_step, state
from workbench.model import Span
from workbench.pseudonymize.lists import country_code, country_forms
from workbench.pseudonymize.scope import common_word, is_name, word_before
from workbench.resources.marks import lexicon
from workbench.resources.wordlists import word_list

__all__ = ["propagate", "propagate_learner"]

_LABELS = frozenset(
    n for n, lab in taxonomy.LABELS.items() if lab.group == "placeholder" and n != "extra"
) | {"username", "email"}
_GENITIVE = ("s", "'s", "’s", ":s")
#: the last word of a law's, treaty's or code's title ('the Administrative Court Act', 'the Basic Law')
_LAW_WORDS = frozenset(word_list("law_title_words"))
_TITLE_LINKS = frozenset(word_list("law_title_links"))
_NEXT_WORD = re.compile(r"[ \t]+([\w'’&-]+)")


def _law_title_follows(text: str, pos: int) -> bool:
    """Up to four capitalised words (of/on/for/and/the between them, not before the law word) and a law word
    follow ``pos`` on its line ('… Court Act', '… Service Act', '… Basic Law', '… and Immigration Act')."""
    words, link = 0, False
    for _ in range(12):
        m = _NEXT_WORD.match(text, pos)
        if m is None:
            return False
        word, pos = m.group(1), m.end()
        if word in _LAW_WORDS:
            return not link  # 'London and the Code ...' is no title
        link = word in _TITLE_LINKS
        if not link:
            words += 1
            if words > 4 or not word[0].isupper():
                return False
    return False


@dataclass(frozen=True)
class _Source:
    """The span that a string is propagated from, and where it is."""

    span: Span
    surface: str  # the string as detected, without a genitive ending
    where: str  # "offset N" or "offset N of essay K"
    alias: bool = False  # another name of a detected country: flagged only as written ('America' for 'the USA')


#: another name of a country is flagged from this many letters on ('US' is also the pronoun 'us')
_ALIAS_MIN = 4


_CAPITALISED_BEFORE = re.compile(r"([A-Z][\w'’-]*)[ \t]+$")


def _inside_a_name(text: str, start: int) -> bool:
    """A capitalised word right before ``start`` that is no function word ('In', 'From'): the occurrence ends a
    longer name ('South America', 'Captain America': review 51 C4). A capitalised word after it may be anything
    ('Britain Day', 'America First', 'Britain I love you': review 52 C10)."""
    before = _CAPITALISED_BEFORE.search(text, max(0, start - 30), start)
    return before is not None and before.group(1).lower() not in pack("en").function_words


def _plural(text: str, end: int) -> bool:
    """The occurrence ends in a bare -s, no genitive ('Americas'; "America's" is the country's)."""
    return text[end - 1 : end] == "s" and text[end - 2 : end - 1] not in ("'", "’", ":")


def _aliases(surface: str) -> list[str]:
    """The other names of the country ``surface`` names (resources/countries.tsv: 'America', 'United States' for
    'USA'), capitalised and of _ALIAS_MIN letters or more."""
    code = country_code(surface)
    if code is None:
        return []
    own = surface.casefold()
    return [f for f in country_forms(code) if len(f) >= _ALIAS_MIN and f[0].isupper() and f.casefold() != own]


def _base(span: Span, text: str) -> str:
    s = span.text(text)
    if "gen" in span.attributes:
        for g in sorted(_GENITIVE, key=len, reverse=True):
            if s.lower().endswith(g) and len(s) > len(g) + 1:
                return s[: -len(g)]
    return s


def _guess(span: Span) -> bool:
    """A span the learned decision added (step "decide"): a guess that a rule's span of the same string wins
    over, here and in the learner's other essays."""
    return span.source == "decide"


def _sources(text: str, spans: list[Span], essay: int | None = None) -> dict[str, _Source]:
    """The strongest span per case-folded string (a rule's before a guess, highest score, then first)."""
    out: dict[str, _Source] = {}
    for span in sorted(spans, key=lambda s: (_guess(s), -s.score, s.start, s.end, s.label)):
        if span.label in _LABELS:
            base = _base(span, text)
            where = f"offset {span.start}" + ("" if essay is None else f" of essay {essay}")
            if len(base.strip()) > 1:
                out.setdefault(base.casefold(), _Source(span, base, where))
    for src in list(out.values()):
        if src.span.label == "country" and not src.alias:
            for form in _aliases(src.surface):
                out.setdefault(form.casefold(), _Source(src.span, form, src.where, alias=True))
    return out


def _flag(text: str, spans: list[Span], sources: dict[str, _Source], lang: str | None = None) -> list[Span]:
    """One left-to-right pass over the text (longest strings first) for all sources."""
    out = list(spans)
    if sources:
        homonyms = lexicon("sv").word("homonym") | lexicon("en").word("homonym")
        covered = bytearray(len(text) + 1)
        for s in spans:
            if not _guess(s):
                covered[s.start : s.end] = b"\x01" * (s.end - s.start)
        longest_first = sorted(sources, key=lambda k: (-len(k), k))
        for start, end, found, gen in occurrences(text, [sources[k].surface for k in longest_first]):
            src = sources.get(found.casefold())
            if src is None or any(covered[start:end]) or _law_title_follows(text, end):
                continue
            guesses = [s for s in out if _guess(s) and s.start < end and start < s.end]
            if guesses and _guess(src.span):
                continue  # a guess is not spread over another guess
            same_case = found == src.surface
            if src.alias and (not same_case or gen and _plural(text, end) or _inside_a_name(text, start)):
                continue  # 'america', 'Americas', 'South America': no other name of the country ("America's" is)
            if not same_case and found.islower() and (found in homonyms or lang and pack(lang).common_lower(found)):
                continue
            if same_case and found.islower() and is_name(src.span.label) and word_before(text, start) \
                    and common_word(found):
                continue  # 'I hope', 'the mark' after a signature 'hope': the word (the leak check's scope rule)
            attrs = set(src.span.attributes) - {"gen"} | ({"gen"} if gen else set())
            ev = with_features(of_span(src.span), propagated="same_case" if same_case else "other_case")
            if not same_case:
                ev = lowered(ev, "other_case")
            out = [s for s in out if s not in guesses]  # a rule's value found again replaces the guess there
            out.append(Span(start, end, src.span.label, frozenset(attrs) if attrs else NO_ATTRIBUTES, None,
                            "consistency", score(ev), f"same as '{src.span.label}' at {src.where}", ev))
            covered[start:end] = b"\x01" * (end - start)
    return sorted(out, key=lambda s: (s.start, s.end, s.label))


def propagate(text: str, spans: list[Span], lang: str | None = None) -> list[Span]:
    """``spans`` plus every further occurrence of each detected name or place in ``text`` (``lang``: the
    essay's language, "sv" or "en"; None: no language-specific rule)."""
    return _flag(text, spans, _sources(text, spans), lang)


def propagate_learner(items: list[tuple[str, list[Span]]],
                      langs: list[str | None] | None = None) -> list[list[Span]]:
    """:func:`propagate` across the essays of one learner (``(text, spans)`` per essay, in order, and
    each essay's language in ``langs``): a string detected in any essay is flagged in all of them; a
    source in the same essay is preferred."""
    per_essay = [_sources(text, spans, k + 1) for k, (text, spans) in enumerate(items)]
    merged: dict[str, _Source] = {}
    for sources in per_essay:
        for key, src in sources.items():
            if key not in merged or (_guess(merged[key].span) and not _guess(src.span)):
                merged[key] = src

    def own(k: int) -> dict[str, _Source]:  # the essay's own source, unless it is a guess and a rule's is known
        return {key: src for key, src in per_essay[k].items()
                if not (_guess(src.span) and not _guess(merged[key].span))}

    langs = langs or [None] * len(items)
    return [_flag(text, spans, {**merged, **own(k)}, langs[k]) for k, (text, spans) in enumerate(items)]


@Language.factory("workbench_essay_consistency")
def make_essay_consistency(nlp: Language, name: str) -> Callable[[Doc], Doc]:
    lang = nlp.lang or "sv"

    def essay_consistency(doc: Doc) -> Doc:
        st = state(doc)
        st.spans = propagate(st.normalized.text, st.spans, lang)
        return doc

    return essay_consistency


@corpus_step("learner_consistency", scope="learner")
def learner_consistency(docs: Sequence[Doc]) -> None:
    """:func:`propagate_learner` over the essays of one learner (nothing to do for a single essay)."""
    if len(docs) > 1:
        states = [state(d) for d in docs]
        merged = propagate_learner([(st.normalized.text, st.spans) for st in states], [d.lang_ for d in docs])
        for st, spans in zip(states, merged, strict=True):
            st.spans = spans
