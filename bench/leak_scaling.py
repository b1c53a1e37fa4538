"""How the leak check's time grows with the number of originals, and check-release on a whole release.

``python -m bench.leak_scaling --originals 1000,10000,50000 --texts 5000`` draws that many distinct
originals (first names, surnames and places of resources/, folded distinct, shuffled with a fixed seed),
builds a LeakCheck of them (all of one learner) and times, over the sample essays repeated to ``--texts``
texts, the matcher's ``hits`` (the one pass over a text) and ``LeakCheck.check_text`` (the whole check
of one text, as the writer, check-release and the sign-off run it). Prints one line per size: CPU seconds
(time.process_time: the machine may be shared) and wall seconds, and the number of hits and leaks.

``python -m bench.leak_scaling --release 2000,20000`` builds a release of that many essays
(bench.release_corpus: 300-1,000 tokens, 10-50 replaced spans an essay, 3 essays a learner; rendered by
the real renderer with the writer's options, so surrogates keep clear of every original, written as release/
texts and an encrypted key, without the private SVALA files, which only the writer needs) in a temporary
folder (``--keep DIR``: in DIR/<size>, kept to read what check-release reports; passphrase
"bench-leak-scaling") and times ``workbench check-release`` on it as a command,
the way a user runs it: wall seconds from the process start to its exit, CPU seconds (user + system) of
the process, and the leaks it reports.
"""

from __future__ import annotations

import argparse
import os
import random
import resource
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable, Sequence
from pathlib import Path

from bench.corpus import ROOT, load_sample, repeat_corpus
from bench.release_corpus import release_corpus
from workbench import resources as R
from workbench.pseudonymize.fold import fold
from workbench.pseudonymize.leak import LeakCheck

__all__ = ["main", "originals_pool", "time_check_release", "timed", "write_bench_release"]

_PASSPHRASE = "bench-leak-scaling"


def originals_pool(seed: int = 0) -> list[tuple[str, str]]:
    """(label, value) of every distinct folded name and place in the word lists, shuffled."""
    values = [("firstname_unknown", n.name) for n in R.first_names().values()]
    values += [("surname", s.name) for s in R.surnames().values()]
    values += [("city", p) for p in R.places()]
    seen: set[str] = set()
    out = []
    for label, value in values:
        key = fold(value.strip())
        if len(key) >= 3 and key not in seen:
            seen.add(key)
            out.append((label, value))
    random.Random(seed).shuffle(out)
    return out


def timed(fn: Callable[[], object]) -> tuple[object, float, float]:
    """fn's result, CPU seconds, wall seconds."""
    cpu, wall = time.process_time(), time.perf_counter()
    result = fn()
    return result, time.process_time() - cpu, time.perf_counter() - wall


def write_bench_release(out: Path, n_essays: int) -> None:
    """A release of ``n_essays`` synthetic essays in ``out`` (release/ and private/key.enc)."""
    from workbench.io.filenames import file_stems
    from workbench.pipeline import corpus_id, iter_rendered, originals_of, render_options
    from workbench.pseudonymize.key import KeyPayload, write_key

    corpus, spans = release_corpus(n_essays)
    stems = file_stems(e.id for e in corpus.essays)[0]
    (out / "release").mkdir(parents=True)
    (out / "private").mkdir()
    payload = KeyPayload(corpus_id(corpus.essays))
    options = render_options(originals_of(corpus.essays, spans))  # the writer's: surrogates keep clear of originals
    for r in iter_rendered(corpus.essays, spans, options=options):
        (out / "release" / f"{stems[r.essay_id]}.txt").write_bytes(r.target.encode("utf-8"))
        payload.add(r.entries)
        payload.add_essay(r.essay_id, r.learner_id, stems[r.essay_id])
    write_key(out / "private" / "key.enc", payload, _PASSPHRASE, payload.corpus_id)


def time_check_release(out: Path) -> tuple[float, float, str]:
    """Wall and CPU seconds (user + system, of the child process: the machine may be shared) of
    ``workbench check-release`` on ``out``, and the last line it printed."""
    env = dict(os.environ, WORKBENCH_PASSPHRASE=_PASSPHRASE)
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    done = subprocess.run([sys.executable, "-m", "workbench.cli", "check-release", str(out / "release"), "--key",
                           str(out / "private" / "key.enc")], env=env, capture_output=True, text=True, cwd=ROOT)
    wall = time.perf_counter() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = after.ru_utime - before.ru_utime + after.ru_stime - before.ru_stime
    lines = done.stderr.strip().splitlines()
    return wall, cpu, lines[-1] if lines else f"exit {done.returncode}"


def main(argv: Sequence[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--originals", default="1000,10000,50000", help="comma-separated numbers of originals")
    p.add_argument("--texts", type=int, default=5000, help="number of essay texts to check")
    p.add_argument("--release", default="", help="comma-separated numbers of essays: time check-release on "
                   "a synthetic release of each size instead")
    p.add_argument("--keep", type=Path, help="with --release: build each release in DIR/<size> (which must not "
                   "exist) and keep it")
    args = p.parse_args(argv)
    if args.keep is not None and not args.release:
        p.error("--keep keeps the releases of --release: give --release too")
    if args.release:
        try:
            sizes = [int(x) for x in args.release.split(",")]
        except ValueError:
            p.error(f"--release {args.release!r}: give comma-separated numbers of essays, e.g. 2000,20000")
        if min(sizes) < 1:
            p.error("--release: every size must be 1 or more essays")
        for n in sizes:
            with tempfile.TemporaryDirectory() as tmp:
                out = Path(tmp) / "out" if args.keep is None else args.keep / str(n)
                if out.exists():
                    p.error(f"{out} exists: --keep builds a new release there")
                _, _, build = timed(lambda n=n, out=out: write_bench_release(out, n))  # type: ignore[misc]
                wall, cpu, last = time_check_release(out)
                print(f"{n:>6} essays (built in {build:5.1f} s): check-release {wall:6.2f} s wall, {cpu:6.2f} s CPU "
                      f"| {last.split(' in ')[0]}", flush=True)
        return 0
    pool = originals_pool()
    texts = [e.text for e in repeat_corpus(load_sample(), args.texts).essays]
    print(f"{len(pool)} distinct originals in the lists; {len(texts)} texts of {sum(map(len, texts)) // len(texts)} "
          "characters on average")
    for n in (int(x) for x in args.originals.split(",")):
        check, build, _ = timed(lambda n=n: LeakCheck((lab, v, "L") for lab, v in pool[:n]))  # type: ignore[misc]
        assert isinstance(check, LeakCheck)
        hits, count_cpu, count_wall = timed(lambda c=check: sum(len(c.matcher.hits(t)) for t in texts))
        leaks, text_cpu, text_wall = timed(
            lambda c=check: sum(len(c.check_text(f"e{i}", t, "L")) for i, t in enumerate(texts)))
        print(f"{n:>7} originals: build {build:6.2f} s CPU | hits {count_cpu:7.2f} s CPU ({count_wall:7.2f} wall) "
              f"| check_text {text_cpu:7.2f} s CPU ({text_wall:7.2f} wall) | hits {hits}, leaks {leaks}", flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
