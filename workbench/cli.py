"""The ``workbench`` command line.

Exit status: 0 when everything went through, 1 when some input had problems (they are listed, the rest
was processed) or a check failed, 2 when the command could not run at all (bad arguments, unreadable input,
no passphrase).
"""

from __future__ import annotations

import argparse
import logging
import os
import sys
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from pathlib import Path
from typing import Any

__all__ = ["main"]

log = logging.getLogger(__name__)


class CommandError(Exception):
    """A failure the user can fix; the message says how."""


def _add_input(p: argparse.ArgumentParser) -> None:
    p.add_argument("input", type=Path, help="a folder of <essay_id>.txt + metadata.csv, a CSV/JSONL file with "
                   "one essay a row, a span JSONL file, a SVALA JSON or a Kaggle PII JSON file")
    p.add_argument("--lang", choices=["sv", "en", "auto"], default="auto",
                   help="language of the essays (default: the metadata's, else guessed per essay)")
    p.add_argument("--max-essay-size", metavar="SIZE", help="a larger essay is an input problem and is not "
                   "read: bytes, or with k/M/G (default: WORKBENCH_MAX_ESSAY_SIZE, else 1M)")


def _read(path: Path, lang: str = "auto", max_essay_size: str | None = None):  # -> Corpus
    from workbench.io import read_corpus

    if not path.exists():
        raise CommandError(f"{path}: no such file or folder")
    try:
        corpus = read_corpus(path, lang=None if lang == "auto" else lang, max_essay_size=max_essay_size)
    except ValueError as e:  # InputError, a bad size limit
        raise CommandError(str(e)) from None
    for problem in corpus.problems:  # a repeated essay id among them: every reader keeps the first essay of an id
        print(f"problem: {problem}", file=sys.stderr)
    return corpus


def _workers(value: str) -> int | str:
    """--workers: a number, or "auto"."""
    if value == "auto":
        return value
    try:
        return int(value)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{value!r} is neither a number nor auto") from None


def _add_runner(p: argparse.ArgumentParser) -> None:
    where = p.add_mutually_exclusive_group()
    where.add_argument("--workers", type=_workers, default="auto", metavar="N|auto",
                       help="detect (and render) learner by learner on N local processes (default: auto, one a "
                       "million characters of essay text, at most one a core: a short corpus stays in this one)")
    where.add_argument("--dask", metavar="ADDRESS", help="... on the Dask cluster whose scheduler is at ADDRESS "
                       "(tcp://host:8786; needs the dask extra here and the same workbench on every worker)")


@contextmanager
def _runner(args: argparse.Namespace, essays: Sequence[Any] = ()) -> Iterator[Any]:  # -> workbench.parallel.Runner
    """The Runner of --workers / --dask, closed at the end; a failure in one learner's work, or a cluster
    that cannot be used, is a CommandError that names what failed. ``essays``: what the command detects
    (--workers auto counts their characters; none: this process)."""
    from workbench.parallel import Runner, RunnerError, auto_workers, failed_in

    if args.workers != "auto":
        workers = args.workers
    else:  # a Dask cluster has its own workers: --dask with the default --workers auto is one process here
        workers = 1 if args.dask else auto_workers(sum(len(e.text) for e in essays))
    if args.workers == "auto" and workers > 1:
        log.info("--workers auto: %d local processes", workers)
    try:
        with Runner(workers, args.dask) as runner:
            yield runner
    except RunnerError as e:
        raise CommandError(str(e)) from None
    except Exception as e:
        where = failed_in(e)
        if where is None:
            raise
        log.info("the run stopped", exc_info=True)  # -v (INFO) shows the traceback, as the message says
        raise CommandError(f"{where}: {type(e).__name__}: {e} (the run stopped; -v shows where)") from None


def _db(value: str) -> str | Path:
    """A review store: a postgresql:// URL as it is, else a SQLite file path."""
    return value if value.lower().startswith(("postgresql://", "postgres://")) else Path(value)


def _add_db(p: argparse.ArgumentParser, help: str = "the review store: a SQLite file or a postgresql:// URL "
            "(default: $WORKBENCH_DB)") -> None:
    import os

    env = os.environ.get("WORKBENCH_DB")
    p.add_argument("--db", type=_db, default=_db(env) if env else None, required=not env, help=help)


def _store_missing(db: str | Path) -> bool:
    return isinstance(db, Path) and not db.exists()


@contextmanager
def _review_store(db: str | Path) -> Iterator[Any]:  # -> workbench.store.ReviewStore
    """The review store at ``db``, open for the block; no SQLite file there, or a StoreError in opening it or in
    the block, is a one-line CommandError."""
    from workbench.store import ReviewStore, StoreError

    if _store_missing(db):
        raise CommandError(f"{db}: no review store there")
    try:
        with ReviewStore(db) as store:
            yield store
    except StoreError as e:
        raise CommandError(str(e)) from None


def _out_folder(path: Path) -> None:
    """--out of a command that writes a folder: an existing file or other non-folder there is a CommandError."""
    if path.exists() and not path.is_dir():
        raise CommandError(f"{path}: already there and not a folder; --out names the folder to write into")


def _passphrase(no_key: bool) -> str | None:
    """The key's passphrase (None with --no-key), asked for before anything is read or written."""
    if no_key:
        return None
    from workbench.pseudonymize.key import PassphraseError, passphrase_from_env_or_prompt

    try:
        return passphrase_from_env_or_prompt(new=True)
    except PassphraseError as e:
        raise CommandError(str(e)) from None


