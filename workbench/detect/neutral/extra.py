"""Very specific life events (guidelines 003, section 14: <extra>) when a phrase gives them away: "vann
första pris i", "var med i tv", "enda kvinnliga", "world champion", "the only ... in my town". Only in
sentences about the writer or their family; a low score, since only a reviewer can judge how identifying
the event is (and write the surrogate). The reason names the kind of event, never the words.
"""

from __future__ import annotations

from collections.abc import Iterator

from workbench.detect.base import Detector, register
from workbench.model import Span
from workbench.resources.marks import lexicon, sentence_view
from workbench.text import Doc

__all__ = ["ExtraDetector"]

#: the sentences an event counts in: about the writer or the writer's family
_ABOUT = ("first", "family")


def _match(pattern: tuple[str, ...], words: list[str], k: int, end: int) -> int | None:
    """The end of a match of ``pattern`` at ``words[k]`` (``*`` is one to three words), or None."""
    if not pattern:
        return k
    if pattern[0] == "*":
        for n in (1, 2, 3):
            if k + n < end:
                m = _match(pattern[1:], words, k + n, end)
                if m is not None:
                    return m
        return None
    if k < end and words[k] == pattern[0]:
        return _match(pattern[1:], words, k + 1, end)
    return None


@register
class ExtraDetector(Detector):
    """Phrases that tell a very specific event of the writer's life."""

    name = "extra"

    def detect(self, doc: Doc) -> Iterator[Span]:
        lex, view = lexicon(doc.lang), sentence_view(doc)
        words, done = view.lowers, 0  # the words before ``done`` are part of the last event
        for i in doc.positions(lex.extra):  # the first word of a phrase
            about = view.about[view.sentence_of[i]]
            if i < done or about not in _ABOUT:
                continue
            best = None
            end = view.bounds[view.sentence_of[i]][1]
            for pattern, reason in lex.extra[words[i]]:
                m = _match(pattern, words, i, end)
                if m is not None and (best is None or m > best[0]):
                    best = (m, reason)
            if best is None:
                continue
            yield self.span(doc.tokens[i].start, doc.tokens[best[0] - 1].end, "extra",
                            f"specific life event: {best[1]}", f"about_{about}", pattern="phrase", about=about)
            done = best[0]
