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
from pathlib import Path

from workbench.io.encoding import bad_bytes, read_text
from workbench.io.errors import InputError, where
from workbench.io.essay_text import EssayTexts
from workbench.io.rows import essay_from_row
from workbench.model import Corpus, Essay

__all__ = ["METADATA_FILE", "read_folder", "read_table_rows"]

METADATA_FILE = "metadata.csv"


def read_table_rows(path: Path, required: tuple[str, ...], problems: list[str],
                    rows: bool = False) -> list[tuple[int, dict]]:
    """(line, row) for every CSV record of ``path``; raises InputError when a required column is absent.
    ``rows``: a file of one essay a row, where a row holding bytes that are not UTF-8 is a problem and
    skipped (else such a file raises InputError)."""
    text, encoding = read_text(path, problems, rows=rows)
    bad = bad_bytes(text, encoding)
    csv.field_size_limit(max(csv.field_size_limit(), len(text) + 1))  # a long essay is the size limit's
    reader = csv.DictReader(io.StringIO(text, newline=""), strict=True)
    try:
        header = reader.fieldnames or []
        missing = [c for c in required if c not in header]
        if missing:
            raise InputError(f"the header lacks the column(s) {', '.join(missing)} (it has: "
                             f"{', '.join(header) or 'nothing'})", path, 1)
        out = []
        last = reader.line_num
        for row in reader:
            first, last = last + 1, reader.line_num
            broken = bad.problem(first, last) if bad is not None else None
            if broken is not None:
                problems.append(f"{where(path, broken[0])}: {broken[1]}")
                continue
            extra, short = row.pop(None, None), [k for k, v in row.items() if v is None]
            if extra or short:
                problems.append(f"{path}:{last}: has {len(header) + len(extra or []) - len(short)} "
                                f"fields, the header has {len(header)}")
            out.append((last, row))
    except csv.Error as e:
        raise InputError(f"not valid CSV ({e})", path, reader.line_num) from None
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
