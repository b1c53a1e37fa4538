"""A Presidio NLP engine over blank spaCy pipelines: tokens only, and no model load or download ever.

Presidio's ``SpacyNlpEngine.load`` calls ``spacy.load`` and downloads a missing model; here nothing may be
downloaded, so ``load`` builds ``spacy.blank(lang)`` for each language instead. With no NER component the
documents carry no entities: every detection comes from the recognizers (deny-lists and patterns).
"""

from __future__ import annotations

from collections.abc import Iterable

import spacy
from presidio_analyzer.nlp_engine import NerModelConfiguration, SpacyNlpEngine

__all__ = ["BlankSpacyNlpEngine"]


class BlankSpacyNlpEngine(SpacyNlpEngine):
    """``SpacyNlpEngine`` whose pipelines are ``spacy.blank(lang)`` for each of ``langs``."""

    engine_name = "spacy_blank"

    def __init__(self, langs: Iterable[str] = ("sv", "en")) -> None:
        self.langs = tuple(langs)
        models = [{"lang_code": lang, "model_name": f"blank:{lang}"} for lang in self.langs]
        super().__init__(models=models, ner_model_configuration=NerModelConfiguration())
        self.load()

    def load(self) -> None:
        """Build the blank pipelines (never spacy.load, never a download)."""
        self.nlp = {lang: spacy.blank(lang) for lang in self.langs}
