from __future__ import annotations

import pytest

from workbench.text import parse, tokenize


def test_tokens_keep_offsets() -> None:
    text = "Jag bor i Göteborg, 070-123 45 67! mejl: a.b@c.se"
    for t in tokenize(text):
        assert text[t.start : t.end] == t.text


@pytest.mark.parametrize(
    ("text", "word", "initial"),
    [("Hej. Hans bor här.", "Hans", True), ("Jag vet att Hans bor här.", "Hans", False),
     ("Jag bor här.\nVid sjön", "Vid", True), ('Han sa: "Först', "Först", True)],
)
def test_sentence_initial(text: str, word: str, initial: bool) -> None:
    doc = parse(text)
    i = next(k for k, t in enumerate(doc.tokens) if t.text == word)
    assert doc.is_sentence_initial(i) is initial


def test_words_before_and_after_stay_in_sentence() -> None:
    doc = parse("Jag heter Ali. Min bror heter Omar och bor i Lund.")
    i = next(k for k, t in enumerate(doc.tokens) if t.text == "Omar")
    assert doc.words_before(i, 5) == ["min", "bror", "heter"]
    assert doc.words_after(i, 3) == ["och", "bor", "i"]
    assert doc.sentence_bounds(doc.tokens[i].start) == (15, len(doc.text))
