"""Learning from review: a real SQLite store, decisions, `workbench train --db`, detection with the result."""

from __future__ import annotations

from pathlib import Path

from workbench.cli import main
from workbench.learn import load_models
from workbench.learn.review import store_items
from workbench.model import Corpus, Essay
from workbench.pipeline import detect_corpus, init_review
from workbench.store import Edit, ReviewStore

TEXTS = ["Jag heter Amina och bor i Borlänge.", "Min kompis Yonas kommer från Eritrea.",
         "Jag läser boken om Pippi och Emil varje dag.", "Vi åkte till Göteborg förra sommaren."]


def _reviewed(db: Path) -> ReviewStore:
    store = ReviewStore(db)
    init_review(Corpus.of(Essay(f"e{i}", f"L{i}", t, "sv") for i, t in enumerate(TEXTS)), store, lang="sv")
    for essay_id in store.essay_ids()[:3]:
        text = store.essay(essay_id).text
        for st in store.spans(essay_id):
            value = text[st.span.start : st.span.end]
            store.decide(essay_id, st.id, "reject" if value in ("Pippi", "Emil") else "accept", "ann")
        store.decide(essay_id, None, "status", "ann", status="reviewed")
    return store


def test_store_items_read_resolved_essays_only(tmp_path: Path) -> None:
    store = _reviewed(tmp_path / "review.db")
    data = store_items(store)
    store.close()
    assert data.skipped_unreviewed == 1  # the fourth essay is not reviewed yet
    assert [it.id for it in data.items["sv"]] == ["e0", "e1", "e2"]
    assert all("Pippi" not in it.text[s.start : s.end] for it in data.items["sv"] for s in it.gold)


def test_only_essays_a_reviewer_marked_reviewed_are_learnt_from(tmp_path: Path, capsys) -> None:
    """An essay nobody opened, with no span, is not "reviewed": its rule candidates are no negatives (review14
    F4); nor is one whose spans were all decided but that nobody marked reviewed, nor one an undo reopened."""
    store = ReviewStore(tmp_path / "review.db")
    texts = [*TEXTS, "Sedan träffade vi Pling vid sjön. Det var roligt."]
    init_review(Corpus.of(Essay(f"e{i}", f"L{i}", t, "sv") for i, t in enumerate(texts)), store, lang="sv")
    assert store.spans("e4") == []  # no span: before, "reviewed" (all of its none resolved)
    for st in store.spans("e0"):  # decided, never marked reviewed
        store.decide("e0", st.id, "accept", "ann")
    for essay_id in ("e1", "e2"):
        store.apply("ann", [Edit(essay_id, "accept", st.id) for st in store.spans(essay_id)])
        store.decide(essay_id, None, "status", "ann", status="reviewed")
    store.undo("ann", "e2")  # her "reviewed" taken back: e2 is no reviewed essay
    assert store.status("e2") != "reviewed"
    data = store_items(store)
    assert [it.id for it in data.items["sv"]] == ["e1"]
    assert (data.skipped_unreviewed, data.skipped_open) == (4, 0)  # e0 decided, not marked; e2; e3 untouched; e4
    store.close()
    assert main(["train", "--db", str(tmp_path / "review.db"), "--out", str(tmp_path / "m")]) == 0
    err = capsys.readouterr().err
    assert "4 essays left out: 4 not marked reviewed by a reviewer" in err
    assert "sv: 1 reviewed essays" in err


def test_an_essay_signed_off_unopened_is_not_learnt_from(tmp_path: Path) -> None:
    """Sign-off sets every essay "signed off", also those confirmed in bulk because nobody opened them: their
    candidates are no negatives; an essay a reviewer marked reviewed before sign-off is learnt from."""
    from workbench.review_release import ReleaseCheck
    from workbench.store.store import os_account

    store = ReviewStore(tmp_path / "review.db")
    texts = [TEXTS[0], "Sedan träffade vi Pling vid sjön. Det var roligt."]
    init_review(Corpus.of(Essay(f"e{i}", f"L{i}", t, "sv") for i, t in enumerate(texts)), store, lang="sv")
    store.apply("ann", [Edit("e0", "accept", st.id) for st in store.spans("e0")])
    store.decide("e0", None, "status", "ann", status="reviewed")
    assert store.spans("e1") == [] and store.confirm_unopened("cur") is not None
    store.sign_off(os_account(), ReleaseCheck())
    assert store.status("e0") == store.status("e1") == "signed off"
    data = store_items(store)
    assert [it.id for it in data.items["sv"]] == ["e0"] and data.skipped_unreviewed == 1
    store.close()


def test_train_from_store_writes_a_model_detection_uses(tmp_path: Path, capsys) -> None:
    _reviewed(tmp_path / "review.db").close()
    out = tmp_path / "model"
    assert main(["train", "--db", str(tmp_path / "review.db"), "--out", str(out)]) == 0
    assert "3 reviewed essays" in capsys.readouterr().err
    updated = load_models(out)["sv"]
    assert updated.card["updated_from_review"]["items"] == 3
    essay = Essay("x", "L", "Jag läser boken om Pippi och Emil varje dag.", "sv")
    before = detect_corpus([essay], lang="sv").spans["x"]
    after = detect_corpus([essay], lang="sv", model=out).spans["x"]
    score = {essay.text[s.start : s.end]: s.score for s in before}
    score_after = {essay.text[s.start : s.end]: s.score for s in after}
    for name in ("Pippi", "Emil"):  # rejected in review: less personal than before, or gone
        assert score_after.get(name, 0.0) <= score.get(name, 0.0)


