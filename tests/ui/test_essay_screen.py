"""The essay screen headless: click buttons, set values, assert the store."""

from __future__ import annotations

import time
from pathlib import Path

import pytest

from workbench.store import ReviewStore
from workbench.ui.essay_screen import EssayScreen


def by_label(screen: EssayScreen, label: str) -> int:
    return next(s.id for s in screen.states if s.span.label == label)


def test_opening_shows_source_target_and_spans(store: ReviewStore) -> None:
    screen = EssayScreen(store, "anna")
    assert "Essay e1" in screen.title.value and "level: A" in screen.meta.value
    assert screen.source.html.count("<mark") == 6
    assert "Borlänge" not in screen.target.value  # the target is pseudonymized
    assert len(screen.span_list.options) == 6
    assert store.status("e1") == "in review"


def test_accept_reject_relabel_number_comment_undo(store: ReviewStore) -> None:
    screen = EssayScreen(store, "anna")
    screen.current = by_label(screen, "city")
    screen.accept_btn.click()
    screen.current = by_label(screen, "fam")
    screen.reject_btn.click()
    screen.current = by_label(screen, "work")
    screen._sync_controls()
    screen.relabel.value = "school"
    screen.number.value = "3"
    screen.comment.value = "check with the teacher"
    screen.comment_btn.click()
    states = {s.span.label: s for s in store.spans("e1")}
    assert states["city"].status == "accepted" and states["fam"].status == "rejected"
    assert states["school"].span.number == 3 and states["school"].comments == [("OBS!", "check with the teacher")]
    screen.undo_btn.click()
    assert {s.span.label: s for s in store.spans("e1")}["school"].comments == []
    assert "undid: commented (OBS!) on 'Ica' (school 3)" in screen.message.value


def test_keys_and_clicks_on_the_text(store: ReviewStore) -> None:
    screen = EssayScreen(store, "anna")
    city = by_label(screen, "city")
    screen.source.clicked = city
    assert screen.current == city
    screen.source.key = f"a:{time.time()}"
    assert {s.id: s for s in store.spans("e1")}[city].status == "accepted"
    screen.source.key = f"r:{time.time()}"
    assert sum(s.status == "rejected" for s in store.spans("e1")) == 1


def test_selecting_text_adds_a_span(store: ReviewStore) -> None:
    screen = EssayScreen(store, "anna")
    start = screen.essay.text.index("muslim") - 1  # selection with a leading space is trimmed
    screen.source.selection = [start, start + 7]
    assert "muslim" in screen.selected.value
    assert screen.add_btn.disabled and "choose the label" in screen.add_why.value  # never a silent default label
    screen.add_label.value = "extra"
    assert not screen.add_btn.disabled
    screen.add_btn.click()  # crosses the sensitive span: refused with a message
    assert "would cross" in screen.message.value
    start = screen.essay.text.index("Jag är")
    screen.source.selection = [start, start + 3]
    screen.add_btn.click()
    added = [s for s in store.spans("e1") if s.origin == "manual"]
    assert [(s.span.start, s.span.end, s.span.label, s.status) for s in added] == [(start, start + 3, "extra",
                                                                                     "accepted")]


def test_filters_by_status_group_and_confidence_and_navigation(store: ReviewStore) -> None:
    screen = EssayScreen(store, "anna")
    screen.confidence.value = "low (< 0.5)"
    assert len(screen.span_list.options) == 1
    screen.confidence.value = "any confidence"
    screen.group.value = "sensitive / extra"
    assert [label for label, _ in screen.span_list.options][0].startswith("· sensitive")
    screen.group.value = "mark-only"
    assert sorted(label.split()[1] for label, _ in screen.span_list.options) == ["fam", "sensitive"]
    screen.group.value = "every label"
    screen.current = by_label(screen, "city")
    screen.accept_btn.click()
    screen.filter.value = "unresolved"
    assert len(screen.span_list.options) == 5
    assert "learner L1: <b>0</b> of 2 essays reviewed" in screen.counts.value
    screen.next_btn.click()
    assert screen.essay.id == "e2" and screen.next_btn.disabled and "the last essay" in screen.nav_why.value
    screen.prev_btn.click()
    assert screen.essay.id == "e1"


