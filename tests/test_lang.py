import pytest

from workbench.lang import guess_language


@pytest.mark.parametrize(
    ("text", "lang"),
    [("Jag heter Ali och jag bor i Borlänge.", "sv"), ("My name is Ali and I live in Leeds.", "en"),
     ("", "sv"), ("jag är arton år", "sv"), ("I am eighteen and this is my essay", "en")],
)
def test_guess_language(text: str, lang: str) -> None:
    assert guess_language(text) == lang
