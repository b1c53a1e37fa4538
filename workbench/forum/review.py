"""Forum messages in the review store: one Essay per message, so the essay and learner screens, the
decision log and the sign-off work on forums as on essays.

Each message becomes an Essay with the message id as its id, its author's header mask as its learner id
(the store's learner ids are pseudonymous, as in the forum release), its plain body as its text (XML
entities already decoded by the reader, so offsets are offsets into what the writers wrote) and its
candidate spans: exactly the spans ``apply_table`` renders the body with (participant forms with their
masks as ``surrogate=``, chat speakers, signatures, and what the project's detectors find), numbered.

The headers go into the metadata (``MESSAGE_KEYS``), each original next to its mask, for the message
view of the essay screen (workbench.ui.message_header). The store is private: it holds the originals,
as it holds the essays' texts. The decisions flow into the forum release through workbench.forum.reviewed
(``workbench forum pseudonymize ... --db``).
"""

from __future__ import annotations

from collections.abc import Iterable
from pathlib import Path

from workbench.forum.apply import apply_table
from workbench.forum.model import ForumCorpus
from workbench.forum.read import read_messages
from workbench.forum.run import load_table
from workbench.forum.table import ConversionTable
from workbench.model import Essay, Span
from workbench.store import ReviewStore, StoreError

__all__ = ["MESSAGE_KEYS", "MESSAGE_KIND", "holds_messages", "init_forum_review", "message_essays"]

#: ``metadata["kind"]`` of a message essay
MESSAGE_KIND = "forum message"
#: the header fields a message essay carries in its metadata (all strings; recipients joined by ";")
MESSAGE_KEYS = ("kind", "thread", "thread_title", "thread_title_masked", "author", "author_mask",
                "recipients", "recipient_masks", "timestamp", "subject", "subject_masked", "language")


def holds_messages(store: ReviewStore) -> bool:
    """Whether ``store`` is a forum store: its first essay is a message (a store holds messages or essays)."""
    try:
        order = store.essay_ids()
    except StoreError:  # no store there yet (an empty database), or none at all: no messages in it
        return False
    return bool(order) and store.essay(order[0]).metadata.get("kind") == MESSAGE_KIND


def message_essays(corpus: ForumCorpus, table: ConversionTable, detect: bool = True,
                   seed: int = 0) -> list[tuple[Essay, list[Span]]]:
    """Every message of ``corpus`` (document order) as an Essay with its candidate spans (module doc);
    InputError when an author or recipient is not in the table, as for ``workbench forum pseudonymize``."""
    result = apply_table(corpus, table, seed=seed, detect=detect)
    by_id = {r.essay_id: r for r in result.rendered}
    masked_titles = result.corpus.thread_titles
    items: list[tuple[Essay, list[Span]]] = []
    for m, masked in zip(corpus.messages, result.corpus.messages, strict=True):
        body = by_id.get(f"{m.id}#body")
        author = table.header_participant(m.author)
        language = author.language if author is not None and author.language in ("sv", "en") else "sv"
        metadata = {
            "kind": MESSAGE_KIND,
            "thread": m.thread,
            "thread_title": corpus.thread_titles.get(m.thread, ""),
            "thread_title_masked": masked_titles.get(m.thread, ""),
            "author": m.author,
            "author_mask": masked.author,
            "recipients": _join(m.recipients),
            "recipient_masks": _join(masked.recipients),
            "timestamp": m.timestamp,
            "subject": m.subject,
            "subject_masked": masked.subject,
            "language": language,
        }
        spans = [s for s, _, _ in body.aligned] if body is not None else []
        items.append((Essay(m.id, masked.author, m.body, language, metadata), spans))
    return items


def init_forum_review(messages_path: str | Path, store: ReviewStore,
                      participants_path: str | Path | None = None, table_path: str | Path | None = None,
                      strategy: str = "roles", seed: int = 0) -> tuple[int, int]:
    """Put every message of a forum corpus into the review store (``workbench review init MESSAGES
    --participants P``); the table is ``table_path`` or built from the participants by ``strategy``.
    Returns (messages added, messages read): a message already in the store is left as it is."""
    corpus = read_messages(messages_path)
    table = load_table(participants_path, table_path, strategy, seed)
    return store.add_essays(message_essays(corpus, table, seed=seed)), len(corpus)


def _join(values: Iterable[str]) -> str:
    return ";".join(values)
