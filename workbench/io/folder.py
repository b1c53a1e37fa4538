"""A folder of ``<essay_id>.txt`` files plus ``metadata.csv`` (learner_id, essay_id, further columns).

Nothing is dropped silently. A metadata row without its .txt file, a .txt without a metadata row (read
with learner_id = essay_id), an empty essay (kept), a row missing a field, an undecodable file and a
file not read as UTF-8 each add a problem naming the file and line to ``Corpus.problems``; every other
essay is still read. A ``language`` column sets ``Essay.language`` (else ``lang``, else "sv"); the
further columns become ``Essay.metadata``. A .txt file larger than the size limit is refused before it is
read, a broken UTF-8 one is not read (both named problems); every text is normalised (workbench.io.essay_text).
"""

from __future__ import annotations

import csv
import io
import re
from collections.abc import Iterator
from pathlib import Path

from workbench.io.encoding import bad_bytes, read_text
from workbench.io.errors import InputError, where
from workbench.io.essay_text import EssayTexts
from workbench.io.open_quote import (
    cut_short,
    id_shapes,
    prose_like,
    taken_in,
    unlike_ids,
    usual_ids,
    usual_width,
    whole_row,
)
from workbench.io.rows import RESERVED, essay_from_row
from workbench.model import Corpus, Essay

__all__ = ["METADATA_FILE", "read_folder", "read_table_rows"]

METADATA_FILE = "metadata.csv"
#: What a column name looks like (a header field shown in a message must).
_COLUMN_NAME = re.compile(r"[A-Za-z_][A-Za-z0-9_-]{0,39}")


def _records(text: str) -> Iterator[tuple[int, int, int, int, list[str] | csv.Error]]:
    """(first line, last line, first character, end character, fields or the csv.Error) for every record
    of ``text``. A lenient parse splits the records, a strict one parses each: a record that is not valid
    CSV is its own error, and the records after it are still found where a spreadsheet would find them.
    Lines are what csv and an editor count (a CR, LF or CRLF ends one), from 1."""
    lines = io.StringIO(text, newline="").readlines()
    lenient = csv.reader(lines, strict=False)
    done = char = 0
    for _ in lenient:
        raw = lines[done : lenient.line_num]
        end = char + sum(map(len, raw))
        try:
            fields: list[str] | csv.Error = next(csv.reader(raw, strict=True), [])
        except csv.Error as e:
            fields = e
        yield done + 1, lenient.line_num, char, end, fields
        done, char = lenient.line_num, end


def _unreadable(e: csv.Error) -> tuple[str, bool]:
    """The message for a record that is not valid CSV, and whether it opens a quote that is never closed (the
    record runs to the file's end)."""
    if "end of data" in str(e):  # the strict parse ran into the file's end
        return f"not valid CSV: the record that starts on this line opens a quote that is never closed ({e})", True
    return f"not valid CSV ({e})", False


def _skipped(why: str, first: int, last: int, upto: int, ends: bool) -> str:
    """The problem for a broken record on lines ``first``-``last`` and the lines after it up to ``upto`` that are
    no whole row (review 15: "record skipped" hid that several rows went; review 28: the lines after it were
    read as rows); ``ends``: ``why`` names the record's last line."""
    if upto == first:
        return f"{why}; record skipped"
    runs = [f"the record runs to line {last}"] if last > first and not ends else []
    if upto > last:
        runs.append(f"{'the' if ends else 'and the'} lines after it up to line {upto} do not parse as whole rows of "
                    "this file")
    said = f"{', '.join(runs)}: " if runs else ""
    return f"{why}; {said}lines {first}-{upto} are skipped, and any essay written on them is not read; record skipped"


def _no_header(missing: list[str], first: list[str]) -> str:
    """The message for a first line that lacks required columns. It names the first line's fields only
    when they look like a header (names, one of them a column a reader knows), as the first line of a file
    without a header is a row: ids, names, essay text."""
    lacks = f"the header lacks the column(s) {', '.join(missing)}"
    if not first:
        return f"{lacks} (the file holds no record)"
    if RESERVED & set(first) and all(_COLUMN_NAME.fullmatch(f) for f in first):
        return f"{lacks} (it has: {', '.join(first)})"
    return (f"{lacks}; its first line has {len(first)} field(s) and does not look like a header (column "
            f"names such as {', '.join(sorted(RESERVED))}): is the header missing?")


