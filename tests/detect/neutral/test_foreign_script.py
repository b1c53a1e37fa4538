"""Runs of words in another script than the essay's (review 13, finding 9): a name, a place or an extra."""

from __future__ import annotations

import pytest

from workbench.detect.neutral.foreign_script import ForeignScriptDetector, foreign
from workbench.detect.pipeline import detect_essay
from workbench.model import Essay
from workbench.text import parse


def found(text: str, lang: str = "sv") -> list[tuple[str, str, tuple[str, ...]]]:
    doc = parse(text, lang)
    return [(s.text(text), s.label, tuple(sorted(s.attributes))) for s in ForeignScriptDetector().detect(doc)]


@pytest.mark.parametrize(("text", "lang", "expected"), [
    ("Jag heter Wang Wei (王伟). Jag bor i Göteborg men kommer från 成都.", "sv",
     [("王伟", "firstname_unknown", ()), ("成都", "city", ("foreign",))]),
    ("Jag heter Ivan Petrov. På ryska skriver jag mitt namn Иван Петров. Jag kommer från Новосибирск.", "sv",
     [("Иван", "firstname_unknown", ()), ("Петров", "surname", ()), ("Новосибирск", "city", ("foreign",))]),
    ("Jag heter Mohammed Haddad, på arabiska محمد حداد. Jag kommer från حلب.", "sv",
     [("محمد", "firstname_unknown", ()), ("حداد", "surname", ()), ("حلب", "city", ("foreign",))]),
    ("My name is Yiannis Papadopoulos, in Greek Γιάννης Παπαδόπουλος, from Θεσσαλονίκη.", "en",
     [("Γιάννης", "firstname_unknown", ()), ("Παπαδόπουλος", "surname", ()), ("Θεσσαλονίκη", "city", ("foreign",))]),
    ("Min mamma sa alltid 我爱你 till mig.", "sv", [("我爱你", "extra", ())]),  # no context: a reviewer decides
])
def test_a_run_in_another_script_is_labelled_by_its_context(text: str, lang: str, expected: list) -> None:
    assert found(text, lang) == expected


@pytest.mark.parametrize("text", [
    "Jag heter Karιn och bor i Borlänge.",  # a Greek iota in a Latin word: a Latin word
    "Vi räknade med α och π på lektionen.",  # single letters
    "Jag heter 𝐇𝐚𝐫𝐫𝐢𝐞𝐭 och bor i Ｍａｌｍö.",  # Latin letters drawn otherwise (NFKC)
    "Jag bor i Borlänge.",
])
def test_latin_words_and_single_letters_are_left_alone(text: str) -> None:
    assert found(text) == []


def test_foreign() -> None:
    assert foreign("王伟") and foreign("Петров") and not foreign("Petrov") and not foreign("Hаrrіеt")
    assert not foreign("123") and not foreign("Ｈａｒ")


def test_the_pipeline_keeps_them() -> None:
    text = "Jag heter Wang Wei (王伟). Jag kommer från 成都."
    labels = {text[s.start:s.end]: s.label for s in detect_essay(Essay("e1", "L1", text, "sv"))}
    assert labels.get("王伟") == "firstname_unknown" and labels.get("成都") == "city"
