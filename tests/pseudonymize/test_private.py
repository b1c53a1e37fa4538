"""private/: owner-only whatever the umask, the SVALA files encrypted with the key's passphrase, opened only
into a folder the user names, and nothing with originals at all without a key."""

from __future__ import annotations

import json
import os
import stat
from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.test_cli import ESSAYS, write_folder
from workbench.cli import main
from workbench.io.svala import check_invariant, graph_texts

PASSPHRASE = "correct horse battery staple"
ORIGINALS = ("Ali", "Borlänge", "070-123 45 67", "ali.h@example.se", "Sara")


@pytest.fixture(params=[0o022, 0o000], ids=["umask-022", "umask-000"])
def umask(request: pytest.FixtureRequest) -> Iterator[int]:
    old = os.umask(request.param)
    yield request.param
    os.umask(old)


def mode(path: Path) -> int:
    return stat.S_IMODE(path.stat().st_mode)


def release(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, *extra: str) -> Path:
    monkeypatch.setenv("WORKBENCH_PASSPHRASE", PASSPHRASE)
    out = tmp_path / "out"
    assert main(["pseudonymize", str(write_folder(tmp_path / "in")), "--out", str(out), *extra]) == 0
    return out


def test_private_is_owner_only_and_holds_no_plain_original(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                                           umask: int) -> None:
    """Before: private/ 0755 with *.svala.json 0644 holding the source text and the whole mapping."""
    out = release(tmp_path, monkeypatch)
    private = out / "private"
    assert mode(private) == 0o700
    files = sorted(private.iterdir())
    assert sorted(p.name for p in files) == ["a1.svala.enc", "a2.svala.enc", "b1.svala.enc", "key.enc"]
    for path in files:
        assert mode(path) == 0o600, path
        data = path.read_bytes()
        assert not any(o.encode() in data for o in ORIGINALS), path
    report = json.loads((out / "report.json").read_text(encoding="utf-8"))
    assert "encrypted" in report["private"]


def test_export_opens_the_svala_files_into_an_owner_only_folder(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                                               umask: int) -> None:
    out = release(tmp_path, monkeypatch)
    target = tmp_path / "for-the-editor"
    assert main(["private", "export", str(out / "private"), "--out", str(target)]) == 0
    assert mode(target) == 0o700
    assert sorted(p.name for p in target.iterdir()) == ["a1.svala.json", "a2.svala.json", "b1.svala.json"]
    for essay_id, text in ESSAYS.items():
        path = target / f"{essay_id}.svala.json"
        graph = json.loads(path.read_text(encoding="utf-8"))
        assert mode(path) == 0o600 and check_invariant(graph) == []
        source, released = graph_texts(graph)
        assert source == text
        assert released == (out / "release" / f"{essay_id}.txt").read_text(encoding="utf-8")


def test_export_with_a_wrong_passphrase_writes_nothing(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                                       capsys: pytest.CaptureFixture[str]) -> None:
    out = release(tmp_path, monkeypatch)
    monkeypatch.setenv("WORKBENCH_PASSPHRASE", "not the passphrase at all")
    assert main(["private", "export", str(out / "private"), "--out", str(tmp_path / "svala")]) == 2
    assert "wrong passphrase or corrupt private SVALA file" in capsys.readouterr().err
    assert not (tmp_path / "svala").exists()


def test_export_refuses_to_write_into_the_release(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                                  capsys: pytest.CaptureFixture[str]) -> None:
    out = release(tmp_path, monkeypatch)
    assert main(["private", "export", str(out / "private"), "--out", str(out / "release" / "svala")]) == 2
    assert "inside the release folder" in capsys.readouterr().err
    assert not (out / "release" / "svala").exists()


def test_a_key_file_does_not_pass_for_a_svala_file(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                                   capsys: pytest.CaptureFixture[str]) -> None:
    out = release(tmp_path, monkeypatch)
    (out / "private" / "a1.svala.enc").write_bytes((out / "private" / "key.enc").read_bytes())
    assert main(["private", "export", str(out / "private"), "--out", str(tmp_path / "svala")]) == 2
    assert "a1.svala.enc: not a workbench private SVALA file" in capsys.readouterr().err


