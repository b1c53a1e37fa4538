from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests.pseudonymize._helpers import spans_for
from workbench.io.svala import check_invariant, graph_texts
from workbench.model import Corpus, Essay
from workbench.pipeline import corpus_id, pseudonymize_corpus, render_learner
from workbench.pseudonymize.key import read_key, reidentify
from workbench.pseudonymize.private import export_svala
from workbench.pseudonymize.release import LeakError, write_release
from workbench.pseudonymize.render import render_essay
from workbench.pseudonymize.rewrite import rewrite

PW = "a passphrase for tests"
A = Essay("a1", "L1", "Jag heter Alice och bor i Borlänge.")
B = Essay("a2", "L1", "I Borlänge bor hans syster. Alice gillar det.")
C = Essay("b1", "L2", "Jag heter Hans och bor i Mora. Hans bil är röd.")
SPANS = {
    "a1": spans_for(A.text, ("Alice", "firstname_female"), ("Borlänge", "city")),
    "a2": spans_for(B.text, ("Borlänge", "city"), ("Alice", "firstname_female")),
    "b1": spans_for(C.text, ("Hans", "firstname_male"), ("Mora", "city")),  # the 2nd "Hans" left unmarked
}


@pytest.fixture(autouse=True)
def _fast_scrypt(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr("workbench.pseudonymize.sealed.DEFAULT_LOG_N", 10)  # what releases seal with


def run(tmp_path: Path, passphrase: str | None = PW, **kw: object):  # type: ignore[no-untyped-def]
    corpus = Corpus.of([A, B, C])
    return pseudonymize_corpus(corpus, tmp_path / "out", spans=SPANS, passphrase=passphrase, seed=1,
                               **kw)  # type: ignore[arg-type]


def test_layout_key_and_report(tmp_path: Path) -> None:
    summary = run(tmp_path)
    out = tmp_path / "out"
    assert sorted(p.name for p in (out / "release").iterdir()) == ["a1.txt", "a2.txt", "b1.txt"]
    assert sorted(p.name for p in (out / "private").iterdir()) == ["a1.svala.enc", "a2.svala.enc",
                                                                   "b1.svala.enc", "key.enc"]
    assert [p.name for p in out.iterdir() if p.name.startswith(".")] == []
    report = json.loads((out / "report.json").read_text(encoding="utf-8"))
    assert report["essays"] == 3 and report["learners"] == 2 and report["replaced_per_label"]["city"] == 3
    assert "Alice" not in (out / "report.json").read_text(encoding="utf-8")
    assert any("occurs unmarked" in p for p in report["problems"])  # "Hans" the pronoun / unmarked name
    key = read_key(out / "private" / "key.enc", PW, corpus_id=corpus_id([A, B, C]))
    for essay in (A, B, C):
        released = (out / "release" / f"{essay.id}.txt").read_text(encoding="utf-8")
        assert reidentify(released, key, essay.id) == essay.text
    export_svala(out / "private", tmp_path / "svala", PW)
    graph = json.loads((tmp_path / "svala" / "a1.svala.json").read_text(encoding="utf-8"))
    assert check_invariant(graph) == [] and graph_texts(graph)[0] == A.text
    assert "3 essays of 2 learners" in str(summary)


def test_learner_wide_consistency(tmp_path: Path) -> None:
    run(tmp_path)
    a1 = (tmp_path / "out" / "release" / "a1.txt").read_text(encoding="utf-8")
    a2 = (tmp_path / "out" / "release" / "a2.txt").read_text(encoding="utf-8")
    city = a1.removeprefix("Jag heter ").split(" och bor i ")[1].rstrip(".")
    name = a1.removeprefix("Jag heter ").split(" och ")[0]
    assert a2.startswith(f"I {city} bor") and f"{name} gillar" in a2


def test_no_key(tmp_path: Path) -> None:
    run(tmp_path, passphrase=None)
    assert not (tmp_path / "out" / "private" / "key.enc").exists()


def test_same_seed_same_release(tmp_path: Path) -> None:
    run(tmp_path / "x")
    run(tmp_path / "y")
    for name in ("a1.txt", "a2.txt", "b1.txt"):
        x, y = tmp_path / "x/out/release" / name, tmp_path / "y/out/release" / name
        assert x.read_bytes() == y.read_bytes()


def test_a_leak_stops_the_release_and_leaves_the_old_one(tmp_path: Path) -> None:
    run(tmp_path)
    before = (tmp_path / "out" / "release" / "a1.txt").read_text(encoding="utf-8")
    bad = render_essay(A, SPANS["a1"], seed=1)
    city = SPANS["a1"][1]
    bad.target, bad.aligned = rewrite(A.text, [(city, "Borlänge")])  # an operator that kept the original
    with pytest.raises(LeakError, match=r"release/a1.txt:1: original value \(city, sha256"):
        write_release(tmp_path / "out", [bad], bad.entries, None, "c")
    assert (tmp_path / "out" / "release" / "a1.txt").read_text(encoding="utf-8") == before
    assert [p.name for p in (tmp_path / "out").iterdir() if p.name.startswith(".")] == []


def test_review_comment_in_release_is_fatal(tmp_path: Path) -> None:
    bad = render_essay(A, SPANS["a1"], seed=1)
    bad.source += " OBS! kolla"
    bad.target += " OBS! kolla"
    with pytest.raises(LeakError, match="OBS!"):
        write_release(tmp_path / "out", [bad], bad.entries, None, "c")
    assert not (tmp_path / "out" / "release").exists()


def test_per_essay_numbering(tmp_path: Path) -> None:
    out = render_learner([A, B], SPANS, learner_wide=False, seed=1)
    assert [s.number for s, _, _ in out[1].aligned] == [1, 1]  # numbering restarts per essay


def test_report_counts_are_no_original_years(tmp_path: Path) -> None:
    essay = Essay("y1", "L9", "Jag kom hit 2019 och bor kvar.")
    rendered = render_essay(essay, spans_for(essay.text, ("2019", "year")), seed=1)
    write_release(tmp_path / "ok", [rendered], None, None, "c", report={"essays_read": 2019})  # a count
    with pytest.raises(LeakError, match=r"report.json:\d+: original value \(year"):
        write_release(tmp_path / "bad", [rendered], None, None, "c", report={"note": "since 2019"})


def test_results_may_stream_with_originals_given(tmp_path: Path) -> None:
    rendered = (render_essay(e, SPANS[e.id], seed=1) for e in (A, C))  # a generator, read once
    originals = [(s.label, s.text(e.text)) for e in (A, C) for s in SPANS[e.id]]
    write_release(tmp_path / "out", rendered, None, PW, "c", originals=originals)
    key = read_key(tmp_path / "out" / "private" / "key.enc", PW)
    assert {x.essay_id for x in key.entries} == {"a1", "b1"}
    assert reidentify((tmp_path / "out" / "release" / "b1.txt").read_text(encoding="utf-8"), key, "b1") == C.text
