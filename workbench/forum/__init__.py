"""Forum, chat and e-mail corpora: conversion tables for known participants (seed 004, Mulce/Simuligne).

read (workbench.forum.read: XML, JSONL, CSV messages; a participants CSV) ► conversion table
(workbench.forum.table, masks from workbench.forum.strategies) ► apply (workbench.forum.apply: headers,
then texts with workbench.forum.match and .prompts, plus the project's detectors) ► write
(workbench.forum.write: the same format back, the table and key in private/, the leak check).
Formats: workbench/forum/README.md.
"""

from __future__ import annotations

from workbench.forum.apply import ForumResult, apply_table
from workbench.forum.model import ForumCorpus, Message, Participant
from workbench.forum.read import read_messages, read_participants
from workbench.forum.run import forum_pseudonymize
from workbench.forum.table import ConversionTable, Form, TableWarning
from workbench.forum.write import write_forum_release, write_messages

__all__ = [
    "ConversionTable",
    "Form",
    "ForumCorpus",
    "ForumResult",
    "Message",
    "Participant",
    "TableWarning",
    "apply_table",
    "forum_pseudonymize",
    "read_messages",
    "read_participants",
    "write_forum_release",
    "write_messages",
]
