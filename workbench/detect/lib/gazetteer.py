"""Shared gazetteer look-up for the name, place, institution and transport detectors.

One pass over an essay's tokens (cached on the Doc, so every detector reuses it: parse once and share)
finds every token or n-gram that a word list knows, with its Swedish inflection stripped (genitive -s,
``'s``, ``:s``), whether it is capitalised and sentence-initial, how common it is as an ordinary word,
and, for unknown capitalised words, the nearest place name within a small edit distance (rapidfuzz).
Dict look-ups on lowercased tokens and n-grams only: no regular expression per list entry.
"""

from __future__ import annotations

from dataclasses import MISSING, dataclass, field, fields
from functools import cache, lru_cache
from typing import Any

from rapidfuzz import process
from rapidfuzz.distance import Levenshtein
from wordfreq import top_n_list

from workbench import resources as R
from workbench.detect.lib.context import (
    NAME_TRIGGERS,
    PLACE_TRIGGERS,
    after_trigger,
    coordinated_trigger,
    gender_hint,
    place_context,
)
from workbench.detect.pack import pack
from workbench.resources.wordlists import word_list
from workbench.text import Doc, WordSieve

__all__ = [
    "BIG_CITY",
    "CALENDAR",
    "RARE_ZIPF",
    "Hit",
    "analyse",
    "big_place",
    "hit_at",
    "hit_features",
    "common_zipf",
    "is_vocabulary",
    "multiword_keys",
    "place_rather_than_name",
    "place_trigger",
    "second_name_after_trigger",
    "prominent_place",
    "region_after_town",
    "strip_genitive",
    "town_countries_before",
    "zipf_limit",
]

_CACHE_KEY = "_workbench_gazetteer_hits"
#: below this zipf a word is rare enough that a capital letter keeps its weight
RARE_ZIPF = 3.0
MAX_NGRAM = 4


@dataclass(frozen=True)
class Hit:
    """A token (or n-gram ``i..j``) that a list knows."""

    i: int
    j: int
    start: int
    end: int
    base: str  # the lowercased key that matched
    morph: frozenset[str] = frozenset()
    first: R.FirstName | None = None
    surname: R.Surname | None = None
    places: tuple[R.Place, ...] = ()
    zipf: float = 0.0  # frequency as an ordinary word of the essay's language, 0 when it is none
    cap: bool = False
    initial: bool = False
    fuzzy: str = ""  # the list entry a misspelling was matched to
    edits: int = 0
    extra: dict = field(default_factory=dict, compare=False, hash=False)


def strip_genitive(word: str, lang: str = "sv") -> list[tuple[str, frozenset[str]]]:
    """Candidate base forms of a lowercased word: itself, then without a genitive ending (a bare -s only on a
    word rarer than the pack's ``genitive_s_below_zipf``: in English 'This' is no genitive of 'Thi')."""
    out: list[tuple[str, frozenset[str]]] = [(word, frozenset())]
    if word.endswith(("'s", "’s", ":s")):
        out.append((word[:-2], frozenset({"gen"})))
    elif word.endswith("s") and len(word) > 3 and not word.endswith("ss"):
        limit = pack(lang).genitive_s_below_zipf
        if limit is None or common_zipf(word, lang) < limit:
            out.append((word[:-1], frozenset({"gen"})))
    return out


@lru_cache(maxsize=4)
def _vocabulary(lang: str) -> frozenset[str]:
    return frozenset(top_n_list(lang, 100_000))


def is_vocabulary(word: str, lang: str) -> bool:
    """True when ``word`` (lowercased) is among the 100,000 most frequent words of ``lang``."""
    return word in _vocabulary(lang)


@lru_cache(maxsize=65536)
def common_zipf(word: str, lang: str) -> float:
    """How common ``word`` is as an ordinary word of ``lang`` (its pack's ``zipf``)."""
    return pack(lang).zipf(word)


@lru_cache(maxsize=1)
def multiword_keys() -> dict[str, str]:
    """Lowercased multi-word names (Nya Zeeland, Stockholms län, gröna linjen) -> their source."""
    out = {k: "place" for k in R.places() if " " in k}
    out.update(
        {
            p.text.lower(): p.kind
            for p in R.patterns()
            if " " in p.text and p.kind in ("institution", "transport")
        }
    )
    return out


