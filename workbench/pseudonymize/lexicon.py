"""The surrogate lists written for this project (resources/SOURCES.md): what a surrogate must agree with.

- ``name_regions.tsv`` (country, region, weight): the cultural region of a country's names; countries
  where many immigrants' names are common (Sweden, the US, Germany ...) vote with less weight.
- ``name_origins.tsv`` (name, kind, region, share): the region of each first name and surname of the
  lists, from names-dataset's shares of bearers per country (built by workbench.resources.build_origins);
  a name it lacks is voted by the ``origins`` column of first_names.tsv / surnames.tsv (region_of).
- ``place_kinds.tsv`` (pattern, kind, preposition): the kind of a place name (lake, river, mountain,
  island, street, park ...) and the Swedish preposition it takes ("på Gotland", "i Dalarna"; empty:
  either). A pattern is a lower-case name, or a glob with ``*`` ("*sjön", "lake *").
- ``nicknames.tsv`` (name, nickname, lang): diminutives ("Per" -> "Pelle", "Katarzyna" -> "Kasia").

Every file is validated when loaded; a bad row raises ResourceError naming the file and line, a missing
file MissingListError (workbench.pseudonymize.lists).
"""

from __future__ import annotations

import fnmatch
from collections.abc import Iterator
from functools import cache

from workbench import resources as R

__all__ = ["PLACE_KINDS", "PREPOSITIONS", "nickname_of", "nicknames", "listed", "origins", "place_head", "place_kind",
           "region_of", "regions"]

PREPOSITIONS = ("i", "på")
#: the kinds place_kinds.tsv may name, besides the taxonomy's city, country, region, area, geo, place
PLACE_KINDS = ("lake", "river", "mountain", "island", "forest", "strait", "sea", "street", "square", "park",
               "station", "airport", "building", "venue", "county", "coast", "district")
#: the kind of a name no pattern knows, and its preposition, per label
_DEFAULT = {"city": ("city", "i"), "country": ("country", "i"), "region": ("province", "i"),
            "area": ("district", ""), "geo": ("geo", ""), "place": ("place", "")}
#: which pattern kinds may apply to a label (a city named like a lake is still a city)
_APPLIES = {"city": {"island", "district"}, "country": set(), "region": {"island", "county", "coast", "mountain"},
            "area": {"island", "district", "mountain", "park"}}


def _rows(name: str, columns: tuple[str, ...]) -> Iterator[tuple[str, list[str]]]:
    from workbench.pseudonymize.lists import MissingListError

    try:
        path = R.resource_path(name)
    except R.ResourceError as e:
        raise MissingListError(str(e)) from None
    with open(path, encoding="utf-8") as f:
        header = tuple(f.readline().rstrip("\n").split("\t"))
        if header != columns:
            raise R.ResourceError(f"{path}:1: header {list(header)} is not {list(columns)}")
        for n, line in enumerate(f, 2):
            fields = line.rstrip("\n").split("\t")
            if len(fields) != len(columns) or not fields[0]:
                raise R.ResourceError(f"{path}:{n}: expected {len(columns)} tab-separated fields {list(columns)}")
            yield f"{path}:{n}", fields


@cache
def regions() -> dict[str, tuple[str, float]]:
    """Country code -> (region, weight of its vote)."""
    out = {}
    for where, (code, region, weight) in _rows("name_regions.tsv", ("country", "region", "weight")):
        try:
            w = float(weight)
        except ValueError:
            raise R.ResourceError(f"{where}: weight {weight!r} is not a number") from None
        out[code] = (region, w)
    return out


def region_of(origins: tuple[str, ...] | list[str]) -> str | None:
    """The region the countries ``origins`` vote for (ties: the first in sorted order), or None."""
    votes: dict[str, float] = {}
    table = regions()
    for code in origins:
        if code in table:
            region, weight = table[code]
            votes[region] = votes.get(region, 0.0) + weight
    if not votes:
        return None
    best = max(votes.values())
    return min(r for r, v in votes.items() if v == best)


@cache
def origins() -> dict[tuple[str, str], tuple[str, float]]:
    """(lower-case name, "first" | "surname") -> (region, share of the region's vote)."""
    known = {r for r, _ in regions().values()}
    out = {}
    for where, (name, kind, region, share) in _rows("name_origins.tsv", ("name", "kind", "region", "share")):
        if kind not in ("first", "surname") or region not in known:
            raise R.ResourceError(f"{where}: kind {kind!r} or region {region!r} unknown")
        try:
            out[(name.lower(), kind)] = (region, float(share))
        except ValueError:
            raise R.ResourceError(f"{where}: share {share!r} is not a number") from None
    return out


