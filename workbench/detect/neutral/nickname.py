"""Nicknames: the name after 'kallar mig', 'kallas', 'mitt smeknamn är', 'call me', 'my nickname is'
-> nickname (guidelines 003; replaced like a gender-neutral first name). It outscores the name lists
(Kasia is on them), so 'alla kallar mig Kasia' is one nickname, not a first name. Initials ('P-O') are
left to the name detector.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from workbench.detect.base import Detector, register
from workbench.detect.lib.context import FAMILY_GENDER, STOP
from workbench.model import Span
from workbench.resources import first_names
from workbench.resources.wordlists import phrases, word_list
from workbench.text import Doc

__all__ = ["NicknameDetector", "NICKNAME_TRIGGERS"]

#: lowercased word sequences right before a nickname
NICKNAME_TRIGGERS = phrases("nickname_triggers")
_LAST = {t[-1] for t in NICKNAME_TRIGGERS}
_QUOTES = set("\"'”“«»")
_BEFORE = _LAST | _QUOTES  # a nickname follows one of these tokens
_PERSONS = set(word_list("subject_pronouns"))
_INITIALS = re.compile(r"^[A-ZÅÄÖ](?:[.-][A-ZÅÄÖ])+\.?$")


@register
class NicknameDetector(Detector):
    """The word after a nickname trigger."""

    name = "nickname"

    def detect(self, doc: Doc) -> Iterator[Span]:
        toks = doc.tokens
        for i in doc.positions_after(_BEFORE):
            tok = toks[i]
            if not tok.is_word or not tok.text[0].isalpha() or tok.lower in STOP or _INITIALS.match(tok.text):
                continue
            before = doc.words_before(i, 3)
            trig = next((t for n in (3, 2, 1) if len(before) >= n and (t := tuple(before[-n:])) in
                         NICKNAME_TRIGGERS), None)
            if trig is None or not (tok.is_capitalized or toks[i - 1].text in _QUOTES):
                continue
            if trig[0] in ("kallas", "kallades", "kallad") and not self._person_before(doc, i):
                continue  # 'ett företag som kallas Apple': a thing, not a person
            yield self.span(tok.start, tok.end, "nickname", f"after '{' '.join(trig)}'", "after_trigger",
                            trigger=" ".join(trig), cap=tok.is_capitalized)

    @staticmethod
    def _person_before(doc: Doc, i: int) -> bool:
        """'jag kallas', 'min bror kallas', 'Mohammed kallas': a person right before 'kallas'."""
        words = doc.words_before(i, 2)
        k = i - 2
        while k >= 0 and not doc.tokens[k].is_word:
            k -= 1
        prev = doc.tokens[k] if k >= 0 else None
        if len(words) < 2:
            return False
        if words[0] in _PERSONS or words[0] in FAMILY_GENDER:
            return True
        return prev is not None and prev.is_capitalized and not doc.is_sentence_initial(k) \
            and prev.lower in first_names()
