"""Running numbers: same entity = same number, different entities = different numbers (003, "Running
numbers").

Sequences. The guidelines give "each unique PII type (e.g. name) its own running number, starting with 1";
their SVALA example numbers Alice (firstname_female) 1 and Bob (firstname_male) 2, so a sequence belongs
to a *family* of labels that share an operator: all first names and nicknames share one, initials and
middle names one, and every other label (surname, city, country, school, transport_nr ...) has its own.
Mark-only labels (prof, edu, fam, sensitive, time points and spans) are numbered too, each label on its
own, exact mentions only: the guidelines give running numbers to every PII "and their @placeholders",
and the SweLL editor will not let an essay be marked done while a labelled edge has no number
(mamma fam 1, pappa fam 2, mamma again fam 1).

Entities. Two mentions are one entity when their keys are equal: letter-spaced words closed up as the match
form reads them (workbench.pseudonymize.matcher.closed_up), casefolded, whitespace collapsed, a
genitive ('s, ’s, or -s when the span says ``gen``) stripped, and "Borlänges" equal to "Borlänge" when
both occur. Misspelled mentions of names, places, institutions and transport lines ("Stockhulm",
"Stockholm") are one entity when rapidfuzz's ratio is at least FUZZY_RATIO and both keys have at least
FUZZY_MIN_LEN characters; numbers, dates and ages only match exactly.

People. Before numbering, the mentions of a person are linked (workbench.pseudonymize.entities): a
nickname takes the number of the first name it belongs to ("Kasia" of "Katarzyna"), initials say whose
names they abbreviate (``of=surname:1``), and every name span of a person gets ``person=N``.

A span that already carries a number (a reviewer set it) keeps it, and mentions of the same entity get it
too; but a number that a man's and a woman's first name both bring (input that numbers each first-name label from
1, as the sample corpus's gold spans did: 'Göran' firstname_male 2 and 'Linnea' firstname_female 2) is two people,
and the name that brings it second gets a number of its own (``_separate_genders``), or the two shared one
surrogate. With ``learner_wide`` the numbering runs on across a learner's essays (Borlänge is city 1 in all of
them); without it, every essay starts again at 1. Deterministic: first mention first.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from rapidfuzz import fuzz

from workbench import taxonomy
from workbench.model import Span
from workbench.pseudonymize.entities import Link, link_people
from workbench.pseudonymize.fold import fold
from workbench.pseudonymize.lists import country_code
from workbench.pseudonymize.matcher import closed_up

__all__ = ["FUZZY_MIN_LEN", "FUZZY_RATIO", "assign_numbers", "entity_key", "family"]

FUZZY_RATIO = 85.0
FUZZY_MIN_LEN = 5
_FUZZY_KINDS = frozenset({"names", "geo", "institution", "transport"})
_GENITIVE = re.compile(r"(?:['’`´]s?)$")
_SPACE = re.compile(r"\s+")


def _places_of(key: str) -> frozenset[tuple[str, str]]:
    """(name, country) of every place the list knows by ``key`` (its spellings and exonyms lead to one name)."""
    from workbench import resources as R

    return frozenset((p.name, p.country) for p in R.places().get(key, ()))


def _other_towns(mine: frozenset[tuple[str, str]], theirs: frozenset[tuple[str, str]]) -> bool:
    """Two keys are places of their own: both listed, no place in common, and one country in common ('Linköping',
    'Lidköping'); a listed spelling of the same place ('Bagdad', 'Baghdad': review 44 C4) or a town of another
    country ('Karlstadt' for 'Karlstad') may still be a close spelling."""
    if not theirs or mine & theirs:
        return False
    return bool({c for _, c in mine} & {c for _, c in theirs})


def family(label: str) -> str:
    """The numbering sequence a label belongs to (its operator, unless the operator serves unrelated
    labels: digits_to_zero, keep)."""
    op = taxonomy.get(label).operator
    return label if op in ("digits_to_zero", "keep") else op


def entity_key(text: str, span: Span) -> str:
    """The comparison form of a mention: letter-spaced words closed up ('H a r r i e t' is 'Harriet'),
    casefolded, single-spaced, genitive stripped."""
    key = _SPACE.sub(" ", closed_up(text.strip())).casefold()
    stripped = _GENITIVE.sub("", key)
    if stripped != key and stripped:
        return stripped
    if "gen" in span.attributes and key.endswith("s") and len(key) > 2:
        return key[:-1]
    return key


@dataclass
class _Sequence:
    """The entities of one family: key -> number, in order."""

    keys: dict[str, int] = field(default_factory=dict)
    used: set[int] = field(default_factory=set)

    def find(self, key: str, fuzzy: bool, places: bool = False, country: bool = False) -> int | None:
        """The number of ``key``'s entity: the same key, its -s form, (``country``) another name of the same
        country ('the USA' and 'America', 'England' and 'the UK'), or (``fuzzy``) a close spelling; with ``places``,
        two towns of one country in the place list are never close spellings of one another ('Linköping',
        'Lidköping'; 'Enköping', 'Nyköping': a learner who named 40 towns had them merged; ``_other_towns``)."""
        if key in self.keys:
            return self.keys[key]
        for other, number in self.keys.items():  # Borlänges / Borlänge, without a gen attribute
            if (key.endswith("s") and key[:-1] == other) or (other.endswith("s") and other[:-1] == key):
                return number
        if country and (code := country_code(key)) is not None:
            for other, number in self.keys.items():
                if country_code(other) == code:
                    return number
        if not fuzzy:
            return None
        folded = fold(key)
        for other, number in self.keys.items():  # 'Malmo' / 'Malmö', 'Umea' / 'Umeå' (review 44 C9: two towns)
            if fold(other) == folded:
                return number
        if len(key) < FUZZY_MIN_LEN:
            return None
        best, best_score = None, FUZZY_RATIO
        mine = _places_of(key) if places else frozenset()
        for other, number in self.keys.items():
            if mine and _other_towns(mine, _places_of(other)):
                continue
            if len(other) >= FUZZY_MIN_LEN:
                score = fuzz.ratio(key, other)
                if score >= best_score and (best is None or score > best_score):
                    best, best_score = number, score
        return best

    def add(self, key: str, number: int) -> None:
        self.keys.setdefault(key, number)
        self.used.add(number)

    def next_number(self) -> int:
        n = 1
        while n in self.used:
            n += 1
        return n


#: first-name labels of one gender each: the same number brought under both is two people (``_separate_genders``)
_GENDERED = frozenset({"firstname_male", "firstname_female"})


def _separate_genders(items: list[tuple[str, list[Span]]]) -> list[tuple[str, list[Span]]]:
    """``items`` with the numbers that spans bring under ``_GENDERED`` labels kept apart: a number that one gender's
    name brought first stays that name's, and the other gender's name that brings it too gets the lowest number no
    span of the family brings (see the module doc), unless it is the same name ('Kim' a man in one essay, a woman
    in another: one person whose gender a reviewer settled in one essay only). Unchanged when no number is brought
    under both."""
    first_names = family("firstname_male")
    used = {s.number for _, spans in items for s in spans if s.number is not None and family(s.label) == first_names}
    owner: dict[int, tuple[str, set[str]]] = {}  # number -> the gender that brought it first, and its names' keys
    for text, spans in items:
        for s in spans:
            if s.number is not None and s.label in _GENDERED:
                label, keys = owner.setdefault(s.number, (s.label, set()))
                if label == s.label:
                    keys.add(entity_key(s.text(text), s))
    remap: dict[tuple[str, int], int] = {}
    for text, spans in items:
        for s in spans:
            if s.number is None or s.label not in _GENDERED or (s.label, s.number) in remap:
                continue
            label, keys = owner[s.number]
            if label == s.label or entity_key(s.text(text), s) in keys:
                remap[s.label, s.number] = s.number
                continue
            new = 1
            while new in used:
                new += 1
            used.add(new)
            remap[s.label, s.number] = new
    if all(number == new for (_, number), new in remap.items()):
        return items
    return [(text, [s.with_(number=remap[s.label, s.number]) if s.number is not None and s.label in _GENDERED else s
                    for s in spans]) for text, spans in items]


def assign_numbers(items: list[tuple[str, list[Span]]], learner_wide: bool = True) -> list[list[Span]]:
    """Running numbers for the spans of one learner's essays (``(text, spans)`` in essay order).

    Returns the spans of every essay, in their input order, with ``number`` set (see the module doc).
    """
    # numbers hold across a learner's essays, or each essay's alone (review 122 C5)
    items = _separate_genders(items) if learner_wide else [_separate_genders([item])[0] for item in items]
    sequences: dict[str, _Sequence] = {}
    if learner_wide:  # a reviewer's numbers hold for the whole learner, whichever essay they are in
        for text, spans in items:
            for span in spans:
                if span.number is not None:
                    seq = sequences.setdefault(family(span.label), _Sequence())
                    seq.add(entity_key(span.text(text), span), span.number)
    links = link_people(items) if learner_wide else [link_people([item])[0] for item in items]
    out: list[list[Span]] = []
    for text, spans in items:
        if not learner_wide:
            sequences = {}
        essay_links = links[len(out)]
        numbered: dict[int, Span] = {}
        order = sorted(range(len(spans)),
                       key=lambda i: (spans[i].number is None, spans[i].start, spans[i].end))
        for i in order:
            span = spans[i]
            label = taxonomy.get(span.label)
            seq = sequences.setdefault(family(span.label), _Sequence())
            link = essay_links.get(i)
            key = link.key if link is not None and link.key else entity_key(span.text(text), span)
            if span.number is not None:
                seq.add(key, span.number)
                numbered[i] = span
                continue
            number = seq.find(key, label.kind in _FUZZY_KINDS, label.kind == "geo", span.label == "country")
            if number is None:
                number = seq.next_number()
            seq.add(key, number)
            numbered[i] = span.with_(number=number)
        for i, link in essay_links.items():
            numbered[i] = _linked(numbered[i], link, sequences)
        out.append([numbered[i] for i in range(len(spans))])
    return out


def _linked(span: Span, link: Link, sequences: dict[str, _Sequence]) -> Span:
    """``span`` with ``person=N`` and, for initials, ``of=family:number,...`` (see the module doc)."""
    attrs = {a for a in span.attributes if not a.startswith(("person=", "of="))}
    if link.person is not None:
        attrs.add(f"person={link.person}")
    parts = []
    for fam, key in link.initials_of:
        number = sequences[fam].find(key, True) if fam in sequences else None
        if number is not None:
            parts.append(f"{fam}:{number}")
    if parts:
        attrs.add("of=" + ",".join(parts))
    return span.with_(attributes=frozenset(attrs))
