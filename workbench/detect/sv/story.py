"""Sentences that tell a book's or film's story (Swedish): 'Boken Bröderna Lejonhjärta handlar om två
bröder'; the family words counted there are the characters', no one's (the fam detector asks the Swedish
pack)."""

from __future__ import annotations

from workbench.resources.marks import SentenceView
from workbench.resources.wordlists import word_list

__all__ = ["story"]

#: a sentence about a book or film: 'Boken Bröderna Lejonhjärta handlar om två bröder'
_STORY = frozenset(word_list("story_words", "sv"))


def story(view: SentenceView, s: int) -> bool:
    """True when sentence ``s`` (not about the writer) tells of a book's or film's characters."""
    a, b = view.bounds[s]
    return not _STORY.isdisjoint(view.lowers[a:b])
