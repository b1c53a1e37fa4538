from __future__ import annotations

from pathlib import Path

import pytest

from tests.forum.conftest import write
from workbench.forum.apply import apply_table
from workbench.forum.collisions import avoid_originals
from workbench.forum.model import Participant
from workbench.forum.read import read_messages
from workbench.forum.table import ConversionTable
from workbench.model import Essay, Span
from workbench.pipeline import number_and_render

XML = """<corpus><thread id="t1"><message id="m1" author="a1" timestamp="1"><body>{body}</body>
</message></thread></corpus>"""


def run(tmp_path: Path, people: list[Participant], body: str):
    corpus = read_messages(write(tmp_path, "m.xml", XML.format(body=body)))
    return apply_table(corpus, ConversionTable.build(people, "roles"))


def test_a_detected_name_never_gets_a_participants_original(tmp_path: Path) -> None:
    """The renderer draws frequent names; a participant may bear one: the span then gets another."""
    base = [
        Participant("u01", "a1", "Xavier", "", "tutor", "male"),
        Participant("u05", "a5", "Yann", "", "tutor", "male"),
    ]
    text = "Min kompis Lisa och min bror Erik kommer."
    drawn = run(tmp_path, base + [Participant("u02", "mdupont", "Zoe", "", "learner", "female")], text)
    names = [e.surrogate for e in drawn.entries if e.label.startswith("firstname")]
    if not names:
        pytest.skip("the detectors found no name to test with")
    people = (
        base
        + [Participant("u02", "mdupont", "Zoe", "", "learner", "female")]
        + [Participant(f"x{i}", f"l{i}", n, "", "learner", "unknown") for i, n in enumerate(names)]
    )
    again = run(tmp_path, people, text).corpus.messages[0].body
    assert not any(n in again for n in names)


def test_avoid_originals_gives_colliding_spans_another_surrogate() -> None:
    essay = Essay("e1", "Learner#1", "Min kompis Lisa kommer.", "sv")
    spans = {"e1": [Span(11, 15, "firstname_female", source="names")]}
    [first] = number_and_render([essay], spans)
    drawn = first.entries[0].surrogate
    table = ConversionTable.build([Participant("u1", "x1", drawn, "", "learner", "female")], "roles")
    assert avoid_originals([first], spans, table)
    [again] = number_and_render([essay], spans)
    assert drawn not in again.target and again.entries[0].original == "Lisa"
    assert not avoid_originals([again], spans, table)
