from __future__ import annotations

import re
from pathlib import Path

import pytest

from workbench.io.errors import InputError
from workbench.io.folder import read_folder
from workbench.io.read import read_corpus

META = "learner_id,essay_id,language,L1,level\nL1,e1,sv,arabic,A2\nL1,e2,,arabic,A2\nL2,e3,en,somali,B1\n"


def make(folder: Path, meta: str | None, files: dict[str, bytes | str]) -> Path:
    folder.mkdir(exist_ok=True)
    if meta is not None:
        (folder / "metadata.csv").write_text(meta, encoding="utf-8")
    for name, data in files.items():
        path = folder / name
        path.write_bytes(data if isinstance(data, bytes) else data.encode("utf-8"))
    return folder


def test_reads_essays_with_metadata(tmp_path: Path) -> None:
    folder = make(tmp_path / "c", META, {"e1.txt": "Hej, jag heter Ali.\n", "e2.txt": "Jag bor i Lund.",
                                         "e3.txt": "I live in Oslo."})
    corpus = read_folder(folder)
    assert corpus.problems == []
    assert [(e.id, e.learner_id, e.language) for e in corpus] == [("e1", "L1", "sv"), ("e2", "L1", "sv"),
                                                                 ("e3", "L2", "en")]
    assert corpus.essay("e1").text == "Hej, jag heter Ali.\n"
    assert corpus.essay("e3").metadata == {"L1": "somali", "level": "B1"}
    assert [len(learner.essays) for learner in corpus.learners] == [2, 1]


def test_lang_is_the_default_when_no_language_column_value(tmp_path: Path) -> None:
    folder = make(tmp_path / "c", META, {"e1.txt": "a", "e2.txt": "b", "e3.txt": "c"})
    corpus = read_folder(folder, lang="en")
    assert [e.language for e in corpus] == ["sv", "en", "en"]


@pytest.mark.parametrize(("meta", "files", "ids", "problem"), [
    # a metadata row without a .txt file
    (META, {"e1.txt": "a", "e3.txt": "c"}, ["e1", "e3"], r"metadata.csv:3: no file e2.txt"),
    # a .txt without a metadata row: read with learner_id = essay_id
    (META, {"e1.txt": "a", "e2.txt": "b", "e3.txt": "c", "e9.txt": "z"}, ["e1", "e2", "e3", "e9"],
     r"e9.txt: no row in metadata.csv"),
    # an empty essay is kept
    (META, {"e1.txt": "a", "e2.txt": "  \n", "e3.txt": "c"}, ["e1", "e2", "e3"],
     r"metadata.csv:3: essay 'e2' is empty \(kept\)"),
    # a row missing learner_id: read with learner_id = essay_id
    ("learner_id,essay_id\nL1,e1\n,e2\n", {"e1.txt": "a", "e2.txt": "b"}, ["e1", "e2"],
     r"metadata.csv:3: field 'learner_id' is missing"),
    # a row missing essay_id: skipped, its file then has no row
    ("learner_id,essay_id\nL1,e1\nL1,\n", {"e1.txt": "a", "e2.txt": "b"}, ["e1", "e2"],
     r"metadata.csv:3: field 'essay_id' is missing"),
    # a short row
    ("learner_id,essay_id,level\nL1,e1,A1\nL1\n", {"e1.txt": "a"}, ["e1"], r"metadata.csv:3: has 1 fields"),
    # an undecodable file
    (META, {"e1.txt": "a", "e2.txt": b"\x00\x01\x02", "e3.txt": "c"}, ["e1", "e3"],
     r"e2.txt:1: not a text file.*essay skipped"),
    # a second row for the same essay
    (META + "L3,e1,sv,x,y\n", {"e1.txt": "a", "e2.txt": "b", "e3.txt": "c"}, ["e1", "e2", "e3"],
     r"metadata.csv:5: essay 'e1' has a second metadata row"),
    # a file that is not UTF-8
    (META, {"e1.txt": "Malmö".encode("cp1252"), "e2.txt": "b", "e3.txt": "c"}, ["e1", "e2", "e3"],
     r"e1.txt: read as cp1252"),
    # a Mac Roman file: read as latin-1 it released "Vsters" for "Västerås"; now skipped, with how to convert it
    (META, {"e1.txt": "a", "e2.txt": "Jag bor i Västerås, Åsa".encode("mac_roman"), "e3.txt": "c"}, ["e1", "e3"],
     r"e2.txt:1: neither UTF-8 nor cp1252.*iconv -f macintosh -t utf-8.*essay skipped"),
    (META, {"e1.txt": "a", "e2.txt": "Jag bor i Borlänge".encode("mac_roman"), "e3.txt": "c"}, ["e1", "e3"],
     r"e2.txt:1: looks like Mac Roman.*essay skipped"),
    # a file that is not an essay
    (META, {"e1.txt": "a", "e2.txt": "b", "e3.txt": "c", "e4.TXT": "d"}, ["e1", "e2", "e3"],
     r"e4.TXT: not an essay \(<essay_id>.txt\) nor metadata.csv; ignored"),
    # no metadata.csv at all
    (None, {"b.txt": "b", "a.txt": "a"}, ["a", "b"], r"metadata.csv: no such file"),
])
def test_bad_input_is_a_problem_and_the_rest_is_read(tmp_path: Path, meta: str | None, files: dict,
                                                    ids: list[str], problem: str) -> None:
    corpus = read_folder(make(tmp_path / "c", meta, files))
    assert [e.id for e in corpus] == ids
    assert any(re.search(problem, p) for p in corpus.problems), corpus.problems


