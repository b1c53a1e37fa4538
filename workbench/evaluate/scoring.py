"""``evaluate``: predictions against gold, per label, label group, label kind, detector or any metadata
column of the essays (genre, level, L1 ...: ``by="genre"``).

Both sides go through the same label map first, then essays are paired by id, units are matched
(``exact``, ``overlap`` or ``token``), and counted per row of the breakdown. Micro scores pool every
unit; macro scores average the rows of the table. A detector's row compares its own predictions with the
gold spans of the labels it predicts (so a name detector is not blamed for missed dates).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from pathlib import Path

import pandas as pd

from workbench import taxonomy
from workbench.evaluate import matching
from workbench.evaluate.confusion import confusion_matrix
from workbench.evaluate.errors import error_table
from workbench.evaluate.labelmap import LabelMap, apply_label_map
from workbench.evaluate.matching import Unit
from workbench.evaluate.metrics import Counts, scores
from workbench.evaluate.pairing import EssayPair, pair_essays, read_annotations
from workbench.evaluate.report import SCORE_COLUMNS, EvaluationResult
from workbench.model import Essay, Span

__all__ = ["BY", "count", "evaluate", "evaluate_files", "read_metadata"]

Items = list[tuple[Essay, list[Span]]]
BY = ("label", "group", "kind", "detector")


def _taxonomy_key(attr: str) -> Callable[[str], str]:
    def key(label: str) -> str:
        lab = taxonomy.LABELS.get(label)
        return getattr(lab, attr) if lab is not None else label

    return key


def count(units: Iterable[Unit], key: Callable[[str], str] = str) -> dict[str, Counts]:
    """Counts per ``key(label)``."""
    out: dict[str, Counts] = {}
    for u in units:
        gold, pred = u.side == "gold", u.side == "pred"
        c = Counts(int(gold), int(pred), int(gold and u.matched), int(pred and u.matched))
        k = key(u.label)
        out[k] = out.get(k, Counts()) + c
    return out


def _by_detector(pairs: list[EssayPair], mode: str) -> dict[str, Counts]:
    detectors = sorted({s.source.split(":", 1)[0] for p in pairs for s in p.pred})
    out: dict[str, Counts] = {}
    for d in detectors:
        labels = {s.label for p in pairs for s in p.pred if s.source.split(":", 1)[0] == d}
        mine = [EssayPair(p.essay, [s for s in p.gold if s.label in labels],
                          [s for s in p.pred if s.source.split(":", 1)[0] == d]) for p in pairs]
        out[d or "(no source)"] = sum(count(matching.match(mine, mode)).values(), Counts())
    return out


def _by_metadata(units: list[Unit], pairs: list[EssayPair], column: str,
                 metadata: Mapping[str, Mapping[str, str]] | None) -> dict[str, Counts]:
    """Counts per value of the metadata ``column`` of each unit's essay ("(none)" where it has none)."""
    value: dict[str, str] = {}
    for p in pairs:
        meta = {**p.essay.metadata, **(metadata or {}).get(p.essay.id, {})}
        if meta.get(column):
            value[p.essay.id] = meta[column]
    if not value:
        known = sorted({k for p in pairs for k in p.essay.metadata} | {k for m in (metadata or {}).values() for k in m})
        raise ValueError(f"no essay has the metadata column {column!r}; breakdowns: {', '.join(BY)}"
                         + (f", or a metadata column: {', '.join(known)}" if known else
                            " (give the essays' metadata.csv with --metadata to break down by its columns)"))
    out: dict[str, Counts] = {}
    for u in units:
        gold, pred = u.side == "gold", u.side == "pred"
        k = value.get(u.essay_id, "(none)")
        out[k] = out.get(k, Counts()) + Counts(int(gold), int(pred), int(gold and u.matched), int(pred and u.matched))
    return out


def _row(c: Counts) -> dict[str, float]:
    return {"gold": c.gold, "pred": c.pred, "tp_gold": c.tp_gold, "tp_pred": c.tp_pred, "fn": c.fn,
            "fp": c.fp, **scores(c)}