def read_table_rows(path: Path, required: tuple[str, ...], problems: list[str],
                    rows: bool = False) -> list[tuple[int, dict]]:
    """(first line, row) for every CSV record of ``path``; raises InputError when a required column is
    absent. ``rows``: a file of one essay a row, where a record that is not valid CSV or holds bytes that
    are not UTF-8 or a NUL is a problem naming its line and skipped (else such a file raises InputError); a
    quote never closed raises InputError naming its line unless no line after it has the shape of a row (``_rows``).
    A record whose quote, left open, took in rows of the file (workbench.io.open_quote) is a problem naming the
    lines, and skipped."""
    text, encoding = read_text(path, problems, rows=rows)
    bad = bad_bytes(text, encoding)
    csv.field_size_limit(max(csv.field_size_limit(), len(text) + 1))  # a long essay is the size limit's
    header: list[str] | None = None
    records: list[tuple[int, int, str, list[str] | str]] = []  # a str: why the record is broken
    # a quote never closed: why, its first and last line, its fields read leniently
    unclosed: tuple[str, int, int, list[str]] | None = None
    for first, last, start, end, fields in _records(text):
        wrong, open_to_end = None, False
        broken = bad.within(start, end) if bad is not None else None
        if broken is not None:
            wrong = broken[1]
        elif isinstance(fields, csv.Error):
            wrong, open_to_end = _unreadable(fields)
        if wrong is not None and (header is None or not rows):
            raise InputError(wrong, path, first)
        if broken is not None:
            problems.append(f"{where(path, first)}: {wrong}; row skipped")
            continue
        if wrong is not None:
            records.append((first, last, text[start:end], wrong))
            if open_to_end:
                unclosed = wrong, first, last, next(csv.reader(io.StringIO(text[start:end], newline=""), strict=False))
            continue
        assert not isinstance(fields, csv.Error)
        if not fields:
            continue  # a blank line, as csv.DictReader skips it
        if header is None:
            header = fields
            missing = [c for c in required if c not in header]
            if missing:
                raise InputError(_no_header(missing, header), path, first)
            continue
        records.append((first, last, text[start:end], fields))
    if header is None:
        raise InputError(_no_header(list(required), []), path, 1)
    return _rows(path, header, records, problems, unclosed)


def _rows(path: Path, header: list[str], records: list[tuple[int, int, str, list[str] | str]],
          problems: list[str], unclosed: tuple[str, int, int, list[str]] | None = None) -> list[tuple[int, dict]]:
    """The rows of the parsed ``records``; a broken one (not valid CSV, or a quote left open that took in the rows
    after it: workbench.io.open_quote) is a problem, and so is every record after it up to the next whole row.
    ``unclosed``: a record whose quote is never closed (why, its first and last line, its fields read leniently), which
    runs to the file's end: skipped when none of its lines has the shape of a row of the file, one id shaped like
    the rows' enough (the last essay lost its closing quote: review 32 C2, the whole file was refused), else
    InputError (the rows after it cannot be told from its text: review 34; nor their number: review 36)."""
    parsed = [(first, last, raw, fields) for first, last, raw, fields in records if not isinstance(fields, str)]
    shapes = id_shapes(header, [(fields, raw) for _, _, raw, fields in parsed])
    if unclosed is not None and (not all(shapes.values()) or taken_in(header, [unclosed[1:]], shapes, one_id=True)):
        raise InputError(f"{unclosed[0]}, and lines after it have the shape of rows of this file or no row before it "
                         "shows what one looks like, so the file cannot be split into records after it", path,
                         unclosed[1])
    swallowed = taken_in(header, [(first, last, fields) for first, last, _, fields in parsed], shapes)
    width = usual_width(header, [(first in swallowed, fields, raw) for first, _, raw, fields in records], shapes)
    usual = usual_ids(header, [fields for first, _, _, fields in parsed if first not in swallowed]) \
        if "text" in header else {}  # metadata.csv: an id no .txt file has is a problem of its own
    after_cut = False  # the record before was cut short (open_quote.cut_short)
    out: list[tuple[int, dict]] = []
    broken: tuple[str, int, int, bool] | None = None  # the broken record's reason, first and last line, taken in
    upto = 0
    for first, last, raw, fields in records:
        why = fields if isinstance(fields, str) else swallowed.get(first)
        if broken is not None and (why is not None or whole_row(header, width, fields, raw, shapes)):
            problems.append(f"{where(path, broken[1])}: {_skipped(*broken[:3], upto, broken[3])}")
            broken = None
        if why is not None:
            broken, upto = (why, first, last, first in swallowed), last
        if broken is not None:
            upto = last
            continue
        assert not isinstance(fields, str)
        cut, after_cut = after_cut, cut_short(header, fields)
        if first == last and (unlike := unlike_ids(header, fields, usual)) \
                and (cut or any(prose_like(fields[header.index(c)]) for c in unlike)):  # a line, no quoted record
            verb, reads = ("is", "reads") if len(unlike) == 1 else ("are", "read")
            why = "after a text that ends without a stop" if cut else f"and {reads} as words"
            problems.append(f"{where(path, first)}: its {' and '.join(unlike)} {verb} unlike the file's other ids (a "
                            f"digit, no white space), {why}: likely words of the essay before it, after a line break "
                            "in a text field written without quotes (quote that field); row skipped, its fields not "
                            "shown")
            continue
        row: dict = dict(zip(header, fields, strict=False))
        if len(fields) != len(header):
            spans = "" if last == first else (f"; the record runs over lines {first}-{last} (a quote took in the line "
                                              "breaks): any essay written on them is not read as its own")
            problems.append(f"{where(path, first)}: has {len(fields)} fields, the header has {len(header)}{spans}")
            row.update(dict.fromkeys(header[len(fields):]))
        out.append((first, row))
    if broken is not None:
        problems.append(f"{where(path, broken[1])}: {_skipped(*broken[:3], upto, broken[3])}")
    return out


