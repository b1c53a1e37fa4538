from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests.forum.conftest import write
from workbench.forum.read import format_of, read_messages
from workbench.forum.rows import write_rows
from workbench.io.errors import InputError

JSONL = (
    '{"id": "m1", "thread": "t1", "author": "mdupont", "recipients": ["jsmith"], "timestamp": "1",'
    ' "body": "Hej", "lang": "sv"}\n\n'
    '{"id": "m2", "thread": "t1", "author": "jsmith", "recipients": "mdupont;u01", "body": "Hi"}\n'
)
CSV = 'id,thread,author,recipients,timestamp,body,extra\nm1,t1,mdupont,jsmith,1,"Hej\npå dig",x\n'


def test_jsonl_round_trip_keeps_fields_and_types(tmp_path: Path) -> None:
    corpus = read_messages(write(tmp_path, "m.jsonl", JSONL))
    assert [m.recipients for m in corpus.messages] == [("jsmith",), ("mdupont", "u01")]
    assert corpus.messages[1].where.endswith(":3")
    corpus.messages[0] = corpus.messages[0].with_(author="Learner#1", recipients=("Learner#2",), body="Hej!")
    out = write_rows(corpus, tmp_path / "out.jsonl")
    recs = [json.loads(x) for x in out.read_text(encoding="utf-8").splitlines()]
    assert recs[0] == {
        "id": "m1",
        "thread": "t1",
        "author": "Learner#1",
        "recipients": ["Learner#2"],
        "timestamp": "1",
        "body": "Hej!",
        "lang": "sv",
    }
    assert recs[1]["recipients"] == "mdupont;u01"


def test_csv_round_trip(tmp_path: Path) -> None:
    corpus = read_messages(write(tmp_path, "m.csv", CSV))
    assert corpus.format == "csv" and corpus.messages[0].body == "Hej\npå dig"
    out = write_rows(corpus, tmp_path / "out.csv")
    assert out.read_text(encoding="utf-8") == CSV


@pytest.mark.parametrize(
    "name, text, line, needle",
    [
        (
            "m.jsonl",
            '{"id": "m1", "thread": "t1", "author": "a"}\n{"id": "m1", "thread": "t", "author": "a"}',
            2,
            "occurs twice",
        ),
        ("m.jsonl", '{"id": "m1", "thread": "t1"}\n', 1, "field 'author'"),
        ("m.jsonl", '{"id": "m1", "thread": "t1", "author": "a", "body": 3}\n', 1, "field 'body'"),
        (
            "m.jsonl",
            '{"id": "m1", "thread": "t1", "author": "a", "recipients": 3}\n',
            1,
            "field 'recipients'",
        ),
        ("m.jsonl", "\n[1, 2]\n", 2, "JSON object"),
        ("m.jsonl", '{"id": \n', 1, "not valid JSON"),
        ("m.csv", "id,thread,author,body\nm1,t1,,x\n", 2, "field 'author'"),
        ("m.csv", "id,thread,author,body\nm1,t1,a,x,y\n", 2, "more fields"),
    ],
)
def test_bad_rows_name_file_line_and_field(
    tmp_path: Path, name: str, text: str, line: int, needle: str
) -> None:
    path = write(tmp_path, name, text)
    with pytest.raises(InputError, match=needle) as e:
        read_messages(path)
    assert e.value.line == line and e.value.path == path


@pytest.mark.parametrize(
    "name, needle", [("m.txt", "unknown message format"), ("missing.xml", "no such file")]
)
def test_bad_paths(tmp_path: Path, name: str, needle: str) -> None:
    if name.endswith(".txt"):
        write(tmp_path, name, "x")
        with pytest.raises(InputError, match=needle):
            format_of(tmp_path / name)
    with pytest.raises(InputError, match=needle):
        read_messages(tmp_path / name)