def _frame(rows: dict[str, Counts], index_name: str) -> pd.DataFrame:
    records = [_row(c) for c in rows.values()]
    columns = ["gold", "pred", "tp_gold", "tp_pred", "fn", "fp", *SCORE_COLUMNS]
    return pd.DataFrame(records, index=pd.Index(list(rows), name=index_name), columns=columns).sort_index()


def evaluate(gold: Items, pred: Items, match: str = "overlap", by: str = "label",
             label_map: LabelMap = None, labelled: bool = True,
             metadata: Mapping[str, Mapping[str, str]] | None = None) -> EvaluationResult:
    """Score ``pred`` against ``gold`` (both as ``read_spans`` returns them).

    ``match``: exact | overlap | token; ``by``: label | group | kind | detector; ``label_map``: a map
    name (kaggle, tab, group, kind, unlabelled, swell), a dict or a function, applied to both sides;
    ``labelled=False`` ignores labels altogether (after the map, so a map can still drop spans).
    Any other ``by`` is a metadata column of the essays (``metadata``: essay id -> extra columns, e.g.
    from a corpus's metadata.csv); ValueError when no essay has it.
    """
    if not by:
        raise ValueError(f"no breakdown given; choose one of {', '.join(BY)} or a metadata column")
    mode = match
    gold, pred = apply_label_map(gold, label_map), apply_label_map(pred, label_map)
    if not labelled:
        gold, pred = apply_label_map(gold, "unlabelled"), apply_label_map(pred, "unlabelled")
    pairs = pair_essays(gold, pred)
    units = matching.match(pairs, mode)
    if by == "detector":
        rows = _by_detector(pairs, mode)
    elif by not in BY:
        rows = _by_metadata(units, pairs, by, metadata)
    else:
        rows = count(units, str if by == "label" else _taxonomy_key(by))
    table = _frame(rows, by)
    micro = _row(sum(count(units).values(), Counts()))
    macro = {col: float(table[col].mean()) if len(table) else 0.0 for col in SCORE_COLUMNS}
    texts = {p.essay.id: p.essay.text for p in pairs}
    name = label_map if isinstance(label_map, str) or label_map is None else "custom"
    settings = {"match": mode, "by": by, "label_map": str(name), "labelled": str(labelled),
                "essays": str(len(pairs))}
    return EvaluationResult(table, micro, macro, confusion_matrix(pairs), error_table(units, texts), settings)



def evaluate_files(gold_path: str | Path, pred_path: str | Path, match: str = "overlap", by: str = "label",
                   label_map: LabelMap = None, labelled: bool = True,
                   metadata_path: str | Path | None = None) -> EvaluationResult:
    """``evaluate`` on two annotation files (span JSONL, TAB JSONL, or what ``workbench.io`` reads);
    ``metadata_path``: a metadata.csv (``essay_id`` and further columns) or a corpus folder holding one."""
    metadata = read_metadata(metadata_path) if metadata_path is not None else None
    return evaluate(read_annotations(gold_path), read_annotations(pred_path), match=match, by=by,
                    label_map=label_map, labelled=labelled, metadata=metadata)


def read_metadata(path: str | Path) -> dict[str, dict[str, str]]:
    """essay id -> its columns, from a metadata.csv (or a folder holding one); ValueError naming the file
    and what is wrong."""
    import csv

    path = Path(path)
    if path.is_dir():
        path = path / "metadata.csv"
    try:
        with open(path, encoding="utf-8-sig", newline="") as f:
            rows = list(csv.DictReader(f))
    except (OSError, UnicodeDecodeError, csv.Error) as e:
        raise ValueError(f"{path}: cannot read the metadata ({e})") from None
    if not rows or "essay_id" not in rows[0]:
        raise ValueError(f"{path}: a metadata CSV needs an essay_id column")
    return {r["essay_id"]: {k: v for k, v in r.items() if k and k != "essay_id" and v} for r in rows}
