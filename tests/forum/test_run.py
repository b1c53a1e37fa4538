"""The sample forum end to end: every participant masked in headers and texts, the structure kept."""

from __future__ import annotations

import json
import re
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from tests.forum.conftest import MESSAGES, PARTICIPANTS
from workbench.forum import ConversionTable, forum_pseudonymize, read_messages, read_participants
from workbench.pseudonymize.key import read_key, reidentify
from workbench.pseudonymize.leak import check_release
from workbench.pseudonymize.render import KeyEntry

PASS = "test passphrase"
#: forms the participants file does not list but the texts use (a signature, a chat guest)
UNLISTED = ("Mirre", "gästen99", "pekka.virtanen@example.com", "070-123 45 67")


def originals() -> list[str]:
    table = ConversionTable.build(read_participants(PARTICIPANTS))
    return sorted({f.original for f in table.forms} | set(UNLISTED))


def survivors(text: str) -> list[str]:
    """Original forms found as whole words (case-insensitive) in ``text``."""
    return [o for o in originals() if re.search(rf"(?<!\w){re.escape(o)}(?!\w)", text, re.I)]


@pytest.fixture(scope="module", params=["roles", "names", "initials"])
def run(request: pytest.FixtureRequest, tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, str, str]:
    out = tmp_path_factory.mktemp(request.param)
    summary = forum_pseudonymize(MESSAGES, PARTICIPANTS, out, strategy=request.param, passphrase=PASS)
    return out, summary, request.param


def test_layout_and_summary(run: tuple[Path, str, str]) -> None:
    out, summary, strategy = run
    assert {p.relative_to(out).as_posix() for p in out.rglob("*")} == {
        "release",
        "release/messages.xml",
        "private",
        "private/conversion_table.csv",
        "private/key.enc",
        "report.json",
    }
    assert summary.startswith("8 messages in 3 threads of 6 participants") and "leak check passed" in summary
    assert ConversionTable.load(out / "private" / "conversion_table.csv").strategy == "loaded"


def test_no_original_survives(run: tuple[Path, str, str]) -> None:
    out, _, _ = run
    released = (out / "release" / "messages.xml").read_text(encoding="utf-8")
    assert survivors(released) == []
    as_names = [KeyEntry("x", "x", "username", None, o, "", 0, 0) for o in originals()]  # corpus-wide
    assert check_release(out / "release", as_names) == []
    report = (out / "report.json").read_text(encoding="utf-8")
    assert [o for o in originals() if len(o) > 3 and o.lower() in report.lower()] == []


def test_structure_ids_threads_and_times_are_kept(run: tuple[Path, str, str]) -> None:
    out, _, _ = run
    before, after = ET.parse(MESSAGES).getroot(), ET.parse(out / "release" / "messages.xml").getroot()
    shape = [(e.tag, sorted(e.attrib), e.get("id"), e.get("timestamp"), e.get("kind")) for e in before.iter()]
    assert shape == [
        (e.tag, sorted(e.attrib), e.get("id"), e.get("timestamp"), e.get("kind")) for e in after.iter()
    ]
    assert len(after.findall("thread")) == 3 and len(after.findall("thread/message")) == 8


def test_headers_carry_masks(run: tuple[Path, str, str]) -> None:
    out, _, _ = run
    table = ConversionTable.load(out / "private" / "conversion_table.csv")
    masks = {table.mask_id(pid) for pid in table.participants}
    corpus = read_messages(out / "release" / "messages.xml")
    assert {m.author for m in corpus.messages} <= masks
    assert corpus.messages[6].recipients == (table.mask_id("u03"), table.mask_id("u01"))


def test_the_key_restores_every_text_and_header(run: tuple[Path, str, str]) -> None:
    out, _, _ = run
    key = read_key(out / "private" / "key.enc", PASS)
    source, released = read_messages(MESSAGES), read_messages(out / "release" / "messages.xml")
    for a, b in zip(source.messages, released.messages, strict=True):
        assert reidentify(b.body, key, f"{a.id}#body") == a.body
        assert reidentify(b.author, key, f"{a.id}#author") == a.author
        if a.recipients:
            assert reidentify(";".join(b.recipients), key, f"{a.id}#recipients") == ";".join(a.recipients)


def test_report(run: tuple[Path, str, str]) -> None:
    out, _, strategy = run
    report = json.loads((out / "report.json").read_text(encoding="utf-8"))
    assert report["strategy"] == strategy and report["messages"] == 8 and report["format"] == "xml"
    assert report["table_warnings"]["homonym"] == 1
    assert {"form", "fuzzy", "chat", "signature", "unknown speaker"} <= set(report["mentions"]) or {
        "form",
        "fuzzy",
        "signature",
        "unknown speaker",
    } <= set(report["mentions"])
    assert any("signature no form matches" in p for p in report["problems"])
    assert any("chat speaker is not in the conversion table" in p for p in report["problems"])
