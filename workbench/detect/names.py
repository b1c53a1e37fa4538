"""First names and surnames from the lists, with capitalisation, frequency and context as evidence.

'Erik Olsson' -> firstname_male + surname; 'Hans' mid-sentence is a name, 'hans' (his) is not; a
common word that is also a name (Bo, Per, Alla) needs a trigger (heter, min bror) or a neighbouring
name. Gender comes from the list, or from a family word before it (min syster Kim). Initials: 'M.K.',
'P-O', and a capital with a period next to a known name ('E. Olsson', 'Chinedu O.').
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from workbench.detect._context import NAME_TRIGGERS, STOP, after_trigger, gender_hint
from workbench.detect._gazetteer import (
    Hit,
    analyse,
    common_zipf,
    hit_at,
    is_vocabulary,
    place_rather_than_name,
    zipf_limit,
)
from workbench.detect.base import Detector, register
from workbench.model import Span
from workbench.resources import first_names, surnames
from workbench.text import Doc

__all__ = ["NameDetector"]

_MONTHS_DAYS = set(
    """januari februari mars april maj juni juli augusti september oktober november december
måndag tisdag onsdag torsdag fredag lördag söndag january february march may june july august october
monday tuesday wednesday thursday friday saturday sunday jul påsk christmas easter god gud""".split()
)
_INITIALS = re.compile(r"^[A-ZÅÄÖ](?:[.-][A-ZÅÄÖ])+$")  # M.K, P-O, L.F.R (the final period is its own token)
_NOT_INITIALS = {"U.S", "U.K", "E.U", "U.N", "D.C", "A.M", "P.M", "T.V", "C.V", "I.D", "P.S", "O.K"}


@register
class NameDetector(Detector):
    name = "names"

    def detect(self, doc: Doc) -> Iterator[Span]:
        yield from self._initials(doc)
        hits = [h for h in analyse(doc) if (h.first or h.surname) and not h.fuzzy and "multi" not in h.extra]
        accepted: dict[int, Hit] = {}
        for h in hits:
            why = self._evidence(doc, h, accepted)
            if why is None:
                continue
            accepted[h.i] = h
            label, what = self._label(doc, h, accepted)
            yield self.span(h.start, h.end, label, f"{what}; {why[0]}", why[1], h.morph)
            if label.startswith("firstname"):
                yield from self._unknown_surname(doc, h)

    def _initials(self, doc: Doc) -> Iterator[Span]:
        """'M.K.', 'P-O', 'L.F.R.' -> initials; a capital with a period beside a known name ('E. Olsson',
        'Chinedu O.') too. The period after the last letter is part of the span."""
        toks = doc.tokens
        for i in doc.capitalized:
            tok = toks[i]
            if tok.text[1:2] not in ("", ".", "-"):
                continue  # neither 'M.K', 'P-O' nor a single capital
            dot = i + 1 < len(toks) and toks[i + 1].text == "." and toks[i + 1].start == tok.end
            end = toks[i + 1].end if dot else tok.end
            if _INITIALS.match(tok.text) and tok.text not in _NOT_INITIALS:
                yield self.span(tok.start, end, "initials", "capital letters with periods or a hyphen", 0.95,
                                pattern="initials")
            elif dot and len(tok.text) == 1 and tok.text.isupper() and (doc.lang, tok.text) != ("en", "I"):
                nxt = toks[i + 2] if i + 2 < len(toks) else None
                prev = toks[i - 1] if i > 0 else None
                if nxt is not None and nxt.is_capitalized and _listed(nxt.lower):
                    why = "a capital with a period before a name"
                elif prev is not None and prev.is_capitalized and prev.lower in first_names():
                    why = "a capital with a period after a first name"
                else:
                    continue
                yield self.span(tok.start, end, "initials", why, 0.9, pattern="initials")

    def _unknown_surname(self, doc: Doc, h: Hit) -> Iterator[Span]:
        """'Amina Warsame': a capitalised word no list knows, right after a first name, is a surname."""
        k = h.j + 1
        if k >= len(doc.tokens) or hit_at(doc, k) is not None:
            return
        tok = doc.tokens[k]
        low = tok.text.lower()
        if (
            tok.is_capitalized
            and tok.text.isalpha()
            and low not in STOP
            and common_zipf(low, doc.lang) < 3.0
            and not is_vocabulary(low, doc.lang)
            and not doc.is_sentence_initial(k)
        ):
            yield self.span(
                tok.start,
                tok.end,
                "surname",
                f"capitalised word after first name {h.first.name}"
                if h.first
                else "capitalised word after a first name",
                0.7,
                pattern="after_first",
            )

    def _evidence(self, doc: Doc, h: Hit, accepted: dict[int, Hit]) -> tuple[str, float] | None:
        if (
            h.base in STOP
            and not (h.cap and not h.initial)
            or h.base in _MONTHS_DAYS
            and not after_trigger(doc, h.i, NAME_TRIGGERS)
        ):
            return None
        if place_rather_than_name(doc, h):
            return None
        trig = after_trigger(doc, h.i, NAME_TRIGGERS)
        if trig:
            return f"after '{' '.join(trig)}'", 0.95
        if (h.cap or h.zipf == 0) and gender_hint(doc, h.i):
            return f"after '{doc.words_before(h.i, 1)[0]}'", 0.9
        neighbour = (h.i - 1) in accepted or self._next_is_name(doc, h)
        if h.cap and neighbour and h.zipf < 5.0:
            return "next to another name", 0.9
        if h.cap and not h.initial and self._coordinated(doc, h, accepted):
            return "coordinated with another name (och/and)", 0.8
        if h.zipf >= zipf_limit(doc, h):
            return None
        if not h.cap:
            rec = h.first or h.surname
            return ("lowercase, not a common word", 0.6) if rec and rec.count >= 100 else None
        where = "sentence-initial" if h.initial else "capitalised mid-sentence"
        return where + (f", also a common word (zipf {h.zipf:.1f})" if h.zipf else ""), (
            0.6 if h.zipf else 0.75 if h.initial else 0.9
        )

    @staticmethod
    def _coordinated(doc: Doc, h: Hit, accepted: dict[int, Hit]) -> bool:
        """'Hans och Maria', 'Erik and Per': a name on the other side of och/and."""
        toks = doc.tokens
        if h.j + 2 < len(toks) and toks[h.j + 1].lower in ("och", "and") and toks[h.j + 2].is_capitalized:
            nxt = hit_at(doc, h.j + 2)
            if nxt is not None and nxt.first and nxt.zipf < 5.0:
                return True
        return h.i >= 2 and toks[h.i - 1].lower in ("och", "and") and (h.i - 2) in accepted

    @staticmethod
    def _next_is_name(doc: Doc, h: Hit) -> bool:
        nxt = hit_at(doc, h.j + 1)
        return bool(nxt and nxt.cap and (nxt.surname or nxt.first) and nxt.zipf < 5.0)

    @staticmethod
    def _label(doc: Doc, h: Hit, accepted: dict[int, Hit]) -> tuple[str, str]:
        prev = accepted.get(h.i - 1)
        if h.surname and (not h.first or prev is not None and prev.first):
            if (
                prev is not None
                and prev.first
                and h.first
                and (nxt := hit_at(doc, h.j + 1)) is not None
                and nxt.surname
                and nxt.cap
            ):
                return "middlename", f"first-name list ({h.first.name}) between first name and surname"
            return "surname", f"surname list ({h.surname.name})"
        assert h.first is not None
        gender = h.first.gender
        hint = gender_hint(doc, h.i)
        if gender == "unknown" and hint:
            gender = hint
        return f"firstname_{gender}", f"first-name list ({h.first.name}, {h.first.gender})"


def _listed(word: str) -> bool:
    return word in surnames() or word in first_names()
