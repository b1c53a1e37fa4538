"""Letter-spaced words: "K a r i n  L u n d q v i s t", "My name is B e a t r i c e T h o r n b u r y". Every
letter is a token of its own, so no list and no trigger reads the word, and the leak check counted separators
(review 13, finding 15: released as written). A run of three or more single letters one space apart
(pseudonymize.matcher.letter_spaced, the match form's reading) is parted into words where a capital follows a
small letter (a one-letter word, 'i' in 'bor i H u d i k s v a l l', only tells the context). Where the
sentence names someone (lib.context.run_context: 'heter', 'my name is'), or a listed first name or another
name comes first in the run, a word is a name: a listed first name by its gender, else a first name of
unknown gender, or a surname after a name (the standard order). Otherwise a word a name or place list holds
gets its label, an unlisted one after 'från', 'from', 'i' ... is a city (foreign: no Swedish list holds it);
an unlisted capitalised word of four letters or more (a name's shape: 'Q w z x') with no such context is
``extra``, for a reviewer. The span covers the spaced letters; the surrogate is written as usual.
"""

from __future__ import annotations

from collections.abc import Iterator

from wordfreq import zipf_frequency

from workbench import taxonomy
from workbench.detect.base import Detector, register
from workbench.detect.lib.context import run_context
from workbench.model import Span
from workbench.pseudonymize.matcher import letter_spaced
from workbench.resources import first_names, places, surnames
from workbench.text import Doc

__all__ = ["LetterSpacedDetector"]

#: an unlisted letter-spaced word this common (wordfreq's Zipf, in Swedish or English) is no name for a reviewer
#: (a spaced heading: 'I n l e d n i n g', 'S u m m a r y'). A listed one stays a name however common ('M E R',
#: 'S O L' are first names): leaving those out released 'Mrs G R A C E', 'Mr M A R K  B E R G' (review 21)
_WORD_ZIPF = 3.0


def _zipf(word: str) -> float:
    return max(zipf_frequency(word, "sv"), zipf_frequency(word, "en"))


def _words(text: str, start: int, end: int) -> list[tuple[int, int]]:
    """The words of the letter-spaced run ``text[start:end]``: a capital after a small letter starts one, and
    so does a small letter after a one-letter word."""
    out: list[tuple[int, int]] = []
    first = start
    for k in range(start + 2, end, 2):
        if text[k].isupper() and text[k - 2].islower() or k - first == 2 and text[first].islower():
            out.append((first, k - 1))
            first = k
    out.append((first, end))
    return out


@register
class LetterSpacedDetector(Detector):
    """Letter-spaced names and places."""

    name = "letter_spaced"

    def detect(self, doc: Doc) -> Iterator[Span]:
        text = doc.text
        name_end = -1  # where the last name ended: a run after it, spaces apart, goes on with it ('K a r i n  L u n d')
        for run_start, run_end in letter_spaced(text):
            named = name_end >= 0 and not text[name_end:run_start].strip(" ")  # a name just before this word
            for start, end in _words(text, run_start, run_end):
                if end - start < 3:  # one letter: 'i' in 'bor i H u d i k s v a l l' is the preposition
                    named = False
                    continue
                word = text[start:end:2].lower()
                context = run_context(doc, doc.token_index(start))
                known = self._listed(word)
                if context is None and (named or known is not None and known[0].startswith("firstname_")):
                    context = ("name", "a name before it" if named else "a listed first name")
                if context is not None and context[0] == "name":
                    label = known[0] if known is not None and known[0].startswith("firstname_") else \
                        "surname" if named else "firstname_unknown"
                    yield self.span(start, end, label, f"a letter-spaced word, named by {context[1]!r}",
                                    "name_context", trigger=context[1])
                elif known is not None:
                    yield self.span(start, end, known[0], "a letter-spaced word a list holds", "listed",
                                    attributes=known[1])
                elif context is not None:
                    yield self.span(start, end, "city", f"a letter-spaced word after '{context[1]}'",
                                    "place_context", attributes=("foreign",), place_preposition=context[1])
                elif text[start].isupper() and text[start + 2 : end : 2].islower() and end - start >= 7 \
                        and _zipf(word) < _WORD_ZIPF:  # a spaced heading: 'I n l e d n i n g', 'S u m m a r y'
                    yield self.span(start, end, "extra", "a letter-spaced capitalised word", "other_word")
                named = context is not None and context[0] == "name"
                name_end = end if named else -1

    @staticmethod
    def _listed(word: str) -> tuple[str, tuple[str, ...]] | None:
        """(label, attributes) of ``word`` (lower case) by the first-name, surname and place lists, or None."""
        first = first_names().get(word)
        if first is not None:
            return f"firstname_{first.gender}", ()
        if word in surnames():
            return "surname", ()
        found = places().get(word)
        if not found:
            return None
        foreign = found[0].foreign and taxonomy.get(found[0].kind).foreign_allowed
        return found[0].kind, ("foreign",) if foreign else ()