def _read_txt(path: Path, problems: list[str], limit: int | None) -> str | None:
    texts = EssayTexts(path, limit)
    try:
        text = texts(read_text(path, problems, limit=limit)[0]).text
    except InputError as e:
        problems.append(f"{e}; essay skipped")
        return None
    problems += texts.notes()
    return text


def read_folder(folder: str | Path, lang: str | None = None, limit: int | None = None) -> Corpus:
    """Every essay of ``folder``: metadata rows in file order, then .txt files without a row, by name;
    ``limit``: the most bytes an essay may have (workbench.io.limit; None: no limit)."""
    folder = Path(folder)
    if not folder.is_dir():
        raise InputError("not a folder", folder)
    problems: list[str] = []
    essays: list[Essay] = []
    meta_path = folder / METADATA_FILE
    txts = {p.stem: p for p in sorted(folder.glob("*.txt")) if p.is_file()}
    for other in sorted(folder.iterdir()):
        if other.is_file() and other.suffix != ".txt" and other.name != METADATA_FILE \
                and not other.name.startswith("."):
            problems.append(f"{other}: not an essay (<essay_id>.txt) nor {METADATA_FILE}; ignored")
        elif other.is_dir() and not other.name.startswith("."):  # review 15: its essays went unsaid
            problems.append(f"{other}: a subfolder; its files are not read (a corpus folder holds its essays at its "
                            "top: <essay_id>.txt)")
    rows = read_table_rows(meta_path, ("learner_id", "essay_id"), problems) if meta_path.is_file() else []
    if not meta_path.is_file():
        problems.append(f"{meta_path}: no such file; every essay is read with learner_id = essay_id")
    seen: set[str] = set()
    for line, row in rows:
        where = f"{meta_path}:{line}"
        essay_id = (row.get("essay_id") or "").strip()
        if essay_id in seen:
            problems.append(f"{where}: essay {essay_id!r} has a second metadata row; row skipped")
            continue
        txt = txts.get(essay_id)
        if essay_id and txt is None:
            problems.append(f"{where}: no file {essay_id}.txt for essay {essay_id!r}")
            continue
        text = _read_txt(txt, problems, limit) if txt is not None else None
        if essay_id and text is None:
            seen.add(essay_id)  # a problem already says why it was not read
            continue
        essay = essay_from_row(row, where, problems, lang, text)
        if essay is not None:
            seen.add(essay.id)
            essays.append(essay)
    for essay_id, txt in txts.items():
        if essay_id in seen:
            continue
        if meta_path.is_file():
            problems.append(f"{txt}: no row in {METADATA_FILE}; read with learner_id = essay_id")
        text = _read_txt(txt, problems, limit)
        if text is not None:
            row = {"essay_id": essay_id, "learner_id": essay_id}
            essay = essay_from_row(row, str(txt), problems, lang, text)
            if essay is not None:
                essays.append(essay)
    return Corpus.of(essays, problems)
