from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from workbench.io.errors import InputError
from workbench.io.read import read_corpus
from workbench.io.tabular import read_csv_essays, read_jsonl_essays


def write_csv(path: Path, text: str, encoding: str = "utf-8") -> Path:
    path.write_bytes(text.encode(encoding))
    return path


def write_jsonl(path: Path, records: list, raw: list[str] = ()) -> Path:
    lines = [json.dumps(r, ensure_ascii=False) for r in records] + list(raw)
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return path


def test_csv_reads_text_with_commas_and_newlines(tmp_path: Path) -> None:
    path = write_csv(tmp_path / "e.csv", 'learner_id,essay_id,text,level,language\n'
                     'L1,e1,"Hej, jag heter Ali.\nJag bor i Lund.",A2,sv\nL2,e2,I live in Oslo.,B1,en\n')
    corpus = read_csv_essays(path)
    assert corpus.problems == []
    assert corpus.essay("e1").text == "Hej, jag heter Ali.\nJag bor i Lund."
    assert (corpus.essay("e2").language, corpus.essay("e2").metadata) == ("en", {"level": "B1"})


@pytest.mark.parametrize("encoding", ["utf-8", "utf-8-sig", "utf-16", "cp1252"])
def test_csv_in_any_encoding(tmp_path: Path, encoding: str) -> None:
    path = write_csv(tmp_path / "e.csv", "learner_id,essay_id,text\nL1,e1,Åsa bor i Malmö\n", encoding)
    corpus = read_csv_essays(path)
    assert corpus.essay("e1").text == "Åsa bor i Malmö"
    assert bool(corpus.problems) == (encoding in ("utf-16", "cp1252"))


@pytest.mark.parametrize(("rows", "ids", "problem"), [
    ("L1,e1,a\n,e2,b\n", ["e1", "e2"], r"e.csv:3: field 'learner_id' is missing"),
    ("L1,e1,a\nL1,,b\n", ["e1"], r"e.csv:3: field 'essay_id' is missing or empty; row skipped"),
    ("L1,e1,a\nL1,e2\n", ["e1", "e2"], r"e.csv:3: field 'text' is missing; essay 'e2' kept empty"),
    ("L1,e1,a\nL1,e2,\n", ["e1", "e2"], r"e.csv:3: essay 'e2' is empty \(kept\)"),
    ("L1,e1,a\nL1,e1,b\n", ["e1"], r"e.csv:3: essay id 'e1' was already read"),
])
def test_csv_bad_rows_are_problems(tmp_path: Path, rows: str, ids: list[str], problem: str) -> None:
    corpus = read_csv_essays(write_csv(tmp_path / "e.csv", "learner_id,essay_id,text\n" + rows))
    assert [e.id for e in corpus] == ids
    assert any(re.search(problem, p) for p in corpus.problems), corpus.problems


def test_csv_without_text_column_fails(tmp_path: Path) -> None:
    with pytest.raises(InputError, match=r"e.csv:1: the header lacks the column\(s\) text"):
        read_csv_essays(write_csv(tmp_path / "e.csv", "learner_id,essay_id\nL1,e1\n"))


def test_jsonl_reads_records_and_metadata(tmp_path: Path) -> None:
    path = write_jsonl(tmp_path / "e.jsonl", [
        {"learner_id": "L1", "essay_id": 7, "text": "Jag bor i Lund.\u2028Hej.", "level": "A2",
         "metadata": {"L1": "arabic"}},
        {"learner_id": "L2", "essay_id": "e2", "text": "I live here.", "language": "en"},
    ])
    corpus = read_jsonl_essays(path, lang="sv")
    assert corpus.problems == []
    assert corpus.essay("7").text == "Jag bor i Lund.\u2028Hej."
    assert corpus.essay("7").metadata == {"level": "A2", "L1": "arabic"}
    assert [e.language for e in corpus] == ["sv", "en"]


