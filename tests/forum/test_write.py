from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests.forum.conftest import MESSAGES, PARTICIPANTS, write
from workbench.forum.read import read_messages
from workbench.forum.rows import write_rows
from workbench.forum.run import forum_pseudonymize
from workbench.pseudonymize.release import LeakError

XML = """<corpus><thread id="{tid}"><message id="m1" author="mdupont" timestamp="1"><body>{body}</body>
</message></thread></corpus>"""


def sample_as(tmp_path: Path, fmt: str) -> Path:
    """The sample forum converted to JSONL or CSV (same messages)."""
    corpus = read_messages(MESSAGES)
    fields = ["id", "thread", "author", "recipients", "timestamp", "subject", "body"]
    records = [
        {
            "id": m.id,
            "thread": m.thread,
            "author": m.author,
            "recipients": ";".join(m.recipients),
            "timestamp": m.timestamp,
            "subject": m.subject,
            "body": m.body,
        }
        for m in corpus.messages
    ]
    corpus.format, corpus.raw = fmt, (fields, records)
    return write_rows(corpus, tmp_path / f"sample.{fmt}")


@pytest.mark.parametrize("fmt", ["jsonl", "csv"])
def test_rows_formats_are_written_back_the_same_way(tmp_path: Path, fmt: str) -> None:
    src = sample_as(tmp_path, fmt)
    forum_pseudonymize(src, PARTICIPANTS, tmp_path / "out", strategy="names", detect=False)
    out = read_messages(tmp_path / "out" / "release" / f"messages.{fmt}")
    before = read_messages(src)
    assert [(m.id, m.thread, m.timestamp) for m in out.messages] == [
        (m.id, m.thread, m.timestamp) for m in before.messages
    ]
    text = (tmp_path / "out" / "release" / f"messages.{fmt}").read_text(encoding="utf-8")
    assert "Marie" not in text and "Karin" not in text and "mdupont" not in text


def test_a_leak_writes_nothing_and_keeps_the_previous_release(tmp_path: Path) -> None:
    people = write(
        tmp_path,
        "p.csv",
        "id,login,first_name,last_name,role,gender,language\nu1,mdupont,Marie,Dupont,learner,f,sv\n",
    )
    good = write(tmp_path, "good.xml", XML.format(tid="t1", body="Hej, jag heter Marie."))
    out = tmp_path / "out"
    forum_pseudonymize(good, people, out, detect=False)
    first = (out / "release" / "messages.xml").read_text(encoding="utf-8")
    bad = write(tmp_path, "bad.xml", XML.format(tid="thread-of-marie", body="Hej"))
    with pytest.raises(LeakError, match=r"release/messages.xml:2 \(offset \d+\): original value \(firstname_female\)"):
        forum_pseudonymize(bad, people, out, detect=False)
    assert (out / "release" / "messages.xml").read_text(encoding="utf-8") == first
    assert sorted(p.name for p in out.iterdir()) == ["private", "release", "report.json"]


def test_review_comments_the_participants_wrote_are_theirs_but_forms_inside_longer_words_are_fatal(
        tmp_path: Path) -> None:
    """One verdict: "Marie" inside "Mariehamn" is the participant's name in the release, as check-release
    would find it, so the release is refused (no warning); an "OBS!" a participant wrote is their text."""
    people = write(
        tmp_path,
        "p.csv",
        "id,login,first_name,last_name,role,gender,language\nu1,mdupont,Marie,Dupont,learner,f,sv\n",
    )
    src = write(tmp_path, "m.xml", XML.format(tid="t1", body="OBS! Marie flyttar."))
    forum_pseudonymize(src, people, tmp_path / "out", detect=False, passphrase="a passphrase for tests")
    report = json.loads((tmp_path / "out" / "report.json").read_text(encoding="utf-8"))
    assert "Marie" not in json.dumps(report)
    body = read_messages(tmp_path / "out" / "release" / "messages.xml").messages[0].body
    assert body == "OBS! Learner#1 flyttar."
    bad = write(tmp_path, "bad.xml", XML.format(tid="t1", body="Marie flyttar till Mariehamn."))
    with pytest.raises(LeakError, match=r"\(m1#body\):1 \(offset \d+\): original value \(firstname_female\): "
                                        r".*till \[FIRSTNAME_FEMALE\]hamn"):
        forum_pseudonymize(bad, people, tmp_path / "out", detect=False, passphrase="a passphrase for tests")


def test_table_path_and_missing_inputs(tmp_path: Path) -> None:
    out = tmp_path / "out"
    forum_pseudonymize(MESSAGES, PARTICIPANTS, out, strategy="initials", detect=False)
    again = forum_pseudonymize(
        MESSAGES, None, tmp_path / "again", table_path=out / "private" / "conversion_table.csv", detect=False
    )
    assert "loaded masks" in again
    assert (tmp_path / "again" / "release" / "messages.xml").read_bytes() == (
        out / "release" / "messages.xml"
    ).read_bytes()
    with pytest.raises(ValueError, match="participants file or a conversion table"):
        forum_pseudonymize(MESSAGES, None, tmp_path / "x")


def test_names_hidden_by_unicode_are_masked_all_the_same(tmp_path: Path) -> None:
    """A soft hyphen or zero-width space inside a name, or a name in NFD, in the messages or in the
    participants file, once hid it from the conversion table: both are normalised on reading."""
    people = write(
        tmp_path,
        "p.csv",
        "id,login,first_name,last_name,role,gender,language\nu1,mdupont,Ma\u0301rie,Dupo\u200bnt,learner,f,sv\n",
    )
    body = "Hej, jag heter Má\u00adrie Du\u200bpont. Hälsningar Ma\u0301rie"
    src = write(tmp_path, "m.xml", XML.format(tid="t1", body=body))
    forum_pseudonymize(src, people, tmp_path / "out", detect=False)
    text = (tmp_path / "out" / "release" / "messages.xml").read_text(encoding="utf-8")
    assert "Márie" not in text and "Dupont" not in text and "rie" not in text
    report = json.loads((tmp_path / "out" / "report.json").read_text(encoding="utf-8"))
    assert f"{src}: 2 invisible characters removed, NFC applied in 1 message (at 1)" in report["problems"][0]
