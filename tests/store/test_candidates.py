"""The raw candidates in the review store: kept beside the resolved spans, with their evidence, read back
for reviewers ("also proposed by") and for evaluation by detector; on SQLite and PostgreSQL."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.conftest import SAMPLES
from workbench.cli import main
from workbench.detect.evidence import evidence
from workbench.detect.proposals import also_proposed
from workbench.io import read_corpus
from workbench.model import Essay, Span
from workbench.pipeline import init_review
from workbench.store import ReviewStore, StoreError

TEXT = "Jag heter Ali och bor i Borlänge."


def test_candidates_are_stored_and_read_back_with_their_evidence(target: str) -> None:
    store = ReviewStore(target)
    kept = Span(24, 32, "city", source="places", score=0.95, reason="list",
                evidence=evidence("places:after_trigger", trigger="bor i", cap=True))
    other = Span(24, 32, "firstname_unknown", source="triggers:name", score=0.5)
    store.add_essays([(Essay("e1", "L1", TEXT), [kept])], candidates={"e1": [other, kept]})
    assert store.candidates("e1") == [other, kept]  # by offset, then in the order detection gave them
    back = {s.source: s for s in store.candidates("e1")}
    assert back["places"].evidence == kept.evidence and back["triggers:name"].evidence == ()
    assert back["places"].score == 0.95 and back["places"].reason == "list"
    assert store.candidates("nope") == []
    store.add_essays([(Essay("e2", "L1", TEXT), [])], candidates={"e2": [kept]})  # ids go on after e1's
    assert store.candidates("e2") == [kept] and len(store.candidates("e1")) == 2
    store.close()


@pytest.mark.parametrize("bad", [Span(24, 99, "city"), Span(0, 3, "no_such_label")])
def test_a_bad_candidate_is_refused_and_nothing_of_its_batch_added(tmp_path: Path, bad: Span) -> None:
    store = ReviewStore(tmp_path / "r.db")
    with pytest.raises(StoreError, match="essay e1, a raw candidate"):
        store.add_essays([(Essay("e1", "L1", TEXT), [])], candidates={"e1": [bad]})
    assert store.essay_ids() == []


def test_a_store_of_schema_3_gets_the_candidates_table(target: str) -> None:
    from workbench.store import schema
    from workbench.store.postgres import PostgresBackend, is_url
    from workbench.store.sqlite import SQLiteBackend

    backend = PostgresBackend(target) if is_url(target) else SQLiteBackend(target)
    with backend.write() as tx:  # a store as the workbench before raw candidates wrote it
        for sql in schema.statements(schema._LOG + schema._V2 + schema._V3, backend.float_type):
            tx.run(sql)
        backend.set_schema_version(tx, 3)
    backend.close()
    ReviewStore(target).close()  # migrated to schema 4
    store = ReviewStore(target)
    store.add_essays([(Essay("e1", "L1", TEXT), [Span(24, 32, "city")])])
    assert store.candidates("e1") == [] and [s.span.label for s in store.spans("e1")] == ["city"]
    store.add_essays([(Essay("e2", "L1", TEXT), [])], candidates={"e2": [Span(24, 32, "city", source="places")]})
    assert [c.source for c in store.candidates("e2")] == ["places"]
    store.close()


def test_also_proposed_names_the_other_detectors() -> None:
    span = Span(24, 32, "city", source="places", score=0.95)
    cands = [span, Span(24, 32, "city", source="triggers:place", score=0.5),
             Span(24, 32, "firstname_female", source="names", score=0.6), Span(0, 3, "city", source="x", score=0.9),
             Span(20, 28, "city", source="triggers:place", score=0.55)]
    assert also_proposed(span, cands) == "also proposed by names (firstname_female 0.60), triggers (city 0.55)"
    assert also_proposed(span, [span]) == ""


def test_init_review_keeps_every_candidate_and_evaluate_reads_them(tmp_path: Path) -> None:
    db, cands, gold = tmp_path / "r.db", tmp_path / "c.jsonl", tmp_path / "g.jsonl"
    store = ReviewStore(db)
    init_review(read_corpus(SAMPLES / "corpus"), store)
    ids = store.essay_ids()
    assert sum(len(store.candidates(e)) for e in ids) > sum(len(store.spans(e)) for e in ids)
    for e in ids:
        for state in store.spans(e):
            store.decide(e, state.id, "accept", "anna")
    assert main(["review", "candidates", "--db", str(db), "--out", str(cands)]) == 0
    assert main(["review", "annotations", "--db", str(db), "--out", str(gold)]) == 0
    assert main(["evaluate", "--gold", str(gold), "--pred", str(cands), "--by", "detector"]) == 0
