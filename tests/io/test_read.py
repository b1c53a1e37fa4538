from __future__ import annotations

import json
from pathlib import Path

import pytest

from workbench.io import (
    InputError,
    build_graph,
    detect_format,
    read_annotated,
    read_corpus,
    write_kaggle,
    write_spans,
    write_svala,
)
from workbench.model import Essay, Span
from workbench.pseudonymize.rewrite import rewrite

ESSAY = Essay("e1", "L1", "Jag heter Ali och bor i Borlänge.\n", "sv", {"level": "A2"})
SPANS = [Span(10, 13, "firstname_male", number=1), Span(24, 32, "city", number=1)]


def make(tmp_path: Path, kind: str) -> Path:
    """A small input of each kind, written the way a user would have it."""
    if kind == "folder":
        folder = tmp_path / "essays"
        folder.mkdir()
        (folder / "metadata.csv").write_text("learner_id,essay_id,level\nL1,e1,A2\n", encoding="utf-8")
        (folder / "e1.txt").write_text(ESSAY.text, encoding="utf-8")
        return folder
    if kind == "csv":
        path = tmp_path / "essays.csv"
        path.write_text(f'learner_id,essay_id,text,level\nL1,e1,"{ESSAY.text}",A2\n', encoding="utf-8")
        return path
    if kind == "jsonl":
        path = tmp_path / "essays.jsonl"
        rec = {"learner_id": "L1", "essay_id": "e1", "text": ESSAY.text, "level": "A2"}
        path.write_text(json.dumps(rec) + "\n", encoding="utf-8")
        return path
    if kind == "spans":
        write_spans(tmp_path / "gold.jsonl", [(ESSAY, SPANS)])
        return tmp_path / "gold.jsonl"
    if kind == "svala":
        target, aligned = rewrite(ESSAY.text, [(SPANS[0], "Erik"), (SPANS[1], "Kiruna")])
        write_svala(tmp_path / "e1.json", build_graph(ESSAY.text, target, aligned))
        return tmp_path / "e1.json"
    if kind == "kaggle":
        write_kaggle(tmp_path / "kaggle.json", [(ESSAY, SPANS[:1])])  # city has no Kaggle label
        return tmp_path / "kaggle.json"
    raise AssertionError(kind)


@pytest.mark.parametrize("kind", ["folder", "csv", "jsonl", "spans", "svala", "kaggle"])
def test_read_corpus_dispatches(tmp_path: Path, kind: str) -> None:
    path = make(tmp_path, kind)
    assert detect_format(path) == kind
    corpus = read_corpus(path)
    assert corpus.problems == []
    (essay,) = corpus.essays
    assert essay.text == ESSAY.text
    assert essay.id == "e1"  # a SVALA file is named for its essay
    assert essay.language == "sv"
    if kind in ("folder", "csv", "jsonl", "spans", "kaggle"):
        assert (essay.learner_id, essay.metadata) == ("L1", {"level": "A2"})


@pytest.mark.parametrize(("kind", "labels"), [
    ("spans", ["firstname_male", "city"]),
    ("svala", ["firstname_male", "city"]),
    ("kaggle", ["firstname_unknown"]),
])
def test_read_annotated_offsets_match_the_text(tmp_path: Path, kind: str, labels: list[str]) -> None:
    ((essay, spans),) = read_annotated(make(tmp_path, kind))
    assert essay.text == ESSAY.text
    assert [s.label for s in spans] == labels
    for span in spans:
        assert 0 <= span.start < span.end <= len(essay.text)
        assert essay.text[span.start:span.end] in ("Ali", "Borlänge", "Borlänge.")


@pytest.mark.parametrize("kind", ["folder", "csv", "jsonl"])
def test_read_annotated_refuses_formats_without_spans(tmp_path: Path, kind: str) -> None:
    with pytest.raises(InputError, match="carries no spans"):
        read_annotated(make(tmp_path, kind))


@pytest.mark.parametrize(("encoding", "problem"), [
    ("utf-8", None), ("utf-8-sig", None), ("utf-16", "read as utf-16-le"), ("cp1252", "read as cp1252"),
])
def test_encoding_reported_only_when_not_utf8(tmp_path: Path, encoding: str, problem: str | None) -> None:
    folder = tmp_path / "essays"
    folder.mkdir()
    (folder / "metadata.csv").write_text("learner_id,essay_id\nL1,x\n", encoding="utf-8")
    (folder / "x.txt").write_bytes("Åsa bor i Malmö.".encode(encoding))
    corpus = read_corpus(folder)
    assert corpus.essay("x").text == "Åsa bor i Malmö."
    assert corpus.problems == ([f"{folder / 'x.txt'}: {problem}"] if problem else [])


def test_kaggle_json_in_cp1252_is_reported(tmp_path: Path) -> None:
    path = make(tmp_path, "kaggle")
    path.write_bytes(path.read_text(encoding="utf-8").encode("cp1252"))
    assert read_corpus(path).problems == [f"{path}: read as cp1252"]


