"""The mark-only word lists: they load, they hold the words the guidelines name, and bad rows fail loudly."""

from __future__ import annotations

import re
import shutil
from pathlib import Path

import pytest

from workbench.resources import ResourceError
from workbench.resources.marks import MARKS_DIR, lexicon, load_lexicon, sentence_view
from workbench.text import parse


@pytest.mark.parametrize("lang, table, words", [
    ("sv", "professions", [("sjuksköterska",), ("sjuksköterskan",), ("sjuksköterskor",), ("lärare",)]),
    ("en", "professions", [("web", "developer"), ("nurses",)]),
    ("sv", "family", ["mamma", "pappa", "farfar", "mormor", "kusin", "kompis", "vän", "sambo", "fru", "man",
                      "bror", "syster", "barn", "son", "dotter", "mammas"]),
    ("en", "family", ["mother", "brother", "cousin", "friend", "boyfriend", "mother's"]),
    ("sv", "education", [("kandidatexamen",), ("kemi",)]),
])
def test_lists_hold_the_guidelines_words(lang: str, table: str, words: list) -> None:
    held = getattr(lexicon(lang), table)
    assert [w for w in words if w not in held] == []


@pytest.mark.parametrize("lang, word, subgroup", [
    ("sv", "muslim", "religion"), ("sv", "kristen", "religion"), ("sv", "moské", "religion"),
    ("sv", "kyrka", "religion"), ("sv", "ramadan", "religion"), ("sv", "gud", "religion"),
    ("sv", "bibel", "religion"), ("sv", "koran", "religion"), ("sv", "jude", "religion"),
    ("sv", "demonstration", "politics"), ("sv", "regim", "politics"), ("sv", "parti", "politics"),
    ("sv", "diktator", "politics"), ("sv", "kurd", "ethnicity"), ("sv", "etnisk", "ethnicity"),
    ("sv", "homosexuell", "sexuality"), ("sv", "sjukdom", "health"), ("sv", "diabetes", "health"),
    ("sv", "depression", "health"), ("sv", "cancer", "health"), ("sv", "funktionsnedsättning", "health"),
    ("en", "mosque", "religion"), ("en", "gay", "sexuality"), ("en", "depression", "health"),
])
def test_sensitive_triggers(lang: str, word: str, subgroup: str) -> None:
    hit = lexicon(lang).sensitive_of(word)
    assert hit is not None and hit[0] == subgroup


@pytest.mark.parametrize("file, line, message", [
    ("sensitive.tsv", "muslim\treligon\tsv\t1", "subgroup 'religon' is not one of"),
    ("sensitive.tsv", "muslim\treligion\tsv\t2", "weight 2.0 must be in (0, 1]"),
    ("sensitive.tsv", "ab*\treligion\tsv\t1", "shorter than 4 letters"),
    ("family.tsv", "mamma\tsv\tparent", "4 tab-separated columns, got 3"),
    ("family.tsv", "Mamma\tsv\tparent\tany", "must be lowercase"),
    ("family.tsv", "tata\tsv\tparent\tsometimes", "needs 'sometimes' is not one of"),
    ("context.tsv", "jag\tsv\tfirst", "already listed at"),
    ("triggers.tsv", "prof\tde\tjag är\tcopula", "lang 'de' is not one of"),
    ("extra.tsv", "* vann\tsv\tprize", "may not begin or end with *"),
])
def test_bad_rows_name_file_and_line(tmp_path: Path, file: str, line: str, message: str) -> None:
    directory = tmp_path / "marks"
    shutil.copytree(MARKS_DIR, directory)
    path = directory / file
    n = len(path.read_text(encoding="utf-8").splitlines()) + 1
    with path.open("a", encoding="utf-8") as f:
        f.write(line + "\n")
    with pytest.raises(ResourceError, match=rf"{file}:{n}: .*{re.escape(message)}"):
        load_lexicon("sv", directory)


def test_bad_header(tmp_path: Path) -> None:
    directory = tmp_path / "marks"
    shutil.copytree(MARKS_DIR, directory)
    (directory / "extra.tsv").write_text("# comment\npattern\treason\n", encoding="utf-8")
    with pytest.raises(ResourceError, match=r"extra.tsv:2: header must be pattern<TAB>lang<TAB>reason"):
        load_lexicon("en", directory)


@pytest.mark.parametrize("text, lang, about", [
    ("Jag bor här. Min mamma är glad. Han är snäll. Det regnar.", "sv", ["first", "first", "third", None]),
    ("Mamma är glad. Barn leker.", "sv", ["family", None]),
    ("I live here. It rains.", "en", ["first", None]),
    ("I Vietnam regnar det.", "sv", [None]),  # Swedish "i" is "in"
])
def test_sentence_view(text: str, lang: str, about: list[str | None]) -> None:
    doc = parse(text, lang)
    view = sentence_view(doc)
    assert view.about == about
    assert sentence_view(doc) is view  # computed once per parsed essay
    assert len(view.sentence_of) == len(doc.tokens)
