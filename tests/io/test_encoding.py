from __future__ import annotations

from pathlib import Path

import pytest

from workbench.io.encoding import read_text
from workbench.io.errors import InputError

TEXT = "Jag bor i Malmö och heter Åsa.\r\nNästa rad: «citat» – slut"


@pytest.mark.parametrize(("encoding", "expected"), [
    ("utf-8", "utf-8"),
    ("utf-8-sig", "utf-8-sig"),
    ("utf-16", "utf-16-le"),  # Python writes a little-endian BOM
    ("utf-16-be", "utf-16-be"),
    ("cp1252", "cp1252"),
])
def test_read_text_reports_encoding(tmp_path: Path, encoding: str, expected: str) -> None:
    path = tmp_path / "essay.txt"
    data = TEXT.encode(encoding)
    if encoding == "utf-16-be":
        data = b"\xfe\xff" + data
    path.write_bytes(data)
    assert read_text(path) == (TEXT, expected)


def test_latin1_is_the_last_resort(tmp_path: Path) -> None:
    path = tmp_path / "x.txt"
    path.write_bytes(b"caf\xe9 \x81")  # 0x81 is undefined in cp1252
    assert read_text(path) == ("café \x81", "latin-1")


@pytest.mark.parametrize("data", [b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR", b"abc\x00def"])
def test_binary_file_raises_naming_the_file(tmp_path: Path, data: bytes) -> None:
    path = tmp_path / "picture.txt"
    path.write_bytes(data)
    with pytest.raises(InputError, match="picture.txt.*NUL byte") as info:
        read_text(path)
    assert info.value.path == path


def test_bad_utf16_after_bom_raises(tmp_path: Path) -> None:
    path = tmp_path / "odd.txt"
    path.write_bytes(b"\xff\xfea\x00b")  # odd number of bytes
    with pytest.raises(InputError, match="odd.txt.*utf-16-le"):
        read_text(path)


def test_missing_file_raises(tmp_path: Path) -> None:
    with pytest.raises(InputError, match="nope.txt: cannot be read"):
        read_text(tmp_path / "nope.txt")
