"""One person, one entity: the mentions of a person linked before running numbers are given (issue 17.3).

A *full name* is a run of name spans (first names, middle names, surnames, initials) with only spaces
between them ("Lucía Fernández Ruiz", "Chinedu O."). Every full name with a first name is a person; a
first name or surname mentioned alone, possessive or not ("Ahmeds"), is the person whose name it is
(numbering already strips the genitive). Then:

- a ``nickname`` span is the person whose first name it is a nickname of (nicknames.tsv, or its
  beginning: "Chi" of "Chinedu", "Kasia" of "Katarzyna", "P-O" of "Per-Olof"), else the person named
  last before it in the same essay ("My name is Chinedu Okafor, but people call me Chi"); it takes that
  first name's running number (the firstname operator family numbers first names and nicknames
  together), so it gets that person's surrogate's own nickname;
- an ``initials`` span stands for the names whose first letters it has: right after a first name
  ("Chinedu O."), for that person's surname; alone ("L.F.R.", "P-O"), for a person whose names start
  with those letters. It gets the attribute ``of=surname:2`` (the label family and running number of
  each name, filled in by numbering), which hips mode uses to write the surrogates' initials.

Every name span of a person gets ``person=N`` (N counts persons in order of first mention, per learner),
which the review screens show: ``entity_of(span)`` says "person 2". Linking is per learner with
learner-wide numbering, else per essay; spans that already have a number (a reviewer's) are not relinked.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass, field

from workbench.model import Span
from workbench.pseudonymize.lexicon import nickname_of

__all__ = ["Link", "entity_of", "link_people"]

_FIRST = frozenset({"firstname_male", "firstname_female", "firstname_unknown"})
_NAME_PARTS = _FIRST | {"middlename", "surname", "initials"}
_GAP = re.compile(r"[ \t]+")
_LETTER = re.compile(r"\w+")
_GENITIVE = re.compile(r"(?:['’`´]s?|s)$")


@dataclass
class Link:
    """What linking decided for one span: the entity key numbering uses instead of the span's own text
    (a nickname's first name), the person, and which names an initials span stands for."""

    key: str | None = None
    person: int | None = None
    initials_of: list[tuple[str, str]] = field(default_factory=list)  # (family, entity key)


@dataclass
class _Person:
    number: int
    first: str | None
    surnames: list[str] = field(default_factory=list)
    essay: int = 0
    end: int = 0  # where its last full-name mention ends (for "call me Chi" after it)


def _key(text: str) -> str:
    return " ".join(text.split()).casefold()


def _bare(key: str) -> str:
    stripped = _GENITIVE.sub("", key)
    return stripped if len(stripped) >= 2 else key


def _runs(text: str, spans: Sequence[Span]) -> list[list[int]]:
    """Indices of spans (sorted by start) grouped into full names."""
    order = sorted((i for i, s in enumerate(spans) if s.label in _NAME_PARTS), key=lambda i: spans[i].start)
    runs: list[list[int]] = []
    for i in order:
        if runs and _GAP.fullmatch(text[spans[runs[-1][-1]].end : spans[i].start] or "x"):
            runs[-1].append(i)
        else:
            runs.append([i])
    return runs


def link_people(items: Sequence[tuple[str, Sequence[Span]]]) -> list[dict[int, Link]]:
    """For each essay ``(text, spans)`` of one learner (or one essay), span index -> Link."""
    people: list[_Person] = []
    by_first: dict[str, _Person] = {}
    by_surname: dict[str, _Person] = {}
    out: list[dict[int, Link]] = [{} for _ in items]

    def person_of(first: str | None, surnames: list[str], essay: int, end: int) -> _Person:
        # a first name decides (a brother shares the surname); a surname alone finds its person
        found = by_first.get(first) if first else by_surname.get(surnames[0]) if surnames else None
        if found is None:
            found = _Person(len(people) + 1, first, [])
            people.append(found)
        if first and found.first is None:
            found.first = first
        for s in surnames:
            if s not in found.surnames:
                found.surnames.append(s)
            by_surname.setdefault(s, found)
        if found.first:
            by_first.setdefault(found.first, found)
        found.essay, found.end = essay, max(found.end, end) if found.essay == essay else end
        return found

    # 1. full names with a first name make persons; lone first names and surnames find theirs
    for k, (text, spans) in enumerate(items):
        for run in _runs(text, spans):
            firsts = [i for i in run if spans[i].label in _FIRST and spans[i].number is None]
            surs = [i for i in run if spans[i].label == "surname" and spans[i].number is None]
            if not firsts and not surs:
                continue
            first = _bare(_key(spans[firsts[0]].text(text))) if firsts else None
            sur_keys = [_bare(_key(spans[i].text(text))) for i in surs]
            if first is None and not any(s in by_surname for s in sur_keys):
                continue  # a surname alone, of nobody known yet: not a person of its own
            p = person_of(first, sur_keys, k, spans[run[-1]].end)
            for i in firsts + surs:
                out[k][i] = Link(person=p.number)
            for i in run:  # initials inside a full name: "Chinedu O." -> the surname's initial
                if spans[i].label == "initials" and spans[i].number is None:
                    out[k][i] = Link(person=p.number, initials_of=_initials_of(spans[i].text(text), p))
    # 2. nicknames and lone initials
    for k, (text, spans) in enumerate(items):
        for i, span in enumerate(spans):
            if span.number is not None or i in out[k]:
                continue
            mention = span.text(text)
            who: _Person | None
            if span.label == "nickname":
                who = next((q for q in people if q.first and nickname_of(_bare(_key(mention)), q.first)), None)
                if who is None:  # "My name is Chinedu Okafor, but people call me Chi"
                    before = [q for q in people if q.essay == k and q.end <= span.start and q.first]
                    who = max(before, key=lambda q: q.end, default=None)
                if who is not None and who.first:
                    out[k][i] = Link(key=who.first, person=who.number)
            elif span.label == "initials":
                who = _person_with_initials(mention, people)
                if who is not None:
                    out[k][i] = Link(person=who.number, initials_of=_initials_of(mention, who, alone=True))
    return out


def _letters(mention: str) -> list[str]:
    return [w[0].casefold() for w in _LETTER.findall(mention)]


def _name_letters(p: _Person) -> list[tuple[str, str, str]]:
    """(first letter, family, entity key) of each part of a person's names, first name first; a
    hyphenated first name gives one letter per part ("Per-Olof": P, O)."""
    out = []
    if p.first:
        out += [(w[0], "firstname", p.first) for w in _LETTER.findall(p.first)]
    out += [(s[0], "surname", s) for s in p.surnames]
    return out


def _person_with_initials(mention: str, people: list[_Person]) -> _Person | None:
    letters = _letters(mention)
    if not letters:
        return None
    hits = [p for p in people if [c for c, _, _ in _name_letters(p)] == letters]
    return hits[0] if len(hits) == 1 else None


def _initials_of(mention: str, p: _Person, alone: bool = False) -> list[tuple[str, str]]:
    parts = _name_letters(p)
    letters = _letters(mention)
    if alone:
        return [(family, key) for _, family, key in parts][: len(letters)]
    surnames = [(family, key) for c, family, key in parts if family == "surname"]
    return [pair for c, pair in zip(letters, surnames, strict=False) if pair[1].startswith(c)]


def entity_of(span: Span) -> str | None:
    """What the review screen shows for a span's entity: "person 2" for a linked name, else None."""
    person = span.attribute("person")
    return f"person {person}" if person else None
