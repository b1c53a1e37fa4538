"""Short hostile texts never stop detection or rendering: one essay that raised stopped the whole corpus.

The texts are the crashes the lead and review 127 found (a fuzzer of 90,000 texts at 08d0fa8), shrunk to their
smallest form, and a seeded sample of the same fuzzer's kind of text: greetings, closings, names that are words too,
marks, line breaks and invisible characters in random order.
"""

from __future__ import annotations

import random

import pytest

from workbench.detect.pipeline import detect_corpus
from workbench.model import Corpus, Essay
from workbench.pipeline import number_and_render

CRASHES = [
    "Hej\nsten",  # names: the reason read the word before the name in its sentence (e295ebd .. 08d0fa8)
    "s Hi\ninga",  # word_first_name, alike (review 127 C1)
    "Jag mår bra tack\nper",
    "Tack tack\nper",
    "\xa0Tack\nper",
    "\nRegards",  # en/signoff: the closing's first line empty (review 127 C2)
    "I liked it.\n\nRegards",
    "maj 2.9",  # date_words: a decimal after a month (review 127 C3)
    "May 3/4",
    "Jag fyller år i maj 2.9 procent",
]

_WORDS = ("Hej Hallo Hi Dear Kära Tja Mvh Hälsningar Regards Bye Hejdå Love Tack Thanks God morgon igen again lina "
          "sten per hans bo liv inga klara rosa will jack mark bill grace may june tom Lina Per Will mamma my min och "
          "and men but att that när when kommer ska har bor flyttade went 1 12 1999 3/4 2.9 maj May 5th Written by By "
          "Name: i in Mora London , . ! ? : ; - – / // ( ) \" « … :) ❤").split(" ")
_SEPARATORS = ["", " ", " ", " ", "\n", "\n\n", "\t", "\xa0", "\u200b", "\r\n"]


def _fuzzed(seed: int, n: int) -> list[str]:
    r = random.Random(seed)
    return ["".join(r.choice(_WORDS) + r.choice(_SEPARATORS) for _ in range(r.randint(0, 10))) for _ in range(n)]


def _detect_and_render(texts: list[str], lang: str) -> None:
    essays = [Essay(id=f"e{k}", learner_id=f"L{k % 7}", text=t, language=lang) for k, t in enumerate(texts)]
    spans = detect_corpus(Corpus.of(essays)).spans
    for mode in ("swell", "hips"):
        rendered = number_and_render(essays, spans, mode=mode, seed=1)
        assert len(rendered) == len(essays)


@pytest.mark.parametrize("lang", ["sv", "en"])
@pytest.mark.parametrize("text", CRASHES)
def test_a_text_that_crashed_detection_is_detected_and_rendered(text: str, lang: str) -> None:
    _detect_and_render([text], lang)


@pytest.mark.parametrize("lang", ["sv", "en"])
def test_random_short_texts_are_detected_and_rendered(lang: str) -> None:
    _detect_and_render(_fuzzed(30, 150), lang)
