"""Public figures (resources/famous_people.tsv): the authors, researchers, politicians, artists and historical
figures essays cite, whose names are nobody's personal information there (SweLL guidelines, seed 003: public
figures; CRAPII, seed 002: cited authors). The step "cited" of both language packs asks. No detector here.

Each row says for which languages' essays it counts (column ``langs``): the English rows were written for English
student essays, where the list decides alone (``famous``: a full name; a surname alone where the row says so,
"Einstein"; a name the rules found in part, "Albert" of "Albert Einstein"). The Swedish pack asks
``full_name_at``: only a listed full name, written out exactly (no other name word beside it: not "Maria Gripe
Andersson"), and it asks for more than the list (workbench/detect/sv/cited.py).
"""

from __future__ import annotations

import re
from functools import cache

from workbench.resources import ResourceError, first_names, resource_path, surnames

__all__ = ["famous", "famous_people", "full_name_at", "name_key"]

_CAPITALISED = re.compile(r"(?:[A-ZÅÄÖ][\w'’.-]*|da|de|del|van|von|der|di|la|le|bin|ibn)$")
_HEADER = ["name", "kind", "alone", "langs"]


def name_key(s: str) -> str:
    """A name as the list is keyed: case-folded, an English genitive ("Einstein's") dropped, periods as spaces."""
    s = s.casefold()
    return " ".join((s[:-2] if s.endswith(("'s", "’s")) else s).replace(".", " ").split())


@cache
def _rows() -> tuple[tuple[str, bool, frozenset[str]], ...]:
    """(casefolded full name, whose last word counts alone, languages) of every row of the list."""
    path = resource_path("famous_people.tsv")
    out = []
    with open(path, encoding="utf-8") as f:
        if f.readline().rstrip("\n").split("\t") != _HEADER:
            raise ResourceError(f"{path}:1: header is not {', '.join(_HEADER)}")
        for n, line in enumerate(f, 2):
            fields = line.rstrip("\n").split("\t")
            if len(fields) != 4 or not fields[0] or fields[2] not in ("0", "1") or not fields[3].split():
                raise ResourceError(f"{path}:{n}: expected name, kind, alone (0 or 1) and languages, got {fields}")
            out.append((name_key(fields[0]), fields[2] == "1", frozenset(fields[3].split())))
    return tuple(out)


@cache
def famous_people(lang: str = "en") -> frozenset[str]:
    """The full names the list gives for ``lang``'s essays, and the last words of those that count alone."""
    out = set()
    for name, alone, langs in _rows():
        if lang in langs:
            out.add(name)
            if alone and " " in name:
                out.add(name.rsplit(" ", 1)[1])
    return frozenset(out)


@cache
def _by_word(lang: str) -> dict[str, tuple[str, ...]]:
    """Word -> the famous full names of several words that contain it."""
    out: dict[str, list[str]] = {}
    for name in famous_people(lang):
        if " " in name:
            for w in name.split():
                out.setdefault(w, []).append(name)
    return {w: tuple(names) for w, names in out.items()}


def _expanded(text: str, start: int, end: int) -> str:
    """The capitalised words around ``text[start:end]`` on its line (Albert + Einstein, Leonardo da Vinci),
    as a key."""
    line_start = text.rfind("\n", 0, start) + 1
    line_end = text.find("\n", end)
    left = text[line_start:start].split(" ")[:-1] if text[start - 1 : start] == " " else []
    right = (
        text[end : len(text) if line_end < 0 else line_end].split(" ")[1:]
        if text[end : end + 1] == " "
        else []
    )
    words = [text[start:end]]
    for w in reversed(left[-3:]):
        if not _CAPITALISED.match(w):
            break
        words.insert(0, w)
    for w in right[:3]:
        w = w.rstrip(",.;:!?)")
        if not w or not _CAPITALISED.match(w):
            break
        words.append(w)
    return name_key(" ".join(name_key(w) for w in words))


def famous(text: str, start: int, end: int, key: str, lang: str = "en") -> bool:
    """The person at ``text[start:end]`` (``key``: its name as ``name_key`` makes it) is famous for ``lang``'s
    list: the list knows the name, or a famous full name stands around it ("Albert Einstein")."""
    if key in famous_people(lang):
        return True
    names = {n for w in key.split() for n in _by_word(lang).get(w, ())}
    if not names:
        return False
    wide = f" {_expanded(text, start, end)} "
    return any(f" {name} " in wide for name in names)


_WORD = re.compile(r"[^\W\d_][\w'’-]*")


def full_name_at(text: str, start: int, end: int, lang: str) -> str | None:
    """The listed full name (of two words or more) that ``text[start:end]`` is or is part of, written out
    exactly, or None: the capitalised words next to it on its line, up to a punctuation mark, must hold the name
    in a row ("säger August Strindberg", "Astrid Lindgrens bok": the genitive -s of its last word too), and
    none of the others may be in a name list ("Maria Gripe Andersson", "Anna Karin Boye" are other people)."""
    line_start, line_end = text.rfind("\n", 0, start) + 1, text.find("\n", end)
    line_end = len(text) if line_end < 0 else line_end
    left = re.split(r"[^\w\s'’-]", text[line_start:start])[-1]
    right = re.split(r"[^\w\s'’-]", text[end:line_end])[0]
    words = [w for w in _WORD.findall(left)][-4:] + [text[start:end]] + _WORD.findall(right)[:4]
    k = len(_WORD.findall(left)[-4:])
    lo, hi = k, k + 1  # the capitalised run around the span
    while lo > 0 and words[lo - 1][:1].isupper():
        lo -= 1
    while hi < len(words) and words[hi][:1].isupper():
        hi += 1
    run = [name_key(w) for w in words[lo:hi]]
    people = famous_people(lang)
    for a in range(len(run)):
        for b in range(len(run), a, -1):
            name = " ".join(run[a:b])
            if " " not in name or name not in people and not (name.endswith("s") and name[:-1] in people):
                continue
            if not a <= k - lo < b:
                continue  # the span is no part of the name
            others = run[:a] + run[b:]
            if any(w in first_names() or w in surnames() for w in others):
                return None
            return name if name in people else name[:-1]
    return None
