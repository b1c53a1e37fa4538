from __future__ import annotations

from pathlib import Path

import pytest

from workbench.io.encoding import BROKEN_UTF8, BadBytes, bad_bytes, read_text
from workbench.io.errors import InputError

TEXT = "Jag bor i Malmö och heter Åsa.\r\nNästa rad: «citat» – slut"


@pytest.mark.parametrize(("encoding", "expected"), [
    ("utf-8", "utf-8"),
    ("utf-8-sig", "utf-8-sig"),
    ("utf-16", "utf-16-le"),  # Python writes a little-endian BOM
    ("utf-16-be", "utf-16-be"),
    ("utf-32", "utf-32-le"),  # BOM FF FE 00 00, which starts with UTF-16-LE's FF FE
    ("utf-32-be", "utf-32-be"),
    ("cp1252", "cp1252"),
])
def test_read_text_reports_encoding(tmp_path: Path, encoding: str, expected: str) -> None:
    path = tmp_path / "essay.txt"
    data = TEXT.encode(encoding)
    if encoding in ("utf-16-be", "utf-32-be"):
        data = "\ufeff".encode(encoding) + data
    path.write_bytes(data)
    assert read_text(path) == (TEXT, expected)


def test_a_byte_cp1252_leaves_undefined_is_refused_not_read_as_latin1(tmp_path: Path) -> None:
    # read as latin-1, 0x81 (Mac Roman's Å) was an invisible control character: "Västerås" in Mac Roman came out
    # as "Vsters" in a release that passed its leak check
    path = tmp_path / "x.txt"
    path.write_bytes(b"caf\xe9\nbor i \x81re \x81")
    with pytest.raises(InputError, match=r"x.txt:2: neither UTF-8 nor cp1252: byte 0x81 at byte offset 11 .*iconv "
                       r"-f macintosh") as info:
        read_text(path)
    assert info.value.line == 2