@lru_cache(maxsize=1)
def _fuzzy_index() -> dict[tuple[str, int], list[str]]:
    """(first letter, length) -> place names worth matching misspellings against (big enough to matter)."""
    index: dict[tuple[str, int], list[str]] = {}
    for key, recs in R.places().items():
        p = recs[0]
        big = (
            p.kind in ("country", "region")
            or (p.country == "SE" and p.population >= 5000)
            or p.population >= 500_000
        )
        if big and len(key) >= 5 and key.isalpha():
            index.setdefault((key[0], len(key)), []).append(key)
    return index


@lru_cache(maxsize=65536)
def _fuzzy(word: str) -> tuple[str, int] | None:
    max_edits = 1 if len(word) < 8 else 2
    index = _fuzzy_index()
    cands = [
        c
        for n in range(len(word) - max_edits, len(word) + max_edits + 1)
        for c in index.get((word[0], n), ())
    ]
    best = process.extractOne(word, cands, scorer=Levenshtein.distance, score_cutoff=max_edits)
    return (best[0], int(best[1])) if best else None


#: the listed words that end the name of a part of the world after one of these words ('America' became a country
#: of the lists in 1e51d9b: 'South America' -> 'South Tanzania', review 43 C8; 'South Amanda' before)
_CONTINENT_TAILS = {"america": frozenset({"south", "north", "latin", "central"})}


def continent_at(doc: Doc, i: int) -> bool:
    """Token ``i`` begins the name of a part of the world of two words ('South America', 'Latin America')."""
    nxt = doc.lowers[i + 1] if i + 1 < len(doc.tokens) else ""
    return doc.lowers[i] in _CONTINENT_TAILS.get(nxt, ())


def analyse(doc: Doc) -> list[Hit]:
    """Every list hit of the essay, left to right (cached on ``doc``)."""
    cached = doc.__dict__.get(_CACHE_KEY)
    if cached is not None:
        return cached
    hits: list[Hit] = []
    toks, lowers, lang, heads = doc.tokens, doc.lowers, doc.lang, _multiword_heads()
    # only a listed word, the first word of a multi-word name or a capitalised word can be a hit
    listed = _listed(lang)(doc.vocabulary)
    after = 0  # the tokens before ``after`` are part of the last hit
    for i in sorted({*doc.positions(listed), *doc.capitalized}):
        tok = toks[i]
        if i < after or not tok.text[:1].isalnum():
            continue
        low = lowers[i]
        if low in _CONTINENT_TAILS and i > 0 and lowers[i - 1] in _CONTINENT_TAILS[low]:
            continue  # 'South America', 'Latin America': a part of the world, no country or first name (continent_at)
        hit = _multiword(doc, i) if low in heads else None
        if hit is None:  # the token on its own (the body of _single, inlined: a hot loop)
            fields = _entry(low, lang, tok.text[:1].isupper())
            if fields is None:
                continue
            hit = _hit(fields, i, tok.start, tok.end, doc.is_sentence_initial(i))
        hits.append(hit)
        after = hit.j + 1
    doc.__dict__[_CACHE_KEY] = hits
    return hits


@cache
def _listed(lang: str) -> WordSieve:
    """The lowercased words that are listed (in lower case too) or open a multi-word name, in ``lang``."""
    heads = _multiword_heads()
    return WordSieve(lambda w: w in heads or _entry(w, lang, False) is not None)


_new = object.__new__


def _hit(entry: dict[str, Any], i: int, start: int, end: int, initial: bool) -> Hit:
    """The Hit of token ``i`` with the fields of ``entry``: the instance the constructor would make, filled
    in one step instead of one ``object.__setattr__`` per field (hundreds of hits per essay)."""
    hit = _new(Hit)
    values = hit.__dict__
    values.update(entry)
    values.update(i=i, j=i, start=start, end=end, initial=initial, extra={})
    return hit