def cmd_detect(args: argparse.Namespace) -> int:
    from workbench.detect import detect_corpus
    from workbench.io.spans import write_spans

    corpus = _read(args.input, args.lang, args.max_essay_size)
    with _runner(args, corpus.essays) as runner:
        found = detect_corpus(corpus, lang=args.lang, progress=True, explain=args.explain or False, runner=runner)
    for essay in corpus.essays:
        essay.language = found.languages[essay.id]
    n = write_spans(args.out, ((e, found.spans[e.id]) for e in corpus.essays))
    total = sum(len(s) for s in found.spans.values())
    if found.explain is not None:
        print(found.explain.table(), file=sys.stderr)
        for line in found.explain.details or ():
            print(line, file=sys.stderr)
    print(f"{n} essays, {total} spans written to {args.out}", file=sys.stderr)
    return 1 if corpus.problems else 0


def cmd_pseudonymize(args: argparse.Namespace) -> int:
    from workbench.pipeline import ReleaseError, pseudonymize_corpus

    _out_folder(args.out)
    passphrase = _passphrase(args.no_key)
    corpus = _read(args.input, args.lang, args.max_essay_size)
    if not corpus.essays:
        raise CommandError(f"{args.input}: no essay could be read")
    try:
        with _runner(args, corpus.essays) as runner:
            summary = pseudonymize_corpus(
                corpus, args.out, lang=None if args.lang == "auto" else args.lang, mode=args.mode, seed=args.seed,
                passphrase=passphrase, learner_wide=not args.per_essay, fake_places=args.fake_places, progress=True,
                keep_origin=args.keep_origin, forms=args.also, runner=runner,
            )
    except ReleaseError as e:
        print(f"workbench pseudonymize: {e}", file=sys.stderr)
        return 1
    print(summary, file=sys.stderr)
    if corpus.problems:
        print(f"{len(corpus.problems)} problem(s) with the input, listed above and in {args.out}/report.json",
              file=sys.stderr)
    return 1 if corpus.problems else 0


def cmd_reidentify(args: argparse.Namespace) -> int:
    from workbench.io.filenames import essay_id_of
    from workbench.pseudonymize.key import (
        KeyFileError,
        PassphraseError,
        passphrase_from_env_or_prompt,
        read_key,
        reidentify,
    )

    try:
        key = read_key(args.key, passphrase_from_env_or_prompt())
        text = args.release_file.read_bytes().decode("utf-8")
        essay = args.essay or essay_id_of(args.release_file.name.removesuffix(".txt"), key.files)
        if essay is None:
            raise KeyFileError(f"{args.release_file}: the key records no essay of this file; give --essay")
        if key.learner_of(essay) is None:
            raise KeyFileError(f"{args.release_file}: the key knows no essay {essay!r} (another corpus's key, a "
                               "renamed file or a wrong --essay); nothing printed")
        print(reidentify(text, key, essay), end="")
    except (KeyFileError, PassphraseError, OSError, UnicodeDecodeError) as e:
        raise CommandError(str(e)) from None
    return 0


def cmd_check_release(args: argparse.Namespace) -> int:
    from workbench.gcpause import paused_gc
    from workbench.pseudonymize.key import KeyFileError, PassphraseError, passphrase_from_env_or_prompt, read_key
    from workbench.pseudonymize.release_audit import audit_release, essay_files

    if not args.release.is_dir():
        raise CommandError(f"{args.release}: not a folder")
    with paused_gc():  # millions of small objects and no cycles (see gcpause)
        try:
            key = read_key(args.key, passphrase_from_env_or_prompt())
        except (KeyFileError, PassphraseError, OSError) as e:
            raise CommandError(str(e)) from None
        files, unknown = essay_files(args.release, key)
        if files and len(unknown) == len(files):
            raise CommandError(f"{args.release}: the key knows none of its {len(files)} essay file(s) (<stem>.txt): "
                               "another corpus's key, or renamed files; nothing was checked")
        audit = audit_release(args.release, key, progress=True, essays=(files, unknown))
        del key  # freed before the collector runs again, so it has nothing large to walk
    for leak in audit.leaks:
        print(leak, file=sys.stderr)
    for note in audit.recoded:
        print(f"{note} (the writer writes UTF-8: an edited file; checked as read)", file=sys.stderr)
    for problem in audit.unreadable:
        print(f"unreadable, not checked as text: {problem}", file=sys.stderr)
    known = audit.essay_files - len(audit.unknown)
    if audit.unknown:
        shown = ", ".join(p.name for p in audit.unknown[:5]) + (" ..." if len(audit.unknown) > 5 else "")
        print(f"the key knows {known} of the {audit.essay_files} essay files: those were checked against their "
              f"learner's originals and the corpus-wide ones (names, contact and ID values); the "
              f"{len(audit.unknown)} it does not know ({shown}: edited, renamed or another corpus's files) against "
              "the corpus-wide originals only", file=sys.stderr)
    elif audit.essay_files:
        print(f"the key knows all {audit.essay_files} essay files", file=sys.stderr)
    else:
        print("no essay file (<stem>.txt) in the release (a forum's?): whether the key is this release's is not "
              "told", file=sys.stderr)
    failed = [f"{len(audit.unknown)} essay file(s) the key does not know"] * bool(audit.unknown)
    failed += [f"{len(audit.unreadable)} unreadable file(s)"] * bool(audit.unreadable)
    print(f"{len(audit.leaks)} leak(s) found in {args.release}"
          + (f"; the check fails: {', '.join(failed)}" if failed else ""), file=sys.stderr)
    return 0 if audit.passed else 1


