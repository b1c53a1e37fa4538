"""The review store's vocabulary: the records that go in and come out of ``ReviewStore`` (dataclasses only).

Nothing here touches a database. A caller builds ``Edit`` records (or calls the one-line helpers of
``ReviewStore``) and reads ``EssayView``, ``SpanState``, ``Progress``, ``LearnerRow``, ``KeptOccurrence``,
``Undone``, ``SignOff`` and ``SignoffData`` back.
"""

from __future__ import annotations

import time
from collections import Counter
from dataclasses import dataclass, field
from typing import Any

from workbench.model import Essay, Span

__all__ = [
    "ACTIONS", "COMMENT_TAGS", "EDIT_ACTIONS", "HIT_STATUSES", "STATUSES", "Assignment", "Comment", "Decision",
    "Edit", "EssayView", "Hit", "KeptOccurrence", "LearnerRow", "Progress", "Query", "RosterChange", "SearchResult",
    "SignOff", "SignoffData", "SpanState", "Step", "StoreError", "Undone",
]

#: every action the log holds. Span actions name a span; the others act on an essay. ``add`` and ``propose``
#: bring a span in (a reviewer's own; a candidate found from a value known elsewhere in the learner's
#: essays), ``open`` records that a reviewer opened the essay, ``confirm`` that one confirmed it without
#: opening it (at sign-off), ``assign`` gives the essay to reviewers who review it blind, ``undo`` takes back
#: one earlier step, ``rename`` gives the essay another id (ReviewStore.rename_essay: the essay's rows take the
#: new id; the decision keeps the old one, changes no state and is no step undo takes back).
SPAN_ACTIONS = ("accept", "reject", "relabel", "resize", "number", "attribute", "comment")
ESSAY_ACTIONS = ("merge", "status", "document_comment", "confirm", "assign")
ACTIONS = (*SPAN_ACTIONS, "add", "propose", *ESSAY_ACTIONS, "open", "undo", "rename")
#: the actions a caller may append through ``ReviewStore.apply``/``decide`` (the others have their own method)
EDIT_ACTIONS = (*SPAN_ACTIONS, "add", *ESSAY_ACTIONS)
STATUSES = ("unreviewed", "in review", "reviewed", "signed off")
COMMENT_TAGS = ("OBS!", "Com!")
#: what a search hit is: a span in one of its states, or an occurrence of the string no span marks
HIT_STATUSES = ("open", "accepted", "rejected", "unmarked")


class StoreError(Exception):
    """A store that cannot be used, or a decision that cannot be applied; the message says why."""


@dataclass(frozen=True)
class Edit:
    """One decision to append: ``action`` on ``span_id`` of ``essay_id`` (or on the essay), with its values
    (``label``; ``start``/``end``; ``number``; ``name``/``on``; ``tag``/``text``; ``label``/``from``/``to``;
    ``status``; ``text``; ``reviewers``). ``add`` brings a new span in: ``start``/``end``/``label``, and
    optionally ``number`` and ``attributes`` (a list)."""

    essay_id: str
    action: str
    span_id: int | None = None
    value: dict[str, Any] = field(default_factory=dict)


@dataclass(frozen=True)
class Decision:
    """One record of the append-only log."""

    id: int
    step: int  # the decisions appended by one call share a step; undo takes back a whole step
    essay_id: str
    span_id: int | None
    action: str
    value: dict[str, Any]
    reviewer: str
    time: float
    bulk: str | None = None  # the id of a bulk decision (one step over many spans or essays)
    layer: str | None = None  # an assigned reviewer's blind review it belongs to (None: the shared state)


@dataclass(frozen=True)
class Step:
    """What one call appended: the decision ids, the step, the bulk id if any, and the spans it proposed."""

    step: int
    decision_ids: tuple[int, ...]
    bulk: str | None = None
    proposed: tuple[int, ...] = ()  # candidate spans found from a value known in the learner's essays
    span_id: int | None = None  # the span ``add_span`` brought in
    added: tuple[int, ...] = ()  # every span its ``add`` edits brought in, in order


@dataclass
class SpanState:
    """A span as the decision log leaves it."""

    id: int
    essay_id: str
    span: Span
    origin: str  # "auto" (review init), "manual" (a reviewer added it) or "known_value" (proposed)
    status: str = "open"  # open | accepted | rejected
    comments: list[tuple[str, str]] = field(default_factory=list)  # (tag, text)
    decided_by: str | None = None

    @property
    def resolved(self) -> bool:
        return self.status != "open"


@dataclass(frozen=True)
class EssayView:
    """One essay as a screen shows it: text, metadata, status and every span in its current state."""

    essay: Essay
    status: str
    opened: bool
    confirmed_by: str | None
    document_comment: str
    spans: list[SpanState]
    position: int
    assigned: tuple[str, ...] = ()  # the reviewers who review this essay blind (empty: not assigned)
    layer: str | None = None  # whose blind review this view shows (None: the shared, adjudicated state)

    @property
    def open_spans(self) -> int:
        return sum(not s.resolved for s in self.spans)