def hit_features(hit: Hit) -> dict[str, Any]:
    """What a list hit tells as evidence: the lists that know it, capitalised, where a capital proves
    nothing (sentence-initial), how common it is as an ordinary word, a misspelling's edit distance."""
    lists = "+".join(name for name, known in (("first", hit.first), ("surname", hit.surname),
                                               ("place", hit.places)) if known)
    return {"list": lists or None, "cap": hit.cap, "initial": hit.initial, "zipf": round(hit.zipf, 2) or None,
            "fuzzy": hit.edits or None}


def hit_at(doc: Doc, i: int) -> Hit | None:
    """The hit that starts at token ``i``, or None (an index over ``analyse(doc)``, cached on ``doc``)."""
    by_start = doc.__dict__.get(_CACHE_KEY + "_by_start")
    if by_start is None:
        by_start = doc.__dict__[_CACHE_KEY + "_by_start"] = {h.i: h for h in analyse(doc)}
    return by_start.get(i)  # type: ignore[no-any-return]


@lru_cache(maxsize=1)
def _multiword_heads() -> frozenset[str]:
    return frozenset(k.split(" ", 1)[0] for k in multiword_keys())


@lru_cache(maxsize=1)
def _multiword_openings() -> frozenset[str]:
    """The first two words of every multi-word name ('nya zeeland', 'stockholms län')."""
    return frozenset(" ".join(k.split(" ")[:2]) for k in multiword_keys())


def _multiword(doc: Doc, i: int) -> Hit | None:
    """The longest multi-word name from the lists that starts at token ``i`` (Nya Zeeland), or None."""
    toks, lowers, multi = doc.tokens, doc.lowers, multiword_keys()
    if " ".join(lowers[i : i + 2]) not in _multiword_openings():
        return None
    for size in range(min(MAX_NGRAM, len(toks) - i), 1, -1):
        key = " ".join(lowers[i : i + size])
        if key in multi and all(t.text[:1].isalnum() for t in toks[i : i + size]):
            return Hit(
                i,
                i + size - 1,
                toks[i].start,
                toks[i + size - 1].end,
                key,
                places=tuple(R.places().get(key, ())),
                cap=toks[i].is_capitalized,
                initial=doc.is_sentence_initial(i),
                extra={"multi": multi[key]},
            )
    return None


#: the defaults of every Hit field that has one (not ``extra``: a new dict per hit)
_DEFAULTS = {f.name: f.default for f in fields(Hit) if f.default is not MISSING}


@lru_cache(maxsize=65536)
def _entry(word: str, lang: str, cap: bool) -> dict[str, Any] | None:
    """The Hit fields the lists give a lowercased word, capitalised in the text or not (every field but the
    position, ``initial`` and ``extra``); None: no hit."""
    for base, morph in strip_genitive(word, lang):
        first, sur, pl = R.first_names().get(base), R.surnames().get(base), tuple(R.places().get(base, ()))
        if first or sur or pl:
            zipf = common_zipf(base, lang)
            if zipf >= 5.0 and not cap and not (pack(lang).frequent_lower_names and not pack(lang).common_lower(base)):
                return None  # a very common word in lower case (och, den, bor): never a name here ('james' may be)
            return {**_DEFAULTS, "base": base, "morph": morph, "first": first, "surname": sur, "places": pl,
                    "zipf": zipf, "cap": cap}
        if (double := _double_first_name(base)) is not None:
            return {**_DEFAULTS, "base": base, "morph": morph, "first": double, "cap": cap}
    if (
        len(word) >= 5
        and word.isalpha()
        and cap
        and not is_vocabulary(word, lang)
        and not any(is_vocabulary(word, other) for other in pack(lang).other_vocabularies)
    ):
        for base, morph in strip_genitive(word, lang):
            found = _fuzzy(base)
            if found:
                recs = R.places()[found[0]]
                return {**_DEFAULTS, "base": found[0], "morph": morph, "places": tuple(recs),
                        "fuzzy": recs[0].name, "edits": found[1], "cap": cap}
    return None


#: month and day names ('May', 'juni', 'måndag'): workbench/detect/neutral/names.py reads them too
CALENDAR = frozenset(word_list("calendar_words"))
#: the first parts of hyphenated Arabic surnames ('al-rashid', 'el-amin', 'abu-zaid', 'bin-laden'), no first names
SURNAME_PARTICLES = frozenset({"al", "el", "ul", "abu", "abd", "bin", "ben", "ibn"})