@pytest.mark.parametrize(("records", "raw", "ids", "problem"), [
    ([{"learner_id": "L", "essay_id": "a", "text": "x"}], ["{not json"], ["a"], r"e.jsonl:2: not JSON"),
    ([{"learner_id": "L", "essay_id": "a", "text": "x"}], ["[1, 2]"], ["a"],
     r"e.jsonl:2: a record must be a JSON object"),
    ([{"learner_id": "L", "essay_id": "a", "text": "x"}, {"essay_id": "b", "text": "y"}], [], ["a", "b"],
     r"e.jsonl:2: field 'learner_id' is missing"),
    ([{"learner_id": "L", "essay_id": "a", "text": 3}], [], ["a"],
     r"e.jsonl:1: field 'text' is not a string"),
    ([{"learner_id": "L", "text": "x"}, {"learner_id": "L", "essay_id": "b", "text": "y"}], [], ["b"],
     r"e.jsonl:1: field 'essay_id' is missing"),
])
def test_jsonl_bad_records_are_problems(tmp_path: Path, records: list, raw: list[str], ids: list[str],
                                        problem: str) -> None:
    corpus = read_jsonl_essays(write_jsonl(tmp_path / "e.jsonl", records, raw))
    assert [e.id for e in corpus] == ids
    assert any(re.search(problem, p) for p in corpus.problems), corpus.problems


HEADER = "learner_id,essay_id,text\n"


@pytest.mark.parametrize(("rows", "ids", "problem"), [
    # a stray quote in the record on line 5 (review 13 named line 4): that record is skipped, the rest read
    ('L1,c1,ok one\nL2,c2,ok two\nL3,c3,ok three\nL4,c4,"bad "quote" here\nL5,c5,ok five\n',
     ["c1", "c2", "c3", "c5"], r"^\S*e.csv:5: not valid CSV \(',' expected after '\"'\); record skipped$"),
    # a record of three lines whose quote is badly closed: named by the line it starts on, with the rest of its
    # text ('henne"', once read as a row without essay id)
    ('L1,c1,ok\nL2,c2,"Hej\nJag sa "hej" till\nhenne"\nL3,c3,"a\nb"\nL4,c4,ok\n', ["c1", "c3", "c4"],
     r"e.csv:3: not valid CSV \(.*\); the record runs to line 4, and the lines after it up to line 5 do not parse as "
     r"whole rows of this file: lines 3-5 are skipped, and any essay written on them is not read; record skipped$"),
    # one NUL byte refused the whole file, naming a byte offset only
    ("L1,c1,Jag heter Karin Lund\x00qvist.\nL2,c2,Jag heter Mikael.\n", ["c2"],
     r"e.csv:2: a NUL character \(U\+0000\).*row skipped$"),
    # a line ends at a CR alone, as an editor shows it: the bad record is on line 3
    ('L1,c1,ok\rL2,c2,"bad "x" y\rL3,c3,ok\r', ["c1", "c3"], r"e.csv:3: not valid CSV"),
])
def test_a_bad_csv_record_is_skipped_naming_its_line(tmp_path: Path, rows: str, ids: list[str],
                                                     problem: str) -> None:
    """Review 13, finding 13: CSV errors named the line before the bad record, and one bad record refused
    the whole file."""
    corpus = read_corpus(write_csv(tmp_path / "e.csv", HEADER + rows))
    assert [e.id for e in corpus] == ids
    assert sum(bool(re.search(problem, p)) for p in corpus.problems) == 1, corpus.problems
    assert not any("Karin" in p or "Lund" in p for p in corpus.problems)


@pytest.mark.parametrize("encoding", ["utf-8", "utf-16"])
def test_a_nul_in_one_row_skips_that_row_in_any_encoding(tmp_path: Path, encoding: str) -> None:
    corpus = read_corpus(write_csv(tmp_path / "e.csv", HEADER + "L1,c1,ok\nL2,c2,Ka\x00rin\nL3,c3,ok\n", encoding))
    assert [e.id for e in corpus] == ["c1", "c3"]
    assert any(re.search(r"e.csv:3: a NUL character", p) for p in corpus.problems), corpus.problems


def test_a_quote_never_closed_refuses_the_file_naming_the_line_it_opens_on(tmp_path: Path) -> None:
    path = write_csv(tmp_path / "e.csv", HEADER + 'L1,c1,ok\nL2,c2,"Jag heter Karin.\nL3,c3,ok\n')
    with pytest.raises(InputError, match=r"e.csv:3: not valid CSV: the record that starts on this line opens "
                                         r"a quote that is never closed") as info:
        read_corpus(path)
    assert info.value.line == 3


