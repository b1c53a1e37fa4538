"""Places that a noun or a phrase of direction announces, whatever the lists say about the name.

'i delstaten Shan' -> region, 'i lägret Shimelba' -> place, 'byn Kvarnby', 'staden Newtown', 'S:t Moritz' ->
city (the name detector leaves a name after such a noun alone); in lower case a rare word after a possessive and a
place noun ('jag saknar min by kaftar') -> city; 'i närheten av Jevpatorija', 'norr om
Askersund', 'strax utanför X' -> city for a capitalised word no name list knows; so is a name of two
capitalised words inside a sentence whose first is 'Lilla', 'Stora', 'Norra' ... ('Lilla Essingen'; 'Östra Mora',
a listed town that is a common word too, was read as a surname).
"""

from __future__ import annotations

from collections.abc import Iterator

from wordfreq import zipf_frequency

from workbench.detect.base import Detector, register
from workbench.detect.lib.context import PLACE_NOUNS, POSSESSIVES, STOP, after_place_noun
from workbench.model import Span
from workbench.resources import first_names, places, surnames
from workbench.resources.wordlists import phrases, word_list
from workbench.text import Doc

__all__ = ["DIRECTIONS", "PlaceNounDetector"]

DIRECTIONS = phrases("direction_phrases", "sv")
_COMMON = 4.0  # 'i byn Centrum': an ordinary word, capitalised
_SIZES = set(word_list("place_name_openers", "sv"))
#: ... of which these stand before a person too ('Lilla Anna'): a first name after them is the person, not a town
#: that shares it (after the others it is the town: 'Stora Tuna', 'Östra Tuna': review 85 C3)
_PERSON_OPENERS = frozenset({"lilla", "gamla", "nya"})
_FEW_BEARERS = 100  # ... or a first name this rare ('Tuna': 5)
#: a place noun after a possessive: 'min by kaftar', 'vår stad' (the indefinite 'by' is no place noun alone)
_OWN_PLACE_NOUNS = frozenset(word_list("own_place_nouns", "sv"))


@register
class PlaceNounDetector(Detector):
    """A capitalised word after a place noun or a phrase of direction."""

    name = "place_nouns"

    def detect(self, doc: Doc) -> Iterator[Span]:
        for i in doc.positions_after(_SIZES):
            prev, tok, low = doc.tokens[i - 1], doc.tokens[i], doc.lowers[i]
            if prev.is_capitalized and tok.is_capitalized and low.isalpha() and not doc.is_sentence_initial(i - 1) \
                    and (low not in first_names() or doc.lowers[i - 1] not in _PERSON_OPENERS
                         and (_town(low) or first_names()[low].count < _FEW_BEARERS)) \
                    and (zipf_frequency(low, "sv") < _COMMON or _town(low)):
                yield self.span(prev.start, tok.end, "city", f"'{prev.text}' + a capitalised word", "two_words",
                                pattern="two_words", trigger=prev.text.lower(), cap=True)
        for i in doc.positions_after(set(PLACE_NOUNS) | _OWN_PLACE_NOUNS | {"av", "om", "utanför"}):
            tok, low = doc.tokens[i], doc.lowers[i]
            if not tok.is_capitalized and tok.is_word and (own := self._own_place(doc, i)) is not None:
                yield self.span(tok.start, tok.end, "city", f"lower-case name after '{own}'", "after_place_noun",
                                pattern="noun", trigger=own, cap=False)
                continue
            if not (tok.is_capitalized and tok.is_word and low.replace("-", "").isalpha()) or low in STOP \
                    or doc.is_sentence_initial(i) or zipf_frequency(low, "sv") >= _COMMON:
                continue
            noun = after_place_noun(doc, i)
            if noun is not None:
                start = doc.tokens[i - 1].start if noun in ("s:t", "sankt") else tok.start
                yield self.span(start, tok.end, PLACE_NOUNS[noun], f"after '{noun}'", "after_place_noun",
                                pattern="noun", trigger=noun, cap=True)
                continue
            before = tuple(doc.words_before(i, 3))
            phrase = next((d for d in DIRECTIONS if before[-len(d):] == d), None)
            if phrase and low not in first_names() and low not in surnames():
                yield self.span(tok.start, tok.end, "city", f"after '{' '.join(phrase)}'", "after_direction",
                                pattern="direction", trigger=" ".join(phrase), cap=True)

    @staticmethod
    def _own_place(doc: Doc, i: int) -> str | None:
        """The possessive and place noun before a lower-case token ``i`` that names the place ('jag saknar min by
        kaftar'), when the pack takes the word for a place in lower case (``lower_case_place``: rare, no
        misspelt or built common word: 'min by vakert', 'min by lilen' name none); else None. After a definite
        place noun alone a rare lower-case word is as often a verb ('staden kännetecknades av', held out):
        capitals only there."""
        before = doc.words_before(i, 2)
        if len(before) < 2 or before[-1] not in _OWN_PLACE_NOUNS or before[0] not in POSSESSIVES \
                or doc.lowers[i] in STOP or not doc.pack.lower_case_place(doc.lowers[i]):
            return None
        return " ".join(before)


def _town(low: str) -> bool:
    """A listed town and no country or region: 'mora' of 'Östra Mora'; not 'sverige' of 'Södra Sverige', a part of
    the country that the guidelines leave."""
    found = places().get(low, ())
    return any(p.kind == "city" for p in found) and not any(p.kind in ("country", "region") for p in found)
