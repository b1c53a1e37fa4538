"""Word lists (resources/*.tsv), loaded once, validated row by row, cached.

The lists are built by ``python -m workbench.resources build`` from PyPI packages (see
resources/SOURCES.md) and committed, so run time needs none of the build packages. Every loader raises
:class:`ResourceError` naming the file and line of a bad row.

Surrogate helpers for the pseudonymizers: :func:`top_first_names`, :func:`top_surnames`,
:func:`top_cities`, :func:`swedish_cities`.
"""

from __future__ import annotations

import os
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import TypeVar

_T = TypeVar("_T")
__all__ = [
    "Country",
    "FirstName",
    "Pattern",
    "Place",
    "RESOURCE_DIR",
    "ResourceError",
    "Surname",
    "TSV_COLUMNS",
    "COMMON_BEARERS",
    "common_compounds",
    "common_first_name",
    "common_words",
    "common_words_en",
    "countries",
    "demonyms_en",
    "first_names",
    "listed",
    "load_all",
    "lower_case_words_en",
    "patterns",
    "places",
    "read_tsv",
    "resource_path",
    "surnames",
    "swedish_cities",
    "top_cities",
    "top_first_names",
    "top_surnames",
]

def _resource_dir() -> Path:
    """WORKBENCH_RESOURCES when set; else the data an installed wheel carries (workbench/data, built from
    resources/: pyproject.toml maps it), else resources/ of the checkout (an editable install, the tests)."""
    if os.environ.get("WORKBENCH_RESOURCES"):
        return Path(os.environ["WORKBENCH_RESOURCES"])
    packaged = Path(__file__).resolve().parents[1] / "data"
    return packaged if packaged.is_dir() else Path(__file__).resolve().parents[2] / "resources"


RESOURCE_DIR = _resource_dir()
TSV_COLUMNS = {
    "first_names.tsv": ("name", "gender", "count", "origins"),
    "surnames.tsv": ("name", "count", "origins"),
    "places.tsv": ("name", "kind", "country", "population"),
    "place_aliases.tsv": ("alias", "name", "country"),
    "countries.tsv": ("code", "name_sv", "name_en", "forms", "adjective_sv", "population"),
    "patterns.tsv": ("kind", "text", "label"),
    "common_words_sv.tsv": ("word", "zipf", "proper"),
    "common_compounds_sv.tsv": ("word", "head"),
    "common_words_en.tsv": ("word", "zipf", "lower"),
    "demonyms_en.tsv": ("word", "kind"),
}
DEMONYM_KINDS = ("demonym", "language", "people")
GENDERS = {"m": "male", "f": "female", "u": "unknown"}
PLACE_KINDS = ("city", "region", "country", "area", "geo", "place")
PATTERN_KINDS = ("street_suffix", "institution_suffix", "institution_word", "institution", "transport", "en_org_head",
                 "en_org_form", "en_state_acronym")


class ResourceError(ValueError):
    """A resource file is missing or has a bad row (the message names file and line)."""


@dataclass(frozen=True)
class FirstName:
    name: str
    gender: str  # male | female | unknown
    count: int  # estimated bearers per million (see SOURCES.md)
    origins: tuple[str, ...]  # ISO country codes


@dataclass(frozen=True)
class Surname:
    name: str
    count: int
    origins: tuple[str, ...]


@dataclass(frozen=True)
class Place:
    name: str
    kind: str  # city | region | country | area | geo | place
    country: str  # ISO code; XX = a foreign region of no single country
    population: int

    @property
    def foreign(self) -> bool:
        return self.country != "SE"


@dataclass(frozen=True)
class Country:
    code: str
    name_sv: str
    name_en: str
    forms: tuple[str, ...]
    adjective_sv: str
    population: int


@dataclass(frozen=True)
class Pattern:
    kind: str
    text: str
    label: str


def resource_path(name: str) -> Path:
    """The path of resources/``name``; ResourceError when it does not exist."""
    path = RESOURCE_DIR / name
    if not path.is_file():
        raise ResourceError(f"{path}: resource file missing (run: python -m workbench.resources build)")
    return path


def read_tsv(name: str, path: Path | None = None) -> Iterator[tuple[int, list[str]]]:
    """(line number, fields) of every data row, after checking the header and the field count."""
    path = path or resource_path(name)
    cols = TSV_COLUMNS[name]
    with open(path, encoding="utf-8") as f:
        header = f.readline().rstrip("\n").split("\t")
        if tuple(header) != cols:
            raise ResourceError(f"{path}:1: header {header} is not {list(cols)}")
        for n, line in enumerate(f, 2):
            fields = line.rstrip("\n").split("\t")
            if len(fields) != len(cols) or not fields[0]:
                raise ResourceError(
                    f"{path}:{n}: expected {len(cols)} tab-separated fields {list(cols)}, got {len(fields)}"
                )
            yield n, fields


