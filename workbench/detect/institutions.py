"""Schools, workplaces, public authorities and other institutions.

'Rinkebyskolan', 'Stockholms universitet', 'Komvux Malmö', 'SFI Rinkeby' -> school; 'Skatteverket' ->
public_authority; 'Röda Korset', 'Volvo' -> other_institution; any of them where the writer works
('jag jobbar på Rinkebyskolan') -> work. A bare 'SFI' or 'Komvux' names a kind of school, not one
school, and is left alone (SweLL kept it).
"""

from __future__ import annotations

from collections.abc import Iterator
from functools import lru_cache

from workbench.detect._context import work_context
from workbench.detect._gazetteer import analyse
from workbench.detect.base import Detector, register
from workbench.model import Span
from workbench.resources import common_compounds, first_names, patterns, places
from workbench.text import Doc

__all__ = ["InstitutionDetector"]


@lru_cache(maxsize=1)
def _tables() -> tuple[dict[str, str], dict[str, str], dict[str, str]]:
    """(exact names, suffixes, institution words), lowercased -> label."""
    exact, suffix, words = {}, {}, {}
    for p in patterns():
        table = {"institution": exact, "institution_suffix": suffix, "institution_word": words}.get(p.kind)
        if table is not None:
            table[p.text.lower()] = p.label
    return exact, suffix, words


def _known(word: str) -> bool:
    w = word[:-1] if word.endswith("s") else word
    return word in places() or w in places() or w in first_names()


@register
class InstitutionDetector(Detector):
    name = "institutions"

    def detect(self, doc: Doc) -> Iterator[Span]:
        exact, suffixes, words = _tables()
        toks = doc.tokens
        for h in analyse(doc):  # multi-word names from the lists (Röda Korset)
            if h.extra.get("multi") == "institution":
                yield self._span(doc, h.i, h.start, h.end, exact[h.base], f"institution list ({h.base})", 0.9)
        ends = tuple(suffixes)
        for i, tok in enumerate(toks):
            low = tok.text.lower()
            if low not in exact and low not in words and not low.endswith(ends):
                continue
            cap = tok.is_capitalized
            mid = cap and not doc.is_sentence_initial(i)
            if low in exact and (cap or low.isupper()):
                nxt = toks[i + 1] if i + 1 < len(toks) else None
                end = nxt.end if nxt is not None and nxt.is_capitalized and nxt.text.isalpha() else tok.end
                yield self._span(doc, i, tok.start, end, exact[low], f"institution list ({tok.text})", 0.9)
            elif low in words and (len(low) > 3 or tok.text.isupper()):
                prev, nxt = (toks[i - 1] if i else None), (toks[i + 1] if i + 1 < len(toks) else None)
                if (
                    prev is not None
                    and prev.is_capitalized
                    and prev.is_word
                    and (not doc.is_sentence_initial(i - 1) or _known(prev.lower))
                ):
                    yield self._span(doc, i, prev.start, tok.end, words[low], f"{prev.text} + '{low}'", 0.9)
                elif nxt is not None and nxt.is_word and nxt.is_capitalized and _known(nxt.lower):
                    yield self._span(doc, i, tok.start, nxt.end, words[low], f"'{low}' + {nxt.text}", 0.9)
            else:
                suf = next((s for s in suffixes if low.endswith(s) and len(low) - len(s) >= 3), None)
                if suf is None or not low[: -len(suf)].replace("-", "").isalpha():
                    continue
                prefix = low[: -len(suf)].rstrip("-")
                if _known(prefix) or mid and low not in common_compounds():
                    why = f"known name + '-{suf}'" if _known(prefix) else "capitalised mid-sentence"
                    yield self._span(
                        doc,
                        i,
                        tok.start,
                        tok.end,
                        suffixes[suf],
                        f"institution name ({why})",
                        0.85 if cap else 0.7,
                    )

    def _span(self, doc: Doc, i: int, start: int, end: int, label: str, why: str, score: float) -> Span:
        if work_context(doc, i):
            return self.span(start, end, "work", why + "; where someone works", score, pattern=label)
        return self.span(start, end, label, why, score)
