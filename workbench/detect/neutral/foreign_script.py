"""Words in another script than the essay's: a Swedish or English learner essay written in Latin letters that
holds a run of Chinese, Cyrillic, Greek, Arabic ... letters most likely gives a name, a place or a phrase in the
learner's own language ("Jag heter Wang Wei (王伟)", "kommer från 成都", "in Greek Γιάννης Παπαδόπουλος").
No list reads them, and the leak check cannot see them (they are in no key), so they were released as written
(review 13, finding 9). A run (words of such letters, one space apart) is proposed by its context
(lib.context.run_context): right after a place preposition or trigger ('från', 'from', 'bor i') a city, marked
foreign (guidelines 003, 2: places outside Sweden); in a sentence that names someone ('heter', 'mitt namn',
'my name is') a name, first name of unknown gender, middle names and surname in the standard order (guidelines
003, 1: in uncertain cases); otherwise ``extra`` (guidelines 003, 14: information that may identify the writer
that no other category covers; obligatory by default, '[extra]' until a reviewer writes the surrogate), which
puts it before a reviewer. The guidelines say nothing of text in another script; that such a run is an
``extra`` when its context says nothing is this detector's reading, not theirs. A surrogate in Latin letters
stands in its place. Mixed words ('Karιn' with a Greek iota) are Latin words, and so are Latin letters drawn
otherwise ('𝐇𝐚𝐫𝐫𝐢𝐞𝐭': their NFKC form); single letters ('α', 'π') are left alone.
"""

from __future__ import annotations

import unicodedata
from collections.abc import Iterator
from functools import lru_cache

from workbench.detect.base import Detector, register
from workbench.detect.lib.context import name_labels, run_context
from workbench.model import Span
from workbench.text import Doc

__all__ = ["ForeignScriptDetector", "foreign"]

#: the Latin letters' blocks (Basic Latin to Latin Extended-B, IPA, Latin Extended Additional, -C, -D, -E and
#: the full-width forms): every other letter is of another script
_LATIN = ((0, 0x2AF), (0x1E00, 0x1EFF), (0x2C60, 0x2C7F), (0xA720, 0xA7FF), (0xAB30, 0xAB6F), (0xFF21, 0xFF5A))


@lru_cache(maxsize=8192)
def foreign(word: str) -> bool:
    """``word`` has letters, none of them Latin, also in their compatibility form (NFKC: mathematical bold
    '𝐇𝐚𝐫' and full-width 'Ｈａｒ' letters are Latin ones drawn otherwise)."""
    if word.isascii():
        return False
    letters = [ord(c) for c in unicodedata.normalize("NFKC", word) if c.isalpha()]
    return bool(letters) and not any(a <= c <= b for c in letters for a, b in _LATIN)


@register
class ForeignScriptDetector(Detector):
    """Runs of words in another script, labelled by their context."""

    name = "foreign_script"

    def detect(self, doc: Doc) -> Iterator[Span]:
        if doc.text.isascii():
            return
        toks, text = doc.tokens, doc.text
        i = 0
        while i < len(toks):
            if not foreign(toks[i].text):
                i += 1
                continue
            j = i  # the run: such words one space apart
            while j + 1 < len(toks) and text[toks[j].end : toks[j + 1].start] == " " and foreign(toks[j + 1].text):
                j += 1
            if sum(c.isalpha() for t in toks[i : j + 1] for c in t.text) >= 2:
                yield from self._run(doc, i, j)
            i = j + 1

    def _run(self, doc: Doc, i: int, j: int) -> Iterator[Span]:
        toks = doc.tokens
        start, end = toks[i].start, toks[j].end
        context = run_context(doc, i)
        if context is None:
            yield self.span(start, end, "extra", "words in another script, no context tells what they are",
                            "other_script")
        elif context[0] == "place":
            yield self.span(start, end, "city", f"words in another script after '{context[1]}'", "place_context",
                            attributes=("foreign",), place_preposition=context[1])
        else:
            for tok, label in zip(toks[i : j + 1], name_labels(j - i + 1), strict=True):
                yield self.span(tok.start, tok.end, label, f"a word in another script, named by '{context[1]}'",
                                "name_context", trigger=context[1])
