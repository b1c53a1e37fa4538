"""The temporary folder a release writer fills inside ``out`` before the release is moved into place.

Every release writer (workbench.pseudonymize.release, workbench.forum.write) writes release/, private/
and report.json into a new ``out/.writing-*`` folder, checks them, and moves them into ``out``; the folder
is removed at the end, whatever happened. A run killed before its ``finally`` could run (SIGKILL, a power
cut; SIGTERM runs it: workbench.cli) leaves the folder, with release texts the leak check never passed.
So each writer, before it makes its own, removes every stale one in the same ``out``: a ``.writing-*``
folder (not a link) of this user, owner-only as mkdtemp makes it, holding nothing but what a writer puts
there (release, private, report.json, previous), and not held by a running writer. A writer holds an
exclusive flock on its folder while it lives (the kernel drops it when the process dies), and a folder
changed in the last few seconds is left alone too, for the instant between its making and its lock.
"""

from __future__ import annotations

import fcntl
import os
import re
import shutil
import stat
import tempfile
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

__all__ = ["PREFIX", "remove_stale", "staging_folder"]

PREFIX = ".writing-"
_NAME = re.compile(re.escape(PREFIX) + r"[a-z0-9_]{8}")  # what tempfile.mkdtemp names
_CONTENTS = frozenset({"release", "private", "report.json", "previous"})  # see release.finish_release
_FRESH = 10.0  # seconds: a folder changed since is not removed (it may be between mkdtemp and flock)


def _locked(path: Path) -> int | None:
    """An open descriptor of the folder ``path`` holding its exclusive flock, or None when another holds it."""
    fd = os.open(path, os.O_RDONLY | os.O_DIRECTORY | os.O_NOFOLLOW)
    try:
        fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except BlockingIOError:
        os.close(fd)
        return None
    return fd


def _stale(path: Path) -> bool:
    """Whether ``path`` looks like a writer's folder (see the module doc), apart from its lock."""
    try:
        st = path.lstat()
        return (_NAME.fullmatch(path.name) is not None and stat.S_ISDIR(st.st_mode) and st.st_uid == os.getuid()
                and stat.S_IMODE(st.st_mode) == 0o700 and time.time() - st.st_mtime > _FRESH
                and {p.name for p in path.iterdir()} <= _CONTENTS)
    except OSError:
        return False


def remove_stale(out: Path) -> list[Path]:
    """Remove the stale writer folders in ``out`` (see the module doc); returns those removed."""
    removed: list[Path] = []
    for path in sorted(out.glob(PREFIX + "*")):
        if not _stale(path):
            continue
        try:
            fd = _locked(path)
        except OSError:
            continue
        if fd is None:
            continue
        try:
            shutil.rmtree(path)
            removed.append(path)
        except OSError:
            pass
        finally:
            os.close(fd)
    return removed


@contextmanager
def staging_folder(out: Path) -> Iterator[Path]:
    """A new owner-only ``out/.writing-*`` folder, locked while it lives and removed at the end; stale
    ones in ``out`` are removed first."""
    remove_stale(out)
    tmp = Path(tempfile.mkdtemp(prefix=PREFIX, dir=out))
    fd = _locked(tmp)
    try:
        yield tmp
    finally:
        shutil.rmtree(tmp, ignore_errors=True)
        if fd is not None:
            os.close(fd)