@pytest.mark.parametrize("rest", ['"Jag heter Karin.\n', '"Jag heter Karin.\n\nJag bor i Lund, nära havet.\n'])
def test_a_quote_never_closed_in_the_last_essay_skips_that_essay_only(tmp_path: Path, rest: str) -> None:
    """Review 32 C2: one open quote in the last row refused the whole file; no line after it has a row's shape."""
    rows = "".join(f"L{i},c{i},ok\n" for i in range(1, 30))
    corpus = read_corpus(write_csv(tmp_path / "e.csv", HEADER + rows + "L30,c30," + rest))
    assert [e.id for e in corpus] == [f"c{i}" for i in range(1, 30)]
    assert any(re.search(r"e.csv:31: not valid CSV: the record that starts on this line opens a quote that is never "
                         r"closed .*record skipped", p) for p in corpus.problems), corpus.problems
    assert not any("Karin" in p or "Lund" in p for p in corpus.problems)


@pytest.mark.parametrize("text", [
    'L1,c1,"Jag har bott i\nLund,Malmö,och Göteborg\nL2,c2,ok\n',  # review 34 N2: no row before it
    '1,10,ok\n2,11,"Jag räknade\n2019,2020,2021 var bra år\n',  # review 34 N1b: a text line shaped like a row
    'L1,c1,ok\nL2,c2,ok\nL3,c3,"open\n,c4,next\n',  # review 36: a later row whose learner id is empty ...
    'L1,c1,ok\nL2,c2,ok\nL3,c3,"open\nL 4,c4,next\n',  # ... or spaced
])
def test_a_quote_never_closed_with_no_row_to_tell_its_end_refuses_the_file(tmp_path: Path, text: str) -> None:
    """Where rows might stand after it, or none before it shows what a row looks like, the file is refused: its
    lines are never read as essays of their own (review 34: essay 'Malmö' of learner 'Lund', essay 2020)."""
    with pytest.raises(InputError, match=r"opens a quote that is never closed"):
        read_corpus(write_csv(tmp_path / "e.csv", HEADER + text))


def test_a_bad_header_record_refuses_the_file(tmp_path: Path) -> None:
    with pytest.raises(InputError, match=r"e.csv:1: not valid CSV"):
        read_corpus(write_csv(tmp_path / "e.csv", 'learner_id,"essay_id"x,text\nL1,c1,ok\n'))


def test_a_raw_nul_in_one_jsonl_line_skips_that_line(tmp_path: Path) -> None:
    path = write_jsonl(tmp_path / "e.jsonl", [{"learner_id": "L", "essay_id": "a", "text": "x"}],
                       ['{"learner_id": "L", "essay_id": "n", "text": "Ka\x00rin"}'])
    corpus = read_corpus(path)
    assert [e.id for e in corpus] == ["a"]
    assert any(re.search(r"e.jsonl:2: a NUL character", p) for p in corpus.problems), corpus.problems


@pytest.mark.parametrize(("text", "message"), [
    # review 13, finding 12: the first data row, essay text and all, was printed as "it has: ..."
    ("L1,c1,Jag heter Karin Lundqvist.\n", "e.csv:1: the header lacks the column(s) learner_id, essay_id, text; "
     "its first line has 3 field(s) and does not look like a header"),
    ("learner_id,essay_id\nL1,c1\n", "e.csv:1: the header lacks the column(s) text (it has: learner_id, essay_id)"),
    ("learner_id,essay_id,Jag heter Karin.\nL1,c1,x\n", "e.csv:1: the header lacks the column(s) text; its first "
     "line has 3 field(s)"),
    ("", "e.csv:1: the header lacks the column(s) learner_id, essay_id, text (the file holds no record)"),
])
def test_a_missing_header_is_named_without_the_first_row(tmp_path: Path, text: str, message: str) -> None:
    with pytest.raises(InputError) as info:
        read_corpus(write_csv(tmp_path / "e.csv", text))
    assert str(info.value).startswith(str(tmp_path / message)), info.value
    assert "Karin" not in str(info.value)


@pytest.mark.parametrize(("value", "kind"), [(["x"], "a list"), ({"a": 1}, "an object"), (1.5, "a fraction"),
                                             (True, "true or false")])
