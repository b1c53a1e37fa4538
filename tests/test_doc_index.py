"""The Doc indexes the detectors share (parse once and share): they must give what a walk over the tokens
gives, since detectors skip every token they do not list."""

from __future__ import annotations

import random

from workbench.text import Doc, parse

TEXTS = [
    "Jag heter Ali. Min bror heter Omar och bor i Lund.\nVi bor på Storgatan 12!",
    "Hej! Jag bor i Göteborg, 070-123 45 67. M.K. och P-O kom _x_ hit. ",
    "",
    ". . .",
    "I live in Malmö. My friend Anna lives in Stockholms län.",
]


def _random_texts(n: int) -> list[str]:
    rng = random.Random(3)
    return ["".join(rng.choice("ab A.!?\n-'_,") for _ in range(rng.randint(0, 40))) for _ in range(n)]


def _walk_before(doc: Doc, i: int, n: int) -> list[str]:
    out: list[str] = []
    j = i - 1
    while j >= 0 and len(out) < n and j + 1 not in doc._sentence_start_tokens:
        if doc.tokens[j].is_word:
            out.append(doc.tokens[j].lower)
        j -= 1
    return out[::-1]


def _walk_after(doc: Doc, i: int, n: int) -> list[str]:
    out: list[str] = []
    j = i + 1
    while j < len(doc.tokens) and len(out) < n and j not in doc._sentence_start_tokens:
        if doc.tokens[j].is_word:
            out.append(doc.tokens[j].lower)
        j += 1
    return out


def test_words_before_and_after_match_a_walk_over_the_tokens() -> None:
    for text in TEXTS + _random_texts(300):
        doc = parse(text)
        for i in range(len(doc.tokens) + 1):
            for n in range(5):
                assert doc.words_before(i, n) == _walk_before(doc, i, n), (text, i, n)
                if i < len(doc.tokens):
                    assert doc.words_after(i, n) == _walk_after(doc, i, n), (text, i, n)


def test_positions_and_capitals_match_a_walk_over_the_tokens() -> None:
    words, endings = {"i", "bor", "heter", "a"}, ("gatan", "ör")
    for text in TEXTS + _random_texts(100):
        doc = parse(text)
        lowers = [t.lower for t in doc.tokens]
        assert doc.lowers == lowers
        assert set(doc.vocabulary) == set(lowers)
        assert doc.positions(words) == [i for i, w in enumerate(lowers) if w in words]
        assert doc.positions(dict.fromkeys(words)) == doc.positions(sorted(words)) == doc.positions(words)
        assert doc.positions((), endings) == [i for i, w in enumerate(lowers) if w.endswith(endings)]
        assert doc.positions(words, endings) == [i for i, w in enumerate(lowers)
                                                 if w in words or w.endswith(endings)]
        assert doc.positions_after(words) == [i + 1 for i, w in enumerate(lowers[:-1]) if w in words]
        assert doc.capitalized == [i for i, t in enumerate(doc.tokens) if t.is_capitalized]


def test_positions_of_a_word_list_larger_than_the_essay() -> None:
    doc = parse("Jag bor i Lund och jag jobbar i Malmö.")
    many = {f"w{k}" for k in range(1000)} | {"i", "jag"}
    assert doc.positions(many) == [0, 2, 5, 7]
