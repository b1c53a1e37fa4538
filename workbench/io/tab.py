"""Read the Text Anonymization Benchmark (TAB: Pilán et al. 2022, English ECHR court judgments).

One JSON object a line: ``metadata`` (``data_id``, ``provenance`` with ``doc_id``, ``annotator``,
``dataset_type`` ...), ``text`` and ``entities`` (``start_offset``, ``end_offset``, ``span_text``,
``entity_type``, ``identifier_type``, ``entity_id``, ``confidential_status``). Each entity becomes a Span
with the SweLL label of ``TAB_TO_SWELL`` and the attributes ``tab=<TYPE>`` and
``identifier=<DIRECT|QUASI|NO_MASK>`` (plus ``confidential=<STATUS>`` when set), so an evaluation can keep
only DIRECT and QUASI identifiers and compare in TAB's own types (label map "tab"). Mentions of one entity
share a running number. Essay ids are TAB's ``doc_id``; a document annotated by several annotators appears
once per annotator, as ``<doc_id>@<annotator>`` (the shared flattening has one annotator per document).
Only counts and ids go into metadata: not the applicant's name nor the annotation task, which names them.
Texts are normalised on reading and the offsets carried over (workbench.io.essay_text).
"""

from __future__ import annotations

import json
import re
from collections import Counter
from collections.abc import Collection
from pathlib import Path
from typing import Any

from workbench.io.encoding import read_text
from workbench.io.essay_text import EssayTexts, lone_surrogate
from workbench.model import Essay, Span

__all__ = ["IDENTIFIER_TYPES", "TAB_TO_SWELL", "TabFormatError", "read_tab"]

#: The SweLL label that stands for each TAB entity type (the nearest; TAB's type stays in ``tab=``).
TAB_TO_SWELL = {
    "PERSON": "firstname_unknown",
    "LOC": "city",
    "ORG": "other_institution",
    "DATETIME": "date_digits",
    "CODE": "other_nr_seq",
    "DEM": "prof",
    "QUANTITY": "other_nr_seq",  # SweLL has no quantity label; a number sequence is the nearest
    "MISC": "extra",
}
IDENTIFIER_TYPES = ("DIRECT", "QUASI", "NO_MASK")
_ENTITY_NUMBER = re.compile(r"_e(\d+)$")


class TabFormatError(ValueError):
    """A line of a TAB file that cannot be used; the message names the file and line."""


def _span(e: dict[str, Any], text: str) -> Span:
    start, end = int(e["start_offset"]), int(e["end_offset"])
    kind, ident = e["entity_type"], e["identifier_type"]
    if kind not in TAB_TO_SWELL:
        raise ValueError(f"unknown entity_type {kind!r}")
    if ident not in IDENTIFIER_TYPES:
        raise ValueError(f"unknown identifier_type {ident!r}")
    attributes = {f"tab={kind}", f"identifier={ident}"}
    if e.get("confidential_status", "NOT_CONFIDENTIAL") != "NOT_CONFIDENTIAL":
        attributes.add(f"confidential={e['confidential_status']}")
    m = _ENTITY_NUMBER.search(str(e.get("entity_id", "")))
    span = Span(start, end, TAB_TO_SWELL[kind], frozenset(attributes), int(m.group(1)) if m else None, "tab")
    if end > len(text):
        raise ValueError(f"[{start},{end}) falls outside the text ({len(text)} chars)")
    if "span_text" in e and text[start:end] != e["span_text"]:
        raise ValueError(f"[{start},{end}) does not hold its span_text")
    return span


def _essay(rec: dict[str, Any]) -> Essay:
    meta = rec.get("metadata", {})
    prov = meta.get("provenance", {})
    doc_id = str(prov.get("doc_id") or meta["data_id"])
    keep = {"data_id": meta.get("data_id"), "annotator": prov.get("annotator"),
            "dataset_type": prov.get("dataset_type"), "year": prov.get("year"),
            "countries": prov.get("countries"), "legal_branch": prov.get("legal_branch")}
    return Essay(doc_id, doc_id, rec["text"], "en", {k: str(v) for k, v in keep.items() if v is not None})


def read_tab(path: str | Path, identifier_types: Collection[str] | None = None,
             problems: list[str] | None = None, limit: int | None = None) -> list[tuple[Essay, list[Span]]]:
    """Every TAB document with its entities as Spans; ``identifier_types`` (e.g. ``{"DIRECT", "QUASI"}``)
    keeps only those. Bad lines raise TabFormatError naming the file and line. With ``problems``, what
    reading noted goes there, and a document over ``limit`` bytes is a problem and skipped."""
    path = Path(path)
    out: list[tuple[Essay, list[Span]]] = []
    texts = EssayTexts(path, limit)
    for lineno, line in enumerate(read_text(path, problems)[0].split("\n"), 1):
        if not line.strip():
            continue
        where = f"{path}:{lineno}"
        try:
            rec = json.loads(line)
        except json.JSONDecodeError as e:
            raise TabFormatError(f"{where}: not JSON ({e.msg} at column {e.colno})") from None
        found = lone_surrogate(rec)
        if found:
            raise TabFormatError(f"{where}: the record {found}")
        try:
            essay = _essay(rec)
        except (KeyError, TypeError, AttributeError) as e:
            raise TabFormatError(
                f"{where}: a record needs 'text' and 'metadata' with 'data_id' ({e!r})") from None
        spans = []
        for k, entity in enumerate(rec.get("entities", [])):
            try:
                spans.append(_span(entity, essay.text))
            except (KeyError, TypeError, ValueError) as err:
                raise TabFormatError(f"{where}: entity {k}: {err}") from None
        if identifier_types is not None:
            spans = [s for s in spans if s.attribute("identifier") in identifier_types]
        normal = texts.take(essay.text, lineno, problems, f"document {essay.id!r} skipped")
        if normal is None:
            continue
        essay.text = normal.text
        out.append((essay, sorted(texts.spans(normal, spans, lineno), key=lambda s: (s.start, s.end))))
    if problems is not None:
        problems += texts.notes()
    repeated = {i for i, n in Counter(e.id for e, _ in out).items() if n > 1}
    for essay, _ in out:
        if essay.id in repeated:
            essay.id = f"{essay.id}@{essay.metadata.get('annotator', 'unknown')}"
    return out