def test_a_learner_id_that_is_no_id_is_a_problem_not_stringified(tmp_path: Path, value: object, kind: str) -> None:
    """Review 13, finding 15: ["x"] became the learner "['x']" with no problem line."""
    path = write_jsonl(tmp_path / "e.jsonl", [{"learner_id": "L1", "essay_id": "a", "text": "x"},
                                              {"learner_id": value, "essay_id": "b", "text": "y"},
                                              {"learner_id": 17, "essay_id": "c", "text": "z"},
                                              {"learner_id": "L1", "essay_id": value, "text": "w"}])
    corpus = read_corpus(path)
    assert [(e.id, e.learner_id) for e in corpus] == [("a", "L1"), ("b", "b"), ("c", "17")]
    assert f"{path}:2: field 'learner_id' is {kind}, not a string; essay 'b' read with learner_id = essay_id" \
        in corpus.problems
    assert f"{path}:4: field 'essay_id' is {kind}, not a string; row skipped" in corpus.problems


def test_a_nul_escape_in_a_jsonl_text_skips_that_essay(tmp_path: Path) -> None:
    """A JSON \\u0000 is no byte a decoder sees: "Kar\\0in" would be no name to detection, and a viewer hides it."""
    path = write_jsonl(tmp_path / "e.jsonl", [{"learner_id": "L", "essay_id": "a", "text": "x"},
                                              {"learner_id": "L", "essay_id": "n", "text": "Kar\x00in"}])
    corpus = read_corpus(path)
    assert [e.id for e in corpus] == ["a"]
    assert any(re.search(r"e.jsonl:2: the essay text holds a NUL character \(U\+0000\) at character 3.*"
                         r"essay 'n' skipped", p) for p in corpus.problems), corpus.problems


@pytest.mark.parametrize(("header", "rows", "ids", "problem"), [
    # the text's closing quote missing: csv reads on to the next quote that can close it, taking in c2 and c3
    (HEADER, 'L1,c1,"Hej, jag heter Ali.\nL2,c2,Jag heter Omar.\nL3,c3,Jag bor i Lund."\nL4,c4,ok\n', ["c4"],
     r"^\S*e.csv:2: the quote opened on this line is closed only on line 4, and lines 3-4 have the shape of rows "
     r"of this file \(at least the header's 2 commas, learner_id and essay_id like its rows'\): a closing quote is "
     r"likely missing; lines 2-4 are skipped, and any essay written on them is not read; record skipped$"),
    # review 23 L1: the row taken in holds a comma in its text (more commas than the header)
    (HEADER, 'L1,c1,"Hej, jag heter Ali.\nL2,c2,Jag bor i Lund, nära havet."\nL3,c3,ok\n', ["c3"],
     r"e.csv:2: the quote opened on this line is closed only on line 3, and line 3 has the shape of a row"),
    (HEADER, 'L1,c1,"Hej, jag heter Ali.\nL2,c2,Jag heter Omar, 12 år.\nL3,c3,Jag bor i Lund, nära havet."\n'
     'L4,c4,ok\n', ["c4"], r"e.csv:2: the quote opened on this line is closed only on line 4, and lines 3-4 have"),
    ("learner_id,essay_id,text,level\n", 'L1,c1,"Hej.\nL2,c2,Jag heter Omar, 12 år.,A2\nL3,c3,Lund, nära.",B1\n'
     'L4,c4,ok,A1\n', ["c4"], r"e.csv:2: the quote opened on this line is closed only on line 4, and lines 3-4 have"),
    # the text not the last column: the last line taken in is a row up to the text
    ("learner_id,essay_id,text,level\n", 'L1,c1,"Hej.\nL2,c2,Jag heter Omar.,A2\nL3,c3,Lund.",B1\nL4,c4,ok,A1\n',
     ["c4"], r"e.csv:2: the quote opened on this line is closed only on line 4, and lines 3-4 have the shape of "
     r"rows of this file \(at least the header's 3 commas"),
    # CRLF line ends, and the quote opened on the record's second line (a multi-line field before it)
    ("learner_id,essay_id,note,text\r\n", 'L1,c1,"two\r\nlines","Hej.\r\nL2,c2,x,Jag heter Omar.\r\nL3,c3,x,Lund."\r\n'
     'L4,c4,x,ok\r\n', ["c4"], r"e.csv:2: the quote opened on line 3 is closed only on line 5, and lines 4-5 have "
     r"the shape of rows"),
    # the text column first (safety21): the ids of the rows taken in stand after their text, counted from the end
    ("text,learner_id,essay_id\n", 'ok,L0,c0\n"Hej, jag heter Ali.,L1,c1\nJag heter Omar.,L2,c2\n'
     'Jag bor i Lund.",L3,c3\nok,L4,c4\n', ["c0", "c4"], r"^\S*e.csv:3: the quote opened on this line is closed "
     r"only on line 5, and lines 3-4 have the shape of rows of this file \(at least the header's 2 commas, "
     r"learner_id and essay_id like its rows'\)"),
    ("text,learner_id,essay_id,level\n", '"Hej, jag heter Ali.,L1,c1,A2\nJag bor i Lund, nära havet.",L2,c2,B1\n'
     'ok,L3,c3,A1\n', ["c3"], r"e.csv:2: the quote opened on this line is closed only on line 3, and line 2 has the "
     r"shape of a row"),
    ("learner_id,text,essay_id\n", 'L1,"Hej.,c1\nL2,Jag heter Omar.,c2\nL3,Lund.",c3\nL4,ok,c4\n', ["c4"],
     r"e.csv:2: the quote opened on this line is closed only on line 4, and lines 2-4 have the shape of rows"),
    # no record of the file is whole (the quote took in every row): the ids' shapes come from every record
    ("level,essay_id,learner_id,text\n", 'A1,e0,L0,"Sedan vi gick\nB2,e1,L1,", Sedan\noch jag i"', [],
     r"e.csv:2: the quote opened on this line is closed only on line 3, and line 3 has the shape of a row"),
])
def test_a_quote_left_open_that_takes_in_the_next_rows_is_named_not_merged(
        tmp_path: Path, header: str, rows: str, ids: list[str], problem: str) -> None:
    corpus = read_corpus(write_csv(tmp_path / "e.csv", header + rows))
    assert [e.id for e in corpus] == ids
    assert sum(bool(re.search(problem, p)) for p in corpus.problems) == 1, corpus.problems
    assert not any("Omar" in p or "Lund" in p for p in corpus.problems)


