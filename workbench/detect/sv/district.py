"""A part of the town named before: 'bor jag i Karlstad, på Herrhagen' (Swedish). No detector here: the
triggers detector asks the Swedish pack (``district_after_city``)."""

from __future__ import annotations

from workbench.text import Doc

__all__ = ["district_after_city"]


def district_after_city(doc: Doc, i: int) -> bool:
    """'bor jag i Karlstad, på Herrhagen': a capitalised word after 'i <Town>, på' names a part of the town
    (003: <city> also for Swedish city parts)."""
    toks = doc.tokens
    if i < 4 or not toks[i].is_capitalized or doc.lowers[i - 1] != "på" or toks[i - 2].text != ",":
        return False
    return toks[i - 3].is_capitalized and toks[i - 3].is_word and doc.lowers[i - 4] in ("i", "in")