def cmd_private_export(args: argparse.Namespace) -> int:
    from workbench.pseudonymize.key import KeyFileError, PassphraseError, passphrase_from_env_or_prompt
    from workbench.pseudonymize.private import export_svala

    if not args.private.is_dir():
        raise CommandError(f"{args.private}: not a folder (the private/ folder of a release)")
    try:
        written = export_svala(args.private, args.out, passphrase_from_env_or_prompt())
    except (KeyFileError, PassphraseError, ValueError, OSError) as e:
        raise CommandError(str(e)) from None
    print(f"{len(written)} SVALA files written to {args.out} (owner-only: they hold the originals; delete them "
          "when the annotators are done)", file=sys.stderr)
    return 0


def cmd_review_init(args: argparse.Namespace) -> int:
    from workbench.pipeline import init_review
    from workbench.store import ReviewStore, StoreError

    if args.participants is not None or args.table is not None:
        return _review_init_forum(args)
    corpus = _read(args.input, args.lang, args.max_essay_size)
    try:
        with _runner(args, corpus.essays) as runner, ReviewStore(args.db) as store:
            n = init_review(corpus, store, lang=None if args.lang == "auto" else args.lang, progress=True,
                            runner=runner)
    except StoreError as e:
        raise CommandError(str(e)) from None
    print(f"{n} essays added to {args.db} ({len(corpus.essays) - n} already there)", file=sys.stderr)
    return 1 if corpus.problems else 0


def _review_init_forum(args: argparse.Namespace) -> int:
    from workbench.forum.review import init_forum_review
    from workbench.io.errors import InputError
    from workbench.store import ReviewStore, StoreError

    for path in (args.input, args.participants, args.table):
        if path is not None and not path.is_file():
            raise CommandError(f"{path}: no such file")
    if args.workers not in (1, "auto") or args.dask:
        print("note: --workers/--dask are not used for forum messages: their review init reads and stores them "
              "in this process (no per-learner detection to spread out)", file=sys.stderr)
    try:
        with ReviewStore(args.db) as store:
            n, total = init_forum_review(args.input, store, args.participants, args.table, strategy=args.strategy)
    except (InputError, StoreError) as e:
        raise CommandError(str(e)) from None
    print(f"{n} messages added to {args.db} ({total - n} already there)", file=sys.stderr)
    return 0


def cmd_review_export(args: argparse.Namespace) -> int:
    from workbench.pipeline import ReleaseError, export_release
    from workbench.store import ReviewStore, StoreError

    if _store_missing(args.db):
        raise CommandError(f"{args.db}: no review store there")
    if _forum_store(args.db):
        raise CommandError(f"{args.db} holds forum messages: write their release with workbench forum "
                           f"pseudonymize MESSAGES --participants P (or --table T) --db {args.db} --out DIR")
    _out_folder(args.out)
    passphrase = _passphrase(args.no_key)
    from workbench.review_kept import describe, kept_accepted

    try:
        with _runner(args) as runner, ReviewStore(args.db) as store:
            out = export_release(store, args.out, passphrase=passphrase, mode=args.mode, seed=args.seed,
                                 keep_origin=args.keep_origin, forms=args.also, runner=runner)
            kept = describe(kept_accepted(store))
    except (StoreError, ReleaseError) as e:
        print(f"workbench review export: {e}", file=sys.stderr)
        return 1
    print(f"release written to {out}/release", file=sys.stderr)
    if kept:  # the reviewer's terminal: essay ids and offsets, never the value
        print(f"note: {kept}", file=sys.stderr)
    return 0


def _forum_store(db: str | Path) -> bool:
    from workbench.forum.review import holds_messages
    from workbench.store import ReviewStore, StoreError

    try:
        with ReviewStore(db) as store:
            return holds_messages(store)
    except StoreError:
        return False  # export_release says what is wrong


def cmd_review_annotations(args: argparse.Namespace) -> int:
    from workbench.io.spans import write_spans

    with _review_store(args.db) as store:
        items = store.annotations(args.reviewer)
    n = write_spans(args.out, items)
    who = f"reviewer {args.reviewer}" if args.reviewer else "all reviewers"
    print(f"{n} essays with the spans accepted by {who} written to {args.out}", file=sys.stderr)
    return 0


def cmd_review_candidates(args: argparse.Namespace) -> int:
    from workbench.io.spans import write_spans

    with _review_store(args.db) as store:
        items = [(store.essay(e), store.candidates(e)) for e in store.essay_ids()]
    n = write_spans(args.out, items)
    total = sum(len(spans) for _, spans in items)
    print(f"{n} essays with {total} raw candidates written to {args.out} (evaluate them against the reviewed "
          "spans with: workbench evaluate --gold ANNOTATIONS --pred CANDIDATES --by detector)", file=sys.stderr)
    return 0


