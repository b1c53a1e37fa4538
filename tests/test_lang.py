import pytest

from workbench.detect import detect_corpus
from workbench.lang import essay_language, guess_language
from workbench.model import Essay


@pytest.mark.parametrize(
    ("text", "lang"),
    [("Jag heter Ali och jag bor i Borlänge.", "sv"), ("My name is Ali and I live in Leeds.", "en"),
     ("", "sv"), ("jag är arton år", "sv"), ("I am eighteen and this is my essay", "en")],
)
def test_guess_language(text: str, lang: str) -> None:
    assert guess_language(text) == lang


@pytest.mark.parametrize("given", ["auto", "de", ""])
def test_an_essay_whose_language_is_none_the_workbench_reads_falls_back_on_swedish_on_a_tie(given: str) -> None:
    essay = Essay("e", "L", "Sedan kommer Karl hem.", given)  # no function word of either language
    assert essay_language(essay, None) == essay_language(essay, "auto") == "sv"
    found = detect_corpus([essay], lang="auto")  # detection used to fail: spaCy has no language "auto"
    assert found.languages == {"e": "sv"}
