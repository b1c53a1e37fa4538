"""Lakes, rivers, mountains, forests and islands no list knows -> geo (guidelines 003: 'forests, lakes,
mountains').

A capitalised word ending in one of the language pack's geographic heads (``geo_suffixes``: Swedish
'Helgasjön', 'Umeälven', 'Fyrisån', 'Smålandskusten', 'Klarabergskanalen'; 'Åreskutan' is in the lists;
'Norra stadsberget'), the pack's two-word names (``geo_two_words``: 'Göta älv', 'Rönne å'), and a
capitalised name after a geographic noun ('sjön Siljan', 'floden Wisła', 'berget Kebnekaise', 'the river
Tiber'). Ordinary words ('miljön', 'Skogen', 'insjön') are left alone: mid-sentence the word must be
capitalised and rare as a word (zipf < 4), sentence-initial it must not be in the language's vocabulary.
"""

from __future__ import annotations

from collections.abc import Iterator

from wordfreq import zipf_frequency

from workbench.detect.base import Detector, register
from workbench.detect.lib.context import STOP
from workbench.detect.lib.gazetteer import is_vocabulary
from workbench.model import Span
from workbench.resources import listed, places
from workbench.resources.wordlists import word_list
from workbench.text import Doc

__all__ = ["GeoDetector"]

_NOUNS = set(word_list("geo_nouns"))
DIRECTIONS = set(word_list("geo_directions"))
_COMMON = 4.0  # 'Skogen', 'Berget', 'Miljön' capitalised are ordinary words
_NOT = set(word_list("geo_not_names"))


@register
class GeoDetector(Detector):
    """Suffix, two-word and trigger rules for geographic names."""

    name = "geo"

    def detect(self, doc: Doc) -> Iterator[Span]:
        toks = doc.tokens
        suffixes = doc.pack.geo_suffixes
        suffixed = doc.positions((), suffixes) if suffixes else []
        for i in sorted({*doc.positions_after(_NOUNS), *suffixed}):  # the only tokens the rules can take
            tok, low = toks[i], doc.lowers[i]
            if not tok.is_capitalized and not low.endswith(suffixes) or not low.isalpha():
                continue
            prev = toks[i - 1].lower if i else ""
            if prev in _NOUNS and tok.is_capitalized and low not in STOP and not doc.is_sentence_initial(i) \
                    and low not in places() and zipf_frequency(low, doc.lang) < _COMMON:
                yield self.span(tok.start, tok.end, "geo", f"name after '{prev}'", "after_geo_noun", pattern="noun",
                                trigger=prev, cap=True)
                continue
            if low in _NOT or not low.endswith(suffixes):
                continue
            suffix = next((s for s in suffixes if low.endswith(s) and len(low) - len(s) >= 3), None)
            if suffix is None or zipf_frequency(low, doc.lang) >= _COMMON or listed(low):
                continue
            start = i
            if i > 0 and toks[i - 1].lower in DIRECTIONS and toks[i - 1].is_capitalized:
                start = i - 1  # 'Norra stadsberget'
            initial = doc.is_sentence_initial(start)
            if toks[start].is_capitalized and (not initial or start < i):
                why, rule = "capitalised mid-sentence", "suffix"
            elif toks[start].is_capitalized and not is_vocabulary(low, doc.lang):
                why, rule = "sentence-initial, not an ordinary word", "suffix_sentence_initial"
            else:
                continue
            yield self.span(toks[start].start, tok.end, "geo", f"geographic name (-{suffix}); {why}", rule,
                            pattern="suffix")
        two_words = doc.pack.geo_two_words
        for m in two_words.finditer(doc.text) if two_words is not None else ():
            i, head = doc.token_index(m.start()), m.group(1).lower()
            if listed(head) and head not in places():  # 'Anna å Per': a name, not a river
                continue
            if not doc.is_sentence_initial(i) or not is_vocabulary(head, doc.lang):
                yield self.span(m.start(), m.end(), "geo", f"name + '{m.group(2)}'", "two_words", pattern="two_word")