def cmd_review_reviewer(args: argparse.Namespace) -> int:
    from workbench.store import RosterChange, os_account

    if args.log:
        if args.name is not None or args.override is not None:
            raise CommandError("workbench review reviewer --log only shows the roster's changes: give it no name "
                               "and no --override")
        with _review_store(args.db) as store:
            changes = store.roster_log()
        if not changes:
            print(f"{args.db}: no roster change logged (a store made before the roster log shows its roster "
                  "without it)", file=sys.stderr)
        for row in ([RosterChange.HEADER] if changes else []) + [c.cells() for c in changes]:
            print("\t".join(row))
        return 0
    if args.name is None:
        raise CommandError("workbench review reviewer needs a name to put on the roster, or --log to show its "
                           "changes")
    with _review_store(args.db) as store:
        store.add_reviewer(args.name, override=args.override)
        names = store.roster()
    account = os_account()
    print(f"roster of {args.db}: {', '.join(names)} (the change is logged with the login name {account!r}"
          f"{' and the reason for the override' if args.override else ''})", file=sys.stderr)
    if account not in names:
        print(f"note: this login name ({account!r}) is not on the roster, so from now on it changes the roster "
              f"only with a logged reason: workbench review reviewer {account} --override REASON (start a roster "
              "with your own login name, then add the others)", file=sys.stderr)
    return 0


def cmd_review_reopen(args: argparse.Namespace) -> int:
    with _review_store(args.db) as store:
        step = store.reopen_sign_off(args.by, args.reason)
    print(f"sign-off reopened: {len(step.decision_ids)} essay(s) back to 'reviewed'; a new sign-off is needed before "
          "a release", file=sys.stderr)
    return 0


def cmd_review_rename_essay(args: argparse.Namespace) -> int:
    from workbench.store import os_account

    with _review_store(args.db) as store:
        store.rename_essay(args.old, args.new)
    print(f"renamed the essay to {args.new!r} in every table of the store (one decision, logged with the login "
          f"name {os_account()!r}); run the leak check again before a sign-off", file=sys.stderr)
    return 0


def cmd_review_assign(args: argparse.Namespace) -> int:
    import getpass
    import random

    from workbench.store import ReviewStore, StoreError

    if _store_missing(args.db):
        raise CommandError(f"{args.db}: no review store there")
    if args.sample is not None and not 0 < args.sample <= 1:
        raise CommandError(f"--sample is a fraction above 0 and at most 1, not {args.sample}")
    try:
        with ReviewStore(args.db) as store:
            if args.sample is not None:  # among the essays nobody opened yet: blind review starts from candidates
                pool = store.never_opened(limit=None)
                ids = sorted(random.Random(args.seed).sample(pool, round(len(pool) * args.sample)),
                             key=pool.index)
            elif args.learners:
                known = set(store.learner_ids())
                missing = [x for x in args.learners if x not in known]
                if missing:
                    raise CommandError(f"{args.db}: no learner {', '.join(map(repr, missing))}")
                ids = [e for x in args.learners for e in store.essay_ids(x)]
            else:
                ids = store.essay_ids() if args.all else list(args.essays)
            step = store.assign(ids, args.reviewers, by=args.by or getpass.getuser())
    except StoreError as e:
        raise CommandError(str(e)) from None
    print(f"{len(step.decision_ids)} essays assigned to {', '.join(args.reviewers)} for blind review (one step: "
          "its assigner can undo it)", file=sys.stderr)
    return 0


def cmd_review_agreement(args: argparse.Namespace) -> int:
    from workbench.evaluate.review_agreement import review_agreement

    with _review_store(args.db) as store:
        p, result = store.progress(), review_agreement(store.blind_marks())
    print(f"essays under blind review: {p.assigned}; adjudicated: {p.adjudicated}; not yet: {p.unadjudicated}")
    if not result.units:
        print("agreement: none yet (no essay has every blind review finished)")
        return 0
    print(f"essays every reviewer finished: {result.essays}; spans decided: {result.units}; alike: {result.agreed}")
    print(f"Krippendorff's alpha: {result.alpha:.3f}" + (f"; Fleiss' kappa: {result.kappa:.3f}"
                                                          if result.kappa is not None else ""))
    for x in result.labels:
        print(f"  {x.label:20} spans {x.units:6}  alike {x.agreed:6}  alpha {x.alpha:.3f}")
    return 0


def cmd_forum_pseudonymize(args: argparse.Namespace) -> int:
    from workbench.forum import forum_pseudonymize
    from workbench.io.errors import InputError
    from workbench.pseudonymize.release import LeakError
    from workbench.store import StoreError

    _out_folder(args.out)
    passphrase = _passphrase(args.no_key)
    for path in (args.messages, args.participants, args.table, args.db):
        if path is not None and _store_missing(path):
            raise CommandError(f"{path}: no such file")
    try:
        summary = forum_pseudonymize(args.messages, args.participants, args.out, strategy=args.strategy,
                                     seed=args.seed, passphrase=passphrase, table_path=args.table,
                                     keep_origin=args.keep_origin, mode=args.mode, detect=not args.no_detect,
                                     db=args.db)
    except (InputError, StoreError) as e:
        raise CommandError(str(e)) from None
    except LeakError as e:
        print(f"workbench forum pseudonymize: {e}", file=sys.stderr)
        return 1
    print(summary, file=sys.stderr)
    return 0


def cmd_evaluate(args: argparse.Namespace) -> int:
    from workbench.evaluate import evaluate_files, write_html

    try:
        result = evaluate_files(args.gold, args.pred, match=args.match, by=args.by, label_map=args.label_map,
                                labelled=not args.unlabelled, metadata_path=args.metadata)
    except ValueError as e:  # InputError, PairingError, LabelMapError
        raise CommandError(str(e)) from None
    print(result.to_text())
    if args.html:
        write_html(result, args.html)
        print(f"report written to {args.html}", file=sys.stderr)
    return 0


