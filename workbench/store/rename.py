"""Renaming an essay in place: every row of the store that names it by its id, in every table (SQLite and
PostgreSQL alike), within the caller's write transaction (ReviewStore.rename_essay checks the new id, refuses a
signed-off essay and logs the rename as a decision).

An essay's id is its released file's name, and the leak check reads file names like texts: an id that names its
writer ("Karin_Lundqvist_uppsats") refuses the release, and nothing else can change an id once the essays are
in the store. Besides the id columns, the log and the state name an essay in two texts: a proposed span's
decision (``{"essay": ..., "span": ...}``: where the value was accepted) and its reason ("known value: city 1 in
essay ..."); both follow the rename.

An essay read without metadata.csv, or from an SVALA file, has its id as learner id too: a learner id that is the
old id, of no other essay, is renamed with it (review 28: the old id was released as the learner id of kaggle.json
and report.json); ReviewStore.rename_essay refuses the rename where other essays have that learner, or the new id
is another learner's.

The source an essay came from still holds its old id: ``renamed_away`` tells the essays added later (review init,
svala import of that source) which ids were renamed, so that the essay is not added again under its old id and
released twice (review 23 M1).
"""

from __future__ import annotations

import json
from collections.abc import Collection

from workbench.store.sqlite import Tx

__all__ = ["ESSAY_ID_COLUMNS", "learner_refusal", "rename", "renamed_away"]

#: every (table, column) of the schema that holds an essay id (a test reads the schema for them)
ESSAY_ID_COLUMNS = (("essays", "id"), ("spans", "essay_id"), ("candidates", "essay_id"), ("decisions", "essay_id"),
                    ("essay_state", "essay_id"), ("span_state", "essay_id"), ("blind_essay_state", "essay_id"),
                    ("blind_span_state", "essay_id"), ("search_terms", "essay_id"))
_REASONS = ("spans", "span_state", "blind_span_state")


def _like(text: str) -> str:
    """``text`` as a LIKE pattern's literal part (with ESCAPE '!')."""
    return text.replace("!", "!!").replace("%", "!%").replace("_", "!_")


def rename(tx: Tx, old: str, new: str) -> None:
    """Give essay ``old`` the id ``new`` everywhere (in a write transaction; ``new`` is no essay's id), and its
    learner id where that is ``old`` (``learner_refusal`` said None). The essay's row is copied under the new id,
    the rows naming it follow, then the old row goes: the spans and raw candidates reference it."""
    tx.run("INSERT INTO essays (id, learner_id, language, text, metadata, position) SELECT ?, CASE WHEN learner_id "
           "= ? THEN ? ELSE learner_id END, language, text, metadata, position FROM essays WHERE id = ?",
           (new, old, new, old))
    tx.run("UPDATE essay_state SET learner_id = ? WHERE essay_id = ? AND learner_id = ?", (new, old, old))
    for table, column in ESSAY_ID_COLUMNS:
        if table != "essays":
            tx.run(f"UPDATE {table} SET {column} = ? WHERE {column} = ?", (new, old))
    tx.run("DELETE FROM essays WHERE id = ?", (old,))
    for did, raw in tx.all("SELECT id, value FROM decisions WHERE action = 'propose' AND value LIKE ? ESCAPE '!'",
                           (f"%{_like(json.dumps(old, ensure_ascii=False))}%",)):
        value = json.loads(raw)
        if value.get("essay") == old:
            value["essay"] = new
            tx.run("UPDATE decisions SET value = ? WHERE id = ?", (json.dumps(value, ensure_ascii=False), did))
    tail = f" in essay {old}"
    for table in _REASONS:
        for (reason,) in tx.all(f"SELECT DISTINCT reason FROM {table} WHERE origin = 'known_value' AND reason LIKE ? "
                                "ESCAPE '!'", (f"%{_like(tail)}",)):
            if reason.endswith(tail):
                tx.run(f"UPDATE {table} SET reason = ? WHERE origin = 'known_value' AND reason = ?",
                       (f"{reason[:-len(old)]}{new}", reason))


def learner_refusal(tx: Tx, old: str, new: str) -> str | None:
    """Why essay ``old`` cannot be renamed ``new`` where its learner id is ``old`` too (None: it can): another
    essay has that learner (its learner id would keep the old id), or ``new`` is another learner's id (the
    learners would become one)."""
    if tx.value("SELECT learner_id FROM essays WHERE id = ?", (old,)) != old:
        return None
    if n := int(tx.value("SELECT COUNT(*) FROM essays WHERE learner_id = ? AND id <> ?", (old, old))):
        return (f"its learner id is its id too, and {n} other essay(s) of the store have that learner, whose released "
                "learner id would still be the old id; the store has no command to rename a learner: read the essays "
                "again with a metadata.csv that gives them another learner id")
    if tx.value("SELECT COUNT(*) FROM essays WHERE learner_id = ?", (new,)):
        return (f"its learner id is its id too and is renamed with it, but {new!r} is another learner's id already "
                "(the two learners would become one): choose another id")
    return None


def renamed_away(tx: Tx, missing: Collection[str]) -> dict[str, str]:
    """Each of ``missing`` (ids that are no essay of the store) that an essay of the store had until a rename, with
    the id it has now (after its later renames too)."""
    if not missing:
        return {}
    now: dict[str, str] = {}
    for (raw,) in tx.all("SELECT value FROM decisions WHERE action = 'rename' ORDER BY id"):
        value = json.loads(raw)
        for old, new in list(now.items()):
            if new == value["from"]:
                now[old] = value["to"]
        now[value["from"]] = value["to"]
    return {old: now[old] for old in missing if old in now}
