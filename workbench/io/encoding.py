"""Read a text file whatever its encoding, and say which encoding it was.

Order of attempts: a byte-order mark (UTF-8, UTF-32 LE/BE, UTF-16 LE/BE: UTF-32's before UTF-16's, as
FF FE 00 00 starts with FF FE), then strict UTF-8, then cp1252. A file with NUL bytes and no
byte-order mark is binary (or BOM-less UTF-16/32, which cannot be told from binary reliably) and raises
`InputError`; so does a text that holds a NUL character once decoded, whatever the encoding (UTF-32 read as
UTF-16 would hold one before every letter, and a viewer shows none of them), naming its line. Newlines are
kept as they are, so offsets into the text match the file.

Broken UTF-8: a file that holds valid UTF-8 multi-byte sequences ("ä" as C3 A4) and also bytes that are
not UTF-8 is UTF-8 with damage, not cp1252: read as cp1252 its originals would come out garbled ("BorlÃ¤nge")
and nothing would find them. It raises InputError naming the line and byte offset of the first bad byte.
A reader of one essay a row asks for ``rows=True`` instead: the text comes back decoded with
``surrogateescape`` (encoding `BROKEN_UTF8`), every bad byte a character U+DC80-U+DCFF that
`BadBytes` finds and names, so that only the rows holding them are refused. With ``rows=True`` a NUL
after the first line (the header or first record: BOM-less UTF-16 holds one in every line) is left in
the text for `BadBytes` too. A file with no UTF-8
multi-byte sequence at all is read as cp1252, with the note "read as cp1252". One that is not cp1252 either (a
byte cp1252 leaves undefined: read as latin-1 it would be an invisible control character, and the word holding it
would lose a letter, a name or place released the rest of it), or that holds Mac Roman's letters where cp1252
reads symbols inside words ('BorlŠnge', see `_MAC_ROMAN_LETTERS`), or another legacy encoding's letters where
cp1252 reads a symbol inside a word ('V„ster†s', `_SYMBOL_IN_WORD`), raises InputError naming the first place and
how to convert it: both once came out as "leak check passed" releases of "Vsters" for "Västerås". With
``rows=True`` a byte cp1252 leaves undefined refuses only its row (encoding "broken cp1252", named by `BadBytes`).
"""

from __future__ import annotations

import codecs
import re
from pathlib import Path

from workbench.io.errors import InputError

__all__ = ["BROKEN_UTF8", "UTF8_NAMES", "BadBytes", "bad_bytes", "decode_bytes", "read_text"]

#: Encoding names that count as UTF-8 (no problem is reported for them).
UTF8_NAMES = frozenset({"utf-8", "utf-8-sig"})

_BOMS = (
    (codecs.BOM_UTF8, "utf-8-sig", "utf-8"),
    (codecs.BOM_UTF32_LE, "utf-32-le", "utf-32-le"),
    (codecs.BOM_UTF32_BE, "utf-32-be", "utf-32-be"),
    (codecs.BOM_UTF16_LE, "utf-16-le", "utf-16-le"),
    (codecs.BOM_UTF16_BE, "utf-16-be", "utf-16-be"),
)
#: The encoding names of a broken UTF-8 text read with ``rows=True`` (without, with a byte-order mark).
BROKEN_UTF8 = "broken utf-8"
_BROKEN_UTF8_SIG = "broken utf-8-sig"
#: ... and of a cp1252 text with bytes cp1252 leaves undefined, read with ``rows=True``
_BROKEN_CP1252 = "broken cp1252"
#: One well-formed UTF-8 sequence of two to four bytes.
_MULTIBYTE = re.compile(
    rb"[\xc2-\xdf][\x80-\xbf]|\xe0[\xa0-\xbf][\x80-\xbf]|[\xe1-\xec\xee\xef][\x80-\xbf]{2}"
    rb"|\xed[\x80-\x9f][\x80-\xbf]|\xf0[\x90-\xbf][\x80-\xbf]{2}|[\xf1-\xf3][\x80-\xbf]{3}"
    rb"|\xf4[\x80-\x8f][\x80-\xbf]{2}"
)
#: A byte that was not UTF-8, as ``surrogateescape`` decodes it.
_ESCAPED = re.compile("[\udc80-\udcff]")
#: What no row may hold: such a byte or a NUL.
_FAULT = re.compile("[\x00\udc80-\udcff]")
_ROW_NOT_READ = "the essay of this row is not read"
_FIX = ("repair those bytes, or save the file as UTF-8 again; a file that really is cp1252 or latin-1 "
        "must hold no UTF-8 characters (convert it whole, e.g. iconv -f cp1252 -t utf-8)")


