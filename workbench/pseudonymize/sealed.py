"""Files sealed with a passphrase: the key (private/key.enc) and the private SVALA files (*.svala.enc).

File layout (all integers big-endian)::

    magic | version (1 byte) | scrypt log2(n), r, p (3 bytes) | salt (16) | nonce (12) |
    corpus id length (2) | corpus id (UTF-8) | AES-256-GCM ciphertext

The header is authenticated as associated data, so changing any byte of the file is detected, and a file
of one kind (magic) cannot pass for another. The AES key is derived from the passphrase with scrypt and a
random salt: a `Sealer` derives it once and seals many files with it, each with a random nonce; an `Opener`
derives it once per salt it meets. A wrong passphrase and a corrupt file both raise WrongPassphraseError
("wrong passphrase or corrupt ...": AES-GCM cannot tell them apart); a file of another corpus raises
OtherCorpusError; a file that is not of the kind asked for raises NotAKeyError.

The scrypt parameters are read from the header before anything is authenticated, so they are checked
first (`check_header`): a changed header must not make scrypt crash, ask for gigabytes or run for hours.
log2(n) 10-18 and below 16·r (RFC 7914), r 1-32, p 1-16, at most 256 MiB of memory (128·r·n) and 256 MiB of
work (128·r·n·p), eight times what the default (log2 n 15, r 8, p 1: 32 MiB, about a tenth of a second) takes;
the corpus id must fit in the file with room for the GCM tag. Anything else is a KeyFileError saying which field is
wrong, before scrypt runs. The same bounds hold when a file is sealed.

A new passphrase has at least MIN_PASSPHRASE characters besides whitespace (`check_passphrase`, on
sealing and at the prompt); an existing file is opened with whatever is typed, and a wrong one is only
ever "wrong passphrase or corrupt ...".
"""

from __future__ import annotations

import os
import struct
import tempfile
from pathlib import Path

from cryptography.exceptions import InvalidTag
from cryptography.hazmat.primitives.ciphers.aead import AESGCM
from cryptography.hazmat.primitives.kdf.scrypt import Scrypt

__all__ = [
    "DEFAULT_LOG_N", "KEY_MAGIC", "KeyFileError", "MIN_PASSPHRASE", "NotAKeyError", "Opener", "OtherCorpusError",
    "PassphraseError", "SVALA_MAGIC", "Sealer", "WrongPassphraseError", "check_header", "check_passphrase",
    "write_owner_only",
]

KEY_MAGIC = b"WORKBENCH-KEY\n"
SVALA_MAGIC = b"WORKBENCH-SVALA\n"
VERSION = 1
DEFAULT_LOG_N = 15
LOG_N, R, P = range(10, 19), range(1, 33), range(1, 17)
MAX_SCRYPT_BYTES = 256 * 2**20
MIN_PASSPHRASE = 12
_FIXED = struct.Struct(">BBBB16s12sH")  # version, log2 n, r, p, salt, nonce, corpus id length
_TAG = 16  # the AES-GCM tag at the end of the ciphertext


class KeyFileError(Exception):
    """A sealed file that cannot be used (the message says why; it never contains personal data)."""


class NotAKeyError(KeyFileError):
    """The file does not start with the magic asked for or has an unknown version."""


class WrongPassphraseError(KeyFileError):
    """Decryption failed: wrong passphrase or a corrupt (changed, truncated) file."""


class OtherCorpusError(KeyFileError):
    """The file belongs to another corpus."""


class PassphraseError(Exception):
    """No passphrase available (no WORKBENCH_PASSPHRASE and no terminal to ask on), or one too weak."""


def check_header(log_n: int, r: int, p: int) -> None:
    """KeyFileError unless the scrypt parameters are within the bounds of the module doc."""
    for name, value, allowed in (("log2(n)", log_n, LOG_N), ("r", r, R), ("p", p, P)):
        if value not in allowed:
            raise KeyFileError(f"scrypt {name} is {value}, outside {allowed.start}-{allowed.stop - 1}")
    if log_n >= 16 * r:  # RFC 7914: n < 2^(128 r / 8); OpenSSL refuses more (cryptography: MemoryError)
        raise KeyFileError(f"scrypt log2(n) {log_n} with r {r}: n must be below 2^(16 r) (RFC 7914)")
    memory = 128 * r * 2**log_n
    if memory > MAX_SCRYPT_BYTES or memory * p > MAX_SCRYPT_BYTES:
        raise KeyFileError(f"scrypt parameters log2(n) {log_n}, r {r}, p {p} would take {memory >> 20} MiB "
                           f"of memory and {memory * p >> 20} MiB of work, over {MAX_SCRYPT_BYTES >> 20} MiB")


