"""Messages as JSONL records or CSV rows, read and written back with the same fields.

Fields: ``id``, ``thread``, ``author``, ``recipients``, ``timestamp``, ``body`` and optionally
``subject``; any other field is kept unchanged. ``recipients`` is a string separated by ``;`` (or
``,``), or in JSONL also a list. ``id``, ``thread`` and ``author`` are required; a record without them
is an InputError naming the file and line (no message is ever dropped). Texts and headers are normalised
on reading (workbench.normalize: NFC, invisible characters removed).
"""

from __future__ import annotations

import csv
import io
import json
from pathlib import Path
from typing import Any

from workbench.forum.model import ForumCorpus, Message
from workbench.forum.xml_format import split_recipients
from workbench.io.encoding import read_text
from workbench.io.errors import InputError
from workbench.io.essay_text import EssayTexts
from workbench.normalize import normalize

__all__ = ["read_rows", "write_rows"]

REQUIRED = ("id", "thread", "author")


def _message(rec: dict[str, Any], path: Path, line: int, seen: dict[str, int], texts: EssayTexts) -> Message:
    for name in REQUIRED:
        if not isinstance(rec.get(name), str) or not rec[name].strip():
            raise InputError("missing or empty", path, line, name)
    for name in ("body", "subject", "timestamp"):
        if rec.get(name) is not None and not isinstance(rec[name], str):
            raise InputError("is not a string", path, line, name)
    mid = rec["id"].strip()
    if mid in seen:
        raise InputError(f"message id {mid!r} occurs twice (first on line {seen[mid]})", path, line, "id")
    seen[mid] = line
    raw = rec.get("recipients") or ""
    if isinstance(raw, list) and all(isinstance(r, str) for r in raw):
        recipients, sep = tuple(normalize(r).text for r in raw), ""
    elif isinstance(raw, str):
        recipients, sep = split_recipients(raw)
    else:
        raise InputError("is neither a string nor a list of strings", path, line, "recipients")
    return Message(
        mid,
        rec["thread"].strip(),
        normalize(rec["author"].strip()).text,
        recipients,
        rec.get("timestamp") or "",
        texts(rec.get("body") or "", line).text,
        texts(rec.get("subject") or "", line).text,
        f"{path}:{line}",
        sep,
    )


def _records(path: Path, fmt: str) -> tuple[list[str], list[tuple[int, dict[str, Any]]]]:
    text, _ = read_text(path)
    if fmt == "csv":
        reader = csv.DictReader(io.StringIO(text, newline=""))
        fields = list(reader.fieldnames or [])
        rows = []
        for row in reader:
            if None in row:
                raise InputError(f"more fields than the {len(fields)} of the header", path, reader.line_num)
            rows.append((reader.line_num, dict(row)))
        return fields, rows
    records: list[tuple[int, dict[str, Any]]] = []
    seen: dict[str, None] = {}
    for n, line in enumerate(text.splitlines(), 1):
        if not line.strip():
            continue
        try:
            rec = json.loads(line)
        except json.JSONDecodeError as e:
            raise InputError(f"not valid JSON ({e.msg})", path, n) from None
        if not isinstance(rec, dict):
            raise InputError("a JSON object was expected", path, n)
        seen.update(dict.fromkeys(rec))
        records.append((n, rec))
    return list(seen), records


def read_rows(path: str | Path, fmt: str) -> ForumCorpus:
    """Read messages from a JSONL (``fmt="jsonl"``) or CSV (``fmt="csv"``) file."""
    path = Path(path)
    fields, records = _records(path, fmt)
    seen: dict[str, int] = {}
    texts = EssayTexts(path, noun="message")
    messages = [_message(rec, path, n, seen, texts) for n, rec in records]
    return ForumCorpus(messages, fmt, path, {}, (fields, [rec for _, rec in records]), texts.notes())


def write_rows(corpus: ForumCorpus, path: str | Path) -> Path:
    """Write ``corpus`` in the format it was read from, every other field unchanged."""
    fields, records = corpus.raw
    path = Path(path)
    out = []
    for rec, m in zip(records, corpus.messages, strict=True):
        new = dict(rec)
        new["author"] = m.author
        if "recipients" in rec:
            new["recipients"] = (
                list(m.recipients) if m.recipient_sep == "" else m.recipient_sep.join(m.recipients)
            )
        if "body" in rec:
            new["body"] = m.body
        if "subject" in rec:
            new["subject"] = m.subject
        out.append(new)
    if corpus.format == "csv":
        buf = io.StringIO(newline="")
        writer = csv.DictWriter(buf, fieldnames=fields, lineterminator="\n")
        writer.writeheader()
        writer.writerows(out)
        path.write_text(buf.getvalue(), encoding="utf-8")
    else:
        path.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in out), encoding="utf-8")
    return path
