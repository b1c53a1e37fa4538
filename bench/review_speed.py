"""How fast the review store and the essay screen are at corpus scale, in Python (no browser): prints p50/p95.

Builds stores of 2,000 and 20,000 synthetic essays of realistic size (300-1,000 tokens, 10-50 spans each,
three essays a learner) in bulk, on SQLite and on a throwaway PostgreSQL server (skipped when the server
binaries are missing), then times: opening an essay, one decision with the state the screen reads after it
(the essay and the progress bar), the progress counts, opening a learner (its essays and counts), the
sign-off data, and the essay screen itself (open, one accept). Team review (issue 16.3-4): a search for a
learner's name (every learner has one of 3,000 made-up names, so a name is in a handful of essays), a fuzzy
one, a search for a frequent word (counted to 1,000 hits), a label's spans; a bulk decision over 500 hits
(accepting 500 marked ones, adding spans at 500 unmarked ones) and its undo, beside the floor under them (500
bare rows appended and committed in one transaction); a blind decision on an assigned
essay (every tenth essay nobody opened is assigned to two reviewers), the curator's comparison of one essay, and the
agreement figures of the sign-off page. Targets (issues 16 and 19): every action under 100 ms p95 at 20,000
essays; the sign-off data under 2 s. The texts are synthetic (a smoke test of speed, not of detection): what
matters here is the size of the store.

With ``--browser`` (needs /usr/bin/chromium and Playwright) it also times the served workbench in a real
browser on SQLite, as ``workbench serve`` serves it (preheated kernels), over a store of bench.release_corpus
essays (the same size, with names, places and contact values from the tool's lists, and a release that passes
the leak check), timed inside the page (bench/page_timer.py): opening the essay, learner and sign-off
pages (navigation until the screen's content is in the DOM; the first page of a fresh browser also loads the
pages' JavaScript once, so it is reported on its own line and left out of the page's p50/p95; where the
opens spent their time, the median and the slowest three, is printed part by part: page_timer.open_phases),
accept (key press until the span shows accepted) and next essay (key press until the title, the source and
the target all show the next essay: the whole refresh, after which the kernel is free for the next action),
the sign-off page's leak check (click until the verdict shows:
the first in the store, then again after one decision; skipped past ``--leak-limit`` essays), the search
and curator pages (bench/team_browser.py), and the floor under all of them: a page of one button and one
HTML widget (bench/browser_floor.py).

With ``--leak`` it times only the sign-off's leak check (workbench.review_release) in Python, step by step:
the first check, nothing changed, one decision, a place made a name in another learner, a common word made
a name (every text that holds it checked again), the undos, and a new kernel (the store's cache and the
record of the last check: after one decision, after decisions in five learners); wall and CPU seconds (the
machine may be shared). With ``--init`` it times ``review init`` (pipeline.init_review: detection, numbering,
the store, and the release cache it fills: the first check) over bench.release_corpus essays, in one process
and with ``--workers N``, and then a new kernel's sign-off check after one decision, in a new process, cold and
after ``warm_up``.

Run: ``python bench/review_speed.py [--sizes 2000 20000] [--backends sqlite postgres] [--repeat 40]
[--browser [--no-team] [--no-python] [--store-cache DIR]] [--pages 40] [--raw FILE.json] [--leak]
[--init [--workers 2]] [--bulk [--phases]]`` (``--store-cache``: build the browser's stores once, time copies of them in
later runs; ``--raw``: every timing, for a look at the tail). With ``--bulk`` it times only the bulk decisions,
their undo and the floor, ``--repeat`` rounds each; with ``--phases`` also where each step spent its time
(bench.bulk_phases: the parts of every step over 100 ms, and the median of each part).
"""

from __future__ import annotations

import argparse
import gc
import os
import random
import statistics
import sys
import tempfile
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

from workbench.model import Essay, Span
from workbench.store import Edit, ReviewStore

WORDS = ("jag bor i staden och arbetar på skolan med min familj varje dag men ibland vi går till parken "
         "eller affären när det är fint väder ute hon han de vill kan ska inte mycket bra").split()
