"""Review 14's F19: a reject of a value accepted elsewhere keeps it in the release (a decision), and the export
and the sign-off say how many such places there are and where, never the value."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.store.conftest import accept_all
from workbench.model import Essay, Span
from workbench.review_kept import describe, kept_accepted
from workbench.review_release import ReleaseCheck
from workbench.store import ReviewStore


def _decided(store: ReviewStore) -> None:
    """Ali accepted in e1 (learner L1); another learner's "Ali" (e4) and L2's "Borlänge" (e3) rejected."""
    store.add_essays([(Essay("e4", "L3", "Min vän Ali bor här.", "sv"), [Span(8, 11, "firstname_male")])])
    store.add_span("e3", 10, 18, "city", "anna")
    accept_all(store)
    store.decide("e4", store.spans("e4")[0].id, "reject", "bo")  # a friend's name, another learner's
    store.decide("e3", store.spans("e3")[0].id, "reject", "bo")  # a place: counts for its own learner only


def test_a_rejected_value_accepted_elsewhere_is_named_by_place(store: ReviewStore) -> None:
    assert kept_accepted(store) == []  # nothing rejected: nothing to say
    _decided(store)
    found = kept_accepted(store)
    assert [(k.kept.essay_id, k.kept.start, k.kept.label, k.kept.reviewer, k.labels, k.learners) for k in found] == [
        ("e4", 8, "firstname_male", "bo", ("firstname_male",), ("L1",))]
    check = ReleaseCheck()
    check.run(store)
    assert kept_accepted(store, check.originals) == found  # the leak check's originals say the same
    line = describe(found)
    assert line.startswith("1 rejected span(s) keep a value that the release replaces elsewhere")
    assert "essay e4 [8, 11) firstname_male, rejected by bo (replaced as firstname_male for learner L1)" in line
    assert "Ali" not in line


def test_review_export_says_so(store: ReviewStore, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    from workbench.cli import main

    _decided(store)
    db = str(store.path)
    store.close()
    assert main(["review", "export", "--db", db, "--out", str(tmp_path / "out"), "--no-key"]) == 0
    err = capsys.readouterr().err
    assert "note: 1 rejected span(s) keep a value that the release replaces elsewhere" in err
    assert "essay e4 [8, 11)" in err
    assert "Min vän Ali" in (tmp_path / "out" / "release" / "e4.txt").read_text(encoding="utf-8")  # as decided
