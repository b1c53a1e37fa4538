"""A killed release writer leaves no unchecked release texts behind (review 13, finding 11): SIGTERM runs the
writer's cleanup, and the next run into the same folder removes a writer's folder that a harder kill left,
never one a running writer holds nor anything else. Real runs of the command on our synthetic essays (a
smoke test)."""

from __future__ import annotations

import fcntl
import os
import signal
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from tests.test_cli import passphrase, write_folder
from workbench.cli import main
from workbench.pseudonymize.staging import PREFIX

__all__ = ["passphrase"]  # the fixture, used by name

REPO = Path(__file__).resolve().parents[2]


def left_by_a_killed_run(out: Path, age: float = 3600) -> Path:
    """A writer's folder as a SIGKILLed run leaves it: unchecked texts in release/, private/."""
    tmp = Path(tempfile.mkdtemp(prefix=PREFIX, dir=out))
    (tmp / "release").mkdir()
    (tmp / "release" / "a1.txt").write_text("Jag heter Ali och bor i Borlänge.", encoding="utf-8")
    (tmp / "private").mkdir(mode=0o700)
    then = time.time() - age
    os.utime(tmp, (then, then))
    return tmp


def test_the_next_run_removes_what_a_killed_run_left_and_nothing_else(tmp_path: Path, passphrase: str) -> None:
    """Before: out/.writing-*/ stayed with its release texts through every later run."""
    out = tmp_path / "out"
    out.mkdir()
    stale, held, fresh = left_by_a_killed_run(out), left_by_a_killed_run(out), left_by_a_killed_run(out, age=0)
    mine = out / (PREFIX + "notes")  # not a name mkdtemp gives
    mine.mkdir()
    other = left_by_a_killed_run(out)
    (other / "notes.txt").write_text("mine", encoding="utf-8")  # not what a writer puts there
    fd = os.open(held, os.O_RDONLY)
    try:
        fcntl.flock(fd, fcntl.LOCK_EX)  # as a running writer holds its folder
        assert main(["pseudonymize", str(write_folder(tmp_path / "in")), "--out", str(out)]) == 0
    finally:
        os.close(fd)
    assert not stale.exists() and held.exists() and fresh.exists() and mine.exists() and other.exists()
    assert sorted(p.name for p in (out / "release").iterdir()) == ["a1.txt", "a2.txt", "b1.txt"]


SLOW = """import sys, time
import workbench.pseudonymize.learner as learner
real = learner.render_essay
def render_essay(*args, **kwargs):
    time.sleep(0.05)
    return real(*args, **kwargs)
learner.render_essay = render_essay
from workbench.cli import main
sys.exit(main(sys.argv[1:]))
"""


def test_sigterm_runs_the_writers_cleanup(tmp_path: Path, passphrase: str) -> None:
    """Before: SIGTERM killed the run at once and out/.writing-*/release held the texts written so far."""
    essays = {f"e{k}": f"Jag heter Ali och bor i Borlänge. Ring {k} gånger." for k in range(200)}
    src, out = write_folder(tmp_path / "in", essays, [f"L{k % 20},e{k}" for k in range(200)]), tmp_path / "out"
    run = subprocess.Popen([sys.executable, "-c", SLOW, "pseudonymize", str(src), "--out", str(out),
                            "--workers", "1"], cwd=REPO, stderr=subprocess.PIPE, text=True)
    deadline = time.time() + 120
    while time.time() < deadline and not any(len(list(p.glob("release/*"))) >= 5 for p in out.glob(PREFIX + "*")):
        assert run.poll() is None, run.communicate()[1][-2000:]
        time.sleep(0.05)
    run.send_signal(signal.SIGTERM)
    err = run.communicate(timeout=60)[1]
    assert run.returncode == 128 + signal.SIGTERM, err[-2000:]
    assert list(out.iterdir()) == []
