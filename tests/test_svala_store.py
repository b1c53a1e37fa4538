"""SVALA files from the SweLL editor through the review store and back (workbench.svala_store and
workbench.io.svala_review), on the editor's demo file and a file built by the editor's rules, with a real
SQLite store: what was not reviewed comes back unchanged, and each kind of decision changes only its edge."""

from __future__ import annotations

import copy
import json
from pathlib import Path

import pytest

from workbench.io.svala import graph_texts, svala_bytes
from workbench.io.svala_check import check_graph
from workbench.io.svala_review import read_review
from workbench.store import ReviewStore
from workbench.svala_store import export_svala, import_svala, svala_essay_id

EDITOR_FILE = Path(__file__).resolve().parent / "golden" / "svala" / "editor" / "anonymized.json"


@pytest.fixture
def store(tmp_path: Path) -> ReviewStore:
    return ReviewStore(tmp_path / "review.db")


@pytest.fixture
def editor_graph() -> dict:
    return json.loads(EDITOR_FILE.read_text(encoding="utf-8"))


def _state(store: ReviewStore, essay_id: str, word: str, nth: int = 0):  # type: ignore[no-untyped-def]
    text = store.essay(essay_id).text
    start = -1
    for _ in range(nth + 1):
        start = text.index(word, start + 1)
    return next(s for s in store.spans(essay_id) if s.span.start == start)


def _changed(before: dict, after: dict) -> tuple[set[str], set[str]]:
    """(edge ids gone, edge ids new or different)."""
    return ({k for k in before["edges"] if k not in after["edges"]},
            {k for k, e in after["edges"].items() if before["edges"].get(k) != e})


def _passes(graph: dict) -> None:
    problems, warnings = check_graph(graph)
    assert problems == [], problems
    assert all("Temporary/comment tags" in w for w in warnings), warnings


def test_essay_ids_of_svala_files() -> None:
    assert [svala_essay_id(p) for p in ("a/SV01-1.svala.json", "demo-anon.json", "x.y.json")] == [
        "SV01-1", "demo-anon", "x.y"]


def test_editor_file_reads_in_with_labels_numbers_and_comments(store: ReviewStore, editor_graph: dict) -> None:
    assert import_svala(store, editor_graph, "e1", reviewer="annotator") == 11
    text = store.essay("e1").text
    assert text == graph_texts(editor_graph)[0]
    spans = {(text[s.span.start:s.span.end], s.span.label, s.span.number, s.status) for s in store.spans("e1")}
    assert ("Amina", "firstname_female", 1, "open") in spans and ("Malmö", "city", 3, "open") in spans
    assert ("Förra året", "past_timepoint", 1, "open") in spans and ("man", "fam", 1, "open") in spans
    assert _state(store, "e1", "Hagaskolan").comments == [("OBS!", "Kolla om skolan finns i flera städer")]
    assert _state(store, "e1", "Förra").comments == [("Com!", "Tidsangivelse, behålls")]
    assert "foreign" in _state(store, "e1", "Malmö").span.attributes
    assert store.document_comment("e1") == "Uppsatsen är kort; läraren har rättat den."
    assert import_svala(store, editor_graph, "e1") == 0  # an essay already there is left as it is


def test_accept_records_the_editor_annotation(store: ReviewStore, editor_graph: dict) -> None:
    import_svala(store, editor_graph, "e1", reviewer="annotator", accept=True)
    assert {s.status for s in store.spans("e1")} == {"accepted"}
    assert {s.decided_by for s in store.spans("e1")} == {"annotator"}


def test_demo_file_comes_back_unchanged(store: ReviewStore, shared_data: Path) -> None:
    graph = json.loads((shared_data / "svala-format" / "demo-anon.json").read_text(encoding="utf-8"))
    assert import_svala(store, graph, "demo", language="en") == 14
    assert export_svala(store, graph, "demo") == graph
    _, reviewed, _ = read_review(graph)
    assert {r.span.label for r in reviewed} == {"city", "firstname_male", "transport_name", "country"}


def test_unreviewed_file_comes_back_byte_for_byte(store: ReviewStore, editor_graph: dict) -> None:
    import_svala(store, editor_graph, "e1", accept=True)
    out = export_svala(store, editor_graph, "e1")
    assert out == editor_graph
    assert svala_bytes(out) == EDITOR_FILE.read_bytes()