def cmd_agreement(args: argparse.Namespace) -> int:
    from workbench.evaluate import agreement_files

    try:
        print(agreement_files(args.annotations).to_text())
    except ValueError as e:
        raise CommandError(str(e)) from None
    return 0


def cmd_svala_check(args: argparse.Namespace) -> int:
    from workbench.io.svala_check import check_file, svala_files

    try:
        files = list(svala_files(args.paths))
    except FileNotFoundError as e:
        raise CommandError(str(e)) from None
    failed = 0
    for path in files:
        result = check_file(path, validate_done=not args.no_validate)
        failed += not result.ok
        print(result)
    print(f"{len(files)} file(s): {len(files) - failed} the SweLL editor accepts, {failed} it does not",
          file=sys.stderr)
    return 1 if failed or not files else 0


def cmd_svala_import(args: argparse.Namespace) -> int:
    from workbench.io.errors import InputError
    from workbench.io.svala import read_svala
    from workbench.io.svala_check import svala_files
    from workbench.store import ReviewStore, StoreError
    from workbench.svala_store import import_svala, svala_essay_id

    try:
        files = list(svala_files(args.paths))
        store = ReviewStore(args.db)
    except (FileNotFoundError, StoreError) as e:
        raise CommandError(str(e)) from None
    essays = spans = there = bad = 0
    for path in files:
        try:
            n = import_svala(store, read_svala(path), svala_essay_id(path), language=args.lang,
                             reviewer=args.reviewer, accept=args.accept)
        except (InputError, StoreError) as e:
            print(f"problem: {e}", file=sys.stderr)
            bad += 1
            continue
        essays, spans, there = essays + (n > 0), spans + n, there + (n == 0)
    print(f"{len(files)} SVALA file(s): {essays} essay(s) with {spans} span(s) imported into {args.db}, "
          f"{there} already there (left as they were), {bad} not read", file=sys.stderr)
    return 1 if bad else 0


def cmd_svala_export(args: argparse.Namespace) -> int:
    from workbench.io.errors import InputError
    from workbench.io.svala import read_svala, svala_bytes
    from workbench.io.svala_check import check_graph, svala_files
    from workbench.pseudonymize.private import owner_only_dir
    from workbench.pseudonymize.sealed import write_owner_only
    from workbench.store import ReviewStore, StoreError
    from workbench.svala_store import export_svala, svala_essay_id

    if not Path(args.db).exists():
        raise CommandError(f"{args.db}: no review store there")
    try:
        files = list(svala_files(args.sources))
        store = ReviewStore(args.db)
        known = set(store.essay_ids())
    except (FileNotFoundError, StoreError) as e:
        raise CommandError(str(e)) from None
    if args.out.exists() and (not args.out.is_dir() or args.out.stat().st_mode & 0o077):
        raise CommandError(f"{args.out}: already there and open to others; name a new folder (it is made "
                           "owner-only: the SVALA files hold the originals)")
    owner_only_dir(args.out)
    written = changed = problems = 0
    renamed = store.renamed_ids({svala_essay_id(path) for path in files} - known)
    for path in files:
        essay_id = svala_essay_id(path)
        if (args.out / path.name).resolve() == path.resolve():
            raise CommandError(f"{path}: --out would overwrite the file the review came from; choose another folder")
        shown, name = str(path), path.name
        if essay_id in renamed:  # review 28: its file is named after the old id, which may name someone
            essay_id, old = renamed[essay_id], essay_id
            shown, name = f"the SVALA file of essay {essay_id!r} (its name not shown)", essay_id + name[len(old):]
        if essay_id not in known:
            print(f"problem: {path}: essay {essay_id!r} is not in {args.db}; not written", file=sys.stderr)
            problems += 1
            continue
        try:
            graph = read_svala(path)
            out = export_svala(store, graph, essay_id, mode=args.mode, seed=args.seed)
        except (InputError, StoreError, ValueError) as e:
            print(f"problem: {str(e).replace(str(path), shown)}", file=sys.stderr)
            problems += 1
            continue
        write_owner_only(args.out / name, svala_bytes(out, args.out / name))  # a planted link: replaced
        written, changed = written + 1, changed + (out != graph)
        for problem in check_graph(out)[0]:
            print(f"warning: {args.out / name}: {problem}", file=sys.stderr)
    print(f"{written} SVALA file(s) written to {args.out}, {changed} changed by the review, "
          f"{problems} problem(s)", file=sys.stderr)
    return 1 if problems else 0


def cmd_serve(args: argparse.Namespace) -> int:
    try:
        from workbench.ui.serve import serve
    except ImportError as e:  # voila is in the ui extra
        raise CommandError(f"the review workbench needs the ui extra (pip install -e '.[ui]'): {e}") from None
    try:
        return serve(args.target, args.port, args.ip, db=args.db, out=args.out, order=args.order)
    except FileNotFoundError as e:
        raise CommandError(str(e)) from None


_MODES = ["swell", "hips", "placeholder", "redact", "markers"]  # workbench.pseudonymize.options.MODES


def _add_release_forms(p: argparse.ArgumentParser) -> None:
    p.add_argument("--keep-origin", action="store_true",
                   help="names keep the cultural origin of the original (hips mode always does)")
    p.add_argument("--also", action="append", choices=["svala", "kaggle"], default=[],
                   help="release forms besides the text: svala (release/<essay>.svala.json, the public SVALA "
                   "form: target, labels, numbers, no source), kaggle (release/kaggle.json); repeatable")


