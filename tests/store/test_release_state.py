"""What the release check reads of a store (workbench.store.release_state), on SQLite and PostgreSQL: the
digest of each learner's review state changes with every decision of that learner and with nothing else,
the log mark finds the learners changed since (an undo of a step in several essays included), and the
release cache keeps derived data per learner."""

from __future__ import annotations

from workbench.model import Essay
from workbench.store import Edit, ReviewStore


def test_learner_digests_follow_that_learner_s_decisions_only(store: ReviewStore) -> None:
    mark, essays, digests = store.release_state()
    assert essays == [("e1", "L1"), ("e2", "L1"), ("e3", "L2")] and set(digests) == {"L1", "L2"}
    assert store.release_state(mark) == (mark, essays, {})  # nothing changed: nothing digested
    span = store.spans("e1")[0].id
    store.decide("e1", span, "reject", "anna")
    mark2, _, changed = store.release_state(mark)
    assert set(changed) == {"L1"} and changed["L1"] != digests["L1"] and mark2 > mark
    store.open_essay("e3", "anna")  # opening changes no span: L2 is digested again, to the same digest
    mark3, _, changed = store.release_state(mark2)
    assert changed == {"L2": digests["L2"]}
    store.undo("anna")
    _, _, back = store.release_state(mark3)
    assert set(back) == {"L1"}
    assert store.release_state()[2] == {"L1": back["L1"], "L2": digests["L2"]}
    store.add_essays([(Essay("e4", "L3", "Hej.", "sv"), [])])
    assert set(store.release_state(mark3)[2]) == {"L1", "L3"}


def test_an_undone_bulk_step_names_every_essay_it_took_back(store: ReviewStore) -> None:
    added = store.add_span("e3", 10, 18, "city", "anna")
    mark, _, digests = store.release_state()
    step = store.apply("anna", [Edit("e1", "reject", store.spans("e1")[0].id), Edit("e3", "reject", added)],
                       bulk=True)
    assert step.bulk
    after, _, _ = store.release_state(mark)
    store.undo("anna")  # one undo record, naming e1 only: e3 must be found through the step
    _, _, changed = store.release_state(after)
    assert set(changed) == {"L1", "L2"} and changed == digests


def test_release_cache_keeps_data_per_learner(store: ReviewStore) -> None:
    assert store.release_cache(["L1", "L2"]) == {}
    store.save_release_cache({"L1": ("k1", b"\x00data"), "L2": ("k2", b"")})
    store.save_release_cache({"L1": ("k1b", b"new")})
    assert store.release_cache(["L1", "L2", "L9"]) == {"L1": ("k1b", b"new"), "L2": ("k2", b"")}
    essays, spans, kept, digests = store.release_items(["L2"])
    assert [e.id for e in essays] == ["e3"] and spans == {"e3": []} and kept == []
    assert digests == {"L2": store.release_state()[2]["L2"]}
