"""Does a word look like a name or like a word of the language? Two letter-trigram models compared.

The words the model added wrongly on held-out SweLL sentences are mostly learners' misspellings of Swedish
words ("risturangt", "förhad", "växtupp", "spännad"), which are as rare as names and no one edit from a
known word; the names it rightly added are spelt like names of the learners' countries ("chhaohu",
"behruz", "medininagar"). Letters tell them apart: ``name_likeness`` is the mean, over the word's letter
trigrams, of log2 P(letter | two before) under a model of names and places (the project's name and place
lists) minus that under a model of Swedish words (wordfreq's ``WORDS`` most frequent Swedish words that no
such list holds), add-k smoothed. The features (workbench.learn.features) read it in half-bit buckets.

Counting the trigrams takes seconds, so ``python -m workbench.learn.build`` writes the differences once into
the model folder (``letters_sv.tsv.gz``: per trigram its difference, per two-letter context the difference
of a trigram neither model saw); without that file they are counted from the lists and wordfreq (the same
figures, slower).
"""

from __future__ import annotations

import gzip
import math
from collections import Counter
from collections.abc import Iterable
from functools import cache, lru_cache
from pathlib import Path

__all__ = ["FILE", "bucket", "features", "name_likeness", "write"]

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


def _differences() -> dict[str, float]:
    """Trigram -> log2 P_names - log2 P_words; two-letter context -> the same for an unseen trigram (to three
    decimals, as ``write`` writes them)."""
    from wordfreq import iter_wordlist

    from workbench import resources as R

    listed = R.first_names().keys() | R.surnames().keys() | R.places().keys()
    names = sorted({p for v in listed for p in v.lower().split() if p.isalpha()})
    words: list[str] = []
    for w in iter_wordlist("sv"):
        if len(w) >= 3 and w.isalpha() and w not in listed:
            words.append(w)
            if len(words) >= WORDS:
                break
    (ntri, nbi), (wtri, wbi) = _count(names), _count(words)
    out = {ab: math.log2((wbi[ab] + _K * _ALPHABET) / (nbi[ab] + _K * _ALPHABET)) for ab in nbi.keys() | wbi.keys()}
    for t in ntri.keys() | wtri.keys():
        ab = t[:2]
        out[t] = math.log2((ntri[t] + _K) / (nbi[ab] + _K * _ALPHABET)) - math.log2(
            (wtri[t] + _K) / (wbi[ab] + _K * _ALPHABET))
    return {gram: float(f"{bits:.3f}") for gram, bits in out.items()}  # as the file holds them


def write(folder: Path) -> Path:
    """Write the differences into ``folder`` (the model folder; build.py calls it)."""
    path = folder / FILE
    with gzip.open(path, "wt", encoding="utf-8", compresslevel=9) as f:
        f.write("gram\tbits\n")
        for gram, bits in sorted(_differences().items()):
            f.write(f"{gram}\t{bits:.3f}\n")
    return path


@cache
def _table() -> dict[str, float]:
    from workbench.learn import DEFAULT_MODEL

    path = DEFAULT_MODEL / FILE
    if not path.is_file():
        return _differences()
    out: dict[str, float] = {}
    with gzip.open(path, "rt", encoding="utf-8") as f:
        if f.readline() != "gram\tbits\n":
            raise ValueError(f"{path}: not a letter table")
        for line in f:
            gram, _, bits = line.rstrip("\n").rpartition("\t")
            out[gram] = float(bits)
    return out


@lru_cache(maxsize=100_000)
def name_likeness(word: str) -> float:
    """Bits per letter by which ``word`` (any case) looks more like a name or place than a Swedish word."""
    table = _table()
    padded = f"^^{word.lower()}$"
    n = len(padded) - 2
    return sum(table.get(padded[i : i + 3], table.get(padded[i : i + 2], 0.0)) for i in range(n)) / n


def bucket(word: str) -> str:
    """``name_likeness`` in half-bit steps, clipped to -3..3 (a feature value)."""
    return f"{max(-6, min(6, round(2 * name_likeness(word))))}"


def features(word: str, lab: str, case: str) -> list[str]:
    """The feature strings of a candidate's head word: its bucket, alone and with its label and its case."""
    b = bucket(word)
    return [f"nl={b}", f"lab*nl={lab}*{b}", f"case*nl={case}*{b}"]