def cmd_train(args: argparse.Namespace) -> int:
    from workbench.learn.review import PRIVATE, out_problem, train_from_store
    from workbench.store import StoreError

    if _store_missing(args.db):
        raise CommandError(f"{args.db}: no review store there")
    problem = out_problem(args.out)
    if problem:
        raise CommandError(f"--out {problem}")
    try:
        report = train_from_store(args.db, args.out, os.environ.get("WORKBENCH_MODEL"))
    except StoreError as e:  # one line (psycopg's "connection is bad" adds a hint on a line of its own)
        raise CommandError(" ".join(str(e).split())) from None
    print(f"{report['accepted']} accepted and {report['rejected']} rejected spans read (of the labels the model "
          "decides on: names, places, institutions)", file=sys.stderr)
    left = {"not marked reviewed by a reviewer": report["not_marked_reviewed"],
            "marked reviewed but with open spans (an undo reopened them)": report["reviewed_with_open_spans"]}
    if any(left.values()):
        print(f"{sum(left.values())} essays left out: " + ", ".join(f"{n} {why}" for why, n in left.items() if n),
              file=sys.stderr)
    for lang, what in report["languages"].items():
        print(f"  {lang}: {what}", file=sys.stderr)
    if not report["written"]:
        why = ("no essay of the store is marked reviewed with all its spans decided" if not report["languages"]
               else f"there is no model to update for the reviewed essays' language ({', '.join(report['languages'])})")
        raise CommandError(f"no model written to {args.out}: {why}")
    for path in report["written"]:
        print(f"written: {path}", file=sys.stderr)
    for path in report["earlier"]:
        print(f"left as it was: {path} (from an earlier run; not updated now)", file=sys.stderr)
    print(f"private: this model is {PRIVATE} (written owner-only)", file=sys.stderr)
    print(f"detect with it: workbench --model {args.out} detect ...", file=sys.stderr)
    return 0


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="workbench", description="Pseudonymize learner corpora (SweLL rules).")
    parser.add_argument("-v", "--verbose", action="store_true", help="log what happens")
    parser.add_argument("--model", help="the model folder of the detection step 'decide' ('none': the rules "
                        "alone; default: $WORKBENCH_MODEL, else the shipped model)")
    sub = parser.add_subparsers(dest="command", required=True)

    p = sub.add_parser("detect", help="find personal information and write spans (JSONL)")
    _add_input(p)
    p.add_argument("--out", type=Path, required=True, help="the span file to write")
    p.add_argument("--explain", nargs="?", const="counts", choices=["counts", "spans"],
                   help="show the pipeline's steps and what each changed (counts; 'spans': every span too)")
    _add_runner(p)
    p.set_defaults(func=cmd_detect)

    p = sub.add_parser("pseudonymize", help="write a pseudonymized release, SVALA files and an encrypted key")
    _add_input(p)
    p.add_argument("--out", type=Path, required=True, help="output folder: release/, private/, report.json")
    p.add_argument("--mode", choices=_MODES, default="swell",
                   help="markers: the swell surrogate in an inline marker, [city:2 Gävle]")
    p.add_argument("--seed", type=int, default=0, help="same input, settings and seed give identical output")
    _add_release_forms(p)
    p.add_argument("--per-essay", action="store_true", help="number and replace per essay, not per learner")
    p.add_argument("--fake-places", action="store_true", help="A-stad, B-stad ... instead of real place names")
    p.add_argument("--no-key", action="store_true", help="write no key (the release cannot be traced back)")
    _add_runner(p)
    p.set_defaults(func=cmd_pseudonymize)

    p = sub.add_parser("reidentify", help="restore an essay from its released text with the key")
    p.add_argument("release_file", type=Path)
    p.add_argument("--key", type=Path, required=True)
    p.add_argument("--essay", help="essay id (default: the essay the key records for the file)")
    p.set_defaults(func=cmd_reidentify)

    p = sub.add_parser("check-release", help="scan a release folder for original values from the key")
    p.add_argument("release", type=Path)
    p.add_argument("--key", type=Path, required=True)
    p.set_defaults(func=cmd_check_release)

    private = sub.add_parser("private", help="the private/ folder of a release").add_subparsers(
        dest="private_command", required=True)
    p = private.add_parser("export", help="decrypt the private SVALA files for the SweLL editor")
    p.add_argument("private", type=Path, help="a release's private/ folder (key.enc, *.svala.enc)")
    p.add_argument("--out", type=Path, required=True, help="folder for the <essay>.svala.json files (owner-only)")
    p.set_defaults(func=cmd_private_export)

    review = sub.add_parser("review", help="the review store behind the workbench").add_subparsers(
        dest="review_command", required=True)
    p = review.add_parser("init", help="detect and fill a review store")
    _add_input(p)
    _add_db(p, "the review store, created when missing: a SQLite file or a postgresql:// URL (default: "
            "$WORKBENCH_DB)")
    p.add_argument("--participants", type=Path,
                   help="a forum's participants CSV: INPUT is then a messages file (XML, JSONL or CSV)")
    p.add_argument("--table", type=Path,
                   help="with a messages file: a conversion table CSV a reviewer edited")
    p.add_argument("--strategy", choices=["roles", "names", "initials"], default="roles",
                   help="with --participants: how the participants are masked")
    _add_runner(p)
    p.set_defaults(func=cmd_review_init)
    p = review.add_parser("export", help="write the release of a reviewed store (refused while items are open)")
    _add_db(p)
    p.add_argument("--out", type=Path, required=True)
    p.add_argument("--mode", choices=_MODES, default="swell")
    p.add_argument("--seed", type=int, default=0)
    p.add_argument("--no-key", action="store_true")
    _add_release_forms(p)
    _add_runner(p)
    p.set_defaults(func=cmd_review_export)
    p = review.add_parser("annotations", help="one reviewer's accepted spans as a span file (for agreement)")
    _add_db(p)
    p.add_argument("--reviewer", help="whose decisions (default: everyone's)")
    p.add_argument("--out", type=Path, required=True, help="span JSONL file to write")
    p.set_defaults(func=cmd_review_annotations)
    p = review.add_parser("candidates", help="every raw candidate detection proposed, as a span file (for "
                          "evaluate --by detector against the reviewed spans)")
    _add_db(p)
    p.add_argument("--out", type=Path, required=True, help="span JSONL file to write")
    p.set_defaults(func=cmd_review_candidates)
    p = review.add_parser("reviewer", help="put a reviewer on the store's roster (who may sign off and reopen): "
                          "the first entry is free, later ones need a login name on the roster; every change is "
                          "logged with the login name and time")
    p.add_argument("name", nargs="?", help="the name to put on the roster")
    p.add_argument("--log", action="store_true", help="print every change of the roster instead, one a line "
                   "(tab-separated): time (UTC), login name, change, name, the reason of an override")
    p.add_argument("--override", metavar="REASON", help="change the roster from a login name it does not let in "
                   "(a roster of people's names, not logins; a signer who left), with a reason that is logged "
                   "(at least 3 words and 15 characters)")
    _add_db(p)
    p.set_defaults(func=cmd_review_reviewer)
    p = review.add_parser("reopen", help="reopen the corpus's sign-off (logged with who, when and why) so that "
                          "signed-off essays can change again; a new sign-off is needed before a release")
    p.add_argument("--reason", required=True, help="why the sign-off is reopened, recorded: what was wrong, in "
                   "at least 3 words and 15 characters")
    p.add_argument("--by", required=True, help="who reopens it: a name on the store's roster (recorded with the "
                   "login name)")
    _add_db(p)
    p.set_defaults(func=cmd_review_reopen)
    p = review.add_parser("rename-essay", help="give an essay another id in every table of the store (its "
                          "released file's name: an id that names someone refuses the release); logged with the "
                          "login name")
    p.add_argument("old", help="the essay's id now")
    p.add_argument("new", help="its new id: no essay's id yet, no white space at its ends, no name of the lists, "
                   "and no original value of the store (a name, place, workplace... of any learner, in any case: "
                   "refused by its kind, never shown)")
    _add_db(p)
    p.set_defaults(func=cmd_review_rename_essay)
    p = review.add_parser("assign", help="give essays to two or more reviewers who review them blind")
    p.add_argument("reviewers", nargs="+", help="the reviewers' names (two or more)")
    which = p.add_mutually_exclusive_group(required=True)
    which.add_argument("--essays", nargs="+", metavar="ID", help="these essays")
    which.add_argument("--learners", nargs="+", metavar="ID", help="every essay of these learners")
    which.add_argument("--sample", type=float, metavar="FRACTION", help="a random share of the essays nobody "
                       "opened yet (e.g. 0.1)")
    which.add_argument("--all", action="store_true", help="every essay")
    p.add_argument("--seed", type=int, default=0, help="with --sample: the same seed draws the same essays")
    p.add_argument("--by", help="who assigns (default: the login name)")
    _add_db(p)
    p.set_defaults(func=cmd_review_assign)
    p = review.add_parser("agreement", help="how far blind reviewers agree, per label, and what waits for "
                          "adjudication")
    _add_db(p)
    p.set_defaults(func=cmd_review_agreement)

    forum = sub.add_parser("forum", help="forum, chat and e-mail corpora with known participants").add_subparsers(
        dest="forum_command", required=True)
    p = forum.add_parser("pseudonymize", help="mask participants through a conversion table, then the rest")
    p.add_argument("messages", type=Path, help="messages as XML, JSONL or CSV (see workbench/forum/README.md)")
    p.add_argument("--participants", type=Path, required=True, help="participants CSV")
    p.add_argument("--out", type=Path, required=True)
    p.add_argument("--strategy", choices=["roles", "names", "initials"], default="roles")
    p.add_argument("--table", type=Path, help="a conversion table CSV edited by a reviewer (else built)")
    p.add_argument("--keep-origin", action="store_true", help="realistic names keep the cultural origin")
    p.add_argument("--mode", choices=["swell", "hips"], default="swell")
    p.add_argument("--seed", type=int, default=0)
    p.add_argument("--no-detect", action="store_true", help="mask participants only, run no detector")
    p.add_argument("--db", type=_db, help="a review store filled from these messages (review init): the "
                   "bodies keep its decisions")
    p.add_argument("--no-key", action="store_true")
    p.set_defaults(func=cmd_forum_pseudonymize)

    svala = sub.add_parser("svala", help="SVALA files and the SweLL editor").add_subparsers(
        dest="svala_command", required=True)
    p = svala.add_parser("check", help="would the SweLL editor open these SVALA files (and accept them as done)?")
    p.add_argument("paths", type=Path, nargs="+", help="SVALA JSON files, or folders of them (*.json, recursively)")
    p.add_argument("--no-validate", action="store_true",
                   help="check the editor's invariants only, not its validation of a finished essay")
    p.set_defaults(func=cmd_svala_check)
    p = svala.add_parser("import", help="SVALA files from the SweLL editor into a review store (spans, numbers, "
                         "comments)")
    p.add_argument("paths", type=Path, nargs="+", help="SVALA JSON files, or folders of them; the essay id is "
                   "the file name without .svala.json/.json")
    p.add_argument("--db", type=Path, required=True, help="the SQLite review store (created when missing)")
    p.add_argument("--lang", choices=["sv", "en"], default="sv", help="language of the essays")
    p.add_argument("--reviewer", default="svala", help="who the comments and acceptances are recorded for")
    p.add_argument("--accept", action="store_true", help="record the editor's spans as accepted (else they "
                   "wait for review)")
    p.set_defaults(func=cmd_svala_import)
    p = svala.add_parser("export", help="the SVALA files with what the review changed (nothing else changes)")
    p.add_argument("sources", type=Path, nargs="+", help="the SVALA files (or folders) that were imported")
    p.add_argument("--db", type=Path, required=True)
    p.add_argument("--out", type=Path, required=True, help="folder for the reviewed files (same names)")
    p.add_argument("--mode", choices=["swell", "hips", "placeholder", "redact"], default="swell",
                   help="how new surrogates are made for spans the review changed or added")
    p.add_argument("--seed", type=int, default=0)
    p.set_defaults(func=cmd_svala_export)

    p = sub.add_parser("train", help="update the detection model from the decisions of a review store")
    _add_db(p)
    p.add_argument("--out", type=Path, required=True, help="the model folder to write (use it with --model)")
    p.set_defaults(func=cmd_train)

    p = sub.add_parser("evaluate", help="precision, recall, F1/F2/F5 of predictions against gold")
    p.add_argument("--gold", type=Path, required=True)
    p.add_argument("--pred", type=Path, required=True)
    p.add_argument("--by", default="label", metavar="BREAKDOWN",
                   help="label, group, kind, detector, or any metadata column of the essays (genre, level, L1 ...)")
    p.add_argument("--metadata", type=Path, help="a metadata.csv (or corpus folder) with the essays' columns "
                   "for --by, when the annotation files carry none")
    p.add_argument("--match", choices=["exact", "overlap", "token"], default="overlap")
    p.add_argument("--label-map", choices=["kaggle", "tab", "group", "kind", "unlabelled"], default=None,
                   help="compare systems with different label sets through one map")
    p.add_argument("--unlabelled", action="store_true", help="ignore labels: is it personal or not")
    p.add_argument("--html", type=Path, help="also write an HTML report with a plot")
    p.set_defaults(func=cmd_evaluate)

    p = sub.add_parser("serve", help="serve the review workbench (Voilà) on this machine only")
    p.add_argument("target", nargs="?", default=None, help="a notebook or folder of notebooks (default: notebooks/)")
    p.add_argument("--port", type=int, default=8866)
    p.add_argument("--ip", default="127.0.0.1", help="the address to listen on (only local hosts are answered)")
    p.add_argument("--db", help="the review store (WORKBENCH_DB)")
    p.add_argument("--out", help="the pseudonymization output folder (WORKBENCH_OUT)")
    p.add_argument("--order", choices=["corpus", "uncertain"],
                   help="the essay screen's order (WORKBENCH_ORDER): corpus order (default) or the essays the "
                        "learned decision is least sure of first")
    p.set_defaults(func=cmd_serve)

    p = sub.add_parser("agreement", help="Fleiss' kappa, Krippendorff's alpha and span agreement")
    p.add_argument("annotations", type=Path, nargs="+")
    p.set_defaults(func=cmd_agreement)
    return parser


