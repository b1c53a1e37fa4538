from __future__ import annotations

import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from tests.forum.conftest import MESSAGES, write
from workbench.forum.xml_format import read_xml, split_recipients, write_xml
from workbench.io.errors import InputError


def test_reads_the_sample_forum() -> None:
    corpus = read_xml(MESSAGES)
    assert len(corpus) == 8 and corpus.threads == ["t1", "t2", "t3"] and corpus.format == "xml"
    m7 = corpus.messages[6]
    assert (m7.id, m7.thread, m7.author, m7.recipients) == (
        "m7",
        "t3",
        "pvirtanen",
        ("mberger", "klindqvist"),
    )
    assert m7.subject.startswith("Din uppsats") and m7.where.endswith(":59")
    assert "<jsmith> hi!" in corpus.messages[5].body  # entities of the XML itself are decoded


def test_write_keeps_the_tree(tmp_path: Path) -> None:
    corpus = read_xml(MESSAGES)
    corpus.messages[0] = corpus.messages[0].with_(body="changed", author="Tutor")
    out = write_xml(corpus, tmp_path / "out.xml")
    a, b = ET.parse(MESSAGES).getroot(), ET.parse(out).getroot()
    assert [(e.tag, e.get("id"), e.get("timestamp")) for e in a.iter()] == [
        (e.tag, e.get("id"), e.get("timestamp")) for e in b.iter()
    ]
    assert (
        b.find("thread/message/body").text == "changed" and b.find("thread/message").get("author") == "Tutor"
    )


@pytest.mark.parametrize(
    "xml, line, needle",
    [
        (
            '<corpus><thread id="t"><message id="m" author="a"><body>x</body></message></thread>',
            1,
            "not well-formed",
        ),
        ('<!DOCTYPE corpus [<!ENTITY e "x">]>\n<corpus/>', 1, "DTDs and entity"),
        ("<forum/>", 1, "expected <corpus>"),
        ('<corpus>\n<thread><message id="m" author="a"><body/></message></thread></corpus>', 2, "thread id"),
        ('<corpus><thread id="t">\n<post id="m"/></thread></corpus>', 2, "unexpected element <post>"),
        ('<corpus><thread id="t">\n<message author="a"><body/></message></thread></corpus>', 2, "needs 'id'"),
        (
            '<corpus><thread id="t">\n<message id="m" author="a"><subject/></message></thread></corpus>',
            2,
            "one <body>",
        ),
        (
            '<corpus><thread id="t">\n<message id="m" author="a"><body>a<b>x</b></body></message></thread>'
            "</corpus>",
            2,
            "child element <b>",
        ),
        (
            '<corpus><thread id="t"><message id="m" author="a"><body/></message>\n<message id="m" author="a">'
            "<body/></message></thread></corpus>",
            2,
            "occurs twice",
        ),
        ('<corpus><thread id="t"/>\n<thread id="t"/></corpus>', 2, "thread id 't' occurs twice"),
    ],
)
def test_bad_xml_names_file_and_line(tmp_path: Path, xml: str, line: int, needle: str) -> None:
    path = write(tmp_path, "bad.xml", xml)
    with pytest.raises(InputError, match=needle) as e:
        read_xml(path)
    assert e.value.line == line and e.value.path == path


@pytest.mark.parametrize(
    "value, expected", [("a;b", (("a", "b"), ";")), ("a, b", (("a", "b"), ",")), ("", ((), ","))]
)
def test_split_recipients(value: str, expected: tuple) -> None:
    assert split_recipients(value) == expected
