"""Swedish training compounds that name what someone studies: 'undersköterskeutbildning',
'sjuksköterskeutbildningen', 'ekonomiutbildning' (a listed profession or subject + utbildning).
``training_compound(word, lex)`` is True for such a lowercased word."""

from __future__ import annotations

from workbench.resources.marks import Lexicon

__all__ = ["HEADS", "training_compound"]

HEADS = ("utbildning", "utbildningen", "utbildningar", "programmet", "linjen")


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
