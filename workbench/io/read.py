"""One entry point for every input format: `read_corpus` (essays) and `read_annotated` (essays + spans).

What a path is decides the reader: a folder (``<essay_id>.txt`` + metadata.csv); ``.csv`` (one essay a
row); ``.jsonl`` in the span format (records with "text" and "id"/"spans", see workbench.io.spans) or
one essay a row (learner_id, essay_id, text) or TAB (records with "text" and "entities", read by
workbench.io.tab); ``.json`` that is SVALA (an object with source, target,
edges) or Kaggle PII (a list of objects with tokens). A file not read as UTF-8 adds the problem
"<file>: read as <encoding>". Every reader normalises the texts it reads once (NFC, invisible characters
removed; spans that come with them, SVALA's included, follow) and notes what it changed, and refuses an
essay over the size limit (workbench.io.essay_text, workbench.io.limit).
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from workbench.io.encoding import read_text
from workbench.io.errors import InputError
from workbench.io.essay_text import EssayTexts
from workbench.io.folder import read_folder
from workbench.io.kaggle import read_kaggle
from workbench.io.limit import essay_limit
from workbench.io.spans import SpanFormatError, read_spans
from workbench.io.svala import graph_spans, read_svala, svala_essay_id
from workbench.io.tabular import read_csv_essays, read_jsonl_essays
from workbench.model import Corpus, Essay, Span

__all__ = ["detect_format", "read_annotated", "read_corpus"]

FORMATS = ("folder", "csv", "jsonl", "spans", "tab", "svala", "kaggle")


def _first_record(text: str) -> Any:
    for line in text.split("\n"):
        if line.strip():
            try:
                return json.loads(line)
            except json.JSONDecodeError:
                return None
    return None


def detect_format(path: str | Path) -> str:
    """One of FORMATS for ``path``; InputError when it is none of them."""
    path = Path(path)
    if path.is_dir():
        return "folder"
    if not path.is_file():
        raise InputError("no such file or folder", path)
    suffix = path.suffix.lower()
    if suffix == ".csv":
        return "csv"
    if suffix in (".jsonl", ".ndjson"):
        rec = _first_record(read_text(path, rows=True)[0])
        if isinstance(rec, dict) and "text" in rec and "entities" in rec:
            return "tab"
        is_spans = isinstance(rec, dict) and "text" in rec and ("id" in rec or "spans" in rec) \
            and "essay_id" not in rec
        return "spans" if is_spans else "jsonl"
    if suffix == ".json":
        try:
            data = json.loads(read_text(path)[0])
        except json.JSONDecodeError as e:
            raise InputError(f"not JSON ({e.msg} at column {e.colno})", path, e.lineno) from None
        if isinstance(data, dict) and {"source", "target", "edges"} <= data.keys():
            return "svala"
        if isinstance(data, list) and data and all(isinstance(d, dict) and "tokens" in d for d in data):
            return "kaggle"
        raise InputError("a .json input must be a SVALA graph (an object with source, target and edges) "
                         "or a Kaggle PII list of documents with tokens", path)
    raise InputError(f"unknown input format {suffix or '(no suffix)'!r}: use a folder, .csv, .jsonl or .json",
                     path)


def _line_error(path: Path, e: Exception) -> InputError:
    """InputError from a "<path>:<line>: what" message, keeping the line as InputError.line."""
    line, _, what = str(e).removeprefix(f"{path}:").partition(": ")
    return InputError(what, path, int(line)) if line.isdigit() else InputError(str(e), path)


def _read_lines_format(path: Path, fmt: str, problems: list[str] | None,
                       limit: int | None) -> list[tuple[Essay, list[Span]]]:
    from workbench.io.tab import TabFormatError, read_tab

    try:
        return read_spans(path, problems, limit) if fmt == "spans" else read_tab(path, None, problems, limit)
    except (SpanFormatError, TabFormatError) as e:
        raise _line_error(path, e) from None


def _read_svala(path: Path, problems: list[str] | None, limit: int | None) -> list[tuple[Essay, list[Span]]]:
    texts = EssayTexts(path, limit)
    text, spans = graph_spans(read_svala(path))
    normal = texts.take(text, None, problems)
    if normal is None:
        return []
    if problems is not None:
        problems += texts.notes()
    essay_id = svala_essay_id(path)
    return [(Essay(id=essay_id, learner_id=essay_id, text=normal.text), texts.spans(normal, spans))]


def read_annotated(path: str | Path, problems: list[str] | None = None,
                   limit: int | None = None) -> list[tuple[Essay, list[Span]]]:
    """Essays with their spans from a span JSONL, TAB JSONL, SVALA JSON or Kaggle PII JSON file. With
    ``problems``, what reading noted goes there, and an essay over ``limit`` bytes is a problem and skipped
    (without, it raises InputError)."""
    path = Path(path)
    fmt = detect_format(path)
    if fmt in ("spans", "tab"):
        read = _read_lines_format(path, fmt, problems, limit)
    elif fmt == "svala":
        read = _read_svala(path, problems, limit)
    elif fmt == "kaggle":
        read = read_kaggle(path, problems, limit)
    else:
        raise InputError(f"a {fmt} input carries no spans; use a span JSONL, SVALA JSON or Kaggle JSON file",
                         path)
    return _first_of_each_id(path, read, problems)


def _first_of_each_id(path: Path, read: list[tuple[Essay, list[Span]]],
                      problems: list[str] | None) -> list[tuple[Essay, list[Span]]]:
    """``read`` less every essay whose id an earlier one has (with its spans: they are offsets in its own text),
    each a problem (without ``problems``, the first raises InputError): the release, the key and the review
    store hold one essay an id, and which one goes out must never depend on the order of writing."""
    seen: set[str] = set()
    out: list[tuple[Essay, list[Span]]] = []
    for n, (essay, spans) in enumerate(read, start=1):
        if essay.id in seen:
            what = f"essay {n} of the file has the id {essay.id!r} of an earlier one; ids must be unique"
            if problems is None:
                raise InputError(what, path)
            problems.append(f"{path}: {what}; essay skipped")
            continue
        seen.add(essay.id)
        out.append((essay, spans))
    return out


def read_corpus(path: str | Path, lang: str | None = None, max_essay_size: int | str | None = None) -> Corpus:
    """The essays at ``path`` (any format above) and the problems met reading them.

    ``lang`` is the language of essays whose input does not name one (default "sv"; "en" for Kaggle).
    ``max_essay_size``: the most bytes an essay may have (workbench.io.limit.essay_limit: default
    WORKBENCH_MAX_ESSAY_SIZE, else 1 MB); a larger one is a problem and is not read.
    """
    path = Path(path)
    limit = essay_limit(max_essay_size)
    fmt = detect_format(path)
    if fmt == "folder":
        return read_folder(path, lang, limit)
    if fmt == "csv":
        return read_csv_essays(path, lang, limit)
    if fmt == "jsonl":
        return read_jsonl_essays(path, lang, limit)
    problems: list[str] = []
    essays = [essay for essay, _ in read_annotated(path, problems, limit)]
    if lang and fmt != "spans":  # span files name each essay's language
        for essay in essays:
            essay.language = lang
    return Corpus.of(essays, problems)
