from __future__ import annotations

import pytest

from workbench.forum.match import MentionFinder
from workbench.forum.model import Participant
from workbench.forum.prompts import chat_speakers, signature
from workbench.forum.table import ConversionTable


@pytest.fixture
def table(people: list[Participant]) -> ConversionTable:
    return ConversionTable.build(people, "roles")


@pytest.mark.parametrize(
    "text, speakers, unknown",
    [
        ("mdupont: hej\njsmith: hi", ["mdupont", "jsmith"], []),
        ("[10:32] marie: hej", ["marie"], []),
        ("<jsmith> hi there", ["jsmith"], []),
        ("(10:32) <karin> hej\n10:33 jonte: ok", ["karin", "jonte"], []),
        ("[10:32] gäst: hej\n[10:33] karin: välkommen", ["karin"], ["gäst"]),
        ("PS: glöm inte boken\nObs: läxa", [], []),
        ("Marie: du har rätt", ["Marie"], []),  # a known name alone, no chat: found by forms anyway
        ("Nej: du har fel", [], []),  # one bare prefix that no form knows: not a chat
    ],
)
def test_chat_speakers(table: ConversionTable, text: str, speakers: list[str], unknown: list[str]) -> None:
    known, unknown_spans = chat_speakers(text, MentionFinder(table))
    if text.startswith("Marie:"):
        assert known == [] and unknown_spans == []
        return
    assert [text[m.start : m.end] for m in known] == speakers
    assert [text[a:b] for a, b in unknown_spans] == unknown


@pytest.mark.parametrize(
    "text, sig, how_kind",
    [
        ("Hej!\n\n/Mimi", "Mimi", "nickname"),
        ("Tack.\n\nHälsningar\nKarin", "Karin", "first"),
        ("Thanks!\n\nCheers,\nJon", "Jon", "altered"),  # not in this table: the author's unlisted form
        ("Se nedan.\n--\nPekka Virtanen", "Pekka Virtanen", "full"),
        ("Hej\n\nHälsningar\nKarin Lindqvist.", "Karin Lindqvist", "full"),
    ],
)
def test_signatures(table: ConversionTable, text: str, sig: str, how_kind: str) -> None:
    m = signature(text, MentionFinder(table), table, "u04")
    assert m is not None and text[m.start : m.end] == sig and m.form.kind == how_kind
    if how_kind == "altered":
        assert m.form.participant == "u04" and m.surrogate == "Learner#3"


@pytest.mark.parametrize(
    "text", ["Hej!\n\nVi ses i morgon", "Hej Karin", "", "Tack\nHälsningar", "x\n--\n123"]
)
def test_no_signature(table: ConversionTable, text: str) -> None:
    assert signature(text, MentionFinder(table), table, "u04") is None
