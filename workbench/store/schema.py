"""The store's tables, in one dialect-neutral text (``{float}`` is the only word that differs).

The log: ``essays`` and ``spans`` (as review init put them, plus the spans decisions brought in, each naming
its decision), ``decisions`` (append-only), ``reviewers`` (with the roster) and ``signoffs``. The state:
``undone`` (the steps taken back), ``essay_state`` and ``span_state``, written by the reducer in the same
transaction as the append and rebuilt from the log by ``ReviewStore.rebuild``. Ids are given by the store
(the highest id plus one, under its write lock), so SQLite and PostgreSQL number alike.
"""

from __future__ import annotations

__all__ = ["LOG_TABLES", "SCHEMA", "SCHEMA_VERSION", "STATE_TABLES", "V1_TO_V2", "statements"]

SCHEMA_VERSION = 2

_LOG = """
CREATE TABLE essays (id TEXT PRIMARY KEY, learner_id TEXT NOT NULL, language TEXT NOT NULL, text TEXT NOT NULL,
                     metadata TEXT NOT NULL, position INTEGER NOT NULL);
CREATE INDEX essays_learner ON essays(learner_id);
CREATE TABLE spans (id BIGINT PRIMARY KEY, essay_id TEXT NOT NULL REFERENCES essays(id), start INTEGER NOT NULL,
                    "end" INTEGER NOT NULL, label TEXT NOT NULL, attributes TEXT NOT NULL, number INTEGER,
                    source TEXT NOT NULL, score {float} NOT NULL, reason TEXT NOT NULL, origin TEXT NOT NULL,
                    decision_id BIGINT);
CREATE INDEX spans_essay ON spans(essay_id);
CREATE TABLE reviewers (name TEXT PRIMARY KEY, created {float} NOT NULL, roster INTEGER NOT NULL DEFAULT 0);
CREATE TABLE decisions (id BIGINT PRIMARY KEY, essay_id TEXT NOT NULL, span_id BIGINT, action TEXT NOT NULL,
                        value TEXT NOT NULL, reviewer TEXT NOT NULL, time {float} NOT NULL,
                        step BIGINT NOT NULL DEFAULT 0, bulk TEXT);
CREATE INDEX decisions_essay ON decisions(essay_id);
CREATE TABLE signoffs (id BIGINT PRIMARY KEY, reviewer TEXT NOT NULL, time {float} NOT NULL, note TEXT NOT NULL,
                       release TEXT NOT NULL, digest TEXT NOT NULL DEFAULT '', essays INTEGER NOT NULL DEFAULT 0,
                       confirmed INTEGER NOT NULL DEFAULT 0, leaks INTEGER NOT NULL DEFAULT 0);
"""

_V2 = """
CREATE INDEX decisions_reviewer ON decisions(reviewer, id);
CREATE INDEX decisions_step ON decisions(step);
CREATE TABLE undone (step BIGINT PRIMARY KEY, by_decision BIGINT NOT NULL);
CREATE TABLE essay_state (essay_id TEXT PRIMARY KEY, learner_id TEXT NOT NULL, position INTEGER NOT NULL,
                          status TEXT NOT NULL, opened INTEGER NOT NULL, confirmed_by TEXT,
                          document_comment TEXT NOT NULL, open_spans INTEGER NOT NULL,
                          open_sensitive INTEGER NOT NULL, open_extra INTEGER NOT NULL, reviewed_at {float});
CREATE INDEX essay_state_learner ON essay_state(learner_id, position);
CREATE INDEX essay_state_position ON essay_state(position);
CREATE TABLE span_state (span_id BIGINT PRIMARY KEY, essay_id TEXT NOT NULL, start INTEGER NOT NULL,
                         "end" INTEGER NOT NULL, label TEXT NOT NULL, attributes TEXT NOT NULL, number INTEGER,
                         source TEXT NOT NULL, score {float} NOT NULL, reason TEXT NOT NULL, origin TEXT NOT NULL,
                         status TEXT NOT NULL, decided_by TEXT, comments TEXT NOT NULL);
CREATE INDEX span_state_essay ON span_state(essay_id);
"""

#: a new store
SCHEMA = _LOG + _V2

#: a SQLite store of schema 1 (a log without state): add the columns and state tables, then rebuild
V1_TO_V2 = """
ALTER TABLE spans ADD COLUMN decision_id BIGINT;
UPDATE spans SET decision_id = (SELECT MIN(d.id) FROM decisions d WHERE d.span_id = spans.id AND d.action = 'add')
  WHERE origin = 'manual';
ALTER TABLE reviewers ADD COLUMN roster INTEGER NOT NULL DEFAULT 0;
ALTER TABLE decisions ADD COLUMN step BIGINT NOT NULL DEFAULT 0;
ALTER TABLE decisions ADD COLUMN bulk TEXT;
UPDATE decisions SET step = id;
UPDATE decisions SET value = json_object('step', json_extract(value, '$.decision')) WHERE action = 'undo';
ALTER TABLE signoffs ADD COLUMN digest TEXT NOT NULL DEFAULT '';
ALTER TABLE signoffs ADD COLUMN essays INTEGER NOT NULL DEFAULT 0;
ALTER TABLE signoffs ADD COLUMN confirmed INTEGER NOT NULL DEFAULT 0;
ALTER TABLE signoffs ADD COLUMN leaks INTEGER NOT NULL DEFAULT 0;
""" + _V2

LOG_TABLES = ("essays", "spans", "reviewers", "decisions", "signoffs")
STATE_TABLES = ("undone", "essay_state", "span_state")


def statements(script: str, float_type: str) -> list[str]:
    """The statements of a script, with the dialect's floating-point type."""
    return [s.strip() for s in script.replace("{float}", float_type).split(";") if s.strip()]
