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
    "Jag ringde Erik och per igår.",  # session 28 (were released): in a list, an object pronoun after
    "Igår ringde per mig.",
    "Jag har två barn, lina och per.",  # after a family word and a comma, a naming word, a family word
    "Jag bor med min man per och våra barn.",
    "per är min bästa vän.",
    "Min bästa vän är per.",
    "Tack för allt, per.",  # session 29 (were released): after thanks or a wish
    "Grattis, per!",
    "Trevlig helg, per!",  # review 112 C5
    "Sedan kommer per att flytta.",  # between the future's 'kommer' and 'att'
    "Jag saknar dig, per och lina.",  # note 28: a list addressed after a comma
    "Jag saknar er, per och lina.",  # review 115 C1, C3
    "Du och per gick hem.",
    "Tack för maten, per och lina.",  # review 116 C1, C2
    "Hur mår ni, per och lina?",
    "Jag såg er på stan, per.",  # review 117 C1: the object 'er' before a preposition
    "Jag saknar er så mycket, lina och per.",
    "Jag vill tacka er för allt, per.",  # review 118 C4
    "Jag har köpt er en present, per.",  # the object 'er' before 'en' (note 29: released)
    "Sedan kommer lina och per att flytta.",  # a list between 'kommer' and 'att' (session 30: released)
    "Hej lina och per!",  # review 111 C4: a list after a greeting
    "Hej lina, per och sten!",
    "Jag älskar dig, per.",  # addressed
    "Hur mår du, per?",
    "per, liv och bo kom hem igår.",  # review 104 C8
    "Nu ska per flytta.",  # review 105 C7
    "Mår du bra, per?",  # review 106 C5, C6, C7
    "Vad gör du, per?",  # review 108 C2, C3
    "per och liv kom från Polen.",
    "per, liv och bo bor i Mora.",  # review 109 C1, C2
    "lina och per har två barn.",
    "per, lina, liv, bo, sten, klara och inga gick hem.",
    "Saknar du mig, per?",
    "Mina barn: per och liv.",
    "Igår kom per, liv och bo hem.",
    "Mina bästa vänner är lina och per.",
    "Min familj, per och liv, bor här.",  # review 107 C1
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
    # session 28 (were released): lists of names, 'jag och X' before a place's adverb, an object pronoun after
    ("Jag träffade per, liv och bo igår.", "liv"),
    ("Igår var jag och liv hemma.", "liv"),
    ("Sedan var klara och jag hemma.", "klara"),
    ("Min dotter klara går i skolan.", "klara"),
    ("Jag träffade ahmed, sara och klara igår.", "klara"),  # review 104 C4
])
def test_the_other_names_where_a_person_stands(text: str, word: str) -> None:
    assert _found(text, word) == ["firstname_female"]


@pytest.mark.parametrize(("text", "word"), [("Hej!\nJag mår bra.\nKram per", "per"),
                                           ("Hej!\nJag mår bra.\nKram liv", "liv"),
                                           ("Hej!\nJag mår bra.\nKram, hans :)", "hans")])
def test_a_closing_before_the_text_s_last_word_makes_it_the_signature(text: str, word: str) -> None:
    assert _found(text, word) != []  # review 126 C3: released


def test_bo_before_a_finite_verb_only_people_use_is_a_person() -> None:
    assert _found("bo ringde mig igår.", "bo") != []  # review 126 C3: a verb too, but no infinitive before 'ringde'
    assert _found("Det är bra att bo har flyttat.", "bo") == []  # the infinitive after 'att'


@pytest.mark.parametrize("text", ["Jag träffade per, liv och bo igår.", "Jag träffade bertil, liv och bo."])
def test_bo_last_in_a_list(text: str) -> None:
    assert _found(text, "bo") == ["firstname_unknown"]


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
    # a list whose last word is a verb after 'och' ('bo', 'klara'), or that holds no name
    ("Jag vill träffa erik och bo hemma.", "bo"),
    ("Jag vill träffa erik och bo i Mora.", "bo"),
    ("Jag vill träffa lina och klara provet.", "klara"),
    ("Jag saknar klara, liv och glädje.", "liv"),
    ("Vi pratade om hans och hennes liv.", "hans"),
    ("Då gav liv mig kraft.", "liv"),
    ("Mina vänner är klara.", "klara"),  # ready
    ("Boken är hans.", "hans"),
    ("inga är mina vänner.", "inga"),
    ("Jag tjänar 100 kr, per.", "per"),
    ("Min mormor bo i Stockholm .", "bo"),  # SweLL: a learner's verb after a family word
    # review 105 C1, C5: a question's answer after a comma, a learner's verb or 'inga' after a family word
    ("Vems jacka lånade du, hans?", "hans"),
    ("Tack för att du gav mig ett nytt liv, liv.", "liv"),
    ("Jag bor där min mamma bo.", "bo"),
    ("Jag hoppas att min son klara.", "klara"),
    ("Vems jacka lånade du, hans?", "hans"),
    ("Jag har inga syskon men min man inga.", "inga"),
    ("Nu kan liv börja.", "liv"),
])
def test_the_word_elsewhere(text: str, word: str) -> None:
    assert _found(text, word) == []