def _undefined(byte: int, offset: int, what: str) -> str:
    return (f"neither UTF-8 nor cp1252: byte 0x{byte:02X} at byte offset {offset} is no character in cp1252 (read as "
            "latin-1 it would be an invisible control character, and the word holding it would lose a letter); "
            f"{what}: {_CONVERT}")


def _broken(count: int, byte: int, offset: int, what: str) -> str:
    return (f"broken UTF-8: {count} byte(s) that are not UTF-8 among UTF-8 characters, the first (0x{byte:02X}) "
            f"at byte offset {offset}; {what}: {_FIX}")


class BadBytes:
    """What no row of a ``rows=True`` text may hold: bytes that were not UTF-8 (or, in a cp1252 text, no cp1252
    character) and NUL characters, each as (line, byte offset, byte value (0 for a NUL), character index)."""

    def __init__(self, text: str, start: int = 0, cp1252: bool = False) -> None:
        self.cp1252 = cp1252
        self.found: list[tuple[int, int, int, int]] = []
        offset, line, done = start, 1, 0
        codec = "cp1252" if cp1252 else "utf-8"
        for m in _FAULT.finditer(text):
            offset += len(text[done : m.start()].encode(codec, "surrogateescape"))
            line += text.count("\n", done, m.start())
            self.found.append((line, offset, max(ord(m.group()) - 0xDC00, 0), m.start()))
            offset, done = offset + 1, m.end()

    def problem(self, first_line: int, last_line: int) -> tuple[int, str] | None:
        """(line, message) for what is bad on lines ``first_line`` to ``last_line`` (one row), or None."""
        return self._problem([b for b in self.found if first_line <= b[0] <= last_line])

    def within(self, start: int, end: int) -> tuple[int, str] | None:
        """(line, message) for what is bad in characters ``start`` to ``end`` of the text (one row), or None."""
        return self._problem([b for b in self.found if start <= b[3] < end])

    def _problem(self, inside: list[tuple[int, int, int, int]]) -> tuple[int, str] | None:
        if not inside:
            return None
        line, offset, byte, _ = inside[0]
        if not byte:
            return line, f"a NUL character (U+0000), which no text holds; {_ROW_NOT_READ}"
        if self.cp1252:
            return line, _undefined(byte, offset, _ROW_NOT_READ)
        return line, _broken(sum(1 for b in inside if b[2]), byte, offset, _ROW_NOT_READ)


def bad_bytes(text: str, encoding: str) -> BadBytes | None:
    """What no row may hold in a text that `read_text` read with ``rows=True``; None when it holds none."""
    broken = encoding in (BROKEN_UTF8, _BROKEN_UTF8_SIG, _BROKEN_CP1252)
    if not broken and "\x00" not in text:
        return None
    return BadBytes(text, len(codecs.BOM_UTF8) if encoding == _BROKEN_UTF8_SIG else 0, encoding == _BROKEN_CP1252)


def _left_to_rows(rows: bool, newline: int, nul: int) -> bool:
    """Whether a NUL at ``nul`` is left to a reader of rows (after the first line, see the module doc)."""
    return rows and 0 <= newline < nul