def test_multi_line_essays_whose_lines_hold_commas_are_read_whole(tmp_path: Path) -> None:
    text = "Hej, jag heter Ali.\n2019,var jag i Lund, det var kul.\nAli,Omar,Lisa\nL2 c2, bor här, nu\nSlut."
    path = write_csv(tmp_path / "e.csv", HEADER + f'L1,c1,"{text}"\nL2,c2,"a\nb"\nL3,c3,ok\n')
    corpus = read_corpus(path)
    assert corpus.problems == [] and [e.id for e in corpus] == ["c1", "c2", "c3"]
    assert corpus.essay("c1").text == text


def test_multi_line_essays_before_their_ids_whose_lines_hold_commas_are_read_whole(tmp_path: Path) -> None:
    text = "Hej, jag heter Ali.\n2019,var jag i Lund, det var kul.\nAli,Omar,Lisa\nbor här, L2 c2,nu\nSlut."
    path = write_csv(tmp_path / "e.csv", f'text,learner_id,essay_id\n"{text}",L1,c1\n"a\nb",L2,c2\nok,L3,c3\n')
    corpus = read_corpus(path)
    assert corpus.problems == [] and [e.id for e in corpus] == ["c1", "c2", "c3"]
    assert corpus.essay("c1").text == text


@pytest.mark.parametrize(("header", "rows", "problem"), [
    # review 28, finding 5: the next text's opening quote ends the field left open; the strict parse fails, and
    # the lines after it (c2's text) were read as rows: "Han bor i Malmö" a learner, a sentence an essay id
    (HEADER, 'L1,c1,"Hej, jag heter Ali.\nJag bor i Lund.\nL2,c2,"Min vän heter Omar.\n'
     'Han bor i Malmö,Karin Lundqvist och jag går i skolan.\nSlut."\nL3,c3,ok\n',
     r"^\S*e.csv:2: not valid CSV \(.*\); the record runs to line 4, and the lines after it up to line 6 do not "
     r"parse as whole rows of this file: lines 2-6 are skipped, and any essay written on them is not read; "
     r"record skipped$"),
    # the text first, the next essay starting with a line break: c2 was read as its last line 'Han bor i Malmö."'
    ("text,learner_id,essay_id\n", '"Hej, jag heter Ali.\nJag bor i Lund.,L1,c1\n"\nMin vän heter Omar.\n'
     'Han bor i Malmö.",L2,c2\nok,L3,c3\n', r"e.csv:2: .*lines 2-6 are skipped"),
])
def test_after_a_broken_record_no_line_of_an_essay_is_read_as_a_row(tmp_path: Path, header: str, rows: str,
                                                                    problem: str) -> None:
    corpus = read_corpus(write_csv(tmp_path / "e.csv", header + rows))
    assert [(e.id, e.learner_id, e.text) for e in corpus] == [("c3", "L3", "ok")]
    assert sum(bool(re.search(problem, p)) for p in corpus.problems) == 1, corpus.problems
    assert not any("Omar" in p or "Malmö" in p or "Karin" in p for p in corpus.problems), corpus.problems


