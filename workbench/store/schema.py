"""The store's tables, in one dialect-neutral text (the words that differ: ``{float}``, and ``{updated}``, the
storage clause of the two state tables updated in place).

The log: ``essays`` and ``spans`` (as review init put them, plus the spans decisions brought in, each naming
its decision), ``decisions`` (append-only), ``reviewers`` (with the roster) and ``signoffs``. The state:
``undone`` (the steps taken back), ``essay_state`` and ``span_state``, written by the reducer in the same
transaction as the append and rebuilt from the log by ``ReviewStore.rebuild``. Ids are given by the store
(the highest id plus one, under its write lock), so SQLite and PostgreSQL number alike.

Schema 3 (team review): a decision names the blind review (``layer``: an assigned reviewer) it belongs to;
``blind_essay_state`` and ``blind_span_state`` hold each assigned reviewer's own state of an essay, beside the
shared one (``essay_state.assigned`` counts its reviewers); ``search_terms`` is the search index (every folded
word of every essay, with the essay's position) and ``search_vocab`` its words, written with the essays and
never changed by decisions.

Schema 4 (raw candidates): ``candidates`` holds every candidate detection proposed for an essay before
overlaps were resolved (its detector, score, reason and evidence as JSON), written with the essays and never
changed by decisions: what a reviewer reads as "also proposed by ..." and what ``workbench review candidates``
exports for ``evaluate --by detector``. A store of schema 3 gets the table, empty.

Schema 5 (roster log): ``roster_changes`` records every change of the roster (a name put on or taken off), with
the OS account of the process that made it and when (ReviewStore.add_reviewer), and the reason of a change
made from outside the roster (``override``: a store no roster member can change any more). A store of schema 4 gets the
table, empty: who made its earlier roster is not known.

Schema 6 (store id): ``workbench_meta`` (key, value; on PostgreSQL it held the schema version already) holds
``store_id``, a random id made when the store is made, or when an older store is first opened by an account
that may write it (the upgrade). It tells two stores apart that were made at one path or URL (a backup
restored, another store synced over the file, a PostgreSQL schema made again): part of the release check's
identity of a store and of its log mark (workbench.store.release_state), so a verdict on one is never taken
for the other (review 18 F2). An account that may not upgrade a store of schema 5 (a read-only file, a role
that may only read, or may not make tables) reads it as it is, with no id: every verdict on it is then checked
anew (review 23 M2).
"""

from __future__ import annotations

__all__ = ["LOG_TABLES", "READABLE_AS_IS", "SCHEMA", "SCHEMA_VERSION", "STATE_TABLES", "V1_TO_V2", "V2_TO_V3",
           "V3_TO_V4", "V4_TO_V5", "V5_TO_V6", "statements"]

SCHEMA_VERSION = 6
#: a store of this schema lacks only the store id: an account that may not upgrade it reads it as it is, with no
#: id (every verdict on it checked anew: workbench.store.release_state.store_id)
READABLE_AS_IS = 5

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
                          open_sensitive INTEGER NOT NULL, open_extra INTEGER NOT NULL, reviewed_at {float}){updated};
CREATE INDEX essay_state_learner ON essay_state(learner_id, position);
CREATE INDEX essay_state_position ON essay_state(position);
CREATE TABLE span_state (span_id BIGINT PRIMARY KEY, essay_id TEXT NOT NULL, start INTEGER NOT NULL,
                         "end" INTEGER NOT NULL, label TEXT NOT NULL, attributes TEXT NOT NULL, number INTEGER,
                         source TEXT NOT NULL, score {float} NOT NULL, reason TEXT NOT NULL, origin TEXT NOT NULL,
                         status TEXT NOT NULL, decided_by TEXT, comments TEXT NOT NULL){updated};
CREATE INDEX span_state_essay ON span_state(essay_id);
"""

_V3 = """
ALTER TABLE decisions ADD COLUMN layer TEXT;
ALTER TABLE essay_state ADD COLUMN assigned INTEGER NOT NULL DEFAULT 0;
CREATE INDEX essay_state_assigned ON essay_state(assigned, position);
CREATE TABLE blind_essay_state (essay_id TEXT NOT NULL, reviewer TEXT NOT NULL, status TEXT NOT NULL,
                                opened INTEGER NOT NULL, open_spans INTEGER NOT NULL, reviewed_at {float},
                                PRIMARY KEY (essay_id, reviewer));
CREATE INDEX blind_essay_state_reviewer ON blind_essay_state(reviewer);
CREATE TABLE blind_span_state (reviewer TEXT NOT NULL, span_id BIGINT NOT NULL, essay_id TEXT NOT NULL,
                               start INTEGER NOT NULL, "end" INTEGER NOT NULL, label TEXT NOT NULL,
                               attributes TEXT NOT NULL, number INTEGER, source TEXT NOT NULL, score {float} NOT NULL,
                               reason TEXT NOT NULL, origin TEXT NOT NULL, status TEXT NOT NULL, decided_by TEXT,
                               comments TEXT NOT NULL, PRIMARY KEY (reviewer, span_id));
CREATE INDEX blind_span_state_essay ON blind_span_state(essay_id);
CREATE INDEX span_state_label ON span_state(label, span_id);
CREATE INDEX span_state_source ON span_state(source, span_id);
CREATE TABLE search_terms (term TEXT NOT NULL, position INTEGER NOT NULL, essay_id TEXT NOT NULL,
                           PRIMARY KEY (term, position));
CREATE TABLE search_vocab (term TEXT PRIMARY KEY);
"""

_V4 = """
CREATE TABLE candidates (id BIGINT PRIMARY KEY, essay_id TEXT NOT NULL REFERENCES essays(id), start INTEGER NOT NULL,
                         "end" INTEGER NOT NULL, label TEXT NOT NULL, attributes TEXT NOT NULL, source TEXT NOT NULL,
                         score {float} NOT NULL, reason TEXT NOT NULL, evidence TEXT NOT NULL);
CREATE INDEX candidates_essay ON candidates(essay_id, id);
"""

_V5 = """
CREATE TABLE roster_changes (id BIGINT PRIMARY KEY, name TEXT NOT NULL, roster INTEGER NOT NULL,
                             account TEXT NOT NULL, time {float} NOT NULL, override TEXT);
"""

_V6 = """
CREATE TABLE IF NOT EXISTS workbench_meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
"""

#: a new store
SCHEMA = _LOG + _V2 + _V3 + _V4 + _V5 + _V6

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
""" + _V2 + _V3

#: a store of schema 2: the blind reviews, the search index (both filled by the migration)
V2_TO_V3 = _V3

#: a store of schema 3: the raw candidates' table (empty: the store was filled without them)
V3_TO_V4 = _V4

#: a store of schema 4: the roster's log (empty: who made the roster before is not known)
V4_TO_V5 = _V5

#: a store of schema 5: the meta table, where the store id goes (ReviewStore._migrate writes one)
V5_TO_V6 = _V6

LOG_TABLES = ("essays", "spans", "candidates", "reviewers", "roster_changes", "decisions", "signoffs")
STATE_TABLES = ("undone", "essay_state", "span_state", "blind_essay_state", "blind_span_state")


def statements(script: str, float_type: str, updated: str = "") -> list[str]:
    """The statements of a script, with the dialect's floating-point type and storage clause of the tables
    updated in place."""
    return [s.strip() for s in script.replace("{float}", float_type).replace("{updated}", updated).split(";")
            if s.strip()]
