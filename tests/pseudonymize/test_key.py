from __future__ import annotations

import time
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

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
    check_passphrase,
    passphrase_from_env_or_prompt,
    read_key,
    reidentify,
    write_key,
)
from workbench.pseudonymize.render import KeyEntry, render_essay

TEXT = "Jag heter Alice och bor i Borlänge. Alices bror bor också i Borlänge."
FAST = 10  # scrypt cost for tests (the default is 2**15)
HEMLIGT, RIGHT, PW = "hemligt lösenord", "the right passphrase", "a passphrase for tests"


@pytest.fixture
def rendered():  # type: ignore[no-untyped-def]
    spans = spans_for(TEXT, ("Alice", "firstname_female"), ("Borlänge", "city"),
                      ("Alices", "firstname_female", ["gen"]), ("Borlänge", "city", (), 1))
    return render_essay(Essay("e1", "L1", TEXT), spans, seed=9)


def test_round_trip_and_reidentify(tmp_path: Path, rendered) -> None:  # type: ignore[no-untyped-def]
    path = write_key(tmp_path / "key.enc", rendered.entries, HEMLIGT, "corpus-A", log_n=FAST)
    key = read_key(path, HEMLIGT, corpus_id="corpus-A")
    assert key.corpus_id == "corpus-A" and list(key.entries) == rendered.entries
    assert reidentify(rendered.target, key, "e1") == TEXT
    assert reidentify(rendered.target, rendered.entries) == TEXT
    assert ("city", "Borlänge") in key.originals()


def test_file_has_header_and_no_plain_originals(tmp_path: Path, rendered) -> None:  # type: ignore[no-untyped-def]
    data = write_key(tmp_path / "k", rendered.entries, PW, "c", log_n=FAST).read_bytes()
    assert data.startswith(MAGIC)
    assert b"Alice" not in data and "Borlänge".encode() not in data


@pytest.mark.parametrize("damage", ["passphrase", "flip-body", "flip-header", "truncate"])
def test_wrong_passphrase_or_corrupt_file(tmp_path: Path, rendered, damage: str) -> None:  # type: ignore[no-untyped-def]
    path = write_key(tmp_path / "key.enc", rendered.entries, RIGHT, "c", log_n=FAST)
    data = bytearray(path.read_bytes())
    passphrase = RIGHT
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
    path = write_key(tmp_path / "key.enc", [], PW, "corpus-A", log_n=FAST)
    with pytest.raises(OtherCorpusError, match="belongs to corpus 'corpus-A', not 'corpus-B'"):
        read_key(path, PW, corpus_id="corpus-B")


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


def _with_header(path: Path, log_n: int, r: int, p: int, id_length: int | None = None) -> Path:
    data = bytearray(path.read_bytes())
    data[len(MAGIC) + 1 : len(MAGIC) + 4] = bytes((log_n, r, p))
    if id_length is not None:
        data[len(MAGIC) + 32 : len(MAGIC) + 34] = id_length.to_bytes(2, "big")
    path.write_bytes(bytes(data))
    return path


@pytest.mark.parametrize(("log_n", "r", "p", "match"), [
    (0, 8, 1, r"scrypt log2\(n\) is 0, outside 10-18"),  # once a PanicException from inside scrypt
    (34, 8, 1, r"scrypt log2\(n\) is 34, outside 10-18"),  # once asked for 16 GiB
    (15, 0, 1, "scrypt r is 0, outside 1-32"),
    (15, 255, 1, "scrypt r is 255, outside 1-32"),
    (15, 8, 0, "scrypt p is 0, outside 1-16"),
    (18, 32, 1, r"log2\(n\) 18, r 32, p 1 would take 1024 MiB of memory"),
    (15, 8, 16, r"log2\(n\) 15, r 8, p 16 would take 32 MiB of memory and 512 MiB of work"),  # ran minutes
])
def test_a_tampered_header_is_refused_before_scrypt_runs(tmp_path: Path, log_n: int, r: int, p: int,
                                                         match: str) -> None:
    path = _with_header(write_key(tmp_path / "key.enc", [], PW, "c", log_n=FAST), log_n, r, p)
    with pytest.raises(KeyFileError, match=f"key.enc: corrupt key file header: .*{match}"):
        read_key(path, PW)


def test_a_corpus_id_longer_than_the_file_is_refused(tmp_path: Path) -> None:
    path = _with_header(write_key(tmp_path / "key.enc", [], PW, "c", log_n=FAST), FAST, 8, 1, 60000)
    with pytest.raises(KeyFileError, match="a corpus id of 60000 bytes and the GCM tag do not fit"):
        read_key(path, PW)


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(version=st.sampled_from([1, 1, 1, 0, 2]), params=st.binary(min_size=3, max_size=3),
       rest=st.binary(min_size=30, max_size=30), tail=st.binary(max_size=64))
