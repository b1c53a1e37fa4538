"""Detection: one declared pipeline of registered steps over every essay, the same for one essay and a corpus.

Where things are:

- pipeline.cfg: the steps, in order (the one config); pipeline.py builds it per language and runs it
  (``detect_corpus``, ``detect_essay``; ``explain`` says what each step changed).
- steps/: one file a step: normalise (the tokenizer), candidates, resolve, cited, essay_consistency,
  genre, and the corpus steps (learner_consistency, known_values).
- base.py: the Detector base class and registry; neutral/: the detectors of every language, one a file;
  sv/ and en/: the language packs (their own detectors and the rules the neutral detectors ask for:
  pack.py); lib/: what the detectors share (gazetteer look-up, context words, numbers ...).
- evidence.py: the features a candidate rests on and the one function that scores them.
- resources/ (beside workbench/): the data: resources/<lang>/ a language's lists, resources/words.tsv the
  lists of every language, resources/scores.tsv the weights, resources/number_patterns.tsv the patterns.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from workbench.detect.base import Detector, candidates, detectors_for, register

if TYPE_CHECKING:
    from workbench.detect.pipeline import Detection, detect_corpus, detect_essay

__all__ = ["Detection", "Detector", "candidates", "detect_corpus", "detect_essay", "detectors_for", "register"]


def __getattr__(name: str) -> Any:
    """The pipeline's names, imported at their first use: the pipeline imports spaCy (seconds of CPU), which a
    review screen that only reads this package's proposals never needs."""
    if name in ("Detection", "detect_corpus", "detect_essay"):
        from workbench.detect import pipeline

        return getattr(pipeline, name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