@contextmanager
def _sigterm_stops(command: str) -> Iterator[None]:
    """While a command runs, SIGTERM stops it as an exception would (SystemExit 143), so that its finally
    blocks run: a release writer removes its unchecked temporary folder (workbench.pseudonymize.staging). A
    second SIGTERM kills as before. Not for serve (Voilà handles its signals), nor when main() runs outside
    the main thread; a process that inherited the handler (a forked worker) is killed as by default."""
    import signal
    import threading

    if command == "serve" or threading.current_thread() is not threading.main_thread():
        yield
        return
    pid = os.getpid()

    def stop(signum: int, frame: object) -> None:
        signal.signal(signal.SIGTERM, before if os.getpid() == pid else signal.SIG_DFL)
        if os.getpid() != pid:
            os.kill(os.getpid(), signal.SIGTERM)
            return
        raise SystemExit(128 + signum)

    before = signal.signal(signal.SIGTERM, stop)
    if before is None:  # a handler not set from Python
        before = signal.SIG_DFL
    try:
        yield
    finally:
        signal.signal(signal.SIGTERM, before)


def main(argv: Sequence[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    logging.basicConfig(level=logging.INFO if args.verbose else logging.WARNING, format="%(levelname)s %(message)s")
    from workbench.learn import ModelError

    before = os.environ.get("WORKBENCH_MODEL")
    if args.model:  # detection reads the model folder from the environment (workbench.learn.model_dir)
        os.environ["WORKBENCH_MODEL"] = args.model
    try:
        with _sigterm_stops(args.command):
            return int(args.func(args))
    except (CommandError, ModelError) as e:
        print(f"workbench {args.command}: {e}", file=sys.stderr)
        return 2
    finally:
        if before is None:
            os.environ.pop("WORKBENCH_MODEL", None)
        else:
            os.environ["WORKBENCH_MODEL"] = before


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
