"""The message view of the essay screen, headless: a forum message shows its header above the body, its
spans highlighted, and a decision lands in the store."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.forum.conftest import MESSAGES, PARTICIPANTS
from workbench.forum.read import read_messages, read_participants
from workbench.forum.review import message_essays
from workbench.forum.table import ConversionTable
from workbench.model import Essay
from workbench.store import ReviewStore
from workbench.ui.essay_screen import EssayScreen
from workbench.ui.message_header import is_message, render_message_header


@pytest.fixture(scope="module")
def items() -> list:
    table = ConversionTable.build(read_participants(PARTICIPANTS), "roles")
    return message_essays(read_messages(MESSAGES), table, detect=False)


@pytest.fixture
def screen(tmp_path: Path, items: list) -> EssayScreen:
    store = ReviewStore(tmp_path / "review.db")
    store.add_essays(items)
    return EssayScreen(store, "ann")


def test_header_above_the_body(screen: EssayScreen) -> None:
    assert "Message m1 — author Tutor (1 of 8)" in screen.title.value
    header = screen.meta.value
    assert "pw-message-header" in header and "Välkommen till kursen!" in header
    assert "klindqvist → <span class='pw-mask'>Tutor</span>" in header
    assert "2024-02-05T09:00:00" in header
    screen.show(6)  # m7: an e-mail with recipients and a subject naming one of them
    header = screen.meta.value
    mask = "<span class='pw-mask'>{}</span>"
    recipients = f"mberger → {mask.format('Learner#2')}, klindqvist → {mask.format('Tutor')}"
    assert recipients in header
    assert "Din uppsats, Marie → <span class='pw-mask'>Din uppsats, Learner#1/Learner#2</span>" in header
    assert screen.widget.children.index(screen.meta) < [*screen.widget.children].index(screen.span_list)


def test_spans_highlighted_in_the_plain_body(screen: EssayScreen) -> None:
    screen.show(5)  # m6: the chat, with "&lt;jsmith&gt;" decoded by the reader
    assert "<jsmith>" in screen.essay.text
    marks = {screen.essay.text[s.span.start:s.span.end] for s in screen.states}
    assert {"klindqvist", "jsmith", "Kajsa", "gästen99"} <= marks
    assert "&lt;<mark class=" in screen.source.html and "jsmith</mark>&gt;" in screen.source.html
    assert "Tutor" in screen.target.value and "klindqvist" not in screen.target.value


def test_a_decision_is_stored(screen: EssayScreen) -> None:
    first = screen.states[0]
    assert screen.essay.text[first.span.start:first.span.end] == "Karin" and screen.current == first.id
    screen.accept_btn.click()
    state = next(s for s in screen.store.spans("m1") if s.id == first.id)
    assert state.status == "accepted" and state.decided_by == "ann"
    assert 'pw-accepted' in screen.source.html
    assert [d.action for d in screen.store.history("m1")] == ["open", "accept"]


def test_essays_keep_their_metadata_line() -> None:
    essay = Essay("e1", "L1", "text", "sv", {"level": "A"})
    assert not is_message(essay)
    message = Essay("m1", "Tutor", "t", "sv", {"kind": "forum message", "author": "<b>x</b>",
                                               "author_mask": "Tutor", "thread": "t1"})
    assert is_message(message) and "&lt;b&gt;x&lt;/b&gt;" in render_message_header(message)
    assert "recipients</td><td class='pw-h-recipients'><i>(none)</i>" in render_message_header(message)
