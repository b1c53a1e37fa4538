"""Step "cited": names of cited authors, famous people, fictional characters and brands are not the
student's personal information (CRAPII, seed 002; SweLL, seed 003). The language pack knows how its essays cite
(``LanguagePack.demote_cited``; English: workbench/detect/en/cited.py, Swedish: workbench/detect/sv/cited.py);
a pack without such rules leaves the spans as they are. It runs after the step "decide": the names the model
added are cited too, and the names it drops do not come back to the model as words no rule took (training
reads the spans the model gets, so this order keeps the cited rules out of the model's training data).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from spacy.language import Language
from spacy.tokens import Doc

from workbench.detect.pack import pack
from workbench.detect.steps import state
from workbench.model import Span

__all__ = ["demote_cited"]


def demote_cited(text: str, spans: Sequence[Span], lang: str) -> list[Span]:
    """``spans`` (resolved, sorted) without the cited and public people the pack of ``lang`` finds."""
    return pack(lang).demote_cited(text, spans)


@Language.factory("workbench_cited")
def make_cited(nlp: Language, name: str) -> Callable[[Doc], Doc]:
    lang = nlp.lang or "sv"

    def cited(doc: Doc) -> Doc:
        st = state(doc)
        st.spans = demote_cited(st.normalized.text, st.spans, lang)
        return doc

    return cited
