"""Surrogate pools, drawn from workbench.resources (the project's word lists).

Swedish names and all places come from the project's lists; English first names and surnames from
Faker's weighted en_US lists (a run-time dependency already). Without a list, names fall back to Faker
and places to nothing, so the place operators use SweLL's fake forms (A-stad ...). Every function
returns a tuple in a stable order, so a seeded choice is reproducible.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable
from functools import lru_cache
from typing import Any

__all__ = ["NEUTRAL_NAMES", "city_country", "first_names", "first_names_like", "places_of", "surnames",
           "top_cities", "country_code", "country_names", "pattern_texts"]

#: the guidelines' examples of gender-neutral names, used when the lists give none
NEUTRAL_NAMES = ("Kim", "Alex", "Robin", "Charlie", "Sam", "Love", "Billie", "Eli")
_FAKER_LOCALE = {"sv": "sv_SE", "en": "en_US"}


def _resource(name: str) -> Callable[..., Any] | None:
    try:
        mod = importlib.import_module("workbench.resources")
    except ImportError:
        return None
    fn = getattr(mod, name, None)
    return fn if callable(fn) else None


def _faker_names(attr: str, lang: str, n: int) -> tuple[str, ...]:
    mod = importlib.import_module(f"faker.providers.person.{_FAKER_LOCALE.get(lang, 'sv_SE')}")
    pool = getattr(mod.Provider, attr)
    if isinstance(pool, dict):
        ranked = sorted(pool.items(), key=lambda kv: (-float(kv[1]), kv[0]))
        return tuple(k for k, _ in ranked[:n])
    return tuple(sorted(pool)[:n])


@lru_cache(maxsize=64)
def first_names(gender: str, n: int = 50, lang: str = "sv") -> tuple[str, ...]:
    """The ``n`` most frequent first names of ``gender`` (male, female, unknown): Swedish ones from the
    project's lists, English ones (``lang="en"``) from Faker's en_US frequencies."""
    if lang == "en" and gender in ("male", "female"):
        return _faker_names(f"first_names_{gender}", lang, n)
    fn = _resource("top_first_names")
    if fn is not None:
        try:
            names = tuple(fn(gender, n=n))
        except (OSError, ValueError, KeyError):
            names = ()
        if names:
            return names
    if gender == "unknown":
        return NEUTRAL_NAMES
    return _faker_names(f"first_names_{gender}", lang, n)


@lru_cache(maxsize=4096)
def first_names_like(original: str, gender: str, n: int = 50) -> tuple[str, ...]:
    """First names of ``gender`` that share an origin (country code) with ``original``, most frequent
    first (CRAPII's gender- and origin-matched surrogates); () when the lists do not know the name."""
    fn = _resource("first_names")
    if fn is None:
        return ()
    try:
        table = fn()
    except (OSError, ValueError):
        return ()
    rec = table.get(original.lower())
    origins = set(_field(rec, "origins") or ()) if rec is not None else set()
    if not origins:
        return ()
    same = [r for r in table.values()
            if _field(r, "gender") == gender and origins & set(_field(r, "origins") or ())]
    same.sort(key=lambda r: (-(_field(r, "count") or 0), str(_field(r, "name"))))
    names = tuple(str(_field(r, "name")) for r in same[:n])
    return names if len(names) >= 10 else ()


@lru_cache(maxsize=16)
def surnames(n: int = 50, lang: str = "sv") -> tuple[str, ...]:
    """The ``n`` most frequent surnames (Swedish lists; Faker's en_US frequencies for ``lang="en"``)."""
    if lang == "en":
        return _faker_names("last_names", lang, n)
    fn = _resource("top_surnames")
    if fn is not None:
        try:
            names = tuple(fn(n=n))
        except (OSError, ValueError, KeyError):
            names = ()
        if names:
            return names
    return _faker_names("last_names", lang, n)


@lru_cache(maxsize=512)
def top_cities(country_code: str, n: int = 5) -> tuple[str, ...]:
    """The ``n`` most populous cities of a country (ISO code; "SE" for Sweden), or () without a list."""
    fn = _resource("swedish_cities") if country_code.upper() == "SE" else None
    args: tuple[Any, ...] = (n,)
    if fn is None:
        fn, args = _resource("top_cities"), (country_code.upper(), n)
    if fn is None:
        return ()
    try:
        return tuple(fn(*args))[:n]
    except (OSError, ValueError, KeyError):
        return ()


@lru_cache(maxsize=4096)
def city_country(name: str) -> str | None:
    """The country code of the most populous place called ``name`` (any kind), or None."""
    fn = _resource("places")
    if fn is None:
        return None
    try:
        records = fn().get(name.lower(), [])
    except (OSError, ValueError):
        return None
    best = None
    for rec in records:
        pop = _field(rec, "population") or 0
        if best is None or pop > (_field(best, "population") or 0):
            best = rec
    code = _field(best, "country") or _field(best, "country_code") if best is not None else None
    return str(code).upper() if code else None


def _field(rec: Any, name: str) -> Any:
    if isinstance(rec, dict):
        return rec.get(name)
    return getattr(rec, name, None)


@lru_cache(maxsize=256)
def places_of(kind: str, country_code: str, n: int = 20) -> tuple[str, ...]:
    """The ``n`` most populous places of ``kind`` (region, area, geo ...) in a country, or ()."""
    fn = _resource("places")
    if fn is None:
        return ()
    try:
        table = fn()
    except (OSError, ValueError):
        return ()
    best: dict[str, int] = {}
    for records in table.values():
        for r in records:
            if _field(r, "kind") == kind and _field(r, "country") == country_code.upper():
                name = str(_field(r, "name"))
                best[name] = max(best.get(name, 0), int(_field(r, "population") or 0))
    return tuple(sorted(best, key=lambda k: (-best[k], k))[:n])


@lru_cache(maxsize=4)
def country_names(lang: str = "sv", n: int = 60) -> tuple[str, ...]:
    """Names of the ``n`` most populous countries but Sweden, in ``lang`` (Swedish or English)."""
    fn = _resource("countries")
    if fn is not None:
        try:
            table = fn()
        except (OSError, ValueError):
            table = {}
        ranked = sorted(table.values(),
                        key=lambda c: (-(_field(c, "population") or 0), str(_field(c, "code"))))
        attr = "name_en" if lang == "en" else "name_sv"
        names = tuple(str(_field(c, attr)) for c in ranked if _field(c, "code") != "SE")[:n]
        if names:
            return names
    mod = importlib.import_module(f"faker.providers.address.{_FAKER_LOCALE.get(lang, 'sv_SE')}")
    return tuple(c for c in mod.Provider.countries if c not in ("Sverige", "Sweden"))


@lru_cache(maxsize=32)
def pattern_texts(kind: str, label: str | None = None) -> tuple[str, ...]:
    """Texts of the resource patterns of ``kind`` (e.g. named institutions, transport lines), or ()."""
    fn = _resource("patterns")
    if fn is None:
        return ()
    try:
        rows = fn()
    except (OSError, ValueError):
        return ()
    return tuple(sorted({str(_field(r, "text")) for r in rows
                         if _field(r, "kind") == kind and (label is None or _field(r, "label") == label)}))


@lru_cache(maxsize=1)
def _country_forms() -> dict[str, str]:
    fn = _resource("countries")
    if fn is None:
        return {}
    try:
        table = fn()
    except (OSError, ValueError):
        return {}
    out: dict[str, str] = {}
    for c in table.values():
        code = str(_field(c, "code"))
        for form in (_field(c, "name_sv"), _field(c, "name_en"), *(_field(c, "forms") or ())):
            if form:
                out.setdefault(str(form).casefold(), code)
    return out


def country_code(name: str) -> str | None:
    """The ISO code of a country name or inflected form ("Danmark", "Danmarks", "Denmark"), or None."""
    return _country_forms().get(name.strip().casefold())