def _double_first_name(word: str) -> R.FirstName | None:
    """A double first name no list holds, both parts listed first names ('ana-maria', 'sara-li', 'jean-luc'):
    the first part's record under the whole name, its gender when both parts agree, else unknown."""
    parts = word.split("-")
    if (len(parts) != 2 or parts[0] == parts[1] or parts[0] in SURNAME_PARTICLES
            or not all(len(p) >= 2 and p.isalpha() and p not in CALENDAR for p in parts)):
        return None  # 'So-So', 'Ha-Ha', 'Al-Rashid', 'May-June' are no double first names
    a, b = (R.first_names().get(p) for p in parts)
    if a is None or b is None:
        return None
    return R.FirstName(word, a.gender if a.gender == b.gender else "unknown", min(a.count, b.count), a.origins)


def zipf_limit(doc: Doc, hit: Hit) -> float:
    """The common-word frequency above which ``hit`` needs context (by capitalisation and position: the
    pack's ``zipf_limits``)."""
    mid, initial, lower = doc.pack.zipf_limits
    if not hit.cap:
        return lower
    return initial if hit.initial else mid


#: a first name given this often (names-dataset count) is a person's before a same-spelled region (Victoria), and in
#: English before a town that is not a big city ('Mary built a house': Mary, Turkmenistan, 167,027)
_OFTEN_GIVEN = 1000
#: a city this big wins over a same-spelled first name without context (Washington)
BIG_CITY = 500_000


def prominent_place(hit: Hit) -> bool:
    """A place well enough known to win over a same-spelled name without context (Jordan, Paris)."""
    if not hit.places:
        return False
    p = hit.places[0]
    return p.kind in ("country", "region") or p.population >= (20_000 if p.country == "SE" else 100_000)


def big_place(hit: Hit) -> bool:
    """A country, a region or a big city (``BIG_CITY``) shares ``hit``'s name (Paris, China, Jordan): a lower-case
    word that a person's context alone does not make a name ('I like paris', 'kär i paris')."""
    return any(p.kind in ("country", "region") or p.population >= BIG_CITY for p in hit.places)


def _region_or_name(hit: Hit) -> bool:
    """A region that is also a listed first name, given often or sharing its name with no big city and no
    country (Victoria, Alberta, Virginia; not Georgia, Washington)."""
    kinds = {p.kind for p in hit.places}
    return (
        hit.first is not None
        and "region" in kinds
        and "country" not in kinds
        and (hit.first.count >= _OFTEN_GIVEN or all(p.population < BIG_CITY for p in hit.places))
    )


def region_after_town(doc: Doc, hit: Hit) -> bool:
    """``hit`` is a region of the country of the listed town right before it and ', ' ('Calgary, Alberta')."""
    return bool(town_countries_before(doc, hit.i) & {p.country for p in hit.places if p.kind == "region"})


def town_countries_before(doc: Doc, i: int) -> frozenset[str]:
    """The countries of the listed cities of one or two words right before ', ' and token ``i`` ('Calgary,
    Alberta', 'Decatur, Georgia')."""
    toks = doc.tokens
    if i < 2 or toks[i - 1].text != ",":
        return frozenset()
    names = (toks[i - 2].lower, *((f"{toks[i - 3].lower} {toks[i - 2].lower}",) if i >= 3 else ()))
    table = R.places()
    return frozenset(p.country for n in names for p in table.get(n, ()) if p.kind == "city")


#: words after the last place of a list that end the list, no verb of a person ('lived in Leeds and Hull for ten
#: years', 'bott i Lund och Mora sedan 2010'; not 'Göteborg och Berg är min granne': reviews 44, 45)
_AFTER_A_LIST = frozenset({"for", "since", "with", "in", "at", "during", "until", "and", "but", "or", "before",
                           "after", "i", "med", "sedan", "under", "och", "men", "eller", "tills", "innan", "efter",
                           "på", "till"})


