"""``workbench check-release`` says what it checked: which essay files the key knows (review 13, finding 6),
files read in another encoding than the writer's and unreadable files (finding 7). Real releases through
the CLI, our synthetic essays (a smoke test)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from tests.test_cli import ESSAYS, passphrase, write_folder
from workbench.cli import main

__all__ = ["passphrase"]  # the fixture, used by name

OTHER = {"x1": "Jag heter Mikael och bor i Mora.", "x2": "Mikael tycker om Orsa."}


def release(tmp_path: Path, name: str, essays: dict[str, str] = ESSAYS) -> tuple[Path, str]:
    out = tmp_path / name
    assert main(["pseudonymize", str(write_folder(tmp_path / f"in-{name}", essays)), "--out", str(out)]) == 0
    return out / "release", str(out / "private" / "key.enc")


def test_a_key_that_knows_none_of_the_files_stops_the_check(tmp_path: Path, passphrase: str,
                                                             capsys: pytest.CaptureFixture[str]) -> None:
    """Before: another corpus's key gave "0 leak(s) found" and exit 0."""
    ours, _ = release(tmp_path, "ours")
    _, theirs = release(tmp_path, "theirs", OTHER)
    capsys.readouterr()
    assert main(["check-release", str(ours), "--key", theirs]) == 2
    err = capsys.readouterr().err
    assert "the key knows none of its 3 essay file(s)" in err and "leak(s) found" not in err


def test_files_the_key_does_not_know_are_named_and_fail_the_check(tmp_path: Path, passphrase: str,
                                                                  capsys: pytest.CaptureFixture[str]) -> None:
    """A foreign file added to a release is checked against the corpus-wide originals only, and the check
    fails even when it finds nothing in it. Before: "0 leak(s) found", exit 0."""
    ours, key = release(tmp_path, "ours")
    theirs, _ = release(tmp_path, "theirs", OTHER)
    (ours / "x1.txt").write_bytes((theirs / "x1.txt").read_bytes())
    capsys.readouterr()
    assert main(["check-release", str(ours), "--key", key]) == 1
    err = capsys.readouterr().err
    assert "the key knows 3 of the 4 essay files" in err and "(x1.txt:" in err
    assert "0 leak(s) found" in err and "the check fails: 1 essay file(s) the key does not know" in err
    (ours / "x1.txt").write_text("Hej Ali, hälsningar från Borlänge", encoding="utf-8")
    assert main(["check-release", str(ours), "--key", key]) == 1
    err = capsys.readouterr().err  # the name counts in any file, the learner's town only in their essays
    assert "original value (firstname_male)" in err and "(city)" not in err and "1 leak(s) found" in err
    (ours / "x1.txt").unlink()
    assert main(["check-release", str(ours), "--key", key]) == 0
    assert "the key knows all 3 essay files" in capsys.readouterr().err


@pytest.mark.parametrize("encoding", ["utf-16", "utf-8-sig", "cp1252"])
def test_a_file_in_another_encoding_is_checked_as_the_readers_read_it(
        tmp_path: Path, passphrase: str, capsys: pytest.CaptureFixture[str], encoding: str) -> None:
    """Before: a1.txt re-saved as UTF-16 (or cp1252) with the original essay in it passed, read as UTF-8
    (UTF-8 with a byte-order mark was found before too)."""
    ours, key = release(tmp_path, "ours")
    (ours / "a1.txt").write_bytes(ESSAYS["a1"].encode(encoding))
    capsys.readouterr()
    assert main(["check-release", str(ours), "--key", key]) == 1
    err = capsys.readouterr().err
    assert ("a1.txt: read as " in err) == (encoding != "utf-8-sig")
    assert "original value (firstname_male)" in err and "(city)" in err
    assert "Ali" not in err and "Borlänge" not in err


def test_a_file_that_cannot_be_decoded_fails_the_check(tmp_path: Path, passphrase: str,
                                                       capsys: pytest.CaptureFixture[str]) -> None:
    """Before: a binary file (and broken UTF-8) was read with its bad bytes replaced and could pass."""
    ours, key = release(tmp_path, "ours")
    (ours / "notes.bin").write_bytes(b"\x00\x01binary")
    capsys.readouterr()
    assert main(["check-release", str(ours), "--key", key]) == 1
    err = capsys.readouterr().err
    assert "unreadable, not checked as text: " in err and re.search(r"notes\.bin(:\d+)?: not a text file", err)
    assert "the check fails: 1 unreadable file(s)" in err


def test_a_release_without_essay_files_says_the_key_cannot_be_told(tmp_path: Path, passphrase: str,
                                                                   capsys: pytest.CaptureFixture[str]) -> None:
    """A forum's release holds its texts in one messages file: nothing to count the key against."""
    from tests.conftest import SAMPLES

    out, forum = tmp_path / "forum", SAMPLES / "forum"
    assert main(["forum", "pseudonymize", str(forum / "messages.xml"), "--participants",
                 str(forum / "participants.csv"), "--out", str(out), "--no-detect"]) == 0
    capsys.readouterr()
    assert main(["check-release", str(out / "release"), "--key", str(out / "private" / "key.enc")]) == 0
    err = capsys.readouterr().err
    assert "no essay file (<stem>.txt) in the release" in err and "0 leak(s) found" in err


def test_a_place_of_the_learner_in_an_essay_file_name_stops_the_release(tmp_path: Path, passphrase: str,
                                                                       capsys: pytest.CaptureFixture[str]) -> None:
    """Review 47 C3: the essay 'Kiruna' (a line of an essay read as a row) released 'Kiruna.txt' with 'leak check
    passed' though its text's Kiruna was replaced: a file name is checked against its essay's learner's originals
    too, places and all; another learner's town and an age in a course code stay allowed."""
    essays = {"Kiruna": "Jag bor i Kiruna med min familj.", "Lund_2": "Jag bor i Lund. Lund är fint.",
              "e19": "Jag är 19 år och bor i Mora.", "Mora_3": "Jag heter Omar och bor i Kiruna.",
              "1990-05-12": "Jag är född 12 maj 1990.",  # her birth date (review 62 C1)
              "19900512": "Jag är född 1990-05-12.",  # written without its separators (was released)
              "BO_1": "Jag heter Bo och bor i Lund.", "LI_2": "Jag heter Ali.",  # a name of two letters: Bo's only
              "bo-2": "Jag bor i Mora.",  # another essay's name of two letters (review 74: released)
              "900512-1234": "Jag bor i Mora."}  # a personnummer, checksum wrong, in the name alone (reviews 73, 74)
    rows = ["A1,Kiruna", "B1,Lund_2", "C1,e19", "D1,Mora_3", "E1,1990-05-12", "F1,19900512", "G1,BO_1", "H1,LI_2",
            "I1,900512-1234", "J1,bo-2"]
    out = tmp_path / "out"
    assert main(["pseudonymize", str(write_folder(tmp_path / "in", essays, rows)), "--out", str(out)]) == 1
    err = capsys.readouterr().err
    assert "release/Kiruna.txt" in err and "release/Lund_2.txt" in err and "release/1990-05-12.txt" in err
    assert "release/19900512.txt" in err and "release/BO_1.txt" in err and "release/bo-2.txt" in err
    assert "LI_2" not in err
    assert "a personal identity number in the file name" in err
    assert "Mora_3" not in err and "e19" not in err
    assert "in the file name (rename the essay)" in err and not (out / "release").exists()