def test_mark_reviewed_only_when_nothing_is_open(store: ReviewStore) -> None:
    screen = EssayScreen(store, "anna")
    assert screen.done_btn.disabled
    for s in list(screen.states):
        screen.current = s.id
        screen.accept_btn.click()
    assert not screen.done_btn.disabled
    screen.done_btn.click()
    assert store.status("e1") == "reviewed" and screen.essay.id == "e2"
    assert screen.progress.value == 1


@pytest.mark.parametrize("action", ["accept", "reject"])
def test_decision_without_a_span_says_so(store: ReviewStore, action: str) -> None:
    screen = EssayScreen(store, "anna")
    screen.current = None
    screen.decide(action)
    assert "select a span first" in screen.message.value


def test_a_relabel_the_release_could_not_render_is_refused_with_its_reason(store: ReviewStore) -> None:
    screen = EssayScreen(store, "anna")
    screen.current = by_label(screen, "fam")
    screen._sync_controls()
    screen.relabel.value = "age_digits"  # "bror" has no digits: the release could never render it
    assert "cannot be rendered" in screen.message.value and "no digits" in screen.message.value
    assert not any(s.span.label == "age_digits" for s in store.spans("e1"))
    assert "cannot render the target" not in screen.target.value


def test_attributes_merge_and_document_comment(store: ReviewStore) -> None:
    screen = EssayScreen(store, "anna")
    screen.current = by_label(screen, "city")
    screen._sync_controls()
    screen.flags["gen"].value = True
    assert "gen" in {s.span.label: s for s in store.spans("e1")}["city"].span.attributes
    omar = next(s for s in screen.states if s.span.number == 2)
    screen.current = omar.id
    screen._sync_controls()
    screen.every_mention.value = True
    screen.number.value = "1"  # merge firstname_male #2 into #1
    assert {s.span.number for s in store.spans("e1") if s.span.label == "firstname_male"} == {1}
    screen.doc_comment.value = "Com! the essay quotes a song"
    screen.doc_comment_btn.click()
    assert store.document_comment("e1") == "Com! the essay quotes a song"


def test_the_number_box_is_empty_for_a_span_without_number(store: ReviewStore) -> None:
    screen = EssayScreen(store, "anna")
    screen.current = by_label(screen, "fam")
    screen._sync_controls()
    assert screen.number.value == ""
    screen.current = by_label(screen, "city")
    screen._sync_controls()
    assert screen.number.value == "1"
    screen.number.value = "two"
    assert "whole number" in screen.message.value and screen.number.value == "1"


def test_keys_move_between_essays_undo_and_open_the_help(store: ReviewStore) -> None:
    screen = EssayScreen(store, "anna")
    for key in ("j", "k", "?"):
        screen.source.key = f"{key}:{time.time()}"
        if key == "j":
            assert screen.essay.id == "e2"
    assert screen.essay.id == "e1" and screen.help.visible
    assert all(k in screen.help.widget.value for k in ("next essay", "next essay not yet reviewed", "undo"))
    screen.source.key = f"Escape:{time.time()}"
    assert not screen.help.visible
    screen.source.key = f"a:{time.time()}"
    screen.source.key = f"z:{time.time()}"
    assert "undid: accepted" in screen.message.value
    assert all(s.status == "open" for s in store.spans("e1"))


def test_next_unreviewed_essay_in_one_key(store: ReviewStore) -> None:
    for s in store.spans("e1"):
        store.decide("e1", s.id, "accept", "anna")
    store.decide("e1", None, "status", "anna", status="reviewed")
    screen = EssayScreen(store, "anna")
    assert screen.essay.id == "e2"  # the screen opens at the first essay not yet reviewed
    screen.prev_btn.click()
    screen.source.key = f"u:{time.time()}"
    assert screen.essay.id == "e2"


