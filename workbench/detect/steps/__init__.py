"""The steps of the detection pipeline (workbench/detect/pipeline.cfg lists them, in order).

Essay steps are spaCy components (``@Language.factory``): each reads and replaces ``doc._.spans``, the
essay's current spans, on the spaCy ``Doc`` of the essay (``doc._.essay`` is the Essay, ``doc._.parsed`` the
token view the detectors read, ``doc._.candidates`` the raw candidates). Corpus steps (``@corpus_step``) run
after them on all the Docs of one learner, in the essays' order, and replace ``doc._.spans`` of each.

| step | file | what it does |
| --- | --- | --- |
| normalise | workbench/normalize.py (the pipeline's tokenizer, below) | NFC, invisible characters removed |
| candidates | steps/candidates.py | every registered detector of the language pack proposes spans |
| resolve | steps/resolve.py | one overlap policy keeps the strongest of overlapping candidates |
| cited | steps/cited.py | the language pack drops cited authors and public figures (en/cited.py) |
| essay_consistency | steps/consistency.py | a name or place found once is flagged everywhere in the essay |
| genre | steps/genre.py | names and places in reviews are lowered |
| learner_consistency (corpus) | steps/consistency.py | the same across all essays of a learner |
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

import catalogue
import spacy
from spacy.language import Language
from spacy.tokenizer import Tokenizer
from spacy.tokens import Doc

from workbench.normalize import normalize
from workbench.tokenizer import create_tokenizer

__all__ = ["CorpusStep", "corpus_step", "corpus_steps"]

for _name in ("essay", "parsed", "candidates", "spans", "detectors", "normalized"):
    if not Doc.has_extension(_name):
        Doc.set_extension(_name, default=None)

#: a corpus step: the Docs of one learner's essays, in order; it replaces ``doc._.spans`` where it changes them
CorpusStep = Callable[[Sequence[Doc]], None]
corpus_steps = catalogue.create("workbench", "corpus_steps", entry_points=False)


def corpus_step(name: str) -> Callable[[CorpusStep], CorpusStep]:
    """Decorator: register a corpus step under ``name`` (pipeline.cfg lists it in ``[corpus] steps``)."""

    def register(func: CorpusStep) -> CorpusStep:
        corpus_steps.register(name, func=func)
        return func

    return register


class _NormalisingTokenizer:
    """The step "normalise": the text in NFC without invisible characters (workbench.normalize, the one
    function the readers use too), then the workbench tokenizer; ``doc._.normalized`` keeps the text and the
    map back to the input's offsets."""

    def __init__(self, tokenizer: Tokenizer) -> None:
        self.tokenizer = tokenizer

    def __call__(self, text: str) -> Doc:
        norm = normalize(text)
        doc = self.tokenizer(norm.text)
        doc._.normalized = norm
        return doc


@spacy.registry.tokenizers("workbench.NormalisingTokenizer.v1")
def create_normalising_tokenizer() -> Callable[[Language], _NormalisingTokenizer]:
    """The tokenizer of the detection pipeline: normalise, then tokenize (workbench.Tokenizer.v1)."""
    make = create_tokenizer()
    return lambda nlp: _NormalisingTokenizer(make(nlp))