def test_a_comment_changes_only_its_edge(store: ReviewStore, editor_graph: dict) -> None:
    import_svala(store, editor_graph, "e1")
    state = _state(store, "e1", "Stokholm")
    store.decide("e1", state.id, "comment", "rev", tag="OBS!", text="felstavat")
    out = export_svala(store, editor_graph, "e1")
    _passes(out)
    gone, new = _changed(editor_graph, out)
    assert gone == set() and len(new) == 1 and out["target"] == editor_graph["target"]
    (e,) = [out["edges"][k] for k in new]
    assert e["labels"] == ["city", "2", "OBS!"] and e["comment"] == "felstavat"


def test_a_merged_number_takes_the_other_mentions_pseudonym(store: ReviewStore, editor_graph: dict) -> None:
    import_svala(store, editor_graph, "e1")
    state = _state(store, "e1", "Stokholm")  # city 2 is Borlänge after all (city 1, "A-stad")
    store.decide("e1", state.id, "number", "rev", number=1)
    out = export_svala(store, editor_graph, "e1")
    _passes(out)
    gone, new = _changed(editor_graph, out)
    (e,) = [out["edges"][k] for k in new]
    assert len(gone) == 1 and e["labels"] == ["city", "1"] and e["manual"]
    target = {t["id"]: t["text"] for t in out["target"]}
    assert [target[i] for i in e["ids"] if i.startswith("t")] == ["A-stad.\n"]  # its own punctuation kept


def test_relabel_reject_and_add(store: ReviewStore, editor_graph: dict) -> None:
    import_svala(store, editor_graph, "e1")
    store.decide("e1", _state(store, "e1", "Warsame").id, "reject", "rev")
    store.decide("e1", _state(store, "e1", "Hagaskolan").id, "relabel", "rev", label="work")
    text = store.essay("e1").text
    store.add_span("e1", text.index("jobbar"), text.index("jobbar") + 6, "sensitive", "rev")
    out = export_svala(store, editor_graph, "e1")
    _passes(out)
    source, target = graph_texts(out)
    assert source == graph_texts(editor_graph)[0]
    assert "Amina Warsame" not in target and "Leila Warsame" in target  # the rejected surname is the learner's
    labels = {tuple(e["labels"]) for e in out["edges"].values() if e["labels"]}
    assert ("work", "1", "OBS!") in labels and ("school", "1", "OBS!") not in labels
    assert ("surname", "1") not in labels
    # the review store reads the exported file back to the same spans
    again = ReviewStore(":memory:")
    import_svala(again, out, "e1")
    got = {(s.span.start, s.span.end, s.span.label, s.span.number) for s in again.spans("e1")}
    want = {(s.span.start, s.span.end, s.span.label, s.span.number) for s in store.spans("e1")
            if s.status != "rejected"}
    assert {(a, b, lab) for a, b, lab, _ in got} == {(a, b, lab) for a, b, lab, _ in want}


def test_document_comment_set_and_removed(store: ReviewStore, editor_graph: dict) -> None:
    import_svala(store, editor_graph, "e1")
    store.decide("e1", None, "document_comment", "rev", text="")
    out = export_svala(store, editor_graph, "e1")
    assert "comment" not in out and out["edges"] == editor_graph["edges"]
    store.decide("e1", None, "document_comment", "rev", text="Ny kommentar")
    assert export_svala(store, editor_graph, "e1")["comment"] == "Ny kommentar"


def test_a_graph_of_another_essay_is_refused(store: ReviewStore, editor_graph: dict) -> None:
    import_svala(store, editor_graph, "e1")
    other = copy.deepcopy(editor_graph)
    other["source"][0]["text"] = "Hallå! "
    with pytest.raises(ValueError, match="not the essay's text"):
        export_svala(store, other, "e1")


def test_import_and_export_commands(tmp_path: Path, editor_graph: dict, capsys: pytest.CaptureFixture[str]) -> None:
    from workbench.cli import main

    src = tmp_path / "from-editor"
    src.mkdir()
    (src / "E7.svala.json").write_text(json.dumps(editor_graph, ensure_ascii=False), encoding="utf-8")
    (src / "broken.svala.json.txt").write_text("{", encoding="utf-8")  # not *.json: not picked up
    db = tmp_path / "review.db"
    assert main(["svala", "import", str(src), "--db", str(db)]) == 0
    assert "1 essay(s) with 11 span(s) imported" in capsys.readouterr().err
    assert main(["svala", "import", str(src), "--db", str(db)]) == 0
    assert "1 already there" in capsys.readouterr().err
    store = ReviewStore(db)
    store.decide("E7", _state(store, "E7", "Stokholm").id, "number", "rev", number=1)
    out = tmp_path / "reviewed"
    assert main(["svala", "export", str(src), "--db", str(db), "--out", str(out)]) == 0
    assert f"1 SVALA file(s) written to {out}, 1 changed by the review, 0 problem(s)" in capsys.readouterr().err
    assert (out.stat().st_mode & 0o777, (out / "E7.svala.json").stat().st_mode & 0o777) == (0o700, 0o600)
    again = json.loads((out / "E7.svala.json").read_text(encoding="utf-8"))
    gone, new = _changed(editor_graph, again)
    assert len(gone) == len(new) == 1  # the merged number's edge, nothing else
    assert main(["svala", "export", str(src), "--db", str(db), "--out", str(src)]) == 2  # would overwrite
    shared = tmp_path / "shared"
    shared.mkdir(mode=0o755)
    shared.chmod(0o755)
    assert main(["svala", "export", str(src), "--db", str(db), "--out", str(shared)]) == 2  # open to others
    assert main(["svala", "export", str(tmp_path / "nope"), "--db", str(db), "--out", str(out)]) == 2


