"""Ages in digits and in words: "jag är 18 år", "18 år gammal", "fyllde 30", "arton år", "I'm eighteen",
"18-year-old", misspelled "niotton år", learner syntax "jag hade 19 år", "när jag hade 18",
"min son Ali har 10 år", "jag har 52.", "I will be 16 next month" (guidelines 003, 5). Only the number is marked.

Candidates are the essay's short digit runs and the words next to an age anchor ("år", "years",
"fyllde", "turned", "jag är" ...); each is checked against context templates (what must stand just
before and just after it). A spelled number is read with ``workbench.lang.numbers.read_number`` (rapidfuzz).
"18 kronor", "klockan 18", "i 5 år", "det är 5 år sedan" are not ages.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from workbench.detect.base import Detector, register
from workbench.detect.evidence import evidence, score
from workbench.detect.lib.numbers import UNIT_AFTER, digit_runs, ends_before, lowered
from workbench.lang.numbers import MONTHS, read_number
from workbench.model import Span
from workbench.resources.marks import lexicon
from workbench.text import Doc

__all__ = ["AgeDetector"]

_S = r"(?:(?:jag|han|hon|hen|du|vi|ni|de)\s+)?"  # inverted word order: "i maj fyllde jag 30"
_P = r"(?:(?:nästan|snart|redan|bara|ungefär|cirka|ca|typ|almost|nearly|just|only|about)\s+)?"
_END = r"\s*(?:[.,!?;:)]|$)|\s+(?:och|men|nu|idag|snart|då|and|but|now|today|soon)\b"
# a family word before a name may stand between the possessive and the verb: "min son Ali har", "my sister
# Destiny is"
def _kin(code: str) -> str:
    """The family words of a language (resources/marks), as alternatives of a pattern, longest first."""
    return "|".join(re.escape(w) for w in sorted(lexicon(code).family, key=len, reverse=True) if w.isalpha())


_KIN = {"sv": _kin("sv"), "en": _kin("en")}
_OWN_SV = r"(?:min|mitt|mina|hans|hennes)\s+(?:(?:" + _KIN["sv"] + r")\s+)?\w+"
_BARE_SV = r"\b(?:jag|han|hon|hen|du|vi|" + _OWN_SV + r")\s+(?:är|var|blir|blev)\s+"
_BARE_EN = (
    r"\b(?:i\s+am|i'm|i’m|im|he\s+is|she\s+is|he's|she's|i\s+was|he\s+was|she\s+was|"
    r"(?:my|his|her)\s+(?:(?:" + _KIN["en"] + r")\s+)?\w+\s+(?:is|was)|"
    # 'my little sister Destiny is', "hollys brother Jake is"
    r"(?:my|his|her|\w+['’]?s)\s+(?:(?:little|big|older|younger|elder|baby|twin)\s+)?(?:" + _KIN["en"]
    + r")\s+\w+\s+(?:is|was))\s+"
)
_MONTH_SV = r"(?:" + "|".join(MONTHS["sv"]) + r")\b"
# (before the number, after the number, reason, rule, bare); bare contexts need an exact number word; the
# rules' weights (resources/scores.tsv) say which template wins
_T = {
    "sv": [
        (
            "",
            r"\s*-?\s*års?\s+(?:gammal|gamla|gammalt|gammel|ung)\b",
            "'år gammal' after the number",
            "years_old",
            0,
        ),
        ("", r"\s*-?\s*(?:åring|årig|års\s*ålder|årsdag|års\s*dag)", "'-åring' after the number", "aring", 0),
        (
            r"\b(?:är|var|blir|blev|bli|fyller|fyllde|fyllt|fylla|vid|som)\s+" + _S + _P,
            r"\s*år\b(?!\s+(?:sedan|sen|senare|kvar|till|i\s+rad))",
            "'år' after the number",
            "ar_after_verb",
            0,
        ),
        (r"\b(?:fyller|fyllde|fyllt|fylla|fyll)\s+" + _S, "", "'fyllde' before the number", "turned", 0),
        (r"\b(?:ålder|åldern)\s+(?:av\s+|på\s+|är\s+|var\s+)?", "", "'ålder' before the number", "age_noun", 0),
        (_BARE_SV, _END, "'är' and the number end the clause", "bare_clause", 1),
        # learner syntax (an age 'had', as in Arabic, Persian, Tigrinya, Spanish): "jag hade 19 år", "min son
        # har 7 år"; "När jag hade 18 flyttade jag", "när jag var 18 kom jag"
        (
            r"\b(?:jag|han|hon|hen|du|vi|ni|de|" + _OWN_SV + r")\s+(?:har|hade)\s+" + _P,
            r"\s*år\b(?!\s+(?:sedan|sen|senare|kvar|till|i\s+rad|erfarenhet|på|i(?!\s+" + _MONTH_SV
            + r")|av|som|med|innan|efter))",
            "'hade' and 'år' around the number (learner syntax)",
            "had_years",
            0,
        ),
        (
            r"\bnär\s+(?:jag|han|hon|hen|du|vi|(?:min|mitt|mina|hans|hennes)\s+\w+)\s+(?:var|hade|blev|fyllde)\s+"
            + _P,
            r"\s*år\b(?!\s+(?:sedan|sen))|\s*(?:[.,!?;:)]|$)|\s+(?:och|men|så|då|flyttade|kom|började|fick|"
            r"träffade|gifte|åkte|reste|flydde|slutade|gick|bodde|jobbade|var|blev|hade|jag|han|hon|vi)\b",
            "'när jag var/hade' before the number",
            "when_clause",
            1,
        ),
        # "blessing har 10 år." (a name or a noun before 'har N år' that ends the clause)
        (r"\b\w+\s+(?:har|hade)\s+" + _P, r"\s*år(?:" + _END + ")", "'har N år' ends the clause", "name_had_years",
         0),  # _END grouped: ungrouped, its second half took 'Butiken har 30 och' without 'år' (review 26)
        # "jag har 52." (an adult learner's own age, nothing after it; _LEAST keeps "jag har 2.")
        (r"\bjag\s+(?:har|hade)\s+" + _P, _END, "'jag har' and the number end the clause", "had_bare", 1),
    ],
    "en": [
        ("", r"\s*-?\s*(?:years?|yrs?|yaers?|yeras?)\s*-?\s*old\b", "'years old' after the number", "years_old", 0),
        ("", r"\s*(?:yo|y\.o)\b", "'y.o.' after the number", "yo", 0),
        (
            r"\b(?:am|is|was|are|were|be|turned|turn|turns|turning)\s+" + _P,
            r"\s+years?\b(?!\s+(?:ago|later|before|since|in|of))",
            "'years' after the number",
            "years_after_verb",
            0,
        ),
        (
            r"\b(?:turned|turn|turns|turning|aged?|age\s+of)\s+",
            "",
            "'turned' or 'aged' before the number",
            "turned",
            0,
        ),
        ("", r"(?:st|nd|rd|th)?\s+birthday", "'birthday' after the number", "birthday", 0),
        (_BARE_EN, _END, "'I am' and the number end the clause", "bare_clause", 1),
        (
            r"\b(?:i|he|she)\s+will\s+be\s+|\b(?:i|he|she)(?:'|’)?ll\s+be\s+",
            _END + r"|\s+(?:next|this|in|on)\b",
            "'I will be' before the number",
            "will_be",
            1,
        ),
    ],
}
#: the least number some rules take for an age: "jag har 2." is a count
_LEAST = {"had_bare": 16, "will_be": 5}
#: per language: (before pattern, after pattern, reason, rule, bare, weight) of every template
_C: dict[str, list[tuple[re.Pattern[str] | None, re.Pattern[str] | None, str, str, int, float]]] = {
    lang: [
        (re.compile(f"(?:{b})$") if b else None, re.compile(a) if a else None, reason, rule, bare,
         score(evidence(f"age:{rule}")))
        for b, a, reason, rule, bare in ts
    ]
    for lang, ts in _T.items()
}
# anchors of spelled ages: a unit after the word, or a verb before it
_UNIT = {"sv": re.compile(r"år"), "en": re.compile(r"y(?:ears?|rs?|aers?|eras?|o\b|\.o)|birthday")}
_VERB = {  # loose on purpose: the templates decide
    "sv": re.compile(r"(?:fyll[a-zåäö]*|ålder[a-z]*|är|var|blir|blev|hade) "),
    "en": re.compile(r"(?:turn[a-z]*|a(?:ged?|ge of|m)|i(?:s|'m|’m|m)|was|be) "),  # by first letter (scan.one_of)
}
_WORD_BEFORE = re.compile(r"(?<![^\W\d_])[^\W\d_]{3,12}(?:[ -][^\W\d_]{3,8})?\s*-?\s*$")
_WORD_AFTER = re.compile(r"[^\W\d_]{3,12}(?:[ -][^\W\d_]{3,8})?\b")
_QUICK = {"sv": re.compile(r"fyll|ålder"), "en": re.compile(r"turn|age")}  # before-only templates
_IT_IS = re.compile(r"\b(?:det|detta|it|that|there)\s+(?:är|var|is|was)\s+$")
_SUBJECT_IT = re.compile(r"\b(?:det|detta|it|that|there)\s+$")


@register
class AgeDetector(Detector):
    """A person's age: ``age_digits`` for "18", ``age_string`` for "arton", "eighteen", "niotton"."""

    name = "age"

    def detect(self, doc: Doc) -> Iterator[Span]:
        lang, low = doc.lang, lowered(doc)  # the templates of each language pack (sv, en) are below
        for s, e in digit_runs(doc):
            hit = _context(doc, low, s, e, lang) if e - s <= 3 and 0 < int(low[s:e]) <= 120 else None
            if hit and int(low[s:e]) < _LEAST.get(hit[1], 1):
                hit = None
            if hit and (s == 0 or low[s - 1] not in ".,:/") and not re.match(r"[.,:/]\d", low[e : e + 2]):
                yield self.span(s, e, "age_digits", f"age: {hit[0]}", hit[1], pattern="digits")
        words: set[tuple[int, int]] = set()
        for m in _UNIT[lang].finditer(low):
            w = ends_before(_WORD_BEFORE, doc, m.start(), 30, low)
            if w:
                words.add((w.start(), w.start() + len(w[0].rstrip(" -"))))
        for m in _VERB[lang].finditer(low):
            if m.start() == 0 or not low[m.start() - 1].isalnum():
                w = _WORD_AFTER.match(low, m.end())
                if w:  # 'twenty one' and its first word: 'sixteen' in 'I am sixteen and ...'
                    words.update({w.span(), (w.start(), w.start() + len(re.split(r"[ -]", w[0])[0]))})
        for s, e in sorted(words):
            yield from self._word(doc, low, s, e, lang)

    def _word(self, doc: Doc, low: str, s: int, e: int, lang: str) -> Iterator[Span]:
        word = doc.text[s:e]
        cut = max(word.rfind(" "), word.rfind("-")) + 1
        for shift in (0, cut) if cut else (0,):
            hit = _context(doc, low, s + shift, e, lang)
            bare = hit is not None and hit[2]
            if hit is None or (bare and word[shift:].lower() in {"en", "ett", "one"}):
                continue
            number = read_number(word[shift:], lang, 90.0 if bare else 75.0)
            if number is not None:
                exact = number[2] == 100.0
                why = f"age: {hit[0]}, a spelled number" + ("" if exact else " (fuzzy match)")
                yield self.span(s + shift, e, "age_string", why, hit[1], pattern="words", fuzzy=not exact)
                return


def _context(doc: Doc, low: str, s: int, e: int, lang: str) -> tuple[str, str, int] | None:
    """The best age template around ``low[s:e]`` (the highest weight): ``(reason, rule, bare)``, or None."""
    if UNIT_AFTER.match(low, e):
        return None
    best: tuple[str, str, int] | None = None
    weight = 0.0
    for before, after, reason, rule, bare, w in _C[lang]:
        if (best is None or w > weight) and (after is None or after.match(low, e)):
            if before is not None and after is None and not _QUICK[lang].search(low, max(0, s - 40), s):
                continue
            b = ends_before(before, doc, s, 40, low) if before is not None else True
            if b and not (b is not True and _SUBJECT_IT.search(low, max(0, b.start() - 8), b.start())):
                best, weight = (reason, rule, bare), w
    return None if best is None or ends_before(_IT_IS, doc, s, 16, low) else best
