"""Letter-spaced names and places (review 13, finding 15)."""

from __future__ import annotations

import pytest

from workbench.detect.neutral.letter_spaced import LetterSpacedDetector
from workbench.text import parse


def found(text: str, lang: str = "sv") -> list[tuple[str, str]]:
    return [(s.text(text), s.label) for s in LetterSpacedDetector().detect(parse(text, lang))]


@pytest.mark.parametrize(("text", "lang", "expected"), [
    ("Igår träffade jag K a r i n  L u n d q v i s t  i  B o r l ä n g e.", "sv",
     [("K a r i n", "firstname_female"), ("L u n d q v i s t", "surname"), ("B o r l ä n g e", "city")]),
    ("Hej! Jag heter I n g r i d B e r g k v i s t och jag bor i H u d i k s v a l l.", "sv",
     [("I n g r i d", "firstname_female"), ("B e r g k v i s t", "surname"), ("H u d i k s v a l l", "city")]),
    ("Yesterday I met H a r r i e t P e m b e r t o n again.", "en",
     [("H a r r i e t", "firstname_female"), ("P e m b e r t o n", "surname")]),
    ("Yesterday I met H a r r i e t  P e m b e r t o n again.", "en",  # two spaces part the words
     [("H a r r i e t", "firstname_female"), ("P e m b e r t o n", "surname")]),
    ("My name is Q w z x y k and I live in T r o p f i n g.", "en",
     [("Q w z x y k", "firstname_unknown"), ("T r o p f i n g", "city")]),
    ("Vi skrev Z Q X W Y på tavlan.", "sv", []),  # capitals, no word a list holds, no context
    ("Vi träffade Q w z x y k igår.", "sv", [("Q w z x y k", "extra")]),  # a name's shape, no context: a reviewer
    ("Svaret är a b c eller d.", "sv", []),
    # spaced headings are no [extra] (review 19); a listed name stays one however common (review 21: released)
    ("Mrs G R A C E said so.", "en", [("G R A C E", "firstname_female")]),
    ("I n l e d n i n g", "sv", []),
    ("S u m m a r y of the essay.", "en", []),
    ("Jag heter R O S A.", "sv", [("R O S A", "firstname_female")]),  # a common word the sentence names someone
])
def test_letter_spaced_words(text: str, lang: str, expected: list) -> None:
    assert found(text, lang) == expected
