from __future__ import annotations

from workbench.store import ReviewStore
from workbench.ui.learner_screen import LearnerScreen


def test_learner_screen_shows_essays_details_and_quasi_identifiers(store: ReviewStore) -> None:
    screen = LearnerScreen(store, "anna")
    assert screen.essays.value.count('class="pw-text"') == 2
    rows = [row.children[0].value for row in screen.details.children]
    assert any("Borlänge" in r and "2 essays" in r for r in rows)
    assert any("Omar" in r for r in rows)
    assert "home town" in screen.quasi.value and "borlänge" in screen.quasi.value


def test_one_action_resolves_a_detail_in_every_essay(store: ReviewStore) -> None:
    screen = LearnerScreen(store, "anna")
    row = next(r for r in screen.details.children if "Borlänge" in r.children[0].value)
    row.children[1].click()  # accept everywhere
    cities = [s for e in ("e1", "e2") for s in store.spans(e) if s.span.label == "city"]
    assert [s.status for s in cities] == ["accepted", "accepted"]
    assert "accept: 2 mention(s)" in screen.message.value
