"""Step "decide": the learned decision (workbench.learn) reads every name, place and institution the rules
kept in its context and keeps it (its confidence becomes the span's score) or drops it, and adds the words
no rule took that it finds personal. Spans of other kinds pass through untouched.

What it reads (workbench/learn/features.py): the candidate's evidence (``Span.evidence``: its rule and the
features its detector read), which other detectors proposed an overlapping raw candidate, its words and
their context, the shipped frequency table of learner text, and counts from the corpus being processed
(``detect_corpus`` counts the words of all its essays first: a value many learners write is a topic, one a
single learner repeats is theirs). The model folder is chosen per run (``detect_corpus(model=...)``,
``workbench --model DIR``, ``$WORKBENCH_MODEL``; "none" is the rules alone); a language without a model
file passes through unchanged.
"""

from __future__ import annotations

from collections.abc import Callable

from spacy.language import Language
from spacy.tokens import Doc

from workbench.detect.steps import state

__all__ = ["make_decide"]


@Language.factory("workbench_decide")
def make_decide(nlp: Language, name: str) -> Callable[[Doc], Doc]:
    lang = nlp.lang or "sv"

    def decide(doc: Doc) -> Doc:
        st = state(doc)
        if st.decide is None:  # a Doc made outside detect_corpus: the default model, without corpus counts
            from workbench.learn import decider

            st.decide = decider(None, ())
        learner = st.essay.learner_id if st.essay is not None else ""
        st.spans = st.decide(st.normalized.text, lang, st.spans, learner, st.candidates)
        return doc

    return decide
