"""The span format, one essay a line: ``{"id": essay_id, "text": ..., "spans": [{start, end, label}, ...]}``.

It is both the gold format and what ``workbench detect`` writes; extra span fields (attributes,
number, source, score, reason) are kept when present. ``learner_id`` and ``metadata`` are optional.
Texts are normalised on reading and the offsets carried over (workbench.io.essay_text).
"""

from __future__ import annotations

import json
from collections.abc import Iterable
from pathlib import Path

from workbench.io.encoding import read_text
from workbench.io.errors import InputError
from workbench.io.essay_text import EssayTexts, lone_surrogate
from workbench.io.rows import learner_of, not_an_id
from workbench.model import Essay, Span

__all__ = ["SpanFormatError", "read_spans", "write_spans"]


class SpanFormatError(InputError):
    """A line of a span file that cannot be used; the message names the file and line."""


def read_spans(path: str | Path, problems: list[str] | None = None,
               limit: int | None = None) -> list[tuple[Essay, list[Span]]]:
    """Every essay of a span file with its spans. Offsets are checked against the text. With ``problems``,
    what reading noted goes there, and an essay over ``limit`` bytes is a problem and skipped."""
    path = Path(path)
    out: list[tuple[Essay, list[Span]]] = []
    texts = EssayTexts(path, limit)
    for lineno, line in enumerate(read_text(path, problems)[0].split("\n"), 1):
        if not line.strip():
            continue
        try:
            rec = json.loads(line)
        except json.JSONDecodeError as e:
            raise SpanFormatError(f"not JSON ({e.msg} at column {e.colno})", path, lineno) from None
        if not isinstance(rec, dict) or "id" not in rec or "text" not in rec:
            raise SpanFormatError("a record needs the fields 'id' and 'text'", path, lineno)
        found = lone_surrogate(rec)
        if found:
            raise SpanFormatError(f"the record {found}", path, lineno)
        kind = not_an_id(rec["id"])
        if kind is not None:
            raise SpanFormatError(f"field 'id' is {kind}, not a string", path, lineno)
        text = rec["text"]
        spans = []
        for k, s in enumerate(rec.get("spans", [])):
            try:
                span = Span.from_dict(s)
            except (KeyError, TypeError, ValueError) as e:
                raise SpanFormatError(f"span {k}: {e}", path, lineno) from None
            if span.end > len(text):
                raise SpanFormatError(f"span {k} [{span.start},{span.end}) falls outside the text "
                                      f"({len(text)} characters)", path, lineno)
            spans.append(span)
        normal = texts.take(text, lineno, problems, f"essay {rec['id']!r} skipped")
        if normal is None:
            continue
        essay = Essay(
            id=str(rec["id"]),
            learner_id=learner_of(rec.get("learner_id"), str(rec["id"]), path, lineno, problems),
            text=normal.text,
            language=str(rec.get("language", "sv")),
            metadata={k: str(v) for k, v in rec.get("metadata", {}).items()},
        )
        out.append((essay, sorted(texts.spans(normal, spans, lineno), key=lambda s: (s.start, s.end))))
    if problems is not None:
        problems += texts.notes()
    return out


def write_spans(path: str | Path, items: Iterable[tuple[Essay, Iterable[Span]]]) -> int:
    """Write essays and their spans; returns the number of essays written."""
    n = 0
    with Path(path).open("w", encoding="utf-8") as f:
        for essay, spans in items:
            rec: dict[str, object] = {
                "id": essay.id,
                "learner_id": essay.learner_id,
                "language": essay.language,
                "text": essay.text,
                "spans": [s.to_dict() for s in sorted(spans, key=lambda s: (s.start, s.end))],
            }
            if essay.metadata:
                rec["metadata"] = essay.metadata
            f.write(json.dumps(rec, ensure_ascii=False) + "\n")
            n += 1
    return n
