"""The review store: an append-only decision log, one reducer, materialized state, one typed API.

``ReviewStore(path)`` opens a SQLite store; ``ReviewStore("postgresql://...")`` a team's PostgreSQL one, with
the same API. Opening writes nothing: a new or empty database becomes a store at its first write, another
application's database is refused, and a read-only file is read. See workbench/store/store.py; the records it
takes and gives are in api.py.
"""

from workbench.store.api import (
    ACTIONS,
    COMMENT_TAGS,
    EDIT_ACTIONS,
    HIT_STATUSES,
    STATUSES,
    Assignment,
    Comment,
    Decision,
    Edit,
    EssayView,
    Hit,
    KeptOccurrence,
    LearnerRow,
    Progress,
    Query,
    RosterChange,
    SearchResult,
    SignOff,
    SignoffData,
    SpanState,
    Step,
    StoreError,
    Undone,
)
from workbench.store.digest import digest_files, release_digest
from workbench.store.postgres import is_url
from workbench.store.store import ReviewStore, os_account

__all__ = [
    "ACTIONS", "COMMENT_TAGS", "EDIT_ACTIONS", "HIT_STATUSES", "STATUSES", "Assignment", "Comment", "Decision",
    "Edit", "EssayView", "Hit", "KeptOccurrence", "LearnerRow", "Progress", "Query", "ReviewStore", "RosterChange",
    "SearchResult", "SignOff", "SignoffData", "SpanState", "Step", "StoreError", "Undone", "digest_files", "is_url",
    "os_account", "release_digest",
]