@cache
def _place_patterns() -> tuple[dict[str, tuple[str, str]], tuple[tuple[str, str, str], ...]]:
    exact: dict[str, tuple[str, str]] = {}
    globs: list[tuple[str, str, str]] = []
    for where, (pattern, kind, prep) in _rows("place_kinds.tsv", ("pattern", "kind", "preposition")):
        if kind not in PLACE_KINDS:
            raise R.ResourceError(f"{where}: kind {kind!r} is none of {', '.join(PLACE_KINDS)}")
        if pattern != pattern.lower():
            raise R.ResourceError(f"{where}: pattern {pattern!r} is not in lower case")
        if "*" in pattern:
            globs.append((pattern, kind, prep))
        else:
            exact[pattern] = (kind, prep)
    globs.sort(key=lambda g: -len(g[0]))  # the longest (most specific) pattern first
    return exact, tuple(globs)


@cache
def place_kind(name: str, label: str) -> tuple[str, str]:
    """(kind, Swedish preposition) of the place ``name`` labelled ``label``; the preposition is "" when
    either reads right. A geo or place name no pattern knows is of the label's own kind."""
    default = _DEFAULT.get(label, (label, ""))
    allowed = _APPLIES.get(label)
    exact, globs = _place_patterns()
    key = " ".join(name.lower().split())
    hit = exact.get(key)
    if hit is None and label not in ("city", "country"):  # cities and countries: listed names only
        hit = next(((k, p) for g, k, p in globs if fnmatch.fnmatchcase(key, g)), None)
    if hit is None or (allowed is not None and hit[0] not in allowed):
        return default
    kind, prep = hit
    return kind, prep if prep in PREPOSITIONS or prep == "" else ""


@cache
def listed(kind: str) -> tuple[str, ...]:
    """The names place_kinds.tsv lists as of ``kind`` (capitalised: "Södermalm"), in file order: a pool
    for kinds the gazetteer has too few of (Swedish city districts)."""
    return tuple(" ".join(w[:1].upper() + w[1:] for w in name.split()) for name, (k, _) in _place_patterns()[0].items()
                 if k == kind)


def place_head(name: str, label: str) -> tuple[str, str] | None:
    """(prefix, suffix) of ``name`` that a pattern names, as written: ("", "sjön") for "Helgasjön",
    ("Lake ", "") for "Lake Tahoe"; None when no glob pattern of an allowed kind matches."""
    allowed = _APPLIES.get(label)
    key = " ".join(name.lower().split())
    if key in _place_patterns()[0] or label in ("city", "country"):
        return None
    for g, kind, _ in _place_patterns()[1]:
        if (allowed is None or kind in allowed) and fnmatch.fnmatchcase(key, g):
            fixed = g.replace("*", "")
            if g.startswith("*") and len(key) > len(fixed):
                return "", name[len(name) - len(fixed):]
            if g.endswith("*") and len(key) > len(fixed):
                return name[: len(fixed)], ""
    return None


@cache
def nicknames() -> dict[str, tuple[str, ...]]:
    """Lower-case name -> its nicknames, in file order; and lower-case nickname -> its full names."""
    out: dict[str, list[str]] = {}
    for _where, (name, nick, _lang) in _rows("nicknames.tsv", ("name", "nickname", "lang")):
        out.setdefault(name.lower(), []).append(nick)
    return {k: tuple(v) for k, v in out.items()}


@cache
def _full_names() -> dict[str, frozenset[str]]:
    out: dict[str, set[str]] = {}
    for name, nicks in nicknames().items():
        for nick in nicks:
            out.setdefault(nick.lower(), set()).add(name)
    return {k: frozenset(v) for k, v in out.items()}


def nickname_of(nickname: str, name: str) -> bool:
    """Is ``nickname`` a diminutive of ``name``: listed, or its beginning ("Chi" of "Chinedu")?"""
    nick, full = nickname.lower().strip(), name.lower().strip()
    if not nick or not full or nick == full:
        return False
    return full in _full_names().get(nick, ()) or (len(nick) >= 2 and full.startswith(nick))