@pytest.mark.parametrize("order", ["text,learner_id,essay_id,level", "level,learner_id,essay_id,text",
                                   "learner_id,text,essay_id,level", "level,text,essay_id,learner_id"])
def test_a_number_written_with_thousands_commas_is_no_row_with_numeric_ids(tmp_path: Path, order: str) -> None:
    """Review 28, finding 6: 'TRL 1,426,696,000 as ...' had the shape of a row where ids are numbers."""
    cols = order.split(",")
    texts = {"1001": "The court awarded the applicant\nTRL 1,426,696,000 as additional compensation.\nEnd.",
             "1002": "ok", "1003": "It cost 12,500,000 in all,\n3,000 of it in 2019.",
             "1004": "On 17 May 2000 the court awarded him\nTRL 1,167,070,000, plus costs."}
    lines = [order]
    for n, (essay, text) in enumerate(texts.items(), 1):
        cell = {"text": '"' + text + '"', "learner_id": str(n), "essay_id": essay, "level": "B1"}
        lines.append(",".join(cell[c] for c in cols))
    corpus = read_corpus(write_csv(tmp_path / "e.csv", "\n".join(lines) + "\n"))
    assert corpus.problems == []
    assert {e.id: e.text for e in corpus} == texts


def test_rows_with_numeric_ids_taken_in_by_a_quote_left_open_are_still_named(tmp_path: Path) -> None:
    path = write_csv(tmp_path / "e.csv", 'learner_id,essay_id,text\n1,1001,"Hej, jag heter Ali.\n'
                     '2,1002,Jag heter Omar.\n3,123,Jag bor i Lund, 1,500 m från havet."\n4,1004,ok\n')
    corpus = read_corpus(path)
    assert [e.id for e in corpus] == ["1004"]
    assert any(re.search(r"e.csv:2: the quote opened on this line is closed only on line 4, and lines 3-4 have", p)
               for p in corpus.problems), corpus.problems


@pytest.mark.parametrize(("rows", "ids"), [
    # review 31, C1: rows ending in a comma (one field more than the header) were never whole again after a broken
    # record, and every essay after it was lost
    ('L1,e1,ett,\nL2,e2,"Han sa "nej" då.",\nL3,e3,tre,\nL4,e4,fyra,\n', ["e1", "e3", "e4"]),
])
def test_after_a_broken_record_the_files_own_rows_are_whole_again(tmp_path: Path, rows: str, ids: list[str]) -> None:
    corpus = read_corpus(write_csv(tmp_path / "e.csv", HEADER + rows))
    assert [e.id for e in corpus] == ids
    assert any("e.csv:3" in p for p in corpus.problems), corpus.problems


@pytest.mark.parametrize(("rows", "ids"), [
    # review 32: the text lines of a broken record counted as the file's rows, so 'Lund"' was read as an essay id
    # and 'Karin Berg' as its learner; a good row after them was lost
    ('L1,e1,"Jag bor i Lund\nL2,e2,"Hej, jag heter Karin\nBerg\nKarin Berg, Lund"\n', []),
    ('L1,e1,"Hej, jag heter\nL2,e2,"Min vän, Karin, hon\nbor i Lund\nmed sin familj"\nL3,e3,Vi ses\n', ["e3"]),
])
def test_a_broken_records_lines_set_no_row_shape(tmp_path: Path, rows: str, ids: list[str]) -> None:
    corpus = read_corpus(write_csv(tmp_path / "e.csv", HEADER + rows))
    assert [e.id for e in corpus] == ids
    assert any("e.csv:2" in p and "skipped" in p for p in corpus.problems), corpus.problems


