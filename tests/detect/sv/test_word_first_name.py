"""Swedish first names that are very common words (per, hans, bo, inga, klara, liv) in lower case: a person only in
a person's slot where the phrase ends (workbench/detect/sv/word_first_name.py; note 26: 'träffade per' was
released). Sentences we wrote, in learner Swedish."""

from __future__ import annotations

import pytest

from workbench.detect import detect_essay
from workbench.model import Essay


def _found(text: str, word: str) -> list[str]:
    spans = detect_essay(Essay("e", "l", text, "sv"))
    return [s.label for s in spans if text[s.start : s.end] == word]


@pytest.mark.parametrize("text", [
    "Jag träffade per igår.",
    "Igår träffade jag per.",
    "Jag pratade med per igår.",
    "Jag ringde per.",
    "Hej per!",
    "Jag och per gick hem.",
    "Igår kom per hem.",
    "Jag träffade per och lisa.",
    "Igår kom per till mig.",  # review 99 C9
    "Tack per!",
    "per och jag gick hem.",
    "Min bror per bor i Mora.",
    "Igår träffade jag per och hans fru.",  # review 102 C3
])
def test_per_where_a_person_stands(text: str) -> None:
    assert _found(text, "per") == ["firstname_male"]


@pytest.mark.parametrize(("text", "word"), [
    ("Hej inga!", "inga"),  # review 100: released while inga, klara, liv were out of the list
    ("jag och klara gick hem.", "klara"),
    ("Då kom liv hem.", "liv"),
    ("Jag fick ett brev från klara.", "klara"),
    ("Jag är kär i liv.", "liv"),
    ("Jag träffade klara i skolan.", "klara"),
    ("Jag saknar klara.", "klara"),
    ("Jag bor med inga och hennes son.", "inga"),  # review 102 C3
])
def test_the_other_names_where_a_person_stands(text: str, word: str) -> None:
    assert _found(text, word) == ["firstname_female"]


@pytest.mark.parametrize(("text", "word"), [
    ("Två gånger per vecka.", "per"),
    ("Jag tjänar 100 kr per timme.", "per"),
    ("Jag träffade hans bror.", "hans"),
    ("Hej, hans mamma är snäll.", "hans"),
    ("Jag och hans familj åkte.", "hans"),
    ("Jag träffade hans och hennes föräldrar.", "hans"),
    ("Jag och hans föräldrar åkte.", "hans"),  # review 99 C3-C5
    ("Jag besökte hans hem igår.", "hans"),
    ("Jag träffade hans förra fru.", "hans"),
    ("Jag träffade inga.", "inga"),  # 'none', 'life' after a verb's object slot
    ("Då var inga hemma.", "inga"),
    ("Staden saknar liv.", "liv"),
    ("Vi lekte med liv och lust.", "liv"),
    ("Det var inga problem.", "inga"),
    ("Jag kan klara det.", "klara"),
    ("Mitt liv är bra.", "liv"),
    ("Sedan blev liv och rörelse.", "liv"),  # review 101: idioms, the adjective
    ("Sen kom liv i festen.", "liv"),
    ("I Sverige saknar jag liv.", "liv"),
    ("På kvällen var klara.", "klara"),
])
def test_the_word_elsewhere(text: str, word: str) -> None:
    assert _found(text, word) == []
