from __future__ import annotations

from pathlib import Path

import pytest

from tests.forum.conftest import MESSAGES, write
from workbench.forum.apply import apply_table
from workbench.forum.model import Participant
from workbench.forum.read import read_messages
from workbench.forum.table import ConversionTable
from workbench.io.errors import InputError

XML = """<corpus><thread id="t1" title="Hej Marie">
<message id="m1" author="mdupont" recipients="u05" timestamp="1"><subject>Till Pekka</subject>
<body>{body}</body></message></thread></corpus>"""


def run(tmp_path: Path, people: list[Participant], body: str, strategy: str = "roles", **kw):
    corpus = read_messages(write(tmp_path, "m.xml", XML.format(body=body)))
    return apply_table(corpus, ConversionTable.build(people, strategy), **kw)


def test_headers_title_subject_and_body(tmp_path: Path, people: list[Participant]) -> None:
    r = run(tmp_path, people, "Hej Pekka, Karins bok är bra.", detect=False)  # detectors: tested below
    m = r.corpus.messages[0]
    assert (m.author, m.recipients, m.timestamp) == ("Learner#1", ("Tutor#2",), "1")
    assert m.subject == "Till Tutor#2" and m.body == "Hej Tutor#2, Tutors bok är bra."
    assert r.corpus.thread_titles["t1"] == "Hej Learner#1/Learner#2"
    heads = [
        (e.essay_id, e.original, e.surrogate)
        for e in r.entries
        if "#" in e.essay_id
        and "body" not in e.essay_id
        and "subject" not in e.essay_id
        and "title" not in e.essay_id
    ]
    assert heads == [("m1#author", "mdupont", "Learner#1"), ("m1#recipients", "u05", "Tutor#2")]
    assert {e.learner_id for e in r.entries} == {"Learner#1"}


def test_detectors_handle_the_rest_and_an_email_wins_over_a_name(
    tmp_path: Path, people: list[Participant]
) -> None:
    r = run(tmp_path, people, "Skriv till pekka.virtanen@example.com eller ring 070-123 45 67.")
    body = r.corpus.messages[0].body
    assert "example.com" not in body and "123 45 67" not in body and "Tutor" not in body
    assert r.mentions["detected"] >= 2


def test_detect_false_only_masks_participants(tmp_path: Path, people: list[Participant]) -> None:
    r = run(tmp_path, people, "Ring Karin på 070-123 45 67.", detect=False)
    assert r.corpus.messages[0].body == "Ring Tutor på 070-123 45 67." and "detected" not in r.mentions


def test_an_edited_table_catches_altered_forms(tmp_path: Path, people: list[Participant]) -> None:
    corpus = read_messages(MESSAGES)
    table = ConversionTable.build(
        people + [Participant("u06", "ahassan", "Amira", "Hassan", "learner", "female", "sv", ("Mira",))],
        "names",
    )
    for pid, login in (("u05", "pvirtanen"),):
        assert table.header_participant(login).id == pid
    before = apply_table(corpus, table, detect=False)
    assert "Marie B." not in before.corpus.messages[4].body  # the first name is masked either way
    table.add_form("u03", "Marie B.", mask="Ebba L.")
    table.add_form("u06", "Mirre", mask="Hanna")
    after = apply_table(corpus, table, detect=False)
    body = after.corpus.messages[4].body
    assert "Tack Ebba L. för" in body and body.endswith("Hanna")
    assert not any(p.startswith("m5#body") for p in after.problems)


@pytest.mark.parametrize(
    "xml, needle",
    [
        (
            '<corpus><thread id="t">\n<message id="m" author="stranger"><body/></message></thread></corpus>',
            "author",
        ),
        (
            '<corpus><thread id="t">\n<message id="m" author="u01" recipients="u02;x"><body/></message>'
            "</thread></corpus>",
            "recipients",
        ),
    ],
)
def test_unknown_people_in_headers_fail_loudly(
    tmp_path: Path, people: list[Participant], xml: str, needle: str
) -> None:
    path = write(tmp_path, "m.xml", xml)
    with pytest.raises(InputError, match=f"message 'm': the {needle} is not a participant") as e:
        apply_table(read_messages(path), ConversionTable.build(people))
    assert e.value.line == "2" and "stranger" not in str(e.value)


def test_mode_must_be_a_surrogate_mode(tmp_path: Path, people: list[Participant]) -> None:
    with pytest.raises(ValueError, match="use swell or hips"):
        run(tmp_path, people, "x", mode="redact")


def test_a_mask_ending_in_a_full_stop_does_not_double_it(tmp_path: Path, people: list[Participant]) -> None:
    r = run(tmp_path, people, "Kalla mig Jonte. Eller Jonte!", strategy="initials", detect=False)
    assert r.corpus.messages[0].body == "Kalla mig J. Eller J.!"


def test_reply_markers_of_a_subject_are_no_names(tmp_path: Path, people: list[Participant]) -> None:
    xml = XML.replace("Till Pekka", "Re: SV: Välkommen, Pekka")
    corpus = read_messages(write(tmp_path, "m.xml", xml.format(body="Hej!")))
    r = apply_table(corpus, ConversionTable.build(people, "roles"))
    assert r.corpus.messages[0].subject == "Re: SV: Välkommen, Tutor#2"
