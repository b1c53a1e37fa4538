"""The Kaggle "PII Data Detection" JSON (CRAPII): a list of documents with ``document``, ``full_text``,
``tokens``, ``trailing_whitespace`` and BIO ``labels`` (B-NAME_STUDENT, I-NAME_STUDENT, B-EMAIL ... O).

Reading maps Kaggle labels onto the taxonomy (`FROM_KAGGLE`) and keeps the original one in a
``kaggle=<LABEL>`` attribute; writing maps a span through that attribute, else through
``taxonomy.LABELS[label].kaggle`` (labels without a Kaggle mapping become O). Writing tokenizes on
whitespace and punctuation (spaCy-like: one space after a token is its trailing whitespace, other
whitespace is a token of its own) and also cuts at every span boundary, so read -> write -> read gives
the same essays and spans. Fields Kaggle lacks (learner_id, language, metadata) are written as extra
keys when they differ from the defaults (learner_id = document, language "en"), and read back. Texts are
normalised on reading, after the tokens were matched, and the offsets carried over (workbench.io.essay_text).
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterable
from pathlib import Path
from typing import Any

from workbench.io.encoding import read_text
from workbench.io.errors import InputError
from workbench.io.essay_text import EssayTexts, lone_surrogate
from workbench.io.rows import learner_of
from workbench.model import Essay, Span
from workbench.taxonomy import KAGGLE_LABELS, LABELS

__all__ = ["FROM_KAGGLE", "bio_tokens", "kaggle_docs", "read_kaggle", "write_kaggle"]

FROM_KAGGLE = {
    "NAME_STUDENT": "firstname_unknown", "EMAIL": "email", "USERNAME": "username", "ID_NUM": "personid_nr",
    "PHONE_NUM": "phone_nr", "URL_PERSONAL": "url", "STREET_ADDRESS": "place",
}
_WORD = re.compile(
    r"[\w.+-]+@[\w-]+(?:\.[\w-]+)+"  # e-mail
    r"|(?:https?://|www\.)\S*[^\s.,;:!?)\]\"']"  # URL, without the punctuation after it
    r"|\w+(?:[-'’.]\w+)*|[^\w\s]|\s+"
)


def _doc_error(path: Path, doc: Any, field: str | None, what: str) -> InputError:
    return InputError(f"document {doc}: {what}", path, None, field)


def _offsets(path: Path, doc: Any, rec: dict[str, Any]) -> tuple[str, list[tuple[int, int]]]:
    tokens, ws = rec["tokens"], rec["trailing_whitespace"]
    text = rec.get("full_text")
    if text is None:
        text = "".join(t + (" " if w else "") for t, w in zip(tokens, ws, strict=True))
    offsets, pos = [], 0
    for k, (tok, w) in enumerate(zip(tokens, ws, strict=True)):
        if not isinstance(tok, str) or not text.startswith(tok, pos):
            raise _doc_error(path, doc, "tokens", f"token {k} does not match full_text at offset {pos}")
        offsets.append((pos, pos + len(tok)))
        pos += len(tok)
        if w:
            if not text.startswith(" ", pos):
                raise _doc_error(path, doc, "trailing_whitespace",
                                 f"token {k} has no space after it in full_text")
            pos += 1
    return text, offsets


def _span(kind: str, start: int, end: int) -> Span:
    return Span(start, end, FROM_KAGGLE[kind], frozenset({f"kaggle={kind}"}), source="kaggle")


def _spans(path: Path, doc: Any, labels: list[Any], offsets: list[tuple[int, int]]) -> list[Span]:
    spans: list[Span] = []
    current: tuple[str, int, int] | None = None
    for k, (tag, (a, b)) in enumerate(zip(labels, offsets, strict=True)):
        kind = tag[2:] if isinstance(tag, str) and tag[:2] in ("B-", "I-") else None
        if tag != "O" and kind not in KAGGLE_LABELS:
            raise _doc_error(path, doc, "labels", f"token {k}: unknown BIO tag {tag!r}")
        if tag.startswith("I-"):
            if current is None or current[0] != kind:
                raise _doc_error(path, doc, "labels", f"token {k}: {tag} without a B-{kind} before it")
            current = (kind, current[1], b)
            continue
        if current is not None:
            spans.append(_span(*current))
        current = (kind, a, b) if kind else None
    if current is not None:
        spans.append(_span(*current))
    return spans


def read_kaggle(path: str | Path, problems: list[str] | None = None,
                limit: int | None = None) -> list[tuple[Essay, list[Span]]]:
    """Every document as an Essay (id = str(document); learner_id, language "en" and metadata unless the
    extra fields that `write_kaggle` adds say otherwise) with its labelled spans. With ``problems``, what
    reading noted goes there, and a document over ``limit`` bytes is a problem and skipped."""
    path = Path(path)
    text, _ = read_text(path, problems)
    try:
        data = json.loads(text)
    except json.JSONDecodeError as e:
        raise InputError(f"not JSON ({e.msg} at column {e.colno})", path, e.lineno) from None
    if not isinstance(data, list):
        raise InputError("a Kaggle PII file is a JSON list of documents", path)
    out = []
    texts = EssayTexts(path, limit)
    for k, rec in enumerate(data):
        doc = rec.get("document", f"#{k}") if isinstance(rec, dict) else f"#{k}"
        if not isinstance(rec, dict):
            raise _doc_error(path, doc, None, "must be a JSON object")
        found = lone_surrogate(rec)
        if found:
            raise _doc_error(path, doc, None, found)
        for field in ("document", "tokens", "trailing_whitespace", "labels"):
            if not isinstance(rec.get(field), list if field != "document" else (int, str)):
                raise _doc_error(path, doc, field, "is missing or of the wrong type")
        lengths = {f: len(rec[f]) for f in ("tokens", "trailing_whitespace", "labels")}
        if len(set(lengths.values())) > 1:
            bad = "labels" if lengths["labels"] != lengths["tokens"] else "trailing_whitespace"
            sizes = ", ".join(f"{f} {n}" for f, n in lengths.items())
            raise _doc_error(path, doc, bad, f"lengths differ: {sizes}")
        full, offsets = _offsets(path, doc, rec)
        spans = _spans(path, doc, rec["labels"], offsets)
        normal = texts.take(full, f"document {doc}", problems, "document skipped")
        if normal is None:
            continue
        learner = learner_of(rec.get("learner_id"), str(doc), path, f"document {doc}", problems)
        essay = Essay(id=str(doc), learner_id=learner, text=normal.text,
                      language=str(rec.get("language", "en")),
                      metadata={str(k): str(v) for k, v in (rec.get("metadata") or {}).items()})
        out.append((essay, texts.spans(normal, spans, f"document {doc}")))
    if problems is not None:
        problems += texts.notes()
    return out


def bio_tokens(text: str, spans: Iterable[tuple[int, int]] = ()) -> tuple[list[str], list[bool],
                                                                          list[tuple[int, int]]]:
    """spaCy-like tokens of ``text``, also cut at every (start, end) of ``spans``.

    Returns tokens, trailing_whitespace and offsets. A space that starts or ends a span stays a token of
    its own, so the span's BIO tags cover it.
    """
    spans = list(spans)
    cut = sorted({c for s in spans for c in s} | {0, len(text)})
    pieces = [(a + m.start(), a + m.end())
              for a, b in zip(cut, cut[1:], strict=False) for m in _WORD.finditer(text[a:b])]
    tokens: list[str] = []
    ws: list[bool] = []
    offsets: list[tuple[int, int]] = []
    for a, b in pieces:
        if text[a] == " " and tokens and not ws[-1] and not text[offsets[-1][0]].isspace() \
                and offsets[-1][1] == a and not any(s == a or e == a + 1 for s, e in spans):
            ws[-1] = True
            a += 1
            if a == b:
                continue
        tokens.append(text[a:b])
        ws.append(False)
        offsets.append((a, b))
    return tokens, ws, offsets


def _kaggle_label(span: Span) -> str | None:
    kaggle = span.attribute("kaggle")
    if kaggle in KAGGLE_LABELS:
        return kaggle
    label = LABELS.get(span.label)
    return label.kaggle if label else None


def write_kaggle(path: str | Path, items: Iterable[tuple[Essay, Iterable[Span]]]) -> int:
    """Write essays and spans as Kaggle PII JSON; returns the number of documents written."""
    docs = kaggle_docs(items)
    Path(path).write_text(json.dumps(docs, ensure_ascii=False), encoding="utf-8")
    return len(docs)


def kaggle_docs(items: Iterable[tuple[Essay, Iterable[Span]]]) -> list[dict[str, Any]]:
    """The Kaggle PII documents of essays and spans (what `write_kaggle` writes). A span's first token is
    B-, the others I-; a name directly after another name (only spaces between: "Anna Svensson",
    "Chinedu O.") continues it with I-, as the competition tags a full name."""
    docs = []
    for essay, spans in items:
        spans = sorted(spans, key=lambda s: (s.start, s.end))
        tokens, ws, offsets = bio_tokens(essay.text, [(s.start, s.end) for s in spans])
        labels = ["O"] * len(tokens)
        previous: tuple[str, int] | None = None  # (Kaggle label, end) of the span before
        for span in spans:
            kaggle = _kaggle_label(span)
            inside = [k for k, (a, b) in enumerate(offsets) if span.start <= a and b <= span.end]
            if kaggle is None or not inside:
                previous = None
                continue
            goes_on = (previous is not None and previous[0] == kaggle == "NAME_STUDENT"
                       and not essay.text[previous[1] : span.start].strip(" "))
            labels[inside[0]] = f"{'I' if goes_on else 'B'}-{kaggle}"
            for k in inside[1:]:
                labels[k] = f"I-{kaggle}"
            previous = (kaggle, span.end)
        doc: int | str = int(essay.id) if essay.id.isdigit() and str(int(essay.id)) == essay.id else essay.id
        rec: dict[str, Any] = {"document": doc, "full_text": essay.text, "tokens": tokens,
                               "trailing_whitespace": ws, "labels": labels}
        if essay.learner_id != essay.id:
            rec["learner_id"] = essay.learner_id
        if essay.language != "en":
            rec["language"] = essay.language
        if essay.metadata:
            rec["metadata"] = essay.metadata
        docs.append(rec)
    return docs