def decode_bytes(data: bytes, path: str | Path = "<bytes>", rows: bool = False) -> tuple[str, str]:
    """Decode ``data``; returns (text, encoding name). Raises InputError when it looks binary, holds a NUL
    character or is broken UTF-8 (unless ``rows``: see the module doc)."""
    text, name = _decode(data, path, rows)
    nul = text.find("\x00")
    if nul >= 0 and not _left_to_rows(rows, text.find("\n"), nul):
        raise InputError(f"not a text file: read as {name} it holds a NUL character (U+0000), which no text "
                         "holds (binary, or an encoding it does not name: save it as UTF-8)", path,
                         text.count("\n", 0, nul) + 1)
    return text, name


def _decode(data: bytes, path: str | Path, rows: bool) -> tuple[str, str]:
    bom = 0
    for mark, name, codec in _BOMS:
        if data.startswith(mark) and name != "utf-8-sig":
            try:
                return data[len(mark):].decode(codec), name
            except UnicodeDecodeError as e:
                raise InputError(f"starts with a {name} byte-order mark but is not {name} "
                                 f"(bad bytes at offset {e.start + len(mark)})", path) from None
        if data.startswith(mark):
            bom = len(mark)
    nul = data.find(b"\x00")
    if nul >= 0 and not _left_to_rows(rows, data.find(b"\n"), nul):
        raise InputError(f"not a text file: NUL byte at offset {nul} and no UTF-16 or UTF-32 "
                         "byte-order mark (binary, or UTF-16 without a BOM: save it as UTF-8)", path,
                         data.count(b"\n", 0, nul) + 1)
    utf8 = "utf-8-sig" if bom else "utf-8"
    try:
        return data[bom:].decode("utf-8"), utf8
    except UnicodeDecodeError as e:
        if bom or _MULTIBYTE.search(data):
            if rows:
                return data[bom:].decode("utf-8", "surrogateescape"), _BROKEN_UTF8_SIG if bom else BROKEN_UTF8
            count = len(_ESCAPED.findall(data[bom:].decode("utf-8", "surrogateescape")))
            at = e.start + bom
            raise InputError(_broken(count, data[at], at, "the file is not read"), path,
                             data.count(b"\n", 0, at) + 1) from None
    try:
        text = data.decode("cp1252")
    except UnicodeDecodeError as e:
        if rows and _SYMBOL_IN_WORD.search(data) is None and _MAC_ROMAN_LETTERS.search(data) is None:
            return data.decode("cp1252", "surrogateescape"), _BROKEN_CP1252  # only its rows are refused
        raise InputError(_undefined(data[e.start], e.start, "the file is not read"), path,
                         data.count(b"\n", 0, e.start) + 1) from None
    symbol = _SYMBOL_IN_WORD.search(data)
    if symbol is not None:
        raise InputError(f"not cp1252: {len(_SYMBOL_IN_WORD.findall(data))} place(s) where cp1252 reads a symbol "
                         "inside a word ('V„ster†s' is cp437's 'Västerås', 'Ma³gorzata' cp1250's 'Małgorzata'), the "
                         f"first at byte offset {symbol.start() + 1}; read as cp1252 the names holding those letters "
                         "would not be found; convert it to UTF-8 from the encoding it was written in and run again "
                         "(iconv -f cp437, cp850, cp1250, iso-8859-2 or iso-8859-15 -t utf-8)", path,
                         data.count(b"\n", 0, symbol.start()) + 1)
    letters = _MAC_ROMAN_LETTERS.search(data)
    if letters is not None:
        at = next(i for i in range(letters.start(), letters.end()) if data[i] >= 0x80)
        raise InputError(f"looks like Mac Roman, not cp1252: {len(_MAC_ROMAN_LETTERS.findall(data))} place(s) where "
                         "cp1252 reads a symbol or capital inside a word (Mac Roman's å, ä, é, ü, Ä, Å: "
                         f"'BorlŠnge'), the first at byte offset {at}; read as cp1252 the names "
                         f"holding those letters would not be found; {_CONVERT}", path, data.count(b"\n", 0, at) + 1)
    return text, "cp1252"


