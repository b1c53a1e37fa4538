"""Training data: the frequency table, the silver reader and its re-rendering, the value pools."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from workbench.learn.freq import FreqTable, build_table
from workbench.learn.silver import is_heldout, read_silver, render, typo
from workbench.learn.values import Pools, heldout_value, is_latin
from workbench.model import Span


def test_table_counts_outside_spans_and_by_position(tmp_path: Path) -> None:
    texts = [("Anna bor i Lund. Hon gillar lund och Lund.", [Span(0, 4, "firstname_female")]),
             ("Lund är fin. lund", [])]
    table = build_table(texts, min_count=1)
    assert table.get("anna") == (0, 0, 0)  # masked: a personal detail is never counted
    assert table.get("Lund") == (2, 1, 2)  # capitalised inside, lower case, sentence-initial (". lund")
    table.save(tmp_path / "t.tsv.gz")
    assert FreqTable.load(tmp_path / "t.tsv.gz").counts == table.counts


def test_the_learner_table_counts_words_not_the_people_a_text_names() -> None:
    from workbench.learn.build import learner_table

    # "Karl" (a set book's character), "Falun" (a place), "hans" (a word that is also a name), "Björkqvist" (a
    # surname no list holds), "Fatimas" (a name's genitive)
    texts = [("Boken handlar om Karl. Karl bor i Falun och hans bror också.", []),
             ("Karl och Falun. Hans bil. Enligt Björkqvist och Björkqvist är Fatimas och Fatimas mor snälla.", [])]
    table = learner_table(texts)
    assert table.get("karl") == (0, 0, 0)  # a person's name the text never writes in lower case: left out
    assert table.get("falun") == (2, 0, 0)  # a place: kept
    assert table.get("hans")[1] == 1  # written in lower case: a word, kept
    assert table.get("björkqvist") == table.get("fatimas") == (0, 0, 0)
    slip = learner_table([("Hannes kom. Jag och Hannes. Jag såg hannes och sa hej hej. Hej Axel, axel.", [])] * 2)
    assert slip.get("hannes") == slip.get("axel") == (0, 0, 0)  # capitalised at least as often: still a name
    assert slip.get("hej")[1] == 4  # a name list's word learners write in lower case more often: a word


def test_the_shipped_table_holds_no_person_name() -> None:
    from workbench.learn import DEFAULT_MODEL
    from workbench.learn.build import people_in, person_name
    from workbench.learn.freq import capitalised_only
    from workbench.learn.linear import LinearModel

    table = LinearModel.load(DEFAULT_MODEL / "sv.npz").table
    assert people_in(table) == frozenset() and not any(map(person_name, capitalised_only(table)))
    assert person_name("fatima") and person_name("fatimas") and person_name("sofia")  # a town too, no country
    assert not person_name("finland") and not person_name("falun")


def test_table_load_names_file_and_line(tmp_path: Path) -> None:
    import gzip

    bad = tmp_path / "bad.tsv.gz"
    with gzip.open(bad, "wt", encoding="utf-8") as f:
        f.write("word\tcap\tlow\tinit\nlund\t1\tx\t0\n")
    with pytest.raises(ValueError, match=r"bad.tsv.gz:2"):
        FreqTable.load(bad)


def _silver(tmp_path: Path, records: list[dict]) -> Path:
    path = tmp_path / "silver.jsonl"
    path.write_text("\n".join(json.dumps(r, ensure_ascii=False) for r in records) + "\n", encoding="utf-8")
    return path


def test_render_replaces_every_surrogate_and_keeps_offsets(tmp_path: Path) -> None:
    text = "Jag heter Anna och bor i Sund. Annas bror bor i Sund."
    spans = [{"start": 10, "end": 14, "label": "firstname_female"}, {"start": 25, "end": 29, "label": "city"},
             {"start": 31, "end": 36, "label": "firstname_female"}, {"start": 48, "end": 52, "label": "city"}]
    sentences = read_silver(_silver(tmp_path, [{"id": "s1", "text": text, "spans": spans},
                                               {"id": "s2", "text": "Inget här.", "spans": []}]))
    out = list(render(sentences, Pools("train"), copies=3, seed=1))
    assert [s.id for s in out] == ["s1#0", "s1#1", "s1#2", "s2"]
    for s in out[:3]:
        values = [s.text[sp.start : sp.end] for sp in s.spans]
        assert "Anna" not in values and "Sund" not in values
        assert values[1] == values[3]  # the same surrogate twice is one place
        assert values[2].lower().startswith(values[0].lower()[:1])  # the genitive keeps its name
        assert values[2].endswith("s")


def test_silver_errors_name_the_line(tmp_path: Path) -> None:
    path = _silver(tmp_path, [{"id": "s1", "text": "Hej", "spans": [{"start": 0, "end": 9, "label": "city"}]}])
    with pytest.raises(ValueError, match=r"silver.jsonl:1: a span reaches past"):
        read_silver(path)
    path.write_text('{"id": "s1"}\n', encoding="utf-8")
    with pytest.raises(ValueError, match=r"silver.jsonl:1: not a silver record"):
        read_silver(path)


def test_pools_split_values_between_training_and_heldout() -> None:
    train, held = Pools("train"), Pools("heldout")
    for kind in ("firstname_female", "city", "other_institution"):
        assert train.pools[kind] and held.pools[kind]
        assert not set(train.pools[kind]) & set(held.pools[kind])
        assert all(not heldout_value(v) for v in train.pools[kind])
        assert all(is_latin(v) for v in train.pools[kind])
    assert is_heldout("train-0005") == is_heldout("train-0005")


def test_pools_do_not_depend_on_what_the_process_drew_before() -> None:
    # the Fakers are seeded once per process: the held-out pools of a build (drawn after the training pools) and
    # of the next seed in the same process differed from a fresh process's (learn9's harness)
    first = Pools("heldout").pools
    Pools("train")
    assert Pools("heldout").pools == first


def test_typo_changes_one_letter_and_keeps_short_words() -> None:
    rng = random.Random(3)
    word = typo("Stockholm", rng)
    assert word != "Stockholm" and word[0] == "S" and abs(len(word) - 9) <= 1
    assert typo("Bo", rng) == "Bo"


def test_real_silver_file_reads(shared_data: Path) -> None:
    sentences = read_silver(shared_data / "swell-learner-text" / "silver_spans.jsonl")
    assert len(sentences) == 6729
    assert sum(len(s.spans) for s in sentences) == 756
    held = [s for s in sentences if is_heldout(s.id)]
    assert 0.15 < len(held) / len(sentences) < 0.25


def test_lexicon_knows_misspellings_and_compounds_of_words_learners_write_in_lower_case() -> None:
    texts = [("Jag läser i biblioteket. Vi gick till biblioteket och sedan till affären. " * 3
              + "Stockholm är stort. Jag bor i Stockholm.", [])]
    lexicon = build_table(texts, min_count=1).lexicon()
    assert "biblioteket" in lexicon.words and "stockholm" not in lexicon.words  # written capitalised: no word
    assert lexicon.near("biblioteke") and lexicon.near("bibliotekett") and lexicon.near("biblioteker")
    assert lexicon.near("bilbioteket")  # two letters swapped
    assert not lexicon.near("biblioteket") and not lexicon.near("stokholm") and not lexicon.near("bok")
    assert lexicon.compound("plantagenaffären") and not lexicon.compound("affären") and not lexicon.compound("xaffären")



def test_heldout_settings_count_renderings_as_one_learner_or_once() -> None:
    from workbench.learn.build import first_rendering, one_learner
    from workbench.learn.examples import Item

    items = [Item("train-7#0", "train-7#0", "Jag heter Ana.", []), Item("train-7#1", "train-7#1", "Jag heter Bo.", []),
             Item("train-9", "train-9", "Det regnar.", [])]
    assert [it.learner for it in one_learner(items)] == ["train-7", "train-7", "train-9"]
    assert [it.id for it in items] == ["train-7#0", "train-7#1", "train-9"]  # the items themselves unchanged
    assert [it.id for it in first_rendering(items)] == ["train-7#0", "train-9"]
