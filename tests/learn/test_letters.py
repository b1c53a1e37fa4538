"""The letter evidence of the learned decision: does a word look like a name or place, or like a Swedish
word (workbench.learn.charlm), and which name and place lists hold it in any case (workbench.learn.listed)."""

from __future__ import annotations

import gzip
import json
from pathlib import Path

from workbench.learn import DEFAULT_MODEL, charlm
from workbench.learn.listed import lists_of
from workbench.learn.silver import is_heldout, misspellings


def test_misspelt_swedish_words_look_like_words_and_foreign_names_like_names() -> None:
    for word in ("förhad", "växtupp", "spännad", "Livsläxan", "Gymnasiumutbildning"):  # held-out false additions
        assert charlm.name_likeness(word) < -0.5, word
    for word in ("chhaohu", "behruz", "ahvenanmaa", "libéria"):  # held-out names and places the model added
        assert charlm.name_likeness(word) > 0.5, word
    assert charlm.bucket("förhad") == "-4" and charlm.features("förhad", "NONE", "lower")[0] == "nl=-4"


def test_learners_misspellings_look_like_misspellings_and_foreign_names_like_names() -> None:
    for word in ("biblioket", "sämhallet", "fråmgong", "stäktig"):  # held-out false additions
        assert charlm.misspelling_unlikeness(word) < -0.5, word
    for word in ("behruz", "maftuuna", "firippine", "westelijke"):  # held-out and tuning names and places
        assert charlm.misspelling_unlikeness(word) > 0.5, word
    assert charlm.features("biblioket", "NONE", "lower")[3].startswith("ml=-")


def test_the_shipped_letter_table_is_what_the_lists_wordfreq_and_the_training_sentences_give(
        tmp_path: Path, shared_data: Path) -> None:
    shipped = DEFAULT_MODEL / charlm.FILE
    assert shipped.is_file() and shipped.stat().st_size < 300_000
    try:
        written = charlm.write(tmp_path, misspellings(shared_data / "swell-learner-text"))
        with gzip.open(shipped, "rt", encoding="utf-8") as a, gzip.open(written, "rt", encoding="utf-8") as b:
            assert a.read() == b.read()  # rebuilt from the same data: the same file (deterministic)
    finally:
        charlm.use(shipped)


def test_misspellings_come_from_training_sentences_only(tmp_path: Path) -> None:
    held = next(n for n in range(1, 100) if is_heldout(f"train-{n:04d}"))
    train = next(n for n in range(1, 100) if not is_heldout(f"train-{n:04d}"))
    texts = {train: "Jag går till biblioket i Sundsvalle .", held: "Vi åt på risturangt ."}
    records, lines = [], []
    for n in range(1, max(texts) + 1):
        text = texts.get(n, "Hej .")
        at = text.find("Sundsvalle")
        spans = [{"start": at, "end": at + 10, "label": "city"}] if at >= 0 else []
        records.append(json.dumps({"id": f"train-{n:04d}", "text": text, "spans": spans}))
        errors = ("biblioket", "Sundsvalle", "risturangt", "går")
        lines += [f"{w}\t{'i' if w in errors else 'c'}" for w in text.split()] + [""]
    (tmp_path / "silver_spans.jsonl").write_text("\n".join(records) + "\n", encoding="utf-8")
    (tmp_path / "sv_swell_train.tsv").write_text("\n".join(lines), encoding="utf-8")
    # a training sentence's error unknown to wordfreq; not a surrogate ("Sundsvalle"), a known word ("går") nor a
    # held-out sentence's ("risturangt")
    assert misspellings(tmp_path) == ["biblioket"]


def test_the_real_misspellings(shared_data: Path) -> None:
    words = misspellings(shared_data / "swell-learner-text")
    assert 500 < len(words) < 5_000 and "biblioket" in words
    assert all(w.islower() and w.isalpha() and lists_of(w) == "-" for w in words)


def test_lists_are_read_in_any_case() -> None:
    assert lists_of("baghdad") == "p" and lists_of("BAGHDAD") == "p"
    assert "f" in lists_of("Soraya")
    assert lists_of("förhad") == "-"