def _int(value: str, where: str, what: str) -> int:
    try:
        v = int(value)
    except ValueError:
        raise ResourceError(f"{where}: {what} {value!r} is not an integer") from None
    if v < 0:
        raise ResourceError(f"{where}: {what} {v} is negative")
    return v


_CODES: dict[str, tuple[str, ...]] = {}  # a value checked once: the lists repeat a few hundred values 70,000 times


def _codes(value: str, where: str) -> tuple[str, ...]:
    found = _CODES.get(value)
    if found is not None:
        return found
    codes = tuple(c for c in value.split(",") if c)
    for c in codes:
        if len(c) != 2 or not c.isupper():
            raise ResourceError(f"{where}: country code {c!r} is not two capital letters")
    _CODES[value] = codes
    return codes


def _load(name: str, make: Callable[[list[str], str], _T]) -> Iterator[_T]:
    path = resource_path(name)
    for n, fields in read_tsv(name, path):
        yield make(fields, f"{path}:{n}")


def _first(f: list[str], where: str) -> FirstName:
    if f[1] not in GENDERS:
        raise ResourceError(f"{where}: gender {f[1]!r} is not one of m, f, u")
    return FirstName(f[0], GENDERS[f[1]], _int(f[2], where, "count"), _codes(f[3], where))


def _place(f: list[str], where: str) -> Place:
    if f[1] not in PLACE_KINDS:
        raise ResourceError(f"{where}: kind {f[1]!r} is not one of {', '.join(PLACE_KINDS)}")
    return Place(f[0], f[1], _codes(f[2], where)[0], _int(f[3], where, "population"))


def _pattern(f: list[str], where: str) -> Pattern:
    if f[0] not in PATTERN_KINDS:
        raise ResourceError(f"{where}: pattern kind {f[0]!r} is not one of {', '.join(PATTERN_KINDS)}")
    return Pattern(f[0], f[1], f[2])


@cache
def first_names() -> dict[str, FirstName]:
    """Lowercased first name -> record (most frequent spelling wins)."""
    out: dict[str, FirstName] = {}
    for r in _load("first_names.tsv", _first):
        out.setdefault(r.name.lower(), r)
    return out


def listed(word: str) -> bool:
    """``word`` (lower case) is in the first-name, surname or place list."""
    return word in first_names() or word in surnames() or word in places()


#: a first name whose list counts this many bearers is a common one ("per" 18,031, "eva" 21,862, "liv" 1,159); the
#: frequent words the list also holds count fewer ("vi" 50, "man" 57, "till" 50, "min" 67, "gift" 111)
COMMON_BEARERS = 1000


def common_first_name(word: str) -> bool:
    """``word`` (any case) is a first name of at least ``COMMON_BEARERS`` bearers in the list."""
    rec = first_names().get(word.lower())
    return rec is not None and rec.count >= COMMON_BEARERS


@cache
def first_name_gender(word: str) -> str:
    """The gender of the first name ``word`` (lower case) by the list: "male", "female", or "unknown" (also for a word
    the list does not hold); a detector's label is ``firstname_<gender>``."""
    first = first_names().get(word)
    return first.gender if first is not None else "unknown"


@cache
def surnames() -> dict[str, Surname]:
    """Lowercased surname -> record."""
    out: dict[str, Surname] = {}
    for r in _load("surnames.tsv", lambda f, w: Surname(f[0], _int(f[1], w, "count"), _codes(f[2], w))):
        out.setdefault(r.name.lower(), r)
    return out


@cache
def places() -> dict[str, list[Place]]:
    """Lowercased place name -> its records, most populous first."""
    out: dict[str, list[Place]] = {}
    for r in _load("places.tsv", _place):
        out.setdefault(r.name.lower(), []).append(r)
    for n, (alias, name, cc) in read_tsv("place_aliases.tsv"):
        recs = [p for p in out.get(name.lower(), ()) if p.country == cc]
        if not recs:
            raise ResourceError(
                f"{resource_path('place_aliases.tsv')}:{n}: {name!r} ({cc}) is not in places.tsv"
            )
        out.setdefault(alias.lower(), []).extend(r for r in recs if r not in out.get(alias.lower(), ()))
    for recs in out.values():
        recs.sort(key=lambda p: -p.population)
    return out


@cache
def countries() -> dict[str, Country]:
    """ISO code -> country with its Swedish and English names and inflected forms."""
    out = {}
    for _n, f in read_tsv("countries.tsv"):
        where = f"{resource_path('countries.tsv')}:{_n}"
        out[f[0]] = Country(
            _codes(f[0], where)[0], f[1], f[2], tuple(f[3].split(",")), f[4], _int(f[5], where, "population")
        )
    return out


