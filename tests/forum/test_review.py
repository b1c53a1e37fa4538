"""Forum messages in the review store: `workbench review init MESSAGES --participants P`, one essay a
message, plain-text bodies (entities decoded, offsets into the decoded text), headers in the metadata."""

from __future__ import annotations

import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from tests.forum.conftest import MESSAGES, PARTICIPANTS, write
from workbench.cli import main
from workbench.forum.apply import apply_table
from workbench.forum.model import Participant
from workbench.forum.read import read_messages
from workbench.forum.review import MESSAGE_KIND, message_essays
from workbench.forum.table import ConversionTable
from workbench.forum.write import write_messages
from workbench.store import ReviewStore

ENTITIES = """<corpus><thread id="t1">
<message id="m1" author="mdupont" recipients="u05;jsmith" timestamp="9">
<subject>Re: Karin &amp; Pekka</subject><body>Tom &amp; Karin &lt;3 Pekka</body></message>
</thread></corpus>"""


def test_review_init_fills_the_store_with_every_message(tmp_path: Path,
                                                        capsys: pytest.CaptureFixture[str]) -> None:
    db = tmp_path / "review.db"
    args = ["review", "init", str(MESSAGES), "--participants", str(PARTICIPANTS), "--db", str(db)]
    assert main(args) == 0
    assert "8 messages added" in capsys.readouterr().err
    corpus, store = read_messages(MESSAGES), ReviewStore(db)
    assert store.essay_ids() == [m.id for m in corpus.messages]
    for m in corpus.messages:
        essay = store.essay(m.id)
        assert essay.text == m.body and essay.metadata["kind"] == MESSAGE_KIND
        assert (essay.metadata["thread"], essay.metadata["timestamp"]) == (m.thread, m.timestamp)
        assert essay.learner_id == essay.metadata["author_mask"] != m.author
        assert all(s.span.text(essay.text).strip() for s in store.spans(m.id))
    assert store.learner_ids() == ["Tutor", "Learner#1", "Learner#3", "Learner#2", "Learner#4", "Tutor#2"]
    m7 = store.essay("m7").metadata
    assert (m7["recipients"], m7["recipient_masks"]) == ("mberger;klindqvist", "Learner#2;Tutor")
    found = {(s.span.text(store.essay("m1").text), s.span.attribute("surrogate")) for s in store.spans("m1")}
    assert ("Karin", "Tutor") in found and ("Pekka", "Tutor#2") in found
    assert main(args) == 0 and "0 messages added" in capsys.readouterr().err  # a second run adds nothing
    assert main([*args, "--workers", "2"]) == 0  # accepted, and said to be unused rather than ignored silently
    assert "--workers/--dask are not used for forum messages" in capsys.readouterr().err


def test_essays_are_refused_by_a_forum_store_at_init(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """Review 14's F15: essays went into a forum store ("5 essays added"), then review export refused the
    whole store. A store's release is written as forum messages or as essays: init says so and adds nothing."""
    db = tmp_path / "forum.db"
    assert main(["review", "init", str(MESSAGES), "--participants", str(PARTICIPANTS), "--db", str(db)]) == 0
    (tmp_path / "essays").mkdir()
    (tmp_path / "essays" / "e1.txt").write_text("Jag heter Karin och bor i Falun.", encoding="utf-8")
    capsys.readouterr()
    assert main(["review", "init", str(tmp_path / "essays"), "--lang", "sv", "--db", str(db)]) == 2
    err = capsys.readouterr().err
    assert "holds forum messages: essays go into a review store of their own" in err and "essays added to" not in err
    with ReviewStore(db) as store:
        assert "e1" not in store.essay_ids() and len(store.essay_ids()) == 8


def test_review_init_with_an_edited_table_and_bad_input(tmp_path: Path, people: list[Participant]) -> None:
    table = ConversionTable.build(people, "roles")
    table.add_form("u02", "Mariechen")
    path = table.save(tmp_path / "table.csv")
    msgs = write(tmp_path, "m.xml", ENTITIES.replace("Tom", "Mariechen"))
    assert main(["review", "init", str(msgs), "--table", str(path), "--db", str(tmp_path / "r.db")]) == 0
    store = ReviewStore(tmp_path / "r.db")
    first = store.spans("m1")[0].span
    assert first.text(store.essay("m1").text) == "Mariechen"
    assert first.attribute("surrogate") == table.default_mask("u02")
    with pytest.raises(SystemExit):  # the participants file is the other half of a forum corpus
        main(["review", "init", str(msgs), "--participants"])
    assert main(["review", "init", str(tmp_path / "no.xml"), "--participants", str(PARTICIPANTS),
                 "--db", str(tmp_path / "r.db")]) == 2


def test_xml_bodies_are_plain_text_and_keep_their_structure(tmp_path: Path,
                                                            people: list[Participant]) -> None:
    corpus = read_messages(write(tmp_path, "m.xml", ENTITIES))
    table = ConversionTable.build(people, "roles")
    [(essay, spans)] = message_essays(corpus, table, detect=False)
    assert essay.text == "Tom & Karin <3 Pekka"  # entities decoded, no markup in the text
    assert [essay.text[s.start:s.end] for s in spans] == ["Karin", "Pekka"]
    assert essay.metadata["subject"] == "Re: Karin & Pekka"
    assert essay.metadata["subject_masked"] == "Re: Tutor & Tutor#2"
    assert (essay.metadata["author"], essay.metadata["author_mask"]) == ("mdupont", "Learner#1")
    out = write_messages(apply_table(corpus, table, detect=False).corpus, tmp_path).read_text("utf-8")
    assert "Tom &amp; Tutor &lt;3 Tutor#2" in out
    message = ET.fromstring(out).find("thread/message")
    assert message is not None and [c.tag for c in message] == ["subject", "body"]
    assert message.attrib == {"id": "m1", "author": "Learner#1", "recipients": "Tutor#2;Learner#3",
                              "timestamp": "9"}