def test_a_typed_replacement_is_a_decision_the_preview_and_undo_follow(store: ReviewStore) -> None:
    screen = EssayScreen(store, "anna")
    screen.current = by_label(screen, "city")
    screen._sync_controls()
    screen.surrogate.value = "Storstad"
    city = {s.span.label: s for s in store.spans("e1")}["city"]
    assert "surrogate=Storstad" in city.span.attributes and "Storstad" in screen.target.value
    screen.surrogate.value = "Småstad"  # replaces the first one, in one step
    city = {s.span.label: s for s in store.spans("e1")}["city"]
    assert sorted(a for a in city.span.attributes if a.startswith("surrogate=")) == ["surrogate=Småstad"]
    screen.undo()
    city = {s.span.label: s for s in store.spans("e1")}["city"]
    assert "surrogate=Storstad" in city.span.attributes and "surrogate=Småstad" not in city.span.attributes
    screen.current = by_label(screen, "fam")
    screen._sync_controls()
    assert screen.surrogate_btn.disabled and "mark-only" in screen.surrogate_why.value


def test_undo_of_a_status_goes_back_to_that_essay(store: ReviewStore) -> None:
    screen = EssayScreen(store, "anna")
    for s in list(screen.states):
        screen.current = s.id
        screen.accept_btn.click()
    screen.source.key = f"d:{time.time()}"
    assert screen.essay.id == "e2" and store.status("e1") == "reviewed"
    screen.undo_btn.click()
    assert screen.essay.id == "e1" and store.status("e1") == "in review"
    assert "marked the essay reviewed in essay e1" in screen.message.value


def test_a_lazy_screen_opens_no_essay_until_shown(store: ReviewStore) -> None:
    screen = EssayScreen(store, "anna", lazy=True)
    assert store.status("e1") == "unreviewed" and not store.view("e1").opened
    screen.start()
    assert store.view("e1").opened and screen.essay.id == "e1"


def test_clicks_read_their_learner_s_counts_only_and_the_corpus_counts_stay_right(store: ReviewStore,
                                                                                 monkeypatch) -> None:
    """A click in the screen (a decision, the next essay) costs no aggregate query over the corpus: the corpus
    counts move by as much as the learner's did; someone else's decision makes the next refresh read them whole."""
    from workbench.model import Essay

    store.add_essays([(Essay("e3", "L2", "Hej från Lund.", "sv"), [])])
    screen = EssayScreen(store, "anna")
    asked: list[str | None] = []
    real = store.progress
    monkeypatch.setattr(store, "progress", lambda learner_id=None: asked.append(learner_id) or real(learner_id))

    def shown_right() -> None:
        p = real()
        assert f"corpus: <b>{p.reviewed:,}</b> of {p.essays:,} essays reviewed, {p.open_spans:,} spans open" \
            in screen.counts.value

    screen.current = by_label(screen, "city")
    screen.accept_btn.click()
    screen.reject_btn.click()
    screen.show(2)  # another learner's essay, opened for the first time: its learner's counts move
    assert None not in asked and set(asked) == {"L1", "L2"}
    shown_right()
    assert real().opened == 2
    screen.done_btn.click()  # marked reviewed (no span in e3), and the screen stays on the last essay
    assert None not in asked
    shown_right()
    store.decide("e2", store.spans("e2")[0].id, "accept", "bo")  # someone else, elsewhere in the corpus
    screen.show(2)
    assert asked.count(None) == 1 and screen.corpus.full_reads == 2  # at the start, and after bo's decision
    shown_right()


def test_a_span_says_what_else_was_proposed_there(tmp_path: Path) -> None:
    from tests.ui.conftest import E1
    from workbench.model import Essay, Span

    store = ReviewStore(tmp_path / "candidates.db")
    city = Span(24, 32, "city", number=1, source="places", reason="list")
    other = Span(24, 32, "firstname_female", source="names", score=0.6, reason="list")
    store.add_essays([(Essay("e1", "L1", E1, "sv"), [city])], candidates={"e1": [city, other]})
    assert store.candidates("e1") == [city.with_(number=None), other]
    screen = EssayScreen(store, "anna")
    line = next(label for label, sid in screen.span_list.options if sid == by_label(screen, "city"))
    assert line.endswith("; also proposed by names (firstname_female 0.60)")
