"""A sign-off is a release gate: what was signed cannot change until the sign-off is reopened, visibly."""

from __future__ import annotations

import pytest

from tests.store.conftest import accept_all, ids
from workbench.model import Essay
from workbench.review_release import ReleaseCheck
from workbench.store import ReviewStore, StoreError, os_account
from workbench.store import store as store_module


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
        store.reopen_sign_off("Signe", "again, nothing is signed off")
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
    assert main(["review", "reopen", "--db", db, "--by", "Signe", "--reason", "again, nothing is signed off"]) == 2
    assert "nothing to reopen" in capsys.readouterr().err


def test_only_a_name_on_the_roster_reopens_and_says_why(store: ReviewStore, monkeypatch: pytest.MonkeyPatch,
                                                         capsys: pytest.CaptureFixture[str]) -> None:
    """Review 15's N6: the OS account alone, an empty --by, or a one-character reason reopened a sign-off."""
    from workbench.cli import main

    _signed(store)
    with pytest.raises(StoreError, match="not on the store's roster"):  # may sign off, may not reopen
        store.reopen_sign_off(os_account(), "a name was missed in e1")
    for reason in ("x", "fix", "wrong name", "a b c"):
        with pytest.raises(StoreError, match="at least 3 words and 15 characters"):
            store.reopen_sign_off("Signe", reason)
    db = str(store.path)
    store.close()
    with pytest.raises(SystemExit):  # --by is required: no silent login name
        main(["review", "reopen", "--db", db, "--reason", "a name was missed in e1"])
    assert main(["review", "reopen", "--db", db, "--by", "", "--reason", "a name was missed in e1"]) == 2
    assert "reviewer name" in capsys.readouterr().err
    assert main(["review", "reopen", "--db", db, "--by", "Signe", "--reason", "x"]) == 2
    assert "at least 3 words" in capsys.readouterr().err
    assert main(["review", "reopen", "--db", db, "--by", "Signe", "--reason", "a name was missed in e1"]) == 0
    with ReviewStore(db) as again:
        reopened = [d for d in again.history("e1") if d.value.get("reopens") == 1]
        assert [(d.reviewer, d.value["account"]) for d in reopened] == [("Signe", os_account())]


def test_the_roster_grows_from_inside_and_every_change_is_logged(store: ReviewStore,
                                                                  monkeypatch: pytest.MonkeyPatch) -> None:
    """Review 14's F21: anyone who could write the store put any name on the roster, and nobody knew who."""
    monkeypatch.setattr(store_module, "os_account", lambda: "lead")
    store.add_reviewer("lead")  # the first entry is free
    store.add_reviewer("Signe")  # lead is on the roster: adds names
    monkeypatch.setattr(store_module, "os_account", lambda: "mallory")
    with pytest.raises(StoreError, match="OS account 'mallory': it is not on the roster"):
        store.add_reviewer("mallory")
    with pytest.raises(StoreError, match="not on the roster"):
        store.add_reviewer("Signe", roster=False)  # nor takes names off
    assert store.roster() == ["Signe", "lead"]
    monkeypatch.setattr(store_module, "os_account", lambda: "lead")
    store.add_reviewer("Signe", roster=False)
    assert store.roster() == ["lead"]
    assert [(c.name, c.on, c.account) for c in store.roster_log()] == [
        ("lead", True, "lead"), ("Signe", True, "lead"), ("Signe", False, "lead")]
    assert all(c.time > 0 for c in store.roster_log())


