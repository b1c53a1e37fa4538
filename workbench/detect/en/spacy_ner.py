"""Optional: a spaCy English pipeline's entities as one more detector, when the user has one installed.

If ``en_core_web_sm`` (or ``_md``/``_lg``/``_trf``) is an installed package, its PERSON entities become
names (first name + surname), ORG ``other_institution`` and GPE ``city``, at a low score (0.5) so that the
rule detectors win where they agree. The default install has no model: then the detector yields nothing
and says so once in the log at debug level. Nothing is ever downloaded.
"""

from __future__ import annotations

import logging
from collections.abc import Iterator
from functools import cache
from typing import Any

from workbench.detect.base import Detector, register
from workbench.detect.en.person import name_spans
from workbench.model import Span
from workbench.text import Doc

__all__ = ["MODELS", "EnSpacyDetector", "load_model"]

log = logging.getLogger(__name__)
log.addHandler(logging.NullHandler())

MODELS = ("en_core_web_sm", "en_core_web_md", "en_core_web_lg", "en_core_web_trf")
_LABELS = {"ORG": "other_institution", "GPE": "city"}


@cache
def load_model() -> Any | None:
    """The first installed English spaCy pipeline, or None (logged once at debug level)."""
    try:
        import spacy.util
    except ImportError:
        log.debug("spaCy is not installed: the en_spacy detector is off")
        return None
    for name in MODELS:
        if spacy.util.is_package(name):
            return spacy.load(name, exclude=["lemmatizer", "textcat"])
    log.debug("no spaCy English pipeline (%s) is installed: the en_spacy detector is off", ", ".join(MODELS))
    return None


@register
class EnSpacyDetector(Detector):
    """PERSON, ORG and GPE entities of an installed spaCy English model (0.5)."""

    name = "en_spacy"

    def detect(self, doc: Doc) -> Iterator[Span]:
        nlp = load_model()
        if nlp is None:
            return
        for ent in nlp(doc.text).ents:
            if ent.label_ == "PERSON":
                i = doc.token_index(ent.start_char)
                j = doc.token_index(ent.end_char) - 1
                if 0 <= i <= j < len(doc.tokens):
                    yield from name_spans(self, doc, i, j, "entity", "spaCy PERSON entity", pattern="PERSON")
            elif ent.label_ in _LABELS:
                yield self.span(
                    ent.start_char,
                    ent.end_char,
                    _LABELS[ent.label_],
                    f"spaCy {ent.label_} entity",
                    "entity",
                    pattern=ent.label_,
                )
