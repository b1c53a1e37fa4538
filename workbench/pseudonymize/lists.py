"""Surrogate pools, drawn from workbench.resources (the project's word lists).

Swedish names and all places come from the project's lists; English first names and surnames from
Faker's weighted en_US lists (a run-time dependency already), gender-neutral English names from the
lists' names that are neither male nor female and English in origin. A list that is missing or broken
raises MissingListError (one named error: the renderer does not guess around a broken install); every
function returns a tuple in a stable order, so a seeded choice is reproducible.

Origin (``--keep-origin``, and always in hips mode): a name's cultural region is the one its countries
vote for (workbench.pseudonymize.lexicon.region_of); ``first_names_like`` / ``surnames_like`` give the
most frequent names of that region.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable
from functools import lru_cache
from typing import Any, TypeVar

from workbench import resources as R
from workbench.pseudonymize.lexicon import origins, region_of, regions

__all__ = ["NEUTRAL_NAMES", "MissingListError", "city_countries", "city_country", "country_code", "country_forms",
           "country_name", "country_names", "first_names", "first_names_like", "name_region", "pattern_texts",
           "places_of", "surnames", "surnames_like", "top_cities"]

_T = TypeVar("_T")
#: the guidelines' examples of gender-neutral names, used when the lists give none
NEUTRAL_NAMES = ("Kim", "Alex", "Robin", "Charlie", "Sam", "Love", "Billie", "Eli")
_FAKER_LOCALE = {"sv": "sv_SE", "en": "en_US"}
#: at least this many names of a region, or the region is too thin to draw from
_MIN_POOL = 10
#: below this share of the vote, names-dataset's region of a name is a diaspora's, not its origin
_SURE = 0.35


class MissingListError(R.ResourceError):
    """A word list the surrogates are drawn from is missing or broken: run ``python -m workbench.resources
    build`` (or reinstall the package). Raised for every list, instead of falling back in silence."""


def _load(fn: Callable[..., _T], *args: Any) -> _T:
    """``fn(*args)`` from workbench.resources, its ResourceError made a MissingListError."""
    try:
        return fn(*args)
    except R.ResourceError as e:
        if isinstance(e, MissingListError):
            raise
        raise MissingListError(f"{e}; surrogates cannot be drawn without it") from None


def _faker_names(attr: str, lang: str, n: int) -> tuple[str, ...]:
    mod = importlib.import_module(f"faker.providers.person.{_FAKER_LOCALE.get(lang, 'sv_SE')}")
    pool = getattr(mod.Provider, attr)
    if isinstance(pool, dict):
        ranked = sorted(pool.items(), key=lambda kv: (-float(kv[1]), kv[0]))
        return tuple(k for k, _ in ranked[:n])
    return tuple(sorted(pool)[:n])


@lru_cache(maxsize=64)
def first_names(gender: str, n: int = 50, lang: str = "sv") -> tuple[str, ...]:
    """The ``n`` most frequent first names of ``gender`` (male, female, unknown) for text in ``lang``:
    Swedish ones from the project's lists; English ones from Faker's en_US frequencies, and English
    gender-neutral ones (Jamie, Casey ...) from the lists' neutral names of English origin."""
    if lang == "en":
        if gender in ("male", "female"):
            return _faker_names(f"first_names_{gender}", lang, n)
        neutral = _region_names("first", "anglo", "unknown", n)
        return neutral or NEUTRAL_NAMES
    names = tuple(_load(R.top_first_names, gender, n))
    return names or (NEUTRAL_NAMES if gender == "unknown" else _faker_names(f"first_names_{gender}", lang, n))


@lru_cache(maxsize=65536)
def name_region(name: str, kind: str = "first") -> str | None:
    """The cultural region of a first name (``kind="first"``) or surname, or None when the lists do not
    know it."""
    return _origin(name.strip().lower(), kind)[0]


#: names-dataset this sure of a region overrules a name's place on two Nordic top lists (Ahmed, Omar)
_VERY_SURE = 0.75