def test_random_headers_never_crash_nor_take_long(tmp_path: Path, version: int, params: bytes, rest: bytes,
                                                  tail: bytes) -> None:
    """Any header bytes (mostly of the version read, so the scrypt fields are reached): a KeyFileError,
    never a PanicException, MemoryError or a hang, in bounded time."""
    path = tmp_path / "fuzz.enc"
    path.write_bytes(MAGIC + bytes([version]) + params + rest + tail)
    started = time.perf_counter()
    with pytest.raises(KeyFileError):
        read_key(path, PW)
    assert time.perf_counter() - started < 5  # the largest accepted scrypt costs about a second


@pytest.mark.parametrize("params", [(16, 1, 1), (17, 1, 1), (16, 1, 2), (18, 1, 1)])
def test_parameters_openssl_refuses_are_a_key_file_error(tmp_path: Path, params: tuple[int, int, int]) -> None:
    """n at or above 2^(16 r) (RFC 7914): OpenSSL refuses it, cryptography raises MemoryError; the header check
    says what is wrong instead (Hypothesis found (16, 1, 1) in the test above)."""
    path = tmp_path / "k.enc"
    path.write_bytes(MAGIC + bytes([1, *params]) + bytes(30))
    with pytest.raises(KeyFileError, match="RFC 7914"):
        read_key(path, PW)


def test_the_largest_accepted_parameters_stay_within_the_bound() -> None:
    import resource

    before = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    from workbench.pseudonymize.sealed import _derive

    _derive(PW, bytes(16), 18, 8, 1)  # 256 MiB, the most a header may ask for
    grown = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss - before  # KiB
    assert grown < 300 * 1024


@pytest.mark.parametrize("passphrase", ["", " ", "            ", "pw", "short pass", "a b c d e f g h i j k"])
def test_a_new_key_needs_a_real_passphrase(tmp_path: Path, passphrase: str) -> None:
    with pytest.raises(PassphraseError, match="at least 12 characters besides spaces"):
        write_key(tmp_path / "k", [], passphrase, "c", log_n=FAST)
    assert not (tmp_path / "k").exists()


def test_the_prompt_and_the_environment_check_a_new_passphrase(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("WORKBENCH_PASSPHRASE", " ")
    with pytest.raises(PassphraseError, match="WORKBENCH_PASSPHRASE: a key's passphrase needs at least 12"):
        passphrase_from_env_or_prompt(new=True)
    assert passphrase_from_env_or_prompt() == " "  # opening a key: any passphrase, judged by the key alone
    monkeypatch.delenv("WORKBENCH_PASSPHRASE")
    monkeypatch.setattr("sys.stdin.isatty", lambda: True)
    typed = iter(["tiny", PW, PW, PW, "another one entirely"])
    monkeypatch.setattr("getpass.getpass", lambda prompt="": next(typed))
    with pytest.raises(PassphraseError, match="at least 12 characters"):
        passphrase_from_env_or_prompt(new=True)
    assert passphrase_from_env_or_prompt(new=True) == PW
    with pytest.raises(PassphraseError, match="the passphrases differ"):
        passphrase_from_env_or_prompt(new=True)


def test_any_passphrase_opens_an_old_key_or_says_wrong(tmp_path: Path) -> None:
    path = write_key(tmp_path / "key.enc", [], PW, "c", log_n=FAST)
    for attempt in ("", " ", "x"):
        with pytest.raises(WrongPassphraseError, match="wrong passphrase or corrupt key file"):
            read_key(path, attempt)


def test_the_demo_passphrase_qualifies() -> None:
    makefile = (Path(__file__).resolve().parents[2] / "Makefile").read_text(encoding="utf-8")
    (demo,) = [line.split(":=", 1)[1].strip() for line in makefile.splitlines() if line.startswith("DEMO_PASSPHRASE")]
    check_passphrase(demo)


def test_the_cli_refuses_a_one_space_passphrase_for_a_new_key(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                                              capsys: pytest.CaptureFixture[str]) -> None:
    from tests.conftest import SAMPLES
    from workbench.cli import main

    monkeypatch.setenv("WORKBENCH_PASSPHRASE", " ")
    assert main(["pseudonymize", str(SAMPLES / "corpus"), "--out", str(tmp_path / "out")]) == 2
    assert "needs at least 12 characters" in capsys.readouterr().err and not (tmp_path / "out").exists()
