"""The encrypted key: original -> surrogate for every replaced mention, kept apart from the release.

File layout (all integers big-endian)::

    MAGIC (b"WORKBENCH-KEY\\n") | version (1 byte) | scrypt log2(n), r, p (3 bytes) | salt (16) |
    nonce (12) | corpus id length (2) | corpus id (UTF-8) | AES-256-GCM ciphertext of zlib(JSON)

The header is authenticated as associated data, so changing any byte of the file is detected. The key
is derived from the passphrase with scrypt and a random salt. A wrong passphrase and a corrupt file both
raise WrongPassphraseError ("wrong passphrase or corrupt key file": AES-GCM cannot tell them apart); a
key of another corpus raises OtherCorpusError; a file that is no key at all raises NotAKeyError.

The plaintext is ``{"corpus_id": ..., "entries": [...], "essays": [...], "kept": [...]}``: every replaced
mention (KeyEntry, as an array in its field order; older keys hold objects and read the same), every
released essay as ``[essay id, learner id, file stem]`` (the file names are
derived from the ids by workbench.io.filenames), and the occurrences reviewers explicitly kept (Kept),
which the leak check accepts. Keys written before "essays" and "kept" existed read with both empty.
"""

from __future__ import annotations

import getpass
import json
import os
import struct
import sys
import zlib
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from functools import cached_property
from operator import itemgetter
from pathlib import Path
from typing import NamedTuple

from cryptography.exceptions import InvalidTag
from cryptography.hazmat.primitives.ciphers.aead import AESGCM
from cryptography.hazmat.primitives.kdf.scrypt import Scrypt

from workbench.pseudonymize.gcpause import paused_gc
from workbench.pseudonymize.render import KeyEntry

__all__ = [
    "ENV_VAR", "MAGIC", "Key", "KeyError_", "Kept", "KeyFileError", "KeyPayload", "NotAKeyError", "OtherCorpusError",
    "PassphraseError", "WrongPassphraseError", "passphrase_from_env_or_prompt", "read_key", "reidentify",
    "write_key",
]

MAGIC = b"WORKBENCH-KEY\n"
VERSION = 1
ENV_VAR = "WORKBENCH_PASSPHRASE"
_FIXED = struct.Struct(">BBBB16s12sH")  # version, log2 n, r, p, salt, nonce, corpus id length


class KeyFileError(Exception):
    """A key file that cannot be used (the message says why; it never contains personal data)."""


KeyError_ = KeyFileError  # the name the CLI imports


class NotAKeyError(KeyFileError):
    """The file does not start with the key magic or has an unknown version."""


class WrongPassphraseError(KeyFileError):
    """Decryption failed: wrong passphrase or a corrupt (changed, truncated) key file."""


class OtherCorpusError(KeyFileError):
    """The key belongs to another corpus."""


class PassphraseError(Exception):
    """No passphrase available (no WORKBENCH_PASSPHRASE and no terminal to ask on)."""


class Kept(NamedTuple):
    """An occurrence a reviewer explicitly kept in the released text (a span they rejected): the leak
    check accepts an original found at ``[target_start, target_end)`` of the essay's released text."""

    essay_id: str
    target_start: int
    target_end: int
    label: str
    reviewer: str


@dataclass(frozen=True)
class Key:
    """A decrypted key: the corpus it belongs to, every replaced mention, the released essays (file stem
    -> essay id, essay id -> learner id) and the occurrences reviewers kept."""

    corpus_id: str
    entries: tuple[KeyEntry, ...]
    files: dict[str, str] = field(default_factory=dict)
    learners: dict[str, str] = field(default_factory=dict)
    kept: tuple[Kept, ...] = ()

    def originals(self) -> list[tuple[str, str]]:
        """(label, original value) of every entry."""
        return sorted({(e.label, e.original) for e in self.entries})

    @cached_property
    def by_essay(self) -> dict[str, list[KeyEntry]]:
        """The entries of each essay id, in the key's order."""
        out: dict[str, list[KeyEntry]] = {}
        for e in self.entries:
            out.setdefault(e.essay_id, []).append(e)
        return out

    def for_essay(self, essay_id: str) -> list[KeyEntry]:
        return list(self.by_essay.get(essay_id, ()))

    def learner_of(self, essay_id: str) -> str | None:
        """The learner of an essay: recorded with the essay, else that of its entries (older keys)."""
        if essay_id in self.learners:
            return self.learners[essay_id]
        entries = self.by_essay.get(essay_id)
        return entries[0].learner_id if entries else None


def _derive(passphrase: str, salt: bytes, log_n: int, r: int, p: int) -> bytes:
    return Scrypt(salt=salt, length=32, n=2**log_n, r=r, p=p).derive(passphrase.encode("utf-8"))


class KeyPayload:
    """The compressed plaintext of a key, built entry by entry, so that a large corpus's key is never
    held in memory as objects: zlib of ``{"corpus_id": ..., "entries": [...], "essays": [...], "kept":
    [...]}`` (see the module doc). Essays and kept occurrences are small and kept until ``finish``."""

    def __init__(self, corpus_id: str) -> None:
        self.corpus_id = corpus_id
        self._zlib = zlib.compressobj()
        self._chunks = [self._zlib.compress(f'{{"corpus_id": {_json(corpus_id)}, "entries": ['.encode())]
        self._sep = ""
        self._essays: list[tuple[str, str, str]] = []
        self._kept: list[Kept] = []

    def add(self, entries: Iterable[KeyEntry]) -> None:
        """Append entries, each a JSON array in KeyEntry's field order (read back fast, as named tuples)."""
        for e in entries:
            self._chunks.append(self._zlib.compress((self._sep + _json(list(e))).encode("utf-8")))
            self._sep = ", "

    def add_essay(self, essay_id: str, learner_id: str, stem: str) -> None:
        """Record a released essay: its learner and the stem of its files."""
        self._essays.append((essay_id, learner_id, stem))

    def add_kept(self, kept: Iterable[Kept]) -> None:
        self._kept.extend(kept)

    def finish(self) -> bytes:
        tail = (f'], "essays": {_json(self._essays)}, "kept": {_json([k._asdict() for k in self._kept])}}}')
        return b"".join(self._chunks) + self._zlib.compress(tail.encode("utf-8")) + self._zlib.flush()


