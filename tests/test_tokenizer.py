"""The spaCy tokenizer of the workbench: the tokens detection has always relied on (words joined by
- ' ’ : . @ /, every other mark alone, exact offsets), plus the learner-text exceptions."""

from __future__ import annotations

import random
import re
from pathlib import Path

import pytest

from workbench.resources import ResourceError
from workbench.text import parse, tokenize
from workbench.tokenizer import abbreviations, blank

#: the regular expression the tokenizer reproduces where no exception applies
REFERENCE = re.compile(r"\w+(?:[-'’:.@/]\w+)*|[^\w\s]")
SAMPLES = Path(__file__).resolve().parents[1] / "samples" / "corpus"


def _reference(text: str) -> list[tuple[int, int, str]]:
    return [(m.start(), m.end(), m.group()) for m in REFERENCE.finditer(text)]


def _random_texts(n: int) -> list[str]:
    rng = random.Random(5)
    alphabet = "ab Å1_.-'’:@/,!?()\"\n\t\u00a0é«»–"
    return ["".join(rng.choice(alphabet) for _ in range(rng.randint(0, 30))) for _ in range(n)]


def test_tokens_are_the_reference_tokens() -> None:
    texts = _random_texts(2000) + [p.read_text(encoding="utf-8") for p in sorted(SAMPLES.glob("*.txt"))]
    for text in texts:
        assert [tuple(t) for t in tokenize(text)] == _reference(text), text


@pytest.mark.parametrize(
    ("lang", "text", "tokens"),
    [
        ("sv", "Vi åt t.ex. fisk, bl.a. lax (t.ex.).", ["Vi", "åt", "t.ex.", "fisk", ",", "bl.a.", "lax", "(",
                                                      "t.ex.", ")", "."]),
        ("sv", "T.ex. klockan 12:30 den 2024-01-05", ["T.ex.", "klockan", "12:30", "den", "2024-01-05"]),
        ("en", "Vi åt t.ex. fisk", ["Vi", "åt", "t.ex", ".", "fisk"]),
        ("en", "e.g. this, etc.", ["e.g.", "this", ",", "etc."]),
        ("sv", "mejla a.b@c.se!", ["mejla", "a.b@c.se", "!"]),
        ("sv", "Se https://www.x.se/a?b=1. Och (www.y.com/x).", ["Se", "https://www.x.se/a?b=1", ".", "Och", "(",
                                                               "www.y.com/x", ")", "."]),
    ],
)
def test_learner_text_exceptions(lang: str, text: str, tokens: list[str]) -> None:
    doc = parse(text, lang)
    assert [t.text for t in doc.tokens] == tokens
    assert all(text[t.start : t.end] == t.text for t in doc.tokens)
    assert doc.spacy is not None and doc.spacy.text == text


def test_a_blank_pipeline_per_language_and_no_model() -> None:
    for lang in ("sv", "en"):
        nlp = blank(lang)
        assert nlp.lang == lang and nlp.pipe_names == []
        assert blank(lang) is nlp


def test_a_bad_abbreviation_names_file_and_line(tmp_path: Path) -> None:
    (tmp_path / "sv").mkdir()
    (tmp_path / "sv" / "abbreviations.tsv").write_text("# comment\nform\nt.ex.\nbl a\n", encoding="utf-8")
    with pytest.raises(ResourceError, match=r"abbreviations.tsv:4: 'bl a' is not one lowercased word"):
        abbreviations("sv", tmp_path)
    assert abbreviations("xx", tmp_path) == frozenset()
