from __future__ import annotations

import pytest

from workbench.forum.headers import mask_headers, participant_of
from workbench.forum.model import Message, Participant
from workbench.forum.table import ConversionTable
from workbench.io.errors import InputError


def test_mask_headers(people: list[Participant]) -> None:
    table = ConversionTable.build(people, "roles")
    m = Message(
        "m1", "t1", "mdupont", ("u01", "Jonathan Smith"), "1", "x", where="f.xml:3", recipient_sep=","
    )
    new, entries = mask_headers(table, m, {p.id: i for i, p in enumerate(people, 1)})
    assert (new.author, new.recipients) == ("Learner#1", ("Tutor", "Learner#3"))
    assert [(e.essay_id, e.original, e.surrogate, e.target_start, e.target_end) for e in entries] == [
        ("m1#author", "mdupont", "Learner#1", 0, 9),
        ("m1#recipients", "u01", "Tutor", 0, 5),
        ("m1#recipients", "Jonathan Smith", "Learner#3", 6, 15),
    ]
    assert ",".join(new.recipients)[6:15] == "Learner#3"


def test_unknown_header_value(people: list[Participant]) -> None:
    m = Message("m1", "t1", "ghost", (), where="dir/f.xml:7")
    with pytest.raises(InputError, match="message 'm1': the author is not a participant") as e:
        participant_of(ConversionTable.build(people), "ghost", m, "author")
    assert str(e.value.path) == "dir/f.xml" and e.value.line == "7" and "ghost" not in str(e.value)
