"""The digest a sign-off records: SHA-256 over every file of a release folder (relative path and exact bytes,
in path order), so a sign-off names the very bytes it approved and any later change shows. ``digest_files``
gives the same digest of files held in memory (the sign-off's leak check renders the release without writing
it)."""

from __future__ import annotations

import hashlib
from collections.abc import Iterable
from pathlib import Path

__all__ = ["digest_files", "release_digest"]


def digest_files(files: Iterable[tuple[str, bytes]]) -> str:
    """The hex SHA-256 of (relative POSIX path, exact bytes) files, taken in path order (as paths sort: part
    by part)."""
    h = hashlib.sha256()
    for rel, data in sorted(files, key=lambda f: f[0].split("/")):
        name = rel.encode("utf-8", "surrogateescape")
        h.update(len(name).to_bytes(8, "big") + name + len(data).to_bytes(8, "big"))
        h.update(data)
    return h.hexdigest()


def release_digest(folder: str | Path) -> str:
    """The hex SHA-256 of a release folder's files and their paths; FileNotFoundError when it is missing."""
    root = Path(folder)
    if not root.is_dir():
        raise FileNotFoundError(f"{root}: no release folder")
    return digest_files((path.relative_to(root).as_posix(), path.read_bytes())
                        for path in root.rglob("*") if path.is_file())