NAMES = ("Ali Omar Sara Anna Erik Lina Hassan Maria Johan Fatima Karin Ahmed Emma Oskar Nora Yusuf Elsa Ivan "
         "Borlänge Falun Lund Umeå Kiruna Malmö Göteborg Uppsala Ica Volvo").split()
LABELS = ("firstname_male", "firstname_female", "surname", "city", "work", "school", "fam", "extra")
SYLLABLES = "ka ri na lo ve ti sa mo ne ju ha el di ro fa".split()


def learner_name(k: int) -> str:
    """One of 3,000 made-up first names (three syllables), the k-th learner's."""
    n = k % 3000
    return (SYLLABLES[n % 15] + SYLLABLES[n // 15 % 15] + SYLLABLES[n // 225 % 15]).capitalize()


def essay_with_spans(essay_id: str, learner: str, rng: random.Random) -> tuple[Essay, list[Span]]:
    """300-1,000 tokens with 10-50 spans on single words (one of them the learner's own name)."""
    tokens = rng.randint(300, 1000)
    words = rng.choices(WORDS, k=tokens)
    chosen = sorted(rng.sample(range(tokens), rng.randint(10, 50)))
    for i in chosen:
        words[i] = rng.choice(NAMES)
    words[chosen[0]] = learner_name(int(learner[1:]))
    spans, pos, k = [], 0, 0
    for i, w in enumerate(words):
        if k < len(chosen) and chosen[k] == i:
            label = LABELS[rng.randrange(len(LABELS))]
            spans.append(Span(pos, pos + len(w), label, number=None if label in ("fam", "extra") else k % 7 + 1,
                              source="bench", reason="bench"))
            k += 1
        pos += len(w) + 1
    return Essay(essay_id, learner, " ".join(words) + ".", "sv", {"level": "B"}), spans


def corpus(n: int, seed: int = 1) -> Iterator[tuple[Essay, list[Span]]]:
    rng = random.Random(seed)
    for k in range(n):
        yield essay_with_spans(f"e{k}", f"L{k // 3}", rng)


def timed(fn: Callable[[], object], repeat: int) -> list[float]:
    out = []
    for _ in range(repeat):
        t = time.perf_counter()
        fn()
        out.append((time.perf_counter() - t) * 1000)
    return out


def p50_95(ms: list[float]) -> str:
    ms = sorted(ms)
    return f"{statistics.median(ms):7.1f} / {ms[min(len(ms) - 1, int(0.95 * len(ms)))]:7.1f}"


def measure(store: ReviewStore, n: int, repeat: int, rng: random.Random) -> dict[str, list[float]]:
    from workbench.ui.essay_screen import EssayScreen

    ids = [f"e{rng.randrange(n)}" for _ in range(repeat * 3)]
    picks = iter(ids)
    out: dict[str, list[float]] = {}
    out["open essay"] = timed(lambda: store.open_essay(next(picks), "bench"), repeat)

    def decide() -> None:
        eid = next(picks)
        span = next((s for s in store.view(eid).spans if not s.resolved), None)
        if span is not None:
            store.decide(eid, span.id, rng.choice(["accept", "reject"]), "bench")
        store.view(eid)
        store.progress()

    out["one decision + refresh"] = timed(decide, repeat)
    out["progress counts"] = timed(store.progress, repeat)
    out["undo"] = timed(lambda: store.undo("bench"), max(3, repeat // 4))

    def learner() -> None:
        lid = f"L{rng.randrange(n // 3)}"
        [store.view(e) for e in store.essay_ids(lid)]
        store.progress(lid)

    out["open learner"] = timed(learner, repeat)
    out["sign-off data"] = timed(store.signoff_data, max(3, repeat // 8))
    out.update(measure_team(store, n, repeat, rng))
    screen = EssayScreen(store, "bench", essay_ids=ids[:20])
    screen.whole_corpus = True  # the progress bar over the whole corpus, as the default screen has it
    k = iter(range(10**6))
    out["essay screen: open"] = timed(lambda: screen.show(next(k) % 20), max(5, repeat // 2))
    out["essay screen: accept"] = timed(lambda: screen.decide("accept"), max(5, repeat // 2))
    return out


def bulk_times(store: ReviewStore, rounds: int, phases: Any = None) -> dict[str, list[float]]:
    """A bulk decision over 500 search hits and its undo, ``rounds`` times each: accepting 500 marked hits of a
    place name, adding spans at 500 unmarked hits of a common word. ``phases`` (bench.bulk_phases.Phases):
    each step timed part by part too."""
    from contextlib import nullcontext

    from workbench.store import Query

    out: dict[str, list[float]] = {}
    for kind, query in (("accept", Query("Falun", status="open")), ("add", Query("parken", status="unmarked"))):
        out[f"bulk {kind}, 500 hits"], out[f"undo bulk {kind}"] = [], []
        for r in range(rounds):  # a fresh page each time, as the search screen shows it after a bulk decision
            hits = store.search(query, limit=500).hits
            for name, step in ((f"bulk {kind}, 500 hits", lambda h=hits, a=kind: store.decide_hits(
                    "bench", h, a, label="place")), (f"undo bulk {kind}", lambda: store.undo("bench"))):
                with phases.round(name.split(",")[0], r, store) if phases is not None else nullcontext():
                    out[name] += timed(step, 1)
    out["floor: 500 rows, one commit"] = floor_times(store, rounds)
    return out


def floor_times(store: ReviewStore, rounds: int) -> list[float]:
    """What no bulk decision over 500 hits can beat on this disk and server: 500 rows (id, essay, action,
    value) appended to a scratch table of the bench store in one transaction (executemany; COPY on PostgreSQL)
    and committed, ``rounds`` times."""
    cols = ("id", "essay_id", "action", "value")
    with store.backend.write() as tx:
        tx.run("CREATE TABLE IF NOT EXISTS bench_floor (id BIGINT PRIMARY KEY, essay_id TEXT NOT NULL, "
               "action TEXT NOT NULL, value TEXT NOT NULL)")
        first = int(tx.value("SELECT COALESCE(MAX(id), 0) FROM bench_floor")) + 1
    out: list[float] = []
    for r in range(rounds):
        rows = [(first + r * 500 + k, f"e{k}", "accept", "{}") for k in range(500)]

        def append(rows: list[tuple[Any, ...]] = rows) -> None:
            with store.backend.write() as tx:
                tx.insert_many("bench_floor", cols, rows)

        out += timed(append, 1)
    return out


def blind_reviews(store: ReviewStore) -> list[str]:
    """Every tenth essay nobody opened goes to anna and bo, who finish it blind (anna rejects every third span,
    bo every fifth); returns those essays."""
    assigned = store.never_opened(limit=None)[::10]  # blind review starts before anyone decided
    store.assign(assigned, ["anna", "bo"], by="bench")
    for e in assigned:
        for who, every in (("anna", 3), ("bo", 5)):
            spans = store.view(e, who).spans
            store.apply(who, [Edit(e, "reject" if k % every == 0 else "accept", s.id) for k, s in enumerate(spans)]
                        + [Edit(e, "status", None, {"status": "reviewed"})])
    return assigned


def measure_team(store: ReviewStore, n: int, repeat: int, rng: random.Random) -> dict[str, list[float]]:
    """Search, bulk decisions, blind review, adjudication and agreement (every tenth essay assigned)."""
    from workbench.evaluate.review_agreement import review_agreement
    from workbench.store import Query

    out: dict[str, list[float]] = {}
    names = iter([learner_name(rng.randrange(n // 3)) for _ in range(repeat * 2)])
    out["search: a name"] = timed(lambda: store.search(Query(next(names))), repeat)
    out["search: a name, fuzzy"] = timed(lambda: store.search(Query(next(names)[:-1] + "x", fuzzy=True)), repeat)
    common = iter(rng.choices(WORDS, k=max(5, repeat // 4)))  # as many as are timed (--repeat below 5 ran out)
    out["search: frequent word"] = timed(lambda: store.search(Query(next(common))), max(5, repeat // 4))
    labels = iter(rng.choices(LABELS, k=repeat))
    out["search: a label, page 3"] = timed(lambda: store.search(Query(label=next(labels)), offset=100),
                                           max(5, repeat // 4))
    out.update(bulk_times(store, max(3, repeat // 10)))
    assigned = blind_reviews(store)
    picks = iter(rng.choices(assigned, k=repeat))

    def blind() -> None:
        eid = next(picks)
        span = store.view(eid, "cecilia").spans[0]
        store.decide(eid, span.id, rng.choice(["accept", "reject"]), "anna")
        store.view(eid, "anna")

    out["blind decision + refresh"] = timed(blind, repeat)
    def compare() -> None:
        eid = rng.choice(assigned)
        store.view(eid)
        store.blind_views(eid)

    out["curator: compare essay"] = timed(compare, repeat)
    out["agreement figures"] = timed(lambda: review_agreement(store.blind_marks()), max(3, repeat // 8))
    return out


def run(target: str, n: int, repeat: int, bulk_only: bool = False, phases: bool = False
        ) -> tuple[float, dict[str, list[float]]]:
    store = ReviewStore(target)
    t = time.perf_counter()
    store.add_essays(corpus(n))
    build = time.perf_counter() - t
    try:
        # the first render check of a label loads its word lists (first names: 0.25 s): not a per-click cost
        from workbench.pseudonymize.warm import warm

        warm()  # as the review screens do while their kernel starts (else: the first rounds, 0.1-7 s)
        gc.freeze()  # and then freeze what is loaded (ui.app._warmed): else a full collection walks it
        first = store.view("e0").spans[0]  # a first decision (the store's caches): not a per-click cost
        store.decide("e0", first.id, "accept", "bench")
        if bulk_only:
            if not phases:
                return build, bulk_times(store, repeat)
            sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # run as a script
            from bench.bulk_phases import Phases, print_rounds

            with Phases() as timer:
                timer.watch(store)
                got = bulk_times(store, repeat, timer)
            print_rounds(f"{'postgres' if store.path.startswith('postgres') else 'sqlite'} {n:,}", timer.rounds)
            return build, got
        return build, measure(store, n, repeat, random.Random(2))
    finally:
        store.close()


def release_store(path: str | Path, n: int) -> ReviewStore:
    """A store of bench.release_corpus's ``n`` essays (names, places, institutions, contact values and years
    from the tool's own lists, 3 essays a learner, no original left unmarked: its release passes the leak
    check), numbered per learner as ``review init`` numbers them; every span open."""
    sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
    from bench.release_corpus import release_corpus
    from workbench.pseudonymize.numbering import assign_numbers

    corpus_, spans = release_corpus(n)
    store = ReviewStore(path)
    by_learner: dict[str, list[Essay]] = {}
    for e in corpus_.essays:
        by_learner.setdefault(e.learner_id, []).append(e)
    store.add_essays(item for group in by_learner.values()
                     for item in zip(group, assign_numbers([(e.text, spans[e.id]) for e in group], True),
                                     strict=True))
    return store


def cached(build: Callable[[Path], None], path: Path, cache: Path | None, name: str) -> None:
    """Make the store at ``path``: a copy of ``cache/name`` when that exists, else ``build(path)`` (and, with a
    ``cache`` folder, a copy of the fresh store kept there as ``name`` for the next run: building 20,000 essays
    takes minutes, a copy seconds; the timed runs change their copy, never the cached one). The store is on
    disk when this returns, as a reviewer's store is: a fresh copy (290-690 MB at 20,000 essays) is written out
    by the first checkpoint after the first write, and the write after it (the undo after the first bulk
    decision) waited for that flush: a first undo of 94-175 ms, 32-40 ms once the copy was synced (Python, team
    store of 20,000 essays, two runs each at load 13)."""
    import shutil

    kept = cache / name if cache is not None else None
    if kept is not None and kept.exists():
        shutil.copyfile(kept, path)
    else:
        build(path)
        if kept is not None:
            kept.parent.mkdir(parents=True, exist_ok=True)
            shutil.copyfile(path, kept.with_suffix(".part"))
            kept.with_suffix(".part").replace(kept)
    fd = os.open(path, os.O_RDONLY)
    try:
        os.fsync(fd)
    finally:
        os.close(fd)


def leak_times(n: int) -> list[tuple[str, float, float, int, str]]:
    """The sign-off's leak check (workbench.review_release) over a release_store of ``n`` essays: (step, wall
    s, CPU s, essays rendered anew, verdict) for a first check with no cache, a check with nothing changed,
    after one decision, after a place of another learner is made a name (the originals change: a name counts
    in every text), its undo, after a common word (a filler word of every essay) is made a name (every text
    that holds it is checked again), its undo, and in a new kernel (a fresh ReleaseCheck: the store's cache and
    the record of the last check) after one more decision, and after decisions in five learners. The first
    check is what ``review init`` adds (pipeline.init_review fills the cache with it)."""
    from workbench.review_release import ReleaseCheck

    out = []
    with tempfile.TemporaryDirectory() as tmp:
        store = release_store(Path(tmp) / "leak.db", n)
        check = ReleaseCheck()

        def step(name: str, fn: Callable[[], object] = lambda: None) -> None:
            fn()
            cpu, wall = time.process_time(), time.perf_counter()
            v = check.run(store)
            out.append((name, time.perf_counter() - wall, time.process_time() - cpu, v.rendered,
                        "passed" if v.ok else f"{len(v.leaks)} leaks"))

        first = store.essay_ids()[n // 2]
        other = store.essay_ids()[n // 3]
        step("first check (no cache)")
        step("nothing changed")
        step("one decision (reject a span)",
             lambda: store.decide(first, store.spans(first)[0].id, "reject", "bench"))
        city = next(x for x in store.spans(other) if x.span.label == "city")
        step("a place made a name, another learner",
             lambda: store.decide(other, city.id, "relabel", "bench", label="surname"))
        step("undo it", lambda: store.undo("bench"))
        step("a common word made a name",  # every text that holds the word is checked again
             lambda: store.add_span(other, 0, store.essay(other).text.index(" "), "surname", "bench"))
        step("undo it", lambda: store.undo("bench"))

        def new_kernel() -> None:
            nonlocal check
            check = ReleaseCheck()
            store.decide(first, store.spans(first)[1].id, "reject", "bench")

        step("new kernel (the store's cache)", new_kernel)

        def new_kernel_five() -> None:  # decisions in five learners, as a review session leaves them
            nonlocal check
            check = ReleaseCheck()
            for essay_id in store.essay_ids()[1:n:n // 5][:5]:
                store.decide(essay_id, store.spans(essay_id)[0].id, "accept", "bench")

        step("new kernel, 5 learners decided", new_kernel_five)
        store.close()
    return out


def init_times(n: int, workers: int) -> tuple[float, float, float, float, float]:
    """``review init`` (pipeline.init_review) over bench.release_corpus's ``n`` essays (detection runs: their
    spans are not given): (wall s, CPU s of this process, the release cache's fill in wall s, the first
    sign-off check of a new kernel after init and one decision, wall s: in a new process, cold, as a page's
    kernel is, then in another after ``warm_up``). The fill is timed again after init by dropping the cache it
    made (derived data) and filling it as init does."""
    import sqlite3

    sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
    from bench.release_corpus import release_corpus
    from workbench.parallel import Runner
    from workbench.pipeline import init_review
    from workbench.review_release import ReleaseCheck

    corpus_, _ = release_corpus(n)
    with tempfile.TemporaryDirectory() as tmp, Runner(workers=workers) as runner:
        path = Path(tmp) / "init.db"
        store = ReviewStore(path)
        cpu, wall = time.process_time(), time.perf_counter()
        init_review(corpus_, store, runner=runner)
        wall, cpu = time.perf_counter() - wall, time.process_time() - cpu
        checks = []
        for k, warm_up in enumerate((False, True)):  # each after a decision in another learner
            essay_id = store.essay_ids()[n // 3 * (k + 1)]
            store.decide(essay_id, store.spans(essay_id)[0].id, "reject", "bench")
            checks.append(new_kernel_check(path, warm_up))
        store.close()
        first, warm = checks
        with sqlite3.connect(path) as db:
            db.execute("DROP TABLE release_cache")
            db.execute("DROP TABLE release_checked")
        store = ReviewStore(path)
        fill = ReleaseCheck().run(store, runner=runner).seconds
        store.close()
    return wall, cpu, fill, first, warm


def new_kernel_check(path: Path, warm_up: bool) -> float:
    """The sign-off's check of the store at ``path`` in a new process (seconds of the check alone; with
    ``warm_up``: after review_release.warm_up, as a preheated page kernel can run it)."""
    import subprocess

    code = ("import sys\nfrom workbench.review_release import ReleaseCheck, warm_up\n"
            "from workbench.store import ReviewStore\n"
            + ("warm_up()\n" if warm_up else "")
            + f"print(ReleaseCheck().run(ReviewStore({str(path)!r})).seconds)\n")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    return float(done.stdout.split()[-1])


#: a page open that has not shown its screen after this long (ms) is counted as never shown, not timed
HANG_MS = 60_000

#: true when an element ``selector`` names is on the page and laid out
_SHOWN = "(sel) => [...document.querySelectorAll(sel)].some((e) => e.getClientRects().length > 0)"


def wait_shown(page: Any, selector: str, timeout: float = 120_000) -> None:
    """Wait until ``selector`` shows, checking every 10 ms (a locator's ``wait_for`` checks after 20, 50, 100,
    100, then every 500 ms: it timed a page shown 300 ms after its load event at about 770 ms)."""
    page.wait_for_function(_SHOWN, arg=selector, timeout=timeout, polling=10)


def browser_times(n: int, pages: int, leak_limit: int, cache: Path | None = None) -> dict[str, list[float]]:
    """Time the served workbench in chromium over a fresh SQLite store of ``n`` essays (a copy of the one kept
    in ``cache``, when given: see ``cached``)."""

    root = Path(__file__).resolve().parents[1]
    sys.path.insert(0, str(root))
    from playwright.sync_api import TimeoutError as PlaywrightTimeout
    from playwright.sync_api import sync_playwright

    from bench import page_timer
    from bench.serve import kernels, serve
    from tests.e2e.conftest import CHROMIUM_ARGS, stop

    out: dict[str, list[float]] = {k: [] for k in ("browser: first page (cold browser)",
                                                    "browser: open essay screen", "browser: accept",
                                                    "browser: next essay", "browser: open sign-off page",
                                                    "browser: open learner screen", "browser: leak check, first",
                                                    "browser: leak check, again")}
    phases: dict[str, list[dict[str, float]]] = {}
    with tempfile.TemporaryDirectory() as tmp:
        db = Path(tmp) / "review.db"
        cached(lambda p: release_store(p, n).close(), db, cache, f"release-{n}.db")  # its release passes the check
        proc, served = serve(root / "notebooks", Path(tmp) / "server",
                             {"WORKBENCH_DB": str(db), "WORKBENCH_OUT": str(Path(tmp) / "signed"),
                              "WORKBENCH_REVIEWER": "bench"})
        log = kernels(Path(tmp) / "server")
        try:
            time.sleep(15)  # the preheated kernels start and run their notebooks
            base = f"{served}voila/render/"
            with sync_playwright() as pw:
                b = pw.chromium.launch(executable_path="/usr/bin/chromium", headless=True, args=CHROMIUM_ARGS)
                page = b.new_page(viewport={"width": 1100, "height": 1000})
                page_timer.install(page, (".pw-text mark", ".pw-summary b", ".pw-essays .pw-text"))

                def nav(name: str, ready: str, key: str) -> None:
                    try:
                        out[key].append(page_timer.page_open(page, base + name, ready, timeout=HANG_MS))
                        phases.setdefault(key, []).append(page_timer.open_phases(page, ready))
                    except PlaywrightTimeout:  # counted and shown, not timed; the run goes on
                        out.setdefault(f"browser: {name} never showed in {HANG_MS // 1000} s", []).append(HANG_MS)
                        print(f"{name} never showed in {HANG_MS / 1000:.0f} s; the parts it reached, ms: "
                              f"{page_timer.open_marks(page, ready)}; the server's log ends:\n"
                              + "".join((Path(tmp) / "server" / "voila.log").read_text().splitlines(True)[-25:]),
                              file=sys.stderr, flush=True)
                    page.wait_for_timeout(3000)  # let the pool refill, as a reviewer reading would

                nav("review.ipynb", ".pw-text mark", "browser: first page (cold browser)")
                for _ in range(pages):
                    nav("review.ipynb", ".pw-text mark", "browser: open essay screen")
                shown = ("() => [document.querySelector('.pw-title').innerText, "
                         "document.querySelector('.pw-text').innerText, "
                         "document.querySelector('.pw-target').innerText]")
                moved = (f"(before) => {{ const now = ({shown})(); "
                         "return now.every((x, i) => x !== before[i]); }")
                accepted = "(n) => document.querySelectorAll('.pw-text mark.pw-accepted').length > n"
                for _ in range(pages * 2):
                    n_acc = page.locator(".pw-text mark.pw-accepted").count()
                    page.evaluate("document.activeElement && document.activeElement.blur()")
                    out["browser: accept"].append(page_timer.action(page, lambda: page.keyboard.press("a"),
                                                                    accepted, n_acc, kernels=log, name="accept"))
                    # until the title, the source and the target show the next essay
                    out["browser: next essay"].append(page_timer.action(page, lambda: page.keyboard.press("j"),
                                                                        moved, page.evaluate(shown), kernels=log,
                                                                        name="next essay"))
                for _ in range(pages):
                    nav("signoff.ipynb", ".pw-summary b", "browser: open sign-off page")
                for _ in range(pages):
                    nav("learner.ipynb", ".pw-essays .pw-text", "browser: open learner screen")
                if n <= leak_limit:  # click until the verdict shows; then again after one decision
                    page.goto(base + "signoff.ipynb", timeout=120_000)
                    page.locator(".pw-why", has_text="the leak check has not run").wait_for(timeout=120_000)
                    verdict = ("(before) => { const t = document.querySelector('.pw-leak').innerText; "
                               "return t !== before && /leak check (passed|failed)/.test(t); }")
                    for key in ("browser: leak check, first", "browser: leak check, again"):
                        if key.endswith("again"):
                            with ReviewStore(db) as other:  # a reviewer's decision, from another process
                                other.decide("L00000-1", other.spans("L00000-1")[0].id, "reject", "bench")
                        before = page.locator(".pw-leak").inner_text()
                        t = time.perf_counter()
                        page.locator(".pw-leak-check").click()
                        page.wait_for_function(verdict, arg=before, timeout=900_000)
                        out[key].append((time.perf_counter() - t) * 1000)
                b.close()
        finally:
            stop(proc)
    print_phases(n, phases)
    return out


def print_phases(n: int, phases: dict[str, list[dict[str, float]]], slowest: int = 3) -> None:
    """Where the page opens spent their time (bench.page_timer.open_phases): the median of each part, then
    the ``slowest`` opens of each page part by part."""
    from bench.page_timer import OPEN_PHASES

    print(f"page opens at {n:,} essays, ms per part: kernel = waiting for a preheated kernel (the server's "
          "first byte), state = the kernel's reply with the widgets' state (the screen read the store)")
    print(f"{'page':34}{'':>9}" + "".join(f"{p:>9}" for p in OPEN_PHASES))
    for key, rows in phases.items():
        ranked = sorted(rows, key=lambda r: -sum(r.values()))
        medians = {p: statistics.median(r[p] for r in rows) for p in OPEN_PHASES}
        for label, row in [("median", medians), *((f"{sum(r.values()):,.0f}", r) for r in ranked[:slowest])]:
            print(f"{key.removeprefix('browser: '):34}{label:>9}" + "".join(f"{row[p]:9.0f}" for p in OPEN_PHASES))
    print(flush=True)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--sizes", type=int, nargs="+", default=[2000, 20000])
    ap.add_argument("--backends", nargs="+", choices=["sqlite", "postgres"], default=["sqlite", "postgres"])
    ap.add_argument("--repeat", type=int, default=40, help="calls timed per action")
    ap.add_argument("--browser", action="store_true", help="also time the served pages in chromium (SQLite)")
    ap.add_argument("--pages", type=int, default=40, help="page opens timed per page in the browser (40: its "
                    "p95 is the second slowest, not the slowest; twice as many clicks)")
    ap.add_argument("--leak-limit", type=int, default=20000, help="time the browser's leak check up to this size")
    ap.add_argument("--leak", action="store_true", help="time the sign-off's leak check alone (no other timing)")
    ap.add_argument("--init", action="store_true", help="time review init and its release cache alone")
    ap.add_argument("--workers", type=int, default=1, help="with --init: local worker processes")
    ap.add_argument("--no-team", action="store_true", help="with --browser: leave out the search and curator pages")
    ap.add_argument("--bulk", action="store_true", help="time only the bulk decisions over 500 hits and their undo "
                    "(--repeat rounds each)")
    ap.add_argument("--phases", action="store_true", help="with --bulk: time each step part by part too and print "
                    "the parts of every step over 100 ms (bench/bulk_phases.py)")
    ap.add_argument("--no-python", action="store_true", help="with --browser: time the browser only")
    ap.add_argument("--store-cache", type=Path, help="with --browser: keep the built stores in this folder and "
                    "time copies of them in later runs (delete it when the bench corpus changes)")
    ap.add_argument("--raw", type=Path, help="also write every timing, in the order taken, to this JSON file")
    args = ap.parse_args(argv)
    if args.init:
        print(f"review init (bench.release_corpus essays, detection included), --workers {args.workers}")
        print(f"{'essays':>7}  {'wall s':>8}{'CPU s':>8}  {'of it the cache (wall s)':>26}  "
              f"{'new kernel after a decision: cold / after warm_up (s)':>54}")
        for n in args.sizes:
            wall, cpu, fill, first, warm = init_times(n, args.workers)
            print(f"{n:7,}  {wall:8.1f}{cpu:8.1f}  {fill:26.1f}  {first:45.2f} / {warm:6.2f}", flush=True)
        return 0
    if args.leak:
        print("the sign-off's leak check (bench.release_corpus essays: 300-1,000 tokens, 10-50 spans, 3 a learner)")
        print(f"{'essays':>7}  {'step':34}{'wall s':>8}{'CPU s':>8}{'rendered':>10}  verdict")
        for n in args.sizes:
            for name, wall, cpu, rendered, verdict in leak_times(n):
                print(f"{n:7,}  {name:34}{wall:8.2f}{cpu:8.2f}{rendered:10,}  {verdict}", flush=True)
        return 0
    started = os.getloadavg()
    results: dict[tuple[str, int], tuple[float, dict[str, list[float]]]] = {}
    with tempfile.TemporaryDirectory() as tmp:
        for backend in [] if args.browser and args.no_python else args.backends:
            if backend == "sqlite":
                for n in args.sizes:
                    results[(backend, n)] = run(str(Path(tmp) / f"s{n}.db"), n, args.repeat, args.bulk,
                                                args.phases)
                continue
            sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # run as a script
            from bench.pg_server import temporary_server

            try:
                with temporary_server() as server:
                    for n in args.sizes:
                        results[(backend, n)] = run(server.url(), n, args.repeat, args.bulk, args.phases)
            except RuntimeError as e:
                print(f"postgres skipped: {e}", file=sys.stderr)
    if args.browser:
        sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # run as a script
        from bench.browser_floor import floor_times
        from bench.team_browser import team_browser_times

        for n in args.sizes:
            if args.no_python:
                results[("sqlite", n)] = (0.0, {})
            if ("sqlite", n) in results:
                results[("sqlite", n)][1].update(browser_times(n, args.pages, args.leak_limit, args.store_cache))
                if not args.no_team:
                    results[("sqlite", n)][1].update(team_browser_times(n, cache=args.store_cache))
                results[("sqlite", n)][1].update(floor_times())  # what no screen can beat (no store)
    cols = list(results)
    if args.raw:
        import json

        args.raw.write_text(json.dumps({f"{b} {n}": res for (b, n), (_, res) in results.items()}, indent=1))
    print("ms, p50 / p95 (synthetic essays: 300-1,000 tokens, 10-50 spans, 3 a learner); load average "
          f"{started[0]:.1f} at the start, {os.getloadavg()[0]:.1f} at the end (1 min)")
    print(f"{'action':34}" + "".join(f"{b + ' ' + format(n, ','):>20}" for b, n in cols))
    print(f"{'build (s, bulk insert)':34}" + "".join(f"{results[c][0]:20.1f}" for c in cols))
    for action in results[cols[0]][1]:
        print(f"{action:34}" + "".join(f"{p50_95(results[c][1][action]) if results[c][1].get(action) else '':>20}"
                                       for c in cols))
    return 0


if __name__ == "__main__":
    sys.exit(main())
