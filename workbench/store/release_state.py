"""What a release check needs to know of the store's review state, cheaply: where the log is (a mark), which
essays changed since a mark, a digest of each learner's review state, and the rendered-release cache.

- ``log_mark``: the store's id, the highest decision id, the highest essay position and the time of the last
  decision. Every change of the review state appends a decision (an undo appends one naming the step it
  takes back), every new essay takes the next position, so the essays changed since a mark are those of
  the decisions after it, of the steps those undos take back, and the essays added after it
  (``changed_essays``). The id (schema 6) tells apart another store made at the same path or URL, the time a
  copy of this one that took other decisions since (their ids alike, their times not): either has the same
  counts and another review (review 18 F2).
- ``learner_digests``: SHA-256 over each learner's essays (id, language, in corpus order) and every span's
  state (offsets, label, attributes, number, status, who decided): what the export of that learner's
  essays depends on, besides the other learners' originals (workbench.pseudonymize.avoid.RecordingAvoid).
- The cache table ``release_cache`` (learner id, key, compressed data) holds derived data only, made and
  read by workbench.review_release; it is created when first used, not part of the schema's versions, and
  dropping it loses nothing but time. It holds rendered texts, so it lives where the originals already
  are: in the store, nowhere else. Beside it ``release_checked`` (settings, data) holds, per settings, the
  record of the last check (its log mark, and per learner the render it checked and what it found), so a new
  kernel's first check reads only what changed since (derived data too, dropped at no cost).
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Collection, Iterable, Mapping
from typing import Any

from workbench.store.sqlite import Tx

__all__ = ["LogMark", "changed_essays", "continues", "ensure_cache", "learner_digests", "load_cache", "load_checked",
           "log_mark", "save_cache", "store_id"]

#: (store id, highest decision id, highest essay position, time of the last decision)
LogMark = tuple[str, int, int, float]
_CHUNK = 500
_CACHE = ("CREATE TABLE IF NOT EXISTS release_cache (learner_id TEXT PRIMARY KEY, cache_key TEXT NOT NULL, "
          "data {blob} NOT NULL)")
_CHECKED = "CREATE TABLE IF NOT EXISTS release_checked (settings TEXT PRIMARY KEY, data {blob} NOT NULL)"


def _chunks(items: Collection[str]) -> Iterable[list[str]]:
    ordered = sorted(items)
    for k in range(0, len(ordered), _CHUNK):
        yield ordered[k:k + _CHUNK]


def store_id(tx: Tx) -> str:
    """The store's random id (schema 6); "" when it has none (its meta row deleted): then no verdict is taken
    for it without a new run."""
    return str(tx.value("SELECT value FROM workbench_meta WHERE key = 'store_id'") or "")


def log_mark(tx: Tx) -> LogMark:
    last = tx.one("SELECT id, time FROM decisions ORDER BY id DESC LIMIT 1")
    return (store_id(tx), int(last[0]) if last else 0, int(tx.value("SELECT COALESCE(MAX(position), -1) FROM essays")),
            float(last[1]) if last else 0.0)


def continues(tx: Tx, since: LogMark) -> bool:
    """Whether the store's log goes on from the mark ``since``: the same store id, and the decision at its id
    still the one of its time (a copy of the store that took other decisions since has other times). When not,
    ``changed_essays`` cannot tell what changed since."""
    if not since[0] or since[0] != store_id(tx):
        return False
    if not since[1]:
        return True
    return bool(tx.value("SELECT time FROM decisions WHERE id = ?", (since[1],)) == since[3])


def changed_essays(tx: Tx, since: LogMark) -> set[str]:
    """The essays whose review state may differ from the state at mark ``since`` (see the module doc)."""
    _, last, position, _ = since
    changed = {r[0] for r in tx.all("SELECT DISTINCT essay_id FROM decisions WHERE id > ?", (last,))}
    steps = [int(json.loads(r[0])["step"]) for r in
             tx.all("SELECT value FROM decisions WHERE id > ? AND action = 'undo'", (last,))]
    for k in range(0, len(steps), _CHUNK):
        part = steps[k:k + _CHUNK]
        changed |= {r[0] for r in tx.all(f"SELECT DISTINCT essay_id FROM decisions WHERE step IN "
                                         f"({','.join('?' * len(part))})", part)}
    changed |= {r[0] for r in tx.all("SELECT id FROM essays WHERE position > ?", (position,))}
    return changed


#: one span's state as text: every field that may hold any character carries its length, so no two states
#: read the same
_SPAN_TEXT = ("start || ',' || \"end\" || ',' || label || ',' || length(attributes) || ':' || attributes || ',' || "
              "COALESCE(number, -1) || ',' || status || ',' || length(COALESCE(decided_by, '')) || ':' || "
              "COALESCE(decided_by, '')")


def learner_digests(tx: Tx, concat: str, learner_ids: Collection[str] | None = None) -> dict[str, str]:
    """The digest of the review state of each learner of ``learner_ids`` (every learner when None); ``concat``
    is the backend's aggregate that joins one essay's span states ``t`` in ``span_id`` order."""
    essay_sql = "SELECT id, learner_id, language, position FROM essays"
    span_sql = (f"SELECT essay_id, {concat} FROM (SELECT essay_id, span_id, {_SPAN_TEXT} AS t FROM span_state "
                "{} ORDER BY essay_id, span_id) AS s GROUP BY essay_id")
    if learner_ids is None:
        essays = tx.all(essay_sql)
        spans = tx.all(span_sql.format(""))
    else:
        essays, spans = [], []
        for part in _chunks(learner_ids):
            essays += tx.all(f"{essay_sql} WHERE learner_id IN ({','.join('?' * len(part))})", part)
        for part in _chunks([r[0] for r in essays]):
            spans += tx.all(span_sql.format(f"WHERE essay_id IN ({','.join('?' * len(part))})"), part)
    essays.sort(key=lambda r: r[3])
    states: dict[str, str] = dict(spans)
    hashes: dict[str, Any] = {}
    for essay_id, learner, language, _ in essays:
        h = hashes.get(learner)
        if h is None:
            h = hashes[learner] = hashlib.sha256()
        # the spans by id (a backend that joined them in another order would cost renders, never a wrong hit)
        h.update(repr((essay_id, language, states.get(essay_id, ""))).encode("utf-8", "surrogatepass"))
    return {learner: h.hexdigest() for learner, h in hashes.items()}


def ensure_cache(tx: Tx, blob_type: str) -> None:
    """Create the cache tables when the store has none yet (in a write transaction)."""
    tx.run(_CACHE.format(blob=blob_type))
    tx.run(_CHECKED.format(blob=blob_type))


def load_cache(tx: Tx, learner_ids: Collection[str]) -> dict[str, tuple[str, bytes]]:
    """The cached (key, data) of each of ``learner_ids`` that has a row (``ensure_cache`` first)."""
    out: dict[str, tuple[str, bytes]] = {}
    for part in _chunks(learner_ids):
        for learner, key, data in tx.all("SELECT learner_id, cache_key, data FROM release_cache WHERE learner_id "
                                         f"IN ({','.join('?' * len(part))})", part):
            out[learner] = (key, bytes(data))
    return out


def load_checked(tx: Tx, settings: str) -> bytes | None:
    """The record of the last check in ``settings``, if any (``ensure_cache`` first)."""
    rows = tx.all("SELECT data FROM release_checked WHERE settings = ?", (settings,))
    return bytes(rows[0][0]) if rows else None


def save_cache(tx: Tx, blob_type: str, rows: Mapping[str, tuple[str, bytes]],
               checked: tuple[str, bytes] | None = None) -> None:
    """Store (key, data) per learner, replacing what was there, and ``checked`` (settings, record) when given
    (in a write transaction)."""
    ensure_cache(tx, blob_type)
    if checked is not None:
        tx.run("DELETE FROM release_checked WHERE settings = ?", (checked[0],))
        tx.insert_many("release_checked", ("settings", "data"), [checked])
    items = sorted(rows.items())
    for k in range(0, len(items), _CHUNK):
        part = items[k:k + _CHUNK]
        tx.run(f"DELETE FROM release_cache WHERE learner_id IN ({','.join('?' * len(part))})", [x for x, _ in part])
        tx.insert_many("release_cache", ("learner_id", "cache_key", "data"),
                       [(x, key, data) for x, (key, data) in part])