def check_passphrase(passphrase: str) -> None:
    """PassphraseError unless ``passphrase`` is long enough to protect a new key."""
    if len("".join(passphrase.split())) < MIN_PASSPHRASE:
        raise PassphraseError(f"a key's passphrase needs at least {MIN_PASSPHRASE} characters besides spaces "
                              "(it protects every learner's originals; four random words are easy to type)")


def _derive(passphrase: str, salt: bytes, log_n: int, r: int, p: int) -> AESGCM:
    check_header(log_n, r, p)
    try:
        key = Scrypt(salt=salt, length=32, n=2**log_n, r=r, p=p).derive(passphrase.encode("utf-8"))
    except MemoryError as e:  # OpenSSL refuses parameters the checks above let through
        raise KeyFileError(f"scrypt log2(n) {log_n}, r {r}, p {p}: {e}") from None
    return AESGCM(key)


def write_owner_only(path: Path, data: bytes) -> Path:
    """Write ``data`` to ``path`` through a new temporary file beside it (a random name, created exclusively,
    mode 0600 from its creation whatever the umask), then renamed over ``path``: a symlink already at
    either name is replaced or never used, not followed; a folder at ``path`` raises OSError."""
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        try:
            os.fchmod(fd, 0o600)
            with os.fdopen(fd, "wb", closefd=False) as f:
                f.write(data)
        finally:
            os.close(fd)
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise
    return path


class Sealer:
    """Seals files for ``corpus_id`` with one AES key derived from ``passphrase`` (checked as a new one)."""

    def __init__(self, passphrase: str, corpus_id: str, log_n: int | None = None) -> None:
        check_passphrase(passphrase)
        self.log_n = DEFAULT_LOG_N if log_n is None else log_n
        self.corpus_id = corpus_id
        self._salt = os.urandom(16)
        self._aead = _derive(passphrase, self._salt, self.log_n, 8, 1)

    def seal(self, plain: bytes, magic: bytes = KEY_MAGIC) -> bytes:
        """The sealed file's bytes."""
        nonce, cid = os.urandom(12), self.corpus_id.encode("utf-8")
        header = magic + _FIXED.pack(VERSION, self.log_n, 8, 1, self._salt, nonce, len(cid)) + cid
        return header + self._aead.encrypt(nonce, plain, header)

    def write(self, path: str | Path, plain: bytes, magic: bytes = KEY_MAGIC) -> Path:
        """Seal ``plain`` into ``path``, owner-only (see write_owner_only)."""
        return write_owner_only(Path(path), self.seal(plain, magic))


class Opener:
    """Opens sealed files with ``passphrase``, deriving the AES key once per salt."""

    def __init__(self, passphrase: str) -> None:
        self._passphrase = passphrase
        self._keys: dict[tuple[bytes, int, int, int], AESGCM] = {}

    def read(self, path: str | Path, corpus_id: str | None = None, magic: bytes = KEY_MAGIC,
             what: str = "key file") -> tuple[str, bytes]:
        """(corpus id, plaintext) of the sealed file at ``path``; with ``corpus_id``, refuse one of another
        corpus. ``what`` names the kind of file in messages."""
        path = Path(path)
        start = len(magic) + _FIXED.size
        with path.open("rb") as f:
            data = f.read(start)
            if not data.startswith(magic) or len(data) < start:
                raise NotAKeyError(f"{path}: not a workbench {what} (no {what} header)")
            version, log_n, r, p, salt, nonce, n = _FIXED.unpack_from(data, len(magic))
            if version != VERSION:
                raise NotAKeyError(f"{path}: {what} version {version}, this workbench reads version {VERSION}")
            try:
                check_header(log_n, r, p)
            except KeyFileError as e:
                raise KeyFileError(f"{path}: corrupt {what} header: {e}") from None
            data += f.read()
        if len(data) < start + n + _TAG:
            raise KeyFileError(f"{path}: corrupt {what} header: a corpus id of {n} bytes and the GCM tag do "
                               f"not fit in a file of {len(data)} bytes")
        wrong = WrongPassphraseError(f"{path}: wrong passphrase or corrupt {what}")
        try:
            stored_id = data[start : start + n].decode("utf-8")
        except UnicodeDecodeError:
            raise wrong from None
        if corpus_id is not None and stored_id != corpus_id:
            raise OtherCorpusError(f"{path}: this {what} belongs to corpus {stored_id!r}, not {corpus_id!r}")
        params = (salt, log_n, r, p)
        if params not in self._keys:
            self._keys[params] = _derive(self._passphrase, *params)
        try:
            return stored_id, self._keys[params].decrypt(nonce, data[start + n :], data[: start + n])
        except InvalidTag:
            raise wrong from None