def _origin(key: str, kind: str) -> tuple[str | None, float]:
    """(region, share) of a lower-case name, from the surest source first:

    1. the top-name lists (the ``origins`` column): a name on the lists of countries of one region only,
       leaving out the countries whose names many immigrants share (name_regions.tsv weight < 1: Sweden,
       Germany, France ...) unless it has no others, is that region's ("Yonas": ER, ET; "Abdirahman": SO
       and SE; "Lucía": ES; "Göran": SE);
    2. a name on the top lists of two or more Nordic countries is Nordic ("Erik", "Johan", "Ingrid",
       "Karin"), unless names-dataset is very sure of another region (_VERY_SURE: "Mohammed", "Sebastian");
    3. names-dataset's region when it has at least _SURE of the vote (not Nordic for a name no Nordic list
       but Sweden's has: Sweden's many Somali "Abdirahman"s are a diaspora);
    4. the lists' vote (region_of), share 0.5: a vote of top-name lists is less sure.
    """
    table = _load(R.first_names) if kind == "first" else _load(R.surnames)
    rec = table.get(key)
    codes = tuple(rec.origins) if rec is not None else ()
    weights = regions()
    known = [c for c in codes if c in weights]
    own = {weights[c][0] for c in known if weights[c][1] >= 1} or {weights[c][0] for c in known}
    if len(own) == 1:
        return own.pop(), 1.0
    found = origins().get((key, kind))
    nordic = sum(1 for c in known if weights[c][0] == "nordic") >= 2
    if nordic and (found is None or found[0] == "nordic" or found[1] < _VERY_SURE):
        return "nordic", max(0.9, found[1] if found and found[0] == "nordic" else 0.0)
    if found is not None and found[1] >= _SURE and (found[0] != "nordic" or nordic):
        return found
    return (region_of(codes), 0.5) if rec is not None else (None, 0.0)


@lru_cache(maxsize=2)
def _by_region(kind: str) -> dict[str | None, list[tuple[bool, int, str, str | None]]]:
    """Every name of the lists by its region, in the order _region_names gives them, with its gender: one
    pass over the table for all regions (a pass costs some 60 ms; workbench.pseudonymize.warm makes it early)."""
    table = _load(R.first_names) if kind == "first" else _load(R.surnames)
    out: dict[str | None, list[tuple[bool, int, str, str | None]]] = {}
    for key, r in table.items():
        where, share = _origin(key, kind)
        out.setdefault(where, []).append((share < 0.5, -r.count, r.name, getattr(r, "gender", None)))
    for names in out.values():
        names.sort(key=lambda x: x[:3])
    return out


@lru_cache(maxsize=256)
def _region_names(kind: str, region: str, gender: str | None, n: int) -> tuple[str, ...]:
    """The most frequent names of ``region`` (and ``gender``) that clearly belong to it (at least half of
    the vote), then the others of the region."""
    same = [name for _, _, name, g in _by_region(kind).get(region, ()) if gender is None or g == gender]
    return tuple(same[:n])


def first_names_like(original: str, gender: str, n: int = 50, region: str | None = None) -> tuple[str, ...]:
    """First names of ``gender`` from the original's cultural region (``region`` when the lists do not
    know the name: the region of the person's other name), most frequent first (CRAPII's gender- and
    origin-matched surrogates); () when neither is known or the region has fewer than 10 such names."""
    region = name_region(original, "first") or region
    names = _region_names("first", region, gender, n) if region else ()
    return names if len(names) >= _MIN_POOL else ()


def surnames_like(original: str, n: int = 50, region: str | None = None) -> tuple[str, ...]:
    """Frequent surnames of the original's cultural region (``region`` when the lists do not know it);
    () when neither is known."""
    region = name_region(original, "surname") or region
    names = _region_names("surname", region, None, n) if region else ()
    return names if len(names) >= _MIN_POOL else ()


@lru_cache(maxsize=16)
def surnames(n: int = 50, lang: str = "sv") -> tuple[str, ...]:
    """The ``n`` most frequent surnames (Swedish lists; Faker's en_US frequencies for ``lang="en"``)."""
    if lang == "en":
        return _faker_names("last_names", lang, n)
    return tuple(_load(R.top_surnames, n)) or _faker_names("last_names", lang, n)


