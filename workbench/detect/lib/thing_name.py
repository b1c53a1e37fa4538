"""'det finns ett köpcentrum, det heter X', 'vi bor i en liten by som heter X', 'min skola heter X': the name
after 'heter' names the place, school, workplace or club noun before it, not a person. ``thing_label(doc, i)``
gives the label for token ``i`` (the name after 'heter'/'hette') when such a noun is the subject right before
'heter', or stands shortly before it in the sentence with a link word between ('den', 'som'), else None."""

from __future__ import annotations

from workbench.detect.lib.context import POSSESSIVES
from workbench.resources.wordlists import word_list, word_map
from workbench.taxonomy import LABELS
from workbench.text import Doc

__all__ = ["thing_label"]

_NOUNS = word_map("thing_nouns", values=LABELS)
#: the words that may stand between the noun and 'heter': 'ett stort köpcentrum, det heter', 'by som heter'
_LINK = set(word_list("thing_links"))
#: what may stand before a noun right before 'heter' for the noun to be what 'heter' names: a possessive, an
#: article or the sentence's start ('Min skola heter X', 'Skolan heter X'); after a preposition the noun is not the
#: subject ('Läraren på skolan heter Warsame' names the teacher: review 24)
_SUBJECT_BEFORE = POSSESSIVES | frozenset(word_list("determiners")) | {
    ".", "!", "?", ":", ";", ",", "och", "men", "and", "but"}  # '..., företaget heter X' (review 25)


def thing_label(doc: Doc, i: int) -> str | None:
    """The place label of the name at token ``i`` after 'heter', from the noun it names, or None."""
    before = doc.words_before(i, 8)
    if len(before) < 2 or before[-1] not in ("heter", "hette"):
        return None
    if before[-2] in _NOUNS and (i < 3 or doc.tokens[i - 3].text.lower() in _SUBJECT_BEFORE):
        return _NOUNS[before[-2]]  # 'Min skola heter Sfi Kista', 'Mitt företag heter Nordic Bygg'
    if before[-2] not in _LINK:
        return None
    for w in reversed(before[:-2]):
        if w in _NOUNS:
            return _NOUNS[w]
        if w in (".", "!", "?"):
            break
    return None
