"""The benchmark corpus: the sample corpus (samples/corpus) repeated to any number of essays.

Every copy gets a new essay id and a new learner id (``SV01-1~r00042``, learner ``SV01~r00042``), so a
copy of a learner is a new learner and learner-wide consistency works on groups of the original size.
"""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

from workbench.model import Corpus

__all__ = ["ROOT", "SAMPLE_CORPUS", "load_sample", "repeat_corpus"]

ROOT = Path(__file__).resolve().parent.parent
SAMPLE_CORPUS = ROOT / "samples" / "corpus"


def load_sample(path: str | Path = SAMPLE_CORPUS) -> Corpus:
    """The sample corpus read with workbench.io.read_corpus; ValueError when it holds no essay."""
    from workbench.io import read_corpus

    corpus = read_corpus(path)
    if not corpus.essays:
        raise ValueError(f"{path}: no essay could be read ({'; '.join(corpus.problems) or 'empty'})")
    return corpus


def repeat_corpus(corpus: Corpus, n: int) -> Corpus:
    """``n`` essays: copies of ``corpus`` in order, each round with new essay and learner ids."""
    if n < 1:
        raise ValueError(f"number of essays must be at least 1, got {n}")
    if not corpus.essays:
        raise ValueError("cannot repeat an empty corpus")
    essays = []
    rounds = -(-n // len(corpus.essays))
    for k in range(rounds):
        for e in corpus.essays:
            if len(essays) == n:
                break
            essays.append(replace(e, id=f"{e.id}~r{k:05d}", learner_id=f"{e.learner_id}~r{k:05d}",
                                  metadata=dict(e.metadata)))
    return Corpus.of(essays)
