"""Public figures (resources/famous_people.tsv): the authors, researchers, politicians, artists and historical
figures essays cite, whose names are nobody's personal information there (SweLL guidelines, seed 003: public
figures; CRAPII, seed 002: cited authors). Both language packs' step "cited" ask ``famous``. No detector here.

A full name counts; a surname alone only where the list says so ("alone" 1: "Strindberg", "Einstein"; not
"Lindgren" or "Bergman", which many people are called). A name the rules found in part ("August" of "säger
August Strindberg") counts when a listed full name stands around it: the capitalised words beside it on its line.
"""

from __future__ import annotations

import re
from functools import cache

from workbench.resources import ResourceError, resource_path

__all__ = ["famous", "famous_people", "name_key"]

_CAPITALISED = re.compile(r"(?:[A-ZÅÄÖ][\w'’.-]*|da|de|del|van|von|der|di|la|le|bin|ibn)$")


def name_key(s: str) -> str:
    """A name as the list is keyed: case-folded, an English genitive ("Einstein's") dropped, periods as spaces."""
    s = s.casefold()
    return " ".join((s[:-2] if s.endswith(("'s", "’s")) else s).replace(".", " ").split())


@cache
def famous_people() -> dict[str, bool]:
    """resources/famous_people.tsv: casefolded full name (or last word, when ``alone``) -> True."""
    path = resource_path("famous_people.tsv")
    out: dict[str, bool] = {}
    with open(path, encoding="utf-8") as f:
        if f.readline().rstrip("\n").split("\t") != ["name", "kind", "alone"]:
            raise ResourceError(f"{path}:1: header is not name, kind, alone")
        for n, line in enumerate(f, 2):
            fields = line.rstrip("\n").split("\t")
            if len(fields) != 3 or not fields[0] or fields[2] not in ("0", "1"):
                raise ResourceError(f"{path}:{n}: expected name, kind and alone (0 or 1), got {fields}")
            name = " ".join(fields[0].replace(".", " ").split()).casefold()
            out[name] = True
            if fields[2] == "1" and " " in name:
                out.setdefault(name.rsplit(" ", 1)[1], True)
    return out


@cache
def _by_word() -> dict[str, tuple[str, ...]]:
    """Word -> the famous full names of several words that contain it."""
    out: dict[str, list[str]] = {}
    for name in famous_people():
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


def famous(text: str, start: int, end: int, key: str, genitive_s: bool = False, alone: bool = True) -> bool:
    """The person at ``text[start:end]`` (``key``: its name as ``name_key`` makes it) is famous: the list
    knows the name, or a famous full name stands around it ("Albert Einstein"). ``genitive_s``: a name's last
    word may end in a genitive -s (Swedish: "Astrid Lindgrens bok"); ``alone``: a surname the list marks so
    counts alone ("Einstein"; not for Swedish, whose renderings of SweLL's names made "Jag heter trivs Swift")."""
    people = famous_people()
    for k in (key, key[:-1]) if genitive_s and key.endswith("s") else (key,):
        if k in people and (alone or " " in k):
            return True
    names = {n for w in key.split() for n in _by_word().get(w.removesuffix("s") if genitive_s and w not in
                                                                   _by_word() else w, ())}
    if not names:
        return False
    wide = _expanded(text, start, end)
    forms = (wide, wide.removesuffix("s")) if genitive_s else (wide,)
    return any(f" {name} " in f" {form} " for form in forms for name in names)
