"""Does a word look like a name or like a word of the language? Letter-trigram models compared.

The words the model added wrongly on held-out SweLL sentences are mostly learners' misspellings of Swedish
words ("risturangt", "förhad", "växtupp", "spännad"), which are as rare as names and no one edit from a
known word; the names it rightly added are spelt like names of the learners' countries ("chhaohu",
"behruz", "medininagar"). Letters tell them apart: ``name_likeness`` is the mean, over the word's letter
trigrams, of log2 P(letter | two before) under a model of names and places (the project's name and place
lists) minus that under a model of Swedish words (wordfreq's ``WORDS`` most frequent Swedish words that no
such list holds), add-k smoothed. ``misspelling_unlikeness`` is the same against a model of the learners'
own misspellings (workbench.learn.silver.misspellings: the words SweLL tags as errors in the training
sentences, never the held-out ones, that wordfreq does not know: "biblioket", "sämhallet"), whose letters
wordfreq's words lack ("ngt", "gong", "ket"). The features (workbench.learn.features) read both in
half-bit buckets.

Counting the trigrams takes seconds, so ``python -m workbench.learn.build`` writes the differences once into
the model folder (``letters_sv.tsv.gz``: per trigram its two differences, per two-letter context those of a
trigram neither model saw; empty where a model pair saw neither), before it trains; without that file the
first are counted from the lists and wordfreq (the same figures, slower) and the second are left out.
"""

from __future__ import annotations

import gzip
import io
import math
from collections import Counter
from collections.abc import Iterable
from functools import lru_cache
from pathlib import Path

__all__ = ["FILE", "bucket", "features", "misspelling_unlikeness", "name_likeness", "use", "write"]

FILE = "letters_sv.tsv.gz"
WORDS = 40_000  # wordfreq's most frequent Swedish words (alphabetic, 3+ letters, in no name/place list)
_K = 0.1  # add-k smoothing
_ALPHABET = 60  # letters a trigram may end in, for the smoothing


def _count(words: Iterable[str]) -> tuple[Counter, Counter]:
    tri: Counter = Counter()
    for w in words:
        padded = f"^^{w}$"
        tri.update(padded[i : i + 3] for i in range(len(padded) - 2))
    bi: Counter = Counter()
    for t, n in tri.items():
        bi[t[:2]] += n
    return tri, bi


def _listed() -> set[str]:
    from workbench import resources as R

    return R.first_names().keys() | R.surnames().keys() | R.places().keys()


def _names() -> list[str]:
    return sorted({p for v in _listed() for p in v.lower().split() if p.isalpha()})


def _swedish_words() -> list[str]:
    from wordfreq import iter_wordlist

    listed = _listed()
    words: list[str] = []
    for w in iter_wordlist("sv"):
        if len(w) >= 3 and w.isalpha() and w not in listed:
            words.append(w)
            if len(words) >= WORDS:
                break
    return words


def _differences(names: Iterable[str], words: Iterable[str]) -> dict[str, float]:
    """Trigram -> log2 P_names - log2 P_words; two-letter context -> the same for an unseen trigram (to three
    decimals, as ``write`` writes them)."""
    (ntri, nbi), (wtri, wbi) = _count(names), _count(words)
    out = {ab: math.log2((wbi[ab] + _K * _ALPHABET) / (nbi[ab] + _K * _ALPHABET)) for ab in nbi.keys() | wbi.keys()}
    for t in ntri.keys() | wtri.keys():
        ab = t[:2]
        out[t] = math.log2((ntri[t] + _K) / (nbi[ab] + _K * _ALPHABET)) - math.log2(
            (wtri[t] + _K) / (wbi[ab] + _K * _ALPHABET))
    return {gram: float(f"{bits:.3f}") for gram, bits in out.items()}  # as the file holds them


def _tables(misspellings: Iterable[str]) -> tuple[dict[str, float], dict[str, float]]:
    """(names against Swedish words, names against the learners' misspellings)."""
    names = _names()
    return _differences(names, _swedish_words()), _differences(names, sorted(set(misspellings)))


def write(folder: Path, misspellings: Iterable[str]) -> Path:
    """Write both tables into ``folder`` (the model folder; build.py calls it with the misspellings of the
    training sentences: workbench.learn.silver.misspellings) and use them from now on in this process."""
    path = folder / FILE
    words, missed = _tables(misspellings)
    # mtime 0: the same tables give the same bytes (a rebuild leaves the file unchanged)
    with gzip.GzipFile(path, "wb", compresslevel=9, mtime=0) as raw, io.TextIOWrapper(raw, encoding="utf-8") as f:
        f.write("gram\tbits\tmiss\n")
        for gram in sorted(words.keys() | missed.keys()):
            f.write(f"{gram}\t{_bits(words, gram)}\t{_bits(missed, gram)}\n")
    use(path)
    return path


def _bits(table: dict[str, float], gram: str) -> str:
    return f"{table[gram]:.3f}" if gram in table else ""  # (empty: that model did not see it)


def use(path: Path) -> None:
    """Read the letter tables from ``path`` (a file ``write`` wrote) instead of the shipped model's."""
    _TABLES[:] = [_read(path)]
    _likeness.cache_clear()


_TABLES: list[tuple[dict[str, float], dict[str, float]]] = []


def _read(path: Path) -> tuple[dict[str, float], dict[str, float]]:
    words: dict[str, float] = {}
    missed: dict[str, float] = {}
    with gzip.open(path, "rt", encoding="utf-8") as f:
        if f.readline() != "gram\tbits\tmiss\n":
            raise ValueError(f"{path}: not a letter table")
        for line in f:
            gram, bits, miss = line.rstrip("\n").split("\t")
            for table, value in ((words, bits), (missed, miss)):
                if value:
                    table[gram] = float(value)
    return words, missed


def _table() -> tuple[dict[str, float], dict[str, float]]:
    if not _TABLES:
        from workbench.learn import DEFAULT_MODEL

        path = DEFAULT_MODEL / FILE
        _TABLES.append(_read(path) if path.is_file() else (_differences(_names(), _swedish_words()), {}))
    return _TABLES[0]


@lru_cache(maxsize=100_000)
def _likeness(word: str) -> tuple[float, float]:
    words, missed = _table()
    padded = f"^^{word.lower()}$"
    grams = [padded[i : i + 3] for i in range(len(padded) - 2)]
    return (sum(words.get(g, words.get(g[:2], 0.0)) for g in grams) / len(grams),
            sum(missed.get(g, missed.get(g[:2], 0.0)) for g in grams) / len(grams))


def name_likeness(word: str) -> float:
    """Bits per letter by which ``word`` (any case) looks more like a name or place than a Swedish word."""
    return _likeness(word)[0]


def misspelling_unlikeness(word: str) -> float:
    """Bits per letter by which ``word`` (any case) looks more like a name or place than a learner's
    misspelling."""
    return _likeness(word)[1]


def _half_bits(bits: float) -> str:
    return f"{max(-6, min(6, round(2 * bits)))}"


def bucket(word: str) -> str:
    """``name_likeness`` in half-bit steps, clipped to -3..3 (a feature value)."""
    return _half_bits(name_likeness(word))


def features(word: str, lab: str, case: str) -> list[str]:
    """The feature strings of a candidate's head word: both likenesses in half-bit buckets, alone and with its
    label and its case."""
    b, m = bucket(word), _half_bits(misspelling_unlikeness(word))
    return [f"nl={b}", f"lab*nl={lab}*{b}", f"case*nl={case}*{b}", f"ml={m}", f"lab*ml={lab}*{m}",
            f"case*ml={case}*{m}"]
