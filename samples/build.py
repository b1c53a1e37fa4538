"""Build the bundled sample corpus from its annotated sources.

Reads ``samples/source/<essay_id>.txt`` (essay text with inline gold markup
``[[surface|label|attr,attr]]``) and ``samples/source/metadata.csv``, and writes

- ``<out>/corpus/<essay_id>.txt``: the plain essay text (markup removed, no trailing newline),
- ``<out>/corpus/metadata.csv``: learner_id, essay_id, language, L1, level, genre, topic,
- ``<out>/gold.jsonl``: the gold spans in the span format of workbench.io.spans, with running numbers.

Running numbers: the same entity gets the same number within an essay, numbered 1, 2, ... in order of
first mention inside its numbering family. The family is the label, except that all first names
(firstname_male, firstname_female, firstname_unknown) share one sequence, as in the guidelines' example
(Alice 1, Bob 2). The entity is the surface string, case-folded, with a genitive -s/-'s/-:s removed when
the span carries ``gen``; ``ref=<canonical form>`` in the attributes overrides it (for misspellings and
definite forms: ``[[Stokholm|city|ref=Stockholm]]``) and is not written to the gold.

Usage: ``python samples/build.py [--source DIR] [--out DIR]`` (defaults: this folder's source/ and the
folder itself). Only counts are printed, never the annotated strings. Standard library + workbench only.
"""

from __future__ import annotations

import argparse
import csv
import re
import sys
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path

from workbench import taxonomy
from workbench.io.spans import write_spans
from workbench.model import Essay, Span

__all__ = [
    "METADATA_COLUMNS",
    "BuildResult",
    "MarkupError",
    "Mention",
    "build",
    "entity_key",
    "main",
    "number_family",
    "number_mentions",
    "parse_markup",
    "read_metadata",
]

HERE = Path(__file__).resolve().parent
METADATA_COLUMNS = ("learner_id", "essay_id", "language", "L1", "level", "genre", "topic")
LANGUAGES = ("sv", "en")
LEVELS = ("A", "B", "C")
_MARK = re.compile(r"\[\[(?P<surface>[^\[\]|\n]+)\|(?P<label>[^\[\]|\n]*)(?:\|(?P<attrs>[^\[\]|\n]*))?\]\]")
_FIRSTNAMES = ("firstname_male", "firstname_female", "firstname_unknown")
_GENITIVE = re.compile(r"(?:['’:]?s)$", re.IGNORECASE)


class MarkupError(ValueError):
    """A source file or metadata row that cannot be used; the message names file, line and problem."""


@dataclass(frozen=True)
class Mention:
    """One gold span before numbering, with the entity it refers to."""

    span: Span
    key: str


@dataclass
class BuildResult:
    """What a build wrote: essays, spans and how many spans per label."""

    essays: int = 0
    spans: int = 0
    labels: dict[str, int] = field(default_factory=dict)


def number_family(label: str) -> str:
    """The running-number sequence a label belongs to: all first names share one, others their own."""
    return "firstname" if label in _FIRSTNAMES else label


def entity_key(surface: str, attributes: frozenset[str], ref: str | None = None) -> str:
    """The entity a mention refers to: ``ref`` if given, else the case-folded surface (genitive removed)."""
    key = " ".join((ref if ref is not None else surface).split()).casefold()
    if ref is None and "gen" in attributes and len(key) > 2:
        key = _GENITIVE.sub("", key)
    return key


def _parse_attributes(raw: str | None, label: str, where: str) -> tuple[frozenset[str], str | None]:
    attrs: set[str] = set()
    ref = None
    for item in (a.strip() for a in (raw or "").split(",")):
        if not item:
            continue
        if item.startswith("ref="):
            ref = item[4:].strip()
            if not ref:
                raise MarkupError(f"{where}: 'ref=' needs a canonical form")
        elif item.startswith("subgroup="):
            if label != "sensitive" or item[9:] not in taxonomy.SENSITIVE_SUBGROUPS:
                raise MarkupError(f"{where}: {item!r} is only allowed on 'sensitive', with a subgroup among "
                                  f"{', '.join(taxonomy.SENSITIVE_SUBGROUPS)}")
            attrs.add(item)
        elif item in taxonomy.ATTRIBUTES:
            attrs.add(item)
        else:
            allowed = ", ".join(taxonomy.ATTRIBUTES)
            raise MarkupError(f"{where}: unknown attribute {item!r}; allowed: {allowed}, subgroup=, ref=")
    if "foreign" in attrs and not taxonomy.get(label).foreign_allowed:
        raise MarkupError(f"{where}: label {label!r} does not take 'foreign'")
    if label == "area" and "foreign" not in attrs:
        raise MarkupError(f"{where}: 'area' is only used for places abroad and must carry 'foreign'")
    if label == "sensitive" and not any(a.startswith("subgroup=") for a in attrs):
        raise MarkupError(f"{where}: 'sensitive' needs a subgroup (subgroup=religion, ...)")
    return frozenset(attrs), ref


