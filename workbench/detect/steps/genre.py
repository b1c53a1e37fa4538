"""Step "genre": genre awareness (seed 001, section 4): book and film reviews and investigative essays are
full of names and places that say nothing about the writer, so there they are lowered for reviewers to
dismiss in one action.

When the essay's metadata (``genre`` or ``topic``) says review/evaluative/investigative (Swedish or English;
argumentative only with a topic about public figures), every name or place span outside a first-person
sentence gets ``score = min(score * 0.3, 0.3)``, the attribute ``genre_low`` and the reason suffix "likely not
about the writer". Spans in a sentence with a first-person pronoun keep their score ("In Vietnam, we ...").
"""

from __future__ import annotations

import re
from collections.abc import Callable
from functools import lru_cache

from spacy.language import Language
from spacy.tokens import Doc

from workbench import taxonomy
from workbench.detect.base import PACKS
from workbench.detect.evidence import lowered, of_span, score
from workbench.detect.pack import first_person_words
from workbench.detect.steps import state
from workbench.lang import guess_language
from workbench.model import Span
from workbench.resources.wordlists import word_list
from workbench.text import parse

__all__ = ["GENRE_LOW", "adjust_for_genre", "is_public_genre"]

GENRE_LOW = "genre_low"
_KEYS = ("genre", "topic")
_I = re.compile(r"\bi\b", re.IGNORECASE)
_PUBLIC = word_list("public_genres")
_ARGUMENTATIVE = word_list("argumentative_genres")
_FIGURES = word_list("public_figure_topics")
_KINDS = ("names", "geo")
_SUFFIX = "likely not about the writer"


def is_public_genre(metadata: dict[str, str]) -> bool:
    """True when the metadata says a review, an evaluative or investigative essay, or an argumentative essay
    about public figures."""
    return _public(tuple(str(metadata.get(k, "")).lower() for k in _KEYS))


@lru_cache(maxsize=1024)
def _public(values: tuple[str, ...]) -> bool:
    """``is_public_genre`` of the lowered genre and topic (a corpus repeats a few of them essay after essay)."""
    if any(p in v for v in values for p in _PUBLIC):
        return True
    argues = any(a in v for v in values for a in _ARGUMENTATIVE)
    return argues and any(f in v for v in values for f in _FIGURES)


def adjust_for_genre(metadata: dict[str, str], text: str, spans: list[Span]) -> list[Span]:
    """``spans`` with names and places lowered in public genres (see the module docstring), in order."""
    if not is_public_genre(metadata):
        return list(spans)
    lang = metadata.get("language")
    if lang not in PACKS:  # "i" is a function word of both languages: leave it out of the vote
        lang = guess_language(_I.sub(" ", text))
    first_person = first_person_words(lang)
    doc = parse(text, lang)
    out = []
    for span in spans:
        label = taxonomy.LABELS.get(span.label)
        if label is None or label.group != "placeholder" or label.kind not in _KINDS \
                or GENRE_LOW in span.attributes:
            out.append(span)
            continue
        a, b = doc.sentence_bounds(span.start)
        words = {t.lower for t in doc.tokens[doc.token_index(a) : doc.token_index(b)]}
        if first_person.isdisjoint(words):
            reason = f"{span.reason}; {_SUFFIX}" if span.reason else _SUFFIX
            ev = lowered(of_span(span), "genre")
            span = span.with_(score=score(ev), evidence=ev, reason=reason, attributes=span.attributes | {GENRE_LOW})
        out.append(span)
    return out


@Language.factory("workbench_genre")
def make_genre(nlp: Language, name: str) -> Callable[[Doc], Doc]:
    def genre(doc: Doc) -> Doc:
        st = state(doc)
        if st.essay is not None:
            st.spans = adjust_for_genre(st.essay.metadata, st.normalized.text, st.spans)
        return doc

    return genre
