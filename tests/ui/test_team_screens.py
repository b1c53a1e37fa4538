"""The team-review widgets on a real SQLite store: the curator's screen, the agreement panel of the sign-off
page, the blind review screen and the search screen (clicks through the widgets' own callbacks)."""

from __future__ import annotations

from pathlib import Path

import pytest

from workbench.store import ReviewStore
from workbench.ui.agreement_panel import AgreementPanel
from workbench.ui.blind_screen import BlindScreen
from workbench.ui.curator import CuratorScreen
from workbench.ui.search_screen import SearchScreen
from workbench.ui.signoff import SignoffDashboard


def blind_reviews(store: ReviewStore) -> None:
    """e1 reviewed blind by anna (rejects 'bror', adds 'Jag' as extra) and bo (accepts every candidate)."""
    store.assign(["e1"], ["anna", "bo"], by="lead")
    store.add_span("e1", 0, 3, "extra", "anna")  # proposes the other "Jag" in anna's review
    for who in ("anna", "bo"):
        for s in store.view("e1", who).spans:
            if not s.resolved:
                store.decide("e1", s.id, "reject" if s.span.label == "fam" and who == "anna" else "accept", who)
        store.decide("e1", None, "status", who, status="reviewed")


def test_the_curator_takes_agreed_versions_and_settles_each_difference(store: ReviewStore) -> None:
    blind_reviews(store)
    screen = CuratorScreen(store, "cecilia")
    assert screen.queue.value == "e1" and len(screen.queue.options) == 1 and "1 essays ready" in screen.counts.value
    assert screen.columns.value.count('class="pw-text"') == 3  # the shared state, anna's and bo's side by side
    rows = screen.rows.rows  # anna's two "Jag" (the second proposed from the first), and "bror"
    assert len(rows) == 3 and "<mark>Jag</mark> heter" in rows[0]["quote"]
    assert "<mark>bror</mark>" in rows[1]["quote"] and "<mark>Jag</mark> är" in rows[2]["quote"]
    assert rows[1]["choices"] == ["anna: not marked", "bo: fam"] and rows[1]["taken"] == [False, False]
    assert screen.agreed_btn.description == "take the 5 agreed ones"
    screen.agreed_btn.click()
    assert "5 decision(s) by cecilia" in screen.message.value
    for k in range(3):  # anna's version each time
        screen.rows.click(k, 0)
        assert "took" in screen.message.value
    assert [s.label for s in store.resolved_spans("e1")] == ["extra", "firstname_male", "city", "firstname_male",
                                                             "work", "extra", "sensitive"]
    screen.done_btn.click()
    assert "adjudicated" in screen.message.value and list(screen.queue.options) == []
    p = store.progress()
    assert (p.assigned, p.adjudicated) == (1, 1)
    assert {d.reviewer for d in store.history("e1") if d.layer is None and d.action not in ("assign",)} == {
        "cecilia"}
    screen.undo_btn.click()  # takes back "mark adjudicated": e1 is back in the queue
    assert screen.queue.value == "e1" and store.progress().adjudicated == 0


def test_a_reviewer_of_the_essay_cannot_adjudicate_it(store: ReviewStore) -> None:
    blind_reviews(store)
    screen = CuratorScreen(store, "anna")
    assert screen.agreed_btn.disabled and screen.done_btn.disabled and "another person" in screen.message.value


def test_the_sign_off_page_shows_agreement_and_what_waits(store: ReviewStore, tmp_path: Path) -> None:
    empty = AgreementPanel(store)
    assert "No essay is under blind review" in empty.html.value
    store.assign(["e1"], ["anna", "bo"], by="lead")
    panel = AgreementPanel(store)
    assert "waiting for anna, bo" in panel.html.value and "no agreement to show" in panel.html.value
    for s in store.view("e1", "anna").spans:  # both review, and differ on one span
        store.decide("e1", s.id, "reject" if s.span.label == "fam" else "accept", "anna")
        store.decide("e1", s.id, "accept", "bo")
    for who in ("anna", "bo"):
        store.decide("e1", None, "status", who, status="reviewed")
    panel.refresh_btn.click()
    html = panel.html.value
    assert "ready for the curator" in html and "6 spans decided, 83% alike" in html
    assert "<td>fam</td><td>1</td><td>0</td>" in html and "Krippendorff" in html
    dash = SignoffDashboard(store, tmp_path / "out", account="anna")
    assert any("pw-agreement" in c._dom_classes for c in dash.widget.children)


def test_the_blind_screen_shows_only_the_reviewers_own_decisions(store: ReviewStore) -> None:
    store.assign(["e1"], ["anna", "bo"], by="lead")
    with pytest.raises(Exception, match="no essay is assigned to 'cecilia'"):
        BlindScreen(store, "cecilia")
    anna = BlindScreen(store, "anna")
    assert anna.essay_ids == ["e1"]
    anna.decide("accept")
    bo = BlindScreen(store, "bo")
    assert "pw-accepted" in anna.source.html and "pw-accepted" not in bo.source.html
    assert store.view("e1").spans[0].status == "open"


def test_search_screen_bulk_add_and_undo(store: ReviewStore) -> None:
    screen = SearchScreen(store, "anna")
    assert "places" in screen.source.options
    screen.text.value = "borlange"
    screen.search_btn.click()
    assert "<b>2</b> hits in 2 essays" in screen.summary.value
    assert "Borlänge" in screen.hits.rows[0]
    screen.status.value = "unmarked"
    screen.search_btn.click()
    assert "No" not in screen.message.value and "<b>0</b> hits" in screen.summary.value  # both are city spans
    screen.status.value = "(any)"
    screen.text.value = "omar"
    screen.search_btn.click()
    screen.scope.value = "ticked hits"
    screen.hits.ticked = [0]
    screen.new_label.value = "firstname_unknown"
    screen.relabel_btn.click()
    assert "relabelled 1 span(s) in one bulk decision" in screen.message.value
    assert "firstname_unknown" in screen.hits.rows[0]
    screen.undo_btn.click()
    assert "undid: relabelled" in screen.message.value
    screen.scope.value = "all hits"
    screen.text.value = "hälsar"
    screen.search_btn.click()
    screen.new_label.value = "extra"
    screen.add_btn.click()
    assert "added 1 span(s)" in screen.message.value and "extra" in screen.hits.rows[0]
    screen.text.value = "!!"
    screen.search_btn.click()
    assert "nothing to search" in screen.message.value