def parse_markup(source: str, path: str = "<string>") -> tuple[str, list[Mention]]:
    """The plain text of an annotated source and its mentions (offsets into the plain text)."""
    parts: list[str] = []
    mentions: list[Mention] = []
    pos = length = 0
    for m in [*_MARK.finditer(source), None]:
        gap_end = len(source) if m is None else m.start()
        for bad in ("[[", "]]"):
            at = source.find(bad, pos, gap_end)
            if at >= 0:
                line = source.count("\n", 0, at) + 1
                raise MarkupError(f"{path}:{line}: malformed markup near {bad!r}; "
                                  "write [[surface|label]] or [[surface|label|attr,attr]]")
        parts.append(source[pos:gap_end])
        length += gap_end - pos
        if m is None:
            break
        where = f"{path}:{source.count(chr(10), 0, m.start()) + 1}"
        surface, label = m["surface"], m["label"].strip()
        if surface != surface.strip():
            raise MarkupError(f"{where}: the marked text starts or ends with whitespace")
        if not taxonomy.is_label(label):
            raise MarkupError(f"{where}: unknown label {label!r}; known labels: {', '.join(taxonomy.LABELS)}")
        attrs, ref = _parse_attributes(m["attrs"], label, where)
        span = Span(length, length + len(surface), label, attrs)
        mentions.append(Mention(span, entity_key(surface, attrs, ref)))
        parts.append(surface)
        length += len(surface)
        pos = m.end()
    text = "".join(parts)
    return text.rstrip(), mentions


def number_mentions(mentions: Sequence[Mention]) -> list[Span]:
    """Spans with running numbers: per family, in order of first mention; same entity, same number."""
    seen: dict[tuple[str, str], int] = {}
    count: dict[str, int] = {}
    out = []
    for mention in sorted(mentions, key=lambda mn: (mn.span.start, mn.span.end)):
        family = number_family(mention.span.label)
        ident = (family, mention.key)
        if ident not in seen:
            count[family] = count.get(family, 0) + 1
            seen[ident] = count[family]
        out.append(mention.span.with_(number=seen[ident]))
    return out


def read_metadata(path: Path) -> list[dict[str, str]]:
    """The rows of a metadata.csv, checked: every column present and non-empty, known values, unique ids."""
    rows: list[dict[str, str]] = []
    with path.open(encoding="utf-8", newline="") as f:
        reader = csv.DictReader(f)
        missing = [c for c in METADATA_COLUMNS if c not in (reader.fieldnames or ())]
        if missing:
            raise MarkupError(f"{path}:1: missing column(s) {', '.join(missing)}")
        ids: set[str] = set()
        for row in reader:
            where = f"{path}:{reader.line_num}"
            for col in METADATA_COLUMNS:
                if not (row.get(col) or "").strip():
                    raise MarkupError(f"{where}: empty field {col!r}")
            if row["language"] not in LANGUAGES:
                known = ", ".join(LANGUAGES)
                raise MarkupError(f"{where}: language {row['language']!r} is not one of {known}")
            if row["level"] not in LEVELS:
                raise MarkupError(f"{where}: level {row['level']!r} is not one of {', '.join(LEVELS)}")
            if row["essay_id"] in ids:
                raise MarkupError(f"{where}: essay_id {row['essay_id']!r} occurs twice")
            ids.add(row["essay_id"])
            rows.append({c: row[c].strip() for c in METADATA_COLUMNS})
    return rows


def build(source: Path = HERE / "source", out: Path = HERE) -> BuildResult:
    """Write corpus/*.txt, corpus/metadata.csv and gold.jsonl under ``out`` from ``source``."""
    rows = read_metadata(source / "metadata.csv")
    listed = {r["essay_id"] for r in rows}
    for path in sorted(source.glob("*.txt")):
        if path.stem not in listed:
            raise MarkupError(f"{path}: no row for essay {path.stem!r} in {source / 'metadata.csv'}")
    corpus_dir = out / "corpus"
    corpus_dir.mkdir(parents=True, exist_ok=True)
    result = BuildResult()
    items: list[tuple[Essay, list[Span]]] = []
    for row in rows:
        path = source / f"{row['essay_id']}.txt"
        if not path.is_file():
            raise MarkupError(f"{source / 'metadata.csv'}: essay {row['essay_id']!r} has no file {path}")
        text, mentions = parse_markup(path.read_text(encoding="utf-8"), str(path))
        spans = number_mentions(mentions)
        (corpus_dir / path.name).write_text(text, encoding="utf-8")
        meta = {k: row[k] for k in ("L1", "level", "genre", "topic")}
        items.append((Essay(row["essay_id"], row["learner_id"], text, row["language"], meta), spans))
        result.essays += 1
        result.spans += len(spans)
        for s in spans:
            result.labels[s.label] = result.labels.get(s.label, 0) + 1
    for stale in corpus_dir.glob("*.txt"):
        if stale.stem not in listed:
            stale.unlink()
    with (corpus_dir / "metadata.csv").open("w", encoding="utf-8", newline="") as f:
        writer = csv.DictWriter(f, fieldnames=METADATA_COLUMNS, lineterminator="\n")
        writer.writeheader()
        writer.writerows(rows)
    write_spans(out / "gold.jsonl", items)
    return result


def main(argv: Sequence[str] | None = None) -> int:
    """Command line entry point; prints counts only."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--source", type=Path, default=HERE / "source")
    parser.add_argument("--out", type=Path, default=HERE)
    args = parser.parse_args(argv)
    try:
        result = build(args.source, args.out)
    except MarkupError as e:
        print(f"error: {e}", file=sys.stderr)
        return 1
    print(f"{result.essays} essays, {result.spans} gold spans, {len(result.labels)} labels", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
