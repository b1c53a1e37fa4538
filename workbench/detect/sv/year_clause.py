"""Whose year it is, read from the clause around the year (Swedish essays).

A first-person word anywhere in the sentence does not tie a year to the writer: 'i 2004 börjar folk använda
Facebook, om jag ska berätta ...', 'Min pappa brukade säga: år 1989 föll muren', a source cited in
parentheses ('(Språkporten, 2012)'). The clause around the year decides: the sentence cut at , ; : ( ) and
long dashes (not at the colon inside '11:e' or '2009:2'). A comma before a number cuts nothing ('i mars
tolfte, 2020'), and a clause with at most two words besides the year ('2015, när jag var tio, ...') reads
on into its neighbour across a comma.

``ties(doc, start)`` says what the clause holds: a first-person word (jag, min, vi ...; not the 'vi' of a
general statement: 'om vi jämför', 'vi lever i 2020', 'vi kan se'), a family word (pappa, mormor) or
another person (han, hon, a first name): a personal trigger (född, flyttade) ties a year to the writer's
story only with one of them ('Facebook kom till Sverige 2004' and 'de som föddes efter 1998' are history).
"""

from __future__ import annotations

import re

from workbench.resources.wordlists import word_list
from workbench.text import Doc

__all__ = ["clause_bounds", "ties"]

_CUT = re.compile(r"[;()\[\]–—]|:(?!\w)|,(?!\s*\d)")  # not the colon of '11:e', 'S:t', '2009:2'
_WORD = re.compile(r"[^\W\d_]+")
_FAMILY = frozenset(word_list("family_and_people", "sv"))
#: 'vi' of a general statement, not the writer's family: 'om vi jämför', 'vi lever i 2020', 'vi kan se'
_GENERIC_WE = re.compile(r"(?<=\bom )vi\b|\bvi(?=\s+(?:lever|kan\s+se|måste|bör|borde|behöver)\b)", re.IGNORECASE)
_PERSON = re.compile(r"\b(?:han|hon|hen|honom|henne|hans|hennes)\b", re.IGNORECASE)


def _pieces(text: str, lo: int, hi: int) -> list[tuple[int, int, str, str]]:
    """(start, end, cut before, cut after) of every clause between ``lo`` and ``hi``."""
    out, start, before = [], lo, ""
    for m in _CUT.finditer(text, lo, hi):
        out.append((start, m.start(), before, m.group()))
        start, before = m.end(), m.group()
    out.append((start, hi, before, ""))
    return out


def _short(text: str, s: int, e: int) -> bool:
    return len(_WORD.findall(text, s, e)) <= 2


def clause_bounds(doc: Doc, pos: int) -> tuple[int, int]:
    """Character range of the clause around ``pos`` (see the module docstring)."""
    text = doc.text
    pieces = _pieces(text, *doc.sentence_bounds(pos))
    k = next(n for n, (s, e, _, _) in enumerate(pieces) if s <= pos <= e)
    s, e, cut_before, cut_after = pieces[k]
    if _short(text, s, e):
        if cut_after == "," and k + 1 < len(pieces):
            e = pieces[k + 1][1]
        elif cut_before == "," and k > 0:
            s = pieces[k - 1][0]
    return s, e


def ties(doc: Doc, pos: int) -> tuple[bool, bool]:
    """(a first-person word, a family word or another person) in the clause around ``pos``."""
    s, e = clause_bounds(doc, pos)
    text = doc.text
    generic = {m.start() for m in _GENERIC_WE.finditer(text, s, e)}
    mine = any(m.start() not in generic for m in doc.pack.first_person.finditer(text, s, e))
    words = _WORD.findall(text, s, e)
    family = any(w.lower() in _FAMILY for w in words) or _PERSON.search(text, s, e) is not None
    return mine, family or any(_first_name(w) for w in words)


def _first_name(word: str) -> bool:
    """A capitalised listed first name that is no common word ('Ahmed föddes 1990'; not 'Per', 'Alla')."""
    from workbench.detect.lib.gazetteer import common_zipf
    from workbench.resources import first_names

    low = word.lower()
    return word[0].isupper() and low in first_names() and common_zipf(low, "sv") < 4.0
