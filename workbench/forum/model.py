"""The records of a forum, chat or e-mail corpus: participants, messages, and the corpus as read.

A ``ForumCorpus`` remembers the format it was read from (``xml``, ``jsonl``, ``csv``) and what the writer
needs to write the same format back: the parsed XML tree, or the field names and raw records of the
rows. Messages are in document order; the writers rely on that order.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

__all__ = ["FORMATS", "ForumCorpus", "Message", "Participant", "TEXT_FIELDS"]

FORMATS = ("xml", "jsonl", "csv")
#: The message fields whose text is pseudonymized (headers are handled apart).
TEXT_FIELDS = ("subject", "body")


@dataclass(frozen=True)
class Participant:
    """A known actor of the platform (one row of the participants file)."""

    id: str
    login: str = ""
    first_name: str = ""
    last_name: str = ""
    role: str = "participant"
    gender: str = "unknown"  # male | female | unknown
    language: str = ""
    nicknames: tuple[str, ...] = ()

    @property
    def full_name(self) -> str:
        return " ".join(p for p in (self.first_name, self.last_name) if p)


@dataclass
class Message:
    """One message: headers (author, recipients, timestamp), a subject and a body.

    ``where`` says where it was read (``file:line``), for error messages; ``recipient_sep`` is the
    separator the recipients were written with ("" when they came as a JSON list)."""

    id: str
    thread: str
    author: str
    recipients: tuple[str, ...] = ()
    timestamp: str = ""
    body: str = ""
    subject: str = ""
    where: str = ""
    recipient_sep: str = ";"

    def with_(self, **changes: Any) -> Message:
        return replace(self, **changes)


@dataclass
class ForumCorpus:
    """Messages in document order, thread titles, the format and what the writer needs."""

    messages: list[Message]
    format: str
    source: Path
    thread_titles: dict[str, str] = field(default_factory=dict)
    raw: Any = None  # xml: ElementTree; jsonl/csv: (field names, records)
    problems: list[str] = field(default_factory=list)  # what reading noted (texts normalised ...)

    def __len__(self) -> int:
        return len(self.messages)

    @property
    def threads(self) -> list[str]:
        """Thread ids in order of first appearance."""
        return list(dict.fromkeys(m.thread for m in self.messages))
