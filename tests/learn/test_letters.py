"""The letter evidence of the learned decision: does a word look like a name or place, or like a Swedish
word (workbench.learn.charlm), and which name and place lists hold it in any case (workbench.learn.listed)."""

from __future__ import annotations

import gzip
from pathlib import Path

from workbench.learn import DEFAULT_MODEL, charlm
from workbench.learn.listed import lists_of


def test_misspelt_swedish_words_look_like_words_and_foreign_names_like_names() -> None:
    for word in ("förhad", "växtupp", "spännad", "Livsläxan", "Gymnasiumutbildning"):  # held-out false additions
        assert charlm.name_likeness(word) < -0.5, word
    for word in ("chhaohu", "behruz", "ahvenanmaa", "libéria"):  # held-out names and places the model added
        assert charlm.name_likeness(word) > 0.5, word
    assert charlm.bucket("förhad") == "-4" and charlm.features("förhad", "NONE", "lower")[0] == "nl=-4"


def test_the_shipped_letter_table_is_what_the_lists_and_wordfreq_give(tmp_path: Path) -> None:
    shipped = DEFAULT_MODEL / charlm.FILE
    assert shipped.is_file() and shipped.stat().st_size < 300_000
    written = charlm.write(tmp_path)
    with gzip.open(shipped, "rt", encoding="utf-8") as a, gzip.open(written, "rt", encoding="utf-8") as b:
        assert a.read() == b.read()  # rebuilt from the same data: the same file (deterministic)


def test_lists_are_read_in_any_case() -> None:
    assert lists_of("baghdad") == "p" and lists_of("BAGHDAD") == "p"
    assert "f" in lists_of("Soraya")
    assert lists_of("förhad") == "-"
