"""A quoted CSV field whose closing quote is missing takes in the rows after it: csv reads on to the next
quote that can close a field, and the essays of those rows become lines of one essay's text, without an
error. ``taken_in`` tells such a record by the lines of its multi-line fields that have the shape of a row of
the file: at least as many delimiters as the header (more where the row's text holds some: review 23 L1), and in
every id column (learner_id, essay_id) a value shaped like that column's values in the file's other records
(letters, digits and the characters between them: "L12" and "L3" alike, "2019" or "Ali" not), the columns before
the field counted from the line's start, those after it from its end. Whatever the columns' order (safety21: a
text column before the ids was not checked): the line the quote opened on holds the rest of its row, so it needs
the delimiters and ids of the columns after the field; the line it closed on holds a row's start, the rest of
that row following the quote, so it needs those before it. An essay's own lines rarely are: a line of prose has
spaces in its first and last words. The reader names the file, the line where the quote opened and the lines
that look like rows, and reads no essay of that record.

The id shapes come from the records a file writer could have written whole (the header's number of fields, no
quote inside an unquoted field: ``whole_row``), and a cell inside a number written with thousands commas in prose
("TRL 1,426,696,000 as") is no id (review 28, finding 6: with numeric ids such a line had the shape of a row).
After a broken record the reader reads no row again until one is whole, its ids shaped like the file's (review
28, finding 5: the lines of the next essay became rows, a sentence an essay id).
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Sequence

__all__ = ["cut_short", "id_shapes", "prose_like", "taken_in", "unlike_ids", "usual_ids", "usual_width", "whole_row"]

_BREAK = re.compile(r"\r\n|\r|\n")
#: a number written with thousands commas inside a text ("TRL 1,426,696,000", "000, and"), not next to a comma that
#: parts cells ("7,123,B1")
_GROUPED = re.compile(r"(?<![\d,])\d{1,3}(?:,\d{3})+(?!\d|,\S)")
_ID_COLUMNS = ("learner_id", "essay_id")
_MAX_ID = 64


def _shape(value: str) -> str:
    """Runs of digits as 9, runs of letters as a, every other character kept: "L12-3" is "a9-9"."""
    return re.sub(r"[^\W\d_]+", "a", re.sub(r"\d+", "9", value))


def _id_like(value: str, shapes: set[str]) -> bool:
    return 0 < len(value) <= _MAX_ID and not any(c.isspace() for c in value) and _shape(value) in shapes


def _bare_quote(raw: str) -> bool:
    """Whether the record ``raw``, as written, holds a quote inside a field that does not open with one: what
    no CSV writer writes, and what the rest of a quoted field broken off is."""
    state, i = "start", 0
    while i < len(raw):
        c = raw[i]
        if state == "quoted":
            if c == '"' and raw[i + 1 : i + 2] == '"':
                i += 1
            elif c == '"':
                state = "closed"
        elif c == '"':
            if state != "start":
                return True
            state = "quoted"
        else:
            state = "start" if c in ",\r\n" else "field"
        i += 1
    return False


def id_shapes(header: Sequence[str], records: Sequence[tuple[Sequence[str], str]]) -> dict[int, set[str]]:
    """Id column -> the shapes of its values in the ``(fields, raw text)`` records written whole, or, where no
    record is (a quote left open took in every row), in every record."""
    ids = [i for i, c in enumerate(header) if c in _ID_COLUMNS]
    whole = [fields for fields, raw in records if len(fields) == len(header) and not _bare_quote(raw)]
    out: dict[int, set[str]] = {}
    for i in ids:
        out[i] = {_shape(f[i]) for f in whole if not any(c.isspace() for c in f[i])} or {
            _shape(f[i]) for f, _ in records if i < len(f) and not any(c.isspace() for c in f[i])}
    return out


def usual_ids(header: Sequence[str], records: Sequence[Sequence[str]]) -> dict[int, tuple[bool, bool]]:
    """Id column -> (most of its values hold a digit, most hold no white space), for the id columns of ``records``
    where either is so ("most": two or more, and more than those that do not: "L12", "e3", "SW1203-2"). A value
    unlike them, in a row after a text cut short (``cut_short``), is more likely words of that essay than an
    id: a line break in a text field written without quotes makes its next line a record, and with the header's
    width that line's words became ids, release file names and the learner of report.json ('Jag heter' /
    'Anna,Kiruna,och jag bor i Kiruna': review 45 C5, review 47 C3, review 60 C3); so is one that reads as words
    (``prose_like``) after any text (review 62 C2: most line breaks in an essay follow a stop)."""
    out: dict[int, tuple[bool, bool]] = {}
    for i, c in enumerate(header):
        if c not in _ID_COLUMNS:
            continue
        values = [f[i].strip() for f in records if i < len(f) and f[i].strip()]
        numbered = sum(any(ch.isdigit() for ch in v) for v in values)
        unspaced = sum(not any(ch.isspace() for ch in v) for v in values)
        usual = [n >= 2 and n > len(values) - n for n in (numbered, unspaced)]
        if any(usual):
            out[i] = usual[0], usual[1]
    return out


def unlike_ids(header: Sequence[str], fields: Sequence[str], usual: dict[int, tuple[bool, bool]]) -> list[str]:
    """The id columns of a row whose values are unlike the file's (``usual_ids``): no digit where most hold one, white
    space where most hold none."""
    out = []
    for i, (digit, unspaced) in usual.items():
        value = fields[i].strip() if i < len(fields) else ""
        if value and (digit and not any(c.isdigit() for c in value) or unspaced and any(c.isspace() for c in value)):
            out.append(header[i])
    return out


_WORD = re.compile(r"[^\W\d_]{2,}")
_GENITIVE_END = re.compile(r"['’]s\Z")


def prose_like(value: str) -> bool:
    """An id that reads as words of a text: two words or more (white space between) with two letters or more ('med min
    mamma', 'bor på Storgatan 5', 'Anna Svensson'), or one capitalised word, a stop or a genitive after it too
    ('Kiruna', 'Mora.', "Kiruna's"), or in capitals or hyphenated, names or places of the lists ('KIRUNA',
    'Lund-Berg'); not 'anon', 'anon_ab', 'NA', 'L 2', 'essay 2', 'FINAL', 'Pre-Test' (review 65 C4 found 10 such
    legitimate essays skipped), nor a word in lower case ('storgatan' reads as 'final' does)."""
    words = [w for w in value.split() if _WORD.search(w)]
    # 'Kiruna ,Mora ,bra' (review 63 C3), 'Mora.', "Kiruna's" (review 64 C4)
    core = _GENITIVE_END.sub("", value.strip().rstrip(".,;:!?"))
    if len(words) >= 2 or len(core) > 2 and core.isalpha() and core.istitle():
        return True
    from workbench.resources import listed  # the lists load when a file has such an id, not with the reader

    parts = core.split("-")  # 'KIRUNA', 'Lund-Berg': names or places of the lists (review 66 C2), not 'FINAL'
    named = [p for p in parts if len(p) > 1]  # an initial beside them is theirs ('KIRUNA-A', 'Anna-K': review 68 C1)
    return len(core) > 2 and all(p.isalpha() for p in parts) and (core.isupper() or len(parts) > 1) \
        and bool(named) and all(listed(p.lower()) for p in named)  # not 'A-B', 'X-Y' (review 67 C2)


#: how a text can end: a stop, a closing mark, an emoticon's mouth
_ENDS = frozenset(".!?…\"”»’')]:;*-")


def cut_short(header: Sequence[str], fields: Sequence[str]) -> bool:
    """A record reads as cut short: fewer fields than the header, or a text that ends in a letter, digit or comma
    (not a stop or a closing mark): where a line break written without quotes ended it."""
    if len(fields) < len(header):
        return True
    if "text" not in header:
        return False
    text = fields[header.index("text")].rstrip()
    return bool(text) and text[-1] not in _ENDS


def usual_width(header: Sequence[str], records: Sequence[tuple[bool, Sequence[str] | str, str]],
                shapes: dict[int, set[str]]) -> int:
    """The most common number of fields of the file's records that could be rows (``records``: (taken in, fields
    or why broken, raw text); parsed, taking in no rows, with no quote inside an unquoted field and ids shaped like
    the file's, not the text lines of a broken record), the header's on a tie: a file whose every row ends in a
    comma has one more than its header (review 31: such a file found no whole row again after a broken record,
    and lost every essay after it; review 32: counting a broken record's lines read them as rows)."""
    counts = Counter(len(fields) for taken, fields, raw in records
                     if not taken and not isinstance(fields, str) and all(i < len(fields) for i in shapes)
                     and _written_whole(fields, raw, shapes))
    return max(counts, key=lambda n: (counts[n], n == len(header)), default=len(header))


def whole_row(header: Sequence[str], width: int, fields: Sequence[str], raw: str, shapes: dict[int, set[str]]) -> bool:
    """Whether a record could be a row as written: the file's usual number of fields (``usual_width``) or the
    header's (review 33: where only some rows end in a comma), no quote inside an unquoted field, and ids shaped
    like the file's."""
    return len(fields) in (width, len(header)) and _written_whole(fields, raw, shapes)


def _written_whole(fields: Sequence[str], raw: str, shapes: dict[int, set[str]]) -> bool:
    """No quote inside an unquoted field of the record ``raw``, and the ids it has shaped like the file's."""
    return not _bare_quote(raw) and all(_id_like(fields[i], shapes[i]) for i in shapes if i < len(fields))


def taken_in(header: Sequence[str], records: Sequence[tuple[int, int, Sequence[str]]],
             shapes: dict[int, set[str]], one_id: bool = False) -> dict[int, str]:
    """First line of a record -> why it holds rows of the file (see the module doc), for the records
    ``(first line, last line, fields)`` that do; ``shapes``: ``id_shapes``. ``one_id``: a line with one id shaped
    like the file's, and one comma fewer, is enough (a row's other id may be empty, spaced or long, its last column
    missing: review 36)."""
    ids = [(i, c) for i, c in enumerate(header) if c in _ID_COLUMNS]
    if not ids:
        return {}
    commas = len(header) - 1
    out: dict[int, str] = {}
    for first, _, fields in records:
        line = first
        for k, value in enumerate(fields):
            parts = _BREAK.split(value)
            rows: list[int] = []
            named: set[str] = set()
            for j, part in enumerate(parts if len(parts) > 1 else ()):
                # the line the quote opens on holds the rest of its row, the line it closes on a row's start
                end = len(parts) - 1
                cols = [(i, c) for i, c in ids if (i > k if j == 0 else i < k if j == end else i != k)]
                need = commas - k if j == 0 else k if j == end else commas - one_id  # a row may lack its last column
                if cols and part.count(",") >= need and (any if one_id else all)(
                        _id_like(_cell(part, i if i < k else i - len(header)), shapes[i]) for i, _ in cols):
                    rows.append(line + j)
                    named.update(c for _, c in cols)
            if rows and first not in out:
                opened = "this line" if line == first else f"line {line}"
                lines = f"lines {rows[0]}-{rows[-1]} have the shape of rows" if len(rows) > 1 else \
                    f"line {rows[0]} has the shape of a row"
                out[first] = (f"the quote opened on {opened} is closed only on line {line + len(parts) - 1}, and "
                              f"{lines} of this file (at least the header's {commas} commas, "
                              f"{' and '.join(c for _, c in ids if c in named)} like its rows'): a closing quote is "
                              "likely missing")
            line += len(parts) - 1
    return out


def _cell(line: str, i: int) -> str:
    """Cell ``i`` of ``line`` split at its commas (from the end where ``i`` is negative); "" for a cell inside a
    number written with thousands commas."""
    cells = line.split(",")
    if not -len(cells) <= i < len(cells):
        return ""
    i %= len(cells)
    start = sum(len(c) + 1 for c in cells[:i])
    inside = any(m.start() <= start and start + len(cells[i]) <= m.end() for m in _GROUPED.finditer(line))
    return "" if inside else cells[i]