def test_export_replaces_a_planted_link_and_never_writes_through_it(tmp_path: Path, editor_graph: dict) -> None:
    """As private export (review 13, finding 10): a symlink already in the owner-only --out folder was
    followed, and the reviewed SVALA, originals included, written over its target outside the folder."""
    from workbench.cli import main

    src, out, victim = tmp_path / "from-editor", tmp_path / "reviewed", tmp_path / "public.json"
    src.mkdir()
    (src / "E7.svala.json").write_text(json.dumps(editor_graph, ensure_ascii=False), encoding="utf-8")
    db = tmp_path / "review.db"
    assert main(["svala", "import", str(src), "--db", str(db)]) == 0
    out.mkdir(mode=0o700)
    out.chmod(0o700)
    victim.write_text("public", encoding="utf-8")
    (out / "E7.svala.json").symlink_to(victim)
    assert main(["svala", "export", str(src), "--db", str(db), "--out", str(out)]) == 0
    assert victim.read_text(encoding="utf-8") == "public"
    written = out / "E7.svala.json"
    assert not written.is_symlink() and written.stat().st_mode & 0o777 == 0o600
    assert graph_texts(json.loads(written.read_text(encoding="utf-8"))) == graph_texts(editor_graph)


def test_svala_import_does_not_add_a_renamed_essay_again(tmp_path: Path, editor_graph: dict,
                                                         capsys: pytest.CaptureFixture[str]) -> None:
    """Review 23 M1: the editor file of an essay renamed since its import is a problem line, not a new essay."""
    from workbench.cli import main

    src = tmp_path / "from-editor"
    src.mkdir()
    (src / "E7.svala.json").write_text(json.dumps(editor_graph, ensure_ascii=False), encoding="utf-8")
    db = str(tmp_path / "review.db")
    assert main(["svala", "import", str(src), "--db", db]) == 0
    assert main(["review", "rename-essay", "E7", "K7", "--db", db]) == 0
    capsys.readouterr()
    assert main(["svala", "import", str(src), "--db", db]) == 1
    err = capsys.readouterr().err
    assert "problem: essay K7 of this store had this essay's id before a rename" in err and "1 not read" in err
    with ReviewStore(db) as store:
        assert store.essay_ids() == ["K7"]


def test_svala_export_after_a_rename_writes_the_essay_under_its_new_id(
        tmp_path: Path, editor_graph: dict, capsys: pytest.CaptureFixture[str]) -> None:
    """Review 28, finding 7: the editor file of a renamed essay printed its old id and was not written."""
    from workbench.cli import main

    src, out, db = tmp_path / "from-editor", tmp_path / "reviewed", str(tmp_path / "review.db")
    src.mkdir()
    (src / "Karin_Lundqvist_uppsats.svala.json").write_text(json.dumps(editor_graph, ensure_ascii=False),
                                                            encoding="utf-8")
    (src / "E8.svala.json").write_text(json.dumps(editor_graph, ensure_ascii=False), encoding="utf-8")
    assert main(["svala", "import", str(src), "--db", db]) == 0
    assert main(["review", "rename-essay", "Karin_Lundqvist_uppsats", "essay-01", "--db", db]) == 0
    capsys.readouterr()
    assert main(["svala", "export", str(src), "--db", db, "--out", str(out)]) == 0
    printed = capsys.readouterr()
    assert "Karin" not in printed.out + printed.err and "2 SVALA file(s) written" in printed.err
    assert sorted(p.name for p in out.iterdir()) == ["E8.svala.json", "essay-01.svala.json"]
    assert graph_texts(json.loads((out / "essay-01.svala.json").read_text(encoding="utf-8"))) == \
        graph_texts(editor_graph)
