"""Build first_names.tsv and surnames.tsv from Faker, names-dataset and the curated learner names.

Counts are estimated occurrences per million name bearers: Faker sv_SE carries SCB-based weights for
the 500 most common Swedish names; names-dataset gives ranks per country, turned into an estimate with
Zipf's law (``2000 / rank``). names-dataset needs ~1.8 GiB of memory: it is imported here only.
"""

from __future__ import annotations

import importlib
import re
from collections import defaultdict
from collections.abc import Iterable
from typing import Any

from workbench.resources.curated import LEARNER_NAMES

__all__ = ["build_first_names", "build_surnames"]

#: countries whose names learners of Swedish bring, with how deep into names-dataset's ranks to go
ND_COUNTRIES = {
    **dict.fromkeys("SE SY IQ IR AF TR PL".split(), 600),
    **dict.fromkeys(
        "ES ET EG MA LB PS JO SA YE SD DZ TN LY RU FI DE GB US IT FR PT BR CL CO MX PE".split(), 250
    ),
    **dict.fromkeys(
        "AR BO EC CN IN BD PH ID MY GR HR RS BG HU AL NG GH DK NO IS EE LT KZ AZ GE CZ SI AT CH NL "
        "BE IE JP KR CM BI DJ KW AE".split(),
        100,
    ),
}
FAKER_LOCALES = (
    "fi_FI tr_TR pl_PL ro_RO vi_VN hr_HR sk_SK sl_SI lt_LT lv_LV et_EE cs_CZ hu_HU sq_AL bs_BA "
    "tl_PH id_ID sw yo_NG ig_NG ha_NG tw_GH en_KE en_PK en_IN en_NG az_AZ uz_UZ de_DE es_ES "
    "it_IT fr_FR pt_BR nl_NL da_DK no_NO en_US en_GB"
).split()
_LATIN = re.compile(r"^[A-Za-zÀ-ÖØ-öø-ɏ][A-Za-zÀ-ÖØ-öø-ɏ'\-]*$")


def _faker_provider(locale: str) -> Any:
    try:
        return importlib.import_module(f"faker.providers.person.{locale}").Provider
    except ModuleNotFoundError:
        return None


def _names(obj: Any) -> dict[str, float]:
    if isinstance(obj, dict):
        return {str(k): float(v) for k, v in obj.items()}
    return {str(n): 0.0 for n in obj or ()}


def _gender(shares: dict[str, float]) -> str:
    m, f = shares.get("Male", 0.0), shares.get("Female", 0.0)
    return "m" if m >= 0.8 else "f" if f >= 0.8 else "u"


def _merge(rows: dict[str, dict], name: str, count: float, origin: str, gender: str | None = None) -> None:
    if not _LATIN.match(name) or len(name) < 2:
        return
    r = rows.setdefault(name, {"count": 0.0, "origins": set(), "genders": set()})
    r["count"] = max(r["count"], count)
    r["origins"].add(origin)
    if gender:
        r["genders"].add(gender)


def build_first_names(nd: object) -> list[tuple[str, str, int, str]]:
    """Rows (name, gender, count, origins) for first_names.tsv; ``nd`` is a names_dataset.NameDataset."""
    rows: dict[str, dict] = {}
    sv = _faker_provider("sv_SE")
    for attr, g in (("first_names_male", "m"), ("first_names_female", "f")):
        for name, w in _names(getattr(sv, attr)).items():
            _merge(rows, name, w * 1e6, "SE", g)
    for name, (g, origins) in LEARNER_NAMES.items():
        for o in origins.split(","):
            _merge(rows, name, 300.0, o, g)
    for cc, depth in ND_COUNTRIES.items():
        top = nd.get_top_names(n=depth, country_alpha2=cc).get(cc, {})  # type: ignore[attr-defined]
        for sex in ("M", "F"):
            for rank, name in enumerate(top.get(sex, []), 1):
                _merge(rows, name, 2000 / rank, cc, sex.lower())
    for loc in FAKER_LOCALES:
        p = _faker_provider(loc)
        for attr, g in (("first_names_male", "m"), ("first_names_female", "f")):
            for name in _names(getattr(p, attr, None)):
                _merge(rows, name, 50.0, loc.split("_")[-1].upper() if "_" in loc else "KE", g)
    out = []
    for name, r in rows.items():
        if name in LEARNER_NAMES:
            g = LEARNER_NAMES[name][0]
        elif len(r["genders"]) == 1:
            g = next(iter(r["genders"]))
        else:  # listed as both: the world-wide shares decide, mixed ones stay unknown
            hit = nd.search(name).get("first_name") or {}  # type: ignore[attr-defined]
            g = _gender(hit.get("gender") or {})
        out.append((name, g, max(1, round(r["count"])), ",".join(sorted(r["origins"]))))
    return sorted(out, key=lambda t: (-t[2], t[0]))


def build_surnames(nd: object) -> list[tuple[str, int, str]]:
    """Rows (name, count, origins) for surnames.tsv."""
    rows: dict[str, dict] = {}
    sv = _faker_provider("sv_SE")
    for name, w in _names(sv.last_names).items():
        _merge(rows, name, w * 1e6, "SE")
    for cc, depth in ND_COUNTRIES.items():
        top = nd.get_top_names(n=depth, use_first_names=False, country_alpha2=cc).get(cc, [])  # type: ignore
        for rank, name in enumerate(_flatten(top), 1):
            _merge(rows, name, 2000 / rank, cc)
    for loc in FAKER_LOCALES:
        p = _faker_provider(loc)
        for name in _names(getattr(p, "last_names", None)):
            _merge(rows, name, 50.0, loc.split("_")[-1].upper() if "_" in loc else "KE")
    out = [(n, max(1, round(r["count"])), ",".join(sorted(r["origins"]))) for n, r in rows.items()]
    return sorted(out, key=lambda t: (-t[1], t[0]))


def _flatten(top: Iterable | dict) -> list[str]:
    if isinstance(top, dict):
        merged: dict[str, int] = defaultdict(lambda: 10**9)
        for names in top.values():
            for i, n in enumerate(names):
                merged[n] = min(merged[n], i)
        return sorted(merged, key=merged.__getitem__)
    return list(top)
