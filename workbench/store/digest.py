"""The digest a sign-off records: SHA-256 over every file of a release folder (relative path and exact bytes,
in path order), so a sign-off names the very bytes it approved and any later change shows."""

from __future__ import annotations

import hashlib
from pathlib import Path

__all__ = ["release_digest"]


def release_digest(folder: str | Path) -> str:
    """The hex SHA-256 of a release folder's files and their paths; FileNotFoundError when it is missing."""
    root = Path(folder)
    if not root.is_dir():
        raise FileNotFoundError(f"{root}: no release folder")
    h = hashlib.sha256()
    for path in sorted(p for p in root.rglob("*") if p.is_file()):
        rel = path.relative_to(root).as_posix().encode("utf-8", "surrogateescape")
        data = path.read_bytes()
        h.update(len(rel).to_bytes(8, "big") + rel + len(data).to_bytes(8, "big"))
        h.update(data)
    return h.hexdigest()
