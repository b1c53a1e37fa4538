"""``workbench forum pseudonymize``: read, build (or load) the table, apply it, write the release."""

from __future__ import annotations

from collections import Counter
from pathlib import Path
from typing import Any

from workbench.forum.apply import apply_table
from workbench.forum.model import ForumCorpus
from workbench.forum.read import read_messages, read_participants
from workbench.forum.table import ConversionTable
from workbench.forum.write import write_forum_release
from workbench.model import Span
from workbench.store import ReviewStore, StoreError, is_url

__all__ = ["forum_pseudonymize", "load_table"]


def load_table(
    participants_path: str | Path | None,
    table_path: str | Path | None = None,
    strategy: str = "roles",
    seed: int = 0,
    keep_origin: bool = False,
) -> ConversionTable:
    """The conversion table a reviewer edited (``table_path``), else one built from the participants
    file by ``strategy``; ValueError when neither is given."""
    if table_path is not None:
        return ConversionTable.load(table_path)
    if participants_path is not None:
        return ConversionTable.build(read_participants(participants_path), strategy, seed, keep_origin)
    raise ValueError("give a participants file or a conversion table")


def forum_pseudonymize(
    messages_path: str | Path,
    participants_path: str | Path | None,
    out_dir: str | Path,
    strategy: str = "roles",
    seed: int = 0,
    passphrase: str | None = None,
    table_path: str | Path | None = None,
    keep_origin: bool = False,
    mode: str = "swell",
    detect: bool = True,
    db: str | Path | ReviewStore | None = None,
) -> str:
    """Pseudonymize a forum, chat or e-mail corpus into ``out_dir`` (release/, private/, report.json).

    The conversion table is loaded from ``table_path`` (a table a reviewer edited) or built from the
    participants file by ``strategy`` (roles, names, initials; ``keep_origin``: names of the same origin).
    With ``db`` (a review store filled by ``workbench review init`` from these messages), the bodies are
    rendered with the store's current spans (workbench.forum.reviewed).
    Returns a one-line summary; raises InputError for bad input, StoreError for a store that does not match
    the messages and LeakError when the leak check fails (nothing is written then)."""
    corpus = read_messages(messages_path)
    table = load_table(participants_path, table_path, strategy, seed, keep_origin)
    bodies, review, kept = _reviewed(corpus, table, db, seed)
    result = apply_table(corpus, table, seed=seed, mode=mode, detect=detect, fixed=bodies)
    warnings = table.warnings()
    report = {
        "format": corpus.format,
        "strategy": table.strategy,
        "seed": seed,
        "mode": mode,
        "messages": len(corpus),
        "threads": len(corpus.threads),
        "participants": len(table.participants),
        "mentions": dict(sorted(result.mentions.items())),
        "table_warnings": dict(sorted(Counter(w.kind for w in warnings).items())),
        "table_warning_notes": sorted({w.public for w in warnings}),
        **({"review": review} if review else {}),
        "problems": list(corpus.problems),
    }
    write_forum_release(out_dir, result, table, passphrase, report, kept)
    masked = sum(result.mentions.values()) - result.mentions.get("detected", 0)
    key = "with an encrypted key in private/key.enc" if passphrase else "without a key"
    if review:
        key += (f", bodies as reviewed in {review['store']} ({review['rejected']} spans rejected, "
                f"{review['added']} added, {review['open']} still open and replaced)")
    return (
        f"{len(corpus)} messages in {len(corpus.threads)} threads of {len(table.participants)} participants "
        f"pseudonymized ({table.strategy} masks, {masked} participant mentions, "
        f"{result.mentions.get('detected', 0)} other spans, {len(warnings)} table warnings), {key}, into "
        f"{out_dir}/release; leak check passed (no replaced original left where it counts)"
    )


def _reviewed(corpus: ForumCorpus, table: ConversionTable, db: str | Path | ReviewStore | None,
              seed: int) -> tuple[dict[str, list[Span]], dict[str, Any], dict[str, list[tuple[int, int, str, str]]]]:
    """The bodies' spans from the review store ``db``, the report's "review" counts and the rejected
    spans, kept occurrences for the leak check ({}, {}, {} without a store)."""
    from workbench.forum.reviewed import reviewed_bodies

    if db is None:
        return {}, {}, {}
    if not isinstance(db, ReviewStore) and not is_url(db) and not Path(db).is_file():
        raise StoreError(f"{db}: no review store there")
    store = db if isinstance(db, ReviewStore) else ReviewStore(db)
    bodies, counts, kept = reviewed_bodies(corpus, table, store, seed)
    return bodies, {"store": Path(store.path).name, **counts}, kept