def _json(value: object) -> str:
    return json.dumps(value, ensure_ascii=False, sort_keys=True)


def write_key(path: str | Path, entries: Iterable[KeyEntry] | KeyPayload, passphrase: str, corpus_id: str,
              log_n: int = 15) -> Path:
    """Encrypt ``entries`` (or a KeyPayload of them) for ``corpus_id`` into ``path`` (written to a
    temporary file, then renamed)."""
    if not passphrase:
        raise PassphraseError("an empty passphrase cannot protect a key")
    if not isinstance(entries, KeyPayload):
        payload = KeyPayload(corpus_id)
        payload.add(entries)
        entries = payload
    if entries.corpus_id != corpus_id:
        raise ValueError("the key payload was built for another corpus")
    path = Path(path)
    salt, nonce = os.urandom(16), os.urandom(12)
    cid = corpus_id.encode("utf-8")
    header = MAGIC + _FIXED.pack(VERSION, log_n, 8, 1, salt, nonce, len(cid)) + cid
    sealed = AESGCM(_derive(passphrase, salt, log_n, 8, 1)).encrypt(nonce, entries.finish(), header)
    tmp = path.with_name(path.name + ".tmp")
    tmp.write_bytes(header + sealed)
    os.chmod(tmp, 0o600)
    tmp.replace(path)
    return path


def read_key(path: str | Path, passphrase: str, corpus_id: str | None = None) -> Key:
    """Decrypt a key file; with ``corpus_id``, refuse a key of another corpus."""
    path = Path(path)
    data = path.read_bytes()
    if not data.startswith(MAGIC) or len(data) < len(MAGIC) + _FIXED.size:
        raise NotAKeyError(f"{path}: not a workbench key file (no key header)")
    version, log_n, r, p, salt, nonce, n = _FIXED.unpack_from(data, len(MAGIC))
    if version != VERSION:
        raise NotAKeyError(f"{path}: key file version {version}, this workbench reads version {VERSION}")
    start = len(MAGIC) + _FIXED.size
    header = data[: start + n]
    try:
        stored_id = data[start : start + n].decode("utf-8")
    except UnicodeDecodeError:
        raise WrongPassphraseError(f"{path}: wrong passphrase or corrupt key file") from None
    if corpus_id is not None and stored_id != corpus_id:
        raise OtherCorpusError(f"{path}: this key belongs to corpus {stored_id!r}, not {corpus_id!r}")
    try:
        plain = AESGCM(_derive(passphrase, salt, log_n, r, p)).decrypt(nonce, data[start + n :], header)
        with paused_gc():
            record = json.loads(zlib.decompress(plain))
    except (InvalidTag, ValueError, zlib.error):
        raise WrongPassphraseError(f"{path}: wrong passphrase or corrupt key file") from None
    raw = record["entries"]
    if raw and isinstance(raw[0], dict):  # keys written before entries were arrays
        raw = map(itemgetter(*KeyEntry._fields), raw)
    with paused_gc():
        entries = tuple(map(KeyEntry._make, raw))
    essays = record.get("essays", [])
    return Key(record["corpus_id"], entries, {stem: eid for eid, _, stem in essays},
               {eid: learner for eid, learner, _ in essays}, tuple(Kept(**k) for k in record.get("kept", [])))


def passphrase_from_env_or_prompt(confirm: bool = False) -> str:
    """WORKBENCH_PASSPHRASE, else a prompt when stdin is a terminal, else PassphraseError."""
    value = os.environ.get(ENV_VAR)
    if value:
        return value
    if not sys.stdin.isatty():
        raise PassphraseError(f"no passphrase: set {ENV_VAR} or pass --no-key (then no key is written)")
    value = getpass.getpass("key passphrase: ")
    if confirm and getpass.getpass("again: ") != value:
        raise PassphraseError("the passphrases differ")
    if not value:
        raise PassphraseError("an empty passphrase cannot protect a key")
    return value


def reidentify(target_text: str, entries: Key | Sequence[KeyEntry], essay_id: str | None = None) -> str:
    """The original essay from its released text: every surrogate replaced by its original, using the
    target offsets stored in the key (``essay_id`` selects the essay's entries from a whole Key)."""
    if isinstance(entries, Key):
        if essay_id is None:
            raise KeyFileError("reidentify needs an essay id to pick entries from a whole key")
        chosen: Sequence[KeyEntry] = entries.for_essay(essay_id)
    else:
        chosen = [e for e in entries if essay_id is None or e.essay_id == essay_id]
    out = target_text
    for e in sorted(chosen, key=lambda e: e.target_start, reverse=True):
        if out[e.target_start : e.target_end] != e.surrogate:
            raise KeyFileError(f"essay {e.essay_id}: the text at {e.target_start}-{e.target_end} is not the "
                               f"released surrogate ({e.label} {e.number}); was the release edited?")
        out = out[: e.target_start] + e.original + out[e.target_end :]
    return out
