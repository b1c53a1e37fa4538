"""The steps of the detection pipeline (workbench/detect/pipeline.cfg lists them, in order).

Essay steps are spaCy components (``@Language.factory``): each reads and replaces the essay's current spans
in ``state(doc)`` (an ``EssayState`` kept in the spaCy Doc's ``user_data``: the Essay, the normalised text,
the token view the detectors read, the raw candidates, the spans). Corpus steps (``@corpus_step``) run after
them: a step of scope "learner" on all the Docs of one learner, in the essays' order, replacing the spans of
each; a step of scope "corpus" on every essay and its spans once all learners are through. For spaCy's own
tools the same is there as extensions (``doc._.candidates``, ``doc._.spans``: the records; and
``doc._.candidate_group``, ``doc._.span_group``: spaCy SpanGroups of them, made when first asked for).

| step | file | what it does |
| --- | --- | --- |
| normalise | workbench/normalize.py (the pipeline's tokenizer, below) | NFC, invisible characters removed |
| candidates | steps/candidates.py | every registered detector of the language pack proposes spans |
| resolve | steps/resolve.py | one overlap policy keeps the strongest of overlapping candidates |
| decide | steps/decide.py | the learned decision keeps, drops and adds names, places, institutions (workbench/learn) |
| cited | steps/cited.py | the pack drops cited authors, public figures (en/, sv/cited.py), example places (sv/) |
| essay_consistency | steps/consistency.py | a name or place found once is flagged everywhere in the essay |
| genre | steps/genre.py | names and places in reviews are lowered |
| learner_consistency (corpus, scope "learner") | steps/consistency.py | the same across all essays of a learner |
| shared_names (corpus, scope "corpus") | steps/shared_names.py | a text's people many learners name are lowered |
| shared_words (corpus, scope "corpus") | steps/shared_words.py | model-added words 3+ other learners write dropped |
| known_values (corpus, scope "corpus") | steps/known_values.py | a known value, wherever else it counts |
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field

import catalogue
import spacy
from spacy.language import Language
from spacy.tokenizer import Tokenizer
from spacy.tokens import Doc, SpanGroup

from workbench.model import Essay, Span
from workbench.normalize import Normalized, normalize, without_marks
from workbench.text import Doc as Parsed
from workbench.tokenizer import create_tokenizer

__all__ = ["SCOPES", "CorpusStep", "EssayState", "LearnerStep", "WholeCorpusStep", "corpus_step", "corpus_steps",
           "state"]

_KEY = "workbench"


@dataclass
class EssayState:
    """What the steps know about one essay: its normalised text (and the map back to its offsets), the
    Essay, the detectors asked for (None: every registered one), the token view, the raw candidates and the
    current spans."""

    normalized: Normalized
    essay: Essay | None = None
    detectors: list | None = None  # type: ignore[type-arg]
    parsed: Parsed | None = None
    candidates: list[Span] = field(default_factory=list)
    spans: list[Span] = field(default_factory=list)
    #: the step "decide" of this run (workbench.learn.decider: a model with the corpus's counts, or the rules
    #: alone); None: the default model (a Doc made outside detect_corpus)
    decide: Callable[..., list[Span]] | None = None


def state(doc: Doc) -> EssayState:
    """The EssayState of a Doc the pipeline's tokenizer made."""
    found: EssayState = doc.user_data[_KEY]
    return found


def _group(doc: Doc, name: str, spans: list[Span]) -> SpanGroup:
    """``spans`` as a spaCy SpanGroup of ``doc`` (token-aligned, widened to whole tokens), made once."""
    if name not in doc.spans:
        made = (doc.char_span(s.start, s.end, label=s.label, alignment_mode="expand") for s in spans)
        doc.spans[name] = [s for s in made if s is not None]
    return doc.spans[name]


for _name, _getter in (("candidates", lambda d: state(d).candidates), ("spans", lambda d: state(d).spans),
                       ("candidate_group", lambda d: _group(d, "candidates", state(d).candidates)),
                       ("span_group", lambda d: _group(d, "spans", state(d).spans))):
    if not Doc.has_extension(_name):
        Doc.set_extension(_name, getter=_getter)

#: a corpus step of scope "learner": the Docs of one learner's essays, in order; it replaces the spans of each
#: where it changes them (run as soon as the learner's essays went through the essay steps)
LearnerStep = Callable[[Sequence[Doc]], None]
#: a corpus step of scope "corpus": every essay and its spans (in the essays' own offsets), after every learner
#: went through the steps before; it returns the spans of every essay (known_values: propagate_known)
WholeCorpusStep = Callable[[Sequence[Essay], Mapping[str, Sequence[Span]]], Mapping[str, Sequence[Span]]]
CorpusStep = LearnerStep | WholeCorpusStep
SCOPES = ("learner", "corpus")
corpus_steps = catalogue.create("workbench", "corpus_steps", entry_points=False)


def corpus_step(name: str, scope: str = "learner") -> Callable[[CorpusStep], CorpusStep]:
    """Decorator: register a corpus step under ``name``, of ``scope`` "learner" (its Docs of one learner) or
    "corpus" (every essay and its spans); pipeline.cfg lists it in ``[corpus] steps``."""
    if scope not in SCOPES:
        raise ValueError(f"corpus step {name!r}: scope {scope!r} is not one of {', '.join(SCOPES)}")

    def register(func: CorpusStep) -> CorpusStep:
        corpus_steps.register(name, func=(scope, func))
        return func

    return register


class _NormalisingTokenizer:
    """The step "normalise": the text in NFC without invisible characters (workbench.normalize, the one
    function the readers use too) and without the combining marks NFC left standing (``without_marks``: for
    detection only), then the workbench tokenizer; the Doc's EssayState keeps the text and the map back to the
    input's offsets."""

    def __init__(self, tokenizer: Tokenizer) -> None:
        self.tokenizer = tokenizer

    def __call__(self, text: str) -> Doc:
        norm = without_marks(normalize(text))
        doc = self.tokenizer(norm.text)
        doc.user_data[_KEY] = EssayState(norm)
        return doc


@spacy.registry.tokenizers("workbench.NormalisingTokenizer.v1")
def create_normalising_tokenizer() -> Callable[[Language], _NormalisingTokenizer]:
    """The tokenizer of the detection pipeline: normalise, then tokenize (workbench.Tokenizer.v1)."""
    make = create_tokenizer()
    return lambda nlp: _NormalisingTokenizer(make(nlp))
