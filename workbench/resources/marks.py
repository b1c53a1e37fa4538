"""The word lists of the mark-only detectors (prof, edu, fam, sensitive, extra), from resources/marks/*.tsv.

Every list is a TSV file with ``#`` comment lines, then a header, then one row a line; it is validated when
loaded and a bad row fails with ``file:line: what was wrong``. ``lexicon(lang)`` gives the lists of one
language as lookup tables on lowercased words, built once. ``sentence_view(doc)`` says, per sentence, whether
it is about the writer or people near them; it is computed once per parsed essay and shared by the detectors.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass
from functools import cache, cached_property
from pathlib import Path
from typing import TYPE_CHECKING

from workbench.resources import RESOURCE_DIR, ResourceError
from workbench.resources.tables import fraction, read_table
from workbench.taxonomy import SENSITIVE_SUBGROUPS

if TYPE_CHECKING:  # the word lists load without spaCy (the leak check reads them in a new kernel)
    from workbench.text import Doc

__all__ = ["MARKS_DIR", "Lexicon", "SentenceView", "lexicon", "load_lexicon",
           "longest_match", "sentence_view"]

logger = logging.getLogger(__name__)
logger.addHandler(logging.NullHandler())

MARKS_DIR = RESOURCE_DIR / "marks"
LANGS = ("sv", "en")
_FAMILY_NEEDS = ("any", "possessive", "strict")
_CONTEXT_KINDS = ("first", "possessive", "third", "block", "article", "have", "count", "homonym")
_PROF_KINDS = ("open", "copula", "list")
_EDU_KINDS = ("degree", "subject", "not_subject")
Pattern = tuple[str, ...]


def _choice(where: str, what: str, value: str, allowed: tuple[str, ...]) -> str:
    if value not in allowed:
        raise ResourceError(f"{where}: {what} {value!r} is not one of {', '.join(allowed)}")
    return value


def _words(where: str, value: str) -> Pattern:
    if value != value.lower() or "  " in value:
        raise ResourceError(f"{where}: {value!r} must be lowercase, words separated by one space")
    return tuple(value.split(" "))


@dataclass(frozen=True)
class Lexicon:
    """The mark-only lists of one language, as lookup tables on lowercased words."""

    lang: str
    professions: dict[Pattern, str]  # words -> lemma
    prof_first: frozenset[str]  # first words of professions
    triggers: dict[str, dict[Pattern, str]]  # detector -> pattern -> kind
    education: dict[Pattern, str]  # words -> degree | subject | not_subject
    family: dict[str, tuple[str, str]]  # form (also genitive) -> (kind, needs)
    sensitive: dict[str, tuple[str, float]]  # form -> (subgroup, weight)
    #: stems by their first four letters: (stem, subgroup, weight), longest first
    sensitive_stems: dict[str, tuple[tuple[str, str, float], ...]]
    extra: dict[str, list[tuple[Pattern, str]]]  # first word -> [(pattern, reason)]
    context: dict[str, frozenset[str]]  # kind -> words

    def word(self, kind: str) -> frozenset[str]:
        """The context words of one kind (first, possessive, third, block, article, have, count, homonym)."""
        return self.context[kind]

    @cached_property
    def first_person(self) -> frozenset[str]:
        """First-person pronouns and possessives: a sentence with one is about the writer."""
        return self.context["first"] | self.context["possessive"]

    @cached_property
    def person(self) -> frozenset[str]:
        """Words that can be the person a profession or an event belongs to (jag, min, han, I, my, she)."""
        return self.first_person | self.context["third"]

    @cached_property
    def family_any(self) -> frozenset[str]:
        """Family words that point to the writer's family even without a possessive (mamma, bror)."""
        return frozenset(w for w, (_, needs) in self.family.items() if needs == "any")

    @cached_property
    def trigger_firsts(self) -> dict[str, frozenset[str]]:
        """The first word of every trigger, per detector: a cheap test before matching."""
        return {det: frozenset(p[0] for p in table) for det, table in self.triggers.items()}

    @cached_property
    def degree_firsts(self) -> frozenset[str]:
        """The first word of every degree word or phrase."""
        return frozenset(p[0] for p, kind in self.education.items() if kind == "degree")

    @cached_property
    def subjects(self) -> list[str]:
        """Listed subjects and degrees as strings, for spelling-tolerant matching."""
        return sorted(" ".join(p) for p, kind in self.education.items() if kind != "not_subject")

    @cached_property
    def profession_suffixes(self) -> frozenset[str]:
        """One-word professions of five letters or more, the heads of compounds ("pizza|bagare")."""
        return frozenset(p[0] for p in self.professions if len(p) == 1 and len(p[0]) >= 5)

    def sensitive_of(self, word: str) -> tuple[str, float, str] | None:
        """``(subgroup, weight, trigger)`` when a lowercased word is a sensitive trigger, else None."""
        hit = self.sensitive.get(word)
        if hit is not None:
            return hit[0], hit[1], word
        for stem, subgroup, weight in self.sensitive_stems.get(word[:4], ()):
            if word.startswith(stem):
                return subgroup, weight, stem + "*"
        return None