def test_txt_without_row_gets_its_own_learner(tmp_path: Path) -> None:
    files = {"e1.txt": "a", "e2.txt": "b", "e3.txt": "c", "x.txt": "x"}
    corpus = read_folder(make(tmp_path / "c", META, files))
    assert corpus.essay("x").learner_id == "x"


def test_cp1252_text_is_decoded(tmp_path: Path) -> None:
    corpus = read_folder(make(tmp_path / "c", None, {"a.txt": "Åsa bor i Malmö".encode("cp1252")}))
    assert corpus.essay("a").text == "Åsa bor i Malmö"


@pytest.mark.parametrize(("meta", "match"), [
    ("essay_id,level\ne1,A1\n", r"metadata.csv:1: the header lacks the column\(s\) learner_id"),
    ('learner_id,essay_id\nL1,"e1\n', r"metadata.csv:2: not valid CSV"),
    ('learner_id,essay_id\nL1,"e"1\nL2,e2\n', r"metadata.csv:2: not valid CSV"),
])
def test_broken_metadata_file_fails_loudly(tmp_path: Path, meta: str, match: str) -> None:
    with pytest.raises(InputError, match=match):
        read_folder(make(tmp_path / "c", meta, {"e1.txt": "a"}))


def test_not_a_folder(tmp_path: Path) -> None:
    with pytest.raises(InputError, match="not a folder"):
        read_folder(tmp_path / "missing")


def test_utf32_essay_is_read_and_a_nul_in_utf16_refuses_the_essay(tmp_path: Path) -> None:
    """Review 13, finding 4: a UTF-32 essay was read as UTF-16-LE (a NUL before every letter, nothing
    detected, the names released readable)."""
    files = {"a.txt": "Hej jag heter Sigrid Holmqvist.".encode("utf-32"),
             "b.txt": "Hej\x00 jag".encode("utf-16"), "c.txt": "ok"}
    corpus = read_corpus(make(tmp_path / "c", None, files))
    assert [e.id for e in corpus] == ["a", "c"]
    assert corpus.essay("a").text == "Hej jag heter Sigrid Holmqvist."
    assert any(p.endswith("a.txt: read as utf-32-le") for p in corpus.problems), corpus.problems
    assert any(re.search(r"b.txt:1: not a text file: read as utf-16-le it holds a NUL.*essay skipped", p)
               for p in corpus.problems), corpus.problems


def test_a_subfolder_is_named_as_not_read(tmp_path: Path) -> None:
    """Review 15: 'in/Karin/Lundqvist.txt' was left out with nothing said ("1 essays")."""
    (tmp_path / "x.txt").write_text("Hej.", encoding="utf-8")
    (tmp_path / "sub").mkdir()
    (tmp_path / "sub" / "y.txt").write_text("Hej igen.", encoding="utf-8")
    (tmp_path / ".git").mkdir()  # a hidden folder is no corpus's
    corpus = read_folder(tmp_path)
    assert [e.id for e in corpus.essays] == ["x"]
    assert [p for p in corpus.problems if ": a subfolder;" in p] == [
        f"{tmp_path / 'sub'}: a subfolder; its files are not read (a corpus folder holds its essays at its top: "
        "<essay_id>.txt)"]