#: a letter, a byte cp1252 reads as a symbol no word holds (not a dash, an apostrophe ’ ´ ‘, the soft hyphen, the
#: middle dot, ™, « », ² or ¹, which cp1252 text writes glued to a word: 'iPhone™och', '»hej»och', 'H²O', review
#: 25), and a letter: what another legacy encoding's letters look like read as cp1252 ('V„ster†s' cp437,
#: 'Ma³gorzata' cp1250, 'Du¨an' iso-8859-15; review 24 found such files read and their names released)
_LETTER = rb"[A-Za-z\xc0-\xd6\xd8-\xf6\xf8-\xff]"
_SYMBOL = rb"[\x84\x86-\x89\x8b\x95\x98\x9b\xa1-\xaa\xac\xae-\xb1\xb3\xb5\xb6\xb8\xba\xbc-\xbf\xd7\xf7]"
_SYMBOL_IN_WORD = re.compile(_LETTER + _SYMBOL + _LETTER)
#: What a file in a legacy encoding other than cp1252 needs.
_CONVERT = ("convert it to UTF-8 from the encoding it was written in and run again (iconv -f macintosh -t utf-8 for "
            "Mac Roman, -f cp850 or cp437 for a DOS file; a file that really is cp1252: iconv -f cp1252 -t utf-8)")
#: bytes that cp1252 reads as capitals or symbols between letters, or as € starting a word, where Mac Roman has
#: the letters of Swedish and its neighbours (0x8A ä, 0x8C å, 0x8E é, 0x9F ü, 0x80 Ä): no cp1252 text writes
#: 'BorlŠnge' or '€ngelholm', so such a file is refused rather than read with its names broken. (0x81, Mac
#: Roman's Å, is no cp1252 character at all.) Mac Roman's ö (0x9A) is cp1252's š, which Czech or Serbian names
#: hold ('Dušan'), and its Ö (0x85) is cp1252's '…', which may start a word: those are only named (_MAC_ROMAN).
_MAC_ROMAN_LETTERS = re.compile(rb"[a-z][\x8a\x8c\x8e\x9f][a-z]|[A-Za-z]\x80[A-Za-z]|(?:^|(?<=[\s\"'(]))\x80[a-z]",
                                re.MULTILINE)


#: what a cp1252 file that `_MAC_ROMAN_LETTERS` let through may still hold of Mac Roman: Ö (0x85, '…rjan') starting
#: a word
_MAC_ROMAN = re.compile(rb"(?:^|(?<=[\s\"'(]))\x85[a-z]", re.MULTILINE)


def _mac_roman_hint(data: bytes) -> str:
    """What the problem line adds for a legacy file that looks like Mac Roman: read as cp1252 such a file loses
    its åäö, and a name holding one ('…rjan €ppelgren') is no longer found. Told from cp1252 by bytes alone it
    cannot be (a reading by letter scores turned typographic punctuation into letters: review 17), so it is named
    for the user to convert."""
    found = _MAC_ROMAN.search(data)
    if found is None:
        return ""
    count = len(_MAC_ROMAN.findall(data))
    line = data.count(b"\n", 0, found.start()) + 1
    return (f"; {count} place(s) read as symbols inside words look like the letters of Mac Roman (first on line "
            f"{line}): if the file is Mac Roman, convert it (iconv -f macintosh -t utf-8) and run again, or names "
            "holding those letters may not be found")


def read_text(path: str | Path, problems: list[str] | None = None, rows: bool = False,
              limit: int | None = None) -> tuple[str, str]:
    """The text of the file at ``path`` and the name of the encoding it was read with; with ``problems``,
    a file not read as UTF-8 adds "<file>: read as <encoding>" to it. ``rows``: see the module doc.
    ``limit``: a file of more bytes raises InputError before it is read (see workbench.io.limit)."""
    from workbench.io.limit import check_file_size

    path = Path(path)
    try:
        if limit is not None:
            check_file_size(path, limit)
        data = path.read_bytes()
    except OSError as e:
        raise InputError(f"cannot be read ({e.strerror or e})", path) from None
    text, encoding = decode_bytes(data, path, rows)
    if problems is not None and encoding not in UTF8_NAMES and not encoding.startswith(BROKEN_UTF8):
        problems.append(f"{path}: read as {encoding}{_mac_roman_hint(data)}")
    return text, encoding
