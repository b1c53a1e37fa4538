"""A sign-off is a release gate: what was signed cannot change until the sign-off is reopened, visibly."""

from __future__ import annotations

import pytest

from tests.store.conftest import accept_all, ids
from workbench.model import Essay
from workbench.review_release import ReleaseCheck
from workbench.store import ReviewStore, StoreError


def _signed(store: ReviewStore) -> None:
    """Every span accepted, every essay confirmed, the corpus signed off by Signe."""
    accept_all(store)
    store.add_reviewer("Signe")
    store.confirm_unopened("Signe")
    store.sign_off("Signe", ReleaseCheck())
    assert store.progress().signed_off == 3


@pytest.mark.parametrize("act", ["reject", "comment", "status", "add", "undo"])
def test_a_signed_off_essay_refuses_every_change_until_reopened(store: ReviewStore, act: str) -> None:
    _signed(store)
    ali = ids(store, "e1")[0]
    before = store.state_rows()
    with pytest.raises(StoreError, match=r"essay e\d is signed off \(sign-off 1 by Signe on .*reopen the sign-off"):
        if act == "reject":
            store.decide("e1", ali, "reject", "bo")
        elif act == "comment":
            store.decide("e1", None, "document_comment", "bo", text="note")
        elif act == "status":
            store.decide("e1", None, "status", "bo", status="in review")
        elif act == "add":
            store.add_span("e1", 0, 3, "city", "bo")
        else:
            store.undo("anna")
    assert store.state_rows() == before and store.progress().signed_off == 3
    store.open_essay("e1", "bo")  # opening changes nothing released
    assert store.status("e1") == "signed off"


def test_reopening_is_recorded_and_lets_decisions_in(store: ReviewStore) -> None:
    _signed(store)
    with pytest.raises(StoreError, match="roster"):
        store.reopen_sign_off("Mallory", "a name was missed")
    with pytest.raises(StoreError, match="reason"):
        store.reopen_sign_off("Signe", " ")
    step = store.reopen_sign_off("Signe", "Kvastrup must stay: it is a place here")
    p = store.progress()
    assert p.signed_off == 0 and p.reviewed == 3
    reopened = [d for d in store.history("e1") if d.value.get("reopens") == 1]
    assert [(d.reviewer, d.value["reason"]) for d in reopened] == [("Signe", "Kvastrup must stay: it is a place here")]
    undone = store.undo("Signe")  # her confirmation before the sign-off, not the reopening
    assert step.bulk and undone is not None and "confirmed" in undone.description
    assert store.progress().signed_off == 0
    store.decide("e1", ids(store, "e1")[0], "reject", "bo")
    assert store.status("e1") == "reviewed"
    with pytest.raises(StoreError, match="nothing to reopen"):
        store.reopen_sign_off("Signe", "again")
    before = store.state_rows()
    store.rebuild()
    assert store.state_rows() == before


def test_a_new_essay_cannot_propose_into_a_signed_off_one(store: ReviewStore) -> None:
    _signed(store)
    store.add_essays([(Essay("e4", "L1", "Sixten heter han.", "sv"), [])])
    with pytest.raises(StoreError, match="essay e1 is signed off .*proposing there the value accepted in essay e4"):
        store.add_span("e4", 7, 12, "firstname_male", "bo")  # "heter": unmarked in e1
    assert store.status("e4") == "unreviewed" and store.progress().signed_off == 3


def test_the_command_line_reopens_a_sign_off(store: ReviewStore, capsys: pytest.CaptureFixture[str]) -> None:
    from workbench.cli import main

    _signed(store)
    db = str(store.path)
    store.close()
    assert main(["review", "reopen", "--db", db, "--by", "Mallory", "--reason", "a name was missed"]) == 2
    assert "roster" in capsys.readouterr().err
    assert main(["review", "reopen", "--db", db, "--by", "Signe", "--reason", "a name was missed"]) == 0
    assert "3 essay(s) back to 'reviewed'" in capsys.readouterr().err
    with ReviewStore(db) as again:
        assert again.progress().signed_off == 0
    assert main(["review", "reopen", "--db", db, "--by", "Signe", "--reason", "again"]) == 2
    assert "nothing to reopen" in capsys.readouterr().err
