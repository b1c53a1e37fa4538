"""Renaming an essay in a review store (``workbench review rename-essay OLD NEW``; ReviewStore.rename_essay): an id
that names someone refuses the release (the file name is checked like a text), and a store keeps its essays' ids
otherwise. On both backends."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from tests.store.conftest import accept_all
from workbench.cli import main
from workbench.model import Essay, Span
from workbench.review_release import ReleaseCheck
from workbench.store import ReviewStore, StoreError, os_account, schema
from workbench.store.rename import ESSAY_ID_COLUMNS

OLD = "Karin_Lundqvist_uppsats"
TEXT = "Jag heter Karin Lundqvist och bor i Falun."
OTHER = "Karin skriver igen."


def _named(target: str) -> ReviewStore:
    """A learner's two essays, the first one's id holding her name; accepting "Karin" there proposes it in the
    second (a propose decision that names the first essay)."""
    store = ReviewStore(target)
    spans = [Span(10, 15, "firstname_female", number=1), Span(16, 25, "surname", number=1),
             Span(36, 41, "city", number=1)]
    store.add_essays([(Essay(OLD, "L1", TEXT, "sv"), spans), (Essay("L1-2", "L1", OTHER, "sv"), [])])
    accept_all(store)
    store.confirm_unopened("anna")
    return store


def _rows_holding(store: ReviewStore, essay_id: str) -> dict[str, int]:
    with store.backend.read() as tx:
        found = {table: int(tx.value(f"SELECT COUNT(*) FROM {table} WHERE {column} = ?", (essay_id,)))
                 for table, column in ESSAY_ID_COLUMNS}
    return {t: n for t, n in found.items() if n}


def test_renaming_the_essay_whose_id_names_its_writer_lets_the_release_pass(
        target: str, tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> None:
    store = _named(target)
    proposed = next(s for s in store.spans("L1-2"))
    assert proposed.origin == "known_value" and proposed.span.reason.endswith(f"in essay {OLD}")
    check = ReleaseCheck()
    before = check.run(store)
    assert not before.ok and {x.file for x in before.leaks} == {f"release/{OLD}.txt"}  # only the file name
    states = [(s.id, s.status, s.span) for s in store.spans(OLD)]
    history = [(d.id, d.action) for d in store.history(OLD)]
    store.close()
    assert main(["review", "rename-essay", OLD, "L1-1", "--db", target]) == 0
    assert "renamed the essay to 'L1-1' in every table of the store" in capsys.readouterr().err
    with ReviewStore(target) as store:
        assert store.essay_ids() == ["L1-1", "L1-2"] and _rows_holding(store, OLD) == {}
        assert [(s.id, s.status, s.span) for s in store.spans("L1-1")] == states
        renamed = store.history("L1-1")
        assert [(d.id, d.action) for d in renamed[:-1]] == history
        assert (renamed[-1].action, renamed[-1].reviewer, renamed[-1].value) == (
            "rename", os_account(), {"from": OLD, "to": "L1-1", "account": os_account()})
        proposed = next(s for s in store.spans("L1-2"))
        assert proposed.span.reason.endswith("in essay L1-1")
        assert [d.value for d in store.history("L1-2") if d.action == "propose"][0]["essay"] == "L1-1"
        after = check.run(store)  # the same check object goes on from its mark: the rename is a decision
        assert after.ok and after.mark != before.mark and ReleaseCheck().run(store).digest == after.digest
        assert store.undo(os_account()) is None  # a rename is no step undo takes back
        store.sign_off(os_account(), check)
    monkeypatch.setenv("WORKBENCH_PASSPHRASE", "correct horse battery staple")
    assert main(["review", "export", "--out", str(tmp_path / "rel"), "--db", target]) == 0
    assert sorted(p.name for p in (tmp_path / "rel" / "release").glob("*.txt")) == ["L1-1.txt", "L1-2.txt"]


def test_review_init_of_the_same_source_does_not_add_a_renamed_essay_again(
        target: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """Review 23 M1: the essay's old id, read again from the source it came from, is a problem line, not a new
    essay (which would be reviewed and released twice), also after a second rename."""
    source = tmp_path / "essays.csv"
    source.write_text(f"learner_id,essay_id,text\nL1,{OLD},{TEXT}\nL1,L1-2,{OTHER}\n", encoding="utf-8")
    assert main(["review", "init", str(source), "--db", target]) == 0
    assert main(["review", "rename-essay", OLD, "L1-1", "--db", target]) == 0
    capsys.readouterr()
    assert main(["review", "init", str(source), "--db", target]) == 1
    err = capsys.readouterr().err
    assert "problem: essay L1-1 of this store had this essay's id before a rename" in err and "0 essays added" in err
    assert main(["review", "rename-essay", "L1-1", "L1-one", "--db", target]) == 0
    assert main(["review", "init", str(source), "--db", target]) == 1
    assert "problem: essay L1-one of this store had this essay's id before a rename" in capsys.readouterr().err
    with ReviewStore(target) as store:
        assert store.essay_ids() == ["L1-one", "L1-2"]
        problems: list[str] = []  # any id renamed away: the essay may come from a source that held it
        assert store.add_essays([(Essay("L1-1", "L1", OTHER, "sv"), [])], problems=problems) == 0
        assert problems == ["essay L1-one of this store had this essay's id before a rename (the id is not shown: it "
                            "may name someone); not added"]


def test_refusals_and_review_init_after_a_rename_print_no_old_id(
        target: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """safety21: the old id a user types may name the writer (that is why it is renamed); the console says which
    essay without it: by its place in the store, or by the id it has now."""
    source = tmp_path / "essays.csv"
    source.write_text(f"learner_id,essay_id,text\nL1,{OLD},{TEXT}\nL1,L1-2,{OTHER}\n", encoding="utf-8")
    assert main(["review", "init", str(source), "--db", target]) == 0
    capsys.readouterr()

    def printed() -> str:
        out = capsys.readouterr()
        text = out.out + out.err
        assert not re.search(r"karin|lundqvist", text, re.I), text
        return text

    assert main(["review", "rename-essay", OLD, OLD, "--db", target]) == 2
    assert "cannot rename the essay: the new id is its id already" in printed()
    assert main(["review", "rename-essay", "Karin_Lundqvist_text", "L1-9", "--db", target]) == 2
    assert "cannot rename the essay: no essay of the store has the id given (not shown here)" in printed()
    assert main(["review", "rename-essay", OLD, "L1-1", "--db", target]) == 0
    printed()
    assert main(["review", "init", str(source), "--db", target]) == 1
    assert ("problem: essay L1-1 of this store had this essay's id before a rename (the id is not shown: it may name "
            "someone); not added") in printed()
    with ReviewStore(target) as store:
        accept_all(store)
        store.confirm_unopened("anna")
        store.add_reviewer("Signe")
        store.sign_off("Signe", ReleaseCheck())
    assert main(["review", "rename-essay", "L1-1", "L1-one", "--db", target]) == 2
    shown = printed()
    assert "essay 1 of 2 in the store's order (as the review page counts; its id not shown) is signed off" in shown
    assert "L1-1" not in shown


@pytest.mark.parametrize(("new", "why"), [
    ("L1-2", "already an essay of the store"),
    ("   ", "empty or only white space"),
    (" L1-1", "white space at its start or end"),
    ("L1\n1", "control or invisible characters"),
    ("Ida_Lundqvist_text", "holds 2 capitalised word(s) of the first-name or surname list"),
    (OLD, "is its id already"),
])
def test_a_new_id_that_is_taken_or_unsafe_is_refused(target: str, new: str, why: str) -> None:
    store = _named(target)
    mark = store.log_mark()
    with pytest.raises(StoreError, match=re.escape(why)):
        store.rename_essay(OLD, new)
    assert store.essay_ids() == [OLD, "L1-2"] and store.log_mark() == mark
    with pytest.raises(StoreError, match="no essay of the store has the id given"):
        store.rename_essay("nothing", "L1-9")
    store.close()


@pytest.mark.parametrize(("new", "kinds"), [
    ("Falun_text", "city"),  # the writer's city, accepted in that very essay
    ("Karolinska-1", "work"),  # a workplace
    ("Kiruna", "city"),  # another learner's city
    ("chi", "firstname_male"),  # another learner's first name: lower case, 3 letters
    ("EN_CHI_05", "firstname_male"),  # in capitals too
    ("okafor-chi", "firstname_male, surname"),
    ("karinlundqvist", "firstname_female, surname"),
    ("BO_1", "a name of two letters"),  # note 24: accepted, then refused by the export
    ("900512-1234", "a personal identity number"),  # whoever's: checksum wrong, the '-' tells it
])
def test_a_new_id_that_holds_an_original_of_the_store_is_refused_without_showing_it(
        target: str, new: str, kinds: str, capsys: pytest.CaptureFixture[str]) -> None:
    """Review 23 M3: the file name's check counts only the corpus-wide originals of capitalised words; the new id is
    checked against every original of the store, of every learner, in any case, and the refusal names the kinds
    of value only."""
    store = _named(target)
    text = "Jag heter Chi Okafor och jobbar på Karolinska i Kiruna. Min bror heter Bo."
    store.add_essays([(Essay("L2-1", "L2", text, "sv"),
                       [Span(10, 13, "firstname_male", number=1), Span(14, 20, "surname", number=1),
                        Span(35, 45, "work", number=1), Span(48, 54, "city", number=1),
                        Span(71, 73, "firstname_male", number=2)])])
    accept_all(store)
    mark = store.log_mark()
    store.close()
    assert main(["review", "rename-essay", OLD, new, "--db", target]) == 2
    err = capsys.readouterr().err
    assert f"the new id holds an original value of this store ({kinds}; not shown here)" in err
    shown = {word.lower() for word in re.findall(r"[^\W\d_]+", new)} - {"text", "en"}
    assert not [w for w in shown if w in err.lower()]
    with ReviewStore(target) as store:
        assert store.essay_ids() == [OLD, "L1-2", "L2-1"] and store.log_mark() == mark
        store.rename_essay(OLD, "L1-1")  # an id of no original is taken
        assert store.essay_ids() == ["L1-1", "L1-2", "L2-1"]
    with pytest.raises(SystemExit):
        main(["review", "rename-essay", "-h"])
    assert "no original value of the store (a name, place, workplace... of any learner, in any case" in " ".join(
        capsys.readouterr().out.split())


def test_a_signed_off_essay_is_renamed_only_once_the_sign_off_is_reopened(target: str) -> None:
    store = _named(target)
    store.rename_essay(OLD, "L1-1")
    store.add_reviewer("Signe")
    store.sign_off("Signe", ReleaseCheck())
    with pytest.raises(StoreError, match="essay 1 of 2 in the store's order .* is signed off .*: renaming it would "
                       "change the release"):
        store.rename_essay("L1-1", "L1-one")
    store.reopen_sign_off("Signe", "the id should follow the course's scheme")
    store.rename_essay("L1-1", "L1-one")
    assert store.essay_ids() == ["L1-one", "L1-2"]
    before = store.state_rows()
    store.rebuild()  # the state derived from the log alone is the one renamed in place
    assert store.state_rows() == before
    store.close()


def test_every_table_with_an_essay_id_is_renamed() -> None:
    columns = {(table, column) for table, body in re.findall(r"CREATE TABLE (\w+) \((.*?)\);", schema.SCHEMA, re.S)
               for column in re.findall(r"(?:^|, |\()\s*(essay_id|id) TEXT", body)}
    assert set(ESSAY_ID_COLUMNS) == columns


def _export_after_rename(target: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                         sources: dict[str, str]) -> Path:
    """Review init of a folder without metadata.csv (learner id = essay id), the named essay renamed, the store
    accepted, confirmed and signed off, then exported with every output; the export's folder."""
    src = tmp_path / "src"
    src.mkdir()
    for name, text in sources.items():
        (src / name).write_text(text, encoding="utf-8")
    assert main(["review", "init", str(src), "--db", target]) == 1  # a problem: no metadata.csv
    assert main(["review", "rename-essay", OLD, "essay-01", "--db", target]) == 0
    with ReviewStore(target) as store:
        accept_all(store)
        store.confirm_unopened("anna")
        store.sign_off(os_account(), ReleaseCheck())
    monkeypatch.setenv("WORKBENCH_PASSPHRASE", "correct horse battery staple")
    out = tmp_path / "rel"
    assert main(["review", "export", "--out", str(out), "--db", target, "--also", "svala", "--also", "kaggle"]) == 0
    return out