def test_where_only_some_rows_end_in_a_comma_a_row_of_the_headers_width_is_whole(tmp_path: Path) -> None:
    # review 33: after a broken record, a clean row of the header's width was skipped in such a file
    rows = 'L0,e0,"ett\ntvå",\nL1,e1,"det hej,\nL2,e2,"bor här\nkul, var hej",\nL3,e3,"vi kul"\nL4,e4,"fyra",\n'
    corpus = read_corpus(write_csv(tmp_path / "e.csv", HEADER + rows))
    assert [e.id for e in corpus] == ["e0", "e3", "e4"]
    assert any("e.csv:4" in p and "skipped" in p for p in corpus.problems), corpus.problems



def test_a_record_of_the_wrong_width_over_several_lines_names_them(tmp_path: Path) -> None:
    """The lead's CSV fuzz (session 21): a quote opened on a line of one field ran over the next row, and only its
    first line was named ('has 1 fields'): essay e4 on the lines it took in was lost without a word."""
    path = write_csv(tmp_path / "e.csv", 'learner_id,essay_id,text\nL3,e3,ok\n"""\nL4,e4,"\n""q""y,z"\nL5,e5,fine\n')
    corpus = read_csv_essays(path)
    assert [e.id for e in corpus.essays] == ["e3", "e5"]
    assert any("lines 3-4" in p and "not read as its own" in p for p in corpus.problems), corpus.problems


def test_a_language_field_that_holds_text_is_named_and_never_quoted(tmp_path: Path) -> None:
    """Review 45 C6: an unquoted comma moved the essay's end into an extra 'language' column; the only sign was a
    detection warning that copied the text into report.json."""
    from workbench.lang import language_problem
    from workbench.model import Essay

    path = write_csv(tmp_path / "e.csv", "learner_id,essay_id,text,language\nL1,e1,Jag bor, i Lund med Anna\n"
                                         "L2,e2,Jag heter,Anna\nL3,e3,Hej,sv\nL4,e4,Jag heter,ali\n")
    corpus = read_csv_essays(path)
    assert any("e.csv:2: field 'language' holds" in p for p in corpus.problems), corpus.problems
    assert any("e.csv:3: field 'language' holds" in p for p in corpus.problems), corpus.problems  # review 46 C5
    assert not any("Lund" in p or "Anna" in p or "'ali'" in p or "e.csv:4" in p for p in corpus.problems)
    problem = language_problem(Essay("e1", "L1", "Jag bor", " i Lund med Anna"), None, "sv")
    assert problem is not None and "Lund" not in problem
    problem = language_problem(Essay("e1", "L1", "Jag heter", "jo"), None, "sv")  # a name, code-shaped (review 48)
    assert problem is not None and "'jo'" not in problem

    for value in ("de-Anna", "it_Sara", "fil-Omar", "tl-Bo"):  # a known code and a name after it (review 49 C8)
        problem = language_problem(Essay("e1", "L1", "Jag heter", value), None, "sv")
        name = value.replace("_", "-").split("-")[1]
        assert problem is not None and value not in problem and name not in problem, problem
    problem = language_problem(Essay("e1", "L1", "Hallo", "de-AT"), None, "sv")
    assert problem is not None and "language 'de' with a subtag of 2 characters" in problem


