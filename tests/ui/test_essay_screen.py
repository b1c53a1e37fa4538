"""The essay screen headless: click buttons, set values, assert the store."""

from __future__ import annotations

import time

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
    screen.number.value = 3
    screen.comment.value = "check with the teacher"
    screen.comment_btn.click()
    states = {s.span.label: s for s in store.spans("e1")}
    assert states["city"].status == "accepted" and states["fam"].status == "rejected"
    assert states["school"].span.number == 3 and states["school"].comments == [("OBS!", "check with the teacher")]
    screen.undo_btn.click()
    assert {s.span.label: s for s in store.spans("e1")}["school"].comments == []


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
    assert "muslim" in screen.selected.value and not screen.add_btn.disabled
    screen.add_label.value = "extra"
    screen.add_btn.click()  # crosses the sensitive span: refused with a message
    assert "would cross" in screen.message.value
    start = screen.essay.text.index("Jag är")
    screen.source.selection = [start, start + 3]
    screen.add_btn.click()
    added = [s for s in store.spans("e1") if s.origin == "manual"]
    assert [(s.span.start, s.span.end, s.span.label, s.status) for s in added] == [(start, start + 3, "extra",
                                                                                     "accepted")]


def test_filter_and_navigation(store: ReviewStore) -> None:
    screen = EssayScreen(store, "anna")
    screen.filter.value = "low confidence"
    assert len(screen.span_list.options) == 1
    screen.filter.value = "sensitive / extra"
    assert [label for label, _ in screen.span_list.options][0].startswith("· sensitive")
    screen.next_btn.click()
    assert screen.essay.id == "e2" and screen.next_btn.disabled
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
    screen.number.value = 1  # merge firstname_male #2 into #1
    assert {s.span.number for s in store.spans("e1") if s.span.label == "firstname_male"} == {1}
    screen.doc_comment.value = "Com! the essay quotes a song"
    screen.doc_comment_btn.click()
    assert store.document_comment("e1") == "Com! the essay quotes a song"