@pytest.mark.parametrize("data", [b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR", b"abc\x00def"])
def test_binary_file_raises_naming_the_file(tmp_path: Path, data: bytes) -> None:
    path = tmp_path / "picture.txt"
    path.write_bytes(data)
    with pytest.raises(InputError, match="picture.txt.*NUL byte") as info:
        read_text(path)
    assert info.value.path == path


@pytest.mark.parametrize("encoding", ["utf-16", "utf-32", "utf-8-sig"])
def test_a_nul_character_after_any_byte_order_mark_raises_naming_its_line(tmp_path: Path, encoding: str) -> None:
    """UTF-32 was once read as UTF-16-LE, a NUL before every letter, and its names went out readable: a decode
    that yields a NUL is no text, whatever the encoding."""
    path = tmp_path / "essay.txt"
    path.write_bytes("Hej\nJag heter Sig\x00rid.\n".encode(encoding))
    with pytest.raises(InputError, match=r"essay.txt:2: not a text file: .*NUL") as info:
        read_text(path)
    assert info.value.line == 2


def test_bad_utf16_after_bom_raises(tmp_path: Path) -> None:
    path = tmp_path / "odd.txt"
    path.write_bytes(b"\xff\xfea\x00b")  # odd number of bytes
    with pytest.raises(InputError, match="odd.txt.*utf-16-le"):
        read_text(path)


def test_missing_file_raises(tmp_path: Path) -> None:
    with pytest.raises(InputError, match="nope.txt: cannot be read"):
        read_text(tmp_path / "nope.txt")


def test_broken_utf8_is_not_read_as_cp1252(tmp_path: Path) -> None:
    """UTF-8 with one byte that is not UTF-8 once fell back to cp1252 and released "BorlÃ¤nge", which
    nothing finds: now it is a named problem with the line, the byte offset and what to do."""
    path = tmp_path / "essay.txt"
    data = "Jag heter Åsa.\nJag bor i Borlänge ".encode() + b"och \xf6vriga.\n"
    path.write_bytes(data)
    at = data.index(b"\xf6")
    with pytest.raises(InputError, match=rf"essay.txt:2: broken UTF-8: 1 byte\(s\).*\(0xF6\) at byte offset "
                       rf"{at}.*save the file as UTF-8") as info:
        read_text(path)
    assert info.value.line == 2


def test_utf8_bom_with_bad_bytes_is_broken_utf8(tmp_path: Path) -> None:
    path = tmp_path / "essay.txt"
    path.write_bytes(b"\xef\xbb\xbfBorl\xe4nge")
    with pytest.raises(InputError, match="broken UTF-8"):
        read_text(path)


def test_genuine_cp1252_is_still_read_with_a_note(tmp_path: Path) -> None:
    path = tmp_path / "essay.txt"
    path.write_bytes("Jag bor i Borlänge, “citat” – slut".encode("cp1252"))
    problems: list[str] = []
    assert read_text(path, problems) == ("Jag bor i Borlänge, “citat” – slut", "cp1252")
    assert problems == [f"{path}: read as cp1252"]


@pytest.mark.parametrize(("text", "line"), [("Örjan Äppelgren bor i Borlänge.", 1), ("Hej\nJag bor i Västerås", 2),
                                           ("Hej\nÄngelholm", 2), ("PÄR", 1)])
def test_a_file_with_mac_romans_letters_is_refused_with_how_to_convert_it(tmp_path: Path, text: str,
                                                                         line: int) -> None:
    # read as cp1252 it is "…rjan €ppelgren bor i BorlŠnge", and the names are not found (review 13)
    path = tmp_path / "mac.txt"
    path.write_bytes(text.encode("mac_roman"))
    with pytest.raises(InputError, match=r"mac.txt:\d+: (looks like Mac Roman|neither UTF-8 nor cp1252).*iconv -f "
                       "macintosh -t utf-8") as info:
        read_text(path, [], rows=True)
    assert info.value.line == line


def test_a_byte_cp1252_leaves_undefined_refuses_only_its_row_in_a_file_of_rows(tmp_path: Path) -> None:
    # review 24: one stray byte refused every essay of a one-essay-a-row CSV
    from workbench.io.tabular import read_csv_essays as read_csv

    path = tmp_path / "essays.csv"
    path.write_bytes(b"learner_id,essay_id,text\nL1,e1,Jag bor i Lund.\nL2,e2,Hej \x81 d\xe5.\nL3,e3,Caf\xe9 ok.\n")
    corpus = read_csv(path)
    assert [e.id for e in corpus] == ["e1", "e3"] and corpus.essays[1].text == "Café ok."
    assert any("essays.csv:3" in p and "byte 0x81" in p and "not read" in p for p in corpus.problems), corpus.problems


@pytest.mark.parametrize(("text", "encoding"), [("Jag bor i Västerås.", "cp437"),
                                               ("Mam na imię Małgorzata Wałęsa.", "cp1250"),
                                               ("Dušan Žarko", "iso-8859-15")])
def test_another_legacy_encoding_read_as_cp1252_is_refused(tmp_path: Path, text: str, encoding: str) -> None:
    # read as cp1252: 'V„ster†s', 'Ma³gorzata', 'Du¨an': the names were not found and released (review 24)
    path = tmp_path / "legacy.txt"
    path.write_bytes(text.encode(encoding))
    with pytest.raises(InputError, match=r"legacy.txt:1: not cp1252: \d place\(s\) where cp1252 reads a symbol"):
        read_text(path)


def test_a_cp1252_reading_that_may_be_mac_roman_is_named_with_how_to_convert_it(tmp_path: Path) -> None:
    path = tmp_path / "mac.txt"
    path.write_bytes("Hej\nÖrjan".encode("mac_roman"))  # cp1252 "…rjan": '…' may start a word in cp1252 too
    problems: list[str] = []
    assert read_text(path, problems) == ("Hej\n…rjan", "cp1252")
    assert len(problems) == 1 and "look like the letters of Mac Roman" in problems[0]
    assert "first on line 2" in problems[0] and "iconv -f macintosh" in problems[0]


@pytest.mark.parametrize("text", ["“Hello” – said Zoë — it’s fine…and", "Dušan och Miloš, Žarko", "Jag bor i Borlänge",
                                  "neighbour—Harriet Pemberton—yesterday", "Office™ •Milk EUR€5",
                                  "don´t, 5°C, l·l, soft\xadhyphen, it’s, A4 × 2",
                                  "45m²och H²O, iPhone™och, »hej»och"])  # review 25: refused
def test_cp1252_with_punctuation_is_not_taken_for_mac_roman(tmp_path: Path, text: str) -> None:
    path = tmp_path / "win.txt"
    path.write_bytes(text.encode("cp1252"))
    problems: list[str] = []
    assert read_text(path, problems) == (text, "cp1252")
    assert problems == [f"{path}: read as cp1252"]


def test_rows_mode_names_the_row_with_bad_bytes(tmp_path: Path) -> None:
    path = tmp_path / "rows.jsonl"
    data = "ä\n".encode() + b"ok\nb\xe4d \xe4\n" + "å\n".encode()
    path.write_bytes(data)
    text, encoding = read_text(path, rows=True)
    assert encoding == BROKEN_UTF8
    bad = BadBytes(text)
    assert bad.problem(1, 2) is None and bad.problem(4, 4) is None
    line, message = bad.problem(3, 3)  # type: ignore[misc]
    at = data.index(b"\xe4")
    assert line == 3 and "2 byte(s)" in message and f"(0xE4) at byte offset {at}" in message
    path.write_bytes(b"\xef\xbb\xbf" + data)  # behind a byte-order mark the offsets still count from the file's start
    found = bad_bytes(*read_text(path, rows=True))
    assert found is not None and f"at byte offset {at + 3};" in found.problem(3, 3)[1]  # type: ignore[index]
