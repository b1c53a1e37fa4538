"""The essay texts a store keeps between steps (workbench.store.texts): read once, bounded, and a step that
takes them from memory decides what one reading them again decides."""

from __future__ import annotations

from workbench.model import Essay, Span
from workbench.store import Edit, ReviewStore
from workbench.store.state import load
from workbench.store.texts import Texts

from .conftest import fill, ids


def test_texts_are_read_once_and_held_within_their_bound(target: str) -> None:
    with fill(ReviewStore(target)) as s, s.backend.read() as tx:
        texts = Texts(limit=80)
        got = texts.get(tx, ["e2", "e3", "nope", "e2"])
        assert got == {"e2": s.essay("e2").text, "e3": "Jag bor i Borlänge."} and len(texts) == 2
        statements: list[str] = []
        real = tx.all
        tx.all = lambda sql, params=(): statements.append(sql) or real(sql, params)  # type: ignore[method-assign]
        assert texts.get(tx, ["e3", "e2"]) == got and statements == []  # held: nothing read
        texts.get(tx, ["e1"])  # 59 characters more: over 80, the first read (e2, 40) goes
        assert len(statements) == 1 and len(texts) == 2 and set(texts.get(tx, ["e3", "e1"])) == {"e3", "e1"}
        assert len(statements) == 1
        texts.keep([Essay("big", "L9", "x" * 81)])  # longer than the bound: never held
        assert len(texts) == 2


def test_a_bulk_accept_with_held_texts_proposes_what_a_fresh_store_proposes(target: str) -> None:
    """The second store object reads the texts again; the first takes them from memory (its earlier step
    read them): both propose the same spans in the same essays."""
    with fill(ReviewStore(target)) as s:
        s.add_essays([(Essay("e4", "L1", "Borlänge och BORLANGE, ali.", "sv"), [])])
        s.apply("anna", [Edit("e1", "accept", ids(s, "e1")[3])])  # Omar: reads every L1 text into memory
        assert len(s._texts) >= 3
        step = s.apply("anna", [Edit("e1", "accept", i) for i in ids(s, "e1")[:2]], bulk=True)
        held = sorted((sp.essay_id, sp.span.start, sp.span.end, sp.span.label) for e in ("e2", "e4")
                      for sp in s.spans(e) if sp.id in step.proposed)
        s.undo("anna")
        with ReviewStore(target) as fresh:
            again = fresh.apply("anna", [Edit("e1", "accept", i) for i in ids(fresh, "e1")[:2]], bulk=True)
            assert sorted((sp.essay_id, sp.span.start, sp.span.end, sp.span.label) for e in ("e2", "e4")
                          for sp in fresh.spans(e) if sp.id in again.proposed) == held
    assert [(e, a, b) for e, a, b, _ in held] == [("e2", 15, 18), ("e2", 31, 39), ("e4", 0, 8), ("e4", 13, 21),
                                                  ("e4", 23, 26)]


def test_texts_of_one_store_never_serve_another(target: str, tmp_path: object) -> None:
    with fill(ReviewStore(target)) as s:
        s.apply("anna", [Edit("e1", "accept", ids(s, "e1")[1])])
        with ReviewStore(str(tmp_path) + "/other.db") as other:
            other.add_essays([(Essay("e2", "L1", "Annan text i Lund.", "sv"), [Span(13, 17, "city", number=1)]),
                              (Essay("e9", "L1", "Lund igen.", "sv"), [])])
            step = other.apply("anna", [Edit("e2", "accept", ids(other, "e2")[0])])
            assert [other.essay("e9").text[sp.span.start:sp.span.end] for sp in other.spans("e9")] == ["Lund"]
            assert len(step.proposed) == 1


def test_load_with_held_essays_reads_what_the_join_reads(target: str) -> None:
    """state.load taking the essays from a Texts reads essay_state alone: the same states (metadata, learner,
    position, counts, spans) as the join of essays and essay_state, and each essay a record of its own."""
    with fill(ReviewStore(target)) as s:
        s.apply("anna", [Edit("e1", "accept", ids(s, "e1")[1]), Edit("e3", "status", None, {"status": "in review"})])
        texts = Texts()
        with s.backend.read() as tx:
            joined = load(tx, ["e3", "e1", "nope", "e2"])
            held = load(tx, ["e3", "e1", "nope", "e2"], texts=texts)
            assert list(held) == list(joined) == ["e3", "e1", "e2"] and held == joined
            assert held["e1"].essay.metadata == {"level": "A"}
            held["e1"].essay.metadata["level"] = "changed"
            again = load(tx, ["e1"], {"e1": ({ids(s, "e1")[0]}, [])}, texts)  # partial, from memory
            assert again["e1"].essay == joined["e1"].essay and again["e1"].rest is not None