def test_without_a_key_no_file_holds_originals_and_it_says_so(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                                              capsys: pytest.CaptureFixture[str]) -> None:
    out = release(tmp_path, monkeypatch, "--no-key")
    assert mode(out / "private") == 0o700 and list((out / "private").iterdir()) == []
    report = json.loads((out / "report.json").read_text(encoding="utf-8"))
    assert report["key_written"] is False and "no SVALA file with the originals was written" in report["private"]
    assert "no key and no private files (--no-key)" in capsys.readouterr().err
    assert main(["private", "export", str(out / "private"), "--out", str(tmp_path / "svala")]) == 2


def test_the_forum_private_folder_is_owner_only(tmp_path: Path, umask: int) -> None:
    from tests.forum.conftest import MESSAGES, PARTICIPANTS
    from workbench.forum.run import forum_pseudonymize

    forum_pseudonymize(MESSAGES, PARTICIPANTS, tmp_path / "out", detect=False, passphrase=PASSPHRASE)
    private = tmp_path / "out" / "private"
    assert mode(private) == 0o700
    assert {p.name: mode(p) for p in private.iterdir()} == {"conversion_table.csv": 0o600, "key.enc": 0o600}


def test_export_never_opens_up_nor_locks_an_existing_folder(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                                            capsys: pytest.CaptureFixture[str]) -> None:
    out = release(tmp_path, monkeypatch)
    shared = tmp_path / "shared"
    shared.mkdir(mode=0o755)
    os.chmod(shared, 0o755)
    assert main(["private", "export", str(out / "private"), "--out", str(shared)]) == 2
    assert "already there and open to others" in capsys.readouterr().err
    assert mode(shared) == 0o755 and list(shared.iterdir()) == []
    os.chmod(shared, 0o700)
    assert main(["private", "export", str(out / "private"), "--out", str(shared)]) == 0
    assert len(list(shared.iterdir())) == 3


def test_export_replaces_a_planted_link_and_never_writes_through_it(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                                                    capsys: pytest.CaptureFixture[str]) -> None:
    """Review 13, finding 10: a symlink already in the owner-only --out folder (to the SVALA file's name, or to
    the name of the temporary file beside it) was followed, and the decrypted SVALA, originals included,
    written over the link's target outside the folder. Now each file is written to a new temporary file
    and renamed over the name, which replaces a link; a folder in the way is an error, and nothing is
    written outside --out."""
    out = release(tmp_path, monkeypatch)
    target, victim = tmp_path / "for-the-editor", tmp_path / "elsewhere"
    target.mkdir(mode=0o700)
    os.chmod(target, 0o700)
    victim.mkdir()
    for name in ("pub.json", "tmp.json"):
        (victim / name).write_text("public", encoding="utf-8")
    (target / "a1.svala.json").symlink_to(victim / "pub.json")
    (target / "a2.svala.json.tmp").symlink_to(victim / "tmp.json")
    assert main(["private", "export", str(out / "private"), "--out", str(target)]) == 0
    assert [(victim / n).read_text(encoding="utf-8") for n in ("pub.json", "tmp.json")] == ["public", "public"]
    a1 = target / "a1.svala.json"
    assert not a1.is_symlink() and mode(a1) == 0o600
    assert graph_texts(json.loads(a1.read_text("utf-8")))[0] == ESSAYS["a1"]
    (target / "b1.svala.json").unlink()
    (target / "b1.svala.json").mkdir()
    assert main(["private", "export", str(out / "private"), "--out", str(target)]) == 2
    assert "b1.svala.json" in capsys.readouterr().err
    assert [(victim / n).read_text(encoding="utf-8") for n in ("pub.json", "tmp.json")] == ["public", "public"]
    (target / "b1.svala.json").rmdir()  # the editor-check fixture reads every *.svala.json left in tmp_path