@lru_cache(maxsize=512)
def top_cities(country_code: str, n: int = 5) -> tuple[str, ...]:
    """The ``n`` most populous cities of a country (ISO code; "SE" for Sweden), or () when the list has
    none of that country."""
    return tuple(_load(R.top_cities, country_code.upper(), n))[:n]


@lru_cache(maxsize=4096)
def city_country(name: str, kind: str | None = None) -> str | None:
    """The country code of the most populous place called ``name`` of ``kind`` when the lists have one
    ("Georgia" as a region: US), else of any kind, or None; of records as populous, one of a country before
    one of the curated foreign regions of no single country (XX: "Texas" is a US region first)."""
    records = _load(R.places).get(name.lower(), [])
    records = [r for r in records if r.kind == kind] or records
    best = max(records, key=lambda r: (r.population, r.country != "XX"), default=None)
    return best.country.upper() if best is not None and best.country else None


@lru_cache(maxsize=4096)
def city_countries(name: str) -> tuple[str, ...]:
    """The country codes of the cities called ``name``, the most populous first ("Valencia": VE, ES)."""
    records = sorted((r for r in _load(R.places).get(name.lower(), []) if r.kind == "city" and r.country),
                     key=lambda r: -r.population)
    return tuple(dict.fromkeys(r.country.upper() for r in records))


@lru_cache(maxsize=256)
def places_of(kind: str, country_code: str, n: int = 20) -> tuple[str, ...]:
    """The ``n`` most populous places of ``kind`` (region, area, geo ...) in a country, or ()."""
    best: dict[str, int] = {}
    for records in _load(R.places).values():
        for r in records:
            if r.kind == kind and r.country == country_code.upper():
                best[r.name] = max(best.get(r.name, 0), r.population)
    return tuple(sorted(best, key=lambda k: (-best[k], k))[:n])


@lru_cache(maxsize=4)
def country_names(lang: str = "sv", n: int = 60) -> tuple[str, ...]:
    """Names of the ``n`` most populous countries but Sweden, in ``lang`` (Swedish or English)."""
    ranked = sorted(_load(R.countries).values(), key=lambda c: (-c.population, c.code))
    return tuple(c.name_en if lang == "en" else c.name_sv for c in ranked if c.code != "SE")[:n]


@lru_cache(maxsize=32)
def pattern_texts(kind: str, label: str | None = None) -> tuple[str, ...]:
    """Texts of the resource patterns of ``kind`` (e.g. named institutions, transport lines), or ()."""
    return tuple(sorted({r.text for r in _load(R.patterns)
                         if r.kind == kind and (label is None or r.label == label)}))


@lru_cache(maxsize=1)
def _forms_of() -> dict[str, tuple[str, ...]]:
    """Country code -> its names and forms as the list writes them (Swedish name, English name, the other forms)."""
    return {code: tuple(dict.fromkeys(f for f in (c.name_sv, c.name_en, *c.forms) if f))
            for code, c in _load(R.countries).items()}


@lru_cache(maxsize=1)
def _country_forms() -> dict[str, str]:
    """Every form of ``_forms_of``, case-folded -> its country code (the first country that has it)."""
    out: dict[str, str] = {}
    for code, forms in _forms_of().items():
        for form in forms:
            out.setdefault(form.casefold(), code)
    return out


def country_name(code: str, lang: str) -> str | None:
    """The name of the country ``code`` in ``lang`` (Swedish or English), or None."""
    c = _load(R.countries).get(code)
    return None if c is None else (c.name_en if lang == "en" else c.name_sv) or None


def country_forms(code: str) -> tuple[str, ...]:
    """Every name and form of the country ``code`` the list knows ('USA', 'America', 'Amerika' ...)."""
    return _forms_of().get(code, ())


def country_code(name: str) -> str | None:
    """The ISO code of a country name or inflected form ("Danmark", "Danmarks", "Denmark"), or None."""
    return _country_forms().get(name.strip().casefold())
