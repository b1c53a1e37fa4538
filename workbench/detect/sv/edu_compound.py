"""Swedish training compounds that name what someone studies: 'undersköterskeutbildning',
'sjuksköterskeutbildningen', 'ekonomiutbildning' (a listed profession or subject + utbildning).
``training_compound(word, lex)`` is True for such a lowercased word; ``training_compounds(doc, lex, view)``
gives the tokens of such words that someone does (the edu detector asks the Swedish pack)."""

from __future__ import annotations

from workbench.resources.marks import Lexicon, SentenceView
from workbench.resources.wordlists import word_list
from workbench.text import Doc

__all__ = ["HEADS", "training_compound", "training_compounds"]

HEADS = word_list("training_heads", "sv")
#: 'Rasha har börjat en undersköterskeutbildning': someone is doing the training
_STUDY = frozenset(word_list("study_verbs", "sv"))


def training_compounds(doc: Doc, lex: Lexicon, view: SentenceView) -> list[int]:
    """The tokens that are a training compound in a sentence about someone, or after a verb of studying."""
    words, out = view.lowers, []
    for i in doc.positions((), HEADS):
        a = view.bounds[view.sentence_of[i]][0]
        doing = view.about[view.sentence_of[i]] or not _STUDY.isdisjoint(words[max(a, i - 4) : i])
        if doing and training_compound(words[i], lex):
            out.append(i)
    return out


def training_compound(word: str, lex: Lexicon) -> bool:
    """'undersköterskeutbildning' (undersköterska + utbildning), 'elektrikerprogrammet', 'ekonomilinjen'."""
    head = next((h for h in HEADS if word.endswith(h)), None)
    if head is None:
        return False
    stem = word[: -len(head)].rstrip("-")
    if len(stem) < 4:
        return False
    forms = {stem, stem.removesuffix("s"), stem[:-1] + "a" if stem.endswith("e") else stem}
    return any((f,) in lex.professions or (f,) in lex.education for f in forms)
