"""private/: what only the project's team may open, owner-only and encrypted.

The team's rule: originals live only in the input, the review store and the encrypted key. So private/
is mode 0700 and every file in it 0600, whatever the umask, and the SVALA files (source, target and
labelled edges: they hold the originals) are sealed with the key's passphrase like the key itself
(workbench.pseudonymize.sealed, one scrypt derivation for the whole release): ``<name>.svala.enc`` beside
``key.enc``. `export_svala` opens them into a folder the user names, as the SweLL editor's
``<name>.svala.json`` (the CLI: ``workbench private export DIR/private --out FOLDER``). Without a
passphrase (``--no-key``: the release cannot be traced back) no file holding originals is written at all:
private/ stays empty.
"""

from __future__ import annotations

import json
import os
import stat
import zlib
from pathlib import Path

from workbench.io.svala import build_graph, check_invariant, svala_bytes
from workbench.pseudonymize.key import KeyPayload, write_key
from workbench.pseudonymize.render import Rendered
from workbench.pseudonymize.sealed import SVALA_MAGIC, Opener, Sealer, write_owner_only

__all__ = ["KEY_FILE", "NO_KEY_NOTE", "SVALA_SUFFIX", "PrivateFolder", "export_svala", "owner_only_dir", "svala_plain"]

KEY_FILE = "key.enc"
SVALA_SUFFIX = ".svala.enc"
NO_KEY_NOTE = ("no key (--no-key): private/ holds nothing, no SVALA file with the originals was written and "
               "the release cannot be traced back")


def owner_only_dir(path: Path) -> Path:
    """``path`` made (if needed) and set to mode 0700, whatever the umask."""
    path.mkdir(mode=0o700, parents=True, exist_ok=True)
    os.chmod(path, 0o700)
    return path


def svala_plain(r: Rendered, sealed: bool = True) -> bytes:
    """The SVALA graph of a rendered essay (it holds the originals), checked by the editor's invariants, as
    the compressed JSON a sealed ``.svala.enc`` holds; with ``sealed`` False (no key: nothing is written)
    only checked, b"". ``r.svala`` when the essay's renderer made it already (a worker, workbench.parallel:
    bytes travel back cheaply, a graph does not). Raises ValueError naming the essay when the graph is
    invalid."""
    if r.svala is not None and (r.svala or not sealed):
        return r.svala
    graph = build_graph(r.source, r.target, r.aligned)
    problems = check_invariant(graph)
    if problems:
        raise ValueError(f"essay {r.essay_id!r}: refusing to write an invalid SVALA graph: {'; '.join(problems[:5])}")
    return zlib.compress(json.dumps(graph, ensure_ascii=False).encode("utf-8")) if sealed else b""


class PrivateFolder:
    """Writes one release's private/ folder: sealed SVALA files and the key, or nothing without a
    passphrase."""

    def __init__(self, folder: Path, passphrase: str | None, corpus_id: str) -> None:
        self.folder = owner_only_dir(folder)
        self.corpus_id = corpus_id
        self.sealer = None if passphrase is None else Sealer(passphrase, corpus_id)

    def svala(self, name: str, r: Rendered) -> None:
        """Check the SVALA graph of a rendered essay and seal it as ``<name>.svala.enc`` (``svala_plain``;
        without a passphrase only checked)."""
        plain = svala_plain(r, self.sealer is not None)
        if self.sealer is not None:
            self.sealer.write(self.folder / f"{name}{SVALA_SUFFIX}", plain, SVALA_MAGIC)

    def key(self, payload: KeyPayload) -> None:
        """Seal the key (nothing without a passphrase)."""
        if self.sealer is not None:
            write_key(self.folder / KEY_FILE, payload, self.sealer, self.corpus_id)

    def note(self) -> str:
        """What private/ holds, for the report."""
        if self.sealer is None:
            return NO_KEY_NOTE
        return (f"private/ (owner-only) holds the key ({KEY_FILE}) and the SVALA files encrypted with its "
                f"passphrase (*{SVALA_SUFFIX}): workbench private export opens them for the SweLL editor")


def export_svala(private: str | Path, out: str | Path, passphrase: str) -> list[Path]:
    """Open every ``*.svala.enc`` of the folder ``private`` into ``out`` (made owner-only: the files hold
    the originals; an existing folder must be owner-only already) as ``<name>.svala.json``, each written
    by write_owner_only (a symlink planted in ``out`` is replaced, never followed); returns the
    files written. Raises KeyFileError for a wrong
    passphrase (found on the first file, before anything is written), a corrupt file or files of two
    corpora, and ValueError when ``private`` holds no SVALA file or ``out`` lies inside the release folder
    beside it."""
    private, out = Path(private), Path(out)
    release = (private.parent / "release").resolve()
    if out.resolve() == release or release in out.resolve().parents:
        raise ValueError(f"{out}: inside the release folder {release}; the SVALA files hold the originals")
    if out.exists() and (not out.is_dir() or stat.S_IMODE(out.stat().st_mode) & 0o077):
        raise ValueError(f"{out}: already there and open to others; name a new folder (it is made owner-only)")
    sealed = sorted(p for p in private.glob(f"*{SVALA_SUFFIX}") if p.is_file())
    if not sealed:
        raise ValueError(f"{private}: no *{SVALA_SUFFIX} file (a release written with --no-key has none)")
    opener = Opener(passphrase)
    corpus: str | None = None
    written: list[Path] = []
    for path in sealed:
        corpus, plain = opener.read(path, corpus, SVALA_MAGIC, "private SVALA file")
        target = owner_only_dir(out) / f"{path.name[: -len(SVALA_SUFFIX)]}.svala.json"
        write_owner_only(target, svala_bytes(json.loads(zlib.decompress(plain)), target))
        written.append(target)
    return written
