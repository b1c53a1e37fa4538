"""The sign-off as a release gate: while essays are signed off, no decision, undo or propagation may change
them (the release would no longer be the one signed); a sign-off is reopened explicitly, with a reason, and
that reopening is logged like every decision (ReviewStore.reopen_sign_off)."""

from __future__ import annotations

import time

from workbench.store.api import StoreError
from workbench.store.sqlite import Tx

__all__ = ["MIN_REASON_CHARS", "MIN_REASON_WORDS", "REOPENS", "check_reason", "latest", "refusal"]

#: the value key of the status decisions that reopen a sign-off (the sign-off's id)
REOPENS = "reopens"
#: the least a reason for reopening says: what was wrong and where takes a few words ("a name was missed",
#: "Kvastrup is a place here"); "x", "fix" or "wrong name" tell a later reader of the log nothing
MIN_REASON_WORDS, MIN_REASON_CHARS = 3, 15


def check_reason(reason: str, what: str = "the reason for reopening the sign-off") -> str:
    """``reason`` (plain text, stripped) when it is long enough to say why (a sign-off is reopened, ...)."""
    if len(reason.split()) < MIN_REASON_WORDS or len(reason) < MIN_REASON_CHARS:
        raise StoreError(f"{what} must say what was wrong: at least "
                         f"{MIN_REASON_WORDS} words and {MIN_REASON_CHARS} characters, not {len(reason)} "
                         f"character(s)")
    return reason


def latest(tx: Tx) -> str:
    """The newest sign-off in words: "sign-off 2 by anna on 2026-12-06 18:00 UTC"."""
    row = tx.one("SELECT id, reviewer, time FROM signoffs ORDER BY id DESC LIMIT 1")
    if row is None:
        return "a sign-off"
    when = time.strftime("%Y-%m-%d %H:%M UTC", time.gmtime(float(row[2])))
    return f"sign-off {row[0]} by {row[1]} on {when}"


def refusal(tx: Tx, essay_id: str, doing: str, which: str | None = None) -> StoreError:
    """Why ``doing`` is refused in the signed-off essay ``essay_id``, and how to reopen it; ``which``: the essay
    named otherwise than by its id (an id that may name someone: ReviewStore.rename_essay)."""
    return StoreError(f"{which or f'essay {essay_id}'} is signed off ({latest(tx)}): {doing} would change the "
                      "release that was signed; reopen the sign-off first, with a reason (workbench review reopen "
                      "--by NAME --reason TEXT; ReviewStore.reopen_sign_off), and sign off again afterwards")
