"""Step "candidates": every registered detector of the essay's language proposes spans.

The detectors read one shared token view of the essay (``EssayState.parsed``, workbench.text.Doc: parse once
and share); what they propose is kept as it is in ``EssayState.candidates`` (the raw candidates, for
reviewers, evaluation by detector and learning) and becomes the essay's spans for the steps that follow.
"""

from __future__ import annotations

from spacy.language import Language
from spacy.tokens import Doc

from workbench.detect.base import Detector, candidates, detectors_for
from workbench.detect.steps import state
from workbench.text import read

__all__ = ["Candidates"]


class Candidates:
    """The component: the detectors of ``lang`` (or those in ``EssayState.detectors``, when a caller chose)."""

    def __init__(self, lang: str) -> None:
        self.lang = lang
        self._detectors: list[Detector] | None = None

    @property
    def detectors(self) -> list[Detector]:
        if self._detectors is None:
            self._detectors = detectors_for(self.lang)
        return self._detectors

    def __call__(self, doc: Doc) -> Doc:
        st = state(doc)
        st.parsed = read(doc, st.normalized.text, self.lang, st.essay)
        st.candidates = st.spans = candidates(st.parsed, st.detectors if st.detectors is not None else self.detectors)
        return doc


@Language.factory("workbench_candidates")
def make_candidates(nlp: Language, name: str) -> Candidates:
    return Candidates(nlp.lang or "sv")