def test_a_learner_id_that_was_the_old_essay_id_is_renamed_with_it(
        target: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Review 28, finding 4: without metadata.csv the learner id is the essay id; the rename left it, and the
    export wrote it to kaggle.json and report.json and said "release written"."""
    out = _export_after_rename(target, tmp_path, monkeypatch, {f"{OLD}.txt": "Jag bor i Falun och gillar fotboll.",
                                                               "e2.txt": "Hej då."})
    with ReviewStore(target) as store:
        assert sorted(store.learner_ids()) == ["e2", "essay-01"] and store.learner_of("essay-01") == "essay-01"
    released = [p for p in out.rglob("*") if p.is_file() and "private" not in p.parts]
    assert {p.name for p in released} >= {"essay-01.txt", "kaggle.json", "report.json"}
    for path in released:
        assert not re.search(r"karin|lundqvist", path.read_bytes().decode("utf-8"), re.I), path


@pytest.mark.parametrize(("others", "new", "why"), [
    ([Essay("L1-2", OLD, OTHER, "sv")], "L1-1", r"its learner id is its id too, and 1 other essay\(s\) of the store "
     r"have that learner"),
    ([Essay("L2-1", "L2", OTHER, "sv")], "L2", r"its learner id is its id too and is renamed with it, but 'L2' is "
     r"another learner's id already"),
])
def test_a_learner_id_that_cannot_follow_the_rename_refuses_it(target: str, others: list[Essay], new: str,
                                                               why: str) -> None:
    with ReviewStore(target) as store:
        store.add_essays([(Essay(OLD, OLD, TEXT, "sv"), []), *((e, []) for e in others)])
        with pytest.raises(StoreError, match=f"cannot rename the essay: {why}") as info:
            store.rename_essay(OLD, new)
        assert "Karin" not in str(info.value)
        assert sorted(store.essay_ids()) == sorted([OLD, *(e.id for e in others)])
