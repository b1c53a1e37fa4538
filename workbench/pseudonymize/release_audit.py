"""What ``workbench check-release`` tells of a release folder besides its leaks, so that "0 leaks" is true.

- Which essay files the key knows: an essay file is a ``<stem>.txt`` at the top of the folder (the writer
  writes one for every released essay); the key knows it when it records the file's essay and learner
  (workbench.io.filenames.essay_id_of through the key's file mapping, Key.learner_of). A file the key
  knows is checked against its learner's originals and the corpus-wide ones (names, contact and ID
  values); one it does not know (another corpus's essay, a renamed or an added file) as text of no known
  learner, against the corpus-wide originals only: its places, dates and other values are not looked for.
  `essay_files` tells this before the scan, so that a key that knows none of them (another corpus's) stops
  the check before it runs.
- How each file reads: leak.check_release decodes every file as the input readers do
  (workbench.io.encoding.decode_bytes). A file they decode otherwise than as the UTF-8 the writer writes
  (a byte-order mark, UTF-16, cp1252) is one edited after the release, checked both as written and as read
  (whichever a viewer shows); a file they cannot
  decode (binary, broken UTF-8, a byte-order mark on bytes that are not that encoding) is unreadable and the
  check fails, while what its UTF-8 reading shows is still checked.

`audit_release` gives the leaks, the essay files the key does not know, the unreadable files and the
files read in another encoding; `ReleaseAudit.passed` is the verdict.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

from workbench.pseudonymize.key import Key
from workbench.pseudonymize.leak import Leak, check_release, essay_of_file

__all__ = ["ReleaseAudit", "audit_release", "essay_files"]


@dataclass
class ReleaseAudit:
    """The leaks of a release folder and what else the check found (see the module doc)."""

    leaks: list[Leak]
    essay_files: int
    unknown: list[Path]
    unreadable: list[str] = field(default_factory=list)
    recoded: list[str] = field(default_factory=list)

    @property
    def passed(self) -> bool:
        """No leak, every essay file known to the key, every file read."""
        return not (self.leaks or self.unknown or self.unreadable)


def essay_files(release_dir: str | Path, key: Key) -> tuple[list[Path], list[Path]]:
    """(every essay file of the release, those the key does not know), sorted."""
    root = Path(release_dir)
    files = sorted(p for p in root.glob("*.txt") if p.is_file())
    return files, [p for p in files if essay_of_file(root, p, key) is None]


def audit_release(release_dir: str | Path, key: Key, progress: bool = False,
                  essays: tuple[list[Path], list[Path]] | None = None) -> ReleaseAudit:
    """Leaks (leak.check_release: every file decoded as the readers decode it), the essay files the key does
    not know and the unreadable files of ``release_dir``. ``progress``: check_release's bar; ``essays``:
    ``essay_files`` of the folder when the caller has it already."""
    root = Path(release_dir)
    files, unknown = essays if essays is not None else essay_files(root, key)
    reading: dict[str, tuple[str, str]] = {}
    leaks = check_release(root, key, progress=progress, reading=reading)
    notes = [reading[path] for path in sorted(reading)]
    return ReleaseAudit(leaks, len(files), unknown, [what for kind, what in notes if kind == "unreadable"],
                        [what for kind, what in notes if kind == "recoded"])