def test_after_a_sign_off_an_empty_roster_starts_from_a_signer(store: ReviewStore,
                                                                 monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(store_module, "os_account", lambda: "signe")
    accept_all(store)
    store.confirm_unopened("signe")
    store.sign_off("signe", ReleaseCheck())  # the OS account signs without a roster
    monkeypatch.setattr(store_module, "os_account", lambda: "mallory")
    with pytest.raises(StoreError, match="cannot start the roster as OS account 'mallory': the store was signed off"):
        store.add_reviewer("mallory")
    monkeypatch.setattr(store_module, "os_account", lambda: "signe")
    store.add_reviewer("signe")
    assert store.roster() == ["signe"]


def test_a_roster_no_login_can_change_is_changed_with_a_logged_override(store: ReviewStore,
                                                                        monkeypatch: pytest.MonkeyPatch,
                                                                        capsys: pytest.CaptureFixture[str]) -> None:
    """Review 18 F3/F4: a roster of people's names (a schema-4 store's, or a first entry that was no login) or a
    signer who left locked the roster for good; the way out is a change with a reason, logged."""
    monkeypatch.setattr(store_module, "os_account", lambda: "lead")
    store.add_reviewer("Anna")  # the first entry: a person's name, no login
    with pytest.raises(StoreError, match="--override REASON"):
        store.add_reviewer("lead")
    with pytest.raises(StoreError, match="changing the roster from outside it must say what was wrong"):
        store.add_reviewer("lead", override="x")
    store.add_reviewer("lead", override="the roster holds people's names, not logins")
    assert store.roster() == ["Anna", "lead"]
    assert [(c.name, c.account, c.override) for c in store.roster_log()] == [
        ("Anna", "lead", None), ("lead", "lead", "the roster holds people's names, not logins")]
    store.add_reviewer("Bo")  # lead is on it now
    db = str(store.path)
    store.close()
    from workbench.cli import main

    assert main(["review", "reviewer", "--db", db, "Cai", "--override", "x"]) == 2
    assert "at least 3 words and 15 characters" in capsys.readouterr().err
    assert main(["review", "reviewer", "--db", db, "Cai", "--override", "Anna left the project in May"]) == 0
    assert "the reason for the override" in capsys.readouterr().err


def test_a_store_of_schema_4_gets_the_roster_log(target: str) -> None:
    from workbench.store import schema
    from workbench.store.postgres import PostgresBackend, is_url
    from workbench.store.sqlite import SQLiteBackend

    backend = PostgresBackend(target) if is_url(target) else SQLiteBackend(target)
    with backend.write() as tx:  # a store as the workbench before the roster's log wrote it, with a roster
        for sql in schema.statements(schema._LOG + schema._V2 + schema._V3 + schema._V4, backend.float_type):
            tx.run(sql)
        tx.run("INSERT INTO reviewers (name, created, roster) VALUES ('Signe', 0, 1)")
        backend.set_schema_version(tx, 4)
    backend.close()
    with ReviewStore(target) as store:
        assert store.roster() == ["Signe"] and store.roster_log() == []  # who added Signe is not known
        assert len(store.store_id()) == 32  # and an id of its own (schema 6)
        with pytest.raises(StoreError, match="not on the roster"):
            store.add_reviewer("mallory")


def test_the_os_account_is_the_user_the_process_runs_as_not_an_environment_variable(
        monkeypatch: pytest.MonkeyPatch) -> None:
    import getpass

    real = os_account()
    monkeypatch.setenv("LOGNAME", "Anna")
    monkeypatch.setenv("USER", "Anna")
    assert getpass.getuser() == "Anna" and os_account() == real != "Anna"  # review 18 F6


def test_a_user_id_with_no_name_is_uid_n_not_the_environment(monkeypatch: pytest.MonkeyPatch) -> None:
    import pwd

    def no_name(uid: int) -> None:
        raise KeyError(uid)

    monkeypatch.setattr(pwd, "getpwuid", no_name)
    monkeypatch.setenv("LOGNAME", "Anna")
    import os

    assert os_account() == f"uid:{os.getuid()}"  # review 21: a container's bare uid fell back to $LOGNAME


def test_a_store_of_schema_5_gets_an_id_of_its_own_once(target: str) -> None:
    from workbench.store import schema
    from workbench.store.postgres import PostgresBackend, is_url
    from workbench.store.sqlite import SQLiteBackend

    backend = PostgresBackend(target) if is_url(target) else SQLiteBackend(target)
    with backend.write() as tx:  # a store as the workbench before the store id wrote it
        for sql in schema.statements(schema._LOG + schema._V2 + schema._V3 + schema._V4 + schema._V5,
                                     backend.float_type):
            tx.run(sql)
        tx.run("INSERT INTO reviewers (name, created, roster) VALUES ('Signe', 0, 1)")
        backend.set_schema_version(tx, 5)
    backend.close()
    with ReviewStore(target) as store:
        made = store.store_id()
        assert len(made) == 32 and store.log_mark()[0] == made and store.roster() == ["Signe"]
    with ReviewStore(target) as store:
        assert store.store_id() == made  # given once, kept


def test_review_reviewer_log_prints_every_roster_change_with_its_override(
        target: str, capsys: pytest.CaptureFixture[str]) -> None:
    from workbench.cli import main

    with ReviewStore(target) as store:
        store.add_essays([(Essay("e1", "L1", "Jag heter Ali."), [])])
        assert main(["review", "reviewer", "--db", target, "--log"]) == 0
        assert "no roster change logged" in capsys.readouterr().err
        store.add_reviewer("Anna")
        store.add_reviewer("Bo", override="the roster holds people's names, not logins")
        store.add_reviewer("Anna", roster=False, override="Anna left the project in May")
    assert main(["review", "reviewer", "--db", target, "--log"]) == 0
    lines = capsys.readouterr().out.splitlines()
    me = os_account()
    assert [line.split("\t")[1:] for line in lines] == [
        ["login name", "change", "name", "override reason"],
        [me, "added", "Anna", ""],
        [me, "added", "Bo", "the roster holds people's names, not logins"],
        [me, "taken off", "Anna", "Anna left the project in May"]]
    assert lines[1].split("\t")[0].endswith("UTC")
    assert main(["review", "reviewer", "--db", target]) == 2  # a name, or --log
    assert "a name to put on the roster, or --log" in capsys.readouterr().err
    assert main(["review", "reviewer", "Cai", "--db", target, "--log"]) == 2  # not both
    assert "only shows the roster's changes" in capsys.readouterr().err
    with ReviewStore(target) as store:
        assert "Cai" not in store.roster()