def place_trigger(doc: Doc, i: int) -> tuple[str, ...] | None:
    """The place trigger right before token ``i``, or right before a word that opens a place's name before it
    ('jag bor i östra mora': review 85 C2, released)."""
    found = after_trigger(doc, i, PLACE_TRIGGERS)
    if found is None and i > 1 and doc.lowers[i - 1] in doc.pack.place_openers:
        found = after_trigger(doc, i - 1, PLACE_TRIGGERS)
    return found


def place_rather_than_name(doc: Doc, hit: Hit) -> bool:
    """Elena the name or Elena the town: place context or a region of the country of the town before ', '
    ('Calgary, Alberta') wins (unless a word before its preposition takes a person: 'kär i Anna'), then name
    context (in Swedish also a person's slot: 'Då Sofia lovade', 'Sofia och Fatima'), then a region that is a
    first name too is the name where the names detector takes it (no more common a word than the limit), then
    prominence."""
    if not hit.places:
        return False
    if not (hit.first or hit.surname):
        return True
    if place_trigger(doc, hit.i) or not hit.first and coordinated_trigger(doc, hit.i) \
            and (hit.j + 1 >= len(doc.tokens) or not doc.tokens[hit.j + 1].is_word
                 or doc.lowers[hit.j + 1] in _AFTER_A_LIST):
        return True  # 'i Lund', 'lived in Leeds and Hull.' (a surname too); not 'bor i Lund och Maria', 'i Göteborg
        #              och Berg är min granne' (review 44 C7: the list must end with the surname)
    if region_after_town(doc, hit) and not doc.pack.person_signal(doc, hit) \
            and doc.pack.person_slot(doc, hit) is None:
        return True  # 'Calgary, Alberta': a region of the town's country; not 'Sydney, Victoria and I took' (review 37)
    if place_context(doc, hit.i):
        return doc.pack.person_object(doc, hit) is None
    if after_trigger(doc, hit.i, NAME_TRIGGERS) or gender_hint(doc, hit.i) or _name_beside(doc, hit) \
            or second_name_after_trigger(doc, hit.i):
        return False
    if doc.pack.person_signal(doc, hit):  # 'Jordan and I', 'me and Paris'
        return False
    if _region_or_name(hit) and hit.zipf < zipf_limit(doc, hit):
        return False  # 'Alberta is my best friend', 'I met Victoria': the name, which the names detector takes
    return prominent_place(hit) and doc.pack.person_slot(doc, hit) is None


def second_name_after_trigger(doc: Doc, i: int) -> bool:
    """Token ``i`` follows a listed first name that a naming trigger introduced, in any case: 'jag heter ahmed
    hassan' (the surname of the same person, not the town Hassan)."""
    return i >= 1 and doc.lowers[i - 1] in R.first_names() and after_trigger(doc, i - 1, NAME_TRIGGERS) is not None


#: verbs and prepositions whose subject or object is a person, not a place: 'skriver Riad', 'Riad säger'
PERSON_VERBS = frozenset(word_list("verbs_of_saying"))


def _name_beside(doc: Doc, hit: Hit) -> bool:
    """'Sofia Andersson', 'George Bush', 'Cecilia Christner Riad', 'skriver Riad': a capitalised surname
    after it, a first name among the capitalised words before it, or (not for a country or region) a verb
    of saying beside it."""
    toks = doc.tokens
    nxt = toks[hit.j + 1] if hit.j + 1 < len(toks) else None
    if (
        nxt is not None
        and nxt.is_capitalized
        and nxt.text.lower() in R.surnames()
        and nxt.text.lower() not in R.places()
    ):
        return True
    if not doc.is_sentence_initial(hit.i):
        for k in (hit.i - 1, hit.i - 2):  # a first name, maybe with an unknown middle word between
            prev = toks[k] if k >= 0 else None
            if prev is None or not prev.is_capitalized or not prev.is_word:
                break
            low = prev.text.lower()
            if low in R.first_names() and low not in R.places():
                return True
            if doc.is_sentence_initial(k):
                break
    if any(p.kind in ("country", "region") for p in hit.places):
        return False  # 'Iran och Kina, skriver Washington Post'
    near = doc.words_before(hit.i, 1) + doc.words_after(hit.j, 1)
    return any(w in PERSON_VERBS for w in near)
