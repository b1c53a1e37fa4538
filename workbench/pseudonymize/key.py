"""The encrypted key: original -> surrogate for every replaced mention, kept apart from the release.

The key is zlib(JSON) sealed with the passphrase (workbench.pseudonymize.sealed: scrypt, AES-256-GCM,
magic ``WORKBENCH-KEY\n``, the header authenticated and its scrypt parameters bounded before use). A
wrong passphrase and a corrupt file both raise WrongPassphraseError ("wrong passphrase or corrupt key
file": AES-GCM cannot tell them apart); a key of another corpus raises OtherCorpusError; a file that is no
key at all raises NotAKeyError. A new key's passphrase has at least MIN_PASSPHRASE characters besides
whitespace; an existing key is opened with whatever is typed.

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
import sys
import zlib
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from functools import cached_property
from operator import itemgetter
from pathlib import Path
from typing import NamedTuple

from workbench.gcpause import paused_gc
from workbench.pseudonymize.render import KeyEntry
from workbench.pseudonymize.sealed import (
    KEY_MAGIC,
    MIN_PASSPHRASE,
    KeyFileError,
    NotAKeyError,
    Opener,
    OtherCorpusError,
    PassphraseError,
    Sealer,
    WrongPassphraseError,
    check_header,
    check_passphrase,
)

__all__ = [
    "ENV_VAR", "MAGIC", "MIN_PASSPHRASE", "Key", "KeyError_", "KeyFileError", "KeyPayload", "Kept", "NotAKeyError",
    "OtherCorpusError", "PassphraseError", "WrongPassphraseError", "check_header", "check_passphrase",
    "passphrase_from_env_or_prompt", "read_key", "reidentify", "write_key",
]

MAGIC = KEY_MAGIC
ENV_VAR = "WORKBENCH_PASSPHRASE"
KeyError_ = KeyFileError  # the name the CLI imports


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


def write_key(path: str | Path, entries: Iterable[KeyEntry] | KeyPayload, passphrase: str | Sealer,
              corpus_id: str, log_n: int = 15) -> Path:
    """Encrypt ``entries`` (or a KeyPayload of them) for ``corpus_id`` into ``path`` (owner-only, written to a
    temporary file, then renamed); ``passphrase`` may be a Sealer that seals other files of the release too."""
    sealer = passphrase if isinstance(passphrase, Sealer) else Sealer(passphrase, corpus_id, log_n)
    if not isinstance(entries, KeyPayload):
        payload = KeyPayload(corpus_id)
        payload.add(entries)
        entries = payload
    if entries.corpus_id != corpus_id or sealer.corpus_id != corpus_id:
        raise ValueError("the key payload was built for another corpus")
    return sealer.write(path, entries.finish())


def read_key(path: str | Path, passphrase: str, corpus_id: str | None = None) -> Key:
    """Decrypt a key file; with ``corpus_id``, refuse a key of another corpus."""
    _, plain = Opener(passphrase).read(path, corpus_id)
    try:
        with paused_gc():
            record = json.loads(zlib.decompress(plain))
        raw = record["entries"]
        if raw and isinstance(raw[0], dict):  # keys written before entries were arrays
            raw = map(itemgetter(*KeyEntry._fields), raw)
        with paused_gc():
            entries = tuple(map(KeyEntry._make, raw))
        essays = record.get("essays", [])
        return Key(record["corpus_id"], entries, {stem: eid for eid, _, stem in essays},
                   {eid: learner for eid, learner, _ in essays},
                   tuple(Kept(**k) for k in record.get("kept", [])))
    except (ValueError, zlib.error, KeyError, TypeError) as e:
        raise KeyFileError(f"{path}: the key's content is not a key ({type(e).__name__})") from None


def passphrase_from_env_or_prompt(confirm: bool = False, new: bool = False) -> str:
    """WORKBENCH_PASSPHRASE, else a prompt when stdin is a terminal, else PassphraseError. ``new``: the
    passphrase of a key about to be written: it must pass `check_passphrase` (and is asked twice)."""
    value = os.environ.get(ENV_VAR)
    if value:
        if new:
            try:
                check_passphrase(value)
            except PassphraseError as e:
                raise PassphraseError(f"{ENV_VAR}: {e}") from None
        return value
    if not sys.stdin.isatty():
        raise PassphraseError(f"no passphrase: set {ENV_VAR} or pass --no-key (then no key is written)")
    value = getpass.getpass("new key passphrase: " if new else "key passphrase: ")
    if not value:
        raise PassphraseError("an empty passphrase cannot protect a key")
    if new:
        check_passphrase(value)
    if (confirm or new) and getpass.getpass("again: ") != value:
        raise PassphraseError("the passphrases differ")
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
    # from the end; at one start the longer first, so an empty rewrite there (a dropped 'the') goes in before it
    for e in sorted(chosen, key=lambda e: (e.target_start, e.target_end), reverse=True):
        if out[e.target_start : e.target_end] != e.surrogate:
            raise KeyFileError(f"essay {e.essay_id}: the text at {e.target_start}-{e.target_end} is not the "
                               f"released surrogate ({e.label} {e.number}); was the release edited?")
        out = out[: e.target_start] + e.original + out[e.target_end :]
    return out