def _genitives(form: str, lang: str) -> list[str]:
    if lang == "sv":
        return [] if form.endswith(("s", "x", "z")) else [form + "s"]
    return [form + "'", form + "’"] if form.endswith("s") else [form + "'s", form + "’s"]


def load_lexicon(lang: str, directory: Path = MARKS_DIR) -> Lexicon:
    """Read and validate every list of ``directory`` for one language."""
    _choice(str(directory), "language", lang, LANGS)
    seen: dict[tuple[str, ...], str] = {}

    def rows(name: str, columns: tuple[str, ...], key: tuple[str, ...]) -> list[tuple[str, dict[str, str]]]:
        out = []
        for where, row in read_table(directory / name, columns):
            _choice(where, "lang", row["lang"], LANGS)
            ident = (name, row["lang"], *(row[k] for k in key))
            if ident in seen:
                raise ResourceError(f"{where}: {' '.join(ident[2:])!r} already listed at {seen[ident]}")
            seen[ident] = where
            if row["lang"] == lang:
                out.append((where, row))
        return out

    prof_rows = rows("professions.tsv", ("form", "lang", "lemma"), ("form",))
    professions = {_words(w, r["form"]): r["lemma"] for w, r in prof_rows}
    triggers: dict[str, dict[Pattern, str]] = {"prof": {}, "edu": {}}
    for w, r in rows("triggers.tsv", ("detector", "lang", "pattern", "kind"), ("detector", "pattern")):
        det = _choice(w, "detector", r["detector"], tuple(triggers))
        kinds = _PROF_KINDS if det == "prof" else ("subject", "listed")
        triggers[det][_words(w, r["pattern"])] = _choice(w, "kind", r["kind"], kinds)
    education = {_words(w, r["form"]): _choice(w, "kind", r["kind"], _EDU_KINDS)
                 for w, r in rows("education.tsv", ("form", "lang", "kind"), ("form",))}
    family: dict[str, tuple[str, str]] = {}
    for w, r in rows("family.tsv", ("form", "lang", "kind", "needs"), ("form",)):
        entry = (r["kind"], _choice(w, "needs", r["needs"], _FAMILY_NEEDS))
        for form in [_words(w, r["form"])[0], *_genitives(r["form"], lang)]:
            family.setdefault(form, entry)
        family[r["form"]] = entry
    sensitive: dict[str, tuple[str, float]] = {}
    stems: list[tuple[str, str, float]] = []
    for w, r in rows("sensitive.tsv", ("form", "subgroup", "lang", "weight"), ("form",)):
        subgroup = _choice(w, "subgroup", r["subgroup"], SENSITIVE_SUBGROUPS)
        weight = fraction(w, "weight", r["weight"])
        form = r["form"]
        if len(_words(w, form.rstrip("*"))) != 1 or "*" in form[:-1]:
            raise ResourceError(f"{w}: {form!r} must be one word, optionally ending in *")
        if form.endswith("*") and len(form) < 5:
            raise ResourceError(f"{w}: stem {form!r} is shorter than 4 letters")
        if form.endswith("*"):
            stems.append((form[:-1], subgroup, weight))
        else:
            sensitive[form] = (subgroup, weight)
    extra: dict[str, list[tuple[Pattern, str]]] = {}
    for w, r in rows("extra.tsv", ("pattern", "lang", "reason"), ("pattern",)):
        pattern = _words(w, r["pattern"])
        if pattern[0] == "*" or pattern[-1] == "*":
            raise ResourceError(f"{w}: a pattern may not begin or end with *")
        extra.setdefault(pattern[0], []).append((pattern, r["reason"]))
    context: dict[str, set[str]] = {k: set() for k in _CONTEXT_KINDS}
    for w, r in rows("context.tsv", ("form", "lang", "kind"), ("form", "kind")):
        context[_choice(w, "kind", r["kind"], _CONTEXT_KINDS)].add(r["form"])
    stem_index: dict[str, list[tuple[str, str, float]]] = {}
    for stem in sorted(stems, key=lambda s: -len(s[0])):
        stem_index.setdefault(stem[0][:4], []).append(stem)
    return Lexicon(lang, professions, frozenset(p[0] for p in professions), triggers, education, family,
                   sensitive, {k: tuple(v) for k, v in stem_index.items()}, extra,
                   {k: frozenset(v) for k, v in context.items()})