def test_train_on_a_missing_store_fails_clearly(tmp_path: Path, capsys) -> None:
    assert main(["train", "--db", str(tmp_path / "none.db"), "--out", str(tmp_path / "m")]) == 2
    assert "no review store" in capsys.readouterr().err
    assert main(["--model", str(tmp_path / "nowhere"), "train", "--db", str(tmp_path / "none.db"),
                 "--out", str(tmp_path / "m")]) == 2


def test_essay_screen_orders_by_the_models_uncertainty_and_shows_its_confidence(tmp_path: Path) -> None:
    from workbench.learn import essay_uncertainty
    from workbench.ui.essay_screen import EssayScreen

    store = ReviewStore(tmp_path / "review.db")
    init_review(Corpus.of(Essay(f"e{i}", f"L{i}", t, "sv") for i, t in enumerate(TEXTS)), store, lang="sv")
    unsure = {e: essay_uncertainty([st.span for st in store.spans(e)]) for e in store.essay_ids()}
    assert len(set(unsure.values())) > 1  # the store kept the model's confidence of each span
    screen = EssayScreen(store, "ann", uncertain_first=True)
    assert [unsure[e] for e in screen.essay_ids] == sorted(unsure.values(), reverse=True)
    assert sorted(screen.essay_ids) == sorted(store.essay_ids())
    assert any("model: 0." in str(label) for label, _ in screen.span_list.options)  # its confidence per span


def test_the_served_essay_screen_orders_by_uncertainty_when_the_page_shows(tmp_path: Path, monkeypatch) -> None:
    """WORKBENCH_ORDER=uncertain (``workbench serve --order uncertain``): the page's screen sorts by the open spans
    as the store holds them when the page shows, so an essay whose uncertain spans were decided moves back."""
    from workbench.learn import essay_uncertainty
    from workbench.ui import app
    from workbench.ui.essay_screen import EssayScreen

    db = tmp_path / "review.db"
    store = ReviewStore(db)
    init_review(Corpus.of(Essay(f"e{i}", f"L{i}", t, "sv") for i, t in enumerate(TEXTS)), store, lang="sv")
    screen = EssayScreen(store, "ann", lazy=True, uncertain_first=True)  # a preheated kernel: nothing read yet
    first = max(store.essay_ids(), key=lambda e: essay_uncertainty([st.span for st in store.spans(e)]))
    for st in store.spans(first):  # decided before the page shows: no longer uncertain
        store.decide(first, st.id, "accept", "ann")
    screen.start()
    open_now = {e: essay_uncertainty([st.span for st in store.spans(e) if st.status == "open"])
                for e in store.essay_ids()}
    assert open_now[first] == 0.0 < max(open_now.values())
    assert [open_now[e] for e in screen.essay_ids] == sorted(open_now.values(), reverse=True)
    assert sorted(screen.essay_ids) == sorted(store.essay_ids())

    monkeypatch.setenv("WORKBENCH_DB", str(db))
    monkeypatch.setenv("WORKBENCH_ORDER", "uncertain")
    assert "Cannot open" not in str(app.essay_screen())
    monkeypatch.setenv("WORKBENCH_ORDER", "random")
    page = app.essay_screen()
    assert "WORKBENCH_ORDER='random'" in page.value and "'corpus' or 'uncertain'" in page.value


def test_the_uncertain_order_says_what_it_rests_on(tmp_path: Path, monkeypatch) -> None:
    """Review14 F17: a store filled without a model got corpus order under --order uncertain, with no note."""
    from workbench.ui.essay_screen import EssayScreen

    monkeypatch.setenv("WORKBENCH_MODEL", "none")
    store = ReviewStore(tmp_path / "rules.db")
    init_review(Corpus.of(Essay(f"e{i}", f"L{i}", t, "sv") for i, t in enumerate(TEXTS)), store, lang="sv")
    screen = EssayScreen(store, "ann", uncertain_first=True)
    assert screen.essay_ids == store.essay_ids()
    assert "no open span in this store has a model&#x27;s confidence" in screen.order_note.value
    assert "corpus order" in screen.order_note.value
    assert EssayScreen(store, "ann").order_note.value == ""  # corpus order asked for: nothing to say
    store.close()

    monkeypatch.delenv("WORKBENCH_MODEL")
    store = ReviewStore(tmp_path / "model.db")
    texts = [*TEXTS, "My name is Quillon Barstowe and I live in Leeds."]
    init_review(Corpus.of(Essay(f"e{i}", f"L{i}", t, "sv" if i < 4 else "en") for i, t in enumerate(texts)), store)
    note = EssayScreen(store, "ann", uncertain_first=True).order_note.value
    assert "least sure first, by the model&#x27;s confidence when the store was filled, for 4 of 5 essays" in note
    assert "the other 1 (no model read their open spans" in note
    store.close()
