"""Where a capitalised word the place lists know as a town stands for a person (Swedish essays only):
a film or book character who shares a town's name ('Merida inser att hon', 'hennes dotter Merida',
'Merida och hennes mamma'). Only feelings and thoughts count as the person's verbs: a capital city can
'vilja' and 'försöka' in the news ('Moskva vill'), but it does not 'inse', 'tycka' or 'gilla'.
``person_reading(doc, hit)`` says why, or None; a country or region keeps its place.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from workbench.detect.lib.context import FAMILY_GENDER
from workbench.resources.wordlists import word_list
from workbench.text import Doc

if TYPE_CHECKING:
    from workbench.detect.lib.gazetteer import Hit

__all__ = ["person_reading"]

#: verbs of mind and feeling, present and past: a person's, never a town's
_MIND = frozenset(word_list("mind_verbs", "sv"))
_ADVERBS = frozenset(word_list("mind_adverbs", "sv"))
_POSSESSIVE = frozenset(word_list("third_person_possessives", "sv"))


def person_reading(doc: Doc, hit: Hit) -> str | None:
    """Why the town name at ``hit`` names a person, or None."""
    if not hit.cap or any(p.kind in ("country", "region") for p in hit.places):
        return None
    before = doc.words_before(hit.i, 1)
    if before and before[0] in FAMILY_GENDER:
        return f"after '{before[0]}'"
    after = doc.words_after(hit.j, 3)
    if after and after[0] in _ADVERBS:
        after = after[1:]
    if after and after[0] in _MIND:
        return f"subject of '{after[0]}'"
    if len(after) >= 2 and after[0] == "och" and after[1] in _POSSESSIVE:
        return f"'och {after[1]}' after it"
    return None
