from __future__ import annotations

from pathlib import Path

import pytest

from tests.pseudonymize._helpers import spans_for
from workbench.model import Essay
from workbench.pseudonymize.key import (
    MAGIC,
    Key,
    KeyFileError,
    NotAKeyError,
    OtherCorpusError,
    PassphraseError,
    WrongPassphraseError,
    passphrase_from_env_or_prompt,
    read_key,
    reidentify,
    write_key,
)
from workbench.pseudonymize.render import KeyEntry, render_essay

TEXT = "Jag heter Alice och bor i Borlänge. Alices bror bor också i Borlänge."
FAST = 10  # scrypt cost for tests (the default is 2**15)


@pytest.fixture
def rendered():  # type: ignore[no-untyped-def]
    spans = spans_for(TEXT, ("Alice", "firstname_female"), ("Borlänge", "city"),
                      ("Alices", "firstname_female", ["gen"]), ("Borlänge", "city", (), 1))
    return render_essay(Essay("e1", "L1", TEXT), spans, seed=9)


def test_round_trip_and_reidentify(tmp_path: Path, rendered) -> None:  # type: ignore[no-untyped-def]
    path = write_key(tmp_path / "key.enc", rendered.entries, "hemligt", "corpus-A", log_n=FAST)
    key = read_key(path, "hemligt", corpus_id="corpus-A")
    assert key.corpus_id == "corpus-A" and list(key.entries) == rendered.entries
    assert reidentify(rendered.target, key, "e1") == TEXT
    assert reidentify(rendered.target, rendered.entries) == TEXT
    assert ("city", "Borlänge") in key.originals()


def test_file_has_header_and_no_plain_originals(tmp_path: Path, rendered) -> None:  # type: ignore[no-untyped-def]
    data = write_key(tmp_path / "k", rendered.entries, "pw", "c", log_n=FAST).read_bytes()
    assert data.startswith(MAGIC)
    assert b"Alice" not in data and "Borlänge".encode() not in data


@pytest.mark.parametrize("damage", ["passphrase", "flip-body", "flip-header", "truncate"])
def test_wrong_passphrase_or_corrupt_file(tmp_path: Path, rendered, damage: str) -> None:  # type: ignore[no-untyped-def]
    path = write_key(tmp_path / "key.enc", rendered.entries, "right", "c", log_n=FAST)
    data = bytearray(path.read_bytes())
    passphrase = "right"
    if damage == "passphrase":
        passphrase = "wrong"
    elif damage == "flip-body":
        data[-5] ^= 1
    elif damage == "flip-header":
        data[len(MAGIC) + 6] ^= 1  # a salt byte
    else:
        data = data[:-20]
    path.write_bytes(bytes(data))
    with pytest.raises(WrongPassphraseError, match="wrong passphrase or corrupt key file"):
        read_key(path, passphrase)


def test_key_of_another_corpus(tmp_path: Path) -> None:
    path = write_key(tmp_path / "key.enc", [], "pw", "corpus-A", log_n=FAST)
    with pytest.raises(OtherCorpusError, match="belongs to corpus 'corpus-A', not 'corpus-B'"):
        read_key(path, "pw", corpus_id="corpus-B")


@pytest.mark.parametrize("content", [b"", b"hello", b"WORKBENCH-KEY\n\x07" + bytes(40)])
def test_not_a_key(tmp_path: Path, content: bytes) -> None:
    (tmp_path / "k").write_bytes(content)
    with pytest.raises(NotAKeyError):
        read_key(tmp_path / "k", "pw")


def test_empty_passphrase_is_refused(tmp_path: Path) -> None:
    with pytest.raises(PassphraseError):
        write_key(tmp_path / "k", [], "", "c")


def test_passphrase_from_env(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("WORKBENCH_PASSPHRASE", "s3cret")
    assert passphrase_from_env_or_prompt() == "s3cret"


def test_no_passphrase_without_a_terminal(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("WORKBENCH_PASSPHRASE", raising=False)
    monkeypatch.setattr("sys.stdin.isatty", lambda: False)
    with pytest.raises(PassphraseError, match="WORKBENCH_PASSPHRASE or pass --no-key"):
        passphrase_from_env_or_prompt()


def test_reidentify_refuses_an_edited_release() -> None:
    entry = KeyEntry("L", "e", "city", 1, "Borlänge", "Guntorp", 10, 17)
    with pytest.raises(KeyFileError, match="was the release edited"):
        reidentify("Jag bor i Hallstahammar.", [entry])
    assert reidentify("Jag bor i Guntorp.", Key("c", (entry,)), "e") == "Jag bor i Borlänge."
