"""Review decisions flow into the forum release: `workbench forum pseudonymize MESSAGES --participants P
--db DB` renders every body with the store's current spans (rejected ones left out, added ones in)."""

from __future__ import annotations

import json
import re
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from tests.forum.conftest import MESSAGES, PARTICIPANTS
from tests.forum.test_run import PASS, survivors
from workbench import taxonomy
from workbench.cli import main
from workbench.forum import forum_pseudonymize, read_messages
from workbench.forum.review import init_forum_review
from workbench.pseudonymize.key import read_key, reidentify
from workbench.store import ReviewStore, StoreError


def _bodies(path: Path) -> dict[str, str]:
    return {m.id: m.body for m in read_messages(path).messages}


def _shape(path: Path) -> list[tuple[str, list[str], str | None]]:
    return [(e.tag, sorted(e.attrib), e.get("id")) for e in ET.parse(path).getroot().iter()]


@pytest.fixture(scope="module")
def store_path(tmp_path_factory: pytest.TempPathFactory) -> Path:
    db = tmp_path_factory.mktemp("store") / "review.db"
    store = ReviewStore(db)
    init_forum_review(MESSAGES, store, PARTICIPANTS)
    store.close()  # the WAL is written back: the file can be copied
    return db


@pytest.fixture(scope="module")
def plain(tmp_path_factory: pytest.TempPathFactory) -> Path:
    out = tmp_path_factory.mktemp("plain")
    forum_pseudonymize(MESSAGES, PARTICIPANTS, out)
    return out / "release" / "messages.xml"


def test_an_undecided_store_gives_the_release_without_store(store_path: Path, plain: Path,
                                                            tmp_path: Path) -> None:
    summary = forum_pseudonymize(MESSAGES, PARTICIPANTS, tmp_path, db=store_path)
    assert (tmp_path / "release" / "messages.xml").read_bytes() == plain.read_bytes()
    assert "0 spans rejected, 0 added" in summary and "leak check passed" in summary


def test_a_rejected_and_an_added_span_change_the_released_xml(store_path: Path, plain: Path,
                                                               tmp_path: Path) -> None:
    db = tmp_path / "review.db"
    db.write_bytes(store_path.read_bytes())
    store = ReviewStore(db)
    # a detected (not a participant) span that is replaced, and a word no span touches
    eid, rejected = next((e, s) for e in store.essay_ids() for s in store.spans(e)
                         if not s.span.source.startswith("forum:")
                         and taxonomy.group_of(s.span.label) != "mark-only")
    text = store.essay(eid).text
    original = rejected.span.text(text)
    store.decide(eid, rejected.id, "reject", "rita")
    word = next(m for m in re.finditer(r"\b[a-zåäö]{6,}\b", text)
                if not any(s.span.start < m.end() and m.start() < s.span.end for s in store.spans(eid)))
    store.add_span(eid, word.start(), word.end(), "firstname_unknown", "rita")
    store.close()

    out = tmp_path / "out"
    summary = forum_pseudonymize(MESSAGES, PARTICIPANTS, out, passphrase=PASS, db=db)
    assert "1 spans rejected, 1 added" in summary and "leak check passed" in summary
    released = out / "release" / "messages.xml"
    before, after = _bodies(plain), _bodies(released)
    assert after[eid].count(original) == before[eid].count(original) + 1  # the false flag is back
    whole = re.compile(rf"\b{word.group()}\b")
    assert whole.search(before[eid]) and not whole.search(after[eid])
    assert {k: v for k, v in after.items() if k != eid} == {k: v for k, v in before.items() if k != eid}
    assert _shape(released) == _shape(plain) == _shape(MESSAGES)  # structure, ids and headers unchanged
    assert survivors(released.read_text("utf-8")) == []
    key = read_key(out / "private" / "key.enc", PASS)
    assert reidentify(after[eid], key, f"{eid}#body") == text  # the added span has its key entry
    report = json.loads((out / "report.json").read_text("utf-8"))
    assert report["review"]["rejected"] == 1 and report["review"]["added"] == 1
    assert word.group() not in json.dumps(report)


def test_a_store_of_other_messages_is_refused(store_path: Path, tmp_path: Path,
                                              capsys: pytest.CaptureFixture[str]) -> None:
    source = MESSAGES.read_text("utf-8")
    changed = source.replace('id="m8"', 'id="m9"').replace("Jag har bott i Sverige", "Jag har bott i Norge")
    messages = tmp_path / "messages.xml"
    messages.write_text(changed, encoding="utf-8")
    with pytest.raises(StoreError) as err:
        forum_pseudonymize(messages, PARTICIPANTS, tmp_path / "out", db=store_path)
    said = str(err.value)
    assert "1 message(s) not in the store: m9" in said and "not in the messages: m8" in said
    assert "1 message(s) whose body differs from the store's: m2" in said
    assert "Norge" not in said and not (tmp_path / "out" / "release").exists()
    with pytest.raises(StoreError, match="another conversion table"):  # masked with the roles table
        forum_pseudonymize(MESSAGES, PARTICIPANTS, tmp_path / "out", strategy="names", db=store_path)
    args = ["forum", "pseudonymize", str(messages), "--participants", str(PARTICIPANTS), "--out",
            str(tmp_path / "out"), "--db", str(store_path), "--no-key"]
    assert main(args) == 2 and "does not match" in capsys.readouterr().err
    assert main(["review", "export", "--db", str(store_path), "--out", str(tmp_path / "x"), "--no-key"]) == 2
    assert "forum pseudonymize" in capsys.readouterr().err
    assert main([*args[:-2], str(tmp_path / "none.db"), "--no-key"]) == 2


def test_a_rejected_participant_mention_is_kept_and_accepted_there_only(store_path: Path, tmp_path: Path) -> None:
    """A reviewer rejects a participant mention: the release shows it there, the key records it as kept,
    and the one leak check (writer and check-release alike) accepts it there and nowhere else."""
    from workbench.pseudonymize.leak import check_release

    db = tmp_path / "review.db"
    db.write_bytes(store_path.read_bytes())
    store = ReviewStore(db)
    eid, mention = next((e, s) for e in store.essay_ids() for s in store.spans(e)
                        if s.span.source.startswith("forum:") and len(s.span.text(store.essay(e).text)) >= 3)
    form = mention.span.text(store.essay(eid).text)
    store.decide(eid, mention.id, "reject", "rita")
    store.close()
    out = tmp_path / "out"
    forum_pseudonymize(MESSAGES, PARTICIPANTS, out, passphrase=PASS, db=db)
    assert form in _bodies(out / "release" / "messages.xml")[eid]
    key = read_key(out / "private" / "key.enc", PASS)
    assert [(k.essay_id, k.reviewer) for k in key.kept] == [(f"{eid}#body", "rita")]
    assert check_release(out / "release", key) == []  # check-release reads the texts back: one verdict