@pytest.mark.parametrize(
    ("rows", "line"),
    [
        # review 45 C5 / 47 C3: the line after an unquoted line break had the header's width; its words became the
        # essay id (release file 'Kiruna.txt', 'Mora.txt', 'Anna.txt') and the learner of report.json
        ("L0,e0,Hej.,sv\nL1,e1,Jag heter\nAnna,Kiruna,och jag bor i Kiruna,sv\nL2,e2,Jag bor i Mora.,sv\n", 4),
        ("L0,e0,Hej.,sv\nL1,e1,Jag heter Omar och min kompis\nheter,Anna,hon bor i,Kiruna\nL2,e2,Hej då.,sv\n", 4),
        ("L0,e0,Hej.,sv\nL1,e1,Jag heter,sv\nAnna,Mora,extra,sv\nL2,e2,Hej då.,sv\nL3,e3,Hej.,sv\n", 4),
        # review 62 C2: after a sentence that ends with a stop, ids that read as words
        ("L0,e0,Hej.,sv\nL1,e1,Jag heter Anna.,sv\nJag bor,Kiruna,med min mamma.,sv\nL2,e2,Hej då.,sv\n", 4),
        ("L0,e0,Hej.,sv\nL1,e1,Jag heter Anna!,sv\nhon bor i Mora,med min mamma,i huset.,sv\nL2,e2,Hej.,sv\n", 4),
        ("L0,e0,Hej.,sv\nL1,e1,Jag heter Anna.,sv\nKiruna ,Mora ,bra.,sv\nL2,e2,Hej.,sv\n", 4),  # review 63 C3
        # review 64 C4: with a stop or a genitive
        ("L0,e0,Hej.,sv\nL1,e1,Jag heter Anna.,sv\nbor i,Mora.,bra.,sv\nL2,e2,Hej.,sv\n", 4),
        ("L0,e0,Hej.,sv\nL1,e1,Jag heter Anna.,sv\nx1,Kiruna's,bra.,sv\nL2,e2,Hej.,sv\n", 4),
        # review 66 C2: in capitals or hyphenated, names or places of the lists
        ("L0,e0,Hej.,sv\nL1,e1,Jag heter Anna.,sv\nKIRUNA,Lund-Berg,bra.,sv\nL2,e2,Hej.,sv\n", 4),
        ("L0,e0,Hej.,sv\nL1,e1,Jag heter Anna.,sv\nx1,KIRUNA-A,bra.,sv\nL2,e2,Hej.,sv\n", 4),  # review 68 C1
        ("L0,e0,Hej.,sv\nL1,e1,Jag heter Anna.,sv\nx1,Malmö-C,bra.,sv\nL2,e2,Hej.,sv\n", 4),
    ],
)
def test_a_row_whose_ids_are_unlike_the_files_after_a_text_cut_short_is_skipped_unshown(tmp_path: Path, rows: str,
                                                                             line: int) -> None:
    corpus = read_csv_essays(write_csv(tmp_path / "e.csv", "learner_id,essay_id,text,language\n" + rows))
    assert [e.id for e in corpus.essays] == [e for e in ("e0", "e1", "e2", "e3") if f"{e}," in rows]
    problem = next(p for p in corpus.problems if f"e.csv:{line}:" in p and "unlike the file's other ids" in p)
    assert not any(w in problem for w in ("Anna", "Kiruna", "Mora", "heter"))


def test_worded_ids_in_capitals_hyphenated_or_abbreviated_are_read(tmp_path: Path) -> None:
    """Review 65 C4: 6097acd skipped 'FINAL', 'Pre-Test', 'KTH-A', 'ex.', "teacher's" in files of numbered ids."""
    rows = ("L1,e1,Hej.\nL2,FINAL,Hej.\nL3,e3,Hej.\nL4,Pre-Test,Hej.\nL5,A-B,Hej.\nL6,KTH-A,Hej.\nL7,X-Y,Hej.\n"
            "L8,ex.,Hej.\nL9,e9,Hej.\nL10,teacher's,Hej.\nL11,e11,Hej.\nL12,e12,Hej.\nL13,e13,Hej.\nL14,e14,Hej.\n")
    corpus = read_csv_essays(write_csv(tmp_path / "e.csv", "learner_id,essay_id,text\n" + rows))
    assert len(corpus.essays) == 14, corpus.problems


def test_ids_without_digits_are_read_where_the_file_numbers_few_ids(tmp_path: Path) -> None:
    rows = "anna,intro,Hej.\nbo,body,Hej.\nL3,e3,Hej.\n"  # ids the file writes without digits are its own
    corpus = read_csv_essays(write_csv(tmp_path / "e.csv", "learner_id,essay_id,text\n" + rows))
    assert [e.id for e in corpus.essays] == ["intro", "body", "e3"]
