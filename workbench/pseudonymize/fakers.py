"""Faker generators seeded from the render context's rng (never from the clock or a global seed)."""

from __future__ import annotations

import threading
from collections.abc import Iterator
from contextlib import contextmanager
from functools import lru_cache

from faker import Faker

from workbench.pseudonymize.operators import RenderContext

__all__ = ["COUNTRY_LOCALES", "NoDraw", "faker_for", "locale_for", "no_draws"]

#: Faker locales for the countries a street or company may be coordinated with
COUNTRY_LOCALES = {
    "SE": "sv_SE", "US": "en_US", "GB": "en_GB", "DK": "da_DK", "NO": "no_NO", "FI": "fi_FI", "DE": "de_DE",
    "FR": "fr_FR", "ES": "es_ES", "IT": "it_IT", "PL": "pl_PL", "NL": "nl_NL", "CA": "en_CA", "IE": "en_IE",
    "AU": "en_AU", "NZ": "en_NZ",
}


@lru_cache(maxsize=32)
def _faker(locale: str) -> Faker:
    return Faker(locale)


def locale_for(lang: str, country_code: str | None = None) -> str:
    """The Faker locale of a country when known, else of the essay language (sv_SE / en_US)."""
    if country_code and country_code.upper() in COUNTRY_LOCALES:
        return COUNTRY_LOCALES[country_code.upper()]
    return "en_US" if lang == "en" else "sv_SE"


_no_draws = threading.local()


class NoDraw(RuntimeError):
    """A render inside ``no_draws`` reached a Faker."""


@contextmanager
def no_draws() -> Iterator[None]:
    """In this thread, a render that would draw from a Faker raises NoDraw instead (a Faker is shared and
    re-seeded at every draw: warm renders beside the screen and must not move one)."""
    _no_draws.on = True
    try:
        yield
    finally:
        _no_draws.on = False


def faker_for(ctx: RenderContext, locale: str | None = None) -> Faker:
    """A Faker for ``locale`` (default: the essay language's), re-seeded from ``ctx.rng`` on every call."""
    if getattr(_no_draws, "on", False):
        raise NoDraw("a Faker drawn from inside no_draws")
    fake = _faker(locale or locale_for(ctx.lang))
    fake.seed_instance(ctx.rng.getrandbits(64))
    return fake
