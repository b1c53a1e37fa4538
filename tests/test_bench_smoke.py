"""Smoke test of the benchmark (bench/): every function on about 5 essays, in seconds.

The Presidio part skips with the reason when presidio_analyzer or spacy is not installed; it uses small
deny-lists, since compiling the full word lists into Presidio's regular expressions takes half a minute.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from bench import accuracy
from bench.corpus import load_sample, repeat_corpus
from bench.datasets import read_news_ner, read_swell_tokens
from bench.presidio_baseline import missing_reason
from bench.report import markdown_table, results_markdown, throughput_rows
from bench.run import ratio_rows
from bench.throughput import measure, measure_in_subprocess, percentile
from workbench.io import read_annotated

ROOT = Path(__file__).resolve().parent.parent
SYSTEMS = {"ours": accuracy.ours}


@pytest.fixture(scope="module")
def gold5() -> list:
    return read_annotated(ROOT / "samples" / "gold.jsonl")[:5]


@pytest.mark.parametrize("n", [1, 5, 22, 23, 50])
def test_repeat_corpus_gives_new_ids(n: int) -> None:
    corpus = repeat_corpus(load_sample(), n)
    assert len(corpus) == n
    assert len({e.id for e in corpus}) == n
    if n > 22:
        assert corpus.essays[22].learner_id != corpus.essays[0].learner_id


@pytest.mark.parametrize("values, q, expected", [
    ([], 0.5, 0.0), ([3.0], 0.95, 3.0), ([1.0, 2.0, 3.0], 0.5, 2.0),
    ([float(i) for i in range(101)], 0.95, 95.0),
])
def test_percentile(values: list[float], q: float, expected: float) -> None:
    assert percentile(values, q) == pytest.approx(expected)


@pytest.mark.parametrize("system", ["detect", "detect-en", "pseudonymize"])
def test_measure_in_process(system: str) -> None:
    m = measure(system, 5, latency_sample=5, progress=False)
    assert m["essays"] == 5 and m["essays_per_s"] > 0 and m["latency_essays"] == 5
    assert 0 < m["ms_p50"] <= m["ms_p95"] and m["peak_rss_mib"] >= m["rss_setup_mib"] > 0
    rows = throughput_rows([m])
    assert "essays/s" in markdown_table(rows)


def test_measure_in_subprocess() -> None:
    m = measure_in_subprocess("detect", 5, latency_sample=3)
    assert m["system"] == "detect" and m["essays"] == 5


@pytest.mark.parametrize("rows, expected", [
    ([], "(no rows)"),
    ([{"a": 1, "b": 0.5}, {"a": 2000, "c": "x|y"}],
     "| a | b | c |\n|---|---|---|\n| 1 | 0.5 |  |\n| 2,000 |  | x\\|y |"),
])
def test_markdown_table(rows: list[dict], expected: str) -> None:
    assert markdown_table(rows) == expected


def test_results_markdown_and_ratio() -> None:
    ms = [{"system": "detect", "essays_per_s": 300.0}, {"system": "presidio", "essays_per_s": 10.0}]
    assert ratio_rows(ms)[0]["ratio ours/presidio"] == 30.0
    assert ratio_rows(ms[:1]) == []
    text = results_markdown([("Speed", "a note", ratio_rows(ms))], "preamble")
    assert "nproc" in text and "## Speed" in text and "a note" in text


def test_gold_rows_ours(gold5: list) -> None:
    rows = accuracy.gold_rows(gold5, SYSTEMS)
    assert rows[-1]["label"] == "(micro)" and rows[-1]["gold"] == sum(len(s) for _, s in gold5)
    assert all(0 <= r["ours recall"] <= 1 for r in rows)


@pytest.mark.parametrize("content, tags, second, tokens", [
    ("Anna PER\nbor 0\ni 0\nNya LOC\nYork LOC\n\nHej 0\n", ["PER", "LOC"], "Nya York", 6),
    ("Anna PER\nLund LOC\n", ["PER", "LOC"], "Lund", 2),
])
def test_read_news_ner_merges_io_tags(tmp_path: Path, content: str, tags: list[str], second: str,
                                      tokens: int) -> None:
    path = tmp_path / "news.txt"
    path.write_text(content, encoding="utf-8")
    corpus = read_news_ner(path)
    (essay, spans), = corpus.items
    assert [s.label for s in spans] == tags and spans[1].text(essay.text) == second
    assert corpus.tokens == tokens


@pytest.mark.parametrize("reader, content, message", [
    (read_news_ner, "Anna PER\nbor XYZ\n", ":2: expected"),
    (read_swell_tokens, "Jag\tc\nbor i c\n", ":2: expected"),
])
def test_readers_fail_with_file_and_line(tmp_path: Path, reader, content: str, message: str) -> None:
    path = tmp_path / "bad.txt"
    path.write_text(content, encoding="utf-8")
    with pytest.raises(ValueError, match=message):
        reader(path)


def test_shared_data_sections(shared_data: Path) -> None:
    news = read_news_ner(shared_data / "swedish-news-ner" / "train_corpus.txt")
    assert {r["label"] for r in accuracy.news_rows(news.items[:5], SYSTEMS)} == {"PER", "LOC", "LOC without Sverige"}
    swell = read_swell_tokens(shared_data / "swell-learner-text" / "sv_swell_train.tsv", per_doc=5)
    assert accuracy.swell_rows(swell.items[:5], 100, SYSTEMS)[-1]["kind"] == "all"
    tab = accuracy.load_tab(shared_data / "tab" / "tab_train_dev.jsonl")[:2]
    assert [r["label"] for r in accuracy.tab_rows(tab, SYSTEMS)] == list(accuracy.TAB_TYPES)


@pytest.mark.skipif(missing_reason() is not None, reason=missing_reason() or "")
def test_presidio_baseline_on_five_essays(gold5: list) -> None:
    from bench.presidio_baseline import PresidioBaseline, build_analyzer

    lists = {"FIRST_NAME": ["Amina", "Hodan"], "SURNAME": ["Warsame"], "LOCATION": ["Borlänge", "Sverige"]}
    baseline = PresidioBaseline(build_analyzer(lists=lists))
    found = baseline([e for e, _ in gold5])
    spans = [s for e, _ in gold5 for s in found[e.id]]
    assert {"firstname_female", "surname", "city"} <= {s.label for s in spans}
    assert all(s.source.startswith("presidio:") for s in spans)
    rows = accuracy.gold_rows(gold5, {**SYSTEMS, "presidio": baseline})
    assert "presidio recall" in rows[-1]


def test_leak_scaling_on_five_texts(capsys: pytest.CaptureFixture[str]) -> None:
    from bench.leak_scaling import main, originals_pool

    assert len({v for _, v in originals_pool()[:1000]}) == 1000
    assert main(["--originals", "10,100", "--texts", "5"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert len(lines) == 3 and lines[2].strip().startswith("100 originals")


def test_leak_scaling_keeps_a_release_that_check_release_passes(tmp_path: Path,
                                                                capsys: pytest.CaptureFixture[str]) -> None:
    """--release renders as the writer does (surrogates clear of every original: before, it rendered without
    the writer's options, and check-release found "jan Erik" across two surrogates of its 20,000-essay
    release); --keep leaves the release to read, and never builds into a folder that exists."""
    from bench.leak_scaling import main

    assert main(["--release", "30", "--keep", str(tmp_path)]) == 0
    assert "| 0 leak(s) found" in capsys.readouterr().out
    assert len(list((tmp_path / "30" / "release").glob("*.txt"))) == 30
    assert (tmp_path / "30" / "private" / "key.enc").is_file()
    with pytest.raises(SystemExit):
        main(["--release", "30", "--keep", str(tmp_path)])
    assert "exists" in capsys.readouterr().err
    for wrong, why in ((["--keep", str(tmp_path)], "give --release too"), (["--release", "0"], "1 or more"),
                     (["--release", "2k"], "comma-separated numbers")):
        with pytest.raises(SystemExit):
            main(wrong)
        assert why in capsys.readouterr().err


def test_speed_times_whole_processes(shared_data: Path, capsys: pytest.CaptureFixture[str]) -> None:
    from bench.datasets import swell_sentences
    from bench.speed import main

    sentences = swell_sentences(6731)
    assert len(sentences) == 6731 and sentences[-2:] == sentences[:2]  # 6,729 in the file, then again
    assert main(["--sizes", "1,20", "--no-presidio"]) == 0
    out = capsys.readouterr().out
    assert "ours" in out and "20" in out


def test_normalize_speed_runs_on_the_shared_learner_text(shared_data: Path,
                                                         capsys: pytest.CaptureFixture[str]) -> None:
    from bench.normalize_speed import main

    main(["--data", str(shared_data / "swell-learner-text" / "sv_swell_train.tsv")])
    out = capsys.readouterr().out
    assert "NFD" in out and "NFC applied" in out and "soft hyphen" in out


def test_presidio_swedish_deny_lists_are_the_swedish_entries_of_ours() -> None:
    from bench.presidio_baseline import _word_lists
    from workbench import resources

    full, swedish = _word_lists("full"), _word_lists("swedish")
    for entity in ("FIRST_NAME", "SURNAME", "LOCATION"):
        assert swedish[entity] and set(swedish[entity]) < set(full[entity])
    assert all("SE" in resources.first_names()[n.lower()].origins for n in swedish["FIRST_NAME"])
    assert "Stockholm" in swedish["LOCATION"] and "Tyskland" in swedish["LOCATION"]
    assert "Chicago" in full["LOCATION"] and "Chicago" not in swedish["LOCATION"]
    with pytest.raises(ValueError, match="not one of"):
        _word_lists("all")


def test_bulk_pair_times_two_trees_in_lockstep(capsys: pytest.CaptureFixture[str]) -> None:
    from bench.bulk_pair import main

    assert main([str(ROOT), str(ROOT), "--backend", "sqlite", "--size", "300", "--rounds", "2"]) == 0
    out = capsys.readouterr().out.splitlines()
    assert out[0].startswith("sqlite 300 essays, 2 rounds in lockstep")
    assert [line.split()[0] for line in out[2:]] == ["accept", "accept", "add", "add"]


def test_review_speed_bulk_phases_name_the_parts_of_each_step(capsys: pytest.CaptureFixture[str]) -> None:
    """--phases prints the median of each part per step and the parts of every step over the threshold, and
    takes its wrappers off again (the store's functions are the originals afterwards)."""
    from bench.review_speed import main
    from workbench.store import store, writer

    before = (writer.Writer.preload, store.check_edit, store.ReviewStore._check_result)
    assert main(["--bulk", "--phases", "--sizes", "300", "--backends", "sqlite", "--repeat", "2"]) == 0
    out = capsys.readouterr().out
    assert "sqlite 300: parts of each step" in out
    for kind in ("bulk accept", "undo bulk accept", "bulk add", "undo bulk add"):
        assert re.search(rf"^  {kind} +median of 2 rounds", out, re.MULTILINE), kind
    assert "preload" in out and "check_edit" in out and "commit" in out
    assert (writer.Writer.preload, store.check_edit, store.ReviewStore._check_result) == before