@dataclass(frozen=True)
class Progress:
    """Corpus-wide (or one learner's) counts, from the materialized state in one aggregate query."""

    essays: int
    opened: int
    confirmed: int  # never opened, but confirmed at sign-off
    reviewed: int  # reviewed or signed off
    signed_off: int
    open_spans: int
    open_sensitive: int
    open_extra: int
    assigned: int = 0  # essays assigned to reviewers who review them blind
    adjudicated: int = 0  # of those, essays whose shared state a curator marked reviewed

    @property
    def unseen(self) -> int:
        """Essays neither opened nor confirmed: sign-off waits for them."""
        return self.essays - self.opened - self.confirmed

    @property
    def unadjudicated(self) -> int:
        """Assigned essays not adjudicated yet: the release and sign-off wait for them."""
        return self.assigned - self.adjudicated


@dataclass(frozen=True)
class LearnerRow:
    """One learner's line in a paged learner table."""

    learner_id: str
    essays: int
    opened: int
    reviewed: int
    open_spans: int
    open_sensitive: int
    open_extra: int


@dataclass(frozen=True)
class Assignment:
    """An essay under blind review: its reviewers, those who finished (marked their review reviewed), and
    whether a curator adjudicated it (its shared state is reviewed)."""

    essay_id: str
    learner_id: str
    reviewers: tuple[str, ...]
    finished: tuple[str, ...]
    adjudicated: bool

    @property
    def ready(self) -> bool:
        """Every blind review finished and no adjudication yet: the curator's queue."""
        return not self.adjudicated and set(self.finished) >= set(self.reviewers)


@dataclass(frozen=True)
class KeptOccurrence:
    """A span a reviewer rejected: kept in the text as written, recorded in the key (the leak check accepts
    an original there)."""

    essay_id: str
    start: int
    end: int
    label: str
    reviewer: str


@dataclass(frozen=True)
class Comment:
    """A reviewer's comment: on a span (OBS! or Com!, with the span's label, number and offsets) or on a whole
    essay (tag "document")."""

    essay_id: str
    position: int  # the essay's place in the corpus
    tag: str  # "OBS!", "Com!" or "document"
    text: str
    label: str | None = None
    number: int | None = None
    start: int | None = None
    end: int | None = None


@dataclass(frozen=True)
class Undone:
    """What ``undo`` took back, in words."""

    step: int
    essay_ids: tuple[str, ...]
    description: str  # e.g. "undid: accepted 'Borlänge' (city 1) in essay SV01-2"


@dataclass(frozen=True)
class RosterChange:
    """One change of the roster: ``name`` put on it (``on``) or taken off, by the process of OS account
    ``account``, at ``time``; ``override``: why, when that account was not one the roster lets change it."""

    id: int
    name: str
    on: bool
    account: str
    time: float
    override: str | None = None  # the reason of a change made from outside the roster

    #: what ``cells`` gives, as a table's header
    HEADER = ("time", "login name", "change", "name", "override reason")

    def cells(self) -> tuple[str, str, str, str, str]:
        """The change as a row of text (HEADER): the time in UTC to the second, the OS account, "added" or
        "taken off", the name, the override's reason ("" when the roster let that account in)."""
        when = time.strftime("%Y-%m-%d %H:%M:%S UTC", time.gmtime(self.time))
        return (when, self.account, "added" if self.on else "taken off", self.name, self.override or "")


@dataclass(frozen=True)
class SignOff:
    """A recorded sign-off: who, when, which release (the digest of its exact bytes), and on what grounds."""

    id: int
    reviewer: str
    time: float
    note: str
    release: str
    digest: str
    essays: int
    confirmed: int  # essays signed without being opened (confirmed in bulk)
    leaks: int


@dataclass
class SignoffData:
    """What the sign-off dashboard shows, from aggregate queries (no loop over essays, no replay)."""

    progress: Progress
    labels: Counter[str]  # live (not rejected) spans per label
    reviewers: Counter[str]  # decisions per reviewer
    reviewed_times: list[float]
    learners: list[LearnerRow]  # the first page
    learners_total: int
    never_opened: list[str]  # the first page of essays neither opened nor confirmed
    unresolved: list[LearnerRow]  # learners with open sensitive or extra spans (first page)
    signoffs: list[SignOff]


@dataclass(frozen=True)
class Query:
    """A corpus-wide search: ``text`` (words, compared folded: case and diacritics; ``fuzzy``: each word within
    a small edit distance, see workbench/store/search.py), and/or spans of a ``label`` or from a detector
    (``source``); ``status`` keeps one of HIT_STATUSES only."""

    text: str = ""
    label: str | None = None
    source: str | None = None
    fuzzy: bool = False
    status: str | None = None


@dataclass(frozen=True)
class Hit:
    """One search hit: where (``essay_id``, ``start``, ``end``), the span that marks it (None: unmarked), and
    the text around it (filled for the page shown)."""

    essay_id: str
    start: int
    end: int
    span_id: int | None
    label: str | None
    status: str  # one of HIT_STATUSES
    source: str | None
    number: int | None = None
    text: str = ""
    before: str = ""
    after: str = ""
    locked: bool = False  # in an essay under blind review by others, not finished: no decision until it is


@dataclass(frozen=True)
class SearchResult:
    """A page of hits, how many there are in all and in how many essays (``capped``: the search stopped at
    its limit of hits; narrow it to see the rest)."""

    query: Query
    hits: list[Hit]
    total: int
    essays: int
    offset: int
    capped: bool = False