@cache
def patterns() -> tuple[Pattern, ...]:
    """Street and institution patterns and named transport lines (resources/patterns.tsv)."""
    return tuple(_load("patterns.tsv", _pattern))  # type: ignore[arg-type]


@cache
def common_words() -> dict[str, tuple[float, bool]]:
    """Gazetteer words that are also ordinary Swedish words -> (zipf frequency, also a proper noun)."""
    out = {}
    for n, f in read_tsv("common_words_sv.tsv"):
        where = f"{resource_path('common_words_sv.tsv')}:{n}"
        try:
            zipf = float(f[1])
        except ValueError:
            raise ResourceError(f"{where}: zipf {f[1]!r} is not a number") from None
        if f[2] not in ("0", "1"):
            raise ResourceError(f"{where}: proper {f[2]!r} is not 0 or 1")
        out[f[0]] = (zipf, f[2] == "1")
    return out


@cache
def common_compounds() -> frozenset[str]:
    """Ordinary Swedish compounds on a street or institution head (motorvägen, grundskolan)."""
    return frozenset(f[0] for _n, f in read_tsv("common_compounds_sv.tsv"))


@cache
def _common_words_en() -> dict[str, tuple[float, bool]]:
    """common_words_en.tsv: word -> (zipf frequency, written in lower case as a word)."""
    out = {}
    for n, f in read_tsv("common_words_en.tsv"):
        where = f"{resource_path('common_words_en.tsv')}:{n}"
        try:
            zipf = float(f[1])
        except ValueError:
            raise ResourceError(f"{where}: zipf {f[1]!r} is not a number") from None
        if f[2] not in ("0", "1"):
            raise ResourceError(f"{where}: lower {f[2]!r} is not 0 or 1")
        out[f[0]] = (zipf, f[2] == "1")
    return out


@cache
def common_words_en() -> dict[str, float]:
    """Gazetteer words that are also ordinary English words (a dictionary lists them in lower case: law,
    brown, mark, harper; not john, jones) -> zipf frequency."""
    return {w: zipf for w, (zipf, _) in _common_words_en().items()}


@cache
def lower_case_words_en() -> frozenset[str]:
    """The words of ``common_words_en`` that writers use in lower case as words (law, mark, grace); the others
    (james, japan, smith) are names in lower case too."""
    return frozenset(w for w, (_, lower) in _common_words_en().items() if lower)


@cache
def demonyms_en() -> dict[str, str]:
    """Lowercased English nationality adjective, language name or people (german, kurdish, sami) -> kind
    (demonym, language, people)."""
    out = {}
    for n, f in read_tsv("demonyms_en.tsv"):
        if f[1] not in DEMONYM_KINDS:
            raise ResourceError(f"{resource_path('demonyms_en.tsv')}:{n}: kind {f[1]!r} is not one of "
                                f"{', '.join(DEMONYM_KINDS)}")
        out[f[0].lower()] = f[1]
    return out


def load_all() -> None:
    """Load (and validate) every list."""
    first_names(), surnames(), places(), countries(), patterns(), common_words(), common_compounds()
    common_words_en(), lower_case_words_en(), demonyms_en()


def top_first_names(gender: str, n: int = 50) -> list[str]:
    """The ``n`` most frequent Swedish first names of ``gender`` (male/female/unknown or m/f/u)."""
    gender = GENDERS.get(gender, gender)
    if gender not in GENDERS.values():
        raise ValueError(f"gender {gender!r} is not male, female or unknown")
    pool = [r for r in first_names().values() if r.gender == gender]
    ranked = sorted(pool, key=lambda r: ("SE" not in r.origins, -r.count, r.name))
    return [r.name for r in ranked[:n]]


def top_surnames(n: int = 50) -> list[str]:
    """The ``n`` most frequent surnames in Sweden."""
    ranked = sorted(surnames().values(), key=lambda r: ("SE" not in r.origins, -r.count, r.name))
    return [r.name for r in ranked[:n]]


def top_cities(country_code: str, n: int = 5) -> list[str]:
    """The ``n`` most populous cities of a country (ISO code), most populous first."""
    return list(_cities_by_country().get(country_code.upper(), ())[:n])


@cache
def _cities_by_country() -> dict[str, tuple[str, ...]]:
    """Per country code its cities, most populous first: one pass over the places (a pass per country and
    size asked took 0.3-0.9 s, paid by a curator's first "take" of a city of each new country)."""
    seen: dict[str, dict[str, int]] = {}
    for recs in places().values():
        for p in recs:
            if p.kind == "city":
                mine = seen.setdefault(p.country, {})
                mine[p.name] = max(mine.get(p.name, 0), p.population)
    return {cc: tuple(sorted(names, key=lambda k: (-names[k], k))) for cc, names in seen.items()}


def swedish_cities(n: int = 50) -> list[str]:
    """The ``n`` most populous Swedish localities."""
    return top_cities("SE", n)
