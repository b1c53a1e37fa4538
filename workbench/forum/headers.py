"""Phase one of seed 004: the participants in the headers (author, recipients) become their header masks.

An author or recipient the table does not know is an InputError naming the message's file and line
(it would leak otherwise). Each replaced value has a KeyEntry whose essay id is ``<message id>#author``
or ``<message id>#recipients``, with offsets inside the new header value (recipients joined by their
separator).
"""

from __future__ import annotations

from workbench.forum.model import Message
from workbench.forum.table import ConversionTable
from workbench.io.errors import InputError
from workbench.pseudonymize.render import KeyEntry

__all__ = ["mask_headers", "participant_of"]


def participant_of(table: ConversionTable, value: str, m: Message, what: str) -> str:
    """The id of the participant a header value names; InputError (message file and line) when none."""
    p = table.header_participant(value)
    if p is None:
        path, _, line = m.where.rpartition(":")
        raise InputError(
            f"message {m.id!r}: the {what} is not a participant of the conversion table "
            "(add them to the participants file)",
            path or None,
            line or None,
            what,
        )
    return p.id


def mask_headers(table: ConversionTable, m: Message, index: dict[str, int]) -> tuple[Message, list[KeyEntry]]:
    """The message with masked author and recipients, and a KeyEntry for each replaced value."""
    author = participant_of(table, m.author, m, "author")
    learner = table.mask_id(author)
    entries = [
        KeyEntry(learner, f"{m.id}#author", "username", index[author], m.author, learner, 0, len(learner))
    ]
    new: list[str] = []
    sep = m.recipient_sep or ";"
    for r in m.recipients:
        pid = participant_of(table, r, m, "recipients")
        start = sum(len(x) + len(sep) for x in new)
        new.append(table.mask_id(pid))
        entries.append(
            KeyEntry(
                learner, f"{m.id}#recipients", "username", index[pid], r, new[-1], start, start + len(new[-1])
            )
        )
    return m.with_(author=learner, recipients=tuple(new)), entries