@cache
def lexicon(lang: str) -> Lexicon:
    """The lists of ``lang`` ("sv" or "en"; anything else falls back to "sv"), loaded once."""
    return load_lexicon(lang if lang in LANGS else "sv")


@dataclass(frozen=True)
class SentenceView:
    """Lowercased tokens of a parsed essay, the sentence of every token, and who each sentence is about."""

    lowers: list[str]
    sentence_of: list[int]  # sentence index per token
    bounds: list[tuple[int, int]]  # token range [first, end) per sentence
    about: list[str | None]  # per sentence: "first", "family", "third" or None

    def sentence_words(self, i: int) -> list[str]:
        """The lowercased tokens of the sentence of token ``i``."""
        a, b = self.bounds[self.sentence_of[i]]
        return self.lowers[a:b]


def sentence_view(doc: Doc) -> SentenceView:
    """The view of ``doc``, computed once and kept on the Doc (parse once and share)."""
    cached = doc.__dict__.get("_marks_view")
    if cached is not None:
        return cached
    lex = lexicon(doc.lang)
    lowers = doc.lowers
    n = len(lowers)
    firsts = sorted({doc.token_index(c) for c in doc.sentence_starts} - {n} | {0})
    bounds = [(a, b) for a, b in zip(firsts, [*firsts[1:], n], strict=True) if a < b]
    sentence_of: list[int] = []
    about: list[str | None] = []
    for k, (a, b) in enumerate(bounds):
        sentence_of.extend([k] * (b - a))
        words = lowers[a:b]
        if not lex.first_person.isdisjoint(words):
            about.append("first")
        elif not lex.family_any.isdisjoint(words):
            about.append("family")
        elif not lex.context["third"].isdisjoint(words):
            about.append("third")
        else:
            about.append(None)
    view = SentenceView(lowers, sentence_of, bounds, about)
    doc.__dict__["_marks_view"] = view
    return view


def longest_match(words: list[str], i: int, end: int, table: dict[Pattern, str], longest: int = 4
                  ) -> tuple[Pattern, str] | None:
    """The longest key of ``table`` that the words ``words[i:end]`` begin with, and its value."""
    for n in range(min(longest, end - i), 0, -1):
        key = tuple(words[i : i + n])
        if key in table:
            return key, table[key]
    return None