def test_lang_sets_the_default_language(tmp_path: Path) -> None:
    assert read_corpus(make(tmp_path, "csv"), lang="en").essays[0].language == "en"
    assert read_corpus(make(tmp_path, "svala"), lang="en").essays[0].language == "en"


@pytest.mark.parametrize(("name", "content", "match"), [
    ("x.txt", "hej", r"x.txt: unknown input format '.txt'"),
    ("x.json", '{"a": 1}', r"x.json: a .json input must be a SVALA graph"),
    ("x.json", "[1, 2", r"x.json:1: not JSON"),
    ("gold.jsonl", '{"id": "a", "text": "abc", "spans": [{"start": 1, "end": 9, "label": "city"}]}\n',
     r"gold.jsonl:1: span 0 \[1,9\) falls outside the text"),
])
def test_bad_files_raise_input_error(tmp_path: Path, name: str, content: str, match: str) -> None:
    (tmp_path / name).write_text(content, encoding="utf-8")
    with pytest.raises(InputError, match=match):
        read_corpus(tmp_path / name)


def test_missing_path(tmp_path: Path) -> None:
    with pytest.raises(InputError, match="no such file or folder"):
        read_corpus(tmp_path / "nothing")


def test_demo_svala_via_read_annotated(shared_data: Path) -> None:
    ((essay, spans),) = read_annotated(shared_data / "svala-format" / "demo-anon.json")
    assert essay.id == "demo-anon" and len(spans) == 14
    assert essay.text[spans[0].start:spans[0].end] == "Guntorp"


@pytest.mark.parametrize("kind", ["spans", "kaggle", "tab"])
def test_a_repeated_essay_id_keeps_the_first_essay_and_says_so(tmp_path: Path, kind: str) -> None:
    """Two essays of one id (a span JSONL, Kaggle or TAB file): the first is read with its own spans, the second
    is a problem and skipped (review13: the release held one of them, the summary counted both, the key mixed their
    spans); without a problem list the repeat is an InputError."""
    other = Essay("e1", "L2", "Det regnar i dag och inget mer.\n", "sv")
    if kind == "spans":
        path = tmp_path / "dup.jsonl"
        path.write_text("".join(json.dumps({"id": e.id, "learner_id": e.learner_id, "text": e.text, "spans": [
            {"start": s.start, "end": s.end, "label": s.label} for s in sp]}) + "\n"
            for e, sp in ((ESSAY, SPANS), (other, []))), encoding="utf-8")
    elif kind == "kaggle":
        first, second = tmp_path / "a.json", tmp_path / "b.json"
        write_kaggle(first, [(ESSAY, SPANS)])
        write_kaggle(second, [(other, [])])
        path = tmp_path / "dup.json"
        path.write_text(json.dumps(json.loads(first.read_text()) + json.loads(second.read_text())), encoding="utf-8")
    else:  # TAB: an essay's id is its metadata's data_id
        path = tmp_path / "dup.jsonl"
        path.write_text("".join(json.dumps({"metadata": {"data_id": e.id}, "doc_id": e.id, "text": e.text,
                                            "entities": []}) + "\n" for e in (ESSAY, other)), encoding="utf-8")
    problems: list[str] = []
    read = read_annotated(path, problems)
    first = "e1@unknown" if kind == "tab" else "e1"  # TAB names a document of several annotators by each
    assert [e.id for e, _ in read] == [first] and read[0][0].text == ESSAY.text
    kept = {"spans": SPANS, "kaggle": SPANS[:1], "tab": []}[kind]  # Kaggle has no city label
    assert [(s.start, s.end) for s in read[0][1]] == [(s.start, s.end) for s in kept]
    assert len(problems) == 1 and f"essay 2 of the file has the id {first!r} of an earlier one" in problems[0]
    assert "skipped" in problems[0]
    with pytest.raises(InputError, match="ids must be unique"):
        read_annotated(path)
    corpus = read_corpus(path)
    assert len(corpus.essays) == 1 and any("skipped" in p for p in corpus.problems)


@pytest.mark.parametrize(("name", "content", "problem"), [
    # review 13, finding 15: an empty SVALA graph was released as an empty essay with no problem
    ("e1.svala.json", json.dumps({"source": [], "target": [], "edges": {}}), "e1.svala.json: the essay is empty"),
    ("s.jsonl", json.dumps({"id": "a", "text": " \n"}) + "\n" + json.dumps({"id": "b", "text": "x"}) + "\n",
     "s.jsonl:1: the essay is empty"),
    ("e.csv", "learner_id,essay_id,text\nL1,a,\nL1,b,x\n", "e.csv:2: essay 'a' is empty"),
])
def test_an_empty_essay_is_kept_and_named_in_every_format(tmp_path: Path, name: str, content: str,
                                                          problem: str) -> None:
    path = tmp_path / name
    path.write_text(content, encoding="utf-8")
    corpus = read_corpus(path)
    assert corpus.essays[0].text.strip() == ""
    assert [p for p in corpus.problems if "empty" in p] == [f"{tmp_path / problem} (kept)"], corpus.problems
